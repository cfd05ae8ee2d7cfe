/**
 * Material templates (src/shared/templates.ts):
 *
 *   GET /v4/expo/template?area=            the area's files (accounts allowed the area; staff who publish them)
 *   GET /v4/expo/template/:id/file          one file, named in the reader's language
 *   GET /v4/expo/template/zip/:area         every file of the area as one zip, built from the files as they are now
 *   POST /organiser/template                multipart {area, name_en?, file}: publishes a file (staff with the notices permission)
 *   DELETE /organiser/template/:id          withdraws it, with its file
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { eq, sql } from 'drizzle-orm';
import { permits, staffMay } from '../../../shared/access';
import { Codes } from '../../../shared/codes';
import { StaffPermission } from '../../../shared/staff';
import { TEMPLATE_AREAS, TEMPLATE_FILE_MAX_BYTES, TEMPLATE_MAX_FILES, TemplateApi, isTemplateArea, type TemplateArea } from '../../../shared/templates';
import { materialTemplates } from '../../db/schema';
import type { ModuleOptions } from '../../deps';
import {
  FileTooLargeError, attachmentDisposition, attachmentName, englishName, openFile, removeFiles, saveFile, type StoredAttachment,
} from '../../files/shelf-files';
import { staffOnly } from '../../http/access';
import { sessionUserId } from '../../http/auth';
import { ApiError, FieldError, ok } from '../../http/envelope';
import { requestLocale, translate } from '../../http/i18n';
import { idParams } from '../../http/schema-parts';
import { callerOf } from '../../identity/request-caller';
import { countTemplates, fileOf, findTemplate, templateRows, toTemplate } from './queries';
import { zipStream, type ZipEntry } from './zip';

const areaSchema = { type: 'string', enum: [...TEMPLATE_AREAS], title: 'template.field.area' } as const;
const tags = ['templates'];

/** Exhibitors read the templates of the areas they may use; staff who publish them read them all. */
function refuseReader(request: FastifyRequest, area: TemplateArea): void {
  const { subject } = callerOf(request);
  if (!permits(area, subject) && !staffMay(StaffPermission.NOTICES, subject)) throw new ApiError(Codes.FORBIDDEN, null, 'api.error.area_forbidden');
}

