/**
 * /invoice/addInvoiceHeader: the account's invoice headers — the list from schemas/invoice-header.json
 * and its form in a dialog for adding and editing (with the tax number looked up by the company's
 * name), all at the resource's path.
 */
import { useState } from 'react';
import { Box, Button, CloseButton, Dialog, HStack, Heading, Portal, Stack } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import { FormattedMessage } from 'react-intl';
import invoiceHeader from 'virtual:schema/invoice-header';
import { RESOURCES } from '../../../shared/resources';
import { SchemaTable } from '../../../engine';
import { reportExportAtom } from '../../features/export/export-state';
import { InvoiceHeaderForm } from '../../features/invoice/InvoiceHeaderForm';
import { ScreenEngine } from '../../features/screens/ScreenEngine';
import { useResource } from '../../features/screens/use-resource';
import { usePublishedScreen } from '../../features/screens/published-screens';

type Row = Record<string, unknown> & { id: number };

export function InvoiceHeadersPage() {
  const screen = usePublishedScreen(invoiceHeader);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const reportExport = useSetAtom(reportExportAtom);
  const headers = useResource<Row>(RESOURCES['invoice-header']);

  const save = async (data: Record<string, unknown>) => {
    await headers.save(data, editing && editing !== 'new' ? editing.id : undefined);
    setEditing(null);
  };

  const onAction = async (action: string, row: Row) => {
    // The list masks personal data: the form is filled from the record itself.
    if (action === 'edit') setEditing(await headers.one(row.id));
    if (action === 'delete') await headers.remove(row.id);
  };

  return (
    <ScreenEngine>
      <Stack gap="5" bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }}>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h1" size="xl" data-testid="page-title">
            <FormattedMessage id="route.invoice.addInvoiceHeader" />
          </Heading>
          <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')} data-testid="add-invoice-header">
            <FormattedMessage id="invoiceHeader.add" />
          </Button>
        </HStack>
        <SchemaTable
          descriptor={screen.descriptor}
          endpoint={headers.list.endpoint}
          reloadKey={headers.list.reloadKey}
          onAction={(action, row) => onAction(action, row as Row)}
          onExportStarted={(task) => reportExport(task)}
          empty={<FormattedMessage id="invoiceHeader.empty" />}
        />
      </Stack>

      <Dialog.Root open={editing !== null} onOpenChange={(event) => { if (!event.open) setEditing(null); }} size="lg" scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="invoice-header-dialog">
              <Dialog.Header>
                <Dialog.Title>
                  <FormattedMessage id={editing === 'new' ? 'invoiceHeader.add' : 'invoiceHeader.edit'} />
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.CloseTrigger asChild><CloseButton size="sm" /></Dialog.CloseTrigger>
              <Dialog.Body>
                <Box>
                  {editing !== null && (
                    <InvoiceHeaderForm
                      key={editing === 'new' ? 'new' : editing.id}
                      formData={editing === 'new' ? null : editing}
                      recordKey={editing === 'new' ? 'new' : editing.id}
                      onSubmit={save}
                      actions={<Button type="button" variant="outline" onClick={() => setEditing(null)}><FormattedMessage id="common.cancel" /></Button>}
                    />
                  )}
                </Box>
              </Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ScreenEngine>
  );
}
