/**
 * What organiser staff can do with one application now, and only that: the buttons are those the
 * move table allows from its state (staffActions), the others are not drawn. Taking is one click;
 * the tax system's batch and result sheet are the list's own controls (TaxBatch.tsx); attaching the
 * e-invoice, recording a failure and red-flushing each open a dialog with their screen's form
 * (schemas/invoice-file.json, invoice-failure.json, invoice-red-flush.json), whose refusals land on
 * their fields. Every answer is the application as it now stands.
 */
import { useState, type ReactNode } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import failureScreen from 'virtual:schema/invoice-failure';
import fileScreen from 'virtual:schema/invoice-file';
import redFlushScreen from 'virtual:schema/invoice-red-flush';
import { SchemaForm, formatYuan, type CompiledScreen } from '../../../engine';
import { InvoiceStatus, type InvoiceDetail } from '../../../shared/invoice';
import { toaster } from '../../app/toaster';
import { FormDialog } from '../../components/FormDialog';
import { attachInvoiceFile, failInvoice, redFlushInvoice, takeInvoices } from './organiser-invoice-api';
import { staffActions, type StaffAction } from './invoice-rules';
import { ExportBatchButton, ImportResultsButton } from './TaxBatch';

export interface StaffInvoiceActionsProps {
  invoice: InvoiceDetail;
  /** An action answered with the application as it now stands. */
  onChanged: (invoice: InvoiceDetail) => void;
  /** An action moved it (and maybe others) without answering it: read it again. */
  onMoved: () => void;
}

type FormAction = 'attach' | 'fail' | 'redFlush';

