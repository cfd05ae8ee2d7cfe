/**
 * /faq/record (hidden): the exhibitor's questions, newest first, filtered by answered and solved.
 * Opening one (`?id=`) shows its thread in a drawer with the actions on it: mark solved, ask again,
 * share. An answer arriving on the live stream (10001) reloads the list and the open thread.
 */
import { useCallback, useMemo, useState } from 'react';
import { Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { FAQ_ANSWER_WORKING_DAYS, type FaqQuestion } from '../../../shared/faq';
import { SchemaTable, usePagedList } from '../../../engine';
import { FaqBadge, FaqStates } from '../../features/faq/FaqBadges';
import { FaqFilter } from '../../features/faq/FaqFilter';
import { FaqShareDialog } from '../../features/faq/FaqShareDialog';
import { FaqThreadDrawer } from '../../features/faq/FaqThreadDrawer';
import { FAQ_ASK_PATH, fetchQuestions, idParam, type Query } from '../../features/faq/faq-api';
import { useFaqLive } from '../../features/faq/use-faq-live';
import { timeText } from '../../i18n/show-time';
import { useAddressParams } from '../../routes/use-address-params';

export function FaqRecordPage() {
  const intl = useIntl();
  const [params, updateParams] = useAddressParams();
  const [answered, setAnswered] = useState('');
  const [solved, setSolved] = useState('');
  const [sharing, setSharing] = useState<number | null>(null);
  const live = useFaqLive();
  const filters = useMemo((): Query => ({ ...(answered ? { answered } : {}), ...(solved ? { solved } : {}) }), [answered, solved]);
  const questions = usePagedList<FaqQuestion>(fetchQuestions, filters, 20, live.message);
  const openId = idParam(params.get('id'));

  const open = useCallback((id: number | null) => {
    updateParams((next) => { if (id === null) next.delete('id'); else next.set('id', String(id)); }, { replace: id === null });
  }, [updateParams]);

  const columns = useMemo<ColumnDef<FaqQuestion>[]>(() => [
    { id: 'category', header: () => <FormattedMessage id="faq.category" />, cell: ({ row }) => <FaqBadge set="faqCategory" value={row.original.category} /> },
    {
      id: 'content', header: () => <FormattedMessage id="faq.content" />,
      cell: ({ row }) => <Text lineClamp={2} maxW="md" fontSize="sm" data-testid="faq-row-content">{row.original.content}</Text>,
    },
    { id: 'states', header: () => <FormattedMessage id="faq.states" />, cell: ({ row }) => <HStack gap="1.5"><FaqStates answered={row.original.answered} solved={row.original.solved} /></HStack> },
    { id: 'created_at', header: () => <FormattedMessage id="common.created_at" />, cell: ({ row }) => <Text fontSize="xs" whiteSpace="nowrap">{timeText(row.original.created_at, intl.locale)}</Text> },
    {
      id: 'actions',
      cell: ({ row }) => (
        <Button size="xs" variant="outline" onClick={() => open(row.original.id)} data-testid="faq-open">
          <FormattedMessage id="faq.records.open" />
        </Button>
      ),
    },
  ], [intl.locale, open]);

  return (
    <Card.Root data-testid="faq-records">
      <Card.Body gap="4">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id="faq.records.title" /></Heading>
          <Button asChild size="sm" colorPalette="brand" data-testid="faq-ask-link">
            <RouterLink to={FAQ_ASK_PATH}><FormattedMessage id="faq.records.ask" /></RouterLink>
          </Button>
        </HStack>
        <Text fontSize="sm" color="fg.muted"><FormattedMessage id="faq.answerTime" values={{ days: FAQ_ANSWER_WORKING_DAYS }} /></Text>
        <HStack gap="4" wrap="wrap">
          <FaqFilter set="faqAnswered" label="faq.filter.answered" value={answered} onChange={setAnswered} testId="faq-filter-answered" />
          <FaqFilter set="faqSolved" label="faq.filter.solved" value={solved} onChange={setSolved} testId="faq-filter-solved" />
        </HStack>
        <SchemaTable
          testId="faq-table"
          columns={columns}
          list={questions}
          rowId={(row) => String(row.id)}
          empty={<Stack align="center" gap="2"><FormattedMessage id="faq.records.empty" /></Stack>}
        />
      </Card.Body>
      <FaqThreadDrawer
        questionId={openId ?? null}
        reloadOn={live.message}
        onClose={() => open(null)}
        onChanged={questions.reload}
        onShare={setSharing}
      />
      <FaqShareDialog questionId={sharing} onClose={() => setSharing(null)} />
    </Card.Root>
  );
}
