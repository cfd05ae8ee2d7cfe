/**
 * What translators can break in locales/zh.json and locales/en.json, and what staff can break in
 * schemas/enums.json, checked on their text (no file is read here): JSON syntax and repeated keys,
 * messages that do not parse, are empty, exist in one language only or ask for other arguments in
 * each (src/shared/message-check.ts), validation messages asking for arguments the code does not
 * give, and status codes without a label.
 */
import type { EnumSets } from '../../shared/descriptor';
import { braces, checkMessage, checkMessageSets, type MessageLocale } from '../../shared/message-check';
import { VALIDATION_ARGUMENTS } from '../../shared/validation-messages';
import type { CodedProblem, MessageCatalogues, Problem } from './check-screen';
import { isJsonObject, parseJsonSource, toPointer, type JsonSource } from './json-source';
import { worded, type WordedProblem } from './problem-sentences';

const isObject = isJsonObject;

/** Validation messages (src/shared/validation-messages.ts): each is given exactly VALIDATION_ARGUMENTS. */
const VALIDATION_MESSAGE = /^api\.validation\./;

export const LOCALE_FILES: Record<MessageLocale, string> = { zh: 'locales/zh.json', en: 'locales/en.json' };

/** Problems of a JSON text as such: syntax, repeated keys. The parsed text comes back for locating the rest. */
export function jsonProblems(file: string, source: string): { parsed: JsonSource; problems: CodedProblem[] } {
  const parsed = parseJsonSource(source);
  if (!parsed.ok) return { parsed, problems: [{ file, path: '', line: parsed.error.line, column: parsed.error.column, ...worded('notJson', { detail: parsed.error.message }) }] };
  return {
    parsed,
    problems: parsed.duplicates.map((duplicate) => ({
      file, path: duplicate.pointer, line: duplicate.line, column: duplicate.column, ...worded('duplicateKey', { key: duplicate.key }),
    })),
  };
}

const at = (parsed: JsonSource, path: string): { line?: number; column?: number } => (parsed.ok ? parsed.locate(path) : {});

/**
 * Every problem of the two catalogues, by file, JSON pointer, line and column, and the catalogues
 * as read (a file that is not JSON counts as empty; a value that is not a string is left out).
 */
export function checkLocaleSources(sources: Record<MessageLocale, string>, files: Record<MessageLocale, string> = LOCALE_FILES): { problems: Problem[]; messages: MessageCatalogues } {
  const problems: Problem[] = [];
  const messages: MessageCatalogues = { zh: {}, en: {} };
  const parsed = {} as Record<MessageLocale, JsonSource>;
  for (const locale of ['zh', 'en'] as const) {
    const read = jsonProblems(files[locale], sources[locale]);
    parsed[locale] = read.parsed;
    problems.push(...read.problems);
    if (!read.parsed.ok) continue;
    if (!isObject(read.parsed.value)) {
      problems.push({ file: files[locale], path: '', line: 1, column: 1, message: 'a catalogue is one JSON object of message id → message' });
      continue;
    }
    for (const [id, text] of Object.entries(read.parsed.value)) {
      if (typeof text === 'string') messages[locale][id] = text;
      else problems.push({ file: files[locale], path: toPointer(id), ...at(read.parsed, toPointer(id)), message: `message "${id}" is not a string` });
    }
  }
  for (const problem of checkMessageSets(messages)) {
    const path = toPointer(problem.id);
    problems.push({ file: files[problem.locale], path, ...at(parsed[problem.locale], path), message: `message "${problem.id}": ${problem.message}` });
  }
  for (const locale of ['zh', 'en'] as const) {
    for (const [id, text] of Object.entries(messages[locale])) {
      if (!VALIDATION_MESSAGE.test(id)) continue;
      const { error, placeholders } = checkMessage(text);
      const unknown = error ? [] : placeholders.filter((name) => !VALIDATION_ARGUMENTS.includes(name));
      if (unknown.length) {
        const path = toPointer(id);
        problems.push({ file: files[locale], path, ...at(parsed[locale], path), message: `validation message "${id}" uses ${braces(unknown)}, which the code does not give it (it gives ${braces(VALIDATION_ARGUMENTS)})` });
      }
    }
  }
  return { problems, messages };
}

/**
 * schemas/enums.json: each code of each set has a label, a message id present in both catalogues and
 * asking for no argument (a badge is worded without any).
 */
export function checkEnumSets(enums: unknown, messages: MessageCatalogues, options: { file?: string; source?: string } = {}): Problem[] {
  const file = options.file ?? 'schemas/enums.json';
  const parsed = options.source === undefined ? undefined : parseJsonSource(options.source);
  const problems: Problem[] = [];
  // A label missing from a catalogue is the screen checker's problem too, and named as it names it.
  const report = (path: string, said: string | WordedProblem) =>
    problems.push({ file, path, ...(parsed ? at(parsed, path) : {}), ...(typeof said === 'string' ? { message: said } : said) });
  if (!isObject(enums)) {
    report('', 'enums.json is one JSON object of set name → code → {label, color}');
    return problems;
  }
  for (const [name, set] of Object.entries(enums)) {
    if (!isObject(set)) {
      report(toPointer(name), `set "${name}" is not an object of code → {label, color}`);
      continue;
    }
    for (const [code, entry] of Object.entries(set)) {
      const label = isObject(entry) ? entry.label : undefined;
      if (typeof label !== 'string' || label === '') {
        report(toPointer(name, code), `code "${code}" of set "${name}" has no label (a message id)`);
        continue;
      }
      for (const language of ['zh', 'en'] as const) {
        const text = Object.hasOwn(messages[language], label) ? messages[language][label] : undefined;
        if (text === undefined) {
          report(toPointer(name, code, 'label'), worded('labelMissing', { id: label, language }));
          continue;
        }
        const { error, placeholders } = checkMessage(text);
        if (!error && placeholders.length) report(toPointer(name, code, 'label'), `label "${label}" (${language}) uses ${braces(placeholders)}, but a status label is given no argument`);
      }
    }
  }
  return problems;
}

/** The sets as the screens' check reads them (what is not a set is left out). */
export const enumSetsOf = (enums: unknown): EnumSets =>
  (isObject(enums) ? Object.fromEntries(Object.entries(enums).filter(([, set]) => isObject(set))) : {}) as EnumSets;
