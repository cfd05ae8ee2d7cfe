/**
 * The published overrides of one language as the browser takes them: each parsed to its ICU syntax
 * tree, as the build parses the files (scripts/vite-precompiled-messages.ts), since the client ships
 * without the parser. Kept per version and language: a version never changes.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '../../../shared/locale';
import type { PublishedMessages } from '../../../shared/messages';
import type { MessageOverrides } from '../../http/i18n';

let kept: { version: number; overrides: MessageOverrides; byLocale: Partial<Record<Locale, string>> } | undefined;

/** The answer's data as JSON text, parsed once per version and language. */
export function publishedMessagesJson(version: number, overrides: MessageOverrides, locale: Locale): string {
  if (kept?.version !== version || kept.overrides !== overrides) kept = { version, overrides, byLocale: {} };
  let json = kept.byLocale[locale];
  if (json === undefined) {
    const messages: PublishedMessages['messages'] = {};
    for (const [id, text] of Object.entries(overrides[locale])) {
      // Every published text was checked; one that still fails is left out, and the page shows the file's.
      try {
        messages[id] = parse(text);
      } catch {
        continue;
      }
    }
    json = JSON.stringify({ version, messages } satisfies PublishedMessages);
    kept.byLocale[locale] = json;
  }
  return json;
}
