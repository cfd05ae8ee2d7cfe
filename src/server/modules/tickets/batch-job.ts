/**
 * The 'ticket-batch-bind' job: binds a batch's rows chunk by chunk with set-based SQL. Per chunk,
 * in one transaction: one statement checks every row (format problems found on upload, the ticket is
 * the owner's, bindable and in no open unbind order, the document not bound elsewhere; each failure
 * worded as the owner's tickets are, words.ts), binds the good rows, marks failed tickets that were
 * unbound, and records each row's result; then the batch's counters and the job's checkpoint (the
 * last row done). A restarted job resumes right after the last committed chunk: no row is lost, none
 * bound twice. After each chunk one live 10003 message carries that chunk's results; 10004 ends the batch.
 */
import { sql } from 'drizzle-orm';
import { LiveCode } from '../../../shared/live';
import type { BatchBindFinished, BatchBindProgress } from '../../../shared/tickets';
import type { Db } from '../../db/client';
import type { JobHandler, JobRow } from '../../jobs/runner';
import type { LiveHub } from '../../live/hub';
import { rowsOf } from '../../db/results';
import type { BatchJobPayload } from './batch-store';
import { ownerTag, type TicketListCache } from './list-cache';
import { audienceOf, ownedBy, ownerOfRow, type TicketOwner } from './owner';
import { inOwnersWords } from './words';

export const BATCH_CHUNK = 1000;
/** Progress steps a batch reports at least (once it has rows enough): a short batch still shows its rows arriving. */
export const BATCH_STEPS = 10;
const MIN_CHUNK = 20;

/**
 * Rows per chunk for a batch of `total`: a tenth of it, between 20 and 1,000. A 200-row batch that
 * ends in a second then moves its progress bar ten times instead of jumping from 0 to done, while a
 * batch of thousands keeps the large set-based chunks that make it fast.
 */
export const chunkFor = (total: number): number => Math.min(BATCH_CHUNK, Math.max(MIN_CHUNK, Math.ceil(total / BATCH_STEPS)));

interface BatchInfo { id: number; owner: TicketOwner; user_id: number | null; total: number }
type RowResult = BatchBindProgress['rows'][number];

/** One chunk's checks, bindings and results, in a single statement. */
async function processChunk(tx: Db, batch: BatchInfo, after: number, size: number): Promise<RowResult[]> {
  const says = (id: string) => sql`${inOwnersWords(batch.owner, id)}::text`;
  const rows = rowsOf<{ row_no: number; ticket_id: number | null; status: number; error: string | null; error_values: Record<string, string | number> | null }>(await tx.execute(sql`
    with chunk as (
      select r.row_no, r.ticket_id, r.ticket_ref, r.doc_hash, r.error, r.error_values
      from bind_batch_rows r
      where r.batch_id = ${batch.id} and r.status = 0 and r.row_no > ${after}
      order by r.row_no limit ${size}
    ), checked as (
      select c.row_no, c.ticket_id,
        case
          when c.error is not null then c.error
          when t.id is null then ${says('ticket.row.ticket_not_found')}
          when t.status = 2 then ${says('ticket.row.ticket_bound')}
          when exists (select 1 from unbind_order_tickets u where u.ticket_id = t.id and u.open) then ${says('ticket.row.ticket_unbinding')}
          when exists (select 1 from tickets o where o.doc_hash = c.doc_hash and o.status = 2) then ${says('ticket.error.document_taken')}
        end as err,
        case
          when c.error is not null then c.error_values
          when t.id is null then jsonb_build_object('ticket', c.ticket_ref)
        end as err_values
      from chunk c left join tickets t on t.id = c.ticket_id and ${ownedBy(batch.owner, 't')}
    ), bound as (
      update tickets t set status = 2, holder_name = r.holder_name, doc_type = r.doc_type,
        doc_number_enc = r.doc_number_enc, doc_number_mask = r.doc_number_mask, doc_hash = r.doc_hash,
        phone_enc = r.phone_enc, phone_mask = r.phone_mask, email_enc = r.email_enc, email_mask = r.email_mask,
        failure_reason = null, bound_via = 'batch', bound_by = ${batch.user_id}, bound_at = now(), updated_at = now()
      from checked k join bind_batch_rows r on r.batch_id = ${batch.id} and r.row_no = k.row_no
      where k.err is null and t.id = k.ticket_id and ${ownedBy(batch.owner, 't')}
      returning t.id
    ), failed_tickets as (
      -- A failed row marks its ticket 'binding failed' only while the ticket is unbound: never downgrade a bound one.
      -- The ticket keeps a message id alone: a message that needs its arguments is read in the batch's rows.
      update tickets t set status = 1, failure_reason = case when k.err_values is null then k.err end, updated_at = now()
      from checked k
      where k.err is not null and t.id = k.ticket_id and ${ownedBy(batch.owner, 't')} and t.status in (0, 1, 3)
        and not exists (select 1 from unbind_order_tickets u where u.ticket_id = t.id and u.open)
      returning t.id
    ), marked as (
      update bind_batch_rows r set status = case when k.err is null then 1 else 2 end, error = k.err, error_values = k.err_values
      from checked k where r.batch_id = ${batch.id} and r.row_no = k.row_no
      returning r.row_no, r.ticket_id, r.status, r.error, r.error_values
    )
    select m.*, (select count(*) from bound) as n_bound, (select count(*) from failed_tickets) as n_failed_tickets
    from marked m order by m.row_no`));
  return rows.map((row) => ({
    row_no: Number(row.row_no),
    ticket_id: row.ticket_id === null ? null : Number(row.ticket_id),
    status: Number(row.status) as 1 | 2,
    ...(row.error ? { error: row.error } : {}),
    ...(row.error_values ? { error_values: row.error_values } : {}),
  }));
}

