/** What the live stream says about one batch (10003 items, 10004 end), from the app's live state. */
import type { BatchProgress } from '../../../runtime/live-state';
import type { BatchBindFinished, BatchBindProgress } from '../../../shared/tickets';

const isProgress = (item: unknown): item is BatchBindProgress =>
  typeof item === 'object' && item !== null && typeof (item as BatchBindProgress).batch_id === 'number' && typeof (item as BatchBindProgress).processed === 'number';

const isFinished = (item: unknown): item is BatchBindFinished =>
  typeof item === 'object' && item !== null && typeof (item as BatchBindFinished).batch_id === 'number';

export interface BatchLive {
  /** The latest counts heard for the batch, if any. */
  progress: BatchBindProgress | undefined;
  /** The row results heard so far, by row number. */
  rows: Map<number, BatchBindProgress['rows'][number]>;
  finished: BatchBindFinished | undefined;
}

export function batchLive(state: BatchProgress, batchId: number): BatchLive {
  let progress: BatchBindProgress | undefined;
  const rows = new Map<number, BatchBindProgress['rows'][number]>();
  for (const item of state.items) {
    if (!isProgress(item) || item.batch_id !== batchId) continue;
    if (!progress || item.processed >= progress.processed) progress = item;
    for (const row of item.rows ?? []) rows.set(row.row_no, row);
  }
  const finished = isFinished(state.finished) && state.finished.batch_id === batchId ? state.finished : undefined;
  return { progress, rows, finished };
}
