/**
 * Server-side messages in the caller's language, from the same locale files the client uses
 * (LOCALES_DIR, `locales/` by default). The language is the `language` cookie the client keeps
 * (SPEC.md §9), else Accept-Language, else zh.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import type { FastifyRequest } from 'fastify';
import { LOCALES, pickLocale, type Locale } from '../../shared/locale';
import type { LabelSet } from '../../shared/screen-editor';

type Catalogue = Record<string, string>;

const readCatalogues = (dir: string): Record<Locale, Catalogue> => Object.fromEntries(
  LOCALES.map((locale) => [locale, JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Catalogue]),
) as Record<Locale, Catalogue>;

let cataloguesDir = fileURLToPath(new URL('../../../locales/', import.meta.url));
let catalogues = readCatalogues(cataloguesDir);
const compiled = new Map<string, IntlMessageFormat>();

/** Reads the catalogues of another folder (the configured LOCALES_DIR; tests point at copies). */
export function loadLocales(dir: string): void {
  if (resolve(dir) === resolve(cataloguesDir)) return;
  catalogues = readCatalogues(dir);
  cataloguesDir = dir;
  compiled.clear();
}

/**
 * Labels published with the versions of screens staff edit at run time (issue 21), per screen: a
 * field added at run time is named by them, in the server's messages and exports as in the browser.
 * They lie over the files' messages, as plain text (no ICU arguments). The screen catalog (screens/catalog.ts) sets a screen's labels
 * whenever it serves a new version of it.
 */
const screenLabels = new Map<string, LabelSet>();
let labelLayer: Record<Locale, Catalogue> = { zh: {}, en: {} };

export function setScreenLabels(screen: string, labels: LabelSet | null): void {
  if (labels && LOCALES.some((locale) => Object.keys(labels[locale] ?? {}).length > 0)) screenLabels.set(screen, labels);
  else if (!screenLabels.delete(screen)) return;
  labelLayer = Object.fromEntries(LOCALES.map((locale) =>
    [locale, Object.assign({}, ...[...screenLabels.values()].map((set) => set[locale] ?? {})) as Catalogue])) as Record<Locale, Catalogue>;
  compiled.clear();
}

const sourceOf = (locale: Locale, id: string): string | undefined => {
  if (Object.hasOwn(labelLayer[locale], id)) return labelLayer[locale][id];
  return Object.hasOwn(catalogues[locale], id) ? catalogues[locale][id] : undefined;
};

/** A value that is itself a message id, translated into the same language (e.g. a field's label). */
export interface MessageRef {
  message: string;
}

export type MessageValues = Record<string, string | number | MessageRef>;

export function translate(locale: Locale, id: string, values?: MessageValues): string {
  // A screen's label is plain text, as the browser shows it: no ICU syntax to go wrong.
  if (Object.hasOwn(labelLayer[locale], id)) return labelLayer[locale][id]!;
  const source = sourceOf(locale, id);
  if (source === undefined) return id;
  const key = `${locale}\u0000${id}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(source, locale);
    compiled.set(key, format);
  }
  const resolved = values && Object.fromEntries(Object.entries(values).map(([key, value]) =>
    [key, typeof value === 'object' ? translate(locale, value.message) : value]));
  return String(format.format(resolved));
}

export const hasMessage = (locale: Locale, id: string): boolean => sourceOf(locale, id) !== undefined;

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
