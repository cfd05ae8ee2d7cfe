/**
 * /faq/index: ask the organiser a question with the form of schemas/faq-question.json (category,
 * text, pictures). Says when answers come (SPEC.md §9) and leads to the question history.
 */
import { Alert, Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import questionScreen from 'virtual:schema/faq-question';
import { FAQ_ANSWER_WORKING_DAYS, type FaqQuestionInput } from '../../../shared/faq';
import { SchemaForm } from '../../../engine';
import { toaster } from '../../app/toaster';
import { askQuestion, FAQ_RECORD_PATH } from '../../features/faq/faq-api';
import { ScreenEngine } from '../../features/screens/ScreenEngine';

export function FaqAskPage() {
  const intl = useIntl();
  const navigate = useNavigate();

  const submit = async (data: Record<string, unknown>) => {
    await askQuestion(data as unknown as FaqQuestionInput);
    toaster.create({ type: 'success', title: intl.formatMessage({ id: 'faq.ask.submitted' }), closable: true });
    navigate(FAQ_RECORD_PATH);
  };

  return (
    <Card.Root data-testid="faq-ask">
      <Card.Body gap="5">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id="faq.ask.title" /></Heading>
          <Button asChild size="sm" variant="outline" data-testid="faq-records-link">
            <RouterLink to={FAQ_RECORD_PATH}><FormattedMessage id="faq.records.link" /></RouterLink>
          </Button>
        </HStack>
        <Alert.Root status="info" data-testid="faq-answer-time">
          <Alert.Indicator />
          <Alert.Title><FormattedMessage id="faq.answerTime" values={{ days: FAQ_ANSWER_WORKING_DAYS }} /></Alert.Title>
        </Alert.Root>
        <Stack gap="4" maxW="3xl">
          <Text color="fg.muted" fontSize="sm"><FormattedMessage id="faq.ask.intro" /></Text>
          <ScreenEngine>
            <SchemaForm screen={questionScreen} submitLabel="faq.ask.submit" onSubmit={submit} />
          </ScreenEngine>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
