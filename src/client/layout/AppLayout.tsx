import { Box } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Outlet, useNavigation } from 'react-router-dom';
import { SIDEBAR_COLLAPSED_PX, SIDEBAR_WIDTH_PX } from '../../runtime/layout-metrics';
import { deviceAtom, mobileSidebarOpenAtom, settingsAtom, sidebarOpenedAtom } from '../features/shell/shell-state';
import { Navbar } from './navbar/Navbar';
import { Sidebar } from './sidebar/Sidebar';
import { TagsView } from './tags-view/TagsView';
import { useDeviceWatch, useEscapeClosesDrawer, useNavigationEffects } from './use-shell-effects';

/** The frame of every screen that needs a session (SPEC.md §2): sidebar, top bar, tags, content. */
export function AppLayout() {
  useDeviceWatch();
  useNavigationEffects();
  useEscapeClosesDrawer();
  const settings = useAtomValue(settingsAtom);
  const device = useAtomValue(deviceAtom);
  const opened = useAtomValue(sidebarOpenedAtom);
  const mobileOpen = useAtomValue(mobileSidebarOpenAtom);
  const setMobileOpen = useSetAtom(mobileSidebarOpenAtom);
  // The current screen stays while the next one loads its code and data; dimming it tells the
  // user the click was taken.
  const loading = useNavigation().state === 'loading';

  const mobile = device === 'mobile';
  const sidebarWidth = mobile || opened ? SIDEBAR_WIDTH_PX : SIDEBAR_COLLAPSED_PX;
  const contentOffset = mobile ? 0 : sidebarWidth;

  return (
    <Box minH="100vh" bg="gray.50">
      <Sidebar width={sidebarWidth} collapsed={!mobile && !opened} overlay={mobile} open={mobile ? mobileOpen : true} />
      {mobile && mobileOpen && (
        <Box
          position="fixed"
          inset="0"
          bg="blackAlpha.500"
          zIndex="overlay"
          onClick={() => setMobileOpen(false)}
          // A pointer target only: keyboards close the drawer with Escape or the toggle button.
          aria-hidden
          data-testid="sidebar-backdrop"
        />
      )}
      <Box ms={`${contentOffset}px`} transition="margin 0.28s" minW="0" data-testid="main-container"
        // A phone's top bar names the page only where the page has no heading of its own: not twice.
        css={{ '&:has(> main h1) [data-testid="breadcrumb-compact"]': { display: 'none' } }}>
        <Box as="header" position={settings.fixedHeader ? 'sticky' : 'relative'} top="0" zIndex="docked" data-testid="app-header" data-fixed={settings.fixedHeader || undefined}>
          <Navbar />
          {settings.tagsView && <TagsView />}
        </Box>
        <Box
          as="main"
          px={{ base: '3', md: '6' }}
          py={{ base: '4', md: '6' }}
          opacity={loading ? 0.6 : 1}
          transition="opacity 0.2s"
          aria-busy={loading}
        >
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
