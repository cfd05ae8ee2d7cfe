/**
 * The messages as published: the files' texts (locales/*.json, the defaults) with a version's
 * overrides laid over them. Pure functions over the catalogues the server has read
 * (http/i18n.ts), shared by the console's table, publishing, rollback and the scripts.
 */
import { LOCALES, type Locale } from '../../../shared/locale';
import type { MessageChange } from '../../../shared/messages';
import { defaultMessages, noOverrides, type MessageOverrides } from '../../http/i18n';

export type Catalogues = Record<Locale, Record<string, string>>;

export interface DraftText {
  locale: Locale;
  id: string;
  text: string;
}

let known: { zh: object; en: object; ids: string[]; order: Map<string, number> } | undefined;

/** Every message id of the files, in their order: zh.json's, then those only en.json has. */
function idsInOrder(): { ids: string[]; order: Map<string, number> } {
  const zh = defaultMessages('zh');
  const en = defaultMessages('en');
  if (known?.zh !== zh || known.en !== en) {
    const ids = [...new Set([...Object.keys(zh), ...Object.keys(en)])];
    known = { zh, en, ids, order: new Map(ids.map((id, index) => [id, index])) };
  }
  return known;
}

export const messageIds = (): readonly string[] => idsInOrder().ids;

/** Whether the files know the id (in either language): only their ids can be changed. */
export const isKnownMessage = (id: string): boolean => idsInOrder().order.has(id);

/** Sorts ids into the files' order. */
export const inFileOrder = (ids: Iterable<string>): string[] => {
  const { order } = idsInOrder();
  return [...ids].sort((a, b) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity));
};

export const fileText = (locale: Locale, id: string): string | undefined =>
  (Object.hasOwn(defaultMessages(locale), id) ? defaultMessages(locale)[id] : undefined);

/** The text a message is published with under these overrides: the override, else the file's. */
export const publishedText = (overrides: MessageOverrides, locale: Locale, id: string): string | undefined =>
  (Object.hasOwn(overrides[locale], id) ? overrides[locale][id] : fileText(locale, id));

/**
 * Overrides as kept: texts of ids the files know, each differing from its file's text (a text equal to
 * the file's is no override: a later deploy changing the file then shows through). Anything else a
 * stored value holds is dropped.
 */
export function normalizeOverrides(value: unknown): MessageOverrides {
  const result = noOverrides();
  if (typeof value !== 'object' || value === null) return result;
  for (const locale of LOCALES) {
    const texts = (value as Record<string, unknown>)[locale];
    if (typeof texts !== 'object' || texts === null) continue;
    for (const [id, text] of Object.entries(texts)) {
      if (typeof text === 'string' && isKnownMessage(id) && text !== fileText(locale, id)) result[locale][id] = text;
    }
  }
  return result;
}

/** The overrides once the draft's texts replace the published ones. */
export function withDraft(overrides: MessageOverrides, draft: readonly DraftText[]): MessageOverrides {
  const next: MessageOverrides = { zh: { ...overrides.zh }, en: { ...overrides.en } };
  for (const { locale, id, text } of draft) next[locale][id] = text;
  return normalizeOverrides(next);
}

/** The catalogues as published under these overrides. */
export const publishedCatalogues = (overrides: MessageOverrides): Catalogues => ({
  zh: { ...defaultMessages('zh'), ...overrides.zh },
  en: { ...defaultMessages('en'), ...overrides.en },
});

/** Every message whose published text differs between two sets of overrides, in the files' order, zh before en. */
export function changesBetween(before: MessageOverrides, after: MessageOverrides): MessageChange[] {
  const ids = inFileOrder(new Set(LOCALES.flatMap((locale) => [...Object.keys(before[locale]), ...Object.keys(after[locale])])));
  const changes: MessageChange[] = [];
  for (const id of ids) {
    for (const locale of LOCALES) {
      const was = publishedText(before, locale, id) ?? null;
      const is = publishedText(after, locale, id) ?? null;
      if (was !== is) changes.push({ locale, id, before: was, after: is });
    }
  }
  return changes;
}

/** The ids the overrides change, in either language. */
export const overriddenIds = (overrides: MessageOverrides): Set<string> =>
  new Set(LOCALES.flatMap((locale) => Object.keys(overrides[locale])));
