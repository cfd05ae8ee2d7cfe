/**
 * Server-side messages in the caller's language, from the same locale files the client uses
 * (LOCALES_DIR, `locales/` by default), with the messages staff published over them (issue 21:
 * modules/messages lays each new version over the files on every process). The language is the
 * `language` cookie the client keeps (SPEC.md §9), else Accept-Language, else zh.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import type { FastifyRequest } from 'fastify';
import { LOCALES, pickLocale, type Locale } from '../../shared/locale';

type Catalogue = Record<string, string>;

/** Published messages that replace the files' texts, per language and id (src/shared/messages.ts). */
export type MessageOverrides = Record<Locale, Record<string, string>>;

export const noOverrides = (): MessageOverrides => ({ zh: {}, en: {} });

const readCatalogues = (dir: string): Record<Locale, Catalogue> => Object.fromEntries(
  LOCALES.map((locale) => [locale, JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Catalogue]),
) as Record<Locale, Catalogue>;

let cataloguesDir = fileURLToPath(new URL('../../../locales/', import.meta.url));
let catalogues = readCatalogues(cataloguesDir);
let overrides: MessageOverrides = noOverrides();
let overridesVersion = 0;
const compiled = new Map<string, IntlMessageFormat>();

/** Reads the catalogues of another folder (the configured LOCALES_DIR; tests point at copies). */
export function loadLocales(dir: string): void {
  if (resolve(dir) === resolve(cataloguesDir)) return;
  catalogues = readCatalogues(dir);
  cataloguesDir = dir;
  compiled.clear();
}

/** The files' messages of a language: the defaults published messages lay over. */
export const defaultMessages = (locale: Locale): Readonly<Catalogue> => catalogues[locale];

/** From now on this process translates with the messages of `version` laid over the files' (0: the files alone). */
export function applyPublishedMessages(version: number, published: MessageOverrides): void {
  overrides = published;
  overridesVersion = version;
  compiled.clear();
}

/** The version of the published messages this process translates with. */
export const publishedMessagesVersion = (): number => overridesVersion;

/** That version and its overrides (the same object until the next version). */
export const publishedMessages = (): { version: number; overrides: MessageOverrides } => ({ version: overridesVersion, overrides });

/** A value that is itself a message id, translated into the same language (e.g. a field's label). */
export interface MessageRef {
  message: string;
}

export type MessageValues = Record<string, string | number | MessageRef>;

function formatted(key: string, source: string, locale: Locale, values?: MessageValues): string {
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(source, locale);
    compiled.set(key, format);
  }
  const resolved = values && Object.fromEntries(Object.entries(values).map(([key, value]) =>
    [key, typeof value === 'object' ? translate(locale, value.message) : value]));
  return String(format.format(resolved));
}

export function translate(locale: Locale, id: string, values?: MessageValues): string {
  const override = overrides[locale][id];
  if (override !== undefined) {
    // Published messages were checked against the files' placeholders; should one still fail to
    // format (a deploy changed what the code passes), the file's text answers instead.
    try {
      return formatted(`o\u0000${locale}\u0000${id}`, override, locale, values);
    } catch {
      // falls through to the file's text
    }
  }
  const source = catalogues[locale][id];
  if (source === undefined) return id;
  return formatted(`${locale}\u0000${id}`, source, locale, values);
}

export const hasMessage = (locale: Locale, id: string): boolean => id in catalogues[locale];

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
