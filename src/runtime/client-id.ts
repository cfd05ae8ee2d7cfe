/**
 * A stable id of this browser, sent as the `client-id` header and on the live stream (SPEC.md §9).
 * Kept in a cookie and in localStorage: either surviving (cookies cleared, or storage cleared) is
 * enough to keep the same id.
 */
import Cookies from 'js-cookie';

export const CLIENT_ID_KEY = 'client-id';

/** Ten years: the id should outlive any session or preference. */
const CLIENT_ID_DAYS = 3650;

function readStorage(): string | undefined {
  try {
    return globalThis.localStorage?.getItem(CLIENT_ID_KEY) ?? undefined;
  } catch {
    // Storage can throw when disabled by privacy settings; the cookie still works.
    return undefined;
  }
}

function writeStorage(id: string): void {
  try {
    globalThis.localStorage?.setItem(CLIENT_ID_KEY, id);
  } catch {
    // Same as above: the cookie alone is enough.
  }
}

/** randomUUID exists only in secure contexts; a portal opened over plain http on a LAN still needs an id. */
function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let cached: string | undefined;

export function getClientId(): string {
  if (cached) return cached;
  const id = Cookies.get(CLIENT_ID_KEY) || readStorage() || newId();
  // Write both back every time, so whichever copy was lost is restored.
  Cookies.set(CLIENT_ID_KEY, id, { path: '/', sameSite: 'lax', expires: CLIENT_ID_DAYS });
  writeStorage(id);
  cached = id;
  return id;
}
