/**
 * /groupManagement/groupTicket/buy: the group tickets as cards (price, stock, what this buyer may
 * still buy, sale window, admitted days), a quantity for one of them, and the order: placed, it
 * goes straight to its pay page. An unpaid order already held is named above the cards, with the way
 * to pay it (SPEC.md §5: one pending order at a time). The server's refusals (another unpaid order,
 * stock or limit gone meanwhile) are said by the request layer, and the cards are read again.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { UNPAID_ORDER_STATES, type GroupOrder, type GroupProduct } from '../../../shared/group';
import { PAY_WINDOW_SECONDS } from '../../../shared/tickets';
import { ProductCard, fetchGroupOrders, fetchGroupProducts, groupOrderDetailPath, groupPayPath, placeGroupOrder, useNow } from '../../features/group';

export function GroupBuyPage() {
  const navigate = useNavigate();
  const [products, setProducts] = useState<GroupProduct[] | null | undefined>(undefined);
  const [reads, setReads] = useState(0);
  const [ordering, setOrdering] = useState<number | null>(null);
  const [unpaid, setUnpaid] = useState<GroupOrder | null>(null);
  // Minutes matter here (a sale window opening), not seconds.
  const now = Math.floor(useNow() / 60_000) * 60;

  useEffect(() => {
    const controller = new AbortController();
    fetchGroupProducts(controller.signal).then(
      (data) => setProducts(data.list),
      () => { if (!controller.signal.aborted) setProducts(null); },
    );
    // The newest orders hold the unpaid one, if any: there is at most one.
    fetchGroupOrders({ page: 1, limit: 20 }, controller.signal).then(
      (page) => setUnpaid(page.list.find((each) => UNPAID_ORDER_STATES.includes(each.status)) ?? null),
      () => undefined,
    );
    return () => controller.abort();
  }, [reads]);

  const order = useCallback(async (product: GroupProduct, quantity: number) => {
    setOrdering(product.id);
    try {
      const placed = await placeGroupOrder(product.id, quantity);
      navigate(groupPayPath(placed.id));
    } catch {
      // Said by the request layer; what may be bought has likely changed.
      setOrdering(null);
      setReads((n) => n + 1);
    }
  }, [navigate]);

  return (
    <Stack gap="5" bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }} data-testid="group-buy-page">
      <HStack justify="space-between" align="start" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id="route.groupTicket.buy" /></Heading>
          <Text color="fg.muted" fontSize="sm"><FormattedMessage id="groupPage.buy.intro" values={{ minutes: PAY_WINDOW_SECONDS / 60 }} /></Text>
        </Stack>
      </HStack>
      {unpaid ? (
        <Alert.Root status="warning" data-testid="buy-unpaid">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title><FormattedMessage id="groupPage.buy.unpaid" values={{ order: unpaid.order_no }} /></Alert.Title>
            <Alert.Description>
              <RouterLink to={unpaid.actions.pay || unpaid.actions.remit ? groupPayPath(unpaid.id) : groupOrderDetailPath(unpaid.id)}>
                <FormattedMessage id="groupPage.buy.unpaidGo" />
              </RouterLink>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {products === undefined ? <Skeleton height="64" /> : null}
      {products === null ? (
        <Alert.Root status="error"><Alert.Indicator /><Alert.Title><FormattedMessage id="common.loadFailed" /></Alert.Title></Alert.Root>
      ) : null}
      {products?.length === 0 ? <Text color="fg.muted" data-testid="products-empty"><FormattedMessage id="groupPage.buy.empty" /></Text> : null}
      {products && products.length > 0 ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {products.map((product) => (
            <ProductCard key={product.id} product={product} now={now} busy={ordering === product.id} onOrder={(chosen, quantity) => void order(chosen, quantity)} />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
