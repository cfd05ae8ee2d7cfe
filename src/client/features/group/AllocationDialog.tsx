/**
 * The organiser gives a group ticket account tickets of a product, from its stock, with the form of
 * schemas/group-allocation.json (the account and the product chosen from the server's lists). A
 * refusal is drawn on the field it concerns: an account that holds no group tickets, a product that
 * is gone, more tickets than the stock has left.
 */
import { useState } from 'react';
import { Alert, Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import allocationScreen from 'virtual:schema/group-allocation';
import type { GroupAllocationInput } from '../../../shared/group';
import { SchemaForm, serverFieldErrors } from '../../../engine';
import { allocateGroupTickets } from './organiser-api';
import { onItsField } from './refusal-field';

const FIELDS = Object.keys(allocationScreen.schema.properties);

export interface AllocationDialogProps {
  /** Open with the form's start: empty, or the account chosen on its row. */
  start: Partial<GroupAllocationInput> | null;
  onClose: () => void;
  onAllocated: (allocation: GroupAllocationInput & { allocation_id: number }) => void;
}

export function AllocationDialog({ start, onClose, onAllocated }: AllocationDialogProps) {
  const intl = useIntl();
  const [refusal, setRefusal] = useState<string | null>(null);

  const allocate = async (data: Record<string, unknown>) => {
    setRefusal(null);
    const input = data as unknown as GroupAllocationInput;
    try {
      const { allocation_id: allocationId } = await allocateGroupTickets(input);
      onAllocated({ ...input, allocation_id: allocationId });
    } catch (error) {
      const shown = onItsField(error, FIELDS);
      if (serverFieldErrors(shown).length > 0) throw shown;
      setRefusal(error instanceof Error && error.message ? error.message : intl.formatMessage({ id: 'common.loadFailed' }));
      throw error;
    }
  };

  return (
    <Dialog.Root open={start !== null} onOpenChange={(event) => { if (!event.open) { setRefusal(null); onClose(); } }} size="md" placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="allocation-dialog" mx="4">
            <Dialog.Header>
              <Dialog.Title><FormattedMessage id="screen.groupAllocation" /></Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" /></Dialog.CloseTrigger>
            <Dialog.Body pb="6">
              {refusal ? (
                <Alert.Root status="error" mb="4" data-testid="allocation-refusal">
                  <Alert.Indicator />
                  <Alert.Content><Alert.Title>{refusal}</Alert.Title></Alert.Content>
                </Alert.Root>
              ) : null}
              {start !== null ? (
                <SchemaForm
                  key={start.user_id ?? 'any'}
                  screen={allocationScreen}
                  formData={start}
                  recordKey={`allocation-${start.user_id ?? 'any'}`}
                  onSubmit={allocate}
                  submitLabel="console.allocation.submit"
                  actions={<Button type="button" variant="outline" onClick={onClose}><FormattedMessage id="common.cancel" /></Button>}
                />
              ) : null}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
