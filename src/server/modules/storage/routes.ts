/**
 * Uploads (SPEC.md §3, §7): the browser asks for a signed POST policy, then posts the file straight
 * to object storage. Which storage is configuration (STORAGE_DRIVER, storage/object-store.ts):
 *
 *   GET  /api/oss/sign?dir=   policy for one field's folder: {policy, signature, accessid, host, dir, expire, uploader[, fields, confirm]}
 *   GET  /api/v2/obs/sign     policy for general attachments (2 MB): the same shape
 *   GET  /api/oss/object/*?exp=&sig=   a recorded object (the local file, or a redirect to a presigned URL), only at
 *                             the expiring address an answer handed out (storage/object-urls.ts)
 *
 * Local driver: "object storage" is our own endpoint, which checks exactly what the real service
 * would (signature, expiry, key prefix, size range) and then what the screen's upload rule demands
 * (real type from the file's bytes, size, image ratio or dimensions).
 *   POST /api/oss/upload      multipart: key, policy, OSSAccessKeyId, signature, x:user, [x-oss-security-token], file
 *   GET  /api/oss/token       temporary credentials for SDK uploads: {accessid, access_secret, security_token, expire}
 *
 * S3 driver: the bucket checks the policy; the browser then names the key it uploaded, and the server
 * checks the object's first bytes against the rule before anyone can refer to it.
 *   POST /api/oss/confirm     {key, name, policy, signature} → the recorded object, or the refusal (object deleted)
 */
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Codes } from '../../../shared/codes';
import { uploads } from '../../db/schema';
import type { ModuleOptions } from '../../deps';
import { ApiError, ok } from '../../http/envelope';
import { nowSeconds } from '../../http/tokens';
import { callerOf } from '../../identity/request-caller';
import { admitUpload, tooLarge } from '../../storage/admit-upload';
import { createLocalObjectStore, isSafeKey, TooLargeError, type LocalObjectStore } from '../../storage/local-store';
import { createObjectUrls } from '../../storage/object-urls';
import { createS3ObjectStore, INCOMING, type S3ObjectStore } from '../../storage/s3-store';
import { GENERAL_RULE, liveUploadRules, UPLOAD_CEILING_BYTES, type NamedRule } from '../../storage/upload-rules';

const POLICY_TTL = 30 * 60;
const TOKEN_TTL = 15 * 60;
/** A confirm may arrive after the policy expired: the policy bounds when an upload starts, not ends. */
const CONFIRM_GRACE = 15 * 60;

/** The folders' rules as they stand now (staff may publish a screen's new upload rule at run time). */
type Rules = () => Map<string, NamedRule>;

