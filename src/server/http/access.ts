/**
 * The server half of SPEC.md §6: a route that belongs to an area (`config: { area: 'boothTickets' }`)
 * is refused to an account that may not use that area, by the same `permits` the client filters its
 * menu with. A hidden menu entry is never the only guard.
 *
 * Routes of the organiser API say `config: { role: 'organiser' }`: only organiser staff may call them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { permits, type Area, type Subject } from '../../shared/access';
import { Codes } from '../../shared/codes';
import type { Db } from '../db/client';
import { findMembership, findUserById } from '../modules/user/queries';
import { getSetting } from '../settings';
import { sessionUserId } from './auth';
import { ApiError } from './envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The area the route belongs to; a route serving several areas lists them and needs them all. */
    area?: Area | readonly Area[];
    role?: 'organiser';
  }
}

const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The account as the access rules see it. */
export async function loadSubject(db: Db, userId: number): Promise<Subject> {
  const [user, membership, groupSwitch] = await Promise.all([
    findUserById(db, userId), findMembership(db, userId), getSetting(db, 'group_switch'),
  ]);
  if (!user) throw new ApiError(Codes.TOKEN_INVALID);
  return {
    account_type: user.accountType === 2 ? 2 : 1,
    is_sub_account: bit(membership?.isSubAccount ?? false),
    is_group_buy: bit(user.isGroupBuy),
    is_group_ticket: bit(user.isGroupTicket),
    authorities: membership?.isSubAccount ? membership.authorities : [],
    group_switch: groupSwitch,
  };
}

export function installAccess(app: FastifyInstance, db: Db): void {
  // After auth (onRequest) and before validation: a refused caller learns nothing about the body.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (request.routeOptions.config?.role === 'organiser') {
      const user = await findUserById(db, sessionUserId(request));
      if (!user?.isOrganiser) throw new ApiError(Codes.FORBIDDEN, null, 'api.error.organiser_only');
    }
    const area = request.routeOptions.config?.area;
    if (!area) return;
    const areas: readonly Area[] = typeof area === 'string' ? [area] : area;
    const subject = await loadSubject(db, sessionUserId(request));
    if (!areas.every((each) => permits(each, subject))) throw new ApiError(Codes.FORBIDDEN, null, 'api.error.area_forbidden');
  });
}