export default async function templateRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db, config } = deps;
  // Only this module's scope parses multipart; busboy's limit sits one byte above ours so our check (with its message) trips first.
  await app.register(multipart, { limits: { files: 1, fields: 3, parts: 4, fieldSize: 1024, fileSize: TEMPLATE_FILE_MAX_BYTES + 1 } });
  const place = (id: number) => ({ shelf: 'templates', id }) as const;
  const notFound = () => new ApiError(Codes.NOT_FOUND, null, 'template.error.not_found');

  app.get<{ Querystring: { area: TemplateArea } }>(TemplateApi.list, {
    schema: {
      summary: "An area's material templates, oldest first (data.{list, total})", tags,
      querystring: { type: 'object', additionalProperties: false, required: ['area'], properties: { area: areaSchema } },
    },
  }, async (request) => {
    refuseReader(request, request.query.area);
    const list = (await templateRows(db, request.query.area)).flatMap((row) => toTemplate(row) ?? []);
    return ok({ list, total: list.length });
  });

  app.get<{ Params: { id: number } }>('/v4/expo/template/:id/file', {
    schema: { summary: 'One material template as a download, named in the reader\'s language', tags, params: idParams('template.field.id') },
  }, async (request, reply) => {
    const row = await findTemplate(db, request.params.id);
    const file = row && fileOf(row);
    if (!row || !file || !isTemplateArea(row.area)) throw notFound();
    refuseReader(request, row.area);
    const found = await openFile(config.dataDir, place(row.id), file.key);
    if (!found) {
      request.log.warn({ templateId: row.id, key: file.key }, 'template file missing on disk');
      throw new ApiError(Codes.NOT_FOUND, null, 'template.error.file_missing', { name: file.name });
    }
    return reply.type(file.mime.startsWith('text/') ? `${file.mime}; charset=utf-8` : file.mime)
      .header('content-length', found.size)
      .header('content-disposition', attachmentDisposition(attachmentName(file, requestLocale(request))))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-cache')
      .send(found.stream);
  });

  app.get<{ Params: { area: TemplateArea } }>('/v4/expo/template/zip/:area', {
    schema: {
      summary: "Every material template of an area as one zip, built from the files as they are now", tags,
      params: { type: 'object', required: ['area'], properties: { area: areaSchema } },
    },
  }, async (request, reply) => {
    const { area } = request.params;
    refuseReader(request, area);
    const locale = requestLocale(request);
    const entries: ZipEntry[] = [];
    for (const row of await templateRows(db, area)) {
      const file = fileOf(row);
      const found = file && await openFile(config.dataDir, place(row.id), file.key);
      if (file && found) entries.push({ name: attachmentName(file, locale), stream: found.stream });
      // A row whose file the disk lost is left out of the package rather than failing it.
      else request.log.warn({ templateId: row.id }, 'template file missing on disk');
    }
    if (entries.length === 0) throw new ApiError(Codes.NOT_FOUND, null, 'template.error.none');
    const name = translate(locale, 'template.zip.name', { area: translate(locale, `template.area.${area}`) });
    return reply.type('application/zip')
      .header('content-disposition', attachmentDisposition(`${name}.zip`))
      .header('cache-control', 'private, no-cache')
      .send(await zipStream(entries));
  });

  app.post('/organiser/template', {
    config: staffOnly(StaffPermission.NOTICES),
    schema: { summary: `Publishes a material template (multipart: area, name_en, then the file; at most ${TEMPLATE_MAX_FILES} per area)`, tags, consumes: ['multipart/form-data'] },
  }, async (request) => {
    if (!request.isMultipart()) throw new ApiError(Codes.UNSUPPORTED_MEDIA_TYPE, null, 'upload.error.not_multipart');
    const part = await request.file();
    if (!part) throw new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.no_file');
    const field = (name: string): string => {
      const value = part.fields[name];
      return value && !Array.isArray(value) && value.type === 'field' ? String(value.value) : '';
    };
    const area = field('area');
    if (!isTemplateArea(area)) {
      part.file.resume();
      throw new FieldError('area', 'template.error.area');
    }
    if (await countTemplates(db, area) >= TEMPLATE_MAX_FILES) {
      part.file.resume();
      throw new ApiError(Codes.INVALID_REQUEST, null, 'template.error.too_many', { max: TEMPLATE_MAX_FILES });
    }
    const tooLarge = () => new ApiError(Codes.PAYLOAD_TOO_LARGE, null, 'template.error.too_large', { max: TEMPLATE_FILE_MAX_BYTES / 1024 / 1024 });
    // The row first, for the id its folder is named after; the file is written after, and the row goes again if that fails.
    const [row] = await db.insert(materialTemplates).values({ area, file: {}, uploadedBy: sessionUserId(request) }).returning();
    if (!row) throw new Error('template insert returned no row');
    const withdraw = async (error: unknown): Promise<never> => {
      await db.delete(materialTemplates).where(eq(materialTemplates.id, row.id));
      await removeFiles(config.dataDir, place(row.id));
      throw error;
    };
    let stored: StoredAttachment;
    try {
      stored = await saveFile(config.dataDir, place(row.id), part.filename, part.file, TEMPLATE_FILE_MAX_BYTES);
    } catch (error) {
      part.file.resume();
      return withdraw(error instanceof FileTooLargeError ? tooLarge() : error);
    }
    if (part.file.truncated) return withdraw(tooLarge());
    if (stored.size === 0) return withdraw(new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.empty'));
    const nameEn = englishName(field('name_en'), stored.name);
    const file: StoredAttachment = nameEn ? { ...stored, nameEn } : stored;
    // The limit again, counted with this row in: two uploads at once cannot both take the last place.
    const [saved] = await db.update(materialTemplates).set({ file })
      .where(sql`${materialTemplates.id} = ${row.id} and (select count(*) from material_templates where area = ${area} and id <= ${row.id}) <= ${TEMPLATE_MAX_FILES}`)
      .returning();
    if (!saved) return withdraw(new ApiError(Codes.INVALID_REQUEST, null, 'template.error.too_many', { max: TEMPLATE_MAX_FILES }));
    return ok(toTemplate(saved));
  });

  app.delete<{ Params: { id: number } }>('/organiser/template/:id', {
    config: staffOnly(StaffPermission.NOTICES),
    schema: { summary: 'Withdraws a material template with its file', tags, params: idParams('template.field.id') },
  }, async (request) => {
    const [row] = await db.delete(materialTemplates).where(eq(materialTemplates.id, request.params.id)).returning({ id: materialTemplates.id });
    if (!row) throw notFound();
    await removeFiles(config.dataDir, place(row.id));
    return ok(null);
  });
}
