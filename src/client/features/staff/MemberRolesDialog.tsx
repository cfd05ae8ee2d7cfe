/**
 * Which roles a staff account holds: every role ticked or not, with what it permits, saved at once.
 * A change that would leave nobody able to manage staff is refused above the choice, which stays.
 */
import { useState } from 'react';
import { Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { localized } from '../../../shared/locale';
import type { StaffMember, StaffRole } from '../../../shared/staff';
import { FormDialog } from '../../components/FormDialog';
import { useDialogAction } from '../../components/use-dialog-action';
import { useLocale } from '../../i18n/use-locale';
import { PermissionBadges } from './PermissionBadges';
import { setMemberRoles } from './staff-api';

export interface MemberRolesDialogProps {
  member: StaffMember | null;
  roles: readonly StaffRole[];
  onClose: () => void;
  onSaved: (member: StaffMember) => void;
}

export function MemberRolesDialog({ member, roles, onClose, onSaved }: MemberRolesDialogProps) {
  const { busy, refusal, run, clearRefusal } = useDialogAction();
  const close = () => { clearRefusal(); onClose(); };
  const save = (target: StaffMember, roleIds: readonly number[]) => run(() => setMemberRoles(target.id, roleIds), (saved) => { onSaved(saved); close(); });
  return (
    <FormDialog open={member !== null} onClose={close} refusal={refusal} busy={busy} testId="staff-member-dialog"
      title={<FormattedMessage id="staff.member.rolesTitle" values={{ name: member?.name ?? '' }} />}>
      {member ? <RoleChoice key={member.id} member={member} roles={roles} busy={busy} onCancel={close} onSave={(ids) => save(member, ids)} /> : null}
    </FormDialog>
  );
}

function RoleChoice({ member, roles, busy, onCancel, onSave }: {
  member: StaffMember; roles: readonly StaffRole[]; busy: boolean; onCancel: () => void; onSave: (roleIds: readonly number[]) => void;
}) {
  const { locale } = useLocale();
  const [chosen, setChosen] = useState<number[]>(() => [...member.role_ids]);
  const toggle = (id: number, on: boolean) => setChosen((current) => (on ? [...current, id] : current.filter((each) => each !== id)));
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted"><FormattedMessage id="staff.member.rolesIntro" /></Text>
      <Stack gap="3" role="group" aria-label={member.name}>
        {roles.map((role) => (
          <Checkbox.Root key={role.id} checked={chosen.includes(role.id)} alignItems="start"
            onCheckedChange={(details) => toggle(role.id, details.checked === true)} data-testid="staff-role-choice" data-role={role.name_en}>
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Stack gap="1">
              <Checkbox.Label>{localized(locale, role.name, role.name_en)}</Checkbox.Label>
              <PermissionBadges permissions={role.permissions} />
            </Stack>
          </Checkbox.Root>
        ))}
      </Stack>
      <HStack justify="flex-end" gap="2">
        <Button variant="outline" onClick={onCancel} disabled={busy}><FormattedMessage id="common.cancel" /></Button>
        <Button colorPalette="brand" onClick={() => onSave(chosen)} loading={busy} data-testid="staff-member-save"><FormattedMessage id="staff.member.save" /></Button>
      </HStack>
    </Stack>
  );
}
