/**
 * The order's own buttons (its page): the descriptor's row actions the order offers now, each
 * confirmed first where the descriptor asks (defer, cancel).
 */
import { useState } from 'react';
import { Button, Wrap } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { ListDescriptor } from '../../../shared/descriptor';
import type { GroupOrder, GroupOrderDetail } from '../../../shared/group';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { offers, useOrderCommands } from './use-order-commands';

type Action = NonNullable<ListDescriptor['rowActions']>[number];

export interface OrderActionsProps {
  order: GroupOrder;
  /** The descriptor's row actions (schemas/group-order.json). */
  actions: readonly Action[];
  /** Commands left out (the page the buyer is on). */
  omit?: readonly string[];
  onChanged: (order: GroupOrderDetail) => void;
}

export function OrderActions({ order, actions, omit = ['detail'], onChanged }: OrderActionsProps) {
  const { run, busy } = useOrderCommands(onChanged);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const shown = actions.filter((action) => !omit.includes(action.id) && offers(order, action.id));
  if (shown.length === 0) return null;
  return (
    <Wrap gap="2" data-testid="order-actions">
      {shown.map((action, index) => (
        <Button key={action.id} size="sm" variant={index === 0 && !action.danger ? 'solid' : 'outline'} colorPalette={action.danger ? 'red' : 'blue'}
          loading={busy === order.id && confirming?.id === action.id} data-testid={`order-${action.id}`}
          onClick={() => (action.confirm ? setConfirming(action) : void run(action.id, order))}>
          <FormattedMessage id={action.label} />
        </Button>
      ))}
      <ConfirmDialog open={confirming !== null} onOpenChange={(open) => { if (!open) setConfirming(null); }} busy={busy === order.id}
        title={confirming ? <FormattedMessage id={confirming.label} /> : null}
        body={confirming?.confirm ? <FormattedMessage id={confirming.confirm} /> : null}
        action={confirming ? <FormattedMessage id={confirming.label} /> : null}
        colorPalette={confirming?.danger ? 'red' : 'blue'} testId="order-confirm" actionTestId="order-confirm-action"
        onConfirm={() => { if (confirming) void run(confirming.id, order).then(() => setConfirming(null)); }} />
    </Wrap>
  );
}
