/** Translators edit locales/*.json only: both files must carry the same ids, each a valid ICU message. */
import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/locale';
import { Codes } from '../../src/shared/codes';
import { ALL_AUTHORITIES, authorityLabel } from '../../src/shared/authorities';

const catalogue = (locale: string): Record<string, string> => JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8'));

describe('locales', () => {
  const [zh, en] = LOCALES.map(catalogue) as [Record<string, string>, Record<string, string>];

  it('zh and en have exactly the same message ids', () => {
    expect(Object.keys(zh).filter((id) => !(id in en)), 'missing in en.json').toEqual([]);
    expect(Object.keys(en).filter((id) => !(id in zh)), 'missing in zh.json').toEqual([]);
  });

  it.each(LOCALES)('every %s message is non-empty ICU MessageFormat', (locale) => {
    for (const [id, message] of Object.entries(catalogue(locale))) {
      expect(message.trim(), id).not.toBe('');
      expect(() => new IntlMessageFormat(message, locale), id).not.toThrow();
    }
  });

  it('every response code and authority has a message', () => {
    const ids = [...Object.values(Codes).map((c) => c.message), ...ALL_AUTHORITIES.map(authorityLabel)];
    expect(ids.filter((id) => !(id in zh) || !(id in en))).toEqual([]);
  });
});
