/**
 * Live 10002 for the group ticket screens: the latest message telling of a group order that changed
 * without the buyer (paid by the provider's callback, confirmed or rejected by the organiser,
 * expired). Screens read it again when one arrives; seeing them is seeing the new order flag.
 */
import { useEffect, useMemo } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { OrderChanged } from '../../../shared/group';
import type { LiveMessage } from '../../../shared/live';
import { clearLiveFlagAtom, liveStateAtom } from '../live';
import { groupOrderChange } from './order-rules';

export interface GroupOrderLive {
  /** The message itself: a new one is a new object, a key to read again on. */
  message: LiveMessage | undefined;
  change: OrderChanged | undefined;
}

export function useGroupOrderLive(): GroupOrderLive {
  const { recent, newOrder } = useAtomValue(liveStateAtom);
  const clearFlag = useSetAtom(clearLiveFlagAtom);
  useEffect(() => { if (newOrder) clearFlag('newOrder'); }, [newOrder, clearFlag]);
  const message = recent.find((each) => groupOrderChange(each) !== undefined);
  return useMemo(() => ({ message, change: groupOrderChange(message) }), [message]);
}
