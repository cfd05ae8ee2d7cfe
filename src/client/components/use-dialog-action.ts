/**
 * The save of a dialog that is not a schema form (ticked keywords, chosen roles, a file): busy while
 * it runs, and why it was refused, for FormDialog to show above what the person chose, which stays.
 */
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';

export function useDialogAction() {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = useCallback(<T,>(work: () => Promise<T>, done: (value: T) => void) => {
    setBusy(true);
    setRefusal(null);
    work().then(
      done,
      (error: unknown) => setRefusal(error instanceof Error && error.message ? error.message : intl.formatMessage({ id: 'common.loadFailed' })),
    ).finally(() => setBusy(false));
  }, [intl]);
  const clearRefusal = useCallback(() => setRefusal(null), []);
  return { busy, refusal, run, clearRefusal };
}
