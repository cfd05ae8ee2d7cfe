/**
 * Pictures of a FAQ message may only be the caller's own uploads into the FAQ picture folder, whose
 * rule (JPG/PNG, each ≤ 5 MB) the upload endpoint enforced byte by byte. The stored reference is
 * rebuilt from our upload record, so a client cannot slip another address or name into a thread
 * that a share link later shows to anyone.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { FAQ_PICTURE_DIR, type FaqPicture } from '../../../shared/faq';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { FieldError } from '../../http/envelope';
import { objectUrl } from '../../storage/object-store';

export async function ownPictures(db: Db, exhibitorId: number, given: readonly { key: string }[] | undefined): Promise<FaqPicture[]> {
  const keys = (given ?? []).map((picture) => picture.key);
  if (keys.length === 0) return [];
  if (new Set(keys).size !== keys.length) throw new FieldError('pictures', 'faq.error.duplicate_picture', { field: { message: 'faq.pictures' } });
  const rows = await db.select().from(uploads).where(and(
    inArray(uploads.key, keys), eq(uploads.exhibitorId, exhibitorId), eq(uploads.dir, FAQ_PICTURE_DIR),
  ));
  if (rows.length !== keys.length) throw new FieldError('pictures', 'upload.error.not_yours', { field: { message: 'faq.pictures' } });
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return keys.map((key) => {
    const row = byKey.get(key)!;
    return {
      key, url: objectUrl(key), name: row.name, mime: row.mime, size: row.size,
      ...(row.width ? { width: row.width } : {}), ...(row.height ? { height: row.height } : {}),
    };
  });
}
