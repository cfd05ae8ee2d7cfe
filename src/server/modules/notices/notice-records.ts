/** A notices row as the API shows it: times in seconds, files with their download addresses. */
import type { Notice, NoticeAttachment } from '../../../shared/api';
import type { OfficialKeyword } from '../../../shared/official';
import type { Db } from '../../db/client';
import { keywordsById } from '../official/queries';
import type { notices } from '../../db/schema';
import { isStoredAttachment, type StoredAttachment } from '../../files/shelf-files';

type NoticeRow = typeof notices.$inferSelect;

/**
 * The column's files by their position, which is their address: files are only ever appended, so a
 * position never changes meaning. An entry that is not a file keeps its slot and is not listed.
 */
export const storedAttachments = (value: unknown): (StoredAttachment | null)[] =>
  Array.isArray(value) ? value.map((item) => (isStoredAttachment(item) ? item : null)) : [];

export const attachmentUrl = (noticeId: number, index: number): string => `/api/v4/expo/notice/${noticeId}/attachments/${index}`;

function toNotice(row: NoticeRow, keywords: ReadonlyMap<number, OfficialKeyword>): Notice {
  const attachments: NoticeAttachment[] = [];
  storedAttachments(row.attachments).forEach((file, index) => {
    if (file) attachments.push({ name: file.name, name_en: file.nameEn ?? '', mime: file.mime, size: file.size, url: attachmentUrl(row.id, index) });
  });
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    title_en: row.titleEn,
    content: row.content,
    content_en: row.contentEn,
    published_at: Math.floor(row.publishedAt.getTime() / 1000),
    attachments,
    // A keyword removed since is left out.
    keywords: row.keywordIds.flatMap((id) => keywords.get(id) ?? []),
  };
}

/** Notices as the API shows them, their keywords read in one query. */
export async function noticesOut(db: Db, rows: readonly NoticeRow[]): Promise<Notice[]> {
  const keywords = await keywordsById(db, rows.flatMap((row) => row.keywordIds));
  const byId = new Map(keywords.map((keyword) => [keyword.id, keyword]));
  return rows.map((row) => toNotice(row, byId));
}

export const noticeOut = async (db: Db, row: NoticeRow): Promise<Notice> => (await noticesOut(db, [row]))[0]!;
