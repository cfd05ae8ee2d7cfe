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

/** The file's text a message is held to: its own language's, else the other's (an id a file lacks). */
function fileTextFor(locale: Locale, id: string): string | undefined {
  return fileText(locale, id) ?? fileText(OTHER[locale], id);
}

/**
 * The problems of the messages `ids` in the catalogues as they would be published. A language's text
 * still as in its file is not blamed for differing from the other language's changed text: the
 * changed one is (against its file).
 */
export function problemsOf(catalogues: Catalogues, ids: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  const blamed = new Set<string>();
  for (const id of ids) {
    for (const locale of LOCALES) {
      const text = catalogues[locale][id];
      const file = fileTextFor(locale, id);
      if (text === undefined || file === undefined || text === fileText(locale, id)) continue;
      const own = checkText(text);
      const wanted = checkText(file);
      if (own.error || wanted.error || sameNames(own.placeholders, wanted.placeholders)) continue;
      problems.push({
        locale, id, code: 'placeholders', message: `the placeholders differ from the file's text`,
        found: own.placeholders, expected: wanted.placeholders, against: 'file',
      });
      blamed.add(`${locale}\u0000${id}`);
    }
  }
  for (const problem of checkMessageSets(catalogues, { only: ids })) {
    const { locale, id } = problem;
    if (problem.code !== 'placeholders') {
      problems.push(problem);
      continue;
    }
    if (blamed.has(`${locale}\u0000${id}`)) continue;
    const asFile = catalogues[locale][id] === fileText(locale, id);
    const otherAsFile = catalogues[OTHER[locale]][id] === fileText(OTHER[locale], id);
    if (asFile && !otherAsFile) continue;
    problems.push({
      ...problem,
      found: checkText(catalogues[locale][id]!).placeholders,
      expected: checkText(catalogues[OTHER[locale]][id]!).placeholders,
      against: OTHER[locale],
    });
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
