/**
 * Server-side messages in the caller's language, from the same locale files the client uses
 * (LOCALES_DIR, `locales/` by default), with the messages staff published over them (issue 21:
 * modules/messages lays each new version over the files on every process). The language is the
 * `language` cookie the client keeps (SPEC.md §9), else Accept-Language, else zh.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import type { FastifyRequest } from 'fastify';
import { LOCALES, pickLocale, type Locale } from '../../shared/locale';
import { checkMessage } from '../../shared/message-check';
import type { LabelSet } from '../../shared/screen-editor';
import { projectRoot } from '../project-root';

type Catalogue = Record<string, string>;

/** Published messages that replace the files' texts, per language and id (src/shared/messages.ts). */
export type MessageOverrides = Record<Locale, Record<string, string>>;

export const noOverrides = (): MessageOverrides => ({ zh: {}, en: {} });

const readCatalogues = (dir: string): Record<Locale, Catalogue> => Object.fromEntries(
  LOCALES.map((locale) => [locale, JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Catalogue]),
) as Record<Locale, Catalogue>;

let cataloguesDir = join(projectRoot, 'locales');
let catalogues = readCatalogues(cataloguesDir);
let overrides: MessageOverrides = noOverrides();
let overridesVersion = 0;
/** The files' messages with the published ones over them, per language, built when first asked for. */
let merged: Partial<Record<Locale, Catalogue>> = {};
const compiled = new Map<string, IntlMessageFormat>();

/** Reads the catalogues of another folder (the configured LOCALES_DIR; tests point at copies). */
export function loadLocales(dir: string): void {
  if (resolve(dir) === resolve(cataloguesDir)) return;
  catalogues = readCatalogues(dir);
  cataloguesDir = dir;
  merged = {};
  compiled.clear();
}

/** The files' messages of a language: the defaults published messages lay over. */
export const defaultMessages = (locale: Locale): Readonly<Catalogue> => catalogues[locale];

/** From now on this process translates with the messages of `version` laid over the files' (0: the files alone). */
export function applyPublishedMessages(version: number, published: MessageOverrides): void {
  overrides = published;
  overridesVersion = version;
  merged = {};
  compiled.clear();
}

/** The version of the published messages this process translates with. */
export const publishedMessagesVersion = (): number => overridesVersion;

/** That version and its overrides (the same object until the next version). */
export const publishedMessages = (): { version: number; overrides: MessageOverrides } => ({ version: overridesVersion, overrides });

/**
 * Labels published with the versions of screens staff edit at run time (issue 21), per screen: a
 * field added at run time is named by them, in the server's messages and exports as in the browser.
 * They lie over the files' messages as plain text (no ICU arguments, as the browser shows them), and
 * under the messages translators publish. The screen catalog (screens/catalog.ts) sets a screen's
 * labels whenever it serves a new version of it.
 */
const screenLabels = new Map<string, LabelSet>();
let labelLayer: Record<Locale, Catalogue> = { zh: {}, en: {} };

export function setScreenLabels(screen: string, labels: LabelSet | null): void {
  if (labels && LOCALES.some((locale) => Object.keys(labels[locale] ?? {}).length > 0)) screenLabels.set(screen, labels);
  else if (!screenLabels.delete(screen)) return;
  labelLayer = Object.fromEntries(LOCALES.map((locale) =>
    [locale, Object.assign({}, ...[...screenLabels.values()].map((set) => set[locale] ?? {})) as Catalogue])) as Record<Locale, Catalogue>;
  merged = {};
  compiled.clear();
}

const screenLabel = (locale: Locale, id: string): string | undefined => (Object.hasOwn(labelLayer[locale], id) ? labelLayer[locale][id] : undefined);

/** A value that is itself a message id, translated into the same language (e.g. a field's label). */
export interface MessageRef {
  message: string;
}

export type MessageValues = Record<string, string | number | MessageRef>;

/** A message that could not be shown in its language, as logged: which, where and why — never the values it was given. */
export interface MessageFault {
  locale: Locale;
  id: string;
  /** 'missing', 'syntax' (it does not parse), or the formatter's error code (e.g. MISSING_VALUE). */
  reason: string;
  /** What was shown instead: the other language's message, or the id (or, for a published message, its own file's: its language). */
  shown: Locale | 'id';
}

