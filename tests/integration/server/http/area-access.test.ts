/**
 * The server refuses an area's endpoints to accounts that may not use the area (SPEC.md §6), whatever
 * the client shows. Probe routes, one per area, carry the same `config.area` real endpoints carry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Area } from '../../../../src/shared/access';
import { ok } from '../../../../src/server/http/envelope';
import { putSetting } from '../../../../src/server/settings';
import { createTestApp, type TestApp } from '../../../support/test-app';

const AREAS: Area[] = ['exhibitInfo', 'notice', 'exhibitionMaterials', 'companySigning', 'faq', 'subAccounts',
  'displayMaterials', 'boothTickets', 'groupBuying', 'groupTickets', 'unbindOrders', 'invoice'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {
    extend: (api) => {
      for (const area of AREAS) {
        api.post(`/probe/${area}`, {
          config: { area },
          schema: { body: { type: 'object', required: ['value'], properties: { value: { type: 'string' } } } },
        }, async () => ok(area));
      }
    },
  });
});
afterAll(async () => { await t.close(); });

async function reachable(account: string): Promise<Area[]> {
  const headers = await t.loginAs(account);
  const open: Area[] = [];
  for (const area of AREAS) {
    const { status, body } = await t.call({ method: 'POST', url: `/api/probe/${area}`, headers, payload: { value: 'x' } });
    if (body.code === 1) open.push(area);
    else expect([status, body.code], `${account} ${area}`).toEqual([403, 1003]);
  }
  return open;
}

describe('areas by account', () => {
  it.each([
    ['exhibitor@demo.test', AREAS.filter((a) => a !== 'groupBuying' && a !== 'groupTickets')],
    ['sub@demo.test', ['notice', 'boothTickets', 'unbindOrders']],
    ['sub2@demo.test', ['exhibitInfo', 'notice']],
    ['group@demo.test', ['groupBuying', 'groupTickets', 'invoice']],
    ['groupbuy@demo.test', ['groupBuying', 'invoice']],
  ])('%s', async (account, expected) => {
    expect(await reachable(account)).toEqual(expected);
  });

  it('closes group buying for everyone when the organiser turns the group switch off', async () => {
    await putSetting(t.database.db, 'group_switch', 0);
    t.callersChanged();
    expect(await reachable('group@demo.test')).toEqual(['groupTickets', 'invoice']);
    await putSetting(t.database.db, 'group_switch', 1);
    t.callersChanged();
  });

  it("closes group buying on the very next call when the organiser turns the switch off through the portal", async () => {
    const organiser = await t.loginAs('organiser@demo.test');
    const turn = (value: 0 | 1) => t.call({ method: 'PUT', url: '/api/organiser/settings/group_switch', headers: organiser, payload: { value } });
    expect(await reachable('group@demo.test')).toContain('groupBuying');
    expect((await turn(0)).body.code).toBe(1);
    try {
      expect(await reachable('group@demo.test')).toEqual(['groupTickets', 'invoice']);
    } finally {
      await turn(1);
    }
    expect(await reachable('group@demo.test')).toContain('groupBuying');
  });

  it('refuses before looking at the body, with a translated message', async () => {
    const headers = { ...(await t.loginAs('sub2@demo.test')), cookie: 'language=en' };
    const { status, body } = await t.call({ method: 'POST', url: '/api/probe/boothTickets', headers, payload: {} });
    expect(status).toBe(403);
    expect(body).toEqual({ code: 1003, message: 'Your account may not use this part of the portal', data: null });
  });
});
