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

/** A value that is itself a message id, translated into the same language (e.g. a field's label). */
export interface MessageRef {
  message: string;
}

export type MessageValues = Record<string, string | number | MessageRef>;

export function translate(locale: Locale, id: string, values?: MessageValues): string {
  const source = catalogues[locale][id];
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
