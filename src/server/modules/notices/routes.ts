/**
 * Notices (SPEC.md §2 /notice, §3 "notice list", §7): the organiser's pre-show must-read and
 * booth-build materials, with files every exhibitor downloads.
 *
 *   GET    /api/v4/expo/notice?kind=&page=&limit=         data.{list, total} (hasNotice counts them)
 *   GET    /api/v4/expo/notice/:id                        one notice
 *   GET    /api/v4/expo/notice/:id/attachments/:index     the file itself (Content-Disposition: attachment)
 *
 * Organiser staff publish them (route config role 'organiser'):
 *   POST   /api/organiser/notices                         JSON {kind, title, title_en, content, content_en} (schemas/notice.json)
 *   POST   /api/organiser/notices/:id/attachments         multipart, one file (≤ 20 MB) in any field
 *   PUT    /api/organiser/notices/:id/attachments/:index  { name_en }: the file's English name
 *   PUT    /api/organiser/notices/:id/keywords            { keyword_ids }: its tags, keywords of the official accounts
 *   DELETE /api/organiser/notices/:id                     the notice and its files
 *
 * Notice files live on this server's disk (notice-files.ts), not in the object store: every
 * account may read them, and they are few.
 */
import multipart from '@fastify/multipart';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { NOTICE_SCREEN, type NoticeInput, type NoticeKind } from '../../../shared/api';
import { Codes } from '../../../shared/codes';
import { notices } from '../../db/schema';
import type { ModuleOptions } from '../../deps';
import { ApiError, FieldError, ok } from '../../http/envelope';
import { NOTICE_MAX_KEYWORDS } from '../../../shared/official';
import { keywordsById } from '../official/queries';
import { requestLocale } from '../../http/i18n';
import { loadScreen } from '../../screens/registry';
import {
  attachmentDisposition, attachmentName, englishName, FileTooLargeError, openFile, removeFiles, removeStoredFile, saveFile, type StoredAttachment,
} from '../../files/shelf-files';
import { NOTICE_FILE_MAX_BYTES, NOTICE_MAX_FILES } from '../../../shared/api';
import { noticeOut, noticesOut, storedAttachments } from './notice-records';
import { repeatedIds } from '../../http/schema-parts';
import { StaffPermission } from '../../../shared/staff';
import { staffOnly } from '../../http/access';

const KINDS: NoticeKind[] = ['requiredReading', 'exhibitionRelatedMaterials'];

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

const fileParams = {
  type: 'object',
  required: ['id', 'index'],
  properties: { ...idParams.properties, index: { type: 'integer', minimum: 0, maximum: 1000 } },
} as const;

const notFound = (): ApiError => new ApiError(Codes.NOT_FOUND, null, 'notice.error.not_found');

