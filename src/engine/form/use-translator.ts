import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Translator } from './translate-errors';

/** Characters that give an ICU message meaning beyond its text: arguments, plural `#`, quoting, tags. */
const ICU_SYNTAX = /[{}#'<]/;

/** The ICU syntax tree's type of a piece of literal text (TYPE.literal of @formatjs/icu-messageformat-parser). */
const LITERAL = 0;

/** A message precompiled at build time (scripts/vite-precompiled-messages.ts) that is one piece of literal text. */
const literalOf = (message: unknown): string | undefined => {
  if (!Array.isArray(message) || message.length !== 1) return undefined;
  const [element] = message as { type?: unknown; value?: unknown }[];
  return element?.type === LITERAL && typeof element.value === 'string' ? element.value : undefined;
};

/**
 * react-intl as the engine's Translator; stable while the locale stays. A message that is plain
 * text (most labels) is returned as it is: formatMessage would build and cache a message formatter
 * for each, which a form of a few hundred fields pays for on every first render. The app ships its
 * messages parsed (a plain text is then a single literal element); tests and tools ship strings.
 */
export function useTranslator(): Translator {
  const intl = useIntl();
  return useMemo<Translator>(() => {
    const messages = intl.messages as Record<string, unknown>;
    return {
      t: (id, values) => {
        const message = Object.prototype.hasOwnProperty.call(messages, id) ? messages[id] : undefined;
        if (values === undefined) {
          if (typeof message === 'string' && message !== '' && !ICU_SYNTAX.test(message)) return message;
          const literal = literalOf(message);
          if (literal !== undefined) return literal;
        }
        return intl.formatMessage({ id }, values);
      },
      has: (id) => Object.prototype.hasOwnProperty.call(messages, id),
    };
  }, [intl]);
}
