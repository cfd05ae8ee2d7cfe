/**
 * /faqShare?token=…: public, no login (SPEC.md §2). Anyone with the link reads the shared question
 * and its answers; the call carries the guest token (§7). An unknown or replaced link says so
 * plainly, and a failed load offers to try again.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FAQ_ANSWER_WORKING_DAYS, type SharedFaq } from '../../../shared/faq';
import { ApiError } from '../../../runtime/http';
import { SharedPageFrame } from '../../components/SharedPageFrame';
import { FaqThreadView } from '../../features/faq/FaqThreadView';
import { fetchSharedFaq } from '../../features/faq/shared-faq-api';
import { LOGIN_PATH } from '../../routes/paths';

type State = { phase: 'loading' } | { phase: 'invalid' } | { phase: 'failed' } | { phase: 'ready'; faq: SharedFaq };

export function FaqSharePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <SharedPageFrame titleId="faq.shared.title" maxW="2xl" testId="faq-share-page">
      {token ? <SharedContent key={token} token={token} /> : <Invalid />}
      <Text fontSize="sm" color="fg.muted" data-testid="faq-answer-time">
        <FormattedMessage id="faq.answerTime" values={{ days: FAQ_ANSWER_WORKING_DAYS }} />
      </Text>
    </SharedPageFrame>
  );
}

function SharedContent({ token }: { token: string }) {
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => { setState({ phase: 'loading' }); setAttempt((n) => n + 1); }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchSharedFaq(token, controller.signal).then(
      (faq) => { if (!controller.signal.aborted) setState({ phase: 'ready', faq }); },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // The server refuses an unknown or replaced link with 404; anything else may pass on a retry.
        setState({ phase: error instanceof ApiError && error.status === 404 ? 'invalid' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  if (state.phase === 'loading') return <Skeleton height="60" />;
  if (state.phase === 'invalid') return <Invalid />;
  if (state.phase === 'failed') {
    return (
      <Alert.Root status="error" data-testid="faq-share-failed">
        <Alert.Indicator />
        <Alert.Content><Alert.Title><FormattedMessage id="common.loadFailed" /></Alert.Title></Alert.Content>
        <Button size="sm" variant="outline" onClick={retry}><FormattedMessage id="common.retry" /></Button>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="3">
      <FaqThreadView thread={state.faq} reader="public" />
    </Stack>
  );
}

function Invalid() {
  return (
    <Stack gap="4" data-testid="faq-share-invalid">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title><FormattedMessage id="faq.shared.invalidTitle" /></Alert.Title>
          <Alert.Description><FormattedMessage id="faq.shared.invalidBody" /></Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Link asChild fontSize="sm" color="brand.fg"><RouterLink to={LOGIN_PATH}><FormattedMessage id="faq.shared.login" /></RouterLink></Link>
    </Stack>
  );
}
