/**
 * Serves the built single-page app. Any GET that is not an API call and not a file gets index.html,
 * so the client router answers deep links (/ticketBoothManagement/…) and its own /404.
 *
 * Text files go out compressed as the build wrote them (scripts/vite-precompress.ts): brotli or gzip
 * by the request's Accept-Encoding, the file itself otherwise, and always `Vary: Accept-Encoding` so
 * that a shared cache keeps the encodings apart.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiNotFound } from './errors';

const varyByEncoding = (res: SetHeadersResponse): void => { res.setHeader('vary', 'accept-encoding'); };

export async function installClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const hasClient = existsSync(join(clientDir, 'index.html'));
  if (hasClient) {
    // The compressed copies are found beside their file, never addressed by their own name.
    const compressed = ['**/*.br', '**/*.gz'];
    const encoded = { preCompressed: true, setHeaders: varyByEncoding } as const;
    // The built files are listed once at start (npm start builds before it serves).
    await app.register(fastifyStatic, {
      root: clientDir, wildcard: false, index: false, maxAge: '1h', globIgnore: ['assets/**', ...compressed], ...encoded,
    });
    // Bundles under assets/ carry a content hash in their name: they never change.
    await app.register(fastifyStatic, {
      root: join(clientDir, 'assets'), prefix: '/assets/', wildcard: false, index: false, maxAge: '365d', immutable: true, decorateReply: false, globIgnore: compressed, ...encoded,
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
