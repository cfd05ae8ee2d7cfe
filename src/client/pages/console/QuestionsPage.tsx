/**
 * /organiser/questions: every exhibitor's questions for staff, what waits first (longest waiting
 * first) with how long it has waited against the promise to answer within 5 working days, red once
 * past; filtered by answer state and staff's follow-up mark. `?id=` opens a thread in a drawer
 * (the inbox links there): read it, answer with text and pictures, mark it for follow-up.
 */
import { useCallback, useMemo, useState } from 'react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { FormattedMessage } from 'react-intl';
import { FAQ_ANSWER_WORKING_DAYS, type OrganiserFaqQuestion } from '../../../shared/faq';
import { FilterArea, RefreshButton, SchemaTable, usePagedList } from '../../../engine';
import { useInboxChanges } from '../../features/console';
import { AnswerDue } from '../../features/faq/AnswerDue';
import { FaqBadge } from '../../features/faq/FaqBadges';
import { FaqFilter } from '../../features/faq/FaqFilter';
import { idParam, type Query } from '../../features/faq/faq-api';
import { StaffThreadDrawer } from '../../features/faq/StaffThreadDrawer';
import { fetchStaffQuestions } from '../../features/faq/staff-faq-api';
import { ScreenEngine } from '../../features/screens';
import { localized } from '../../../shared/locale';
import { useShowTime } from '../../i18n/show-time';
import { useLocale } from '../../i18n/use-locale';
import { useAddressParams } from '../../routes/use-address-params';

export function QuestionsPage() {
  const { locale } = useLocale();
  const showTime = useShowTime();
  const [params, updateParams] = useAddressParams();
  const [answered, setAnswered] = useState('');
  const [followUp, setFollowUp] = useState('');
  const [now, setNow] = useState(() => Date.now() / 1000);
  const filters = useMemo((): Query => ({ ...(answered ? { answered } : {}), ...(followUp ? { needs_follow_up: followUp } : {}) }), [answered, followUp]);
  const questions = usePagedList<OrganiserFaqQuestion>(fetchStaffQuestions, filters, 20, useInboxChanges());
  const openId = idParam(params.get('id'));
  const { reload } = questions;

  const open = useCallback((id: number | null) => {
    updateParams((next) => { if (id === null) next.delete('id'); else next.set('id', String(id)); }, { replace: id === null });
  }, [updateParams]);

  const refresh = useCallback(() => {
    setNow(Date.now() / 1000);
    reload();
  }, [reload]);

  const columns = useMemo<ColumnDef<OrganiserFaqQuestion>[]>(() => [
    {
      id: 'exhibitor', header: () => <FormattedMessage id="console.col.exhibitor" />,
      cell: ({ row }) => <Text fontSize="sm" fontWeight="medium" minW="32" data-testid="staff-faq-row-exhibitor">{localized(locale, row.original.exhibitor_name, row.original.exhibitor_name_en)}</Text>,
    },
    {
      id: 'content', header: () => <FormattedMessage id="faq.staff.question" />,
      cell: ({ row }) => (
        <Stack gap="1" maxW="md" align="start">
          <FaqBadge set="faqCategory" value={row.original.category} />
          <Text lineClamp={2} fontSize="sm" data-testid="staff-faq-row-content">{row.original.content}</Text>
        </Stack>
      ),
    },
    { id: 'created_at', header: () => <FormattedMessage id="faq.staff.asked" />, cell: ({ row }) => <Text fontSize="xs" whiteSpace="nowrap">{showTime.dateTime(row.original.created_at)}</Text> },
    {
      id: 'state', header: () => <FormattedMessage id="faq.states" />,
      cell: ({ row }) => (
        <HStack gap="1.5" wrap="wrap">
          <FaqBadge set="faqAnswered" value={row.original.answered} testId="faq-answered" />
          {row.original.needs_follow_up ? <FaqBadge set="faqFollowUp" value={1} testId="staff-faq-follow-up-badge" /> : null}
        </HStack>
      ),
    },
    { id: 'due', header: () => <FormattedMessage id="faq.staff.waiting" />, cell: ({ row }) => <AnswerDue question={row.original} now={now} /> },
    {
      id: 'actions',
      cell: ({ row }) => (
        <Button size="xs" variant="outline" onClick={() => open(row.original.id)} data-testid="staff-faq-open">
          <FormattedMessage id={row.original.answered ? 'faq.records.open' : 'faq.staff.answer'} />
        </Button>
      ),
    },
  ], [locale, showTime, now, open]);

  return (
    <ScreenEngine>
      <Box bg="white" borderWidth="1px" borderRadius="md" p={{ base: '4', md: '6' }}>
        <Stack gap="5">
          <Stack gap="1">
            <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id="route.console.questions" /></Heading>
            <Text color="fg.muted"><FormattedMessage id="faq.staff.intro" values={{ days: FAQ_ANSWER_WORKING_DAYS }} /></Text>
          </Stack>
          {/* The selects apply at once; on a phone they sit in FilterArea's drawer, Search there closing it. */}
          <FilterArea
            active={[answered, followUp].filter(Boolean).length}
            onSearch={refresh}
            onReset={() => { setAnswered(''); setFollowUp(''); }}
            actions={<RefreshButton onClick={refresh} testId="staff-faq-reload" />}
          >
            <FaqFilter set="faqAnswered" label="faq.filter.answered" value={answered} onChange={setAnswered} testId="staff-faq-filter-answered" />
            <FaqFilter set="faqFollowUp" label="faq.staff.followUpFilter" value={followUp} onChange={setFollowUp} testId="staff-faq-filter-follow-up" />
          </FilterArea>
          <SchemaTable
            testId="staff-faq-table"
            columns={columns}
            list={questions}
            rowId={(row) => String(row.id)}
            empty={<FormattedMessage id="faq.staff.empty" />}
            onClearFilters={Object.keys(filters).length > 0 ? () => { setAnswered(''); setFollowUp(''); } : undefined}
          />
        </Stack>
      </Box>
      <StaffThreadDrawer questionId={openId ?? null} now={now} onClose={() => open(null)} onChanged={reload} />
    </ScreenEngine>
  );
}
