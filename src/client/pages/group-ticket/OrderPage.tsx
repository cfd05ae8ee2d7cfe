/**
 * The frame of the pages about one order (`?id=`): pay, remit and the order's details. It reads the
 * order (again on live 10002 about it), shows loading, a missing or unreadable order, and hands the
 * order to the page's body.
 */
import type { ReactNode } from 'react';
import { Alert, Button, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { GroupOrderDetail } from '../../../shared/group';
import { GROUP_ORDER_LIST_PATH, OrderBadge, groupOrderDetailPath, orderIdParam, useGroupOrder } from '../../features/group';
import { ScreenEngine } from '../../features/screens';

export interface OrderPageBody {
  order: GroupOrderDetail;
  /** Shows the order as an action answered it. */
  show: (order: GroupOrderDetail) => void;
  reload: () => void;
}

export function OrderPage({ title, testId, children }: { title: string; testId: string; children: (body: OrderPageBody) => ReactNode }) {
  const [params] = useSearchParams();
  const id = orderIdParam(params.get('id'));
  const { state, reload, show } = useGroupOrder(id);
  return (
    <ScreenEngine>
      <Stack gap="5" bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }} data-testid={testId}>
        <HStack justify="space-between" align="start" wrap="wrap" gap="3">
          <Stack gap="1">
            <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id={title} /></Heading>
            {state.phase === 'ready' ? (
              <HStack gap="2" wrap="wrap">
                <Text fontFamily="mono" fontSize="sm" color="fg.muted" data-testid="order-no">{state.record.order_no}</Text>
                <OrderBadge value={state.record.status} testId="order-status" />
              </HStack>
            ) : null}
          </Stack>
          <Button asChild size="sm" variant="outline"><RouterLink to={GROUP_ORDER_LIST_PATH}><FormattedMessage id="groupPage.backToList" /></RouterLink></Button>
        </HStack>
        {state.phase === 'loading' ? <Skeleton height="48" /> : null}
        {state.phase === 'missing' || state.phase === 'failed' ? (
          <Alert.Root status={state.phase === 'missing' ? 'warning' : 'error'} data-testid="order-unavailable">
            <Alert.Indicator />
            <Alert.Title><FormattedMessage id={state.phase === 'missing' ? 'groupPage.order.missing' : 'common.loadFailed'} /></Alert.Title>
          </Alert.Root>
        ) : null}
        {state.phase === 'ready' ? children({ order: state.record, show, reload }) : null}
      </Stack>
    </ScreenEngine>
  );
}

/** What a page about one order says when the order offers nothing to do there now, with the way to the order. */
export function NothingToDo({ order, title, testId }: { order: GroupOrderDetail; title: string; testId: string }) {
  return (
    <Alert.Root status="info" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title><FormattedMessage id={title} /></Alert.Title>
        <Alert.Description><RouterLink to={groupOrderDetailPath(order.id)}><FormattedMessage id="groupPage.pay.toDetail" /></RouterLink></Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
