/** A notices row as the API shows it: times in seconds, files with their download addresses. */
import type { Notice, NoticeAttachment } from '../../../shared/api';
import type { OfficialKeyword } from '../../../shared/official';
import type { Db } from '../../db/client';
import { keywordsById } from '../official/queries';
import { localized, type Locale } from '../../../shared/locale';
import type { notices } from '../../db/schema';
import type { StoredAttachment } from './notice-files';

type NoticeRow = typeof notices.$inferSelect;

const isStoredAttachment = (value: unknown): value is StoredAttachment => {
  const item = value as Partial<StoredAttachment> | null;
  return typeof item === 'object' && item !== null && typeof item.key === 'string' && typeof item.name === 'string'
    && typeof item.mime === 'string' && typeof item.size === 'number' && (item.nameEn === undefined || typeof item.nameEn === 'string');
};

/**
 * The column's files by their position, which is their address: files are only ever appended, so a
 * position never changes meaning. An entry that is not a file keeps its slot and is not listed.
 */
export const storedAttachments = (value: unknown): (StoredAttachment | null)[] =>
  Array.isArray(value) ? value.map((item) => (isStoredAttachment(item) ? item : null)) : [];

/** The file's name for a reader of this language: the English one where the organiser gave it. */
export const attachmentName = (file: StoredAttachment, locale: Locale): string => localized(locale, file.name, file.nameEn ?? '');

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
