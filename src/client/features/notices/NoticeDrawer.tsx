import { useState } from 'react';
import { CloseButton, Drawer, Heading, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { Notice } from '../../../shared/api';
import { localized } from '../../../shared/locale';
import { useLocale } from '../../i18n/use-locale';
import { NoticeFiles } from './NoticeFiles';
import { NoticeText } from './NoticeText';
import { useShowTime } from '../../i18n/show-time';

/** One notice in full, beside the list: its whole text and its files. */
export function NoticeDrawer({ notice: current, onClose }: { notice: Notice | null; onClose: () => void }) {
  const { locale } = useLocale();
  const publishedDate = useShowTime().date;
  // The last notice stays drawn while the drawer slides away.
  const [notice, setNotice] = useState(current);
  if (current && current !== notice) setNotice(current);
  return (
    <Drawer.Root open={current !== null} onOpenChange={(event) => { if (!event.open) onClose(); }} placement="end" size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="notice-drawer">
            {notice && (
              <>
                <Drawer.Header pe="12">
                  <Stack gap="1">
                    <Drawer.Title asChild>
                      <Heading as="h2" size="lg" data-testid="notice-drawer-title">
                        {localized(locale, notice.title, notice.title_en)}
                      </Heading>
                    </Drawer.Title>
                    <Text fontSize="sm" color="gray.500">
                      <FormattedMessage id="notice.publishedAt" values={{ date: publishedDate(notice.published_at) }} />
                    </Text>
                  </Stack>
                </Drawer.Header>
                <Drawer.Body>
                  <Stack gap="5">
                    <NoticeText text={localized(locale, notice.content, notice.content_en)} data-testid="notice-drawer-content" />
                    {notice.attachments.length > 0 && (
                      <>
                        <Separator />
                        <NoticeFiles files={notice.attachments} />
                      </>
                    )}
                  </Stack>
                </Drawer.Body>
              </>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
