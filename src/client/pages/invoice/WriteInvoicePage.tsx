/**
 * /invoice/writeInvoice: an application for an invoice (schemas/invoice-application.json). The
 * account's paid orders no application covers yet are chosen in the table (a running total of
 * them beside it); then the header (one of the account's, or one added here in a dialog), the
 * invoice's type and the mailbox, both the header's unless changed. Checked by the application's
 * own schema before sending; the server's field errors show where they belong (the orders' beside
 * the table). Nothing chosen or typed is lost on an error. Sent, the application's page opens.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Grid, HStack, Heading, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatYuan } from '../../../engine';
import { INVOICE_DUE_WORKING_DAYS, invoiceDetailPath, type InvoiceApplication, type InvoiceableOrder } from '../../../shared/invoice';
import { toaster } from '../../app/toaster';
import { HeaderChoiceFields } from '../../features/invoice/HeaderChoiceFields';
import { INVOICE_LIST_PATH, applyForInvoice, fetchInvoiceableOrders } from '../../features/invoice/invoice-api';
import { applicationBody, chosenRefs, chosenTotal, isChoosable, keepChoosable } from '../../features/invoice/invoice-rules';
import { useApplicationErrors } from '../../features/invoice/use-application-errors';
import { useHeaderChoice } from '../../features/invoice/use-header-choice';
import { ScreenEngine } from '../../features/screens';
import { permitsAtom, sessionAtom } from '../../features/session/session-state';
import { InvoiceFrame, Section } from '../../features/invoice/InvoiceFrame';
import { UNBIND_ORDER_PATH } from '../../features/unbind/unbind-api';
import { OrderPicker } from './OrderPicker';

const GROUP_BUY_PATH = '/groupManagement/groupTicket/buy';
const GROUP_ORDERS_PATH = '/groupManagement/groupTicket/list';

export function WriteInvoicePage() {
  return <ScreenEngine><WriteInvoice /></ScreenEngine>;
}

function WriteInvoice() {
  const intl = useIntl();
  const navigate = useNavigate();
  // Which paid orders the account can have (invoice/queries.ts): unbind orders are an exhibitor's, so
  // a group account has group orders only; an exhibitor's account group orders too if it may buy them.
  const exhibitorId = useAtomValue(sessionAtom)?.exhibitorId;
  const permitted = useAtomValue(permitsAtom);
  const mayBuy = permitted('groupBuying');
  const maySeeUnbindOrders = exhibitorId !== null && exhibitorId !== undefined && permitted('unbindOrders');
  const orderKinds = exhibitorId === null ? 'group' : mayBuy ? 'both' : 'unbind';
  const [orders, setOrders] = useState<InvoiceableOrder[] | null | undefined>(undefined);
  const [reads, setReads] = useState(0);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set());
  const [dropped, setDropped] = useState(0);
  const headers = useHeaderChoice(undefined, (list) => (list.length === 1 ? list[0] : undefined));
  const { choice } = headers;
  const [sending, setSending] = useState(false);
  const chosenNow = useRef(chosen);
  useEffect(() => { chosenNow.current = chosen; });

  useEffect(() => {
    const controller = new AbortController();
    fetchInvoiceableOrders(controller.signal).then(
      (data) => {
        setOrders(data.list);
        // Orders taken meanwhile by another application leave the choice; the person is told how many.
        const previous = chosenNow.current;
        const kept = keepChoosable(data.list, previous);
        if (kept.size !== previous.size) {
          setDropped(previous.size - kept.size);
          setChosen(kept);
        }
      },
      () => { if (!controller.signal.aborted) setOrders(null); },
    );
    return () => controller.abort();
  }, [reads]);
  const reload = useCallback(() => setReads((n) => n + 1), []);

  const refs = useMemo(() => chosenRefs(orders ?? [], chosen), [orders, chosen]);
  const total = useMemo(() => chosenTotal(orders ?? [], chosen), [orders, chosen]);
  const body = useMemo(() => applicationBody(choice, refs), [choice, refs]);
  const errors = useApplicationErrors(body);
  const choose = useCallback((next: Set<string>) => { setChosen(next); setDropped(0); }, []);

  const submit = async () => {
    if (!errors.attempt()) return;
    setSending(true);
    try {
      const applied = await applyForInvoice(body as unknown as InvoiceApplication);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'invoice.page.apply.done' }, { no: applied.application_no, days: INVOICE_DUE_WORKING_DAYS }), closable: true });
      navigate(invoiceDetailPath(applied.id));
    } catch (error) {
      // Not about a field: the request layer has said why; what may be invoiced has likely changed.
      if (!errors.refuse(error)) reload();
    } finally {
      setSending(false);
    }
  };

  if (orders === undefined) {
    return <WriteFrame><Skeleton height="64" /></WriteFrame>;
  }
  if (orders === null) {
    return (
      <WriteFrame>
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title><FormattedMessage id="common.loadFailed" /></Alert.Title>
          <Button size="sm" variant="outline" ml="auto" onClick={reload}><FormattedMessage id="common.retry" /></Button>
        </Alert.Root>
      </WriteFrame>
    );
  }
  if (orders.length === 0) {
    return (
      <WriteFrame>
        <Box borderWidth="1px" borderStyle="dashed" borderColor="gray.300" rounded="lg" px="6" py="10" textAlign="center" data-testid="invoice-orders-empty">
          <Heading as="h2" size="md" mb="2"><FormattedMessage id="invoice.page.orders.emptyTitle" /></Heading>
          <Text color="fg.muted" fontSize="sm" maxW="xl" mx="auto"><FormattedMessage id="invoice.page.orders.empty" values={{ kinds: orderKinds }} /></Text>
          {/* The way forward: where the orders to invoice come from, for whoever may go there. */}
          {mayBuy || maySeeUnbindOrders ? (
            <HStack justify="center" gap="3" mt="5" wrap="wrap">
              {mayBuy ? (
                <>
                  <Button asChild size="sm" colorPalette="brand" data-testid="invoice-empty-buy"><RouterLink to={GROUP_BUY_PATH}><FormattedMessage id="route.groupTicket.buy" /></RouterLink></Button>
                  <Button asChild size="sm" variant="outline" data-testid="invoice-empty-group-orders"><RouterLink to={GROUP_ORDERS_PATH}><FormattedMessage id="route.groupTicket.list" /></RouterLink></Button>
                </>
              ) : null}
              {maySeeUnbindOrders ? (
                <Button asChild size="sm" variant="outline" data-testid="invoice-empty-unbind-orders"><RouterLink to={UNBIND_ORDER_PATH}><FormattedMessage id="route.unbindOrder" /></RouterLink></Button>
              ) : null}
            </HStack>
          ) : null}
        </Box>
      </WriteFrame>
    );
  }

  const open = orders.filter(isChoosable).length;
  return (
    <WriteFrame>
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 320px' }} gap="6" alignItems="start">
        <Section title="invoice.orders" testId="invoice-orders-section">
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted"><FormattedMessage id="invoice.page.orders.help" /></Text>
            {open === 0 ? (
              <Alert.Root status="info" size="sm" data-testid="invoice-orders-all-covered">
                <Alert.Indicator /><Alert.Title><FormattedMessage id="invoice.page.orders.allCovered" /></Alert.Title>
              </Alert.Root>
            ) : null}
            {dropped > 0 ? (
              <Alert.Root status="warning" size="sm" data-testid="invoice-orders-dropped">
                <Alert.Indicator /><Alert.Title><FormattedMessage id="invoice.page.orders.dropped" values={{ count: dropped }} /></Alert.Title>
              </Alert.Root>
            ) : null}
            {errors.orders.length > 0 ? (
              <Alert.Root status="error" size="sm" data-testid="orders-error">
                <Alert.Indicator />
                <Alert.Content>{errors.orders.map((message, index) => <Alert.Title key={index}>{message}</Alert.Title>)}</Alert.Content>
              </Alert.Root>
            ) : null}
            <OrderPicker orders={orders} chosen={chosen} onChange={choose} reload={reload} />
          </Stack>
        </Section>
        <Box as="section" borderWidth="1px" borderColor="gray.200" rounded="lg" p="5" bg="gray.50" position={{ xl: 'sticky' }} top={{ xl: '4' }} data-testid="invoice-application-form">
          <Stack gap="5">
            <Stack gap="1" data-testid="invoice-chosen" data-count={refs.length} data-total={total}>
              <Text fontSize="sm" color="fg.muted"><FormattedMessage id="invoice.page.apply.chosen" values={{ count: refs.length }} /></Text>
              <Text fontSize="2xl" fontWeight="semibold" data-testid="invoice-chosen-total">{formatYuan(total, intl.locale)}</Text>
            </Stack>
            <Separator />
            <HeaderChoiceFields handle={headers} errors={errors.fields} onBlur={errors.leave} disabled={sending} />
            {errors.other.length > 0 ? (
              <Alert.Root status="error" size="sm" data-testid="invoice-apply-error">
                <Alert.Indicator />
                <Alert.Content>{errors.other.map((message, index) => <Alert.Title key={index}>{message}</Alert.Title>)}</Alert.Content>
              </Alert.Root>
            ) : null}
            <HStack justify="space-between" gap="3" wrap="wrap">
              <Text fontSize="xs" color="fg.muted" flex="1" minW="40"><FormattedMessage id="invoice.page.apply.note" values={{ days: INVOICE_DUE_WORKING_DAYS }} /></Text>
              <Button colorPalette="brand" loading={sending} onClick={() => void submit()} data-testid="invoice-submit">
                <FormattedMessage id="invoice.page.apply.submit" />
              </Button>
            </HStack>
          </Stack>
        </Box>
      </Grid>
    </WriteFrame>
  );
}

function WriteFrame({ children }: { children: ReactNode }) {
  return (
    <InvoiceFrame testId="write-invoice">
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="1" flex="1" minW="64">
          <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id="route.invoice.writeInvoice" /></Heading>
          <Text color="fg.muted" fontSize="sm"><FormattedMessage id="invoice.page.apply.intro" values={{ days: INVOICE_DUE_WORKING_DAYS }} /></Text>
        </Stack>
        <Button asChild size="sm" variant="outline"><RouterLink to={INVOICE_LIST_PATH}><FormattedMessage id="invoice.page.backToList" /></RouterLink></Button>
      </HStack>
      {children}
    </InvoiceFrame>
  );
}
