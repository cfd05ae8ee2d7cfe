/**
 * /notice/requiredReading and /notice/exhibitionRelatedMaterials: the organiser's notices of one
 * kind, newest first, each with its files; a notice opens in full in a drawer (`?id=N` keeps it
 * open across a reload or a shared link).
 */
import { useEffect, useState } from 'react';
import { Box, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { Notice, NoticeKind } from '../../../shared/api';
import { isCancelled } from '../../../runtime/http';
import { ShellIcon } from '../../components/ShellIcon';
import { localized } from '../../../shared/locale';
import { useLocale } from '../../i18n/use-locale';
import { fetchNotice } from '../../features/notices/notice-api';
import { NoticeDrawer } from '../../features/notices/NoticeDrawer';
import { NoticeKeywords } from '../../features/notices/NoticeKeywords';
import { NoticeFiles } from '../../features/notices/NoticeFiles';
import { FoldedNoticeText } from '../../features/notices/NoticeText';
import { useShowTime } from '../../i18n/show-time';
import { useNotices } from '../../features/notices/use-notices';

const TITLES: Record<NoticeKind, string> = {
  requiredReading: 'route.notice.requiredReading',
  exhibitionRelatedMaterials: 'route.notice.exhibitionRelatedMaterials',
};

export function RequiredReadingPage() {
  return <NoticesPage kind="requiredReading" />;
}

export function ExhibitionRelatedMaterialsPage() {
  return <NoticesPage kind="exhibitionRelatedMaterials" />;
}

function NoticesPage({ kind }: { kind: NoticeKind }) {
  const { state, retry, loadMore } = useNotices(kind);
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('id')) || null;
  const listed = state.status === 'ready' ? state.list.find((notice) => notice.id === openId) : undefined;
  const [fetched, setFetched] = useState<Notice | null>(null);

  const open = (id: number) => setParams({ id: String(id) }, { replace: true });
  const close = () => setParams((current) => {
    const next = new URLSearchParams(current);
    next.delete('id');
    return next;
  }, { replace: true });

  // A notice named in the address but not on the loaded page (older, or a shared link) is fetched.
  const needsFetch = openId !== null && state.status === 'ready' && !listed;
  useEffect(() => {
    if (!needsFetch || openId === null) return;
    const controller = new AbortController();
    fetchNotice(openId, controller.signal).then(setFetched, (error: unknown) => {
      // The request layer has said why (e.g. the notice was withdrawn); the address forgets it.
      if (!isCancelled(error)) setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('id');
        return next;
      }, { replace: true });
    });
    return () => controller.abort();
  }, [needsFetch, openId, setParams]);

  const shown = listed ?? (fetched && fetched.id === openId ? fetched : null);

  return (
    <Stack gap="5">
      <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" px={{ base: '4', md: '6' }} py="5">
        <HStack justify="space-between" align="end" wrap="wrap" gap="2">
          <Stack gap="1">
            <Heading as="h1" size="xl" data-testid="page-title">
              <FormattedMessage id={TITLES[kind]} />
            </Heading>
            <Text color="gray.600">
              <FormattedMessage id={`notice.intro.${kind}`} />
            </Text>
          </Stack>
          {state.status === 'ready' && state.total > 0 && (
            <Text fontSize="sm" color="gray.500" data-testid="notice-total">
              <FormattedMessage id="notice.total" values={{ total: state.total }} />
            </Text>
          )}
        </HStack>
      </Box>

      {state.status === 'loading' && (
        <Stack gap="4" data-testid="notices-loading" aria-busy="true">
          {[0, 1, 2].map((n) => <Skeleton key={n} height="40" rounded="lg" />)}
        </Stack>
      )}

      {state.status === 'failed' && (
        <Card.Root data-testid="notices-failed">
          <Card.Body>
            <HStack gap="3" wrap="wrap">
              <Text color="gray.600">
                <FormattedMessage id="common.loadFailed" />
              </Text>
              <Button size="sm" variant="outline" onClick={retry} data-testid="notices-retry">
                <ShellIcon name="refresh" boxSize="3.5" />
                <FormattedMessage id="common.retry" />
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      )}

      {state.status === 'ready' && state.list.length === 0 && (
        <Card.Root variant="subtle" data-testid="notices-empty">
          <Card.Body alignItems="center" gap="2" py="12" color="gray.500">
            <ShellIcon name="megaphone" boxSize="8" />
            <Text>
              <FormattedMessage id="notice.empty" />
            </Text>
          </Card.Body>
        </Card.Root>
      )}

      {state.status === 'ready' && state.list.length > 0 && (
        <Stack gap="4" data-testid="notice-list">
          {state.list.map((notice) => <NoticeCard key={notice.id} notice={notice} onOpen={() => open(notice.id)} />)}
          {state.list.length < state.total && (
            <Button variant="outline" alignSelf="center" loading={state.more === 'loading'} onClick={loadMore} data-testid="notices-more">
              <FormattedMessage id="notice.loadMore" />
            </Button>
          )}
        </Stack>
      )}

      <NoticeDrawer notice={shown} onClose={close} />
    </Stack>
  );
}

function NoticeCard({ notice, onOpen }: { notice: Notice; onOpen: () => void }) {
  const { locale } = useLocale();
  const publishedDate = useShowTime().date;
  const content = localized(locale, notice.content, notice.content_en);
  return (
    <Card.Root data-testid="notice" data-notice-id={notice.id}>
      <Card.Body gap="4">
        <HStack justify="space-between" align="start" gap="4">
          <Stack gap="1" minW="0">
            <Heading as="h2" size="md" data-testid="notice-title">
              {localized(locale, notice.title, notice.title_en)}
            </Heading>
            <Text fontSize="sm" color="gray.500" data-testid="notice-date">
              <FormattedMessage id="notice.publishedAt" values={{ date: publishedDate(notice.published_at) }} />
            </Text>
            <NoticeKeywords keywords={notice.keywords} />
          </Stack>
          <Button size="sm" variant="ghost" colorPalette="brand" flexShrink={0} onClick={onOpen} data-testid="notice-open">
            <FormattedMessage id="notice.details" />
            <ShellIcon name="chevronRight" boxSize="3.5" />
          </Button>
        </HStack>
        {content && <FoldedNoticeText text={content} testId="notice-content" />}
        {notice.attachments.length > 0 && <NoticeFiles files={notice.attachments} />}
      </Card.Body>
    </Card.Root>
  );
}
