/**
 * The organiser's filters of group orders by sales channel and price type. The options are the
 * server's reference lists (/api/price/channel, /api/price/type), named in the reader's language;
 * an order's channel is its payment method, so allocation (which makes no order) is not offered.
 */
import { NativeSelect } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFilterWidth } from '../../../engine';
import { PriceApi, PriceChannel, PRICE_TYPES, type PriceOption } from '../../../shared/group';
import { useLocale } from '../../i18n/use-locale';
import { useRecord } from '../screens';

export type PriceFilterKind = 'channel' | 'type';

const ORDER_CHANNELS: readonly number[] = [PriceChannel.ONLINE, PriceChannel.REMITTANCE];
const allowed: Record<PriceFilterKind, readonly number[]> = { channel: ORDER_CHANNELS, type: PRICE_TYPES };

/** Whether a value read from the address is one the order list filters by. */
export const isPriceFilterValue = (kind: PriceFilterKind, value: string): boolean => allowed[kind].some((id) => String(id) === value);

function usePriceOptions(kind: PriceFilterKind): PriceOption[] {
  const { locale } = useLocale();
  // The names come translated from the server: a language switch reads the list again.
  const { state } = useRecord<{ list: unknown }>(PriceApi[kind], { quiet: true, refreshKey: locale });
  // SPEC.md §7: an answer is used only if it is an array; anything else leaves the filter with "all" only.
  const list = state.phase === 'ready' && Array.isArray(state.record.list) ? (state.record.list as PriceOption[]) : [];
  return list.filter((option) => allowed[kind].includes(option.id));
}

export function PriceFilter({ kind, value, onChange, width = '40' }: { kind: PriceFilterKind; value: string; onChange: (value: string) => void; width?: string }) {
  const intl = useIntl();
  const options = usePriceOptions(kind);
  const label = intl.formatMessage({ id: kind === 'channel' ? 'group.field.channel' : 'group.field.price_type' });
  return (
    <NativeSelect.Root size="sm" width={useFilterWidth(width)}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} data-testid={`order-${kind}-filter`}>
        <option value=""><FormattedMessage id={kind === 'channel' ? 'groupPage.list.allChannels' : 'groupPage.list.allPriceTypes'} /></option>
        {options.map((option) => <option key={option.id} value={String(option.id)}>{option.name}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
