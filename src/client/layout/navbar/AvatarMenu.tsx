import { Avatar, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { canAddSubAccount, canChangePassword } from '../../../shared/access';
import { ShellIcon } from '../../components/ShellIcon';
import { userInfoAtom } from '../../features/session/session-state';
import { EDIT_PASSWORD_PATH, ADD_SUB_ACCOUNT_PATH } from '../../routes/paths';
import { LogoutDialog } from './LogoutDialog';

/**
 * The avatar dropdown (SPEC.md §2, §6): change password for account_type 1, add sub-account for a
 * main account that is not itself a sub-account, and log out.
 */
export function AvatarMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const [confirming, setConfirming] = useState(false);
  if (!user) return null;

  const onSelect = (value: string) => {
    if (value === 'editPassword') void navigate(EDIT_PASSWORD_PATH);
    else if (value === 'addSubAccount') void navigate(ADD_SUB_ACCOUNT_PATH);
    else if (value === 'logout') setConfirming(true);
  };

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(details) => onSelect(details.value)}>
        <Menu.Trigger asChild>
          {/* Named by what it shows, the account's name (said in full where a phone hides it), not by a label over it. */}
          <Button variant="ghost" size="sm" px="1.5" gap="2" data-testid="avatar-menu">
            <Text as="span" srOnly>{intl.formatMessage({ id: 'layout.userMenu.prefix' })}</Text>
            <Avatar.Root size="xs" colorPalette="brand" aria-hidden>
              <Avatar.Fallback name={user.name} />
              {user.avatar && <Avatar.Image src={user.avatar} alt="" />}
            </Avatar.Root>
            <Text as="span" fontSize="sm" fontWeight="normal" srOnly={{ base: true, md: false }} maxW="32" truncate data-testid="current-user">
              {user.name}
            </Text>
            <ShellIcon name="chevronDown" boxSize="3.5" />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="44">
              {canChangePassword(user) && (
                <Menu.Item value="editPassword" data-testid="menu-edit-password">
                  <ShellIcon name="key" />
                  <FormattedMessage id="layout.changePassword" />
                </Menu.Item>
              )}
              {canAddSubAccount(user) && (
                <Menu.Item value="addSubAccount" data-testid="menu-add-sub-account">
                  <ShellIcon name="userPlus" />
                  <FormattedMessage id="layout.addSubAccount" />
                </Menu.Item>
              )}
              {(canChangePassword(user) || canAddSubAccount(user)) && <Menu.Separator />}
              <Menu.Item value="logout" data-testid="menu-logout">
                <ShellIcon name="logout" />
                <FormattedMessage id="layout.logout" />
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <LogoutDialog open={confirming} onOpenChange={setConfirming} />
    </>
  );
}
