/**
 * The rows of group_orders and invoices by status (status_counts, migration 0033): what the
 * organiser's lists show as their total when nothing but the status filters them, read as a short
 * sum instead of a count of every order. Triggers append each change; compactStatusCounts folds
 * them now and then, like compactTicketCounts does for the tickets.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './results';

export type CountedTable = 'group_orders' | 'invoices';

export const STATUS_COUNTS_COMPACTION_INTERVAL_MS = 60_000;

/** How many rows of `table` are in one of `statuses` (every status when none is given). */
export async function rowsInStatus(db: Db, table: CountedTable, statuses?: readonly number[]): Promise<number> {
  if (statuses?.length === 0) return 0;
  const only = statuses === undefined ? sql`` : sql` and status in (${sql.join(statuses.map((status) => sql`${status}`), sql`, `)})`;
  const [row] = rowsOf<{ rows: unknown }>(await db.execute(sql`select coalesce(sum(rows), 0)::int as rows from status_counts where table_name = ${table}${only}`));
  return Number(row?.rows ?? 0);
}

/**
 * Folds the rows of every (table, status) that has more than one into their sum, in one statement;
 * safe beside any change and any other compaction (see compactTicketCounts).
 */
export async function compactStatusCounts(db: Db): Promise<void> {
  await db.execute(sql`
    with busy as (select table_name, status from status_counts group by 1, 2 having count(*) > 1),
    folded as (
      delete from status_counts c using busy b where c.table_name = b.table_name and c.status = b.status
      returning c.table_name, c.status, c.rows)
    insert into status_counts (table_name, status, rows)
    select table_name, status, sum(rows) from folded group by 1, 2 having sum(rows) <> 0`);
}
