/**
 * SPEC.md §7: shared-FAQ calls carry a second token, the guest token from POST /v2/login/guest,
 * kept apart from the session (§4), so the public page works the same logged in or not and never
 * ends anyone's session. The token lives in sessionStorage until shortly before it expires.
 */
import { FaqApi, type SharedFaq } from '../../../shared/faq';
import type { LoginResult } from '../../../shared/api';
import { getClientId } from '../../../runtime/client-id';
import { createHttp } from '../../../runtime/http';
import { showError } from '../../app/toaster';

const STORAGE_KEY = 'Guest-Token';
/** A token this close to its expiry is renewed rather than sent. */
const RENEW_MARGIN_SECONDS = 60;

interface Stored { jwt: string; expire: number }

const storage = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

function readStored(): Stored | undefined {
  try {
    const value = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as Stored | null;
    return value && typeof value.jwt === 'string' && value.expire - RENEW_MARGIN_SECONDS > Date.now() / 1000 ? value : undefined;
  } catch {
    return undefined;
  }
}

const clearStored = (): void => storage()?.removeItem(STORAGE_KEY);

const guestHttp = createHttp({
  getToken: () => readStored()?.jwt,
  clearToken: clearStored,
  getClientId,
  onError: showError,
  // A refused guest token is simply dropped; the next call fetches a new one.
  onSessionEnd: () => undefined,
});

let pendingToken: Promise<void> | undefined;

async function ensureGuestToken(): Promise<void> {
  if (readStored()) return;
  pendingToken ??= guestHttp.post<LoginResult>('/v2/login/guest', undefined, { quiet: true })
    .then((result) => storage()?.setItem(STORAGE_KEY, JSON.stringify({ jwt: result.jwt, expire: result.expire } satisfies Stored)))
    .finally(() => { pendingToken = undefined; });
  await pendingToken;
}

/** Quiet: the page itself says what went wrong (unknown link, or try again). */
export async function fetchSharedFaq(token: string, signal?: AbortSignal): Promise<SharedFaq> {
  await ensureGuestToken();
  return guestHttp.get<SharedFaq>(FaqApi.shared(token), undefined, { signal, quiet: true });
}
