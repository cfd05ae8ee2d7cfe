/**
 * Storing a batch: the bind_batches row and all its rows (sealed, masked, hashed) with multi-row
 * INSERTs in chunks, then the 'ticket-batch-bind' job that binds them.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bindBatches } from '../../db/schema';
import type { JobRunner } from '../../jobs/runner';
import { rowsOf } from '../../db/results';
import { prepareRows, type RawRow, type RowChecks, type StoredRow } from './batch-rows';
import { scrubbed } from './holder-values';
import { ownedBy, ownerColumns, type TicketOwner } from './owner';

export const BATCH_BIND_JOB = 'ticket-batch-bind';
export interface BatchJobPayload { batch_id: number }

/** Rows per INSERT: each chunk travels as one JSON parameter, expanded by jsonb_to_recordset. */
const INSERT_CHUNK = 2000;

/** One multi-row INSERT of stored rows; a single parameter whatever the number of rows. */
async function insertRows(db: Db, rows: StoredRow[]): Promise<void> {
  const json = JSON.stringify(rows.map((row) => ({
    batch_id: row.batchId, row_no: row.rowNo, ticket_id: row.ticketId, ticket_ref: row.ticketRef, holder_name: row.holderName,
    doc_type: row.docType, doc_number_enc: row.docNumberEnc, doc_number_mask: row.docNumberMask, doc_hash: row.docHash,
    phone_enc: row.phoneEnc, phone_mask: row.phoneMask, email_enc: row.emailEnc, email_mask: row.emailMask,
    status: row.status, error: row.error, error_values: row.errorValues,
  })));
  await db.execute(sql`
    insert into bind_batch_rows (batch_id, row_no, ticket_id, ticket_ref, holder_name, doc_type, doc_number_enc, doc_number_mask, doc_hash,
      phone_enc, phone_mask, email_enc, email_mask, status, error, error_values)
    select batch_id, row_no, ticket_id, ticket_ref, holder_name, doc_type, doc_number_enc, doc_number_mask, doc_hash,
      phone_enc, phone_mask, email_enc, email_mask, status, error, error_values
    from jsonb_to_recordset(${json}::jsonb) as r(batch_id int, row_no int, ticket_id int, ticket_ref text, holder_name text, doc_type smallint,
      doc_number_enc text, doc_number_mask text, doc_hash text, phone_enc text, phone_mask text, email_enc text, email_mask text,
      status smallint, error text, error_values jsonb)`).catch((error: unknown) => { throw scrubbed(error, 'storing batch rows'); });
}

/** The owner's tickets named by id or ticket number, as the user wrote them. */
export async function resolveTickets(db: Db, owner: TicketOwner, refs: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(refs.map((ref) => ref.trim()).filter(Boolean))];
  if (unique.length === 0) return new Map();
  const ids = unique.filter((ref) => /^\d{1,9}$/.test(ref)).map(Number);
  const found = rowsOf<{ id: number; ticket_no: string }>(await db.execute(sql`
    select t.id, t.ticket_no from jsonb_array_elements_text(${JSON.stringify(unique)}::jsonb) as r(ref)
      join tickets t on t.ticket_no = r.ref where ${ownedBy(owner, 't')}
    union
    select t.id, t.ticket_no from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as r(ref)
      join tickets t on t.id = r.ref::int where ${ownedBy(owner, 't')}`));
  const map = new Map<string, number>();
  for (const row of found) {
    map.set(String(row.ticket_no), Number(row.id));
    map.set(String(row.id), Number(row.id));
  }
  return map;
}

export interface NewBatch {
  owner: TicketOwner;
  userId: number;
  source: 'excel' | 'paste' | 'resubmit';
  fileName?: string;
  parentId?: number;
  rows: RawRow[];
}

export async function storeBatch(db: Db, jobs: JobRunner, checks: RowChecks, batch: NewBatch): Promise<number> {
  const ticketIds = await resolveTickets(db, batch.owner, batch.rows.map((row) => row.ticket));
  const batchId = await db.transaction(async (tx) => {
    const [created] = await tx.insert(bindBatches).values({
      ...ownerColumns(batch.owner), userId: batch.userId, source: batch.source, fileName: batch.fileName ?? '',
      parentId: batch.parentId ?? null, total: batch.rows.length,
    }).returning({ id: bindBatches.id });
    const id = created!.id;
    const prepared = prepareRows(checks, batch.owner, id, batch.rows, ticketIds);
    for (let i = 0; i < prepared.length; i += INSERT_CHUNK) {
      await insertRows(tx as unknown as Db, prepared.slice(i, i + INSERT_CHUNK));
    }
    return id;
  });
  const jobId = await jobs.enqueue(BATCH_BIND_JOB, { batch_id: batchId } satisfies BatchJobPayload, { userId: batch.userId, ...('exhibitorId' in batch.owner ? { exhibitorId: batch.owner.exhibitorId } : {}) });
  await db.execute(sql`update bind_batches set job_id = ${jobId} where id = ${batchId}`);
  return batchId;
}
