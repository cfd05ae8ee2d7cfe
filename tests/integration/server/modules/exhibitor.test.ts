import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, ExhibitorSummary } from '../../../../src/shared/api';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const ownExhibitorId = async (headers: Record<string, string>) =>
  (await t.call<{ list: ExhibitorSummary[] }>({ method: 'GET', url: '/api/v2/user/exhibitor', headers })).body.data.list[0]!.id;

describe('GET /api/v4/exhibitor/category', () => {
  it("returns the exhibitor's categories as an array (hasCategory)", async () => {
    const headers = await t.loginAs('exhibitor@demo.test');
    const id = await ownExhibitorId(headers);
    const { body } = await t.call<Category[]>({ method: 'GET', url: `/api/v4/exhibitor/category?exhibitor_id=${id}`, headers });
    expect(body.code).toBe(1);
    expect(body.data.map((c) => c.name_en)).toEqual(['Console games', 'Mobile games', 'Merchandise']);
  });

  it("refuses another exhibitor's id, also for a sub-account", async () => {
    const own = await ownExhibitorId(await t.loginAs('exhibitor@demo.test'));
    for (const account of ['sub@demo.test', 'sub2@demo.test']) {
      const { status, body } = await t.call({ method: 'GET', url: `/api/v4/exhibitor/category?exhibitor_id=${own + 1}`, headers: await t.loginAs(account) });
      expect(status, account).toBe(403);
      expect(body.code).toBe(1003);
    }
  });

  it('tells a group account it has no exhibitor', async () => {
    const { body } = await t.call({ method: 'GET', url: '/api/v4/exhibitor/category?exhibitor_id=1', headers: { ...(await t.loginAs('group@demo.test')), cookie: 'language=en' } });
    expect(body).toMatchObject({ code: 2005, message: 'This account is not attached to an exhibitor' });
  });
});
