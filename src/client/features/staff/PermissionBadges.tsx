/** A role's or an account's console permissions, as the badges of schemas/enums.json `staffPermission`. */
import { HStack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { StaffPermissionId } from '../../../shared/staff';
import { EnumBadge } from '../tickets';

export function PermissionBadges({ permissions }: { permissions: readonly StaffPermissionId[] }) {
  if (permissions.length === 0) return <Text as="span" fontSize="sm" color="fg.muted"><FormattedMessage id="staff.permissions.none" /></Text>;
  return (
    <HStack gap="1" wrap="wrap" data-testid="staff-permissions">
      {permissions.map((permission) => <EnumBadge key={permission} set="staffPermission" value={permission} />)}
    </HStack>
  );
}
