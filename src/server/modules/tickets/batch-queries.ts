/**
 * Reads of batch binding (bindLogList, logDetails): batches with their counters, and a batch's rows —
 * masked once bound, as entered while failed so the owner can fix and resubmit them.
 */
import { sql } from 'drizzle-orm';
import type { BindBatch, BindBatchRow } from '../../../shared/tickets';
import type { Db } from '../../db/client';
import { decryptOrNull } from '../../pii/cipher';
import type { PiiKeys } from '../../pii/keys';
import { rowsOf } from '../../db/results';
import { ownedBy, type TicketOwner } from './owner';

const BATCH_COLUMNS = sql`b.id, b.source, b.file_name, b.parent_id, b.total, b.processed, b.succeeded, b.failed, b.status,
  extract(epoch from b.created_at)::bigint as created_at, extract(epoch from b.finished_at)::bigint as finished_at,
  coalesce(nullif(m.real_name, ''), u.name, '') as created_by`;
const BATCH_FROM = sql`bind_batches b left join users u on u.id = b.user_id
  left join exhibitor_members m on m.user_id = b.user_id and m.exhibitor_id = b.exhibitor_id`;

const toBatch = (row: Record<string, unknown>): BindBatch => ({
  id: Number(row.id),
  source: row.source as BindBatch['source'],
  file_name: String(row.file_name),
  parent_id: row.parent_id === null ? null : Number(row.parent_id),
  total: Number(row.total),
  processed: Number(row.processed),
  succeeded: Number(row.succeeded),
  failed: Number(row.failed),
  status: row.status as BindBatch['status'],
  created_at: Number(row.created_at),
  finished_at: row.finished_at === null ? null : Number(row.finished_at),
  created_by: String(row.created_by ?? ''),
});

export async function listBatches(db: Db, owner: TicketOwner, page: number, limit: number): Promise<{ list: BindBatch[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db.execute(sql`select ${BATCH_COLUMNS} from ${BATCH_FROM} where ${ownedBy(owner, 'b')} order by b.id desc limit ${limit} offset ${(page - 1) * limit}`),
    db.execute(sql`select count(*)::int as total from bind_batches where ${ownedBy(owner)}`),
  ]);
  return { list: rowsOf<Record<string, unknown>>(rows).map(toBatch), total: Number(rowsOf<{ total: number }>(totals)[0]?.total ?? 0) };
}

export async function findBatch(db: Db, owner: TicketOwner, id: number): Promise<BindBatch | undefined> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`select ${BATCH_COLUMNS} from ${BATCH_FROM} where ${ownedBy(owner, 'b')} and b.id = ${id}`));
  return row ? toBatch(row) : undefined;
}

export async function listBatchRows(db: Db, keys: PiiKeys, batchId: number, query: { status?: number; page: number; limit: number }): Promise<{ list: BindBatchRow[]; total: number }> {
  const where = query.status === undefined ? sql`r.batch_id = ${batchId}` : sql`r.batch_id = ${batchId} and r.status = ${query.status}`;
  const [rows, totals] = await Promise.all([
    db.execute(sql`select r.* from bind_batch_rows r where ${where} order by r.row_no limit ${query.limit} offset ${(query.page - 1) * query.limit}`),
    db.execute(sql`select count(*)::int as total from bind_batch_rows r where ${where}`),
  ]);
  const list = rowsOf<Record<string, unknown>>(rows).map((row): BindBatchRow => {
    const failed = Number(row.status) === 2;
    // Failed rows come back as entered (the owner corrects them); every other row stays masked.
    const docNumber = failed ? decryptOrNull(keys, row.doc_number_enc as string | null) : (row.doc_number_mask as string | null);
    const phone = failed ? decryptOrNull(keys, row.phone_enc as string | null) : (row.phone_mask as string | null);
    const email = failed ? decryptOrNull(keys, row.email_enc as string | null) : (row.email_mask as string | null);
    return {
      row_no: Number(row.row_no),
      ticket_id: row.ticket_id === null ? null : Number(row.ticket_id),
      ticket: String(row.ticket_ref),
      name: String(row.holder_name),
      doc_type: row.doc_type === null ? null : Number(row.doc_type),
      doc_number: docNumber ?? '',
      phone: phone ?? '',
      email: email ?? '',
      contact: phone || email || '',
      status: Number(row.status) as BindBatchRow['status'],
      error: (row.error as string | null) ?? null,
      error_values: (row.error_values as BindBatchRow['error_values']) ?? null,
      editable: failed,
    };
  });
  return { list, total: Number(rowsOf<{ total: number }>(totals)[0]?.total ?? 0) };
}

/** The failed rows of a batch among `rowNos`, to check a resubmission names only those. */
export async function failedRowNumbers(db: Db, batchId: number, rowNos: number[]): Promise<Set<number>> {
  const rows = rowsOf<{ row_no: number }>(await db.execute(sql`select row_no from bind_batch_rows
    where batch_id = ${batchId} and status = 2 and row_no in (select (jsonb_array_elements_text(${JSON.stringify(rowNos)}::jsonb))::int)`));
  return new Set(rows.map((row) => Number(row.row_no)));
}

/** Tickets the template lists: the owner's bindable ones, in no open unbind order. */
export async function templateTickets(db: Db, owner: TicketOwner, limit: number) {
  return rowsOf<{ ticket_no: string; type_name: string; type_name_en: string }>(await db.execute(sql`
    select t.ticket_no, a.name as type_name, a.name_en as type_name_en
    from tickets t join ticket_allocations a on a.id = t.allocation_id
    where ${ownedBy(owner, 't')} and t.status in (0, 1, 3)
      and not exists (select 1 from unbind_order_tickets u where u.ticket_id = t.id and u.open)
    order by t.id limit ${limit}`));
}
