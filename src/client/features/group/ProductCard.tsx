/**
 * A group ticket on sale (or coming, or gone): its price, the stock left, what this buyer may still
 * buy, the sale window and the show days it admits; a quantity stepper bounded by what may be
 * bought, the total, and the order button. A quantity that cannot be ordered says why.
 */
import { useState } from 'react';
import { Badge, Button, Card, DataList, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { formatYuan } from '../../../engine';
import type { GroupProduct } from '../../../shared/group';
import { localized } from '../../../shared/locale';
import { useShowTime } from '../../i18n/show-time';
import { useLocale } from '../../i18n/use-locale';
import { maxQuantity, orderTotal, productState, quantityProblem } from './order-rules';

const STATE_COLOUR = { onSale: 'green', coming: 'brand', ended: 'gray', closed: 'gray', soldOut: 'red', limitReached: 'orange' } as const;

export interface ProductCardProps {
  product: GroupProduct;
  /** Unix seconds. */
  now: number;
  busy: boolean;
  onOrder: (product: GroupProduct, quantity: number) => void;
}

export function ProductCard({ product, now, busy, onOrder }: ProductCardProps) {
  const { locale } = useLocale();
  const intl = useIntl();
  const showTime = useShowTime();
  const [typed, setTyped] = useState('1');
  const [tried, setTried] = useState(false);
  const state = productState(product, now);
  const open = state === 'onSale';
  const max = maxQuantity(product);
  const quantity = /^\d+$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN;
  const problem = open ? quantityProblem(quantity, product) : null;

  const order = () => {
    setTried(true);
    if (!problem) onOrder(product, quantity);
  };

  return (
    <Card.Root variant="outline" data-testid="group-product" data-product={product.id} data-state={state}>
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="1">
            <Card.Title data-testid="product-name">{localized(locale, product.name, product.name_en)}</Card.Title>
            <Text fontSize="2xl" fontWeight="semibold" color="brand.fg" data-testid="product-price">
              {formatYuan(product.price, locale)}<Text as="span" fontSize="sm" color="fg.muted" fontWeight="normal"> <FormattedMessage id="groupPage.product.perTicket" /></Text>
            </Text>
          </Stack>
          <Badge colorPalette={STATE_COLOUR[state]} variant="subtle" flexShrink={0}><FormattedMessage id={`groupPage.product.state.${state}`} /></Badge>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        {localized(locale, product.description, product.description_en) ? (
          <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap">{localized(locale, product.description, product.description_en)}</Text>
        ) : null}
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          <DataList.Item>
            <DataList.ItemLabel><FormattedMessage id="groupPage.product.stock" /></DataList.ItemLabel>
            <DataList.ItemValue data-testid="product-stock"><FormattedNumber value={product.stock} /></DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel><FormattedMessage id="groupPage.product.remaining" /></DataList.ItemLabel>
            <DataList.ItemValue data-testid="product-remaining">
              <FormattedMessage id="groupPage.product.remainingValue" values={{ remaining: product.remaining_limit, limit: product.limit, bought: product.bought }} />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel><FormattedMessage id="groupPage.product.window" /></DataList.ItemLabel>
            <DataList.ItemValue>{showTime.dateTime(product.sale_starts_at)} – {showTime.dateTime(product.sale_ends_at)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel><FormattedMessage id="groupPage.product.admits" /></DataList.ItemLabel>
            <DataList.ItemValue>
              <Text as="span" data-testid="product-admits">{showTime.days(product.admits)}</Text>
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
      {open ? (
        <Card.Footer flexDirection="column" alignItems="stretch" gap="2" borderTopWidth="1px" pt="4">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <HStack gap="1" data-testid="product-stepper">
              <IconButton size="sm" variant="outline" aria-label={intl.formatMessage({ id: 'groupPage.product.less' })} disabled={!(quantity > 1)}
                onClick={() => setTyped(String(Math.min(max, Math.max(1, (quantity || 1) - 1))))}>−</IconButton>
              <Input size="sm" width="20" textAlign="center" inputMode="numeric" value={typed} onChange={(event) => setTyped(event.target.value)}
                aria-invalid={tried && problem !== null ? true : undefined} data-testid="product-quantity"
                aria-label={intl.formatMessage({ id: 'groupPage.product.quantity' }, { ticket: localized(locale, product.name, product.name_en) })} />
              <IconButton size="sm" variant="outline" aria-label={intl.formatMessage({ id: 'groupPage.product.more' })} disabled={!(quantity < max)}
                onClick={() => setTyped(String(Math.min(max, Math.max(1, (quantity || 0) + 1))))}>+</IconButton>
            </HStack>
            <Text fontSize="sm">
              <FormattedMessage id="groupPage.product.total" values={{ total: <Text as="strong" fontSize="lg" data-testid="product-total">{formatYuan(orderTotal(product, quantity), locale)}</Text> }} />
            </Text>
          </HStack>
          {tried && problem ? <Text color="red.600" fontSize="sm" data-testid="product-problem"><FormattedMessage id={problem.id} values={problem.values} /></Text> : null}
          <Button colorPalette="brand" loading={busy} onClick={order} data-testid="product-order"><FormattedMessage id="groupPage.product.order" /></Button>
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}
