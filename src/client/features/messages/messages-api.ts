/** The translators' calls (src/shared/messages.ts), organiser staff only. */
import {
  OrganiserMessagesApi, type DraftEntry, type MessageFilter, type MessageRow, type MessageTable, type MessageVersionList, type PublishResult,
} from '../../../shared/messages';
import { http } from '../../app/http';

/** The console's pages: the table, and the history of published versions. */
export const MESSAGES_PATH = '/organiser/messages';
export const MESSAGE_HISTORY_PATH = '/organiser/messages/history';

/** The API's paths without the leading slash, as the request layer takes them. */
const path = (value: string): string => value.slice(1);

export interface MessageQuery {
  page: number;
  limit: number;
  q?: string;
  filter?: MessageFilter;
}

export const fetchMessages = (query: MessageQuery, signal?: AbortSignal): Promise<MessageTable> =>
  http.get<MessageTable>(path(OrganiserMessagesApi.messages), { ...query }, { signal });

/** Puts texts into the draft (null: out of it) → the rows touched, as the table shows them. */
export const saveDraft = async (entries: DraftEntry[]): Promise<MessageRow[]> =>
  (await http.put<{ list: MessageRow[] }>(path(OrganiserMessagesApi.draft), { entries })).list;

export const discardDraft = (): Promise<{ discarded: number }> => http.delete<{ discarded: number }>(path(OrganiserMessagesApi.draft));

export const publishDraft = (note: string): Promise<PublishResult> => http.post<PublishResult>(path(OrganiserMessagesApi.publish), { note });

export const fetchVersions = (query: { page: number; limit: number }, signal?: AbortSignal): Promise<MessageVersionList> =>
  http.get<MessageVersionList>(path(OrganiserMessagesApi.versions), query, { signal });

export const rollBack = (version: number): Promise<PublishResult> => http.post<PublishResult>(path(OrganiserMessagesApi.rollback), { version });
