/**
 * The live stream's public face (the only file another feature imports): opened and closed with
 * the session; its flags and the organiser's last review decision, read by the screens they concern.
 */
export { startLive, stopLive } from './live-connection';
export { clearLiveFlagAtom, liveStateAtom } from './live-state';
export { lastReviewDecisionAtom } from './review-decisions';
