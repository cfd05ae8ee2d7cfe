/**
 * The organiser's staff (SPEC.md §7 member calls), for staff holding the staff permission:
 *
 *   GET /user/admin/member/role ?page&limit&keyword   roles with their permissions and holders (at least one parameter: none is 1000)
 *   GET /user/admin/member/permission                  the console's permissions, named in the caller's language
 *   GET /user/admin/member/type ?limit&page            the kinds of accounts, counted (limit up to 99999)
 *   POST /organiser/staff/role · PUT|DELETE …/role/:id  roles (schemas/staff-role.json)
 *   GET /organiser/staff · PUT /organiser/staff/:id/roles {role_ids}  staff accounts and the roles each holds
 *
 * A change that would leave no account able to manage staff is refused (2010); what a change grants
 * or takes away applies from the affected accounts' next request.
 */
import type { FastifyInstance } from 'fastify';
import {
  ALL_STAFF_PERMISSIONS, MEMBER_TYPE_MAX_LIMIT, MemberType, STAFF_ROLE_LIMIT, STAFF_ROLE_MAX_LIMIT, STAFF_ROLE_SCREEN, StaffApi, StaffPermission,
  type MemberTypeCount, type StaffPermissionOption, type StaffRoleInput,
} from '../../../shared/staff';
import type { ModuleOptions } from '../../deps';
import { staffOnly } from '../../http/access';
import { ApiError, FieldError, ok } from '../../http/envelope';
import { requestLocale, translate } from '../../http/i18n';
import { idParams, recordId } from '../../http/schema-parts';
import { loadEnums, loadScreen } from '../../screens/registry';
import { Codes } from '../../../shared/codes';
import { countMemberTypes, findRole, findStaffMember, listRoles, listStaff, type RoleQuery } from './queries';
import { createRole, deleteRole, setMemberRoles, updateRole } from './service';

const paging = (maxLimit: number) => ({
  page: { type: 'integer', minimum: 1, maximum: 1_000_000, title: 'staff.field.page' },
  limit: { type: 'integer', minimum: 1, maximum: maxLimit, title: 'staff.field.limit' },
}) as const;

export default async function staffRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db, config } = deps;
  const enums = loadEnums(config.schemasDir);
  const manage = staffOnly(StaffPermission.STAFF);
  const tags = ['staff'];
  const roleBody = loadScreen(config.schemasDir, STAFF_ROLE_SCREEN).bodySchema;
  const roleOf = async (id: number) => {
    const role = await findRole(db, id);
    if (!role) throw new ApiError(Codes.NOT_FOUND, null, 'staff.error.role_not_found');
    return role;
  };

  app.get<{ Querystring: RoleQuery }>(StaffApi.roles, {
    config: manage,
    schema: {
      summary: 'Staff roles with their permissions and how many staff hold each (data.{list, total}); the query must not be empty',
      tags,
      querystring: {
        type: 'object', additionalProperties: false,
        properties: { ...paging(STAFF_ROLE_MAX_LIMIT), keyword: { type: 'string', maxLength: 60, title: 'staff.field.keyword' } },
      },
    },
  }, async (request) => {
    // SPEC.md §7: the role list is asked for with parameters; an empty query is a mistake of the caller.
    if (Object.keys(request.query).length === 0) throw new FieldError('page', 'staff.error.query_required');
    return ok(await listRoles(db, request.query, STAFF_ROLE_MAX_LIMIT));
  });

  app.get(StaffApi.permissions, {
    config: manage,
    schema: { summary: "The console's permissions, each named in the caller's language (data.{list, total})", tags, querystring: { type: 'object', additionalProperties: false, properties: {} } },
  }, async (request) => {
    const locale = requestLocale(request);
    const list: StaffPermissionOption[] = ALL_STAFF_PERMISSIONS.map((id) => ({ id, name: translate(locale, enums.staffPermission?.[id]?.label ?? '') }));
    return ok({ list, total: list.length });
  });

  app.get<{ Querystring: { page?: number; limit?: number } }>(StaffApi.memberTypes, {
    config: manage,
    schema: {
      summary: `The kinds of accounts with how many of each there are (data.{list, total}); limit up to ${MEMBER_TYPE_MAX_LIMIT}`,
      tags,
      querystring: { type: 'object', additionalProperties: false, properties: paging(MEMBER_TYPE_MAX_LIMIT) },
    },
  }, async (request) => {
    const locale = requestLocale(request);
    const counts = await countMemberTypes(db);
    const all: MemberTypeCount[] = Object.values(MemberType).map((id) => ({ id, name: translate(locale, enums.memberType?.[id]?.label ?? ''), count: counts[id] }));
    const limit = request.query.limit ?? MEMBER_TYPE_MAX_LIMIT;
    const page = request.query.page ?? 1;
    return ok({ list: all.slice((page - 1) * limit, page * limit), total: all.length });
  });

  app.post<{ Body: StaffRoleInput }>(StaffApi.createRole, {
    config: manage, schema: { summary: `Adds a role (schemas/staff-role.json); at most ${STAFF_ROLE_LIMIT}`, tags, body: roleBody },
  }, async (request) => ok(await roleOf(await createRole(db, request.body))));

  app.put<{ Params: { id: number }; Body: StaffRoleInput }>('/organiser/staff/role/:id', {
    config: manage, schema: { summary: 'Changes a role; its holders have the new permissions from their next request', tags, params: idParams('staff.field.role_id'), body: roleBody },
  }, async (request) => {
    await updateRole(db, request.params.id, request.body);
    deps.callers.forget('all');
    return ok(await roleOf(request.params.id));
  });

  app.delete<{ Params: { id: number } }>('/organiser/staff/role/:id', {
    config: manage, schema: { summary: 'Removes a role nobody holds; one that staff hold is refused (2010, naming how many)', tags, params: idParams('staff.field.role_id') },
  }, async (request) => {
    await deleteRole(db, request.params.id);
    deps.callers.forget('all');
    return ok(null);
  });

  app.get(StaffApi.members, {
    config: manage, schema: { summary: 'The staff accounts with their roles and what those permit (data.{list, total})', tags },
  }, async () => {
    const list = await listStaff(db);
    return ok({ list, total: list.length });
  });

  app.put<{ Params: { id: number }; Body: { role_ids: number[] } }>('/organiser/staff/:id/roles', {
    config: manage,
    schema: {
      summary: 'Gives a staff account exactly these roles',
      tags,
      params: idParams('staff.field.user_id'),
      body: {
        type: 'object', additionalProperties: false, required: ['role_ids'],
        properties: { role_ids: { type: 'array', maxItems: STAFF_ROLE_LIMIT, uniqueItems: true, items: recordId('staff.field.role_id'), title: 'staff.field.role_ids' } },
      },
    },
  }, async (request) => {
    await setMemberRoles(db, request.params.id, request.body.role_ids);
    deps.callers.forget(request.params.id);
    const member = await findStaffMember(db, request.params.id);
    if (!member) throw new ApiError(Codes.NOT_FOUND, null, 'staff.error.member_not_found');
    return ok(member);
  });
}
