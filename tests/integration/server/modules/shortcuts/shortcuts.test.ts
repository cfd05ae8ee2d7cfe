/** The caller's shortcuts beside the to-do strip: pinned per account, within its areas, at most SHORTCUT_LIMIT. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SHORTCUT_LIMIT, SHORTCUT_TYPES } from '../../../../../src/shared/shortcuts';
import { createTestApp, type TestApp } from '../../../../support/test-app';
import { listShortcuts, pin, unpin } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });
beforeEach(async () => { await t.database.db.execute(sql`delete from shortcuts`); });

const typeId = (alias: string): number => SHORTCUT_TYPES.find((type) => type.alias === alias)!.id;

describe('/api/v4/expo/shortcut', () => {
  it('pins screens in order; a shortcut takes name and template from the alias and type_id from the id', async () => {
    const main = await t.loginAs('exhibitor@demo.test');
    expect((await listShortcuts(t, main)).data).toEqual({ list: [], total: 0, limit: SHORTCUT_LIMIT });
    const first = await pin(t, main, { type_id: typeId('ticketBoothList') });
    expect(first.body.code).toBe(1);
    expect(first.body.data).toMatchObject({ name: 'ticketBoothList', template: 'ticketBoothList', type_id: typeId('ticketBoothList') });
    await pin(t, main, { type_id: typeId('invoiceList') });
    const { data } = await listShortcuts(t, main);
    expect(data.list.map((item) => item.template)).toEqual(['ticketBoothList', 'invoiceList']);
    expect(data.total).toBe(2);
  });

  it('pinning a screen twice keeps one shortcut and answers the same one', async () => {
    const main = await t.loginAs('exhibitor@demo.test');
    const once = await pin(t, main, { type_id: typeId('faqIndex') });
    const twice = await pin(t, main, { type_id: typeId('faqIndex') });
    expect(twice.body.data.id).toBe(once.body.data.id);
    expect((await listShortcuts(t, main)).data.total).toBe(1);
  });

  it(`keeps ${SHORTCUT_LIMIT - 1}, ${SHORTCUT_LIMIT}, and refuses the ${SHORTCUT_LIMIT + 1}th with 2017 naming the limit`, async () => {
    const main = await t.loginAs('exhibitor@demo.test');
    const types = SHORTCUT_TYPES.filter((type) => type.area !== 'groupBuying' && type.area !== 'groupTickets');
    for (const type of types.slice(0, SHORTCUT_LIMIT - 1)) expect((await pin(t, main, { type_id: type.id })).body.code).toBe(1);
    expect((await listShortcuts(t, main)).data.total).toBe(SHORTCUT_LIMIT - 1);
    expect((await pin(t, main, { type_id: types[SHORTCUT_LIMIT - 1]!.id })).body.code).toBe(1);
    expect((await listShortcuts(t, main)).data.total).toBe(SHORTCUT_LIMIT);
    const refused = await pin(t, { ...main, cookie: 'language=en' }, { type_id: types[SHORTCUT_LIMIT]!.id });
    expect(refused.body).toMatchObject({ code: 2017, message: `You can keep at most ${SHORTCUT_LIMIT} shortcuts; remove one first` });
    // A screen already pinned is still answered at the limit: nothing new is kept.
    expect((await pin(t, main, { type_id: types[0]!.id })).body.code).toBe(1);
    expect((await listShortcuts(t, main)).data.total).toBe(SHORTCUT_LIMIT);
  });

  it('each account has its own; another account cannot remove them (1004, as for none)', async () => {
    const main = await t.loginAs('exhibitor@demo.test');
    const sub = await t.loginAs('sub@demo.test');
    const mine = (await pin(t, main, { type_id: typeId('ticketBoothList') })).body.data;
    expect((await listShortcuts(t, sub)).data.total).toBe(0);
    expect((await unpin(t, sub, mine.id)).body.code).toBe(1004);
    expect((await listShortcuts(t, main)).data.total).toBe(1);
    expect((await unpin(t, main, mine.id)).body.code).toBe(1);
    expect((await listShortcuts(t, main)).data.total).toBe(0);
    expect((await unpin(t, main, mine.id)).body.code).toBe(1004);
  });

  it("a sub-account pins only its authorities' screens (1003 otherwise); group accounts only theirs", async () => {
    const sub2 = await t.loginAs('sub2@demo.test'); // exhibit information only
    expect((await pin(t, sub2, { type_id: typeId('ticketBoothList') })).body.code).toBe(1003);
    expect((await pin(t, sub2, { type_id: typeId('subaccountIndex') })).body.code).toBe(1003);
    const sub = await t.loginAs('sub@demo.test'); // booth tickets and unbind orders
    expect((await pin(t, sub, { type_id: typeId('unbindOrderList') })).body.code).toBe(1);
    const group = await t.loginAs('group@demo.test');
    expect((await pin(t, group, { type_id: typeId('groupTicketBuy') })).body.code).toBe(1);
    expect((await pin(t, group, { type_id: typeId('faqIndex') })).body.code).toBe(1003);
    const staff = await t.loginAs('organiser@demo.test');
    expect((await pin(t, staff, { type_id: typeId('faqIndex') })).body.code).toBe(1003);
    expect((await listShortcuts(t, staff)).data.total).toBe(0);
  });

  it('leaves out a pinned screen the account may no longer open', async () => {
    const sub = await t.loginAs('sub@demo.test');
    await pin(t, sub, { type_id: typeId('unbindOrderList') });
    await pin(t, sub, { type_id: typeId('ticketBoothList') });
    await t.database.db.execute(sql`update exhibitor_members set authorities = '{6}' where user_id = (select id from users where email = 'sub@demo.test')`);
    t.callersChanged();
    try {
      const after = await t.loginAs('sub@demo.test');
      expect((await listShortcuts(t, after)).data.list.map((item) => item.template)).toEqual(['ticketBoothList']);
    } finally {
      await t.database.db.execute(sql`update exhibitor_members set authorities = '{6,8}' where user_id = (select id from users where email = 'sub@demo.test')`);
      t.callersChanged();
    }
  });

  it('refuses an unknown type, a missing or odd body, and a bad id with 1000 naming the field', async () => {
    const main = await t.loginAs('exhibitor@demo.test');
    const en = { ...main, cookie: 'language=en' };
    const unknown = await pin(t, en, { type_id: 999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data).toEqual({ errors: [{ field: 'type_id', message: 'There is no such shortcut' }] });
    for (const payload of [{}, { type_id: 0 }, { type_id: 1.5 }, { type_id: '1\u0000' }, { type_id: 1e20 }, { type_id: 1, extra: 1 }]) {
      expect((await pin(t, main, payload)).body.code, JSON.stringify(payload)).toBe(1000);
    }
    expect((await unpin(t, main, 'abc')).body.code).toBe(1000);
    expect((await unpin(t, main, '99999999999')).body.code).toBe(1000);
  });

  it('needs a session', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v4/expo/shortcut' })).status).toBe(401);
  });
});
