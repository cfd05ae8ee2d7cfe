/**
 * Whether a message of locales/*.json can be shown: it parses as ICU MessageFormat, says something,
 * exists in both languages, and asks for the same arguments in both (a translation that names
 * `{count}` where the code passes `{n}` shows the raw placeholder, or fails to format).
 *
 * Pure and isomorphic: the schema checker, the build, the server and the translators' editor all
 * judge a message the same way. Problems are worded in English, for whoever edits the files.
 *
 * The client build hands every other importer of the ICU parser its parser-less build
 * (scripts/vite-precompiled-messages.ts) and this module the real one, so only a chunk that checks
 * messages carries the parser.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type MessageLocale = 'zh' | 'en';

export interface MessageCheck {
  /** Why the message cannot be shown, in English; absent when it can. */
  error?: string;
  /** The argument names the message uses (plain, number, date, time, plural, select, tags), sorted, once each. */
  placeholders: string[];
}

export interface MessageProblem {
  locale: MessageLocale;
  id: string;
  /** In English, for developers and translators. */
  message: string;
  code: 'syntax' | 'empty' | 'placeholders' | 'missing';
}

export interface MessageSets {
  zh: Record<string, string>;
  en: Record<string, string>;
}

/** What each of the parser's error kinds means, in words a translator can act on. */
const SYNTAX_HINTS: Record<string, string> = {
  EXPECT_ARGUMENT_CLOSING_BRACE: 'a placeholder is not closed with "}"',
  EMPTY_ARGUMENT: 'a placeholder "{}" has no name',
  MALFORMED_ARGUMENT: 'a placeholder name is malformed',
  EXPECT_ARGUMENT_TYPE: 'a placeholder\'s type is missing after ","',
  INVALID_ARGUMENT_TYPE: 'a placeholder\'s type is not number, date, time, plural, selectordinal or select',
  EXPECT_ARGUMENT_STYLE: 'a placeholder\'s style is missing after ","',
  INVALID_NUMBER_SKELETON: 'a number skeleton is invalid',
  INVALID_DATE_TIME_SKELETON: 'a date/time skeleton is invalid',
  EXPECT_NUMBER_SKELETON: 'a number skeleton is expected after "::"',
  EXPECT_DATE_TIME_SKELETON: 'a date/time skeleton is expected after "::"',
  UNCLOSED_QUOTE_IN_ARGUMENT_STYLE: 'a quote in a placeholder\'s style is not closed',
  EXPECT_SELECT_ARGUMENT_OPTIONS: 'a select has no cases',
  EXPECT_PLURAL_ARGUMENT_OFFSET_VALUE: 'a plural offset has no number',
  INVALID_PLURAL_ARGUMENT_OFFSET_VALUE: 'a plural offset is not a number',
  EXPECT_SELECT_ARGUMENT_SELECTOR: 'a select case has no key',
  EXPECT_PLURAL_ARGUMENT_SELECTOR: 'a plural case has no key',
  EXPECT_SELECT_ARGUMENT_SELECTOR_FRAGMENT: 'a select case\'s text is not wrapped in "{…}"',
  EXPECT_PLURAL_ARGUMENT_SELECTOR_FRAGMENT: 'a plural case\'s text is not wrapped in "{…}"',
  INVALID_PLURAL_ARGUMENT_SELECTOR: 'a plural case key is not zero, one, two, few, many, other or =N',
  DUPLICATE_PLURAL_ARGUMENT_SELECTOR: 'a plural case key appears twice',
  DUPLICATE_SELECT_ARGUMENT_SELECTOR: 'a select case key appears twice',
  MISSING_OTHER_CLAUSE: 'a plural or select has no "other" case',
  INVALID_TAG: 'a tag is malformed',
  INVALID_TAG_NAME: 'a tag name is malformed',
  UNMATCHED_CLOSING_TAG: 'a closing tag has no opening tag',
  UNCLOSED_TAG: 'a tag is not closed',
};

interface ParseFailure {
  message: string;
  location?: { start: { line: number; column: number } };
}

