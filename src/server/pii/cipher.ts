/**
 * Encryption of personal data at rest (AES-256-GCM, a fresh 96-bit IV per value) and the keyed hash
 * that lets the database enforce a document's uniqueness without ever holding it in clear.
 * Nothing here logs or throws the plain value.
 */
import { createCipheriv, createDecipheriv, createHmac, randomFillSync } from 'node:crypto';
import type { PiiKeys } from './keys';

const VERSION = 'v1';
const IV_BYTES = 12;

// IVs come from a CSPRNG pool refilled in blocks: one randomBytes call per value costs more than
// the encryption itself (a 10,000-row batch seals 30,000 values). Each IV is copied out before reuse.
const ivPool = Buffer.alloc(IV_BYTES * 512);
let ivNext = ivPool.length;
function nextIv(): Buffer {
  if (ivNext + IV_BYTES > ivPool.length) {
    randomFillSync(ivPool);
    ivNext = 0;
  }
  const iv = Buffer.from(ivPool.subarray(ivNext, ivNext + IV_BYTES));
  ivNext += IV_BYTES;
  return iv;
}

/** `v1.<base64url(iv | tag | ciphertext)>` */
export function encrypt(keys: PiiKeys, plain: string): string {
  const iv = nextIv();
  const cipher = createCipheriv('aes-256-gcm', keys.encryption, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

export function decrypt(keys: PiiKeys, sealed: string): string {
  const [version, payload] = sealed.split('.');
  if (version !== VERSION || !payload) throw new Error('unreadable ciphertext');
  const raw = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keys.encryption, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

export const encryptOrNull = (keys: PiiKeys, plain: string | null | undefined): string | null => (plain ? encrypt(keys, plain) : null);
export const decryptOrNull = (keys: PiiKeys, sealed: string | null | undefined): string | null => (sealed ? decrypt(keys, sealed) : null);

/** The document's identity: its type and its number as normalised (upper case, no spaces). */
export const normaliseDocNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** Keyed HMAC-SHA256 of a document, hex; equal documents hash equally, nobody without the key can test a guess. */
export function documentHash(keys: PiiKeys, docType: number, docNumber: string): string {
  return createHmac('sha256', keys.hashing).update(`${docType}:${normaliseDocNumber(docNumber)}`).digest('hex');
}
