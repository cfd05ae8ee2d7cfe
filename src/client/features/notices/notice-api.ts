import type { ListData, Notice, NoticeAttachment, NoticeKind } from '../../../shared/api';
import { http } from '../../app/http';
import { saveBlob } from '../../app/save-file';

export const NOTICE_PAGE_SIZE = 10;

export const fetchNotices = (kind: NoticeKind, page: number, signal?: AbortSignal): Promise<ListData<Notice>> =>
  http.get<ListData<Notice>>('v4/expo/notice', { kind, page, limit: NOTICE_PAGE_SIZE }, { signal });

export const fetchNotice = (id: number, signal?: AbortSignal): Promise<Notice> =>
  http.get<Notice>(`v4/expo/notice/${id}`, undefined, { signal });

/**
 * Saves a notice file under its own name. The address needs the bearer token, so the file is
 * fetched through the request layer (its failures are shown there) and handed to the browser.
 */
export async function downloadNoticeFile(file: NoticeAttachment): Promise<void> {
  saveBlob(await http.file(file.url.replace(/^\/api\//, '')), file.name);
}
