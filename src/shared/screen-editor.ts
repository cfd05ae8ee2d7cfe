/**
 * The contract of run-time screen editing (issue 21) between the organiser console and the server:
 * a screen's draft, its check, what tightening it would do to stored records, publishing with a
 * note, history with diff, and rollback. Published versions are served to every browser as ES
 * modules at SCREEN_MODULE_PATH (src/server/screens/screen-module.ts).
 */
import type { ScreenProblem } from './descriptor';
import type { Locale } from './locale';
import type { JsonChange } from './json-diff';

/** Labels a draft adds or rewords, per language: message id → text. */
export type LabelSet = Partial<Record<Locale, Record<string, string>>>;

/**
 * One thing wrong with a draft, named by where it is in the descriptor (a JSON pointer) and by what
 * it is: a code the console words as `screen_editor.problem.<code>` with `params`, and the English
 * sentence the server made of them.
 */
export type DescriptorProblem = Pick<ScreenProblem, 'path' | 'code' | 'params' | 'message'>;

export interface ScreenSummary {
  screen: string;
  /** Message id of the screen's title. */
  title: string;
  version: number;
  published_at: number | null;
  published_by: string | null;
  /** When someone is editing it: who, and since when. */
  draft: { updated_at: number; updated_by: string | null } | null;
}

export interface ScreenDraft {
  descriptor: unknown;
  messages: LabelSet;
  base_version: number;
  updated_at: number;
  updated_by: string | null;
  /** The address of the draft's own module, for the console's preview. */
  module: string;
}

export interface EditorState {
  screen: string;
  version: number;
  /** The version now published, and the labels in use for it. */
  published: unknown;
  draft: ScreenDraft | null;
  /** The draft's problems (none: it may be published). */
  problems: DescriptorProblem[];
}

export interface DraftInput {
  descriptor: unknown;
  messages: LabelSet;
}

/** Stored records that no longer fit the draft (a rule tightened, a field made required). */
export interface DraftImpact {
  total: number;
  misfits: number;
  /** The first misfits, oldest first: whose record, and which fields fail. */
  list: { id: number; exhibitor_name: string; booth_no: string; fields: string[] }[];
}

export interface VersionEntry {
  version: number;
  note: string;
  published_at: number | null;
  published_by: string | null;
  /** A rollback: the version it restored. */
  restored_from: number | null;
}

export interface VersionDetail extends VersionEntry {
  descriptor: unknown;
  messages: LabelSet;
  /** What it changed against the version before it (version 0, the file, changes nothing). */
  changes: JsonChange[];
}

/** GET: `{versions: {screen: version}}` — what each editable screen serves now. */
export const SCREEN_VERSIONS_PATH = '/schemas';

/** The ES module of one published version (`export default (runtime) => CompiledScreen`). */
export const screenModulePath = (screen: string, version: number): string => `/schemas/${screen}/${version}/module.js`;

/** The ES module of a screen's draft, named by its content's hash (the console's preview). */
export const draftModulePath = (screen: string, hash: string): string => `/schemas/${screen}/draft/${hash}/module.js`;

/** Longest note of a publish or rollback. */
export const NOTE_MAX_LENGTH = 500;

/** The organiser's editing calls (src/server/modules/screen-editor/routes.ts), below /api. */
export const ScreenEditorApi = {
  screens: '/organiser/schemas',
  screen: (screen: string): string => `/organiser/schemas/${screen}`,
  draft: (screen: string): string => `/organiser/schemas/${screen}/draft`,
  impact: (screen: string): string => `/organiser/schemas/${screen}/draft/impact`,
  publish: (screen: string): string => `/organiser/schemas/${screen}/publish`,
  versions: (screen: string): string => `/organiser/schemas/${screen}/versions`,
  version: (screen: string, version: number): string => `/organiser/schemas/${screen}/versions/${version}`,
  rollback: (screen: string): string => `/organiser/schemas/${screen}/rollback`,
} as const;

/** The console's pages of the editor. */
export const SCREEN_EDITOR_PAGES = {
  list: '/organiser/schemas',
  edit: (screen: string): string => `/organiser/schemas/edit?screen=${encodeURIComponent(screen)}`,
  history: (screen: string): string => `/organiser/schemas/history?screen=${encodeURIComponent(screen)}`,
} as const;
