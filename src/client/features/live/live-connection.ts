/**
 * One live stream per session (SPEC.md §4, §8): opened when the guard has loaded the session,
 * closed on logout. Messages go into the app store, where any screen can read them.
 */
import { getClientId } from '../../../runtime/client-id';
import { getToken } from '../../../runtime/cookies';
import { connectLiveStream, type LiveStream } from '../../../runtime/live-stream';
import { http } from '../../app/http';
import { appStore } from '../../app/store';
import { applyInboxFrame } from '../console';
import { applyExportFrame } from '../export';
import { applyMessagesFrame } from '../../i18n/messages-live';
import { applyInvoiceFrame } from '../invoice';
import { receiveLiveMessageAtom, resetLiveAtom } from './live-state';
import { applyReviewFrame } from './review-decisions';
import { applyScreenFrame } from '../screen-versions';

let stream: LiveStream | undefined;

/** A single-use stream ticket for this session, so the session token stays out of the stream's URL. */
const streamTicket = async (): Promise<string | undefined> =>
  getToken() ? (await http.post<{ ticket: string }>('sse/ticket', undefined, { quiet: true })).ticket : undefined;

export function startLive(): void {
  if (stream) return;
  stream = connectLiveStream({
    getTicket: streamTicket,
    getClientId,
    onMessage: (message) => appStore.set(receiveLiveMessageAtom, message),
    // The portal's own frames: export progress for the top bar, review decisions and invoice changes
    // for open screens, what waits for staff for the console, screens staff published anew and newly
    // published messages.
    onOtherFrame: (frame) => {
      applyExportFrame(frame);
      applyReviewFrame(frame);
      applyInvoiceFrame(frame);
      applyInboxFrame(frame);
      applyScreenFrame(frame);
      applyMessagesFrame(frame);
    },
    onGiveUp: () => {
      // Five failures in a row: the screens keep working without live updates until the next login.
      console.warn('[live] stream gave up after repeated failures');
      stream = undefined;
    },
  });
}

export function stopLive(): void {
  stream?.close();
  stream = undefined;
  appStore.set(resetLiveAtom);
}
