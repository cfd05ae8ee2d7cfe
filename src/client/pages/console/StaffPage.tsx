/**
 * /organiser/staff: who works in the console and what each may do. The portal's accounts counted by
 * kind; the roles (schemas/staff-role.json) with their permissions and holders, added, changed and
 * removed here; every staff account with the roles it holds. A change applies to the accounts it
 * touches from their next request: their menus and the endpoints they may call.
 */
import { useCallback, useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Badge, Box, Button, HStack, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ACTIONS_COLUMN, SchemaTable, pagedWhole, usePagedList } from '../../../engine';
import { localized } from '../../../shared/locale';
import { StaffApi, type MemberTypeCount, type StaffMember, type StaffRole } from '../../../shared/staff';
import { http } from '../../app/http';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { useConfirmedAction } from '../../components/use-confirmed-action';
import { ConsolePage } from '../../features/console';
import { useRecord } from '../../features/screens';
import { ALL_ROLES_PATH, MEMBER_TYPES_PATH, MemberRolesDialog, PermissionBadges, RoleDialog, deleteRole, type RoleEditing } from '../../features/staff';
import { useLocale } from '../../i18n/use-locale';

const PAGE = 20;
const NO_FILTERS = {};
const loadRoles = pagedWhole((signal) => http.get<{ list: StaffRole[] }>(ALL_ROLES_PATH, undefined, { signal }));
const loadMembers = pagedWhole((signal) => http.get<{ list: StaffMember[] }>(StaffApi.members, undefined, { signal }));

