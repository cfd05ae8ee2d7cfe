/**
 * The kept counts of group orders and invoices by status (migration 0033): they start equal to a real
 * count, follow inserts, status moves and deletes made by any statement, survive compaction folded to
 * one row per status, and give the organiser's lists their totals.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupOrder } from '../../../../src/shared/group';
import type { Invoice } from '../../../../src/shared/invoice';
import { rowsOf } from '../../../../src/server/db/results';
import { compactStatusCounts, rowsInStatus } from '../../../../src/server/db/status-counts';
import type { TestApp } from '../../../support/test-app';
import { appWithShow, statusCountDrift } from './status-counts';

let t: TestApp;
beforeAll(async () => { t = await appWithShow(); }, 120_000);
afterAll(async () => { await t.close(); });

const count = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await t.database.db.execute(query))[0]!.n);

describe('orders and invoices counted by status', () => {
  it('start equal to a real count', async () => {
    expect(await count(sql`select count(*)::int as n from group_orders`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*)::int as n from invoices`)).toBeGreaterThan(0);
    expect(await statusCountDrift(t.database.db)).toEqual([]);
  });

  it('follow inserts, moves and deletes of many rows at once, and compaction', async () => {
    const { db } = t.database;
    const before = await rowsInStatus(db, 'group_orders');
    // Copies of every order, cancelled, in one statement; then half of them paid; then some deleted.
    await db.execute(sql`insert into group_orders (order_no, user_id, product_id, quantity, unit_price, amount, payment_method, price_type, status, created_at)
      select order_no || '-C', user_id, product_id, quantity, unit_price, amount, payment_method, price_type, 3, created_at from group_orders`);
    await db.execute(sql`update group_orders set status = 5 where order_no like '%-C' and id % 2 = 0`);
    await db.execute(sql`update group_orders set quantity = quantity where order_no like '%-C'`);
    await db.execute(sql`delete from group_orders where order_no like '%-C' and id % 3 = 0`);
    await db.execute(sql`update invoices set status = 2 where status = 1`);
    expect(await statusCountDrift(db)).toEqual([]);
    expect(await rowsInStatus(db, 'group_orders')).toBe(await count(sql`select count(*)::int as n from group_orders`));
    expect(await rowsInStatus(db, 'group_orders')).toBeGreaterThan(before);

    const rowsBefore = await count(sql`select count(*)::int as n from status_counts`);
    await compactStatusCounts(db);
    const perStatus = await count(sql`select count(*)::int as n from (select distinct table_name, status from status_counts) s`);
    expect(await count(sql`select count(*)::int as n from status_counts`)).toBe(perStatus);
    expect(perStatus).toBeLessThan(rowsBefore);
    expect(await statusCountDrift(db)).toEqual([]);
  });

  it('answers no status, one status, several and none of them', async () => {
    const { db } = t.database;
    expect(await rowsInStatus(db, 'invoices', [])).toBe(0);
    for (const statuses of [[1], [2, 3], [99]]) {
      expect(await rowsInStatus(db, 'invoices', statuses)).toBe(await count(sql`select count(*)::int as n from invoices where status in (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})`));
    }
  });

  it('give the organiser lists their totals, by status alone or with other filters', async () => {
    const organiser = await t.loginAs('organiser@demo.test');
    const total = async (url: string) => (await t.call<{ total: number; list: unknown[] }>({ method: 'GET', url, headers: organiser })).body.data.total;
    expect(await total('/api/organiser/group/order?page=1&limit=20')).toBe(await count(sql`select count(*)::int as n from group_orders`));
    expect(await total('/api/organiser/group/order?page=1&limit=20&status=5')).toBe(await count(sql`select count(*)::int as n from group_orders where status = 5`));
    expect(await total('/api/organiser/group/order?page=1&limit=20&keyword=-C')).toBe(await count(sql`select count(*)::int as n from group_orders where order_no like '%-C%'`));
    expect(await total('/api/organiser/invoice?page=1&limit=20')).toBe(await count(sql`select count(*)::int as n from invoices`));
    expect(await total('/api/organiser/invoice?page=1&limit=20&status=2')).toBe(await count(sql`select count(*)::int as n from invoices where status = 2`));
  });

  it('keeps the organiser order list in its order across the pages: remittances to verify first, then newest first', async () => {
    const { db } = t.database;
    // Three orders of three buyers awaiting verification, due at different times (a buyer holds one unpaid order).
    const due = rowsOf<{ id: number }>(await db.execute(sql`update group_orders set status = 2, verify_due_at = now() + make_interval(hours => id % 5)
      where id in (select distinct on (user_id) id from group_orders where order_no like '%-C' order by user_id, id limit 3) returning id`));
    expect(due).toHaveLength(3);
    const organiser = await t.loginAs('organiser@demo.test');
    const all: GroupOrder[] = [];
    for (let page = 1; ; page++) {
      const { body } = await t.call<{ list: GroupOrder[]; total: number }>({ method: 'GET', url: `/api/organiser/group/order?page=${page}&limit=7`, headers: organiser });
      all.push(...body.data.list);
      if (body.data.list.length < 7) break;
    }
    const expected = rowsOf<{ id: number }>(await db.execute(sql`select id from group_orders
      order by case when status = 2 then 0 else 1 end, case when status = 2 then verify_due_at end, case when status = 2 then id end, id desc`));
    expect(all.map((order) => order.id)).toEqual(expected.map((row) => Number(row.id)));
    expect(all.slice(0, 3).every((order) => order.status === 2)).toBe(true);
    const invoices = await t.call<{ list: Invoice[] }>({ method: 'GET', url: '/api/organiser/invoice?page=1&limit=5', headers: organiser });
    expect(invoices.body.data.list.length).toBeGreaterThan(0);
  });
});
