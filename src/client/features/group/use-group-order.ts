/**
 * One group order with its timeline and remittances (`?id=` of the pay, remit and detail pages),
 * read when the page opens, on reload(), and again when live 10002 says this order changed.
 */
import { useState } from 'react';
import { GroupApi, type GroupOrderDetail } from '../../../shared/group';
import { useRecord, type RecordState } from '../screens';
import { useGroupOrderLive } from './use-group-live';

export type OrderState = RecordState<GroupOrderDetail>;

export interface GroupOrderHandle {
  state: OrderState;
  reload: () => void;
  /** An answer of an action (defer, cancel, remit) is the order as it now is: shown without a second read. */
  show: (order: GroupOrderDetail) => void;
}

export function useGroupOrder(id: number | undefined): GroupOrderHandle {
  const { change, message } = useGroupOrderLive();
  // The last live change of this order: a change of another order reads nothing.
  const [changed, setChanged] = useState<unknown>(null);
  if (change && change.order_id === id && message !== changed) setChanged(message);
  // Quiet: the order's pages say themselves that an order is missing or could not be read.
  const order = useRecord<GroupOrderDetail>(id === undefined ? null : GroupApi.order(id), { refreshKey: changed, quiet: true });
  // A page opened without an order's id has no order to show.
  return id === undefined ? { ...order, state: MISSING } : order;
}

const MISSING = { phase: 'missing' } as const;
