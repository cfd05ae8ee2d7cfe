export { MemberRolesDialog } from './MemberRolesDialog';
export { PermissionBadges } from './PermissionBadges';
export { RoleDialog, type RoleEditing } from './RoleDialog';
export { ALL_ROLES_PATH, MEMBER_TYPES_PATH, deleteRole } from './staff-api';
