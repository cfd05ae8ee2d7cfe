import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compileMessages } from '../../../scripts/vite-precompiled-messages';

describe('precompiled messages', () => {
  it('turns every message of both catalogues into a syntax tree that formats like the string', () => {
    for (const locale of ['zh', 'en']) {
      const source = readFileSync(`locales/${locale}.json`, 'utf8');
      const strings = JSON.parse(source) as Record<string, string>;
      const trees = JSON.parse(compileMessages(source, `locales/${locale}.json`)) as Record<string, unknown>;
      expect(Object.keys(trees)).toEqual(Object.keys(strings));
      const id = 'upload.error.ratio';
      const values = { ratio: '2:1', actualWidth: 800, actualHeight: 600 };
      expect(new IntlMessageFormat(trees[id] as never, locale).format(values)).toBe(new IntlMessageFormat(strings[id]!, locale).format(values));
    }
  });

  it('fails the build on a malformed message, naming the file and the message', () => {
    expect(() => compileMessages('{"greeting": "Hello {name"}', 'locales/en.json')).toThrow(/locales\/en\.json: message "greeting"/);
  });
});
