/** The material templates as the API shows them. */
import { asc, count, eq } from 'drizzle-orm';
import type { MaterialTemplate, TemplateArea } from '../../../shared/templates';
import type { Db } from '../../db/client';
import { materialTemplates } from '../../db/schema';
import { isStoredAttachment, type StoredAttachment } from '../../files/shelf-files';

type TemplateRow = typeof materialTemplates.$inferSelect;

/** A row with its file, or undefined when its file column is not one (never written so; read defensively). */
export const fileOf = (row: TemplateRow): StoredAttachment | undefined => (isStoredAttachment(row.file) ? row.file : undefined);

export function toTemplate(row: TemplateRow): MaterialTemplate | undefined {
  const file = fileOf(row);
  if (!file) return undefined;
  return {
    id: row.id, area: row.area as TemplateArea, name: file.name, name_en: file.nameEn ?? '', mime: file.mime, size: file.size,
    uploaded_at: Math.floor(row.uploadedAt.getTime() / 1000),
  };
}

/** The area's templates in the order they were published. */
export async function templateRows(db: Db, area: TemplateArea): Promise<TemplateRow[]> {
  return db.select().from(materialTemplates).where(eq(materialTemplates.area, area)).orderBy(asc(materialTemplates.id));
}

export async function findTemplate(db: Db, id: number): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(materialTemplates).where(eq(materialTemplates.id, id));
  return row;
}

export async function countTemplates(db: Db, area: TemplateArea): Promise<number> {
  const [row] = await db.select({ value: count() }).from(materialTemplates).where(eq(materialTemplates.area, area));
  return row?.value ?? 0;
}
