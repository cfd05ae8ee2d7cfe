/**
 * Server-side messages in the caller's language, from the same locale files the client uses.
 * The language is the `language` cookie the client keeps (SPEC.md §9), else Accept-Language, else zh.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import type { FastifyRequest } from 'fastify';
import { LOCALES, pickLocale, type Locale } from '../../shared/locale';

type Catalogue = Record<string, string>;

const localesDir = fileURLToPath(new URL('../../../locales/', import.meta.url));
const catalogues = Object.fromEntries(
  LOCALES.map((locale) => [locale, JSON.parse(readFileSync(`${localesDir}${locale}.json`, 'utf8')) as Catalogue]),
) as Record<Locale, Catalogue>;

const compiled = new Map<string, IntlMessageFormat>();

export type MessageValues = Record<string, string | number>;

export function translate(locale: Locale, id: string, values?: MessageValues): string {
  const source = catalogues[locale][id];
  if (source === undefined) return id;
  const key = `${locale}\u0000${id}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(source, locale);
    compiled.set(key, format);
  }
  return String(format.format(values));
}

export const hasMessage = (locale: Locale, id: string): boolean => id in catalogues[locale];

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export const requestLocale = (request: FastifyRequest): Locale =>
  pickLocale(readCookie(request.headers.cookie, 'language'), request.headers['accept-language']);
