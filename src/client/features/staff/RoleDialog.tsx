/**
 * Staff with the staff permission add or change a role with the form of schemas/staff-role.json: its
 * names in both languages and the console permissions it gives. A name already taken is drawn on its
 * field; a refusal of the whole change (it would leave nobody to manage staff) stays above the form.
 */
import { useCallback } from 'react';
import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import staffRoleScreen from 'virtual:schema/staff-role';
import type { StaffRole, StaffRoleInput } from '../../../shared/staff';
import { SchemaForm } from '../../../engine';
import { FormDialog } from '../../components/FormDialog';
import { useFieldRefusal } from '../../components/use-field-refusal';
import { saveRole } from './staff-api';

export type RoleEditing = 'new' | StaffRole;

const FIELDS = Object.keys(staffRoleScreen.schema.properties);

export interface RoleDialogProps {
  editing: RoleEditing | null;
  onClose: () => void;
  onSaved: (role: StaffRole) => void;
}

export function RoleDialog({ editing, onClose, onSaved }: RoleDialogProps) {
  const isNew = editing === 'new';
  const id = editing === null || editing === 'new' ? undefined : editing.id;
  const save = useCallback(async (data: Record<string, unknown>) => { onSaved(await saveRole(data as unknown as StaffRoleInput, id)); }, [id, onSaved]);
  const { refusal, clear, submit } = useFieldRefusal(FIELDS, save);
  const close = () => { clear(); onClose(); };

  return (
    <FormDialog open={editing !== null} onClose={close} size="lg" testId="staff-role-dialog" refusal={refusal}
      title={<FormattedMessage id={isNew ? 'staff.role.add' : 'staff.role.edit'} />}>
      <SchemaForm
        key={id ?? 'new'}
        screen={staffRoleScreen}
        formData={editing === null || editing === 'new' ? {} : { name: editing.name, name_en: editing.name_en, permissions: editing.permissions }}
        recordKey={id ?? 'new'}
        onSubmit={submit}
        submitLabel={isNew ? 'staff.role.add' : 'engine.form.submit'}
        actions={<Button type="button" variant="outline" onClick={close}><FormattedMessage id="common.cancel" /></Button>}
      />
    </FormDialog>
  );
}
