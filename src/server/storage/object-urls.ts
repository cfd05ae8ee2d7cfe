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
 * The answer with the `url` of every stored file in it rewritten from its key, whatever was stored
 * there: what the client sees is always a fresh address of our own object route. Only what leads to a
 * file is copied; an answer without files is returned as it is (most are), and nothing given is changed.
 */
export function withObjectUrls(value: unknown, sign: (key: string) => string): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      const signed = withObjectUrls(item, sign);
      if (signed !== item) (copy ??= value.slice())[index] = signed;
    }
    return copy ?? value;
  }
  if (!isPlainObject(value)) return value;
  let copy: Plain | undefined;
  for (const name of Object.keys(value)) {
    const item = value[name];
    if (item === null || typeof item !== 'object') continue;
    const signed = withObjectUrls(item, sign);
    if (signed !== item) (copy ??= { ...value })[name] = signed;
  }
  if (isStoredFile(value)) (copy ??= { ...value }).url = sign(value.key);
  return copy ?? value;
}

/** Every answer of `api` hands out files with expiring addresses (one place, so no route can forget). */
export function installObjectUrls(api: FastifyInstance, tokenSecret: string): void {
  const urls = createObjectUrls(tokenSecret);
  const sign = (key: string): string => urls.sign(key);
  api.addHook('preSerialization', (_request, _reply, payload, done) => done(null, withObjectUrls(payload, sign)));
}
