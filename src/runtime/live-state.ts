/**
 * What the screens read from the live stream (SPEC.md §4): three "new" flags and the progress of
 * batch binding and unbinding. A pure reducer, so the app keeps it in one atom and tests need no DOM.
 */
import { LiveCode, type LiveMessage } from '../shared/live';

export type LiveFlag = 'newMessage' | 'newOrder' | 'newUnbindOrder';

export interface BatchProgress {
  /** Item results in arrival order (10003 / 10005). */
  items: unknown[];
  /** The closing message's data (10004 / 10006), null while the batch runs. */
  finished: unknown;
}

export interface LiveState {
  newMessage: boolean;
  newOrder: boolean;
  newUnbindOrder: boolean;
  batchBind: BatchProgress;
  batchUnbind: BatchProgress;
  /** The latest messages, newest first, for a notification list. */
  recent: LiveMessage[];
}

export const RECENT_LIMIT = 20;

const emptyBatch: BatchProgress = { items: [], finished: null };

export const initialLiveState: LiveState = {
  newMessage: false,
  newOrder: false,
  newUnbindOrder: false,
  batchBind: emptyBatch,
  batchUnbind: emptyBatch,
  recent: [],
};

/** A new item after a finished batch starts the next batch. */
const addItem = (batch: BatchProgress, item: unknown): BatchProgress =>
  ({ items: batch.finished === null ? [...batch.items, item] : [item], finished: null });

export function applyLiveMessage(state: LiveState, message: LiveMessage): LiveState {
  const next: LiveState = { ...state, recent: [message, ...state.recent].slice(0, RECENT_LIMIT) };
  switch (message.code) {
    case LiveCode.NEW_MESSAGE: return { ...next, newMessage: true };
    case LiveCode.NEW_ORDER: return { ...next, newOrder: true };
    case LiveCode.NEW_UNBIND_ORDER: return { ...next, newUnbindOrder: true };
    case LiveCode.BATCH_BIND_ITEM: return { ...next, batchBind: addItem(state.batchBind, message.data) };
    case LiveCode.BATCH_BIND_FINISHED: return { ...next, batchBind: { ...state.batchBind, finished: message.data ?? true } };
    case LiveCode.BATCH_UNBIND_ITEM: return { ...next, batchUnbind: addItem(state.batchUnbind, message.data) };
    case LiveCode.BATCH_UNBIND_FINISHED: return { ...next, batchUnbind: { ...state.batchUnbind, finished: message.data ?? true } };
    default: return next;
  }
}

/** The user has seen what the flag pointed at. */
export const clearLiveFlag = (state: LiveState, flag: LiveFlag): LiveState => ({ ...state, [flag]: false });
