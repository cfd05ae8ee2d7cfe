/**
 * The show's settings as staff change them (GET /api/organiser/settings, PUT …/<key>): each body is
 * its setting's screen (schemas/setting-*.json), a bad value is refused naming its field, and what
 * exhibitors read follows at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpoConfig } from '../../../../../src/shared/api';
import type { FieldError } from '../../../../../src/shared/codes';
import type { SubAccountList } from '../../../../../src/shared/accounts';
import { SHOW_SETTING_KEYS, type ShowSettings } from '../../../../../src/shared/show-settings';
import { DEFAULT_SETTINGS } from '../../../../../src/server/settings';
import { createTestApp, type TestApp } from '../../../../support/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

type Headers = Record<string, string>;
const as = async (account: string, language = 'en'): Promise<Headers> => ({ ...(await t.loginAs(account)), cookie: `language=${language}` });
const put = (headers: Headers, key: string, value: unknown) =>
  t.call<Record<string, unknown>>({ method: 'PUT', url: `/api/organiser/settings/${key}`, headers, payload: { value } as Record<string, unknown> });
const errorsOf = (body: { data: unknown }): Record<string, string> =>
  Object.fromEntries((body.data as { errors: FieldError[] }).errors.map((error) => [error.field, error.message]));

describe('the show settings', () => {
  it('gives staff every setting they may change, defaults until changed', async () => {
    const { body } = await t.call<ShowSettings>({ method: 'GET', url: '/api/organiser/settings', headers: await as('organiser@demo.test') });
    expect(Object.keys(body.data)).toEqual(SHOW_SETTING_KEYS);
    expect(body.data).toEqual(Object.fromEntries(SHOW_SETTING_KEYS.map((key) => [key, DEFAULT_SETTINGS[key]])));
  });

  it('stores each setting and answers it; the next read has it', async () => {
    const organiser = await as('organiser@demo.test');
    const values: ShowSettings = {
      catalogue_deadline: 1_800_000_000,
      sub_account_limit: 1,
      group_switch: 0,
      unbind: { fee: 1250, limit: 3, starts_at: 1_790_000_000, ends_at: 1_800_000_000 },
      group_bank: { ...DEFAULT_SETTINGS.group_bank, account: '6222020200112233' },
    };
    for (const key of SHOW_SETTING_KEYS) {
      const { body } = await put(organiser, key, values[key]);
      expect([key, body.code, body.data]).toEqual([key, 1, { [key]: values[key] }]);
    }
    const { body } = await t.call<ShowSettings>({ method: 'GET', url: '/api/organiser/settings', headers: organiser });
    expect(body.data).toEqual(values);
    for (const key of SHOW_SETTING_KEYS) await put(organiser, key, DEFAULT_SETTINGS[key]);
  });

  it('refuses a bad value naming the field, in the caller’s language', async () => {
    const organiser = await as('organiser@demo.test');
    const fee = await put(organiser, 'unbind', { fee: 12.5, limit: -1, starts_at: 1_800_000_000, ends_at: 1_790_000_000 });
    expect(fee.status).toBe(400);
    expect(errorsOf(fee.body)).toEqual({ 'value.fee': expect.stringContaining('Unbinding fee per ticket'), 'value.limit': expect.stringContaining('Unbinds per exhibitor') });
    // The window's order is checked once each field is right.
    const order = await put(organiser, 'unbind', { fee: 0, limit: 1, starts_at: 1_800_000_000, ends_at: 1_790_000_000 });
    expect([order.status, errorsOf(order.body)]).toEqual([400, { 'value.ends_at': 'Unbinding must close after it opens' }]);
    const zh = await put(await as('organiser@demo.test', 'zh'), 'unbind', { fee: 0, limit: 1, starts_at: 1_800_000_000, ends_at: 1_800_000_000 });
    expect(errorsOf(zh.body)).toEqual({ 'value.ends_at': '解绑结束时间须晚于开始时间' });

    const bank = await put(organiser, 'group_bank', { ...DEFAULT_SETTINGS.group_bank, account: '12-34', swift: 'X' });
    expect(Object.keys(errorsOf(bank.body)).sort()).toEqual(['value.account', 'value.swift']);
    const limit = await put(organiser, 'sub_account_limit', 101);
    expect(errorsOf(limit.body)).toEqual({ value: expect.stringContaining('Sub-account limit') });
    const groupSwitch = await put(organiser, 'group_switch', 2);
    expect(Object.keys(errorsOf(groupSwitch.body))).toEqual(['value']);
    const { body } = await t.call<ShowSettings>({ method: 'GET', url: '/api/organiser/settings', headers: organiser });
    expect(body.data.unbind).toEqual(DEFAULT_SETTINGS.unbind);
  });

  it('reaches exhibitors at once: the deadline and limit they read, the limit they are held to', async () => {
    const organiser = await as('organiser@demo.test');
    const exhibitor = await as('exhibitor@demo.test');
    await put(organiser, 'catalogue_deadline', 1_700_000_000);
    await put(organiser, 'sub_account_limit', 0);
    try {
      const config = await t.call<ExpoConfig>({ method: 'GET', url: '/api/v4/expo/config', headers: exhibitor });
      expect(config.body.data).toMatchObject({ catalogue_deadline: 1_700_000_000, sub_account_limit: 0 });
      const subAccounts = await t.call<SubAccountList>({ method: 'GET', url: '/api/v2/subaccount', headers: exhibitor });
      expect(subAccounts.body.data.limit).toBe(0);
      const added = await t.call({ method: 'POST', url: '/api/v2/subaccount', headers: exhibitor, payload: { account: 'staff2@demo.test', real_name: '孙浩', authorities: [1] } });
      expect(added.body.code).toBe(2014);
    } finally {
      await put(organiser, 'catalogue_deadline', DEFAULT_SETTINGS.catalogue_deadline);
      await put(organiser, 'sub_account_limit', DEFAULT_SETTINGS.sub_account_limit);
    }
  });

  it('is for organiser staff only', async () => {
    for (const account of ['exhibitor@demo.test', 'sub@demo.test', 'group@demo.test']) {
      const headers = await as(account);
      expect([account, (await t.call({ method: 'GET', url: '/api/organiser/settings', headers })).status]).toEqual([account, 403]);
      expect([account, (await put(headers, 'sub_account_limit', 9)).status]).toEqual([account, 403]);
    }
  });
});
