/**
 * S3 browser-upload POST policies (AWS Signature Version 4). Signing one is not a signed request, only
 * an HMAC-SHA256 of the base64 policy with the SigV4 signing key, so it is written here rather than
 * taken from a library: the same few lines also verify a policy when the browser comes back to confirm
 * its upload, which no S3 library offers. Checked against the example AWS publishes for this
 * ("Example: Browser-Based Upload using HTTP POST (Using AWS Signature Version 4)").
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PolicyProblem, PolicyTerms } from './policy';

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** The SigV4 signing key of a day, region and service. */
export function signingKey(secretAccessKey: string, day: string, region: string, service = 's3'): Buffer {
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), service), 'aws4_request');
}

export const signPostPolicy = (policy: string, secretAccessKey: string, day: string, region: string): string =>
  createHmac('sha256', signingKey(secretAccessKey, day, region)).update(policy, 'utf8').digest('hex');

/** 20260101T120000Z */
export const amzDate = (date: Date): string => date.toISOString().replace(/[-:]|\.\d{3}/g, '');

export interface SignedPostPolicy {
  policy: string;
  signature: string;
  /** Every form field the browser must post besides `key` and the file, signature included. */
  fields: Record<string, string>;
}

/**
 * A policy for one caller: keys under `keyPrefix`, a size range, the uploader stamped on the object
 * as x-amz-meta-user, valid until `expire`.
 */
export function createPostPolicy(terms: PolicyTerms, bucket: string, credentials: S3Credentials, now = new Date()): SignedPostPolicy {
  const date = amzDate(now);
  const credential = `${credentials.accessKeyId}/${date.slice(0, 8)}/${credentials.region}/s3/aws4_request`;
  const signed = {
    'x-amz-algorithm': 'AWS4-HMAC-SHA256',
    'x-amz-credential': credential,
    'x-amz-date': date,
    'x-amz-meta-user': terms.uploader,
  };
  const document = {
    expiration: new Date(terms.expire * 1000).toISOString(),
    conditions: [
      { bucket },
      ['starts-with', '$key', terms.keyPrefix],
      ['content-length-range', terms.minBytes, terms.maxBytes],
      ...Object.entries(signed).map(([name, value]) => ({ [name]: value })),
    ],
  };
  const policy = Buffer.from(JSON.stringify(document)).toString('base64');
  const signature = signPostPolicy(policy, credentials.secretAccessKey, date.slice(0, 8), credentials.region);
  return { policy, signature, fields: { policy, ...signed, 'x-amz-signature': signature } };
}

type Condition = Record<string, unknown> | unknown[];

/** The value an exact-match condition gives a field: {"name": v} or ["eq", "$name", v]. */
function exact(conditions: Condition[], name: string): unknown {
  for (const condition of conditions) {
    if (Array.isArray(condition)) {
      if (condition[0] === 'eq' && condition[1] === `$${name}`) return condition[2];
    } else if (name in condition) {
      return condition[name];
    }
  }
  return undefined;
}

/**
 * The terms of a policy this server signed with these credentials and not expired at `now`, or what
 * is wrong with it. Used when the browser confirms its upload: the policy it was given is its only
 * authorisation, exactly as it was for the bucket.
 */
export function readPostPolicy(policy: string, signature: string, credentials: S3Credentials, now = Date.now()): PolicyTerms | PolicyProblem {
  let document: { expiration?: unknown; conditions?: unknown };
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as typeof document;
  } catch {
    return 'malformed';
  }
  if (!document || !Array.isArray(document.conditions)) return 'malformed';
  const conditions = document.conditions.filter((c): c is Condition => typeof c === 'object' && c !== null);
  const credential = exact(conditions, 'x-amz-credential');
  if (typeof credential !== 'string') return 'malformed';
  const [accessKeyId, day = '', region, service, terminator] = credential.split('/');
  if (accessKeyId !== credentials.accessKeyId || region !== credentials.region || service !== 's3' || terminator !== 'aws4_request') return 'signature';
  const expected = Buffer.from(signPostPolicy(policy, credentials.secretAccessKey, day, credentials.region));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'signature';

  const expire = Math.floor(Date.parse(String(document.expiration)) / 1000);
  const prefix = conditions.find((c): c is [string, string, string] => Array.isArray(c) && c[0] === 'starts-with' && c[1] === '$key');
  const range = conditions.find((c): c is [string, number, number] => Array.isArray(c) && c[0] === 'content-length-range');
  const uploader = exact(conditions, 'x-amz-meta-user');
  if (!Number.isFinite(expire) || !prefix || typeof prefix[2] !== 'string' || !range || typeof uploader !== 'string') return 'malformed';
  if (expire * 1000 < now) return 'expired';
  return { expire, keyPrefix: prefix[2], minBytes: Number(range[1]), maxBytes: Number(range[2]), uploader };
}
