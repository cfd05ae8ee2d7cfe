/**
 * /organiser — the organiser staff's API: every exhibitor's submissions of the schema-driven
 * screens, their exports, and review decisions. A page for the staff comes later; the states the
 * exhibitor sees are already real.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../deps';
import { ok } from '../../http/envelope';
import { registerOrganiserScreen } from '../../screens/organiser-routes';
import { getSetting, putSetting } from '../../settings';
import { RESOURCES } from '../../../shared/resources';

/** The settings staff change during the show's preparation, with what each accepts. */
const EDITABLE_SETTINGS = {
  catalogue_deadline: { type: 'integer', minimum: 1_000_000_000, maximum: 9_999_999_999, title: 'settings.catalogue_deadline' },
  sub_account_limit: { type: 'integer', minimum: 0, maximum: 100, title: 'settings.sub_account_limit' },
  group_switch: { type: 'integer', enum: [0, 1], title: 'settings.group_switch' },
  unbind: {
    type: 'object', additionalProperties: false, required: ['fee', 'limit', 'starts_at', 'ends_at'], title: 'settings.unbind',
    properties: {
      fee: { type: 'integer', minimum: 0, maximum: 100_000_000, title: 'settings.unbind.fee' },
      limit: { type: 'integer', minimum: 0, maximum: 1_000_000, title: 'settings.unbind.limit' },
      starts_at: { type: 'integer', minimum: 0, maximum: 9_999_999_999, title: 'settings.unbind.starts_at' },
      ends_at: { type: 'integer', minimum: 0, maximum: 9_999_999_999, title: 'settings.unbind.ends_at' },
    },
  },
  group_bank: {
    type: 'object', additionalProperties: false, required: ['bank_name', 'bank_name_en', 'account', 'account_name', 'account_name_en'], title: 'settings.group_bank',
    properties: {
      bank_name: { type: 'string', minLength: 2, maxLength: 100, title: 'remittance.bank_name' },
      bank_name_en: { type: 'string', minLength: 2, maxLength: 200, title: 'remittance.bank_name' },
      account: { type: 'string', pattern: '^\\d{8,30}$', title: 'remittance.account' },
      account_name: { type: 'string', minLength: 2, maxLength: 100, title: 'remittance.account_name' },
      account_name_en: { type: 'string', minLength: 2, maxLength: 200, title: 'remittance.account_name' },
    },
  },
} as const;
type EditableSetting = keyof typeof EDITABLE_SETTINGS;

export default async function organiserRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  for (const resource of Object.values(RESOURCES)) registerOrganiserScreen(app, deps, resource);

  const config = { role: 'organiser' as const };
  app.get('/organiser/settings', {
    config, schema: { summary: 'The settings staff can change', tags: ['organiser'] },
  }, async () => ok(Object.fromEntries(await Promise.all(
    (Object.keys(EDITABLE_SETTINGS) as EditableSetting[]).map(async (key) => [key, await getSetting(deps.db, key)]),
  ))));

  for (const key of Object.keys(EDITABLE_SETTINGS) as EditableSetting[]) {
    app.put<{ Body: { value: unknown } }>(`/organiser/settings/${key}`, {
      config,
      schema: {
        summary: `Change ${key}`, tags: ['organiser'],
        body: { type: 'object', additionalProperties: false, required: ['value'], properties: { value: EDITABLE_SETTINGS[key] } },
      },
    }, async (request) => {
      await putSetting(deps.db, key, request.body.value as never);
      // The group switch is part of every caller (what the access rules see).
      if (key === 'group_switch') deps.callers.forget('all');
      return ok({ [key]: request.body.value });
    });
  }
}
