/**
 * /invoice/addInvoiceHeader: the account's invoice headers — the list from schemas/invoice-header.json
 * and its form in a dialog for adding and editing. Only the endpoint is this screen's own.
 */
import { useState } from 'react';
import { Box, Button, Dialog, HStack, Heading, Portal, Stack } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import { FormattedMessage } from 'react-intl';
import invoiceHeader from 'virtual:schema/invoice-header';
import { SchemaForm, SchemaTable } from '../../../engine';
import { http } from '../../app/http';
import { reportExportAtom } from '../../features/export/export-state';
import { ScreenEngine } from '../../features/screens/ScreenEngine';

const ENDPOINT = '/v4/invoice/header';

type Row = Record<string, unknown> & { id: number };

export function InvoiceHeadersPage() {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const reportExport = useSetAtom(reportExportAtom);

  const save = async (data: Record<string, unknown>) => {
    if (editing && editing !== 'new') await http.put(`${ENDPOINT}/${editing.id}`, data);
    else await http.post(ENDPOINT, data);
    setEditing(null);
    setReloadKey((key) => key + 1);
  };

  const onAction = async (action: string, row: Row) => {
    if (action === 'edit') setEditing(await http.get<Row>(`${ENDPOINT}/${row.id}`));
    if (action === 'delete') {
      await http.delete(`${ENDPOINT}/${row.id}`);
      setReloadKey((key) => key + 1);
    }
  };

  return (
    <ScreenEngine>
      <Stack gap="5" bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }}>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h1" size="xl" data-testid="page-title">
            <FormattedMessage id="screen.invoiceHeader" />
          </Heading>
          <Button colorPalette="blue" onClick={() => setEditing('new')} data-testid="add-invoice-header">
            <FormattedMessage id="invoiceHeader.add" />
          </Button>
        </HStack>
        <SchemaTable
          descriptor={invoiceHeader.descriptor}
          endpoint={ENDPOINT}
          reloadKey={reloadKey}
          onAction={(action, row) => onAction(action, row as Row)}
          onExportStarted={(task) => reportExport(task)}
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
              <Dialog.Body>
                <Box>
                  {editing !== null && (
                    <SchemaForm
                      key={editing === 'new' ? 'new' : editing.id}
                      screen={invoiceHeader}
                      formData={editing === 'new' ? null : editing}
                      recordKey={editing === 'new' ? 'new' : editing.id}
                      onSubmit={save}
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
