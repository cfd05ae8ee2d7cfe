/**
 * The show's settings organiser staff change from the console (GET /api/organiser/settings,
 * PUT /api/organiser/settings/<key> with body {value}). Each setting is edited through its own
 * screen, schemas/<screen>.json, whose data schema is that very body: the server validates a change
 * with it and the console draws the setting's form from it.
 */
import type { BankDetails } from './group';

/** Unbinding booth tickets (SPEC.md §9): fee per ticket in cents, unbinds per exhibitor, the window in Unix seconds. */
export interface UnbindSettings { fee: number; limit: number; starts_at: number; ends_at: number }

export interface ShowSettings {
  /** Unix seconds after which catalogue materials can no longer be changed. */
  catalogue_deadline: number;
  sub_account_limit: number;
  /** Whether group-ticket buying is open at all (SPEC.md §6: the group switch). */
  group_switch: 0 | 1;
  unbind: UnbindSettings;
  /** The organiser's bank account that group buyers remit to (SPEC.md §1 remit: corporate bank transfer). */
  group_bank: BankDetails;
}

export type ShowSettingKey = keyof ShowSettings;

/** Each setting's screen, in the order the console shows them. */
export const SETTING_SCREENS: Readonly<Record<ShowSettingKey, string>> = {
  catalogue_deadline: 'setting-catalogue-deadline',
  sub_account_limit: 'setting-sub-account-limit',
  group_switch: 'setting-group-switch',
  unbind: 'setting-unbind',
  group_bank: 'setting-group-bank',
};

export const SHOW_SETTING_KEYS = Object.keys(SETTING_SCREENS) as ShowSettingKey[];

export const OrganiserSettingsApi = {
  /** GET → ShowSettings. */
  settings: '/organiser/settings',
  /** PUT {value} → {[key]: value}. */
  setting: (key: ShowSettingKey): string => `/organiser/settings/${key}`,
} as const;
