import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpoConfig, Notice, TodoItem } from '../../../../src/shared/api';
import { putSetting } from '../../../../src/server/settings';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('GET /api/v4/expo/notice', () => {
  it('lists notices newest first with times in seconds, filtered by kind and paged', async () => {
    const headers = await t.loginAs('exhibitor@demo.test');
    const all = (await t.call<{ list: Notice[]; total: number }>({ method: 'GET', url: '/api/v4/expo/notice', headers })).body;
    expect(all.code).toBe(1);
    expect(all.data.total).toBe(4);
    const times = all.data.list.map((n) => n.published_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(String(times[0])).toMatch(/^\d{10}$/);

    const page = (await t.call<{ list: Notice[]; total: number }>({ method: 'GET', url: '/api/v4/expo/notice?kind=requiredReading&limit=1&page=2', headers })).body;
    expect(page.data.total).toBe(2);
    expect(page.data.list).toHaveLength(1);
    expect(page.data.list[0]?.kind).toBe('requiredReading');
  });
});

describe('to-dos', () => {
  it('starts unclicked and remembers a click per user', async () => {
    const headers = await t.loginAs('exhibitor@demo.test');
    const todos = async (h = headers) => (await t.call<{ list: TodoItem[] }>({ method: 'GET', url: '/api/v4/expo/todo', headers: h })).body.data.list;
    const before = await todos();
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((todo) => !todo.is_click)).toBe(true);
    const first = before[0]!;
    expect((await t.call({ method: 'GET', url: `/api/v4/expo/todo/${first.id}/click`, headers })).body.code).toBe(1);
    // Clicking twice is harmless.
    expect((await t.call({ method: 'GET', url: `/api/v4/expo/todo/${first.id}/click`, headers })).body.code).toBe(1);
    expect((await todos()).find((todo) => todo.id === first.id)?.is_click).toBe(true);
    // Another user's strip is untouched.
    expect((await todos(await t.loginAs('sub@demo.test'))).every((todo) => !todo.is_click)).toBe(true);
  });

  it('gives each demo account only the to-dos of the areas it may use, and refuses a click on another', async () => {
    const names = async (email: string) =>
      (await t.call<{ list: TodoItem[] }>({ method: 'GET', url: '/api/v4/expo/todo', headers: await t.loginAs(email) })).body.data.list.map((todo) => todo.name_en);
    const guide = 'Read the exhibitor guide';
    const catalogue = 'Submit your catalogue entry';
    const tickets = 'Bind booth tickets to real names';
    const manual = 'Download the exhibitor manual (PDF)';
    expect(await names('exhibitor@demo.test')).toEqual([guide, catalogue, tickets, manual]);
    // Booth tickets and unbind orders: no catalogue.
    expect(await names('sub@demo.test')).toEqual([guide, tickets, manual]);
    // Exhibit information only: neither tickets nor the catalogue.
    expect(await names('sub2@demo.test')).toEqual([guide, manual]);
    // Group accounts: no exhibitor area at all, only the link outside the portal.
    expect(await names('group@demo.test')).toEqual([manual]);
    expect(await names('groupbuy@demo.test')).toEqual([manual]);

    const all = (await t.call<{ list: TodoItem[] }>({ method: 'GET', url: '/api/v4/expo/todo', headers: await t.loginAs('exhibitor@demo.test') })).body.data.list;
    const ticketTodo = all.find((todo) => todo.name_en === tickets)!;
    const refused = await t.call({ method: 'GET', url: `/api/v4/expo/todo/${ticketTodo.id}/click`, headers: await t.loginAs('sub2@demo.test') });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe(1004);
  });

  it('answers 404 for an unknown to-do', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/v4/expo/todo/999999/click', headers: await t.loginAs('exhibitor@demo.test') });
    expect(status).toBe(404);
    expect(body.code).toBe(1004);
  });
});

describe('settings endpoints', () => {
  it('serves the show configuration without login', async () => {
    const { body } = await t.call<ExpoConfig>({ method: 'GET', url: '/api/v4/expo/config' });
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ name_en: 'Digital Games Expo 2027', sub_account_limit: 5 });
    expect(String(body.data.catalogue_deadline)).toMatch(/^\d{10}$/);
  });

  it('names the show’s time zone, EXPO_TIMEZONE, which the client writes every time on', async () => {
    expect((await t.call<ExpoConfig>({ method: 'GET', url: '/api/v4/expo/config' })).body.data.timezone).toBe('Asia/Shanghai');
    const elsewhere = await createTestApp({ timeZone: 'Europe/Berlin' });
    try {
      expect((await elsewhere.call<ExpoConfig>({ method: 'GET', url: '/api/v4/expo/config' })).body.data.timezone).toBe('Europe/Berlin');
    } finally {
      await elsewhere.close();
    }
  });

  it('reports the group switch as the organiser set it', async () => {
    const headers = await t.loginAs('group@demo.test');
    expect((await t.call({ method: 'GET', url: '/api/v4/expo/group-switch', headers })).body.data).toEqual({ group_switch: 1 });
    await putSetting(t.database.db, 'group_switch', 0);
    expect((await t.call({ method: 'GET', url: '/api/v4/expo/group-switch', headers })).body.data).toEqual({ group_switch: 0 });
  });
});
