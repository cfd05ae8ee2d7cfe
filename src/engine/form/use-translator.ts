import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Translator } from './translate-errors';

/** Characters that give an ICU message meaning beyond its text: arguments, plural `#`, quoting, tags. */
const ICU_SYNTAX = /[{}#'<]/;

/**
 * react-intl as the engine's Translator; stable while the locale stays. A message that is plain
 * text (most labels) is returned as it is: formatMessage would build and cache a message formatter
 * for each, which a form of a few hundred fields pays for on every first render.
 */
export function useTranslator(): Translator {
  const intl = useIntl();
  return useMemo<Translator>(() => {
    const messages = intl.messages as Record<string, unknown>;
    return {
      t: (id, values) => {
        const message = Object.prototype.hasOwnProperty.call(messages, id) ? messages[id] : undefined;
        if (values === undefined && typeof message === 'string' && message !== '' && !ICU_SYNTAX.test(message)) return message;
        return intl.formatMessage({ id }, values);
      },
      has: (id) => Object.prototype.hasOwnProperty.call(messages, id),
    };
  }, [intl]);
}
