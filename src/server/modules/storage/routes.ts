/**
 * Uploads (SPEC.md §3, §7): the browser asks for a signed POST policy, then posts the file straight
 * to object storage. With the local driver "object storage" is POST /api/oss/upload, which checks
 * exactly what the real service would (signature, expiry, key prefix, size range) and then what the
 * screen's upload rule demands (real type from the file's bytes, size, image ratio or dimensions).
 *
 *   GET  /api/oss/sign?dir=   policy for one field's folder: {policy, signature, accessid, host, dir, expire}
 *   GET  /api/oss/token       temporary credentials for SDK uploads: {accessid, access_secret, security_token, expire}
 *   GET  /api/v2/obs/sign     policy for general attachments (2 MB): {…, host}
 *   POST /api/oss/upload      multipart: key, policy, OSSAccessKeyId, signature, x:user, [x-oss-security-token], file
 *   GET  /api/oss/object/*    a stored object
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Codes } from '../../../shared/codes';
import type { UploadedObject } from '../../../shared/descriptor';
import { uploads } from '../../db/schema';
import type { ModuleOptions } from '../../deps';
import { sessionUserId } from '../../http/auth';
import { ApiError, ok } from '../../http/envelope';
import { checkRule, inspectFile } from '../../storage/inspect';
import { createLocalStore, isSafeKey, TooLargeError } from '../../storage/local-store';
import { createPolicy, readPolicy } from '../../storage/policy';
import { GENERAL_RULE, loadUploadRules, type NamedRule } from '../../storage/upload-rules';
import { nowSeconds } from '../../http/tokens';
import { findMembership } from '../user/queries';

const POLICY_TTL = 30 * 60;
const TOKEN_TTL = 15 * 60;
const LOCAL_ACCESS_ID = 'local';


const objectUrl = (key: string): string => `/api/oss/object/${key}`;

export default async function storageRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db, config } = deps;
  const rules = loadUploadRules(config.schemasDir);
  const largest = Math.max(...[...rules.values()].map((rule) => rule.maxBytes));
  const store = createLocalStore(join(config.dataDir, 'uploads'));
  // The storage key is derived from the token secret: one secret to manage, separate uses.
  const master = createHmac('sha256', config.jwtSecret).update('object-storage').digest('base64url');
  const tempSecret = (accessId: string) => createHmac('sha256', master).update(`secret:${accessId}`).digest('base64url');
  const securityToken = (accessId: string) => createHmac('sha256', master).update(`token:${accessId}`).digest('base64url');

  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 8 * 1024, fileSize: largest + 1 } });

  /** Whose folder: the exhibitor's for its members, the account's own otherwise. */
  const scopeOf = async (userId: number): Promise<{ prefix: string; exhibitorId: number | null }> => {
    const membership = await findMembership(db, userId);
    return membership
      ? { prefix: `exhibitors/${membership.exhibitorId}/`, exhibitorId: membership.exhibitorId }
      : { prefix: `users/${userId}/`, exhibitorId: null };
  };

  const policyFor = async (request: FastifyRequest, rule: NamedRule) => {
    const userId = sessionUserId(request);
    const { prefix } = await scopeOf(userId);
    const expire = nowSeconds() + POLICY_TTL;
    const keyPrefix = `${prefix}${rule.dir}/`;
    const { policy, signature } = createPolicy({ expire, keyPrefix, minBytes: 1, maxBytes: rule.maxBytes, uploader: String(userId) }, master);
    return { policy, signature, accessid: LOCAL_ACCESS_ID, host: '/api/oss/upload', dir: keyPrefix, expire, uploader: String(userId) };
  };

  app.get<{ Querystring: { dir: string } }>('/oss/sign', {
    schema: {
      summary: "Upload policy for one field's folder",
      tags: ['storage'],
      querystring: { type: 'object', required: ['dir'], properties: { dir: { type: 'string', pattern: '^[a-z0-9-]+$', maxLength: 60 } } },
    },
  }, async (request) => {
    const rule = rules.get(request.query.dir);
    if (!rule) throw new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.unknown_dir', { dir: request.query.dir });
    return ok(await policyFor(request, rule));
  });

  app.get('/v2/obs/sign', {
    schema: { summary: 'Upload policy for general attachments (2 MB each)', tags: ['storage'] },
  }, async (request) => ok(await policyFor(request, GENERAL_RULE)));

  app.get('/oss/token', {
    schema: { summary: "Temporary credentials limited to the caller's folder", tags: ['storage'] },
  }, async (request) => {
    const userId = sessionUserId(request);
    const { prefix } = await scopeOf(userId);
    const expire = nowSeconds() + TOKEN_TTL;
    const accessid = `STS.${Buffer.from(JSON.stringify({ u: userId, p: prefix, e: expire, n: randomBytes(6).toString('hex') })).toString('base64url')}`;
    return ok({ accessid, access_secret: tempSecret(accessid), security_token: securityToken(accessid), expire });
  });

  /** The secret the policy must be signed with, and the folder the key must stay in. */
  function credentials(accessId: string, token: string | undefined): { secret: string; scope: string | null } {
    if (accessId === LOCAL_ACCESS_ID) return { secret: master, scope: null };
    if (!accessId.startsWith('STS.') || !token) throw new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.policy_signature');
    const expected = Buffer.from(securityToken(accessId));
    const given = Buffer.from(token);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.policy_signature');
    const claims = JSON.parse(Buffer.from(accessId.slice(4), 'base64url').toString('utf8')) as { p: string; e: number };
    if (claims.e < nowSeconds()) throw new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.policy_expired');
    return { secret: tempSecret(accessId), scope: claims.p };
  }

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
      const refuse = (error: ApiError) => {
        file.file.resume();
        throw error;
      };
      const { key = '', policy = '', signature = '', OSSAccessKeyId: accessId = '' } = fields;
      let terms;
      try {
        const { secret, scope } = credentials(accessId, fields['x-oss-security-token']);
        terms = readPolicy(policy, signature, secret);
        if (typeof terms === 'string') refuse(new ApiError(Codes.INVALID_REQUEST, null, `upload.error.policy_${terms}`));
        else if (scope && !terms.keyPrefix.startsWith(scope)) refuse(new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.key'));
      } catch (error) {
        if (error instanceof ApiError) refuse(error);
        refuse(new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.policy_malformed'));
      }
      if (!terms || typeof terms === 'string') return refuse(new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.policy_malformed'));
      if (fields['x:user'] !== terms.uploader) refuse(new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.policy_signature'));
      if (!isSafeKey(key) || !key.startsWith(terms.keyPrefix) || key === terms.keyPrefix) refuse(new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.key'));

      // exhibitors/<id>/<dir>/… or users/<id>/<dir>/…: the folder names the rule.
      const [scopeKind, scopeId, dir] = key.split('/');
      const rule = dir ? rules.get(dir) : undefined;
      if (!rule) return refuse(new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.unknown_dir', { dir: dir ?? '' }));
      const limit = Math.min(terms.maxBytes, rule.maxBytes);

      let received;
      try {
        received = await store.receive(file.file, limit);
      } catch (error) {
        if (error instanceof TooLargeError || file.file.truncated) {
          throw new ApiError(Codes.PAYLOAD_TOO_LARGE, null, 'upload.error.size', { max: Math.round((limit / 1024 / 1024) * 10) / 10 });
        }
        throw error;
      }
      if (file.file.truncated) {
        await store.discard(received.tempPath);
        throw new ApiError(Codes.PAYLOAD_TOO_LARGE, null, 'upload.error.size', { max: Math.round((limit / 1024 / 1024) * 10) / 10 });
      }
      if (received.size < terms.minBytes) {
        await store.discard(received.tempPath);
        throw new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.empty');
      }
      const inspected = await inspectFile(await store.head(received.tempPath));
      const breach = checkRule(rule, inspected, received.size);
      if (breach || !inspected) {
        await store.discard(received.tempPath);
        throw new ApiError(Codes.INVALID_REQUEST, null, breach?.message ?? 'upload.error.type', breach?.values ?? {});
      }
      await store.keep(received.tempPath, key);

      const name = (file.filename || key.split('/').at(-1) || 'file').slice(0, 255);
      const row = {
        key, name, dir: rule.dir, mime: inspected.mime, size: received.size,
        width: inspected.width ?? null, height: inspected.height ?? null,
        userId: Number(terms.uploader),
        exhibitorId: scopeKind === 'exhibitors' ? Number(scopeId) : null,
      };
      await db.insert(uploads).values(row).onConflictDoUpdate({ target: uploads.key, set: row });
      const stored: UploadedObject = {
        key, url: objectUrl(key), name, mime: inspected.mime, size: received.size,
        ...(inspected.width ? { width: inspected.width, height: inspected.height } : {}),
      };
      return reply.send(ok(stored));
    }
    throw new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.no_file');
  });

  app.get<{ Params: { '*': string } }>('/oss/object/*', {
    config: { auth: 'public' },
    schema: { summary: 'A stored object', tags: ['storage'] },
  }, async (request, reply) => {
    const key = request.params['*'];
    if (!isSafeKey(key)) throw new ApiError(Codes.NOT_FOUND);
    const [row] = await db.select().from(uploads).where(eq(uploads.key, key));
    const path = row ? store.pathOf(key) : '';
    if (!row || !existsSync(path)) throw new ApiError(Codes.NOT_FOUND);
    return reply
      .type(row.mime)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.name)}`)
      .header('cache-control', 'private, max-age=3600')
      .send(createReadStream(path));
  });
}
