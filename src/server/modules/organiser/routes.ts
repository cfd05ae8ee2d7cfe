/**
 * /organiser — the organiser staff's API: every exhibitor's submissions of the schema-driven
 * screens, their exports, and review decisions; and the show's settings, each changed through its
 * screen (src/shared/show-settings.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../deps';
import { FieldError, ok } from '../../http/envelope';
import { registerOrganiserScreen } from '../../screens/organiser-routes';
import { loadScreen } from '../../screens/registry';
import { getSetting, putSetting } from '../../settings';
import { RESOURCES } from '../../../shared/resources';
import { SETTING_SCREENS, SHOW_SETTING_KEYS, type ShowSettings } from '../../../shared/show-settings';
import { StaffPermission } from '../../../shared/staff';
import { staffOnly } from '../../http/access';

export default async function organiserRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  for (const resource of Object.values(RESOURCES)) registerOrganiserScreen(app, deps, resource);

  const config = staffOnly(StaffPermission.SETTINGS);
  app.get('/organiser/settings', {
    config, schema: { summary: 'The settings staff can change', tags: ['organiser'] },
  }, async () => ok(Object.fromEntries(await Promise.all(
    SHOW_SETTING_KEYS.map(async (key) => [key, await getSetting(deps.db, key)]),
  )) as ShowSettings));

  for (const key of SHOW_SETTING_KEYS) {
    // The setting's screen is the body: {value}, as the console's form for it sends it.
    const screen = loadScreen(deps.config.schemasDir, SETTING_SCREENS[key]);
    app.put<{ Body: { value: ShowSettings[typeof key] } }>(`/organiser/settings/${key}`, {
      config,
      schema: { summary: `Change ${key} (schemas/${SETTING_SCREENS[key]}.json)`, tags: ['organiser'], body: screen.bodySchema },
    }, async (request) => {
      const { value } = request.body;
      if (key === 'unbind') {
        const { starts_at: startsAt, ends_at: endsAt } = value as ShowSettings['unbind'];
        if (endsAt <= startsAt) throw new FieldError('value.ends_at', 'settings.unbind.ends_at.order');
      }
      await putSetting(deps.db, key, value);
      // The group switch is part of every caller (what the access rules see).
      if (key === 'group_switch') deps.callers.forget('all');
      return ok({ [key]: value });
    });
  }
}