export interface BatchHandlerOptions {
  chunkSize?: number;
}

export function createBatchBindHandler(deps: { db: Db; live: LiveHub; ticketLists: TicketListCache }, options: BatchHandlerOptions = {}): JobHandler {
  return async ({ job, db, progress }) => {
    const { batch_id: batchId } = job.payload as BatchJobPayload;
    const [batch] = rowsOf<{ id: number; exhibitor_id: number | null; group_user_id: number | null; user_id: number | null; total: number }>(
      await db.execute(sql`select id, exhibitor_id, group_user_id, user_id, total from bind_batches where id = ${batchId}`));
    if (!batch) return { missing: true };
    const info: BatchInfo = { id: Number(batch.id), owner: ownerOfRow(batch), user_id: batch.user_id === null ? null : Number(batch.user_id), total: Number(batch.total) };
    let after = Number((job.checkpoint as { row_no?: number } | null)?.row_no ?? 0);
    const chunkSize = options.chunkSize ?? chunkFor(info.total);

    for (;;) {
      const step = await db.transaction(async (tx) => {
        const results = await processChunk(tx as unknown as Db, info, after, chunkSize);
        if (results.length === 0) return null;
        const succeeded = results.filter((row) => row.status === 1).length;
        const [counters] = rowsOf<{ processed: number; succeeded: number; failed: number }>(await tx.execute(sql`
          update bind_batches set status = 'running', processed = processed + ${results.length},
            succeeded = succeeded + ${succeeded}, failed = failed + ${results.length - succeeded}
          where id = ${info.id} returning processed, succeeded, failed`));
        const last = results[results.length - 1]!.row_no;
        // The checkpoint commits with the chunk; a worker that lost its lease writes nothing.
        const held = rowsOf<{ id: number }>(await tx.execute(sql`
          update jobs set checkpoint = ${JSON.stringify({ row_no: last })}::jsonb, processed = ${Number(counters!.processed)}, total = ${info.total}
          where id = ${job.id} and locked_by is not distinct from ${job.lockedBy} returning id`));
        if (held.length === 0) throw new Error('batch job: lease lost, chunk rolled back');
        return { results, last, counters: counters! };
      });
      if (!step) break;
      after = step.last;
      // The owner's next list read, here, sees the chunk even before the database's notice arrives.
      deps.ticketLists.forget(ownerTag(info.owner));
      const message: BatchBindProgress = {
        batch_id: info.id, processed: Number(step.counters.processed), total: info.total,
        succeeded: Number(step.counters.succeeded), failed: Number(step.counters.failed), rows: step.results,
      };
      // The chunk is committed: tell the page and renew the lease side by side.
      await Promise.all([
        deps.live.publish(LiveCode.BATCH_BIND_ITEM, message, audienceOf(info.owner)),
        progress({ processed: message.processed, total: info.total, checkpoint: { row_no: after } }),
      ]);
    }

    const [done] = rowsOf<{ total: number; succeeded: number; failed: number }>(await db.execute(sql`
      update bind_batches set status = 'done', finished_at = now() where id = ${info.id} and status <> 'done'
      returning total, succeeded, failed`));
    if (done) {
      const finished: BatchBindFinished = { batch_id: info.id, total: Number(done.total), succeeded: Number(done.succeeded), failed: Number(done.failed), status: 'done' };
      await deps.live.publish(LiveCode.BATCH_BIND_FINISHED, finished, audienceOf(info.owner));
    }
    return { batch_id: info.id };
  };
}

/** A batch job that failed for good (its attempts used up): the batch is failed and the page told. */
export async function batchJobFailed(deps: { db: Db; live: LiveHub }, job: JobRow): Promise<void> {
  const { batch_id: batchId } = job.payload as BatchJobPayload;
  const [row] = rowsOf<{ exhibitor_id: number | null; group_user_id: number | null; total: number; succeeded: number; failed: number }>(await deps.db.execute(sql`
    update bind_batches set status = 'failed', finished_at = now() where id = ${batchId} and status <> 'done'
    returning exhibitor_id, group_user_id, total, succeeded, failed`));
  if (!row) return;
  const finished: BatchBindFinished = { batch_id: batchId, total: Number(row.total), succeeded: Number(row.succeeded), failed: Number(row.failed), status: 'failed' };
  await deps.live.publish(LiveCode.BATCH_BIND_FINISHED, finished, audienceOf(ownerOfRow(row)));
}
