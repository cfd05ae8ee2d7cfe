import { Badge, Box, Float, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { ShellIcon } from '../../components/ShellIcon';
import { liveFeedAtom, liveUnseenAtom, markLiveSeenAtom } from '../../features/live/live-state';

/** Larger counts read as "99+": the exact number stops mattering long before. */
const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));

/** The live notifications (SPEC.md §4): a bell with the unseen count and the latest messages. */
export function LiveBell() {
  const intl = useIntl();
  const feed = useAtomValue(liveFeedAtom);
  const unseen = useAtomValue(liveUnseenAtom);
  const markSeen = useSetAtom(markLiveSeenAtom);
  const label = intl.formatMessage({ id: 'live.title' });

  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} onOpenChange={(details) => details.open && markSeen()}>
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          position="relative"
          data-testid="live-bell"
          aria-label={unseen > 0 ? intl.formatMessage({ id: 'live.unseen' }, { count: unseen }) : label}
        >
          <ShellIcon name="bell" boxSize="5" />
          {unseen > 0 && (
            <Float placement="top-end" offset="2">
              <Badge size="xs" variant="solid" colorPalette="red" rounded="full" minW="4" justifyContent="center" data-testid="live-badge">
                {badgeText(unseen)}
              </Badge>
            </Float>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="xs" data-testid="live-panel">
            <Popover.Header fontWeight="semibold" borderBottomWidth="1px" pb="3">
              {label}
            </Popover.Header>
            <Popover.Body p="0" maxH="80" overflowY="auto">
              {feed.length === 0 ? (
                <Text px="4" py="6" color="fg.muted" fontSize="sm" textAlign="center">
                  <FormattedMessage id="live.empty" />
                </Text>
              ) : (
                <Stack as="ul" gap="0" listStyleType="none">
                  {feed.map((notice) => (
                    <Box as="li" key={notice.seq} px="4" py="3" borderBottomWidth="1px" borderColor="gray.100" data-testid="live-item" data-code={notice.message.code}>
                      <Text fontSize="sm">
                        <FormattedMessage id={`live.code.${notice.message.code}`} />
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        <FormattedTime value={notice.at} hour="2-digit" minute="2-digit" second="2-digit" />
                      </Text>
                    </Box>
                  ))}
                </Stack>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
