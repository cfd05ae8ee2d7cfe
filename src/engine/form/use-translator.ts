import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Translator } from './translate-errors';

/** react-intl as the engine's Translator; stable while the locale stays. */
export function useTranslator(): Translator {
  const intl = useIntl();
  return useMemo<Translator>(() => ({
    t: (id, values) => intl.formatMessage({ id }, values),
    has: (id) => Object.prototype.hasOwnProperty.call(intl.messages, id),
  }), [intl]);
}
