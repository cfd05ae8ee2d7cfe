/**
 * What starts with a session and what ends with it: the live stream, the tags view's fixed tabs,
 * the running exports, and every piece of the previous account's state (SPEC.md §4: logout clears
 * token and user data).
 */
import { affixTags } from '../../../runtime/tags-view';
import { forgetSession } from '../../../runtime/session';
import { appStore } from '../../app/store';
import { clearExports, loadRunningExports } from '../export';
import { startLive, stopLive } from '../live';
import { tagsAtom } from '../tags-view';
import { sessionAtom, type Session } from './session-state';

export function onSessionStart(session: Session): void {
  appStore.set(tagsAtom, affixTags(session.routes));
  startLive();
  void loadRunningExports();
}

/** Forgets the account in this tab: state, stream, and (unless already done) token and user info. */
export function endLocalSession({ clearCookies = true }: { clearCookies?: boolean } = {}): void {
  stopLive();
  appStore.set(sessionAtom, null);
  appStore.set(tagsAtom, []);
  clearExports();
  if (clearCookies) forgetSession();
}
