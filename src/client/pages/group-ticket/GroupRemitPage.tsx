/**
 * /groupManagement/groupTicket/remit?id=: the bank remittance of an order (schemas/remittance.json):
 * the organiser's account to send to, then the form, its amount filled in with the order's. After
 * a rejection the form starts from the rejected remittance, with the organiser's reason above it,
 * so the buyer corrects what was wrong. On success: the order's page.
 */
import { useCallback, useMemo } from 'react';
import { Alert, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { SchemaForm } from '../../../engine';
import { GroupOrderStatus, REMITTANCE_VERIFY_WORKING_DAYS, type GroupOrderDetail, type RemittanceInput } from '../../../shared/group';
import { toaster } from '../../app/toaster';
import { BankDetailsCard, groupOrderDetailPath, remitGroupOrder, remittanceScreenOf, remittanceStart } from '../../features/group';
import { NothingToDo, OrderPage } from './OrderPage';

export function GroupRemitPage() {
  return <OrderPage title="route.groupTicket.remit" testId="group-remit">{({ order }) => <RemitForm order={order} />}</OrderPage>;
}

function RemitForm({ order }: { order: GroupOrderDetail }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const start = useMemo(() => remittanceStart(order, Object.keys(remittanceScreenOf.schema.properties)), [order]);
  const submit = useCallback(async (data: Record<string, unknown>) => {
    const saved = await remitGroupOrder(order.id, data as unknown as RemittanceInput);
    toaster.create({ type: 'success', title: intl.formatMessage({ id: 'groupPage.remit.done' }, { order: saved.order_no, days: REMITTANCE_VERIFY_WORKING_DAYS }), closable: true });
    navigate(groupOrderDetailPath(order.id));
  }, [intl, navigate, order.id]);

  if (!order.actions.remit) {
    return <NothingToDo order={order} title="groupPage.remit.notOpen" testId="remit-not-open" />;
  }
  return (
    <Stack gap="5">
      {order.status === GroupOrderStatus.VERIFICATION_FAILED && order.reason ? (
        <Alert.Root status="error" data-testid="remit-rejected">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title><FormattedMessage id="groupPage.remit.rejected" /></Alert.Title>
            <Alert.Description>{order.reason}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Card.Root variant="subtle">
        <Card.Body gap="3">
          <Heading as="h2" size="sm"><FormattedMessage id="groupPage.pay.bank.title" /></Heading>
          <BankDetailsCard />
        </Card.Body>
      </Card.Root>
      <Text fontSize="sm" color="fg.muted"><FormattedMessage id="groupPage.remit.intro" values={{ days: REMITTANCE_VERIFY_WORKING_DAYS }} /></Text>
      <SchemaForm screen={remittanceScreenOf} formData={start} recordKey={`order-${order.id}`} onSubmit={submit} submitLabel="groupPage.remit.submit" />
    </Stack>
  );
}
