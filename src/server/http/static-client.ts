/**
 * Serves the built single-page app. Any GET that is not an API call and not a file gets index.html,
 * so the client router answers deep links (/ticketBoothManagement/…) and its own /404.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiNotFound } from './errors';

export async function installClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const hasClient = existsSync(join(clientDir, 'index.html'));
  if (hasClient) {
    // The built files are listed once at start (npm start builds before it serves).
    await app.register(fastifyStatic, {
      root: clientDir, wildcard: false, index: false, maxAge: '1h', globIgnore: ['assets/**'],
    });
    // Bundles under assets/ carry a content hash in their name: they never change.
    await app.register(fastifyStatic, {
      root: join(clientDir, 'assets'), prefix: '/assets/', wildcard: false, index: false, maxAge: '365d', immutable: true, decorateReply: false,
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing bundle must not come back as HTML (the browser would report a MIME error instead).
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD')
      && !/^\/(api|assets)(\/|$)/.test(path);
    if (!wantsPage || !hasClient) return apiNotFound(request, reply);
    // index.html must never be cached: it names the current hashed bundles.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
