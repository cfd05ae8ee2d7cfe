/**
 * Live 10104 (INBOX_CHANGED), on staff streams only: something that waits for staff arrived or was
 * dealt with. A burst (a batch of submissions, a sheet of invoice results) is one read of the inbox,
 * not one per message: the counter moves once the stream has been quiet for a moment.
 */
import { atom, useAtomValue } from 'jotai';
import { INBOX_CHANGED } from '../../../shared/live';
import { appStore } from '../../app/store';

const QUIET_MS = 300;

const inboxChangesAtom = atom(0);
let pending: ReturnType<typeof setTimeout> | undefined;

export function applyInboxFrame(frame: { code: number }): void {
  if (frame.code !== INBOX_CHANGED) return;
  clearTimeout(pending);
  pending = setTimeout(() => appStore.set(inboxChangesAtom, (count) => count + 1), QUIET_MS);
}

/** Moves each time what waits for staff changed: a refresh key for the pages that show it. */
export const useInboxChanges = (): number => useAtomValue(inboxChangesAtom);
