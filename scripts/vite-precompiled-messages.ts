/**
 * The client ships its messages already parsed: each locales/*.json string becomes its ICU
 * MessageFormat syntax tree at build time, and the ICU parser (about 20 KiB gzip) is replaced by
 * its parser-less build, as formatjs recommends for pre-compiled messages. The login page loads
 * less.
 *
 * A translator's slip never fails the build nor a screen: a message that does not parse (or is
 * missing) is shipped as the other language's message, failing that as its id, with a warning that
 * names the file and the message (`npm run schemas:check` names it too, with its line).
 *
 * The server and the tests keep reading the plain strings.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { isSignInMessage } from '../src/shared/locale';

const require = createRequire(import.meta.url);
const PARSER = '@formatjs/icu-messageformat-parser';
const NO_PARSER = require.resolve('@formatjs/icu-messageformat-parser/no-parser.js');
const MESSAGE_CHECK = /[\\/]src[\\/]shared[\\/]message-check\.ts$/;
const LOCALE_FILE = /[\\/]locales[\\/][a-z]{2}\.json(?:\?part=(sign-in|rest))?$/;

/** `?part=sign-in` keeps the messages the sign-in pages need, `?part=rest` the others (src/shared/locale.ts). */
type Part = 'sign-in' | 'rest';

export interface CompileOptions {
  /** The other language's catalogue (its JSON text): what a broken or missing message is replaced by. */
  fallback?: string;
  /** Hears each replacement (the build's warnings). */
  warn?: (message: string) => void;
}

const readCatalogue = (source: string | undefined): Record<string, unknown> | undefined => {
  if (source === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(source);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value as Record<string, unknown> : undefined;
  } catch {
    return undefined;
  }
};

const tryParse = (message: unknown): MessageFormatElement[] | Error => {
  if (typeof message !== 'string') return new Error(message === undefined ? 'missing' : 'not a string');
  try {
    return parse(message);
  } catch (error) {
    return error as Error;
  }
};

export function compileMessages(source: string, file: string, part?: Part, options: CompileOptions = {}): string {
  const warn = options.warn ?? (() => {});
  const fallback = readCatalogue(options.fallback) ?? {};
  let messages = readCatalogue(source);
  if (!messages) {
    warn(`${file} is not a JSON object of messages: the other language's messages are shipped in its place`);
    messages = {};
  }
  const ids = [...new Set([...Object.keys(messages), ...Object.keys(fallback)])];
  const wanted = ids.filter((id) => part === undefined || isSignInMessage(id) === (part === 'sign-in'));
  const compiled = Object.fromEntries(wanted.map((id) => {
    const own = tryParse(messages[id]);
    if (!(own instanceof Error)) return [id, own];
    const other = tryParse(fallback[id]);
    const instead = other instanceof Error ? 'its id' : "the other language's message";
    warn(`${file}: message "${id}" ${own.message === 'missing' ? 'is missing' : `is not valid ICU MessageFormat (${own.message})`}: ${instead} is shipped instead`);
    return [id, other instanceof Error ? [{ type: TYPE.literal, value: id }] : other];
  }));
  return JSON.stringify(compiled);
}

/** locales/zh.json → locales/en.json and back: the catalogue a broken message falls back to. */
export const otherCatalogue = (file: string): string => file.replace(/([\\/])(zh|en)\.json$/, (_match, slash: string, locale: string) => `${slash}${locale === 'zh' ? 'en' : 'zh'}.json`);

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
      const otherFile = otherCatalogue(id.replace(/\?.*$/, ''));
      if (existsSync(otherFile)) this.addWatchFile(otherFile);
      const compiled = compileMessages(source, id, part, {
        ...(existsSync(otherFile) ? { fallback: readFileSync(otherFile, 'utf8') } : {}),
        warn: (message) => this.warn(message),
      });
      // A part (`?part=`) is no longer a .json request to the bundler: hand it over as a module.
      if (part) return { code: `export default JSON.parse(${JSON.stringify(compiled)});`, map: null, moduleType: 'js' };
      return { code: compiled, map: null };
    },
  };
}
