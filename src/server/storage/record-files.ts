/**
 * Files a record refers to. A body names each file by its key and nothing else counts: the file must
 * be an upload of the same exhibitor (or account), it must satisfy the rule of the field it is saved
 * in as that rule stands now, judged from what the server measured at upload (never from the body),
 * and what is stored about it (name, type, size, pixels) is copied from the upload record. Whatever
 * else the body says about a file (`url`, `mime`, `name`…) is dropped.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { UploadedObject, UploadRule } from '../../shared/descriptor';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';
import { FieldError } from '../http/envelope';
import type { MessageValues } from '../http/i18n';
import { checkRule } from './inspect';
import { objectUrl } from './object-store';

export interface FileOwner {
  userId: number;
  /** null for accounts outside any exhibitor: only their own uploads are theirs. */
  exhibitorId: number | null;
}

export interface FileField {
  /** The body's field, as data.errors names it. */
  field: string;
  /** Its label's message id, which the messages name it by. */
  label?: string;
  rule: UploadRule;
}

type UploadRow = typeof uploads.$inferSelect;

/** A stored file as records hold it, from the upload record. */
export const storedObject = (row: Pick<UploadRow, 'key' | 'name' | 'mime' | 'size' | 'width' | 'height'>): UploadedObject => ({
  key: row.key, url: objectUrl(row.key), name: row.name, mime: row.mime, size: row.size,
  ...(row.width && row.height ? { width: row.width, height: row.height } : {}),
});

/** The files named in `given`, as the record is to store them; a FieldError on the first that may not be saved here. */
export async function recordFiles(db: Db, owner: FileOwner, field: FileField, given: readonly { key: string }[]): Promise<UploadedObject[]> {
  if (given.length === 0) return [];
  const keys = [...new Set(given.map((file) => file.key))];
  const rows = await db.select().from(uploads).where(and(
    inArray(uploads.key, keys),
    owner.exhibitorId !== null ? eq(uploads.exhibitorId, owner.exhibitorId) : and(isNull(uploads.exhibitorId), eq(uploads.userId, owner.userId)),
  ));
  const fieldName: MessageValues[string] = field.label ? { message: field.label } : field.field;
  if (rows.length !== keys.length) throw new FieldError(field.field, 'upload.error.not_yours', { field: fieldName });
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return given.map(({ key }) => {
    const row = byKey.get(key)!;
    const breach = checkRule(field.rule, { mime: row.mime, ...(row.width && row.height ? { width: row.width, height: row.height } : {}) }, row.size);
    if (breach) throw new FieldError(field.field, `upload.error.field_${breach.problem}`, { ...breach.values, field: fieldName });
    return storedObject(row);
  });
}
