import { Box, chakra, HStack, Menu, Portal } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { normalizePath } from '../../../runtime/route-lookup';
import { closeAllTags, closeOtherTags, closeTag, type TagsChange, type TagView } from '../../../runtime/tags-view';
import { ShellIcon } from '../../components/ShellIcon';
import { tagsAtom } from '../../features/tags-view/tags-state';
import { REDIRECT_PREFIX } from '../../routes/paths';

type Action = 'refresh' | 'close' | 'closeOthers' | 'closeAll';
const ACTIONS: readonly { value: Action; label: string }[] = [
  { value: 'refresh', label: 'tags.refresh' },
  { value: 'close', label: 'tags.close' },
  { value: 'closeOthers', label: 'tags.closeOthers' },
  { value: 'closeAll', label: 'tags.closeAll' },
];

const TagLink = chakra(Link, {
  base: { display: 'inline-flex', alignItems: 'center', gap: '1', h: 'full', ps: '3', whiteSpace: 'nowrap', color: 'inherit' },
});

/**
 * The tags view (SPEC.md §2): a tab per visited page. Right-click a tab for refresh / close /
 * close others / close all; affix tabs never close.
 */
export function TagsView() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = normalizePath(pathname);
  const [tags, setTags] = useAtom(tagsAtom);

  const apply = (change: TagsChange) => {
    setTags(change.tags);
    if (change.navigateTo) void navigate(change.navigateTo);
  };

  const run = (action: Action, tag: TagView) => {
    if (action === 'refresh') void navigate(`${REDIRECT_PREFIX}${tag.to}`, { replace: true });
    else if (action === 'close') apply(closeTag(tags, tag.path, active));
    else if (action === 'closeOthers') apply(closeOtherTags(tags, tag.path, active));
    else apply(closeAllTags(tags, active));
  };

  return (
    <Box
      as="nav"
      aria-label={intl.formatMessage({ id: 'tags.label' })}
      bg="white"
      borderBottomWidth="1px"
      borderColor="gray.200"
      boxShadow="0 1px 3px rgba(0, 21, 41, 0.06)"
      px="3"
      py="1.5"
      overflowX="auto"
      data-testid="tags-view"
    >
      <HStack as="ul" gap="1.5" listStyleType="none">
        {tags.map((tag) => {
          const current = tag.path === active;
          return (
            <li key={tag.path}>
              <Menu.Root onSelect={(details) => run(details.value as Action, tag)}>
                <Menu.ContextTrigger asChild>
                  <HStack
                    gap="0"
                    h="7"
                    borderWidth="1px"
                    rounded="sm"
                    fontSize="xs"
                    data-testid="tag"
                    data-path={tag.path}
                    data-active={current || undefined}
                    data-affix={tag.affix || undefined}
                    {...(current
                      ? { bg: 'brand.solid', color: 'white', borderColor: 'brand.solid' }
                      : { bg: 'white', color: 'gray.700', borderColor: 'gray.200', _hover: { bg: 'gray.50' } })}
                  >
                    <TagLink to={tag.to} aria-current={current ? 'page' : undefined} pe={tag.affix ? '3' : '1'}>
                      {current && <Box as="span" w="1.5" h="1.5" rounded="full" bg="white" aria-hidden />}
                      <FormattedMessage id={tag.title} />
                    </TagLink>
                    {!tag.affix && (
                      <chakra.button
                        type="button"
                        aria-label={intl.formatMessage({ id: 'tags.closeOne' }, { title: intl.formatMessage({ id: tag.title }) })}
                        data-testid="tag-close"
                        display="inline-grid"
                        placeItems="center"
                        w="4"
                        h="4"
                        me="1.5"
                        rounded="full"
                        cursor="pointer"
                        _hover={{ bg: current ? 'whiteAlpha.400' : 'gray.200' }}
                        onClick={() => run('close', tag)}
                      >
                        <ShellIcon name="close" boxSize="3" />
                      </chakra.button>
                    )}
                  </HStack>
                </Menu.ContextTrigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content minW="36" data-testid="tag-menu">
                      {ACTIONS.map(({ value, label }) => (
                        <Menu.Item key={value} value={value} disabled={value === 'close' && tag.affix} data-testid={`tag-menu-${value}`}>
                          <FormattedMessage id={label} />
                        </Menu.Item>
                      ))}
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            </li>
          );
        })}
      </HStack>
    </Box>
  );
}
