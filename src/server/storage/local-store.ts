/**
 * The local object store: files under DATA_DIR/uploads/<key>, written to a temporary name first and
 * moved into place only once they passed every check, so a refused upload leaves nothing behind.
 * Its policies and temporary credentials are OSS-style (policy.ts), signed with a key derived from
 * the token secret; POST /api/oss/upload (modules/storage) is the service that checks them.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HEAD_BYTES, type ObjectStore, type StagedUpload, type UploadGrant, type UploadPolicy } from './object-store';
import { createPolicy, readPolicy, type PolicyProblem, type PolicyTerms } from './policy';

export class TooLargeError extends Error {}

/** Keys are plain paths: no "..", no absolute paths, no odd characters. */
export const isSafeKey = (key: string): boolean =>
  /^[A-Za-z0-9][A-Za-z0-9._/-]{0,499}$/.test(key) && !key.split('/').some((part) => part === '..' || part === '.' || part === '');

export function createLocalStore(root: string) {
  const pathOf = (key: string): string => {
    const path = resolve(root, key);
    if (!path.startsWith(resolve(root) + sep)) throw new Error('key outside the store');
    return path;
  };

  return {
    pathOf,

    /** Streams into a temporary file, failing with TooLargeError past `maxBytes`. */
    async receive(stream: Readable, maxBytes: number): Promise<{ tempPath: string; size: number }> {
      const tempDir = join(root, '.incoming');
      await mkdir(tempDir, { recursive: true });
      const tempPath = join(tempDir, randomBytes(12).toString('hex'));
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(size > maxBytes ? new TooLargeError() : null, chunk);
        },
      });
      try {
        await pipeline(stream, counter, createWriteStream(tempPath));
      } catch (error) {
        await rm(tempPath, { force: true });
        // Drain what the client still sends, so it reads our answer instead of a reset connection.
        stream.resume();
        throw error;
      }
      return { tempPath, size };
    },

    /** The first bytes of a file, enough to recognise its type and read an image header. */
    async head(path: string, bytes = 256 * 1024): Promise<Buffer> {
      const handle = await open(path, 'r');
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    async keep(tempPath: string, key: string): Promise<void> {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      await rename(tempPath, target);
    },

    discard: (tempPath: string) => rm(tempPath, { force: true }),
  };
}

export type LocalStore = ReturnType<typeof createLocalStore>;

export const LOCAL_ACCESS_ID = 'local';

/** What is wrong with a posted policy: as OSS says it, or a temporary credential used outside its folder. */
export type LocalPolicyProblem = PolicyProblem | 'outside';

export interface TemporaryCredentials {
  accessid: string;
  access_secret: string;
  security_token: string;
  expire: number;
}

export interface LocalObjectStore extends ObjectStore {
  readonly driver: 'local';
  readonly files: LocalStore;
  /** Temporary credentials that can sign policies for keys under `prefix` only (GET /api/oss/token). */
  issueCredentials(userId: number, prefix: string, expire: number): TemporaryCredentials;
  /** The policy fields a browser posted (policy, signature, OSSAccessKeyId, x-oss-security-token), checked as OSS checks them. */
  readUploadPolicy(fields: Record<string, string>, now?: number): PolicyTerms | LocalPolicyProblem;
  /** A received file (LocalStore.receive) that becomes `key` if admitted. */
  staged(received: { tempPath: string; size: number }, key: string): Promise<StagedUpload>;
}

export function createLocalObjectStore(root: string, tokenSecret: string): LocalObjectStore {
  const files = createLocalStore(root);
  // The storage key is derived from the token secret: one secret to manage, separate uses.
  const master = createHmac('sha256', tokenSecret).update('object-storage').digest('base64url');
  const tempSecret = (accessId: string) => createHmac('sha256', master).update(`secret:${accessId}`).digest('base64url');
  const securityToken = (accessId: string) => createHmac('sha256', master).update(`token:${accessId}`).digest('base64url');

  /** The secret the policy must be signed with, and the folder the key must stay in. */
  function credentials(accessId: string, token: string | undefined, now: number): { secret: string; scope: string | null } | PolicyProblem {
    if (accessId === LOCAL_ACCESS_ID) return { secret: master, scope: null };
    if (!accessId.startsWith('STS.') || !token) return 'signature';
    const expected = Buffer.from(securityToken(accessId));
    const given = Buffer.from(token);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'signature';
    const claims = JSON.parse(Buffer.from(accessId.slice(4), 'base64url').toString('utf8')) as { p: string; e: number };
    if (claims.e < Math.floor(now / 1000)) return 'expired';
    return { secret: tempSecret(accessId), scope: claims.p };
  }

  return {
    driver: 'local',
    files,

    createUploadPolicy(grant: UploadGrant): UploadPolicy {
      const { policy, signature } = createPolicy(grant, master);
      return { policy, signature, accessid: LOCAL_ACCESS_ID, host: '/api/oss/upload', dir: grant.keyPrefix, expire: grant.expire, uploader: grant.uploader };
    },

    issueCredentials(userId, prefix, expire) {
      const accessid = `STS.${Buffer.from(JSON.stringify({ u: userId, p: prefix, e: expire, n: randomBytes(6).toString('hex') })).toString('base64url')}`;
      return { accessid, access_secret: tempSecret(accessid), security_token: securityToken(accessid), expire };
    },

    readUploadPolicy(fields, now = Date.now()) {
      try {
        const found = credentials(fields.OSSAccessKeyId ?? '', fields['x-oss-security-token'], now);
        if (typeof found === 'string') return found;
        const terms = readPolicy(fields.policy ?? '', fields.signature ?? '', found.secret, now);
        if (typeof terms === 'string') return terms;
        return found.scope && !terms.keyPrefix.startsWith(found.scope) ? 'outside' : terms;
      } catch {
        return 'malformed';
      }
    },

    async staged({ tempPath, size }, key) {
      return {
        size,
        head: await files.head(tempPath, HEAD_BYTES),
        keep: () => files.keep(tempPath, key),
        discard: () => files.discard(tempPath),
      };
    },

    async read(key) {
      const path = files.pathOf(key);
      return existsSync(path) ? { stream: createReadStream(path) } : null;
    },
  };
}
