/**
 * The short-lived tickets between the steps of an account flow: the bind token of an 11013 login
 * (and, after /check, the contact it carries) and the reset token of /forget or an 11016 login.
 * They live in sessionStorage, never in the URL: an address ends up in history, logs and referrers.
 * A ticket past its expiry reads as none.
 */

export type TicketKind = 'bind' | 'reset';

export interface Ticket {
  token: string;
  /** Unix seconds. */
  expire: number;
  /** The phone or e-mail a checked bind token carries (masked or not, as the server sent it). */
  account?: string;
}

/** The storage seam: sessionStorage in the browser, a map in tests. */
export type TicketStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY: Record<TicketKind, string> = { bind: 'portal.account.bindTicket', reset: 'portal.account.resetTicket' };

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

function browserStore(): TicketStore | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage disabled by the browser: the flows fall back to "start again at login".
    return undefined;
  }
}

export function saveTicket(kind: TicketKind, ticket: Ticket, store: TicketStore | undefined = browserStore()): void {
  store?.setItem(KEY[kind], JSON.stringify(ticket));
}

function isTicket(value: unknown): value is Ticket {
  if (typeof value !== 'object' || value === null) return false;
  const { token, expire, account } = value as Record<string, unknown>;
  return typeof token === 'string' && token !== '' && typeof expire === 'number' && (account === undefined || typeof account === 'string');
}

export function readTicket(kind: TicketKind, store: TicketStore | undefined = browserStore(), now: number = nowSeconds()): Ticket | undefined {
  const raw = store?.getItem(KEY[kind]);
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isTicket(value)) return undefined;
    // expire 0: the server gave none, the ticket lasts as long as the tab.
    if (value.expire > 0 && value.expire <= now) {
      store?.removeItem(KEY[kind]);
      return undefined;
    }
    return value;
  } catch {
    return undefined;
  }
}

export function clearTicket(kind: TicketKind, store: TicketStore | undefined = browserStore()): void {
  store?.removeItem(KEY[kind]);
}
