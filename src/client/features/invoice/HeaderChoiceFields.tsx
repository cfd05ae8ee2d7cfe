/**
 * What an application names besides its orders (schemas/invoice-application.json): the header,
 * chosen from the account's headers or added on the spot in a dialog, the invoice's type (the
 * header's by default) and the mailbox it is sent to (the header's by default). Each field shows its
 * own problem: the form's check or the server's.
 */
import { useState } from 'react';
import { Box, Button, Dialog, Field, HStack, Input, NativeSelect, Portal, RadioGroup, Skeleton, Stack, Text, CloseButton } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import enums from '../../../../schemas/enums.json';
import type { EnumSets } from '../../../shared/descriptor';
import { INVOICE_HEADERS_PATH } from './invoice-api';
import type { ApplicationField } from './invoice-rules';
import { InvoiceHeaderForm } from './InvoiceHeaderForm';
import type { HeaderChoiceHandle } from './use-header-choice';

const TYPES = Object.entries((enums as unknown as EnumSets).invoiceType ?? {}).map(([value, entry]) => ({ value: Number(value) as 1 | 2, label: entry.label }));

export interface HeaderChoiceFieldsProps {
  handle: HeaderChoiceHandle;
  /** Message texts by field, already worded. */
  errors: Partial<Record<ApplicationField, string>>;
  /** A field was left: the form checks it. */
  onBlur?: (field: ApplicationField) => void;
  disabled?: boolean;
}

export function HeaderChoiceFields({ handle, errors, onBlur, disabled }: HeaderChoiceFieldsProps) {
  const intl = useIntl();
  const { headers, choice, pick, setType, setEmail } = handle;
  const [adding, setAdding] = useState(false);

  return (
    <Stack gap="5">
      <Field.Root invalid={Boolean(errors.header_id)} required disabled={disabled}>
        <Field.Label><FormattedMessage id="invoice.header" /><Field.RequiredIndicator /></Field.Label>
        {headers === undefined ? <Skeleton height="10" width="full" /> : (
          <HStack gap="2" width="full" align="stretch" wrap="wrap">
            <NativeSelect.Root flex="1" minW="56">
              <NativeSelect.Field data-testid="invoice-header-select" value={choice.header_id === undefined ? '' : String(choice.header_id)}
                onChange={(event) => pick(event.target.value ? Number(event.target.value) : undefined)} onBlur={() => onBlur?.('header_id')}>
                <option value="">{intl.formatMessage({ id: headers?.length ? 'invoice.page.header.choose' : 'invoice.page.header.none' })}</option>
                {(headers ?? []).map((header) => <option key={header.id} value={header.id}>{`${header.title} · ${header.tax_no}`}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button variant="outline" colorPalette="brand" onClick={() => setAdding(true)} disabled={disabled} data-testid="invoice-header-add">
              <FormattedMessage id="invoiceHeader.add" />
            </Button>
          </HStack>
        )}
        {errors.header_id ? <Field.ErrorText data-testid="header_id-error">{errors.header_id}</Field.ErrorText> : null}
        {headers === null ? <Field.HelperText color="red.600"><FormattedMessage id="common.loadFailed" /></Field.HelperText> : null}
        {headers && headers.length > 0 ? (
          <Field.HelperText>
            <RouterLink to={INVOICE_HEADERS_PATH}><FormattedMessage id="invoice.page.header.manage" /></RouterLink>
          </Field.HelperText>
        ) : null}
      </Field.Root>

      <Field.Root invalid={Boolean(errors.invoice_type)} required disabled={disabled}>
        <Field.Label><FormattedMessage id="invoiceHeader.invoice_type" /><Field.RequiredIndicator /></Field.Label>
        <RadioGroup.Root value={choice.invoice_type === undefined ? null : String(choice.invoice_type)} disabled={disabled}
          onValueChange={({ value }) => { if (value) setType(Number(value) as 1 | 2); }} data-testid="invoice-type">
          <HStack columnGap="6" rowGap="2" wrap="wrap">
            {TYPES.map((type) => (
              <RadioGroup.Item key={type.value} value={String(type.value)} data-testid={`invoice-type-${type.value}`}>
                <RadioGroup.ItemHiddenInput onBlur={() => onBlur?.('invoice_type')} />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText><FormattedMessage id={type.label} /></RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        {errors.invoice_type ? <Field.ErrorText data-testid="invoice_type-error">{errors.invoice_type}</Field.ErrorText> : null}
      </Field.Root>

      <Field.Root invalid={Boolean(errors.email)} required disabled={disabled}>
        <Field.Label><FormattedMessage id="invoiceHeader.email" /><Field.RequiredIndicator /></Field.Label>
        <Input type="email" inputMode="email" autoComplete="email" value={choice.email} maxLength={100} data-testid="invoice-email"
          onChange={(event) => setEmail(event.target.value)} onBlur={() => onBlur?.('email')} />
        {errors.email
          ? <Field.ErrorText data-testid="email-error">{errors.email}</Field.ErrorText>
          : <Field.HelperText><FormattedMessage id="invoice.page.email.help" /></Field.HelperText>}
      </Field.Root>

      <AddHeaderDialog open={adding} onClose={() => setAdding(false)} onSave={async (data) => { await handle.add(data); setAdding(false); }} />
    </Stack>
  );
}

/** A new header typed in a dialog over the application, which keeps everything chosen meanwhile. */
function AddHeaderDialog({ open, onClose, onSave }: { open: boolean; onClose: () => void; onSave: (data: Record<string, unknown>) => Promise<void> }) {
  return (
    <Dialog.Root open={open} onOpenChange={(event) => { if (!event.open) onClose(); }} size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="invoice-header-dialog">
            <Dialog.Header><Dialog.Title><FormattedMessage id="invoiceHeader.add" /></Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Box>{open ? <InvoiceHeaderForm formData={null} recordKey="new" onSubmit={onSave} submitLabel="invoice.page.header.saveAndChoose" /> : null}</Box>
              <Text fontSize="xs" color="fg.muted" mt="3"><FormattedMessage id="invoice.page.header.savedForLater" /></Text>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
