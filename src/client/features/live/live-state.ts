/**
 * The live stream's state for the screens (SPEC.md §4): the runtime's reducer in one atom, plus
 * what the top bar's bell needs (the messages not yet seen, each with the time it arrived).
 */
import { atom } from 'jotai';
import { applyLiveMessage, clearLiveFlag, initialLiveState, type LiveFlag, type LiveState } from '../../../runtime/live-state';
import type { LiveMessage } from '../../../shared/live';

/** Flags and batch progress, for screens: `useAtomValue(liveStateAtom).batchBind` etc. */
export const liveStateAtom = atom<LiveState>(initialLiveState);

export interface LiveNotice {
  /** Arrival order, unique per session. */
  seq: number;
  message: LiveMessage;
  /** Milliseconds since the epoch. */
  at: number;
}

/** Enough for a dropdown; the reducer keeps the same number of recent messages. */
const FEED_LIMIT = 20;

export const liveFeedAtom = atom<LiveNotice[]>([]);
export const liveUnseenAtom = atom(0);

let seq = 0;

export const receiveLiveMessageAtom = atom(null, (get, set, message: LiveMessage) => {
  set(liveStateAtom, applyLiveMessage(get(liveStateAtom), message));
  set(liveFeedAtom, [{ seq: ++seq, message, at: Date.now() }, ...get(liveFeedAtom)].slice(0, FEED_LIMIT));
  set(liveUnseenAtom, get(liveUnseenAtom) + 1);
});

/** A screen that showed what a flag pointed at (new message, new order, new unbind order) clears it. */
export const clearLiveFlagAtom = atom(null, (get, set, flag: LiveFlag) => set(liveStateAtom, clearLiveFlag(get(liveStateAtom), flag)));

export const markLiveSeenAtom = atom(null, (_get, set) => set(liveUnseenAtom, 0));

export const resetLiveAtom = atom(null, (_get, set) => {
  set(liveStateAtom, initialLiveState);
  set(liveFeedAtom, []);
  set(liveUnseenAtom, 0);
});
