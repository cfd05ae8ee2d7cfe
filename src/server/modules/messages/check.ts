/**
 * What stops messages from being published: the checks of src/shared/message-check.ts (ICU syntax,
 * empty, missing in a language, placeholders differing between zh and en), and one that needs the
 * files: a changed message must ask for the placeholders its file's text asks for, which are what
 * the code passes.
 */
import { LOCALES, type Locale } from '../../../shared/locale';
import { checkMessage, checkMessageSets, type MessageCheck, type MessageProblem } from '../../../shared/message-check';
import type { MessageProblemView } from '../../../shared/messages';
import { translate } from '../../http/i18n';
import { fileText, type Catalogues } from './catalogue';

/** A problem with what a translator needs to see it: the placeholders found and those expected. */
export interface Problem extends MessageProblem {
  /** For 'placeholders': what the text asks for, and what it should (the file's, or the other language's). */
  found?: string[];
  expected?: string[];
  /** Where `expected` comes from. */
  against?: 'file' | Locale;
}

const CHECKED_LIMIT = 20_000;
const checked = new Map<string, MessageCheck>();

/** checkMessage, remembered per text: the console's table checks every message on each look. */
export function checkText(text: string): MessageCheck {
  let result = checked.get(text);
  if (!result) {
    result = checkMessage(text);
    if (checked.size >= CHECKED_LIMIT) checked.delete(checked.keys().next().value!);
    checked.set(text, result);
  }
  return result;
}

const OTHER: Record<Locale, Locale> = { zh: 'en', en: 'zh' };
const sameNames = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((name, i) => name === b[i]);

/**
 * The problems of the messages `ids` in the catalogues as they would be published. A text that
 * differs from its file's must ask for the placeholders the file's text asks for — those are what the
 * code passes — or, where its own file lacks the message, those of the other language's file. The
 * shared check's zh/en comparison is then left to texts both still as in their files: a translator is
 * not blamed for files that disagree, nor for the other language's slip.
 */
export function problemsOf(catalogues: Catalogues, ids: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  const asFile = (locale: Locale, id: string): boolean => catalogues[locale][id] === fileText(locale, id);
  for (const id of ids) {
    for (const locale of LOCALES) {
      const text = catalogues[locale][id];
      if (text === undefined || asFile(locale, id)) continue;
      const own = fileText(locale, id);
      const against: 'file' | Locale = own === undefined ? OTHER[locale] : 'file';
      const file = own ?? fileText(OTHER[locale], id);
      if (file === undefined) continue;
      const found = checkText(text);
      const wanted = checkText(file);
      if (found.error || wanted.error || sameNames(found.placeholders, wanted.placeholders)) continue;
      problems.push({
        locale, id, code: 'placeholders', message: `the placeholders differ from the ${against === 'file' ? "file's" : `${against} file's`} text`,
        found: found.placeholders, expected: wanted.placeholders, against,
      });
    }
  }
  for (const problem of checkMessageSets(catalogues, { only: ids })) {
    const { locale, id } = problem;
    if (problem.code !== 'placeholders') problems.push(problem);
    else if (asFile(locale, id) && asFile(OTHER[locale], id)) {
      problems.push({
        ...problem,
        found: checkText(catalogues[locale][id]!).placeholders,
        expected: checkText(catalogues[OTHER[locale]][id]!).placeholders,
        against: OTHER[locale],
      });
    }
  }
  return problems;
}

const names = (locale: Locale, list: readonly string[] | undefined): string =>
  (list?.length ? list.map((name) => `{${name}}`).join(' ') : translate(locale, 'messages.problem.none'));

/** A problem worded in the reader's language. */
export function describeProblem(problem: Problem, locale: Locale): MessageProblemView {
  const { id, code } = problem;
  // The parser's complaint is in English (src/shared/message-check.ts): it names where and what.
  const message = code === 'syntax' ? translate(locale, 'messages.problem.syntax', { detail: problem.message })
    : code === 'empty' ? translate(locale, 'messages.problem.empty')
    : code === 'missing' ? translate(locale, 'messages.problem.missing')
    : problem.against === 'file'
      ? translate(locale, 'messages.problem.placeholders_file', { found: names(locale, problem.found), expected: names(locale, problem.expected) })
      : translate(locale, 'messages.problem.placeholders_other', {
        found: names(locale, problem.found), expected: names(locale, problem.expected), other: { message: `messages.lang.${problem.against ?? OTHER[problem.locale]}` },
      });
  return { locale: problem.locale, id, code, message };
}
