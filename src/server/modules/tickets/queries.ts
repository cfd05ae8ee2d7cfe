/**
 * Reads of the booth-ticket screens: the allocations with counts by status, and the ticket list
 * (masked personal data only; `unbinding` when an open unbind order holds the ticket).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ScreenDescriptor } from '../../../shared/descriptor';
import type { BoothTicket, TicketAllocation } from '../../../shared/tickets';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/results';
import { ownedBy, type TicketOwner, type TicketScope } from './owner';
import { containing } from '../../db/like';

const epoch = (column: SQL): SQL => sql`extract(epoch from ${column})::bigint`;

export async function listAllocations(db: Db, owner: TicketOwner): Promise<TicketAllocation[]> {
  const rows = rowsOf<Record<string, unknown>>(await db.execute(sql`
    select a.id, a.name, a.name_en, a.validity, a.validity_en, a.quota, a.claimed,
      coalesce(sum(c.tickets) filter (where c.status = 0), 0)::int as unbound,
      coalesce(sum(c.tickets) filter (where c.status = 1), 0)::int as failed,
      coalesce(sum(c.tickets) filter (where c.status = 2), 0)::int as bound,
      coalesce(sum(c.tickets) filter (where c.status = 3), 0)::int as unbound_ok
      , (select o.order_no from group_orders o where o.id = a.group_order_id) as order_no
    from ticket_allocations a left join ticket_status_counts c on c.allocation_id = a.id
    where ${ownedBy(owner, 'a')}
    group by a.id order by a.id`));
  return rows.map((row) => ({
    id: Number(row.id), name: String(row.name), name_en: String(row.name_en), validity: String(row.validity), validity_en: String(row.validity_en),
    quota: Number(row.quota), claimed: Number(row.claimed),
    counts: { unbound: Number(row.unbound), failed: Number(row.failed), bound: Number(row.bound), unbound_ok: Number(row.unbound_ok) },
    order_no: row.order_no === null || row.order_no === undefined ? null : String(row.order_no),
  }));
}

export interface TicketListQuery {
  page: number;
  limit: number;
  status?: number;
  allocation_id?: number;
  keyword?: string;
  ticket_no?: string;
  holder_name?: string;
  sort?: string;
  order?: 'asc' | 'desc';
}

/** What each sortable column of schemas/booth-ticket.json sorts by (sortableTicketColumns checks every one has its entry). */
export const TICKET_SORTS: Record<string, SQL> = {
  id: sql`t.id`, created_at: sql`t.created_at`, ticket_no: sql`t.ticket_no`, status: sql`t.status`, bound_at: sql`t.bound_at`,
  holder_name: sql`t.holder_name`, type_name: sql`a.name`,
};

/** The descriptor's sortable columns; a column without an expression above stops the start, naming it. */
export function sortableTicketColumns(descriptor: ScreenDescriptor): string[] {
  const sortable = (descriptor.list?.columns ?? []).filter((column) => column.sortable).map((column) => column.field);
  const unknown = sortable.filter((field) => !(field in TICKET_SORTS));
  if (unknown.length) throw new Error(`schemas/booth-ticket.json: the ticket list cannot sort by ${unknown.join(', ')}`);
  return sortable;
}


function ticketWhere(owner: TicketScope, query: Omit<TicketListQuery, 'page' | 'limit'>): SQL {
  const conditions: SQL[] = [ownedBy(owner, 't')];
  if (query.status !== undefined) conditions.push(sql`t.status = ${query.status}`);
  if (query.allocation_id !== undefined) conditions.push(sql`t.allocation_id = ${query.allocation_id}`);
  if (query.keyword) conditions.push(sql`(t.ticket_no ilike ${containing(query.keyword)} or t.holder_name ilike ${containing(query.keyword)})`);
  if (query.ticket_no) conditions.push(sql`t.ticket_no ilike ${containing(query.ticket_no)}`);
  if (query.holder_name) conditions.push(sql`t.holder_name ilike ${containing(query.holder_name)}`);
  return sql.join(conditions, sql` and `);
}

const TICKET_COLUMNS = sql`t.id, t.ticket_no, t.allocation_id, a.name as type_name, a.name_en as type_name_en, t.status, t.holder_name,
  t.doc_type, t.doc_number_mask, t.phone_mask, t.email_mask, t.failure_reason, t.bound_via,
  ${epoch(sql`t.bound_at`)} as bound_at, ${epoch(sql`t.created_at`)} as created_at,
  exists (select 1 from unbind_order_tickets u where u.ticket_id = t.id and u.open) as unbinding`;

