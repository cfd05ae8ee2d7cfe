/**
 * The client ships its messages already parsed: each locales/*.json string becomes its ICU
 * MessageFormat syntax tree at build time, and the ICU parser (about 20 KiB gzip) is replaced by
 * its parser-less build, as formatjs recommends for pre-compiled messages. The login page loads
 * less, and a malformed message fails the build instead of a screen.
 *
 * The server and the tests keep reading the plain strings.
 */
import { createRequire } from 'node:module';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const LOCALE_FILE = /[\\/]locales[\\/][a-z]{2}\.json$/;

export function compileMessages(source: string, file: string): string {
  const messages = JSON.parse(source) as Record<string, string>;
  const compiled = Object.fromEntries(Object.entries(messages).map(([id, message]) => {
    try {
      return [id, parse(message)];
    } catch (error) {
      throw new Error(`${file}: message "${id}" is not valid ICU MessageFormat: ${(error as Error).message}`, { cause: error });
    }
  }));
  return JSON.stringify(compiled);
}

export function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    // Before Vite's JSON plugin, which then turns the compiled JSON into a module as usual.
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: require.resolve('@formatjs/icu-messageformat-parser/no-parser.js') }],
      },
    }),
    transform(source, id) {
      if (!LOCALE_FILE.test(id)) return undefined;
      return { code: compileMessages(source, id), map: null };
    },
  };
}
