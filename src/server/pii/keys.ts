/**
 * The keys protecting personal data (ARCHITECTURE.md: encrypted at rest, a keyed HMAC for
 * uniqueness). One master key — PII_KEY, or the one generated into DATA_DIR/pii-key — and two keys
 * derived from it with HKDF, so the encryption key never doubles as the hashing key.
 */
import { createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import type { Config } from '../config';

export interface PiiKeys {
  /** AES-256-GCM key of the `*_enc` columns (a KeyObject: no key import per value). */
  encryption: KeyObject;
  /** HMAC-SHA256 key of `doc_hash`. */
  hashing: KeyObject;
}

/** A 32-byte key given as 64 hex digits or as base64 / base64url. */
export function parseMasterKey(text: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('PII_KEY must be 32 bytes, as 64 hex digits or base64');
  return key;
}

const derive = (master: Buffer, info: string): Buffer => Buffer.from(hkdfSync('sha256', master, 'portal-pii', info, 32));

const cache = new Map<string, PiiKeys>();

/**
 * The keys of a configuration. Without a PII key (test configurations), the master key is derived
 * from the JWT secret under its own label: still keyed, never the secret itself.
 */
export function piiKeys(config: Pick<Config, 'piiKey' | 'jwtSecret'>): PiiKeys {
  const source = config.piiKey ?? `jwt:${config.jwtSecret}`;
  let keys = cache.get(source);
  if (!keys) {
    const master = config.piiKey ? parseMasterKey(config.piiKey) : derive(Buffer.from(config.jwtSecret), 'master-from-jwt');
    keys = { encryption: createSecretKey(derive(master, 'aes-256-gcm')), hashing: createSecretKey(derive(master, 'hmac-sha256-doc')) };
    cache.set(source, keys);
  }
  return keys;
}
