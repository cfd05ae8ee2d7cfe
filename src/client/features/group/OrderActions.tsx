/**
 * An order's buttons: the descriptor's row actions (schemas/group-order.json) the order offers now,
 * each confirmed first where the descriptor asks (defer, cancel). The confirmation lives with the
 * page (useOrderActions), not with the buttons: in a card's actions menu the buttons go as the menu closes.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { Button, Wrap } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { ListDescriptor } from '../../../shared/descriptor';
import type { GroupOrder, GroupOrderDetail } from '../../../shared/group';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { offers, useOrderCommands } from './use-order-commands';

export type OrderAction = NonNullable<ListDescriptor['rowActions']>[number];

export interface OrderActionFlow {
  /** Runs an action, or asks first when the descriptor says so. */
  choose: (action: OrderAction, order: GroupOrder) => void;
  busy: number | null;
  /** The confirmation, to be drawn once by the page. */
  dialog: ReactNode;
}

export function useOrderActions(onChanged: (order: GroupOrderDetail) => void): OrderActionFlow {
  const { run, busy } = useOrderCommands(onChanged);
  const [confirming, setConfirming] = useState<{ action: OrderAction; order: GroupOrder } | null>(null);
  const choose = useCallback((action: OrderAction, order: GroupOrder) => {
    if (action.confirm) setConfirming({ action, order });
    else void run(action.id, order);
  }, [run]);
  const action = confirming?.action;
  const dialog = (
    <ConfirmDialog open={confirming !== null} onOpenChange={(open) => { if (!open) setConfirming(null); }} busy={busy !== null && busy === confirming?.order.id}
      title={action ? <FormattedMessage id={action.label} /> : null}
      body={action?.confirm ? <FormattedMessage id={action.confirm} /> : null}
      action={action ? <FormattedMessage id={action.label} /> : null}
      colorPalette={action?.danger ? 'red' : 'brand'} testId="order-confirm" actionTestId="order-confirm-action"
      onConfirm={() => { if (confirming) void run(confirming.action.id, confirming.order).then(() => setConfirming(null)); }} />
  );
  return { choose, busy, dialog };
}

export interface OrderActionButtonsProps {
  order: GroupOrder;
  /** The descriptor's row actions. */
  actions: readonly OrderAction[];
  /** Actions left out (the page the buyer is on). */
  omit?: readonly string[];
  flow: OrderActionFlow;
  /** Small, quiet buttons for a table row. */
  compact?: boolean;
}

export function OrderActionButtons({ order, actions, omit = [], flow, compact = false }: OrderActionButtonsProps) {
  const shown = actions.filter((action) => !omit.includes(action.id) && offers(order, action.id));
  if (shown.length === 0) return null;
  return (
    <Wrap gap={compact ? '1' : '2'} data-testid="order-actions">
      {shown.map((action, index) => (
        <Button key={action.id} size={compact ? 'xs' : 'sm'} colorPalette={action.danger ? 'red' : 'brand'} data-testid={`order-${action.id}`}
          variant={compact ? 'ghost' : index === 0 && !action.danger ? 'solid' : 'outline'}
          loading={flow.busy === order.id && Boolean(action.confirm)} onClick={() => flow.choose(action, order)}>
          <FormattedMessage id={action.label} />
        </Button>
      ))}
    </Wrap>
  );
}

/** The buttons and their confirmation, for a page about one order. */
export function OrderActions({ onChanged, ...props }: Omit<OrderActionButtonsProps, 'flow' | 'compact'> & { onChanged: (order: GroupOrderDetail) => void }) {
  const flow = useOrderActions(onChanged);
  return <>{<OrderActionButtons {...props} omit={props.omit ?? ['detail']} flow={flow} />}{flow.dialog}</>;
}
