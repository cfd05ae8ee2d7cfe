import { Flex, HStack, IconButton } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { ShellIcon } from '../../components/ShellIcon';
import { deviceAtom, mobileSidebarOpenAtom, sidebarOpenedAtom, toggleSidebarAtom } from '../../features/shell/shell-state';
import { SettingsDrawer } from '../settings/SettingsDrawer';
import { AppBreadcrumb } from './AppBreadcrumb';
import { AvatarMenu } from './AvatarMenu';
import { ErrorLogButton } from './ErrorLogButton';
import { ExportProgress } from './ExportProgress';
import { LanguageMenu } from './LanguageMenu';
import { LiveBell } from './LiveBell';

/** The top bar (SPEC.md §2): sidebar toggle and breadcrumb; exports, language, live, settings, avatar. */
export function Navbar() {
  const intl = useIntl();
  const device = useAtomValue(deviceAtom);
  const opened = useAtomValue(device === 'mobile' ? mobileSidebarOpenAtom : sidebarOpenedAtom);
  const toggle = useSetAtom(toggleSidebarAtom);
  return (
    <Flex h="14" align="center" gap="2" px={{ base: '2', md: '3' }} bg="white" borderBottomWidth="1px" borderColor="gray.200">
      <IconButton
        variant="ghost"
        size="sm"
        onClick={() => toggle()}
        aria-label={intl.formatMessage({ id: opened ? 'layout.sidebar.close' : 'layout.sidebar.open' })}
        aria-expanded={opened}
        data-testid="sidebar-toggle"
        // Chakra shades an expanded ghost button; this one toggles a panel beside it, not below.
        _expanded={{ bg: 'transparent' }}
        _hover={{ bg: 'gray.100' }}
      >
        <ShellIcon name="menu" boxSize="5" />
      </IconButton>
      <Flex flex="1" minW="0" hideBelow="md">
        <AppBreadcrumb />
      </Flex>
      <Flex flex="1" minW="0" hideFrom="md">
        <AppBreadcrumb compact />
      </Flex>
      <HStack gap="1" ms="auto" flexShrink={0}>
        <ExportProgress />
        {import.meta.env.DEV && <ErrorLogButton />}
        <LanguageMenu />
        <LiveBell />
        <SettingsDrawer />
        <AvatarMenu />
      </HStack>
    </Flex>
  );
}
