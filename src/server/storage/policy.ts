/**
 * Object-storage POST policies, as OSS defines them: a base64 JSON document of an expiry and
 * conditions, signed with HMAC-SHA1 of the access secret. The browser posts the file with the policy
 * and the signature; whoever stores the file (the local driver here, or the real service) checks
 * both, the key prefix and the size range. Nothing else authorises an upload.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PolicyTerms {
  /** Unix seconds. */
  expire: number;
  /** Every key must start with this. */
  keyPrefix: string;
  minBytes: number;
  maxBytes: number;
  /** Who may use the policy (the form field `x:user` must equal it). */
  uploader: string;
}

interface PolicyDocument {
  expiration: string;
  conditions: unknown[];
}

export const signPolicy = (policy: string, secret: string): string =>
  createHmac('sha1', secret).update(policy).digest('base64');

export function createPolicy(terms: PolicyTerms, secret: string): { policy: string; signature: string } {
  const document: PolicyDocument = {
    expiration: new Date(terms.expire * 1000).toISOString(),
    conditions: [
      ['starts-with', '$key', terms.keyPrefix],
      ['content-length-range', terms.minBytes, terms.maxBytes],
      ['eq', '$x:user', terms.uploader],
    ],
  };
  const policy = Buffer.from(JSON.stringify(document)).toString('base64');
  return { policy, signature: signPolicy(policy, secret) };
}

export type PolicyProblem = 'signature' | 'expired' | 'malformed';

/** The terms of a genuine, unexpired policy, or what is wrong with it. */
export function readPolicy(policy: string, signature: string, secret: string, now = Date.now()): PolicyTerms | PolicyProblem {
  const expected = Buffer.from(signPolicy(policy, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'signature';
  let document: PolicyDocument;
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as PolicyDocument;
  } catch {
    return 'malformed';
  }
  const expire = Math.floor(Date.parse(document.expiration) / 1000);
  const prefix = document.conditions.find((c): c is [string, string, string] => Array.isArray(c) && c[0] === 'starts-with' && c[1] === '$key');
  const range = document.conditions.find((c): c is [string, number, number] => Array.isArray(c) && c[0] === 'content-length-range');
  const uploader = document.conditions.find((c): c is [string, string, string] => Array.isArray(c) && c[0] === 'eq' && c[1] === '$x:user');
  if (!Number.isFinite(expire) || !prefix || !range || !uploader) return 'malformed';
  if (expire * 1000 < now) return 'expired';
  return { expire, keyPrefix: prefix[2], minBytes: range[1], maxBytes: range[2], uploader: uploader[2] };
}
