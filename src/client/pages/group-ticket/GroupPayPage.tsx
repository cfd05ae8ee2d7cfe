/**
 * /groupManagement/groupTicket/pay?id=: how to pay an order. Online through the provider's checkout
 * (which comes back to the order's page), by bank transfer to the organiser's account (then the
 * remittance form), or deferred once by 3 days. Only what the order offers now is shown.
 */
import { useState } from 'react';
import { Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { formatYuan } from '../../../engine';
import { DEFER_SECONDS, REMITTANCE_VERIFY_WORKING_DAYS, type GroupOrderDetail } from '../../../shared/group';
import {
  BankDetailsCard, OrderActions, OrderClock, groupOrderDescriptor, groupRemitPath, payGroupOrderOnline, ticketName, useNow,
} from '../../features/group';
import { useShowTime } from '../../i18n/show-time';
import { useLocale } from '../../i18n/use-locale';
import { NothingToDo, OrderPage, type OrderPageBody } from './OrderPage';

export function GroupPayPage() {
  return <OrderPage title="route.groupTicket.pay" testId="group-pay">{(body) => <PayOptions {...body} />}</OrderPage>;
}

function PayOptions({ order, show }: OrderPageBody) {
  const { locale } = useLocale();
  const now = useNow();
  const { actions } = order;
  if (!actions.pay && !actions.remit && !actions.defer) {
    return <NothingToDo order={order} title="groupPage.pay.notNeeded" testId="pay-not-needed" />;
  }
  return (
    <Stack gap="5">
      <Card.Root variant="subtle" data-testid="pay-summary">
        <Card.Body>
          <HStack justify="space-between" wrap="wrap" gap="3" align="end">
            <Stack gap="0">
              <Text color="fg.muted" fontSize="sm"><FormattedMessage id="groupPage.pay.item" values={{ ticket: ticketName(order, locale), quantity: order.quantity }} /></Text>
              <Text fontSize="3xl" fontWeight="semibold" data-testid="pay-amount">{formatYuan(order.amount, locale)}</Text>
            </Stack>
            <Stack gap="0" align={{ base: 'start', sm: 'end' }}>
              <Text fontSize="sm" color="fg.muted"><FormattedMessage id="groupPage.clock.title" /></Text>
              <OrderClock order={order} now={now} size="md" />
            </Stack>
          </HStack>
        </Card.Body>
      </Card.Root>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {actions.pay ? <OnlineOption order={order} /> : null}
        {actions.remit ? (
          <Option title="groupPage.pay.bank.title" testId="pay-bank">
            <Text fontSize="sm" color="fg.muted"><FormattedMessage id="groupPage.pay.bank.intro" values={{ days: REMITTANCE_VERIFY_WORKING_DAYS }} /></Text>
            <BankDetailsCard />
            <Button asChild variant="outline" colorPalette="brand" alignSelf="start" data-testid="pay-to-remit">
              <RouterLink to={groupRemitPath(order.id)}><FormattedMessage id="groupPage.pay.bank.remit" /></RouterLink>
            </Button>
          </Option>
        ) : null}
        {actions.defer ? <DeferOption order={order} show={show} /> : null}
      </SimpleGrid>
    </Stack>
  );
}

function Option({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <Card.Root variant="outline" data-testid={testId}>
      <Card.Body gap="3">
        <Heading as="h2" size="md"><FormattedMessage id={title} /></Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function OnlineOption({ order }: { order: GroupOrderDetail }) {
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    setBusy(true);
    try {
      await payGroupOrderOnline(order.id);
    } catch {
      // The request layer has said why.
      setBusy(false);
    }
  };
  return (
    <Option title="groupPage.pay.online.title" testId="pay-online">
      <Text fontSize="sm" color="fg.muted"><FormattedMessage id="groupPage.pay.online.intro" /></Text>
      <Button colorPalette="brand" alignSelf="start" loading={busy} onClick={() => void pay()} data-testid="pay-online-go">
        <FormattedMessage id="groupPage.pay.online.go" />
      </Button>
    </Option>
  );
}

function DeferOption({ order, show }: Pick<OrderPageBody, 'order' | 'show'>) {
  const showTime = useShowTime();
  const later = (order.deadline_at ?? 0) + DEFER_SECONDS;
  return (
    <Option title="groupPage.pay.defer.title" testId="pay-defer">
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="groupPage.pay.defer.intro" values={{ days: DEFER_SECONDS / 86_400, time: showTime.dateTime(later) }} />
      </Text>
      <OrderActions order={order} actions={groupOrderDescriptor.list?.rowActions ?? []} omit={['detail', 'pay', 'remit', 'cancel']} onChanged={show} />
    </Option>
  );
}
