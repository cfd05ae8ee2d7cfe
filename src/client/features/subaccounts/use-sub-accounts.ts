/** The sub-account list with its limit, reloadable after a change. */
import { useCallback, useEffect, useState } from 'react';
import type { SubAccountList } from '../../../shared/accounts';
import { fetchSubAccounts } from './subaccount-api';

export interface SubAccountsState {
  data: SubAccountList | null;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

export function useSubAccounts(): SubAccountsState {
  const [data, setData] = useState<SubAccountList | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setFailed(false);
    fetchSubAccounts(controller.signal).then(
      (list) => { setData(list); setLoading(false); },
      () => { if (!controller.signal.aborted) { setFailed(true); setLoading(false); } },
    );
    return () => controller.abort();
  }, [reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { data, loading, failed, reload };
}
