/**
 * Loads the logged-in user for the guard and checks what the rest of the shell relies on
 * (SPEC.md §8: empty info and missing roles are session failures with their own messages).
 */
import type { UserInfo } from '../../../shared/api';
import { setStoredUserInfo } from '../../../runtime/cookies';
import { http } from '../../app/http';
import { showError } from '../../app/toaster';
import { appStore } from '../../app/store';
import { translate } from '../../i18n/translate';
import { userInfoAtom } from './session-state';

export class SessionCheckFailed extends Error {}

export async function loadUserInfo(signal: AbortSignal): Promise<UserInfo> {
  const info = await http.get<UserInfo | null>('v2/user/info', undefined, { signal });
  if (!info) {
    const message = translate('session.infoEmpty');
    showError(message);
    throw new SessionCheckFailed(message);
  }
  if (!Array.isArray(info.roles) || info.roles.length === 0) {
    const message = translate('session.rolesMissing');
    showError(message);
    throw new SessionCheckFailed(message);
  }
  appStore.set(userInfoAtom, info);
  setStoredUserInfo(info);
  return info;
}
