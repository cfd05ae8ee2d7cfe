/**
 * The S3-compatible driver (AWS S3, MinIO, Ceph RGW, R2, and OSS/OBS through their S3 APIs).
 *
 * The browser posts to the bucket with a SigV4 POST policy (s3-post-policy.ts) limited to the caller's
 * folder under `incoming/`, a size range and the uploader (x-amz-meta-user). The bucket cannot tell an
 * SVG from a PNG, so nothing under `incoming/` is trusted: on confirm the server reads the object's
 * first bytes with a signed Range GET, judges them (admitUpload), and either deletes the object or
 * copies it (only if its ETag is still the one it judged) to its final key outside `incoming/`, where no
 * policy lets a browser write. Readers get a short-lived presigned GET. Requests are signed with
 * aws4fetch (one small file, no dependencies).
 *
 * The bucket needs CORS allowing POST from the portal's origin; a lifecycle rule expiring `incoming/`
 * after a day removes uploads that were never confirmed.
 */
import { AwsClient } from 'aws4fetch';
import type { StorageConfig } from '../config';
import { HEAD_BYTES, type ObjectStore, type StagedUpload, type UploadGrant, type UploadPolicy } from './object-store';
import type { PolicyProblem, PolicyTerms } from './policy';
import { amzDate, createPostPolicy, readPostPolicy } from './s3-post-policy';

/** The browser-writable area: keys the policies allow start with it; admitted objects lose it. */
export const INCOMING = 'incoming/';
/** Lifetime of the presigned URL a reader is redirected to. */
export const READ_URL_TTL = 10 * 60;

export interface S3StagedUpload extends StagedUpload {
  /** x-amz-meta-user of the object: the uploader named by the policy it was posted with. */
  uploader: string | null;
}

export interface S3ObjectStore extends ObjectStore {
  readonly driver: 's3';
  /** The policy a browser was given, verified with this store's secret. */
  readUploadPolicy(policy: string, signature: string, now?: number): PolicyTerms | PolicyProblem;
  /** The object a browser posted at `uploadKey`, to become `key` if admitted; null when there is none. */
  staged(uploadKey: string, key: string): Promise<S3StagedUpload | null>;
  /** A presigned GET of `key`, valid for `seconds`; `query` adds response-* overrides. */
  presignedUrl(key: string, seconds: number, query?: Record<string, string>): Promise<string>;
}

/** https://bucket.host (virtual-hosted) or https://host/bucket (path-style). */
export function bucketUrl(settings: Pick<StorageConfig, 'endpoint' | 'region' | 'bucket' | 'forcePathStyle'>): string {
  const base = new URL(settings.endpoint || `https://s3.${settings.region}.amazonaws.com`);
  const path = base.pathname.replace(/\/+$/, '');
  return settings.forcePathStyle
    ? `${base.origin}${path}/${settings.bucket}`
    : `${base.protocol}//${settings.bucket}.${base.host}${path}`;
}

const encodeKey = (key: string): string => key.split('/').map(encodeURIComponent).join('/');

/** A download name S3-compatible services all sign alike: ASCII letters, digits, dot, dash, underscore. */
const plainName = (name: string): string => name.replace(/[^A-Za-z0-9._-]/g, '_').slice(-100) || 'file';

async function readAtMost(response: Response, limit: number): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  while (length < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
  }
  await reader.cancel().catch(() => {});
  return Buffer.concat(chunks).subarray(0, limit);
}

async function failure(action: string, key: string, response: Response): Promise<Error> {
  const body = await response.text().catch(() => '');
  const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1] ?? '';
  return new Error(`object storage: ${action} ${key} failed: HTTP ${response.status} ${code}`.trim());
}

export function createS3ObjectStore(settings: StorageConfig, now: () => Date = () => new Date()): S3ObjectStore {
  const { bucket, accessKeyId, secretAccessKey, region } = settings;
  const credentials = { accessKeyId, secretAccessKey, region };
  const host = bucketUrl(settings);
  const urlOf = (key: string): string => `${host}/${encodeKey(key)}`;
  const client = new AwsClient({ accessKeyId, secretAccessKey, region, service: 's3', retries: 2 });
  const send = (key: string, init: RequestInit = {}) => client.fetch(urlOf(key), { ...init, aws: { datetime: amzDate(now()) } });

  async function remove(key: string): Promise<void> {
    const response = await send(key, { method: 'DELETE' });
    if (!response.ok && response.status !== 404) throw await failure('DELETE', key, response);
    await response.body?.cancel();
  }

  /** Server-side copy, refused by the service if the source changed since it was judged. */
  async function copy(from: string, to: string, etag: string | null): Promise<void> {
    const headers: Record<string, string> = { 'x-amz-copy-source': `/${bucket}/${encodeKey(from)}`, 'x-amz-metadata-directive': 'COPY' };
    if (etag) headers['x-amz-copy-source-if-match'] = etag;
    const response = await send(to, { method: 'PUT', headers });
    // A copy can fail after its 200 has been sent; the error is then in the body.
    const body = await response.text();
    if (!response.ok || body.includes('<Error>')) throw await failure('COPY to', to, new Response(body, { status: response.ok ? 500 : response.status }));
  }

  async function presignedUrl(key: string, seconds: number, query: Record<string, string> = {}): Promise<string> {
    const url = new URL(urlOf(key));
    url.searchParams.set('X-Amz-Expires', String(seconds));
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const signed = await client.sign(url, { method: 'GET', aws: { signQuery: true, datetime: amzDate(now()) } });
    return signed.url;
  }

  return {
    driver: 's3',

    createUploadPolicy(grant: UploadGrant): UploadPolicy {
      const keyPrefix = `${INCOMING}${grant.keyPrefix}`;
      const { policy, signature, fields } = createPostPolicy({ ...grant, keyPrefix }, bucket, credentials, now());
      return {
        policy, signature, accessid: accessKeyId, host, dir: keyPrefix, expire: grant.expire, uploader: grant.uploader,
        fields, confirm: '/api/oss/confirm',
      };
    },

    readUploadPolicy: (policy, signature, at = now().getTime()) => readPostPolicy(policy, signature, credentials, at),

    async staged(uploadKey, key) {
      const response = await send(uploadKey, { headers: { range: `bytes=0-${HEAD_BYTES - 1}` } });
      let size: number;
      let head: Buffer;
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      } else if (response.status === 416) {
        // Only an empty object has no byte 0.
        await response.body?.cancel();
        size = 0;
        head = Buffer.alloc(0);
      } else if (response.status === 206 || response.status === 200) {
        const total = response.status === 206
          ? /\/(\d+)\s*$/.exec(response.headers.get('content-range') ?? '')?.[1]
          : response.headers.get('content-length');
        head = await readAtMost(response, HEAD_BYTES);
        size = Number(total ?? NaN);
        if (!Number.isSafeInteger(size)) throw new Error(`object storage: GET ${uploadKey} gave no object size`);
      } else {
        throw await failure('GET', uploadKey, response);
      }
      const etag = response.headers.get('etag');
      return {
        size, head,
        uploader: response.headers.get('x-amz-meta-user'),
        async keep() {
          await copy(uploadKey, key, etag);
          await remove(uploadKey);
        },
        discard: () => remove(uploadKey),
      };
    },

    presignedUrl,

    async read(key, meta) {
      return {
        redirect: await presignedUrl(key, READ_URL_TTL, {
          'response-content-type': meta.mime,
          'response-content-disposition': `inline; filename="${plainName(meta.name)}"`,
        }),
      };
    },
  };
}
