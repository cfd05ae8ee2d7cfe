/** Where the kept counts of orders and invoices by status differ from a real count (none: they agree). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../../src/server/db/client';
import { rowsOf } from '../../../../src/server/db/results';
import type { CountedTable } from '../../../../src/server/db/status-counts';
import { piiKeys } from '../../../../src/server/pii/keys';
import { seedShow } from '../../../../src/server/seed/show';
import { createTestApp, type TestApp } from '../../../support/test-app';

export const COUNTED_TABLES: readonly CountedTable[] = ['group_orders', 'invoices'];

export async function statusCountDrift(db: Db): Promise<string[]> {
  const drift: string[] = [];
  for (const table of COUNTED_TABLES) {
    const real = rowsOf<{ status: number; n: number }>(await db.execute(sql`select status, count(*)::int as n from ${sql.identifier(table)} group by 1`));
    const kept = rowsOf<{ status: number; n: number }>(await db.execute(sql`select status, sum(rows)::int as n from status_counts where table_name = ${table} group by 1 having sum(rows) <> 0`));
    const keptOf = new Map(kept.map((row) => [Number(row.status), Number(row.n)]));
    const realOf = new Map(real.map((row) => [Number(row.status), Number(row.n)]));
    for (const status of new Set([...keptOf.keys(), ...realOf.keys()])) {
      if (keptOf.get(status) !== realOf.get(status)) drift.push(`${table} status ${status}: kept ${keptOf.get(status) ?? 0}, counted ${realOf.get(status) ?? 0}`);
    }
  }
  return drift;
}

/** A test app holding orders and invoices of every kind: the show at a hundredth (100 orders, 20 invoices). */
export async function appWithShow(): Promise<TestApp> {
  const t = await createTestApp();
  await seedShow(t.database.db, piiKeys(t.config), 0.01);
  return t;
}
