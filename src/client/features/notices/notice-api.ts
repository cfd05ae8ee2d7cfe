import type { ListData, Notice, NoticeAttachment, NoticeInput, NoticeKind } from '../../../shared/api';
import { http } from '../../app/http';
import { saveBlob } from '../../app/save-file';

export const NOTICE_PAGE_SIZE = 10;

export const fetchNotices = (kind: NoticeKind, page: number, signal?: AbortSignal): Promise<ListData<Notice>> =>
  http.get<ListData<Notice>>('v4/expo/notice', { kind, page, limit: NOTICE_PAGE_SIZE }, { signal });

export const fetchNotice = (id: number, signal?: AbortSignal): Promise<Notice> =>
  http.get<Notice>(`v4/expo/notice/${id}`, undefined, { signal });

/**
 * Saves a notice file under the name the reader sees. The address needs the bearer token, so the
 * file is fetched through the request layer (its failures are shown there) and handed to the browser.
 */
export async function downloadNoticeFile(file: NoticeAttachment, name: string): Promise<void> {
  saveBlob(await http.file(file.url.replace(/^\/api\//, '')), name);
}

/** Organiser staff: every notice (of one kind, or all), a page at a time, newest first. */
export const fetchNoticePage = (query: { page: number; limit: number; kind?: NoticeKind }, signal?: AbortSignal): Promise<ListData<Notice>> =>
  http.get<ListData<Notice>>('v4/expo/notice', query, { signal });

/** Organiser staff: publishes a notice (schemas/notice.json); its files are added after, one by one. */
export const publishNotice = (input: NoticeInput): Promise<Notice> => http.post<Notice>('organiser/notices', input);

/** Organiser staff: adds one file to a notice; answers the notice with its files. */
export function attachNoticeFile(id: number, file: File): Promise<Notice> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.postForm<Notice>(`organiser/notices/${id}/attachments`, form);
}

/** Organiser staff: names a file of a notice in English (empty clears it); answers the notice. */
export const nameNoticeFile = (id: number, index: number, nameEn: string): Promise<Notice> =>
  http.put<Notice>(`organiser/notices/${id}/attachments/${index}`, { name_en: nameEn });

/** Organiser staff: withdraws a notice with its files. */
export const withdrawNotice = (id: number): Promise<null> => http.delete<null>(`organiser/notices/${id}`);

/** Organiser staff: tags a notice with keywords of the official accounts, in this order; answers the notice. Quiet: the dialog says why. */
export const tagNotice = (id: number, keywordIds: readonly number[]): Promise<Notice> =>
  http.put<Notice>(`organiser/notices/${id}/keywords`, { keyword_ids: keywordIds }, { quiet: true });
