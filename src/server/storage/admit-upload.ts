/**
 * The one judgement every uploaded file goes through, whichever driver stored it: size within the
 * policy and the field's rule, real type from its bytes, image size against the rule. A file that
 * fails is deleted; one that passes is recorded in `uploads` with what was measured, then put in
 * place. The record is what lets a form refer to it (record-files.ts), and it makes stored objects
 * immutable: a key is recorded once, so a second upload to it is refused and never replaces a file
 * a reviewed record shows.
 */
import { eq } from 'drizzle-orm';
import { Codes } from '../../shared/codes';
import type { UploadedObject } from '../../shared/descriptor';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';
import { ApiError } from '../http/envelope';
import { checkRule, inspectFile } from './inspect';
import type { StagedUpload } from './object-store';
import { storedObject } from './record-files';
import type { NamedRule } from './upload-rules';

export interface Admission {
  /** Where the file lives once admitted. */
  key: string;
  /** The name the user gave the file. */
  name: string;
  rule: NamedRule;
  userId: number;
  exhibitorId: number | null;
  /** The policy's size range, narrowed to the rule's. */
  minBytes: number;
  maxBytes: number;
}

export const tooLarge = (maxBytes: number): ApiError =>
  new ApiError(Codes.PAYLOAD_TOO_LARGE, null, 'upload.error.size', { max: Math.round((maxBytes / 1024 / 1024) * 10) / 10 });

export async function admitUpload(db: Db, staged: StagedUpload, admission: Admission): Promise<UploadedObject> {
  const { key, rule } = admission;
  const { size } = staged;
  const refuse = async (error: ApiError): Promise<never> => {
    await staged.discard();
    throw error;
  };
  if (size > admission.maxBytes) await refuse(tooLarge(admission.maxBytes));
  if (size < admission.minBytes) await refuse(new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.empty'));
  const inspected = await inspectFile(staged.head);
  const breach = checkRule(rule, inspected, size);
  if (breach || !inspected) return refuse(new ApiError(Codes.INVALID_REQUEST, null, breach?.message ?? 'upload.error.type', breach?.values ?? {}));

  const name = (admission.name || key.split('/').at(-1) || 'file').slice(0, 255);
  const row = {
    key, name, dir: rule.dir, mime: inspected.mime, size,
    width: inspected.width ?? null, height: inspected.height ?? null,
    userId: admission.userId, exhibitorId: admission.exhibitorId,
  };
  // Claimed before the file moves: of two uploads to one key, only the first ever lands.
  const [claimed] = await db.insert(uploads).values(row).onConflictDoNothing({ target: uploads.key }).returning({ key: uploads.key });
  if (!claimed) return refuse(new ApiError(Codes.INVALID_REQUEST, null, 'upload.error.key_taken'));
  try {
    await staged.keep();
  } catch (error) {
    await db.delete(uploads).where(eq(uploads.key, key));
    throw error;
  }
  return storedObject(row);
}
