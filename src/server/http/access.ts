/**
 * The server half of SPEC.md §6: a route that belongs to an area (`config: { area: 'boothTickets' }`)
 * is refused to an account that may not use that area, by the same `permits` the client filters its
 * menu with. A hidden menu entry is never the only guard.
 *
 * Routes of the organiser API say `config: { role: 'organiser' }`: only organiser staff may call them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { permits, type Area } from '../../shared/access';
import { Codes } from '../../shared/codes';
import { callerOf } from '../identity/request-caller';
import { ApiError } from './envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The area the route belongs to; a route serving several areas lists them and needs them all. */
    area?: Area | readonly Area[];
    /** A route open to accounts of any of these areas (a group account's own tickets: group tickets or group buying). */
    anyArea?: readonly Area[];
    role?: 'organiser';
  }
}

export function installAccess(app: FastifyInstance): void {
  // After auth (onRequest) and before validation: a refused caller learns nothing about the body.
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    try {
      refuseOutsiders(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}

function refuseOutsiders(request: FastifyRequest): void {
  if (request.routeOptions.config?.role === 'organiser') {
    if (!callerOf(request).isOrganiser) throw new ApiError(Codes.FORBIDDEN, null, 'api.error.organiser_only');
  }
  const { area, anyArea } = request.routeOptions.config ?? {};
  if (anyArea && !anyArea.some((each) => permits(each, callerOf(request).subject))) throw new ApiError(Codes.FORBIDDEN, null, 'api.error.area_forbidden');
  if (!area) return;
  const areas: readonly Area[] = typeof area === 'string' ? [area] : area;
  const { subject } = callerOf(request);
  if (!areas.every((each) => permits(each, subject))) throw new ApiError(Codes.FORBIDDEN, null, 'api.error.area_forbidden');
}
