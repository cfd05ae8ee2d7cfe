/**
 * The organiser's filters of group orders by sales channel and price type. The options are the
 * server's reference lists (/api/price/channel, /api/price/type), named in the reader's language;
 * an order's channel is its payment method, so allocation (which makes no order) is not offered.
 */
import { NativeSelect } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFilterWidth } from '../../../engine';
import { PriceChannel, PRICE_TYPES, type PriceOption } from '../../../shared/group';
import { useLocale } from '../../i18n/use-locale';
import { fetchPriceOptions } from './organiser-api';

export type PriceFilterKind = 'channel' | 'type';

const ORDER_CHANNELS: readonly number[] = [PriceChannel.ONLINE, PriceChannel.REMITTANCE];
const allowed: Record<PriceFilterKind, readonly number[]> = { channel: ORDER_CHANNELS, type: PRICE_TYPES };

/** Whether a value read from the address is one the order list filters by. */
export const isPriceFilterValue = (kind: PriceFilterKind, value: string): boolean => allowed[kind].some((id) => String(id) === value);

function usePriceOptions(kind: PriceFilterKind): PriceOption[] {
  const { locale } = useLocale();
  const key = `${kind}:${locale}`;
  const [loaded, setLoaded] = useState<{ key: string; options: PriceOption[] }>({ key: '', options: [] });
  useEffect(() => {
    const controller = new AbortController();
    fetchPriceOptions(kind, controller.signal).then(
      // SPEC.md §7: the answer is used only if it is an array, else the choices stay empty.
      ({ list }) => setLoaded({ key, options: Array.isArray(list) ? list.filter((option) => allowed[kind].includes(option.id)) : [] }),
      () => { /* the filter keeps "all" only; the list itself still loads */ },
    );
    return () => controller.abort();
  }, [kind, key]);
  // Choices of another kind or language are cleared until this one's answer arrives.
  return loaded.key === key ? loaded.options : [];
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
