/**
 * The headers every answer carries (the client's pages, the API, the docs): a Content-Security-Policy
 * without 'unsafe-eval' (validators are compiled at build time), no framing, no MIME sniffing, the
 * referrer kept to our own origin, and API answers never stored by a cache (they carry personal data
 * and tokens). A route that sets one of these itself (the sandbox checkout page's nonce policy, a
 * file's own caching) keeps its own.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The policy of the single-page app and the API docs. Styles may be inline: Chakra (emotion) and
 * Swagger UI write style attributes and elements at run time. Images may be data: (icons in CSS)
 * and blob: (an upload's preview). `storageOrigins` are an object store the browser posts to and
 * reads presigned files from.
 */
export function contentSecurityPolicy(storageOrigins: readonly string[] = []): string {
  const store = storageOrigins.length ? ` ${storageOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${store}`,
    `media-src 'self' blob:${store}`,
    "font-src 'self' data:",
    `connect-src 'self'${store}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${store}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

const isApi = (url: string): boolean => /^\/api(\/|\?|$)/.test(url);

export function installSecurityHeaders(app: FastifyInstance, storageOrigins: readonly string[] = []): void {
  const fixed: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(storageOrigins),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
  };
  const secure = (request: FastifyRequest, reply: FastifyReply): void => {
    for (const [name, value] of Object.entries(fixed)) if (!reply.hasHeader(name)) reply.header(name, value);
    if (isApi(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  };
  // Early, so that answers written straight to the socket (the live stream) carry them too; routes
  // may still set their own after this.
  app.addHook('onRequest', (request, reply, done) => {
    secure(request, reply);
    done();
  });
  // Again before sending, for answers that never ran the request hooks (the router's own errors).
  app.addHook('onSend', (request, reply, payload, done) => {
    secure(request, reply);
    done(null, payload);
  });
}
