/**
 * Who is calling. Every route is closed unless it says otherwise in its config:
 *   config: { auth: 'public' }  anyone
 *   config: { auth: 'guest' }   a guest token or a session token (ads, shared FAQ)
 *   (default)                   a valid, unrevoked session token
 * Routes with `config: { tokenInQuery: true }` also take `?token=` or a single-use `?ticket=`
 * (stream-tickets.ts): EventSource cannot send headers, and a ticket keeps the token out of the URL.
 * A missing, malformed, expired or revoked token answers HTTP 401 with code 1002.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Codes } from '../../shared/codes';
import type { Db } from '../db/client';
import type { CallerCache } from '../identity/caller-cache';
import '../identity/request-caller';
import { ApiError } from './envelope';
import { redeemStreamTicket } from './stream-tickets';
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

function queryParam(request: FastifyRequest, name: 'token' | 'ticket'): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value ? value : undefined;
}

/** The session a stream ticket stands for; a used, expired or unknown ticket answers 1002. */
async function ticketClaims(db: Db, ticket: string): Promise<TokenClaims> {
  const redeemed = await redeemStreamTicket(db, ticket);
  if (!redeemed) throw new ApiError(Codes.TOKEN_INVALID, null, 'api.error.stream_ticket_invalid');
  return { purpose: 'session', userId: redeemed.userId, version: redeemed.tokenVersion, expire: redeemed.expire };
}

/** The session's user id; for use in routes that require a session. */
export function sessionUserId(request: FastifyRequest): number {
  if (request.claims?.purpose !== 'session') throw new ApiError(Codes.TOKEN_INVALID);
  return request.claims.userId;
}

export function installAuth(app: FastifyInstance, db: Db, tokens: Tokens, callers: CallerCache): void {
  app.decorateRequest('claims', null);
  app.decorateRequest('caller', null);

  app.addHook('onRequest', async (request) => {
    // Unknown routes have no config: the not-found handler answers them.
    if (!request.routeOptions.url) return;
    const level = request.routeOptions.config.auth ?? 'session';
    if (level === 'public') return;

    const inQuery = request.routeOptions.config.tokenInQuery === true;
    const raw = bearerToken(request) ?? (inQuery ? queryParam(request, 'token') : undefined);
    const ticket = !raw && inQuery ? queryParam(request, 'ticket') : undefined;
    const claims = ticket ? await ticketClaims(db, ticket) : raw ? await tokens.verify(raw) : null;
    if (!claims) throw new ApiError(Codes.TOKEN_INVALID, null, raw ? 'api.error.token_invalid' : 'api.error.token_missing');

    if (claims.purpose === 'guest' && level === 'guest') {
      request.claims = claims;
      return;
    }
    if (claims.purpose !== 'session') throw new ApiError(Codes.TOKEN_INVALID);

    // The same caller that checks the token version is the request's, kept between requests.
    const caller = await callers.get(claims.userId);
    if (!caller || caller.tokenVersion !== claims.version) throw new ApiError(Codes.TOKEN_INVALID, null, 'api.error.token_revoked');
    request.claims = claims;
    request.caller = caller;
  });
}
