/**
 * The organiser gives a group ticket account tickets of a product, from its stock, with the form of
 * schemas/group-allocation.json (the account and the product chosen from the server's lists). A
 * refusal is drawn on the field it concerns: an account that holds no group tickets, a product that
 * is gone, more tickets than the stock has left.
 */
import { useCallback } from 'react';
import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import allocationScreen from 'virtual:schema/group-allocation';
import type { GroupAllocationInput } from '../../../shared/group';
import { SchemaForm } from '../../../engine';
import { FormDialog } from '../../components/FormDialog';
import { allocateGroupTickets } from './organiser-api';
import { useFieldRefusal } from '../../components/use-field-refusal';

/** The values the server names when it refuses one: not a group ticket account, no such product, more than the stock. */
const FIELD_OF_DATA = { user_id: 'user_id', ticket_id: 'ticket_id', remaining: 'quantity' } as const;
const FIELDS = Object.keys(allocationScreen.schema.properties);

export interface AllocationDialogProps {
  /** Open with the form's start: empty, or the account chosen on its row. */
  start: Partial<GroupAllocationInput> | null;
  onClose: () => void;
  onAllocated: (allocation: GroupAllocationInput & { allocation_id: number }) => void;
}

export function AllocationDialog({ start, onClose, onAllocated }: AllocationDialogProps) {
  const allocate = useCallback(async (data: Record<string, unknown>) => {
    const input = data as unknown as GroupAllocationInput;
    const { allocation_id: allocationId } = await allocateGroupTickets(input);
    onAllocated({ ...input, allocation_id: allocationId });
  }, [onAllocated]);
  const { refusal, clear, submit } = useFieldRefusal(FIELDS, allocate, FIELD_OF_DATA);
  const close = () => { clear(); onClose(); };
  const key = start?.user_id ?? 'any';

  return (
    <FormDialog open={start !== null} onClose={close} testId="allocation-dialog" refusal={refusal} title={<FormattedMessage id="screen.groupAllocation" />}>
      <SchemaForm
        key={key}
        screen={allocationScreen}
        formData={start}
        recordKey={`allocation-${key}`}
        onSubmit={submit}
        submitLabel="console.allocation.submit"
        actions={<Button type="button" variant="outline" onClick={close}><FormattedMessage id="common.cancel" /></Button>}
      />
    </FormDialog>
  );
}
