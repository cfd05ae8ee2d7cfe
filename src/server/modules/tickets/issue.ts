/**
 * Issuing tickets at once (no claiming step): the tickets of a paid group order, or those the
 * organiser allocates to a group account. One allocation records where they came from and how many;
 * its tickets are made in one set-based INSERT, numbered GT + the year + their own id.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/results';
import { ticketAllocations } from '../../db/schema';
import { ownerColumns, type TicketOwner } from './owner';

export interface TicketIssue {
  name: string;
  nameEn: string;
  validity: string;
  validityEn: string;
  quantity: number;
  groupProductId?: number;
  /** The paid order the tickets are of; an order's tickets are issued once (unique index). */
  groupOrderId?: number;
}

/** Issues the tickets inside the caller's transaction; answers the new allocation's id. */
export async function issueTickets(tx: Db, owner: TicketOwner, issue: TicketIssue): Promise<number> {
  const columns = ownerColumns(owner);
  const [allocation] = await tx.insert(ticketAllocations).values({
    ...columns, name: issue.name, nameEn: issue.nameEn, validity: issue.validity, validityEn: issue.validityEn,
    quota: issue.quantity, claimed: issue.quantity, groupProductId: issue.groupProductId ?? null, groupOrderId: issue.groupOrderId ?? null,
  }).returning({ id: ticketAllocations.id });
  const allocationId = allocation!.id;
  rowsOf(await tx.execute(sql`
    with ids as (select nextval(pg_get_serial_sequence('tickets', 'id')) as id from generate_series(1, ${issue.quantity}))
    insert into tickets (id, exhibitor_id, group_user_id, allocation_id, ticket_no)
    select id, ${columns.exhibitorId}, ${columns.groupUserId}, ${allocationId}, 'GT' || to_char(now(), 'YYYY') || lpad(id::text, 8, '0') from ids`));
  return allocationId;
}
