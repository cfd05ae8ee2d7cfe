/**
 * One order, one live application, under concurrency (PostgreSQL: PGlite has one connection and
 * cannot race): hundreds of applications for the same order at once leave exactly one; the others
 * are refused with 2010 naming the order, never a 500, and no application is left half-made.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../../src/server/db/schema';
import { rowsOf } from '../../../../src/server/db/results';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { addHeader, paidGroupOrder, type Headers } from './support';

let t: TestApp;
let group: Headers;
let groupId: number;
beforeAll(async () => {
  t = await createTestApp();
  group = { ...(await t.loginAs('group@demo.test')), cookie: 'language=en' };
  groupId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'group@demo.test')))[0]!.id;
});
afterAll(async () => { await t.close(); });

describe('applications racing for one order', () => {
  it('200 applications at once for the same order: exactly one, in each of 5 trials', async () => {
    const headerId = await addHeader(t, group);
    for (let trial = 0; trial < 5; trial += 1) {
      const order = await paidGroupOrder(t, groupId);
      const answers = await Promise.all(Array.from({ length: 200 }, () => t.call({ method: 'POST', url: '/api/v4/invoice', headers: group,
        payload: { orders: [{ kind: 'group', id: order.id }], header_id: headerId, invoice_type: 1, email: 'race@stargame.test' } })));
      expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
      const refused = answers.filter((a) => a.body.code !== 1);
      expect(refused.every((a) => a.status === 200 && a.body.code === 2010 && a.body.message.includes(order.order_no))).toBe(true);
      const covering = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from invoice_orders where order_kind = 'group' and order_id = ${order.id}`))[0]!;
      expect(Number(covering.n)).toBe(1);
      const orphans = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from invoices i where not exists (select 1 from invoice_orders o where o.invoice_id = i.id)`))[0]!;
      expect(Number(orphans.n)).toBe(0);
    }
  });

  it('two applications with overlapping orders at once: one takes both, the other nothing', async () => {
    const headerId = await addHeader(t, group);
    const [a, b, c] = [await paidGroupOrder(t, groupId), await paidGroupOrder(t, groupId), await paidGroupOrder(t, groupId)];
    const apply = (ids: number[]) => t.call({ method: 'POST', url: '/api/v4/invoice', headers: group,
      payload: { orders: ids.map((id) => ({ kind: 'group', id })), header_id: headerId, invoice_type: 1, email: 'race@stargame.test' } });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => apply(i % 2 ? [a.id, b.id] : [c.id, b.id])));
    expect(answers.filter((x) => x.body.code === 1)).toHaveLength(1);
    const held = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from invoice_orders where order_kind = 'group' and order_id in (${a.id}, ${b.id}, ${c.id}) and active`))[0]!;
    expect(Number(held.n)).toBe(2);
  });
});
