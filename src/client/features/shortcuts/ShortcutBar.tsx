import { Box, Button, Group, Heading, HStack, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { RouteNode } from '../../../shared/route-meta';
import { pinnableScreens, shortcutLinks } from '../../../runtime/shortcuts';
import { FormDialog } from '../../components/FormDialog';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { ShellIcon } from '../../components/ShellIcon';
import { useRecord } from '../screens';
import { SHORTCUT_PATH } from '../../../shared/shortcuts';
import { pinShortcut, unpinShortcut, type ShortcutList } from './shortcut-api';

/**
 * The account's own quick links beside the to-do strip (SPEC.md §3 shortcut): screens it opens often,
 * pinned and removed by the user, kept on the server so they follow the account to any browser. `routes`
 * is the account's share of the route tree: a shortcut shows only while its screen may be opened.
 */
export function ShortcutBar({ routes }: { routes: readonly RouteNode[] }) {
  const intl = useIntl();
  const { state, reload } = useRecord<ShortcutList>(SHORTCUT_PATH, { quiet: true });
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);

  const list = useMemo(() => (state.phase === 'ready' ? state.record.list : []), [state]);
  const limit = state.phase === 'ready' ? state.record.limit : 0;
  const links = useMemo(() => shortcutLinks(routes, list), [routes, list]);
  const choices = useMemo(() => pinnableScreens(routes, list), [routes, list]);
  const full = list.length >= limit;

  // Each change reloads the list: the server's order and its limit are the truth.
  const change = (action: () => Promise<unknown>) => {
    setBusy(true);
    action().then(reload, () => { /* toasted by the request layer; the list stays as it was */ }).finally(() => setBusy(false));
  };

  return (
    <Box as="section" aria-labelledby="shortcut-heading" data-testid="shortcut-bar">
      <HStack justify="space-between" mb="3" gap="3" wrap="wrap">
        <Heading as="h2" id="shortcut-heading" size="md">
          <FormattedMessage id="shortcut.title" />
        </Heading>
        {state.phase === 'ready' && (
          <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setAdding(true)} data-testid="shortcut-add">
            <ShellIcon name="plus" />
            <FormattedMessage id="shortcut.add" />
          </Button>
        )}
      </HStack>

      {state.phase === 'loading' && <Skeleton height="10" rounded="md" />}

      {(state.phase === 'failed' || state.phase === 'missing') && <LoadFailedAlert onRetry={reload} />}

      {state.phase === 'ready' && links.length === 0 && (
        <Text fontSize="sm" color="gray.500" data-testid="shortcut-empty">
          <FormattedMessage id="shortcut.empty" />
        </Text>
      )}

      {links.length > 0 && (
        <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" data-testid="shortcut-list">
          {links.map(({ shortcut, path, title }) => {
            const name = intl.formatMessage({ id: title });
            return (
              <Box as="li" key={shortcut.id} data-testid="shortcut" data-template={shortcut.template}>
                <Group attached>
                  <Button asChild size="sm" variant="subtle" colorPalette="brand">
                    <Link to={path}>
                      <ShellIcon name="zap" />
                      {name}
                    </Link>
                  </Button>
                  <IconButton size="sm" variant="subtle" colorPalette="brand" disabled={busy}
                    aria-label={intl.formatMessage({ id: 'shortcut.remove' }, { name })}
                    onClick={() => change(() => unpinShortcut(shortcut.id))} data-testid="shortcut-remove">
                    <ShellIcon name="close" boxSize="3" />
                  </IconButton>
                </Group>
              </Box>
            );
          })}
        </HStack>
      )}

      <FormDialog open={adding} onClose={() => setAdding(false)} title={<FormattedMessage id="shortcut.add" />} testId="shortcut-dialog">
        <Stack gap="3">
          <Text fontSize="sm" color={full ? 'red.fg' : 'gray.600'} data-testid="shortcut-count">
            <FormattedMessage id={full ? 'shortcut.full' : 'shortcut.count'} values={{ count: list.length, limit }} />
          </Text>
          {choices.length === 0 ? (
            <Text fontSize="sm" color="gray.500"><FormattedMessage id="shortcut.none_left" /></Text>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none">
              {choices.map(({ type, title }) => (
                <Box as="li" key={type.id}>
                  <Button width="full" justifyContent="flex-start" size="sm" variant="ghost" disabled={full || busy}
                    onClick={() => change(() => pinShortcut(type.id))} data-testid="shortcut-choice" data-template={type.alias}>
                    <ShellIcon name="plus" />
                    <FormattedMessage id={title} />
                  </Button>
                </Box>
              ))}
            </Stack>
          )}
          <Button alignSelf="flex-end" variant="outline" onClick={() => setAdding(false)} data-testid="shortcut-done">
            <FormattedMessage id="shortcut.done" />
          </Button>
        </Stack>
      </FormDialog>
    </Box>
  );
}
