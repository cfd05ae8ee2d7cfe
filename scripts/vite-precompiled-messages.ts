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
import { isSignInMessage } from '../src/shared/locale';

const require = createRequire(import.meta.url);
const PARSER = '@formatjs/icu-messageformat-parser';
const NO_PARSER = require.resolve('@formatjs/icu-messageformat-parser/no-parser.js');
const MESSAGE_CHECK = /[\\/]src[\\/]shared[\\/]message-check\.ts$/;
const LOCALE_FILE = /[\\/]locales[\\/][a-z]{2}\.json(?:\?part=(sign-in|rest))?$/;

/** `?part=sign-in` keeps the messages the sign-in pages need, `?part=rest` the others (src/shared/locale.ts). */
type Part = 'sign-in' | 'rest';

export function compileMessages(source: string, file: string, part?: Part): string {
  const messages = JSON.parse(source) as Record<string, string>;
  const wanted = Object.entries(messages).filter(([id]) => part === undefined || isSignInMessage(id) === (part === 'sign-in'));
  const compiled = Object.fromEntries(wanted.map(([id, message]) => {
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
    // Everyone but the message checker (src/shared/message-check.ts, which parses what a translator
    // types) gets the parser-less build; the checker's chunk alone carries the parser.
    resolveId(source, importer) {
      if (source !== PARSER || (importer && MESSAGE_CHECK.test(importer))) return null;
      return NO_PARSER;
    },
    transform(source, id) {
      const match = LOCALE_FILE.exec(id);
      if (!match) return undefined;
      const part = match[1] as Part | undefined;
      const compiled = compileMessages(source, id, part);
      // A part (`?part=`) is no longer a .json request to the bundler: hand it over as a module.
      if (part) return { code: `export default JSON.parse(${JSON.stringify(compiled)});`, map: null, moduleType: 'js' };
      return { code: compiled, map: null };
    },
  };
}
