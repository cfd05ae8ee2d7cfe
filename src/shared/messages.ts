/**
 * Messages edited at run time (issue 21): translators change the portal's wording from the console
 * while the show runs. The files in locales/ are the defaults; what staff publish is kept in the
 * database as overrides over them (a fresh database is exactly the files, and a message a deploy
 * adds flows in). Changes wait in one draft shared by staff, are checked, then published as a new
 * version with a note; every version can be looked at as a diff and rolled back to (a rollback is
 * itself a new version). Paths are under /api.
 */
import type { Locale } from './locale';

export const OrganiserMessagesApi = {
  /** GET ?q&filter&page&limit → MessageTable. */
  messages: '/organiser/messages',
  /** PUT {entries: DraftEntry[]} → {list: MessageRow[]} (the rows touched); DELETE → {discarded}. */
  draft: '/organiser/messages/draft',
  /** GET → MessageCheck: what publishing the draft would change, and what stops it. */
  check: '/organiser/messages/check',
  /** POST {note} (schemas/message-publish.json) → {version, changes}; refused (2010) with data.problems while the check fails. */
  publish: '/organiser/messages/publish',
  /** GET ?page&limit → {list: MessageVersionHead[], total, current}, newest first. */
  versions: '/organiser/messages/versions',
  /** GET → MessageVersion: one version with its diff. */
  version: (version: number): string => `/organiser/messages/versions/${version}`,
  /** POST {version} → {version, changes}: a new version restoring that one's messages (0: the files). */
  rollback: '/organiser/messages/rollback',
} as const;

/** GET ?v= → PublishedMessages (under /api); public, the sign-in pages need it too. With `v` the version in force, cached for good. */
export const publishedMessagesPath = (locale: Locale): string => `i18n/${locale}`;

/** The longest message a translator may write (the longest in the files is a few hundred characters). */
export const MESSAGE_MAX_LENGTH = 2000;
/** The longest message id (every id must be one of the files'). */
export const MESSAGE_ID_MAX_LENGTH = 200;
/** Most entries one draft save may carry. */
export const DRAFT_BATCH_MAX = 200;
/** The publish form: the note that says what changed (its length rule is the screen's). */
export const PUBLISH_SCREEN = 'message-publish';
export const MESSAGE_SEARCH_MAX_LENGTH = 100;
export const MESSAGE_PAGE_MAX = 100;

/** What is wrong with a message as it would be published. */
export type MessageProblemCode = 'syntax' | 'empty' | 'placeholders' | 'missing';

export interface MessageProblemView {
  locale: Locale;
  id: string;
  code: MessageProblemCode;
  /** In the caller's language: what is wrong, naming the placeholders or the parser's complaint. */
  message: string;
}

/** One language of one message. */
export interface MessageCell {
  /** As published now (the override, else the file's text); null when neither has it. */
  published: string | null;
  /** The file's text (locales/<locale>.json); null when the file lacks the id. */
  default: string | null;
  /** The text waiting in the draft; null when nothing waits. */
  draft: string | null;
  /** Problems of the text that would be published (the draft's, else the published one). */
  problems: MessageProblemView[];
}

export interface MessageRow {
  id: string;
  zh: MessageCell;
  en: MessageCell;
  /** A language has no text (or an empty one) once the draft is applied. */
  missing: boolean;
  /** A language's published text differs from the file's. */
  changed: boolean;
  /** Either language has a problem (missing included). */
  problem: boolean;
}

/** Which rows the table lists: all, those needing attention (missing or with a problem), changed from the files, or in the draft. */
export const MESSAGE_FILTERS = ['all', 'attention', 'changed', 'draft'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

export interface MessageTable {
  /** Missing or with problems first, then in the files' order. */
  list: MessageRow[];
  total: number;
  /** The version published now; 0 while only the files are. */
  version: number;
  counts: Record<MessageFilter, number>;
}

/** One change of the draft: `text` null takes the entry out of the draft. */
export interface DraftEntry {
  locale: Locale;
  id: string;
  text: string | null;
}

/** One message of one language as a version changed it (texts as published; null: none). */
export interface MessageChange {
  locale: Locale;
  id: string;
  before: string | null;
  after: string | null;
}

export interface MessageCheck {
  changes: MessageChange[];
  problems: MessageProblemView[];
}

export interface MessageVersionHead {
  version: number;
  note: string;
  /** Who published it; null once that account is gone. */
  published_by: string | null;
  published_at: number;
  /** How many messages it changed. */
  changes: number;
  /** The version it restored, when it was a rollback (0: the files). */
  restores: number | null;
}

export interface MessageVersion extends MessageVersionHead {
  diff: MessageChange[];
}

export interface MessageVersionList {
  list: MessageVersionHead[];
  total: number;
  current: number;
}

export interface PublishResult {
  version: number;
  changes: number;
}

/**
 * The published overrides of one language, each already parsed to its ICU syntax tree (the client
 * ships without the parser), to lay over the files' messages.
 */
export interface PublishedMessages {
  version: number;
  messages: Record<string, unknown[]>;
}
