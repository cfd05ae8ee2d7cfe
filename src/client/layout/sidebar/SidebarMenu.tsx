import { Box, chakra, Menu, Portal, Tooltip } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { menuTrail, selectMenu, type MenuEntry, type MenuSelection } from '../../../runtime/menu';
import { findTrail } from '../../../runtime/route-lookup';
import { ShellIcon } from '../../components/ShellIcon';
import { menuAtom, sessionAtom } from '../../features/session/session-state';
import { SIDEBAR_HOVER_BG, SIDEBAR_SUBMENU_BG } from './sidebar-colours';

const rowStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: '100%',
  minH: '12',
  pe: '4',
  fontSize: 'sm',
  textAlign: 'start',
  color: 'gray.300',
  _hover: { bg: SIDEBAR_HOVER_BG, color: 'white' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' },
} as const;

const RowLink = chakra(Link, { base: rowStyle });
const RowButton = chakra('button', { base: { ...rowStyle, cursor: 'pointer' } });

/** A child's label lines up with its parent's label: past the 16 px icon and its 12 px gap. */
const indent = (depth: number): string => `${20 + depth * 28}px`;

/** One line, cut with an ellipsis in the fixed-width sidebar; the title names a cut entry in full. */
function Label({ entry }: { entry: MenuEntry }) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: entry.title });
  return (
    <Box as="span" flex="1" minW="0" truncate title={text} data-testid="menu-label">
      {text}
    </Box>
  );
}

interface NodeProps {
  entry: MenuEntry;
  depth: number;
  selection: MenuSelection;
  isOpen: (key: string) => boolean;
  toggle: (key: string) => void;
}

function MenuNode({ entry, depth, selection, isOpen, toggle }: NodeProps) {
  if (!entry.children) {
    const active = selection.active === entry.key;
    return (
      <li data-testid="menu-entry" data-key={entry.key} data-depth={depth}>
        <RowLink
          to={entry.to ?? entry.key}
          ps={indent(depth)}
          aria-current={active ? 'page' : undefined}
          data-active={active || undefined}
          {...(active ? { bg: 'brand.solid', color: 'white', _hover: { bg: 'brand.solid', color: 'white' } } : {})}
        >
          {entry.icon && <ShellIcon name={entry.icon} />}
          <Label entry={entry} />
        </RowLink>
      </li>
    );
  }
  const open = isOpen(entry.key);
  const listId = `menu-group-${entry.key.replace(/\W+/g, '-')}`;
  const holdsActive = selection.open.includes(entry.key);
  return (
    <li data-testid="menu-entry" data-key={entry.key} data-depth={depth} data-group="">
      <RowButton type="button" ps={indent(depth)} aria-expanded={open} aria-controls={listId} onClick={() => toggle(entry.key)} color={holdsActive ? 'white' : undefined}>
        {entry.icon && <ShellIcon name={entry.icon} />}
        <Label entry={entry} />
        <ShellIcon name="chevronDown" transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.2s" />
      </RowButton>
      <Box as="ul" id={listId} hidden={!open} listStyleType="none" bg={SIDEBAR_SUBMENU_BG}>
        {entry.children.map((child) => (
          <MenuNode key={child.key} entry={child} depth={depth + 1} selection={selection} isOpen={isOpen} toggle={toggle} />
        ))}
      </Box>
    </li>
  );
}

/** The children of a group in the collapsed sidebar's pop-out menu; nested groups become sections. */
function popoutItems(entries: readonly MenuEntry[], selection: MenuSelection): ReactNode {
  return entries.map((entry) =>
    entry.children ? (
      <Menu.ItemGroup key={entry.key}>
        <Menu.ItemGroupLabel>
          <FormattedMessage id={entry.title} />
        </Menu.ItemGroupLabel>
        {popoutItems(entry.children, selection)}
      </Menu.ItemGroup>
    ) : (
      <Menu.Item key={entry.key} value={entry.key} asChild fontWeight={selection.active === entry.key ? 'semibold' : undefined} color={selection.active === entry.key ? 'brand.fg' : undefined}>
        <Link to={entry.to ?? entry.key}>
          <FormattedMessage id={entry.title} />
        </Link>
      </Menu.Item>
    ),
  );
}

/** A top-level entry of the collapsed (icons only) sidebar. */
function CollapsedEntry({ entry, selection }: { entry: MenuEntry; selection: MenuSelection }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: entry.title });
  const active = entry.children ? selection.open[0] === entry.key : selection.active === entry.key;
  const look = { justifyContent: 'center', ps: '0', pe: '0', ...(active ? { color: 'white', bg: 'whiteAlpha.200' } : {}) };
  if (!entry.children) {
    return (
      <li data-testid="menu-entry" data-key={entry.key} data-depth={0}>
        <Tooltip.Root positioning={{ placement: 'right' }} openDelay={200}>
          <Tooltip.Trigger asChild>
            <RowLink to={entry.to ?? entry.key} aria-label={label} aria-current={active ? 'page' : undefined} {...look}>
              <ShellIcon name={entry.icon ?? ''} boxSize="5" />
            </RowLink>
          </Tooltip.Trigger>
          <Portal>
            <Tooltip.Positioner>
              <Tooltip.Content>{label}</Tooltip.Content>
            </Tooltip.Positioner>
          </Portal>
        </Tooltip.Root>
      </li>
    );
  }
  return (
    <li data-testid="menu-entry" data-key={entry.key} data-depth={0} data-group="">
      <Menu.Root positioning={{ placement: 'right-start', gutter: 4 }}>
        <Menu.Trigger asChild>
          <RowButton type="button" aria-label={label} {...look}>
            <ShellIcon name={entry.icon ?? ''} boxSize="5" />
          </RowButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="48">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel color="fg.muted">{label}</Menu.ItemGroupLabel>
              </Menu.ItemGroup>
              {popoutItems(entry.children, selection)}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </li>
  );
}

/** The account's menu (runtime/menu.ts), highlighting the page on screen and opening its groups. */
export function SidebarMenu({ collapsed }: { collapsed: boolean }) {
  const intl = useIntl();
  const menu = useAtomValue(menuAtom);
  const session = useAtomValue(sessionAtom);
  const { pathname } = useLocation();
  const selection = useMemo(() => {
    const trail = findTrail(session?.routes ?? [], pathname) ?? [];
    return selectMenu(menu, menuTrail(trail));
  }, [menu, session, pathname]);

  // Open groups: those around the page on screen join, and stay open until the user closes them
  // (vue-element-admin's menu without unique-opened).
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set(selection.open));
  const [seenActive, setSeenActive] = useState(selection.active);
  if (seenActive !== selection.active) {
    setSeenActive(selection.active);
    setOpenKeys((current) => new Set([...current, ...selection.open]));
  }
  const isOpen = (key: string): boolean => openKeys.has(key);
  const toggle = (key: string): void =>
    setOpenKeys((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <Box as="nav" aria-label={intl.formatMessage({ id: 'layout.menu' })} flex="1" py="1">
      <Box as="ul" listStyleType="none" data-testid="menu">
        {menu.map((entry) =>
          collapsed ? (
            <CollapsedEntry key={entry.key} entry={entry} selection={selection} />
          ) : (
            <MenuNode key={entry.key} entry={entry} depth={0} selection={selection} isOpen={isOpen} toggle={toggle} />
          ),
        )}
      </Box>
    </Box>
  );
}
