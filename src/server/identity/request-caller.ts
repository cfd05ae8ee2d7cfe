/**
 * The caller of a request, as the auth hook (http/auth.ts) read it while checking the session's
 * token version: every later hook, screen and module reads it from here and never asks the database.
 */
import type { FastifyRequest } from 'fastify';
import { Codes } from '../../shared/codes';
import { ApiError } from '../http/envelope';
import type { Caller } from './caller';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who calls with a session token; null on public and guest calls. */
    caller: Caller | null;
  }
}

/** The session's caller; a call without a session is answered 1002. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new ApiError(Codes.TOKEN_INVALID);
  return request.caller;
}

/** Whose records a screen reads and writes: the account and its exhibitor (null outside any). */
export function ownerOf(request: FastifyRequest): { userId: number; exhibitorId: number | null } {
  const { userId, exhibitorId } = callerOf(request);
  return { userId, exhibitorId };
}

/** The caller of an exhibitor-only endpoint; an account outside any exhibitor is answered NOT_AN_EXHIBITOR. */
export function exhibitorCallerOf(request: FastifyRequest): { userId: number; exhibitorId: number } {
  const { userId, exhibitorId } = callerOf(request);
  if (exhibitorId === null) throw new ApiError(Codes.NOT_AN_EXHIBITOR);
  return { userId, exhibitorId };
}
