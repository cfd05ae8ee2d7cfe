/**
 * The translators' table: every message id of the files with both languages as published, the
 * files' texts, what waits in the draft, and what is wrong once the draft is applied. Missing ones
 * first, then those with problems, then the files' order; searched over the id and every text.
 */
import { LOCALES, type Locale } from '../../../shared/locale';
import { MESSAGE_FILTERS, type MessageCell, type MessageFilter, type MessageRow, type MessageTable } from '../../../shared/messages';
import { fileText, messageIds, publishedCatalogues, publishedText, withDraft, type DraftText } from './catalogue';
import { describeProblem, problemsOf, type Problem } from './check';
import type { Published } from './service';

export interface TableQuery {
  q?: string;
  filter?: MessageFilter;
  page: number;
  limit: number;
}

interface Judged {
  /** Problems per `${locale}\0${id}`. */
  problems: Map<string, Problem[]>;
  key: string;
}

/** The problems of every message under one published version and draft (the table is looked at often, the draft changes seldom). */
let lastJudged: Judged | undefined;

function judge(published: Published, draft: readonly DraftText[], catalogues: ReturnType<typeof publishedCatalogues>): Map<string, Problem[]> {
  const key = JSON.stringify([published.version, published.overrides, draft, messageIds().length]);
  if (lastJudged?.key === key) return lastJudged.problems;
  const problems = new Map<string, Problem[]>();
  for (const problem of problemsOf(catalogues, messageIds())) {
    const where = `${problem.locale}\u0000${problem.id}`;
    problems.set(where, [...(problems.get(where) ?? []), problem]);
  }
  lastJudged = { key, problems };
  return problems;
}

interface Flags {
  id: string;
  missing: boolean;
  changed: boolean;
  problem: boolean;
  drafted: boolean;
}

export function messageTable(published: Published, draft: readonly DraftText[], query: TableQuery, reader: Locale): MessageTable {
  const next = withDraft(published.overrides, draft);
  const catalogues = publishedCatalogues(next);
  const problems = judge(published, draft, catalogues);
  const drafts = new Map(draft.map((entry) => [`${entry.locale}\u0000${entry.id}`, entry.text]));
  const needle = query.q?.trim().toLowerCase() ?? '';

  const flags: Flags[] = messageIds().map((id) => {
    const missing = LOCALES.some((locale) => !catalogues[locale][id]);
    return {
      id,
      missing,
      changed: LOCALES.some((locale) => Object.hasOwn(published.overrides[locale], id)),
      problem: missing || LOCALES.some((locale) => problems.has(`${locale}\u0000${id}`)),
      drafted: LOCALES.some((locale) => drafts.has(`${locale}\u0000${id}`)),
    };
  });
  const counts = Object.fromEntries(MESSAGE_FILTERS.map((filter) => [filter, 0])) as MessageTable['counts'];
  for (const row of flags) {
    counts.all += 1;
    if (row.problem) counts.attention += 1;
    if (row.changed) counts.changed += 1;
    if (row.drafted) counts.draft += 1;
  }

  const texts = (id: string): string[] => LOCALES.flatMap((locale) => [
    publishedText(published.overrides, locale, id), fileText(locale, id), drafts.get(`${locale}\u0000${id}`),
  ]).filter((text): text is string => text !== undefined);
  const matches = (row: Flags): boolean => {
    const filter = query.filter ?? 'all';
    if (filter === 'attention' && !row.problem) return false;
    if (filter === 'changed' && !row.changed) return false;
    if (filter === 'draft' && !row.drafted) return false;
    return !needle || row.id.toLowerCase().includes(needle) || texts(row.id).some((text) => text.toLowerCase().includes(needle));
  };
  const rank = (row: Flags): number => (row.missing ? 0 : row.problem ? 1 : 2);
  // Array sort is stable: within a rank, the files' order.
  const listed = flags.filter(matches).sort((a, b) => rank(a) - rank(b));
  const page = listed.slice((query.page - 1) * query.limit, query.page * query.limit);

  const cell = (locale: Locale, id: string): MessageCell => ({
    published: publishedText(published.overrides, locale, id) ?? null,
    default: fileText(locale, id) ?? null,
    draft: drafts.get(`${locale}\u0000${id}`) ?? null,
    problems: (problems.get(`${locale}\u0000${id}`) ?? []).map((problem) => describeProblem(problem, reader)),
  });
  const list: MessageRow[] = page.map((row) => ({
    id: row.id, zh: cell('zh', row.id), en: cell('en', row.id), missing: row.missing, changed: row.changed, problem: row.problem,
  }));
  return { list, total: listed.length, version: published.version, counts };
}

/** The rows of some ids as the table shows them (after a draft save, to update those cells in place). */
export function messageRows(published: Published, draft: readonly DraftText[], ids: readonly string[], reader: Locale): MessageRow[] {
  const wanted = new Set(ids);
  const { list } = messageTable(published, draft, { page: 1, limit: Number.MAX_SAFE_INTEGER }, reader);
  return list.filter((row) => wanted.has(row.id));
}
