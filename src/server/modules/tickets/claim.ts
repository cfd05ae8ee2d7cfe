/**
 * Claiming tickets of an allocation: one conditional UPDATE (claimed + n <= quota) and one
 * set-based INSERT of the n tickets, in one transaction — concurrent claims never exceed the quota.
 */
import { sql } from 'drizzle-orm';
import { Codes } from '../../../shared/codes';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/envelope';
import { rowsOf } from '../../db/results';
import { ownedBy, ownerColumns, type TicketOwner } from './owner';

export async function claimTickets(db: Db, owner: TicketOwner, allocationId: number, quantity: number): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = rowsOf<{ id: number }>(await tx.execute(sql`
      update ticket_allocations set claimed = claimed + ${quantity}
      where id = ${allocationId} and ${ownedBy(owner)} and claimed + ${quantity} <= quota
      returning id`));
    if (claimed.length === 0) {
      const [allocation] = rowsOf<{ remaining: number }>(await tx.execute(sql`
        select quota - claimed as remaining from ticket_allocations where id = ${allocationId} and ${ownedBy(owner)}`));
      if (!allocation) throw new ApiError(Codes.NOT_FOUND, null, 'ticket.error.allocation_not_found');
      throw new ApiError(Codes.RECORD_STATE, { remaining: Number(allocation.remaining) }, 'ticket.error.over_quota', { remaining: Number(allocation.remaining) });
    }
    const columns = ownerColumns(owner);
    // Ticket numbers: BT, the year, the ticket's own id zero-padded — unique by construction.
    const inserted = rowsOf<{ n: number }>(await tx.execute(sql`
      with ids as (select nextval(pg_get_serial_sequence('tickets', 'id')) as id from generate_series(1, ${quantity}))
      , made as (
        insert into tickets (id, exhibitor_id, group_user_id, allocation_id, ticket_no)
        select id, ${columns.exhibitorId}, ${columns.groupUserId}, ${allocationId}, 'BT' || to_char(now(), 'YYYY') || lpad(id::text, 8, '0') from ids
        returning 1)
      select count(*)::int as n from made`));
    return Number(inserted[0]?.n ?? 0);
  });
}
