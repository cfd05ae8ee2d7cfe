import { Box, Flex } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { BrandMark } from '../../components/BrandMark';
import { settingsAtom } from '../../features/shell/shell-state';
import { SidebarMenu } from './SidebarMenu';
import { SIDEBAR_BG } from './sidebar-colours';

export interface SidebarProps {
  width: number;
  /** Desktop with the sidebar closed: icons only. */
  collapsed: boolean;
  /** Mobile: an overlay that slides in and out. */
  overlay: boolean;
  /** For the overlay: whether it is on screen. */
  open: boolean;
}

/** The left column: logo (a setting) and the account's menu (SPEC.md §2). */
export function Sidebar({ width, collapsed, overlay, open }: SidebarProps) {
  const intl = useIntl();
  const { sidebarLogo } = useAtomValue(settingsAtom);
  const hidden = overlay && !open;
  return (
    <Flex
      as="aside"
      direction="column"
      data-testid="sidebar"
      data-state={hidden ? 'closed' : collapsed ? 'collapsed' : 'open'}
      aria-label={intl.formatMessage({ id: 'layout.sidebar' })}
      position="fixed"
      top="0"
      bottom="0"
      left="0"
      zIndex={overlay ? 'modal' : 'sticky'}
      width={`${width}px`}
      bg={SIDEBAR_BG}
      color="gray.300"
      overflow="hidden"
      transform={hidden ? 'translateX(-100%)' : 'none'}
      // Hidden drops out of the tab order and the accessibility tree once the slide has finished.
      visibility={hidden ? 'hidden' : 'visible'}
      transition="width 0.28s, transform 0.28s, visibility 0.28s"
      boxShadow={overlay && open ? 'xl' : undefined}
    >
      {sidebarLogo && (
        <Box flexShrink={0} h="14" px={collapsed ? '0' : '4'} display="flex" alignItems="center" justifyContent={collapsed ? 'center' : 'flex-start'}>
          {/* Named by its title (hidden for the eye when collapsed): a label over the visible text would differ from it. */}
          <Link to="/" data-testid="sidebar-logo">
            <BrandMark tone="dark" compact={collapsed} />
          </Link>
        </Box>
      )}
      {/* Only the menu scrolls: the logo stays in view however long the menu is. */}
      <Box flex="1" minH="0" overflowX="hidden" overflowY="auto" data-testid="sidebar-scroll">
        <SidebarMenu collapsed={collapsed} />
      </Box>
    </Flex>
  );
}