let reportFault: (fault: MessageFault) => void = (fault) => console.warn(`message ${fault.id} (${fault.locale}): ${fault.reason}, shown ${fault.shown === 'id' ? 'as its id' : `in ${fault.shown}`}`);
const reported = new Set<string>();

/** Where message faults go (the app's log); each fault is reported once per process. */
export function onMessageFault(report: (fault: MessageFault) => void): void {
  reportFault = report;
}

const faultOnce = (fault: MessageFault): void => {
  const key = `${fault.locale}\u0000${fault.id}\u0000${fault.reason}`;
  if (reported.has(key)) return;
  reported.add(key);
  reportFault(fault);
};

/** Why a message failed, without the message's text or values (a value may be personal data). */
const reasonOf = (error: unknown): string => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[A-Z_]+$/.test(code) ? code : 'FORMAT_ERROR';
};

/** The message in one language (its message arguments worded in that language too), or why it cannot be shown. */
function formatIn(locale: Locale, id: string, values: MessageValues | undefined): { text: string } | { reason: string } {
  const override = overrides[locale][id];
  if (override !== undefined) {
    // Published messages were checked against the files' placeholders; should one still fail (a deploy
    // changed what the code passes), the file's text of the same language answers, and the fault is logged.
    const published = formatSource(locale, `o\u0000${locale}\u0000${id}`, override, values);
    if ('text' in published) return published;
    const file = catalogues[locale][id] === undefined ? undefined : formatSource(locale, `${locale}\u0000${id}`, catalogues[locale][id]!, values);
    if (file && 'text' in file) faultOnce({ locale, id, reason: `published ${published.reason}`, shown: locale });
    return file ?? published;
  }
  const label = screenLabel(locale, id);
  if (label !== undefined) return { text: label };
  const source = catalogues[locale][id];
  if (source === undefined) return { reason: 'missing' };
  return formatSource(locale, `${locale}\u0000${id}`, source, values);
}

function formatSource(locale: Locale, key: string, source: string, values: MessageValues | undefined): { text: string } | { reason: string } {
  const resolved = values && Object.fromEntries(Object.entries(values).map(([name, value]) =>
    [name, typeof value === 'object' ? translate(locale, value.message) : value]));
  let format = compiled.get(key);
  if (!format) {
    try {
      format = new IntlMessageFormat(source, locale);
    } catch {
      return { reason: 'syntax' };
    }
    compiled.set(key, format);
  }
  try {
    return { text: String(format.format(resolved)) };
  } catch (error) {
    return { reason: reasonOf(error) };
  }
}

/**
 * The message in the caller's language. A message missing there, or that does not parse or format
 * (a translator's slip, live), is shown in the other language, and failing that as its id: an answer
 * never fails because of a message. Each such fault is logged once.
 */
export function translate(locale: Locale, id: string, values?: MessageValues): string {
  const own = formatIn(locale, id, values);
  if ('text' in own) return own.text;
  const other = LOCALES.find((each) => each !== locale)!;
  const fallback = formatIn(other, id, values);
  // A message unknown in both languages is a message id passed on as it is (a label that is not an id): nothing to report.
  if (own.reason === 'missing' && 'reason' in fallback && fallback.reason === 'missing') return id;
  faultOnce({ locale, id, reason: own.reason, shown: 'text' in fallback ? other : 'id' });
  return 'text' in fallback ? fallback.text : id;
}

/** The argument names a message asks for in a language: [] when it asks for none, is missing or does not parse. */
export function messageArguments(locale: Locale, id: string): string[] {
  const source = catalogues[locale][id];
  return source === undefined ? [] : checkMessage(source).placeholders;
}

export const hasMessage = (locale: Locale, id: string): boolean => id in catalogues[locale] || screenLabel(locale, id) !== undefined;

/** Every message of a language as the server translates it now, published ones included (the checks of a screen's draft read it). */
export function catalogueOf(locale: Locale): Readonly<Record<string, string>> {
  if (Object.keys(overrides[locale]).length === 0 && Object.keys(labelLayer[locale]).length === 0) return catalogues[locale];
  return (merged[locale] ??= { ...catalogues[locale], ...labelLayer[locale], ...overrides[locale] });
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    // A malformed escape (`language=%`) is no language, not a fault.
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export const requestLocale = (request: FastifyRequest): Locale =>
  pickLocale(readCookie(request.headers.cookie, 'language'), request.headers['accept-language']);
