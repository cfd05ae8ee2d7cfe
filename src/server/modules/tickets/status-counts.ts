/**
 * Upkeep of the tickets' counters by allocation and status (ticket_status_counts, migration 0013).
 * Triggers only append each change, so an allocation busy with bindings gathers many rows; folding
 * them back into one row per allocation and status now and then keeps every read a short sum.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export const COUNTS_COMPACTION_INTERVAL_MS = 60_000;

/**
 * Folds the rows of every (allocation, status) that has more than one into their sum, in one
 * statement. Safe beside any change and any other compaction, on any process: the rows a change
 * appends meanwhile are outside this statement's snapshot and stay as they are, and rows another
 * compaction already folded are skipped once it commits.
 */
export async function compactTicketCounts(db: Db): Promise<void> {
  await db.execute(sql`
    with busy as (select allocation_id, status from ticket_status_counts group by 1, 2 having count(*) > 1),
    folded as (
      delete from ticket_status_counts c using busy b where c.allocation_id = b.allocation_id and c.status = b.status
      returning c.allocation_id, c.status, c.tickets)
    insert into ticket_status_counts (allocation_id, status, tickets)
    select allocation_id, status, sum(tickets) from folded group by 1, 2 having sum(tickets) <> 0`);
}
