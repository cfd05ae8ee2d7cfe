import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compileMessages, otherCatalogue } from '../../../scripts/vite-precompiled-messages';

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

  it('ships a malformed message as the other language\'s, failing that as its id, and warns naming the file and the message', () => {
    const warnings: string[] = [];
    const compiled = JSON.parse(compileMessages(
      JSON.stringify({ greeting: 'Hello {name', farewell: 'Bye {name', thanks: 'Thanks' }),
      'locales/en.json',
      undefined,
      { fallback: JSON.stringify({ greeting: '你好，{name}', farewell: '再见 {name', thanks: '谢谢', welcome: '欢迎' }), warn: (message) => warnings.push(message) },
    )) as Record<string, unknown>;
    const format = (id: string) => new IntlMessageFormat(compiled[id] as never, 'en').format({ name: 'Li' });
    expect(format('greeting')).toBe('你好，Li');
    expect(format('farewell')).toBe('farewell');
    expect(format('thanks')).toBe('Thanks');
    // Missing here, present in the other language.
    expect(format('welcome')).toBe('欢迎');
    expect(warnings).toEqual([
      'locales/en.json: message "greeting" is not valid ICU MessageFormat (EXPECT_ARGUMENT_CLOSING_BRACE): the other language\'s message is shipped instead',
      'locales/en.json: message "farewell" is not valid ICU MessageFormat (EXPECT_ARGUMENT_CLOSING_BRACE): its id is shipped instead',
      'locales/en.json: message "welcome" is missing: the other language\'s message is shipped instead',
    ]);
  });

  it('ships the other language whole when a catalogue is not JSON', () => {
    const warnings: string[] = [];
    const compiled = JSON.parse(compileMessages('{"greeting": "Hello",', 'locales/en.json', undefined, { fallback: '{"greeting": "你好"}', warn: (message) => warnings.push(message) })) as Record<string, unknown>;
    expect(new IntlMessageFormat(compiled.greeting as never, 'en').format()).toBe('你好');
    expect(warnings[0]).toBe('locales/en.json is not a JSON object of messages: the other language\'s messages are shipped in its place');
  });

  it('finds the other catalogue beside each one', () => {
    expect(otherCatalogue('/work/locales/zh.json')).toBe('/work/locales/en.json');
    expect(otherCatalogue('C:\\portal\\locales\\en.json')).toBe('C:\\portal\\locales\\zh.json');
  });
});
