/**
 * Each setting's screen, compiled at build time: the form staff change it with is drawn from the
 * very file the server validates the change with (SETTING_SCREENS names them).
 */
import catalogueDeadline from 'virtual:schema/setting-catalogue-deadline';
import groupBank from 'virtual:schema/setting-group-bank';
import groupSwitch from 'virtual:schema/setting-group-switch';
import subAccountLimit from 'virtual:schema/setting-sub-account-limit';
import unbind from 'virtual:schema/setting-unbind';
import type { CompiledScreen } from '../../../engine';
import type { ShowSettingKey } from '../../../shared/show-settings';

export const SETTING_FORMS: Readonly<Record<ShowSettingKey, CompiledScreen>> = {
  catalogue_deadline: catalogueDeadline,
  sub_account_limit: subAccountLimit,
  group_switch: groupSwitch,
  unbind,
  group_bank: groupBank,
};

/** The settings page's sections: each a heading, a line on what its settings govern, and its settings in order. */
export const SETTING_SECTIONS: readonly { id: string; settings: readonly ShowSettingKey[] }[] = [
  { id: 'materials', settings: ['catalogue_deadline'] },
  { id: 'accounts', settings: ['sub_account_limit'] },
  { id: 'group', settings: ['group_switch', 'group_bank'] },
  { id: 'tickets', settings: ['unbind'] },
];
