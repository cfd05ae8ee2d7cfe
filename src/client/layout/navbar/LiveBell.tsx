import { Badge, Box, Float, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LiveMessage } from '../../../shared/live';
import { ShellIcon } from '../../components/ShellIcon';
import { groupOrderChange, OrderBadge } from '../../features/group';
import { liveFeedAtom, liveUnseenAtom, markLiveSeenAtom } from '../../features/live/live-state';
import { useShowTime } from '../../i18n/show-time';

/** What a message says: a changed order names itself and its new state, anything else its code's text. */
function LiveItemText({ message }: { message: LiveMessage }) {
  const order = groupOrderChange(message);
  if (order) {
    return (
      <Text fontSize="sm">
        <FormattedMessage id="live.groupOrderChanged" values={{ order: order.order_no }} /> <OrderBadge value={order.status} />
      </Text>
    );
  }
  return <Text fontSize="sm"><FormattedMessage id={`live.code.${message.code}`} /></Text>;
}

/** Larger counts read as "99+": the exact number stops mattering long before. */
const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));

/** The live notifications (SPEC.md §4): a bell with the unseen count and the latest messages. */
export function LiveBell() {
  const intl = useIntl();
  const feed = useAtomValue(liveFeedAtom);
  const unseen = useAtomValue(liveUnseenAtom);
  const markSeen = useSetAtom(markLiveSeenAtom);
  // On the show's clock, as every other time in the portal.
  const showTime = useShowTime();
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
                      <LiveItemText message={notice.message} />
                      <Text fontSize="xs" color="fg.muted">
                        {showTime.dateTime(Math.floor(notice.at / 1000))}
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