export default async function noticeRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db, config } = deps;
  const noticeBody = loadScreen(config.schemasDir, NOTICE_SCREEN).bodySchema;
  // Only this module's scope parses multipart; the busboy limit sits one byte above ours so that
  // our own check (with its message) is the one that trips.
  await app.register(multipart, { limits: { files: 1, fields: 5, parts: 6, fieldSize: 1024, fileSize: NOTICE_FILE_MAX_BYTES + 1 } });

  const findNotice = async (id: number) => {
    const [row] = await db.select().from(notices).where(eq(notices.id, id));
    return row;
  };

  app.get<{ Querystring: { kind?: NoticeKind; page: number; limit: number } }>('/v4/expo/notice', {
    schema: {
      summary: 'Notices of the organiser, newest first (data.list; the client counts them as hasNotice)',
      tags: ['notices'],
      querystring: {
        type: 'object',
        properties: {
          kind: { type: 'string', enum: KINDS },
          page: { type: 'integer', minimum: 1, default: 1 },
          limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
        },
      },
    },
  }, async (request) => {
    const { kind, page, limit } = request.query;
    const where = kind ? eq(notices.kind, kind) : undefined;
    const [rows, [total]] = await Promise.all([
      db.select().from(notices).where(where).orderBy(desc(notices.publishedAt), desc(notices.id))
        .limit(limit).offset((page - 1) * limit),
      db.select({ value: count() }).from(notices).where(where),
    ]);
    return ok({ list: await noticesOut(db, rows), total: total?.value ?? 0 });
  });

  app.get<{ Params: { id: number } }>('/v4/expo/notice/:id', {
    schema: { summary: 'One notice with its files', tags: ['notices'], params: idParams },
  }, async (request) => {
    const row = await findNotice(request.params.id);
    if (!row) throw notFound();
    return ok(await noticeOut(db, row));
  });

  // Any logged-in account: notices are the organiser's word to every exhibitor.
  app.get<{ Params: { id: number; index: number } }>('/v4/expo/notice/:id/attachments/:index', {
    schema: {
      summary: 'A file of a notice, as a download',
      tags: ['notices'],
      params: fileParams,
    },
  }, async (request, reply) => {
    const { id, index } = request.params;
    const row = await findNotice(id);
    if (!row) throw notFound();
    const file = storedAttachments(row.attachments)[index];
    if (!file) throw new ApiError(Codes.NOT_FOUND, null, 'notice.error.attachment_not_found');
    const found = await openFile(config.dataDir, { shelf: 'notices', id }, file.key);
    if (!found) {
      // The row says the file exists; the disk disagrees (a data folder restored without notices/).
      request.log.warn({ noticeId: id, key: file.key }, 'notice file missing on disk');
      throw new ApiError(Codes.NOT_FOUND, null, 'notice.error.file_missing', { name: file.name });
    }
    return reply
      .type(file.mime.startsWith('text/') ? `${file.mime}; charset=utf-8` : file.mime)
      .header('content-length', found.size)
      .header('content-disposition', attachmentDisposition(attachmentName(file, requestLocale(request))))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-cache')
      .send(found.stream);
  });

  app.post<{ Body: NoticeInput }>('/organiser/notices', {
    config: staffOnly(StaffPermission.NOTICES),
    schema: { summary: 'Publishes a notice (organiser staff)', tags: ['organiser'], body: noticeBody },
  }, async (request) => {
    const { kind, title, title_en = '', content = '', content_en = '' } = request.body;
    const [row] = await db.insert(notices).values({ kind, title: title.trim(), titleEn: title_en.trim(), content, contentEn: content_en }).returning();
    if (!row) throw new Error('notice not created');
    return ok(await noticeOut(db, row));
  });

  app.post<{ Params: { id: number } }>('/organiser/notices/:id/attachments', {
    config: staffOnly(StaffPermission.NOTICES),
    schema: {
      summary: 'Adds one file (multipart, at most 20 MB) to a notice (organiser staff)',
      tags: ['organiser'],
      consumes: ['multipart/form-data'],
      params: idParams,
    },
  }, async (request) => {
    const { id } = request.params;
    if (!request.isMultipart()) throw new ApiError(Codes.UNSUPPORTED_MEDIA_TYPE, null, 'upload.error.not_multipart');
    const existing = await findNotice(id);
    if (!existing) throw notFound();
    if (storedAttachments(existing.attachments).length >= NOTICE_MAX_FILES) {
      throw new ApiError(Codes.INVALID_REQUEST, null, 'notice.error.too_many_files', { max: NOTICE_MAX_FILES });
    }

    const part = await request.file();
    if (!part) throw new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.no_file');
    const tooLarge = () => new ApiError(Codes.PAYLOAD_TOO_LARGE, null, 'notice.error.file_too_large', { max: NOTICE_FILE_MAX_BYTES / 1024 / 1024 });
    let stored: StoredAttachment;
    try {
      stored = await saveFile(config.dataDir, { shelf: 'notices', id }, part.filename, part.file, NOTICE_FILE_MAX_BYTES);
    } catch (error) {
      part.file.resume();
      if (error instanceof FileTooLargeError) throw tooLarge();
      throw error;
    }
    const refuse = async (error: ApiError): Promise<never> => {
      await removeStoredFile(config.dataDir, { shelf: 'notices', id }, stored.key);
      throw error;
    };
    if (part.file.truncated) return refuse(tooLarge());
    if (stored.size === 0) return refuse(new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.empty'));

    // Appended in one statement: two uploads at once both land, and the limit holds.
    const [row] = await db.update(notices)
      .set({ attachments: sql`${notices.attachments} || jsonb_build_array(${JSON.stringify(stored)}::jsonb)` })
      .where(and(eq(notices.id, id), sql`jsonb_array_length(${notices.attachments}) < ${NOTICE_MAX_FILES}`))
      .returning();
    if (!row) {
      if (!(await findNotice(id))) return refuse(notFound());
      return refuse(new ApiError(Codes.INVALID_REQUEST, null, 'notice.error.too_many_files', { max: NOTICE_MAX_FILES }));
    }
    return ok(await noticeOut(db, row));
  });

  app.put<{ Params: { id: number; index: number }; Body: { name_en: string } }>('/organiser/notices/:id/attachments/:index', {
    config: staffOnly(StaffPermission.NOTICES),
    schema: {
      summary: 'Names a file of a notice in English (organiser staff); an empty name clears it',
      tags: ['organiser'],
      params: fileParams,
      body: {
        type: 'object',
        required: ['name_en'],
        additionalProperties: false,
        properties: { name_en: { type: 'string', maxLength: 200 } },
      },
    },
  }, async (request) => {
    const { id, index } = request.params;
    const existing = await findNotice(id);
    if (!existing) throw notFound();
    const file = storedAttachments(existing.attachments)[index];
    if (!file) throw new ApiError(Codes.NOT_FOUND, null, 'notice.error.attachment_not_found');
    const nameEn = englishName(request.body.name_en, file.name);
    // One statement on the one slot: a file added meanwhile only appends, so the position still holds.
    const [row] = await db.update(notices)
      .set({
        attachments: nameEn
          ? sql`jsonb_set(${notices.attachments}, ARRAY[${String(index)}, 'nameEn'], to_jsonb(${nameEn}::text))`
          : sql`${notices.attachments} #- ARRAY[${String(index)}, 'nameEn']`,
      })
      .where(and(eq(notices.id, id), sql`jsonb_typeof(${notices.attachments} -> ${index}::int) = 'object'`))
      .returning();
    if (!row) throw notFound();
    return ok(await noticeOut(db, row));
  });

  app.put<{ Params: { id: number }; Body: { keyword_ids: number[] } }>('/organiser/notices/:id/keywords', {
    config: staffOnly(StaffPermission.NOTICES),
    schema: {
      summary: "Tags a notice with keywords of the official accounts, in this order (an empty list clears them)",
      tags: ['organiser'],
      params: idParams,
      body: {
        type: 'object',
        required: ['keyword_ids'],
        additionalProperties: false,
        properties: {
          keyword_ids: { ...repeatedIds('notice.field.keywords', NOTICE_MAX_KEYWORDS), uniqueItems: true },
        },
      },
    },
  }, async (request) => {
    const ids = request.body.keyword_ids;
    if ((await keywordsById(db, ids)).length !== ids.length) throw new FieldError('keyword_ids', 'notice.error.unknown_keyword');
    const [row] = await db.update(notices).set({ keywordIds: ids }).where(eq(notices.id, request.params.id)).returning();
    if (!row) throw notFound();
    return ok(await noticeOut(db, row));
  });

  app.delete<{ Params: { id: number } }>('/organiser/notices/:id', {
    config: staffOnly(StaffPermission.NOTICES),
    schema: { summary: 'Withdraws a notice and deletes its files (organiser staff)', tags: ['organiser'], params: idParams },
  }, async (request) => {
    const { id } = request.params;
    const [row] = await db.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id });
    if (!row) throw notFound();
    await removeFiles(config.dataDir, { shelf: 'notices', id });
    return ok(null);
  });
}
