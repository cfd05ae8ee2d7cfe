/** The tickets' counters by allocation and status (migration 0013) against a real count of the tickets. */
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../support/test-app';

export interface CountDrift {
  allocation_id: number;
  status: number;
  kept: number;
  counted: number;
}

/** Every (allocation, status) whose counter differs from the number of tickets: [] when they agree. */
export async function countDrift(t: TestApp): Promise<CountDrift[]> {
  const result = await t.database.db.execute(sql`
    select coalesce(c.allocation_id, r.allocation_id) as allocation_id, coalesce(c.status, r.status) as status,
      coalesce(c.tickets, 0) as kept, coalesce(r.n, 0) as counted
    from (select allocation_id, status, sum(tickets)::int as tickets from ticket_status_counts group by 1, 2) c
    full join (select allocation_id, status, count(*)::int as n from tickets group by 1, 2) r
      on r.allocation_id = c.allocation_id and r.status = c.status
    where coalesce(c.tickets, 0) <> coalesce(r.n, 0)`);
  return (result as unknown as { rows: CountDrift[] }).rows;
}
