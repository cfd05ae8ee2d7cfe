/**
 * The order-status filter of a list of group orders (the buyer's and the organiser's), applied as
 * soon as it is chosen; its width follows the list's FilterArea (a row, or a phone's drawer).
 */
import { NativeSelect } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import enums from '../../../../schemas/enums.json';
import { useFilterWidth } from '../../../engine';
import type { EnumSets } from '../../../shared/descriptor';

const statusOptions = Object.entries((enums as unknown as EnumSets).orderStatus ?? {});

/** Whether `status` is an order status (a filter read from an address may be anything). */
export const isOrderStatus = (status: string): boolean => statusOptions.some(([value]) => value === status);

export function OrderStatusFilter({ status, onChange, width = '56' }: { status: string; onChange: (status: string) => void; width?: string }) {
  const intl = useIntl();
  return (
    <NativeSelect.Root size="sm" width={useFilterWidth(width)}>
      <NativeSelect.Field aria-label={intl.formatMessage({ id: 'groupOrder.status' })} value={status} onChange={(event) => onChange(event.target.value)} data-testid="order-status-filter">
        <option value=""><FormattedMessage id="groupPage.list.allStatus" /></option>
        {statusOptions.map(([value, entry]) => <option key={value} value={value}>{intl.formatMessage({ id: entry.label })}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
