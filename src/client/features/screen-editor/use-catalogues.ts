/**
 * The locale files' messages of both languages as text, for the editor's zh and en label inputs
 * (a page holds only its own language's): what a label reads now when the draft does not reword it,
 * and which ids are taken.
 */
import { useEffect, useMemo, useState } from 'react';
import { LOCALES, type Locale } from '../../../shared/locale';
import { loadMessages, type Messages } from '../../i18n/messages';

export interface Catalogues {
  /** False until both languages are loaded or their loading failed: labels read before would show empty. */
  settled: boolean;
  text: (locale: Locale, id: string) => string | undefined;
  known: (id: string) => boolean;
}

type Element = { type: number; value?: unknown };

/** A message as plain text: literal parts as they are, arguments as `{name}`. */
export function messageText(message: unknown): string | undefined {
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return undefined;
  return (message as Element[]).map((element) => {
    if (element.type === 0) return String(element.value ?? '');
    if (element.type === 1) return `{${String(element.value)}}`;
    return '';
  }).join('');
}

export function useCatalogues(): Catalogues {
  const [loaded, setLoaded] = useState<Partial<Record<Locale, Messages>>>({});
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void Promise.all(LOCALES.map(async (locale) => [locale, await loadMessages(locale, true)] as const))
      .then((entries) => { if (live) setLoaded(Object.fromEntries(entries)); })
      // Without them the inputs start empty for labels the draft does not carry; nothing else fails.
      .catch(() => { if (live) setFailed(true); });
    return () => { live = false; };
  }, []);
  return useMemo(() => ({
    settled: failed || LOCALES.every((locale) => loaded[locale] !== undefined),
    text: (locale, id) => {
      const messages = loaded[locale] as Record<string, unknown> | undefined;
      return messages && Object.hasOwn(messages, id) ? messageText(messages[id]) : undefined;
    },
    known: (id) => LOCALES.some((locale) => {
      const messages = loaded[locale] as Record<string, unknown> | undefined;
      return messages !== undefined && Object.hasOwn(messages, id);
    }),
  }), [loaded, failed]);
}
