import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type AddressChange = (next: URLSearchParams) => void;

/**
 * The address's query as a page's state (its filters, an open record, a tab). A change starts from
 * the address as it is now, not as the last render saw it: the router draws a navigation in a
 * transition, so two quick changes (two filters chosen in a row) would otherwise lose the first.
 */
export function useAddressParams(): [URLSearchParams, (change: AddressChange, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback((change: AddressChange, { replace = true }: { replace?: boolean } = {}) => {
    const next = new URLSearchParams(window.location.search);
    change(next);
    setParams(next, { replace });
  }, [setParams]);
  return [params, update];
}
