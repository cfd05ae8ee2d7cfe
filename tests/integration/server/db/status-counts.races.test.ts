/**
 * The kept counts of orders and invoices under concurrency (PostgreSQL only: PGlite has one
 * connection): 300 status moves, inserts and deletes of orders and invoices at once, with compactions
 * folding the counts meanwhile, all land, none waits on another at the counts, and the counts end
 * equal to a real count.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/server/db/results';
import { compactStatusCounts } from '../../../../src/server/db/status-counts';
import type { TestApp } from '../../../support/test-app';
import { appWithShow, statusCountDrift } from './status-counts';

let t: TestApp;
beforeAll(async () => { t = await appWithShow(); }, 120_000);
afterAll(async () => { await t.close(); });

describe('orders and invoices counted by status, under concurrency', () => {
  it('stay exact through 300 parallel moves, inserts and deletes with compactions', async () => {
    const { db } = t.database;
    const orders = rowsOf<{ id: number }>(await db.execute(sql`select id from group_orders order by id limit 100`)).map((row) => Number(row.id));
    const invoices = rowsOf<{ id: number }>(await db.execute(sql`select id from invoices order by id`)).map((row) => Number(row.id));
    expect(orders).toHaveLength(100);
    const moves = orders.map((id, n) => db.execute(sql`update group_orders set status = ${n % 2 === 0 ? 6 : 3} where id = ${id}`));
    const inserts = Array.from({ length: 100 }, (_, n) => db.execute(sql`insert into group_orders (order_no, user_id, product_id, quantity, unit_price, amount, payment_method, price_type, status)
      select ${`RACE${n}`}, user_id, product_id, 1, unit_price, unit_price, payment_method, price_type, ${n % 2 === 0 ? 5 : 3} from group_orders where id = ${orders[n]!}`));
    const invoiceMoves = Array.from({ length: 80 }, (_, n) => db.execute(sql`update invoices set status = ${[1, 2, 4, 9][n % 4]!} where id = ${invoices[n % invoices.length]!}`));
    const compactions = Array.from({ length: 20 }, () => compactStatusCounts(db));
    await Promise.all([...moves, ...inserts, ...invoiceMoves, ...compactions]);
    // Half the new orders deleted again, while others compact.
    await Promise.all([
      ...Array.from({ length: 50 }, (_, n) => db.execute(sql`delete from group_orders where order_no = ${`RACE${n * 2}`}`)),
      ...Array.from({ length: 10 }, () => compactStatusCounts(db)),
    ]);
    expect(await statusCountDrift(db)).toEqual([]);
    expect(Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from group_orders where order_no like 'RACE%'`))[0]!.n)).toBe(50);
  });
});
