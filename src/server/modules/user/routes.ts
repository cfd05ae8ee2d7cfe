/** /v2/user/* — who the caller is and which exhibitor they act for (SPEC.md §3, §7). */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ExhibitorAuthority, ExhibitorSummary, UserInfo } from '../../../shared/api';
import { ALL_AUTHORITIES, authorityLabel, type AuthorityId } from '../../../shared/authorities';
import { Codes } from '../../../shared/codes';
import { exhibitors } from '../../db/schema';
import type { ModuleOptions } from '../../deps';
import { sessionUserId } from '../../http/auth';
import { ApiError, ok } from '../../http/envelope';
import { requestLocale, translate } from '../../http/i18n';
import { findMembership, findUserById } from './queries';
import { exhibitorIdQuery, requireOwnExhibitor } from './tenant';

const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

export default async function userRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db } = deps;

  app.get('/v2/user/info', {
    schema: { summary: 'The logged-in account', tags: ['user'] },
  }, async (request) => {
    const user = await findUserById(db, sessionUserId(request));
    if (!user) throw new ApiError(Codes.USER_NOT_FOUND);
    const membership = await findMembership(db, user.id);
    const info: UserInfo = {
      id: user.id,
      account_type: user.accountType === 2 ? 2 : 1,
      // Every exhibitor-side account carries the admin role; menus are narrowed by flags and authorities.
      roles: ['admin'],
      is_sub_account: bit(membership?.isSubAccount ?? false),
      is_group_buy: bit(user.isGroupBuy),
      is_group_ticket: bit(user.isGroupTicket),
      name: membership?.realName || user.name,
      avatar: user.avatar,
      email: user.email,
      phone: user.phone,
    };
    return ok(info);
  });

  app.get('/v2/user/exhibitor', {
    schema: { summary: 'The exhibitor the account acts for', tags: ['user'] },
  }, async (request) => {
    const membership = await findMembership(db, sessionUserId(request));
    if (!membership) return ok({ list: [], total: 0 });
    const rows = await db.select().from(exhibitors).where(eq(exhibitors.id, membership.exhibitorId));
    const list: ExhibitorSummary[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      name_en: row.nameEn,
      booth_no: row.boothNo,
      hall: row.hall,
      booth_area: row.boothArea,
      booth_type: row.boothType,
      exhibit_type: row.exhibitType,
      exhibit_type_en: row.exhibitTypeEn,
      project: row.project,
      project_en: row.projectEn,
    }));
    return ok({ list, total: list.length });
  });

  app.get<{ Querystring: { exhibitor_id: number } }>('/v2/user/exhibitor/authority', {
    schema: {
      summary: 'Authorities of the account within its exhibitor (a main account holds all)',
      tags: ['user'],
      querystring: exhibitorIdQuery,
    },
  }, async (request) => {
    const membership = await requireOwnExhibitor(db, sessionUserId(request), request.query.exhibitor_id);
    const ids = (membership.isSubAccount ? membership.authorities : ALL_AUTHORITIES) as AuthorityId[];
    const locale = requestLocale(request);
    const authorities: ExhibitorAuthority[] = ids.map((id) => ({ authority_id: id, name: translate(locale, authorityLabel(id)) }));
    return ok({ authorities });
  });
}
