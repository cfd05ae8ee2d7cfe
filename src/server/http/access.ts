/**
 * The server half of SPEC.md §6: a route that belongs to an area (`config: { area: 'boothTickets' }`)
 * is refused to an account that may not use that area, by the same `permits` the client filters its
 * menu with. A hidden menu entry is never the only guard.
 *
 * Routes of the organiser API say `config: staffOnly(permission)`: only organiser staff whose roles
 * hold that permission may call them (`staffOnly('any')`: every staff member, for what filters itself
 * by permission, the inbox). A staff route that names no permission stops the server at start-up.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { permits, staffMay, type Area } from '../../shared/access';
import type { StaffPermissionId } from '../../shared/staff';
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
    /** With role 'organiser': the console permission the route needs (src/shared/staff.ts). */
    staff?: StaffPermissionId | 'any';
  }
}

/** The config of a route for organiser staff holding the permission. */
export const staffOnly = (permission: StaffPermissionId | 'any') => ({ role: 'organiser', staff: permission }) as const;

export function installAccess(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.role === 'organiser' && route.config.staff === undefined) {
      throw new Error(`${route.method} ${route.url}: a staff route names the permission it needs (staffOnly)`);
    }
  });
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
    const { isOrganiser, subject } = callerOf(request);
    if (!isOrganiser) throw new ApiError(Codes.FORBIDDEN, null, 'api.error.organiser_only');
    const needed = request.routeOptions.config.staff;
    if (needed !== undefined && needed !== 'any' && !staffMay(needed, subject)) throw new ApiError(Codes.FORBIDDEN, null, 'api.error.staff_permission');
  }
  const { area, anyArea } = request.routeOptions.config ?? {};
  if (anyArea && !anyArea.some((each) => permits(each, callerOf(request).subject))) throw new ApiError(Codes.FORBIDDEN, null, 'api.error.area_forbidden');
  if (!area) return;
  const areas: readonly Area[] = typeof area === 'string' ? [area] : area;
  const { subject } = callerOf(request);
  if (!areas.every((each) => permits(each, subject))) throw new ApiError(Codes.FORBIDDEN, null, 'api.error.area_forbidden');
}