export function StaffInvoiceActions({ invoice, onChanged, onMoved }: StaffInvoiceActionsProps) {
  const intl = useIntl();
  const [open, setOpen] = useState<FormAction | null>(null);
  const [taking, setTaking] = useState(false);
  const actions = staffActions(invoice.status);

  const take = async () => {
    setTaking(true);
    try {
      const { moved } = await takeInvoices([invoice.id]);
      toaster.create(moved.includes(invoice.id)
        ? { type: 'success', title: intl.formatMessage({ id: 'console.invoices.take.done' }, { count: 1 }) }
        : { type: 'warning', title: intl.formatMessage({ id: 'console.invoices.take.missed' }, { count: 1 }) });
      onMoved();
    } catch {
      // The request layer has said why.
    } finally {
      setTaking(false);
    }
  };

  const done = (id: string, answer: InvoiceDetail) => {
    setOpen(null);
    // A mail that could not be sent leaves the file attached and says so.
    const warn = answer.status === InvoiceStatus.UPLOAD_FAILED;
    toaster.create({ type: warn ? 'warning' : 'success', title: intl.formatMessage({ id: warn ? 'console.invoice.attach.mailFailed' : id }, { email: answer.email }), closable: true });
    onChanged(answer);
  };

  const buttons: Record<StaffAction, ReactNode> = {
    take: (
      <Button key="take" size="sm" colorPalette="brand" loading={taking} onClick={() => void take()} data-testid="invoice-take">
        <FormattedMessage id="console.invoice.take" />
      </Button>
    ),
    export: <ExportBatchButton key="export" variant="solid" onSent={onMoved} />,
    import: <ImportResultsButton key="import" variant="solid" onImported={onMoved} />,
    attach: (
      <Button key="attach" size="sm" colorPalette="brand" onClick={() => setOpen('attach')} data-testid="invoice-attach">
        <FormattedMessage id={invoice.file ? 'console.invoice.attach.again' : 'console.invoice.attach'} />
      </Button>
    ),
    redFlush: (
      <Button key="redFlush" size="sm" variant="outline" colorPalette="red" onClick={() => setOpen('redFlush')} data-testid="invoice-red-flush">
        <FormattedMessage id="console.invoice.redFlush" />
      </Button>
    ),
    fail: (
      <Button key="fail" size="sm" variant="outline" colorPalette="red" onClick={() => setOpen('fail')} data-testid="invoice-fail">
        <FormattedMessage id="console.invoice.fail" />
      </Button>
    ),
  };

  const remaining = invoice.amount - invoice.red_flushed_amount;
  return (
    <Stack gap="2" borderWidth="1px" borderColor="brand.muted" bg="brand.subtle" rounded="lg" p={{ base: '3', md: '4' }} data-testid="invoice-staff-actions">
      <Text fontSize="sm" fontWeight="medium"><FormattedMessage id="console.invoice.actions" /></Text>
      {actions.length > 0
        ? <HStack gap="2" wrap="wrap">{actions.map((action) => buttons[action])}</HStack>
        : <Text fontSize="sm" color="fg.muted" data-testid="invoice-no-actions"><FormattedMessage id={nothingToDo(invoice.status)} /></Text>}
      {actions.includes('export') ? <Text fontSize="xs" color="fg.muted"><FormattedMessage id="console.invoice.export.note" /></Text> : null}

      <ActionDialog open={open === 'attach'} onClose={() => setOpen(null)} title="console.invoice.attach.title" testId="invoice-attach-dialog"
        intro={<FormattedMessage id="console.invoice.attach.intro" values={{ email: invoice.email, number: invoice.invoice_number ?? '—' }} />}
        screen={fileScreen} recordKey={`attach-${invoice.id}`} submitLabel="console.invoice.attach.submit"
        onSubmit={async (body) => done('console.invoice.attach.done', await attachInvoiceFile(invoice.id, body))} />
      <ActionDialog open={open === 'fail'} onClose={() => setOpen(null)} title="console.invoice.fail.title" testId="invoice-fail-dialog"
        intro={<FormattedMessage id="console.invoice.fail.intro" />}
        screen={failureScreen} recordKey={`fail-${invoice.id}`} submitLabel="console.invoice.fail.submit"
        onSubmit={async (body) => done('console.invoice.fail.done', await failInvoice(invoice.id, body))} />
      <ActionDialog open={open === 'redFlush'} onClose={() => setOpen(null)} title="console.invoice.redFlush.title" testId="invoice-red-flush-dialog"
        intro={<FormattedMessage id="console.invoice.redFlush.intro" values={{
          amount: formatYuan(invoice.amount, intl.locale), reversed: formatYuan(invoice.red_flushed_amount, intl.locale), remaining: formatYuan(remaining, intl.locale),
        }} />}
        screen={redFlushScreen} recordKey={`red-flush-${invoice.id}`} submitLabel="console.invoice.redFlush.submit"
        onSubmit={async (body) => done('console.invoice.redFlush.done', await redFlushInvoice(invoice.id, body))} />
    </Stack>
  );
}

/** Why nothing is offered: the applicant has the next move, or the application is settled. */
function nothingToDo(status: InvoiceDetail['status']): string {
  if (status === InvoiceStatus.MANUAL_FAILURE || status === InvoiceStatus.AUTOMATIC_FAILURE) return 'console.invoice.none.applicant';
  return 'console.invoice.none.settled';
}

interface ActionDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  intro: ReactNode;
  screen: CompiledScreen;
  recordKey: string;
  submitLabel: string;
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
  testId: string;
}

/** One action's form in a dialog; it closes when the action is done, stays with the refusal on its field when not. */
function ActionDialog({ open, onClose, title, intro, screen, recordKey, submitLabel, onSubmit, testId }: ActionDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={<FormattedMessage id={title} />} testId={testId}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">{intro}</Text>
        {open ? (
          <SchemaForm screen={screen} recordKey={recordKey} submitLabel={submitLabel} onSubmit={onSubmit}
            actions={<Button variant="outline" onClick={onClose}><FormattedMessage id="common.cancel" /></Button>} />
        ) : null}
      </Stack>
    </FormDialog>
  );
}
