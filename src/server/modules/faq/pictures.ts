/**
 * Pictures of a FAQ message: the caller's own uploads (its exhibitor's, or a staff member's own)
 * that satisfy the pictures rule of the screen they are sent with (schemas/faq-question.json,
 * faq-follow-up.json, faq-answer.json: JPG/PNG, each ≤ 5 MB), judged from what the upload endpoint
 * measured. The stored reference is rebuilt from our upload record, so
 * a client cannot slip another address or name into a thread that a share link later shows to anyone.
 */
import type { FaqPicture } from '../../../shared/faq';
import type { Db } from '../../db/client';
import { FieldError } from '../../http/envelope';
import { withRecordedFiles, type Owner } from '../../screens/records';
import type { Screen } from '../../screens/registry';

export async function ownPictures(db: Db, caller: Owner, screen: Screen, given: readonly { key: string }[] | undefined): Promise<FaqPicture[]> {
  const keys = (given ?? []).map((picture) => picture.key);
  if (keys.length === 0) return [];
  if (new Set(keys).size !== keys.length) throw new FieldError('pictures', 'faq.error.duplicate_picture', { field: { message: 'faq.pictures' } });
  const { pictures } = await withRecordedFiles(db, screen, caller, { pictures: given });
  return pictures as FaqPicture[];
}
