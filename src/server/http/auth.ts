/**
 * Who is calling. Every route is closed unless it says otherwise in its config:
 *   config: { auth: 'public' }  anyone
 *   config: { auth: 'guest' }   a guest token or a session token (ads, shared FAQ)
 *   (default)                   a valid, unrevoked session token
 * Routes with `config: { tokenInQuery: true }` also take `?token=`: EventSource cannot send headers.
 * A missing, malformed, expired or revoked token answers HTTP 401 with code 1002.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Codes } from '../../shared/codes';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { ApiError } from './envelope';
import type { TokenClaims, Tokens } from './tokens';

export type AuthLevel = 'public' | 'guest' | 'session';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
    tokenInQuery?: boolean;
  }
  interface FastifyRequest {
    /** The verified token of the call; null on public routes called without one. */
    claims: TokenClaims | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

function queryToken(request: FastifyRequest): string | undefined {
  const token = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof token === 'string' && token ? token : undefined;
}

/** The session's user id; for use in routes that require a session. */
export function sessionUserId(request: FastifyRequest): number {
  if (request.claims?.purpose !== 'session') throw new ApiError(Codes.TOKEN_INVALID);
  return request.claims.userId;
}

export function installAuth(app: FastifyInstance, db: Db, tokens: Tokens): void {
  app.decorateRequest('claims', null);

  app.addHook('onRequest', async (request) => {
    // Unknown routes have no config: the not-found handler answers them.
    if (!request.routeOptions.url) return;
    const level = request.routeOptions.config.auth ?? 'session';
    if (level === 'public') return;

    const raw = bearerToken(request)
      ?? (request.routeOptions.config.tokenInQuery ? queryToken(request) : undefined);
    const claims = raw ? await tokens.verify(raw) : null;
    if (!claims) throw new ApiError(Codes.TOKEN_INVALID, null, raw ? 'api.error.token_invalid' : 'api.error.token_missing');

    if (claims.purpose === 'guest' && level === 'guest') {
      request.claims = claims;
      return;
    }
    if (claims.purpose !== 'session') throw new ApiError(Codes.TOKEN_INVALID);

    const [user] = await db.select({ version: users.tokenVersion }).from(users).where(eq(users.id, claims.userId));
    if (!user || user.version !== claims.version) throw new ApiError(Codes.TOKEN_INVALID, null, 'api.error.token_revoked');
    request.claims = claims;
  });
}
