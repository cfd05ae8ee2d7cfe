/**
 * Public share links of a question: 32 random bytes (base64url) handed out once; only the SHA-256 is
 * kept, in the question's row, so sharing again replaces the earlier link. The shared view carries
 * the question and its thread, and nothing about who asked (no user, no exhibitor).
 */
import { createHash, randomBytes } from 'node:crypto';
import { Codes } from '../../../shared/codes';
import { FAQ_SHARE_ROUTE, type FaqShareLink, type SharedFaq } from '../../../shared/faq';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/envelope';
import { findSharedThread, setShareToken } from './queries';

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export const questionNotFound = (): ApiError => new ApiError(Codes.NOT_FOUND, null, 'faq.error.not_found');

export async function shareQuestion(db: Db, exhibitorId: number, id: number, origin: string): Promise<FaqShareLink> {
  const token = randomBytes(32).toString('base64url');
  if (!(await setShareToken(db, exhibitorId, id, tokenHash(token)))) throw questionNotFound();
  return { url: `${origin}${FAQ_SHARE_ROUTE}?token=${token}`, token };
}

export async function readShared(db: Db, token: string): Promise<SharedFaq> {
  const thread = await findSharedThread(db, tokenHash(token));
  if (!thread) throw new ApiError(Codes.NOT_FOUND, null, 'faq.error.share_not_found');
  const { id: _id, message_count: _count, ...shared } = thread;
  return shared;
}
