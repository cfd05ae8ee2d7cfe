/**
 * One group order with its timeline and remittances (`?id=` of the pay, remit and detail pages),
 * read when the page opens, on reload(), and again when live 10002 says this order changed.
 */
import { useCallback, useEffect, useState } from 'react';
import { Codes } from '../../../shared/codes';
import type { GroupOrderDetail } from '../../../shared/group';
import { ApiError } from '../../../runtime/http';
import { fetchGroupOrder } from './group-api';
import { useGroupOrderLive } from './use-group-live';

export type OrderState =
  | { phase: 'loading' }
  | { phase: 'ready'; order: GroupOrderDetail }
  | { phase: 'missing' }
  | { phase: 'failed' };

export interface GroupOrderHandle {
  state: OrderState;
  reload: () => void;
  /** An answer of an action (defer, cancel, remit) is the order as it now is: shown without a second read. */
  show: (order: GroupOrderDetail) => void;
}

export function useGroupOrder(id: number | undefined): GroupOrderHandle {
  const [reads, setReads] = useState(0);
  const [loaded, setLoaded] = useState<{ id: number; state: OrderState } | null>(null);
  const { change, message } = useGroupOrderLive();
  // The last live change of this order: a change of another order reads nothing.
  const [changed, setChanged] = useState<unknown>(null);
  if (change && change.order_id === id && message !== changed) setChanged(message);

  useEffect(() => {
    if (id === undefined) return undefined;
    const controller = new AbortController();
    fetchGroupOrder(id, controller.signal).then(
      (order) => { if (!controller.signal.aborted) setLoaded({ id, state: { phase: 'ready', order } }); },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ id, state: { phase: error instanceof ApiError && error.code === Codes.NOT_FOUND.code ? 'missing' : 'failed' } });
      },
    );
    return () => controller.abort();
  }, [id, reads, changed]);

  const reload = useCallback(() => setReads((n) => n + 1), []);
  const show = useCallback((order: GroupOrderDetail) => setLoaded({ id: order.id, state: { phase: 'ready', order } }), []);
  const state: OrderState = id === undefined ? { phase: 'missing' } : loaded?.id === id ? loaded.state : { phase: 'loading' };
  return { state, reload, show };
}
