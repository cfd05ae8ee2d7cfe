/**
 * SPEC.md §7: ad, scroll-ad and shared-FAQ calls carry a second token, the guest token from
 * POST /v2/login/guest, kept apart from the session (§4): a public page works the same logged in or
 * not and never ends anyone's session. The token lives in sessionStorage until shortly before it
 * expires; a refused one is dropped and the next call fetches another.
 */
import type { LoginResult } from '../shared/api';
import { getClientId } from './client-id';
import { createHttp, type Http, type HttpDeps } from './http';

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

/** Makes calls with the guest token, fetched first when there is none (or it is about to expire). */
export interface GuestHttp {
  call<T>(request: (http: Http) => Promise<T>): Promise<T>;
}

/** A request layer of its own for the guest calls; `onError` shows what went wrong (a toast). */
export function createGuestHttp(onError: (message: string) => void, transport: Pick<HttpDeps, 'fetch' | 'prefixUrl'> = {}): GuestHttp {
  const http = createHttp({
    getToken: () => readStored()?.jwt,
    clearToken: clearStored,
    getClientId,
    onError,
    onSessionEnd: () => undefined,
    ...transport,
  });
  let pendingToken: Promise<void> | undefined;
  const ensureToken = async (): Promise<void> => {
    if (readStored()) return;
    pendingToken ??= http.post<LoginResult>('/v2/login/guest', undefined, { quiet: true })
      .then((result) => storage()?.setItem(STORAGE_KEY, JSON.stringify({ jwt: result.jwt, expire: result.expire } satisfies Stored)))
      .finally(() => { pendingToken = undefined; });
    await pendingToken;
  };
  return {
    async call(request) {
      await ensureToken();
      return request(http);
    },
  };
}