export default async function storageRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db, config } = deps;
  const rules = liveUploadRules(config.schemasDir, (screen) => deps.screens.current(screen).descriptor, () => JSON.stringify(deps.screens.versions()));
  const store: LocalObjectStore | S3ObjectStore = config.storage?.driver === 's3'
    ? createS3ObjectStore(config.storage)
    : createLocalObjectStore(join(config.dataDir, 'uploads'), config.jwtSecret);
  const urls = createObjectUrls(config.jwtSecret);

  const policyFor = (request: FastifyRequest, rule: NamedRule) => {
    const { userId, prefix } = folderOfCaller(request);
    return store.createUploadPolicy({
      expire: nowSeconds() + POLICY_TTL, keyPrefix: `${prefix}${rule.dir}/`, minBytes: 1, maxBytes: rule.maxBytes, uploader: String(userId),
    });
  };

  app.get<{ Querystring: { dir: string } }>('/oss/sign', {
    schema: {
      summary: "Upload policy for one field's folder",
      tags: ['storage'],
      querystring: { type: 'object', required: ['dir'], properties: { dir: { type: 'string', pattern: '^[a-z0-9-]+$', maxLength: 60 } } },
    },
  }, async (request) => {
    const rule = rules().get(request.query.dir);
    if (!rule) throw new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.unknown_dir', { dir: request.query.dir });
    return ok(policyFor(request, rule));
  });

  app.get('/v2/obs/sign', {
    schema: { summary: 'Upload policy for general attachments (2 MB each)', tags: ['storage'] },
  }, async (request) => ok(policyFor(request, GENERAL_RULE)));

  if (store.driver === 'local') await localStorageRoutes(app, deps.db, store, rules);
  else s3ConfirmRoute(app, deps.db, store, rules);

  app.get<{ Params: { '*': string }; Querystring: { exp?: number; sig?: string } }>('/oss/object/*', {
    // The address itself is the permission (object-urls.ts): handed out only with the record, and expiring.
    config: { auth: 'public' },
    schema: {
      summary: 'A stored object, at the expiring address an answer handed out',
      tags: ['storage'],
      querystring: {
        type: 'object',
        properties: { exp: { type: 'integer', minimum: 0, maximum: 99_999_999_999 }, sig: { type: 'string', maxLength: 100 } },
      },
    },
  }, async (request, reply) => {
    const key = request.params['*'];
    const { exp, sig } = request.query;
    // Judged before the key is looked up: an address without a valid signature tells nothing about the key.
    const verdict = exp !== undefined && sig ? urls.check(key, exp, sig) : 'invalid';
    if (verdict !== 'ok') throw new ApiError(Codes.FORBIDDEN, null, `upload.error.link_${verdict}`);
    if (!isSafeKey(key)) throw new ApiError(Codes.NOT_FOUND);
    const [row] = await db.select().from(uploads).where(eq(uploads.key, key));
    const found = row ? await store.read(key, row) : null;
    if (!row || !found) throw new ApiError(Codes.NOT_FOUND);
    if ('redirect' in found) {
      return reply.header('cache-control', 'private, max-age=300').redirect(found.redirect, 302);
    }
    // Cached no longer than the address is valid.
    const maxAge = Math.max(0, Math.min(3600, exp! - nowSeconds()));
    return reply
      .type(row.mime)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.name)}`)
      .header('cache-control', `private, max-age=${maxAge}`)
      .send(found.stream);
  });
}

/** Whose folder the caller uploads to: its exhibitor's for a member, the account's own otherwise. */
function folderOfCaller(request: FastifyRequest): { userId: number; prefix: string } {
  const { userId, exhibitorId } = callerOf(request);
  return { userId, prefix: exhibitorId === null ? `users/${userId}/` : `exhibitors/${exhibitorId}/` };
}

/** exhibitors/<id>/<dir>/… or users/<id>/<dir>/…: the folder names the rule, the first two the owner. */
function folderOf(key: string, rules: Rules): { rule: NamedRule; exhibitorId: number | null } {
  const [scopeKind, scopeId, dir] = key.split('/');
  const rule = dir ? rules().get(dir) : undefined;
  if (!rule) throw new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.unknown_dir', { dir: dir ?? '' });
  return { rule, exhibitorId: scopeKind === 'exhibitors' ? Number(scopeId) : null };
}

/** The local driver's object storage service. */
async function localStorageRoutes(
  app: FastifyInstance,
  db: ModuleOptions['deps']['db'],
  store: LocalObjectStore,
  rules: Rules,
): Promise<void> {
  // Each policy carries its own rule's limit; the stream's is the most any rule may allow.
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 8 * 1024, fileSize: UPLOAD_CEILING_BYTES + 1 } });

  app.get('/oss/token', {
    schema: { summary: "Temporary credentials limited to the caller's folder", tags: ['storage'] },
  }, async (request) => {
    const { userId, prefix } = folderOfCaller(request);
    return ok(store.issueCredentials(userId, prefix, nowSeconds() + TOKEN_TTL));
  });

  app.post('/oss/upload', {
    config: { auth: 'public' },
    schema: { summary: 'Local object storage: receives a file posted with a signed policy', tags: ['storage'], consumes: ['multipart/form-data'] },
  }, async (request, reply) => {
    if (!request.isMultipart()) throw new ApiError(Codes.UNSUPPORTED_MEDIA_TYPE, null, 'upload.error.not_multipart');
    const fields: Record<string, string> = {};
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      // As on the real service, the file comes last: everything needed to judge it is known now.
      const file = part;
      const refuse = (error: ApiError): never => {
        file.file.resume();
        throw error;
      };
      const key = fields.key ?? '';
      const terms = store.readUploadPolicy(fields);
      if (terms === 'outside') return refuse(new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.key'));
      if (typeof terms === 'string') return refuse(new ApiError(Codes.INVALID_REQUEST, null, `upload.error.policy_${terms}`));
      if (fields['x:user'] !== terms.uploader) refuse(new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.policy_signature'));
      if (!isSafeKey(key) || !key.startsWith(terms.keyPrefix) || key === terms.keyPrefix) refuse(new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.key'));
      let folder;
      try {
        folder = folderOf(key, rules);
      } catch (error) {
        return refuse(error as ApiError);
      }
      const limit = Math.min(terms.maxBytes, folder.rule.maxBytes);

      let received;
      try {
        received = await store.files.receive(file.file, limit);
      } catch (error) {
        if (error instanceof TooLargeError || file.file.truncated) throw tooLarge(limit);
        throw error;
      }
      if (file.file.truncated) {
        await store.files.discard(received.tempPath);
        throw tooLarge(limit);
      }
      const stored = await admitUpload(db, await store.staged(received, key), {
        key, name: file.filename, rule: folder.rule, userId: Number(terms.uploader), exhibitorId: folder.exhibitorId,
        minBytes: terms.minBytes, maxBytes: limit,
      });
      return reply.send(ok(stored));
    }
    throw new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.no_file');
  });
}

/** The S3 driver's second half of an upload: the browser names the key it posted to the bucket. */
function s3ConfirmRoute(app: FastifyInstance, db: ModuleOptions['deps']['db'], store: S3ObjectStore, rules: Rules): void {
  app.post<{ Body: { key: string; name?: string; policy: string; signature: string } }>('/oss/confirm', {
    // The policy the browser was given is its authorisation here, as it was at the bucket.
    config: { auth: 'public' },
    schema: {
      summary: 'S3 storage: check an object the browser uploaded with a policy and record it',
      tags: ['storage'],
      body: {
        type: 'object',
        required: ['key', 'policy', 'signature'],
        additionalProperties: false,
        properties: {
          key: { type: 'string', minLength: 1, maxLength: 600 },
          name: { type: 'string', maxLength: 1000 },
          policy: { type: 'string', minLength: 1, maxLength: 8192 },
          signature: { type: 'string', minLength: 1, maxLength: 128 },
        },
      },
    },
  }, async (request) => {
    const { key: uploadKey, name = '', policy, signature } = request.body;
    const terms = store.readUploadPolicy(policy, signature, Date.now() - CONFIRM_GRACE * 1000);
    if (typeof terms === 'string') throw new ApiError(Codes.INVALID_REQUEST, null, `upload.error.policy_${terms}`);
    if (!isSafeKey(uploadKey) || !uploadKey.startsWith(terms.keyPrefix) || uploadKey === terms.keyPrefix || !terms.keyPrefix.startsWith(INCOMING)) {
      throw new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.key');
    }
    const key = uploadKey.slice(INCOMING.length);
    const { rule, exhibitorId } = folderOf(key, rules);
    const staged = await store.staged(uploadKey, key);
    if (!staged) throw new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.no_file');
    // Another member of the same folder posted this one: not this policy's to confirm (nor to delete).
    if (staged.uploader !== terms.uploader) throw new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.policy_signature');
    return ok(await admitUpload(db, staged, {
      key, name, rule, userId: Number(terms.uploader), exhibitorId,
      minBytes: terms.minBytes, maxBytes: Math.min(terms.maxBytes, rule.maxBytes),
    }));
  });
}