function collect(elements: readonly MessageFormatElement[], names: Set<string>): void {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        names.add(element.value);
        break;
      case TYPE.select:
      case TYPE.plural:
        names.add(element.value);
        for (const option of Object.values(element.options)) collect(option.value, names);
        break;
      case TYPE.tag:
        names.add(element.value);
        collect(element.children, names);
        break;
      default:
        break;
    }
  }
}

function literals(elements: readonly MessageFormatElement[], found: string[]): string[] {
  for (const element of elements) {
    if (element.type === TYPE.literal) found.push(element.value);
    else if (element.type === TYPE.select || element.type === TYPE.plural) for (const option of Object.values(element.options)) literals(option.value, found);
    else if (element.type === TYPE.tag) literals(element.children, found);
  }
  return found;
}

/** The text a message types itself, its arguments left out (branches of plural and select included); [] when it does not parse. */
export function messageLiterals(text: string): string[] {
  try {
    return literals(parse(text), []);
  } catch {
    return [];
  }
}

/** Whether one message can be shown, and the arguments it asks for. */
export function checkMessage(text: string): MessageCheck {
  if (typeof text !== 'string') return { error: 'the message is not a text', placeholders: [] };
  if (text.trim() === '') return { error: 'the message is empty', placeholders: [] };
  let elements: MessageFormatElement[];
  try {
    // The same options as react-intl and intl-messageformat read messages with.
    elements = parse(text, { captureLocation: true });
  } catch (error) {
    const { message: kind, location } = error as ParseFailure;
    const where = location ? ` at line ${location.start.line}, column ${location.start.column}` : '';
    const hint = SYNTAX_HINTS[kind];
    return { error: `ICU syntax error${where}: ${hint ? `${hint} (${kind})` : kind}`, placeholders: [] };
  }
  const names = new Set<string>();
  collect(elements, names);
  return { placeholders: [...names].sort() };
}

const OTHER: Record<MessageLocale, MessageLocale> = { zh: 'en', en: 'zh' };
const LOCALES: readonly MessageLocale[] = ['zh', 'en'];

/** Argument names as a message would write them, for problems: "{count}, {max}", or "none". */
export const braces = (names: readonly string[]): string => (names.length ? names.map((name) => `{${name}}`).join(', ') : 'none');

/**
 * Every problem of the two catalogues: a message that does not parse or is empty, a message present
 * in one language only, placeholders that differ between the languages (reported on the language
 * that uses a name the other lacks). `only` limits the check to those ids (a translator's edit).
 */
export function checkMessageSets(sets: MessageSets, options: { only?: readonly string[] } = {}): MessageProblem[] {
  const ids = options.only
    ? [...new Set(options.only)]
    : [...new Set([...Object.keys(sets.zh), ...Object.keys(sets.en)])];
  const problems: MessageProblem[] = [];
  for (const id of ids) {
    const checks: Partial<Record<MessageLocale, MessageCheck>> = {};
    for (const locale of LOCALES) {
      const catalogue = sets[locale];
      if (!Object.hasOwn(catalogue, id)) {
        const other = OTHER[locale];
        const message = Object.hasOwn(sets[other], id)
          ? `the message is missing in ${locale} (it exists in ${other})`
          : `the message is missing in ${locale}`;
        problems.push({ locale, id, code: 'missing', message });
        continue;
      }
      const check = checkMessage(catalogue[id]!);
      if (check.error) {
        problems.push({ locale, id, code: check.error === 'the message is empty' ? 'empty' : 'syntax', message: check.error });
        continue;
      }
      checks[locale] = check;
    }
    const { zh, en } = checks;
    if (!zh || !en) continue;
    for (const locale of LOCALES) {
      const own = checks[locale]!.placeholders;
      const other = checks[OTHER[locale]]!.placeholders;
      const extra = own.filter((name) => !other.includes(name));
      if (extra.length === 0) continue;
      problems.push({
        locale,
        id,
        code: 'placeholders',
        message: `the ${locale} message uses ${braces(extra)}, which the ${OTHER[locale]} message does not (zh: ${braces(zh.placeholders)}; en: ${braces(en.placeholders)})`,
      });
    }
  }
  return problems;
}
