/**
 * /v2/subaccount — an exhibitor's sub-accounts (SPEC.md §1, §6; contract: src/shared/accounts.ts).
 * The area 'subAccounts' keeps sub-accounts and group accounts out; the bodies are checked by
 * schemas/sub-account.json, whose account field is fixed once the sub-account exists.
 */
import type { FastifyInstance } from 'fastify';
import type { SubAccountCreateBody, SubAccountList, SubAccountUpdateBody } from '../../../shared/accounts';
import type { DataSchema } from '../../../shared/descriptor';
import type { ModuleOptions } from '../../deps';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/i18n';
import { exhibitorCallerOf } from '../../identity/request-caller';
import { loadScreen } from '../../screens/registry';
import { getSetting } from '../../settings';
import { listSubAccounts } from './queries';
import { createSubAccount, removeSubAccount, updateSubAccount } from './service';

export const SUB_ACCOUNT_SCREEN = 'sub-account';

/** The edit form's body: the screen's schema without the account, which cannot change. */
function updateSchema(create: DataSchema): DataSchema {
  const { account: _account, ...properties } = create.properties;
  return { ...create, properties, required: (create.required ?? []).filter((field) => field !== 'account') };
}

const userParams = { type: 'object', required: ['user_id'], properties: { user_id: { type: 'integer', minimum: 1 } } } as const;

export default async function subAccountRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db } = deps;
  const createBody = loadScreen(deps.config.schemasDir, SUB_ACCOUNT_SCREEN).bodySchema;
  const config = { area: 'subAccounts' } as const;
  const tags = ['sub-account'];

  app.get('/v2/subaccount', {
    config, schema: { summary: "The exhibitor's sub-accounts with the organiser's limit (data.{list, total, limit})", tags },
  }, async (request) => {
    const exhibitorId = exhibitorCallerOf(request).exhibitorId;
    const [list, limit] = await Promise.all([listSubAccounts(db, exhibitorId), getSetting(db, 'sub_account_limit')]);
    const answer: SubAccountList = { list, total: list.length, limit };
    return ok(answer);
  });

  app.post<{ Body: SubAccountCreateBody }>('/v2/subaccount', {
    config, schema: { summary: 'Adds a registered user (phone or e-mail) as a sub-account: 2003 unknown, 2015 already a member, 2014 limit reached', tags, body: createBody },
  }, async (request) => {
    const exhibitorId = exhibitorCallerOf(request).exhibitorId;
    const limit = await getSetting(db, 'sub_account_limit');
    const created = await createSubAccount(db, { exhibitorId, body: request.body, limit, locale: requestLocale(request) });
    deps.callers.forget(created.user_id);
    return ok(created);
  });

  app.put<{ Params: { user_id: number }; Body: SubAccountUpdateBody }>('/v2/subaccount/:user_id', {
    config, schema: { summary: "Changes a sub-account's real name and authorities; they apply from its next request", tags, params: userParams, body: updateSchema(createBody) },
  }, async (request) => {
    const exhibitorId = exhibitorCallerOf(request).exhibitorId;
    try {
      return ok(await updateSubAccount(db, exhibitorId, request.params.user_id, request.body));
    } finally {
      deps.callers.forget(request.params.user_id);
    }
  });

  app.delete<{ Params: { user_id: number } }>('/v2/subaccount/:user_id', {
    config, schema: { summary: 'Removes a sub-account; its tokens stop working', tags, params: userParams },
  }, async (request) => {
    const exhibitorId = exhibitorCallerOf(request).exhibitorId;
    try {
      await removeSubAccount(db, exhibitorId, request.params.user_id);
    } finally {
      deps.callers.forget(request.params.user_id);
    }
    return ok(null);
  });
}
