/**
 * Expiring addresses of stored objects. An object is read at /api/oss/object/<key>?exp=&sig= and
 * only with an unexpired signature of its key. The server writes that address into every answer that
 * hands out a file (installObjectUrls), so the address reaches exactly whoever may read the record,
 * share page or upload that names the file; knowing a key alone opens nothing. The permission travels
 * in the address because an <img> sends no bearer header.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { objectUrl } from './object-store';

/** An address handed out stays valid at least this long (a page keeps showing its pictures)… */
export const OBJECT_URL_TTL = 60 * 60;
/** …and expires on a quarter hour, so answers within one quarter hand out the same address and browsers cache the file. */
const EXPIRY_STEP = 15 * 60;

export type ObjectUrlCheck = 'ok' | 'expired' | 'invalid';

export interface ObjectUrls {
  /** The address of `key` to hand out now. */
  sign(key: string, nowSeconds?: number): string;
  /** Whether `exp` and `sig` of an address open `key` now. */
  check(key: string, exp: number, sig: string, nowSeconds?: number): ObjectUrlCheck;
}

const currentSeconds = (): number => Math.floor(Date.now() / 1000);

export function createObjectUrls(tokenSecret: string): ObjectUrls {
  // Derived from the token secret: one secret to manage, separate uses.
  const secret = createHmac('sha256', tokenSecret).update('object-urls').digest();
  const mac = (key: string, exp: number): string => createHmac('sha256', secret).update(`${exp}\n${key}`).digest('base64url');
  return {
    sign(key, now = currentSeconds()) {
      const exp = Math.ceil((now + OBJECT_URL_TTL) / EXPIRY_STEP) * EXPIRY_STEP;
      return `${objectUrl(key)}?exp=${exp}&sig=${mac(key, exp)}`;
    },
    check(key, exp, sig, now = currentSeconds()) {
      const expected = Buffer.from(mac(key, exp));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      return exp < now ? 'expired' : 'ok';
    },
  };
}

type Plain = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Plain => {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** A stored file as records and answers carry it: {key, url, name, mime, size, …}. */
const isStoredFile = (value: Plain): value is Plain & { key: string; url: string } =>
  typeof value.key === 'string' && typeof value.url === 'string' && typeof value.name === 'string' && typeof value.mime === 'string';

/**
 * A copy of an answer with the `url` of every stored file in it rewritten from its key, whatever was
 * stored there: what the client sees is always a fresh address of our own object route.
 */
export function withObjectUrls(value: unknown, sign: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => withObjectUrls(item, sign));
  if (!isPlainObject(value)) return value;
  const copy: Plain = {};
  for (const [name, item] of Object.entries(value)) copy[name] = withObjectUrls(item, sign);
  if (isStoredFile(copy)) copy.url = sign(copy.key);
  return copy;
}

/** Every answer of `api` hands out files with expiring addresses (one place, so no route can forget). */
export function installObjectUrls(api: FastifyInstance, tokenSecret: string): void {
  const urls = createObjectUrls(tokenSecret);
  api.addHook('preSerialization', async (_request, _reply, payload) => withObjectUrls(payload, (key) => urls.sign(key)));
}
