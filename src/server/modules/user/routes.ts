/** /v2/user/* — who the caller is and which exhibitor they act for (SPEC.md §3, §7). */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ExhibitorAuthority, ExhibitorSummary, UserInfo } from '../../../shared/api';
import { ALL_AUTHORITIES, authorityLabel, type AuthorityId } from '../../../shared/authorities';
import { exhibitors } from '../../db/schema';
import type { ModuleOptions } from '../../deps';
import { ok } from '../../http/envelope';
import { requestLocale, translate } from '../../http/i18n';
import { callerOf } from '../../identity/request-caller';
import { exhibitorIdQuery, requireOwnExhibitor } from '../../identity/tenant';
import { USER_LIST_MAX_LIMIT } from '../../../shared/accounts';
import { listExhibitorUsers } from '../subaccounts/queries';

export default async function userRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db } = deps;

  app.get('/v2/user/info', {
    schema: { summary: 'The logged-in account', tags: ['user'] },
  }, async (request) => {
    const caller = callerOf(request);
    const { subject } = caller;
    const info: UserInfo = {
      id: caller.userId,
      account_type: subject.account_type,
      // Every exhibitor-side account carries the admin role; menus are narrowed by flags and authorities.
      // Staff carry the organiser role: the console is theirs, the exhibitor areas are not.
      roles: caller.isOrganiser ? ['organiser'] : ['admin'],
      is_sub_account: subject.is_sub_account,
      is_group_buy: subject.is_group_buy,
      is_group_ticket: subject.is_group_ticket,
      is_organiser: subject.is_organiser ?? 0,
      staff_permissions: [...(subject.staff_permissions ?? [])],
      name: caller.name,
      avatar: caller.avatar,
      email: caller.email,
      phone: caller.phone,
    };
    return ok(info);
  });

  app.get('/v2/user/exhibitor', {
    schema: { summary: 'The exhibitor the account acts for', tags: ['user'] },
  }, async (request) => {
    const { exhibitorId } = callerOf(request);
    if (exhibitorId === null) return ok({ list: [], total: 0 });
    const rows = await db.select().from(exhibitors).where(eq(exhibitors.id, exhibitorId));
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
    const { subject } = requireOwnExhibitor(request, request.query.exhibitor_id);
    const ids = (subject.is_sub_account ? subject.authorities : ALL_AUTHORITIES) as AuthorityId[];
    const locale = requestLocale(request);
    const authorities: ExhibitorAuthority[] = ids.map((id) => ({ authority_id: id, name: translate(locale, authorityLabel(id)) }));
    return ok({ authorities });
  });

  app.get<{ Querystring: { page: number; limit: number } }>('/v2/user/list', {
    schema: {
      summary: "The users of the caller's exhibitor, a page at a time (data.{list, total}): main account first, then sub-accounts",
      tags: ['user'],
      querystring: {
        type: 'object',
        properties: {
          page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
          limit: { type: 'integer', minimum: 1, maximum: USER_LIST_MAX_LIMIT, default: 20 },
        },
      },
    },
  }, async (request) => {
    const { exhibitorId } = callerOf(request);
    // A group account or organiser staff acts for no exhibitor: it has no users to list.
    if (exhibitorId === null) return ok({ list: [], total: 0 });
    const { page, limit } = request.query;
    return ok(await listExhibitorUsers(db, exhibitorId, page, limit));
  });
}