/** A ticket row as the list answers it; `failure_reason` is a message id, translated by the caller. */
export function toBoothTicket(row: Record<string, unknown>): BoothTicket {
  const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
  return {
    id: Number(row.id),
    ticket_no: String(row.ticket_no),
    allocation_id: Number(row.allocation_id),
    type_name: String(row.type_name),
    type_name_en: String(row.type_name_en),
    status: Number(row.status) as BoothTicket['status'],
    holder_name: (row.holder_name as string | null) ?? null,
    doc_type: num(row.doc_type) as BoothTicket['doc_type'],
    doc_number: (row.doc_number_mask as string | null) ?? null,
    contact: ((row.phone_mask ?? row.email_mask) as string | null) ?? null,
    failure_reason: (row.failure_reason as string | null) ?? null,
    bound_via: (row.bound_via as BoothTicket['bound_via']) ?? null,
    bound_at: num(row.bound_at),
    created_at: Number(row.created_at),
    unbinding: Boolean(row.unbinding),
  };
}

/**
 * How many tickets the list's filter matches. Without a text filter it is read from the counters the
 * triggers keep (ticket_status_counts): an exhibitor with 10,000 tickets costs no count of them.
 */
function ticketTotal(owner: TicketScope, query: Omit<TicketListQuery, 'page' | 'limit'>): SQL {
  if (query.keyword || query.ticket_no || query.holder_name) return sql`select count(*)::int from tickets t where ${ticketWhere(owner, query)}`;
  const conditions: SQL[] = [ownedBy(owner, 'a')];
  if (query.status !== undefined) conditions.push(sql`c.status = ${query.status}`);
  if (query.allocation_id !== undefined) conditions.push(sql`c.allocation_id = ${query.allocation_id}`);
  return sql`select coalesce(sum(c.tickets), 0)::int from ticket_status_counts c join ticket_allocations a on a.id = c.allocation_id
    where ${sql.join(conditions, sql` and `)}`;
}

/**
 * One page and the total in one statement of one row: the page comes as one JSON array, which both
 * drivers parse natively, rather than as twenty rows of seventeen columns decoded one by one (on
 * PGlite that decoding costs more than the query).
 */
export async function listTickets(db: Db, owner: TicketScope, query: TicketListQuery): Promise<{ list: BoothTicket[]; total: number }> {
  const [row] = rowsOf<{ total: number; list: Record<string, unknown>[] }>(await db.execute(sql`select (${ticketTotal(owner, query)}) as total,
    coalesce((select json_agg(page) from (select ${TICKET_COLUMNS} from tickets t join ticket_allocations a on a.id = t.allocation_id
      where ${ticketWhere(owner, query)} order by ${ticketOrder(query)}
      limit ${query.limit} offset ${(query.page - 1) * query.limit}) as page), '[]') as list`));
  return { list: (row?.list ?? []).map(toBoothTicket), total: Number(row?.total ?? 0) };
}

/** The list's order: the sort asked for (id by default), missing values last, then id the same way. */
function ticketOrder(query: Pick<TicketListQuery, 'sort' | 'order'>): SQL {
  const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
  const sortColumn = TICKET_SORTS[query.sort ?? 'id'] ?? TICKET_SORTS.id!;
  return sql`${sortColumn} ${direction} nulls last, t.id ${direction}`;
}

/**
 * The ids of every ticket the list's filter matches, in the list's order, from one sort: what an
 * export reads its pages by. Offset pages would sort the whole list again for each page (at 100,000
 * tickets, 200 sorts of 100,000 rows, each with every row's columns).
 */
export async function listTicketIds(db: Db, owner: TicketScope, query: Omit<TicketListQuery, 'page' | 'limit'>): Promise<number[]> {
  const [row] = rowsOf<{ ids: number[] | null }>(await db.execute(sql`select json_agg(t.id order by ${ticketOrder(query)}) as ids
    from tickets t join ticket_allocations a on a.id = t.allocation_id where ${ticketWhere(owner, query)}`));
  return row?.ids ?? [];
}

/**
 * The tickets of `ids` (a page of listTicketIds) as the list answers them, in the order of `ids`; one
 * changed meanwhile so that it no longer matches the filter, or deleted, is left out.
 */
export async function ticketsByIds(db: Db, owner: TicketScope, query: Omit<TicketListQuery, 'page' | 'limit'>, ids: readonly number[]): Promise<BoothTicket[]> {
  if (ids.length === 0) return [];
  // A row of JSON per ticket: both drivers parse it natively, and each is a small string, where one
  // array of the page would be a string of hundreds of KiB that only a full collection frees.
  const rows = rowsOf<{ ticket: Record<string, unknown> }>(await db.execute(sql`select row_to_json(page) as ticket
    from (select ${TICKET_COLUMNS}, wanted.position from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as wanted(id, position)
      join tickets t on t.id = wanted.id join ticket_allocations a on a.id = t.allocation_id where ${ticketWhere(owner, query)}) as page
    order by page.position`));
  return rows.map((row) => toBoothTicket(row.ticket));
}

export async function findTicket(db: Db, owner: TicketOwner, id: number): Promise<(BoothTicket & { raw: Record<string, unknown> }) | undefined> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`select ${TICKET_COLUMNS}, t.doc_number_enc, t.phone_enc, t.email_enc
    from tickets t join ticket_allocations a on a.id = t.allocation_id where ${ownedBy(owner, 't')} and t.id = ${id}`));
  return row ? { ...toBoothTicket(row), raw: row } : undefined;
}
