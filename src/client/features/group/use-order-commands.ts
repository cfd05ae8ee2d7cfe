/**
 * What the buyer can do with an order (schemas/group-order.json row actions, offered as the order's
 * `actions` say): open it, pay (the pay page), remit (the remittance form), defer once, cancel. The
 * list and the order's own page run them alike.
 */
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { GroupOrder, GroupOrderDetail } from '../../../shared/group';
import { toaster } from '../../app/toaster';
import { cancelGroupOrder, deferGroupOrder, groupOrderDetailPath, groupPayPath, groupRemitPath } from './group-api';

export type OrderCommand = 'detail' | 'pay' | 'remit' | 'defer' | 'cancel';

/** Whether the order offers a command now; its details always open. */
export const offers = (order: Pick<GroupOrder, 'actions'>, command: string): boolean =>
  command === 'detail' || (command in order.actions && order.actions[command as keyof GroupOrder['actions']]);

export function useOrderCommands(onChanged: (order: GroupOrderDetail) => void) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<number | null>(null);

  const run = useCallback(async (command: string, order: GroupOrder) => {
    if (!offers(order, command)) return;
    if (command === 'detail') navigate(groupOrderDetailPath(order.id));
    if (command === 'pay') navigate(groupPayPath(order.id));
    if (command === 'remit') navigate(groupRemitPath(order.id));
    if (command !== 'defer' && command !== 'cancel') return;
    setBusy(order.id);
    try {
      const changed = await (command === 'defer' ? deferGroupOrder(order.id) : cancelGroupOrder(order.id));
      toaster.create({ type: 'success', title: intl.formatMessage({ id: `groupPage.${command}.done` }, { order: order.order_no }), closable: true });
      onChanged(changed);
    } catch {
      // The request layer has said why.
    } finally {
      setBusy(null);
    }
  }, [intl, navigate, onChanged]);

  return { run, busy };
}
