/**
 * The organiser's review decisions as they arrive on the live stream (frame 10102): the last one
 * in an atom, so an open screen of that record reloads it, and a toast wherever the user is.
 * They are the live stream's, not the review feature's: the screens' useResource reloads on them,
 * and the review feature's form is built on useResource.
 */
import { atom } from 'jotai';
import { REVIEW_DECIDED, type LiveMessage, type ReviewDecided } from '../../../shared/live';
import { Review } from '../../../shared/resources';
import type { LiveFrame } from '../../../runtime/live-stream';
import { appStore } from '../../app/store';
import { toaster, TOAST_DURATION_MS } from '../../app/toaster';
import { translate } from '../../i18n/translate';

export const lastReviewDecisionAtom = atom<ReviewDecided | null>(null);

const isDecision = (data: unknown): data is ReviewDecided =>
  typeof data === 'object' && data !== null && typeof (data as ReviewDecided).screen === 'string' && typeof (data as ReviewDecided).id === 'number';

export function applyReviewFrame(frame: LiveFrame | LiveMessage): void {
  if (frame.code !== REVIEW_DECIDED || !isDecision(frame.data)) return;
  const decision = frame.data;
  appStore.set(lastReviewDecisionAtom, decision);
  const screen = translate(`screen.${decision.screen.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}`);
  const rejected = decision.review_status === Review.REJECTED;
  toaster.create({
    type: rejected ? 'warning' : 'success',
    title: translate(rejected ? 'review.toast.rejected' : 'review.toast.approved', { screen }),
    description: rejected ? decision.review_reason ?? undefined : undefined,
    duration: 3 * TOAST_DURATION_MS,
    closable: true,
  });
}