export function StaffPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((n) => n + 1), []);
  const roles = usePagedList<StaffRole>(loadRoles, NO_FILTERS, PAGE, version);
  const members = usePagedList<StaffMember>(loadMembers, NO_FILTERS, PAGE, version);
  const [editing, setEditing] = useState<RoleEditing | null>(null);
  const [assigning, setAssigning] = useState<StaffMember | null>(null);
  const removal = useConfirmedAction((role: StaffRole) => deleteRole(role.id), changed);
  const roleName = useCallback((role: StaffRole) => localized(locale, role.name, role.name_en), [locale]);

  const saved = useCallback((role: StaffRole) => {
    toaster.create({ type: 'success', title: intl.formatMessage({ id: 'staff.role.saved' }, { name: roleName(role) }), closable: true });
    setEditing(null);
    changed();
  }, [intl, roleName, changed]);
  const assigned = useCallback((member: StaffMember) => {
    toaster.create({ type: 'success', title: intl.formatMessage({ id: 'staff.member.saved' }, { name: member.name }), closable: true });
    changed();
  }, [intl, changed]);

  const { ask } = removal;
  const roleColumns = useMemo((): ColumnDef<StaffRole>[] => [
    {
      id: 'name', header: () => <FormattedMessage id="staff.role.name" />,
      cell: ({ row }) => <Text fontWeight="medium" data-testid="staff-role-name">{roleName(row.original)}</Text>,
    },
    { id: 'permissions', header: () => <FormattedMessage id="staffRole.permissions" />, cell: ({ row }) => <PermissionBadges permissions={row.original.permissions} /> },
    {
      id: 'member_count', header: () => <FormattedMessage id="staffRole.member_count" />,
      cell: ({ row }) => <Text as="span" fontVariantNumeric="tabular-nums" data-testid="staff-role-members">{intl.formatNumber(row.original.member_count)}</Text>,
    },
    {
      id: ACTIONS_COLUMN, header: () => <FormattedMessage id="engine.table.actions" />,
      cell: ({ row }) => {
        // A role staff hold is not deleted (the server refuses it too): its holders would lose permissions unseen.
        const held = row.original.member_count;
        const reasonId = `staff-role-held-${row.original.id}`;
        return (
          <Stack gap="1" align="start">
            <HStack gap="2" wrap="nowrap">
              <Button size="xs" variant="outline" onClick={() => setEditing(row.original)} data-testid="staff-role-edit"
                aria-label={`${intl.formatMessage({ id: 'common.edit' })} ${roleName(row.original)}`}>
                <FormattedMessage id="common.edit" />
              </Button>
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => ask(row.original)} data-testid="staff-role-delete" disabled={held > 0}
                aria-label={`${intl.formatMessage({ id: 'common.delete' })} ${roleName(row.original)}`} aria-describedby={held > 0 ? reasonId : undefined}>
                <FormattedMessage id="common.delete" />
              </Button>
            </HStack>
            {held > 0 ? (
              <Text id={reasonId} fontSize="xs" color="gray.600" whiteSpace="nowrap" data-testid="staff-role-delete-reason">
                <FormattedMessage id="staff.role.deleteHeld" values={{ count: held }} />
              </Text>
            ) : null}
          </Stack>
        );
      },
    },
  ], [intl, roleName, ask]);

  const rolesById = useMemo(() => new Map(roles.rows.map((role) => [role.id, role])), [roles.rows]);
  const memberColumns = useMemo((): ColumnDef<StaffMember>[] => [
    {
      id: 'name', header: () => <FormattedMessage id="staff.member.name" />,
      cell: ({ row }) => (
        <Stack gap="0">
          <Text fontWeight="medium" data-testid="staff-member-name">{row.original.name}</Text>
          {row.original.email ? <Text fontSize="sm" color="fg.muted">{row.original.email}</Text> : null}
        </Stack>
      ),
    },
    {
      id: 'roles', header: () => <FormattedMessage id="staff.member.roles" />,
      cell: ({ row }) => {
        const held = row.original.role_ids.flatMap((id) => { const role = rolesById.get(id); return role ? [role] : []; });
        if (held.length === 0) return <Text fontSize="sm" color="fg.muted" data-testid="staff-member-roles"><FormattedMessage id="staff.member.noRoles" /></Text>;
        return (
          <HStack gap="1" wrap="wrap" data-testid="staff-member-roles">
            {held.map((role) => <Badge key={role.id} variant="outline" data-testid="staff-member-role">{roleName(role)}</Badge>)}
          </HStack>
        );
      },
    },
    { id: 'permissions', header: () => <FormattedMessage id="staff.member.permissions" />, cell: ({ row }) => <PermissionBadges permissions={row.original.permissions} /> },
    {
      id: ACTIONS_COLUMN, header: () => <FormattedMessage id="engine.table.actions" />,
      cell: ({ row }) => (
        <Button size="xs" variant="outline" colorPalette="brand" onClick={() => setAssigning(row.original)} data-testid="staff-member-assign"
          aria-label={intl.formatMessage({ id: 'staff.member.assignFor' }, { name: row.original.name })}>
          <FormattedMessage id="staff.member.assign" />
        </Button>
      ),
    },
  ], [intl, roleName, rolesById]);

  return (
    <ConsolePage
      titleId="route.console.staff"
      intro={<FormattedMessage id="staff.intro" />}
      actions={<Button colorPalette="brand" size="sm" onClick={() => setEditing('new')} data-testid="staff-role-new"><FormattedMessage id="staff.role.add" /></Button>}
      overlays={(
        <>
          <RoleDialog editing={editing} onClose={() => setEditing(null)} onSaved={saved} />
          <MemberRolesDialog member={assigning} roles={roles.rows} onClose={() => setAssigning(null)} onSaved={assigned} />
          <ConfirmDialog
            {...removal.dialog}
            title={<FormattedMessage id="staff.role.deleteTitle" />}
            body={<FormattedMessage id="staff.role.deleteBody" values={{ name: removal.target ? roleName(removal.target) : '' }} />}
            action={<FormattedMessage id="common.delete" />}
            colorPalette="red"
            testId="staff-role-delete-dialog"
            actionTestId="staff-role-delete-confirm"
          />
        </>
      )}
    >
      <MemberTypes refreshKey={version} />
      <Stack gap="3">
        <Heading as="h2" size="lg"><FormattedMessage id="staff.roles.title" /></Heading>
        <SchemaTable<StaffRole> columns={roleColumns} list={roles} rowId={(role) => String(role.id)} testId="staff-roles" rowTestId="staff-role"
          empty={<FormattedMessage id="staff.roles.empty" />} />
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="lg"><FormattedMessage id="staff.members.title" /></Heading>
        <SchemaTable<StaffMember> columns={memberColumns} list={members} rowId={(member) => String(member.id)} testId="staff-members" rowTestId="staff-member"
          empty={<FormattedMessage id="staff.members.empty" />} />
      </Stack>
    </ConsolePage>
  );
}

/** The portal's accounts by kind (SPEC.md §7 member types). */
function MemberTypes({ refreshKey }: { refreshKey: number }) {
  const intl = useIntl();
  const types = useRecord<{ list: MemberTypeCount[] }>(MEMBER_TYPES_PATH, { refreshKey });
  if (types.state.phase === 'loading') return <Skeleton height="20" rounded="md" />;
  if (types.state.phase !== 'ready') return <LoadFailedAlert onRetry={types.reload} />;
  return (
    <Stack gap="3">
      <Heading as="h2" size="lg"><FormattedMessage id="staff.memberTypes.title" /></Heading>
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" data-testid="staff-member-types">
        {types.state.record.list.map((type) => (
          <Box key={type.id} borderWidth="1px" borderRadius="md" p="3" data-testid="staff-member-type" data-type={type.id}>
            <Text fontSize="sm" color="fg.muted">{type.name}</Text>
            <Text fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="staff-member-type-count">{intl.formatNumber(type.count)}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
