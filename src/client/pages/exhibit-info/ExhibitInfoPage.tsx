import { lazy, Suspense } from 'react';
import { Badge, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import type { UserInfo } from '../../../shared/api';
import { ExhibitorCard } from '../../features/exhibitor/ExhibitorCard';
import { TeamCard } from '../../features/exhibitor/TeamCard';
import { sessionAtom, userInfoAtom } from '../../features/session/session-state';
import { ShortcutBar } from '../../features/shortcuts/ShortcutBar';
import { TodoStrip } from '../../features/todo/TodoStrip';
import type { ExhibitInfoData } from './exhibit-info-loader';
import { TemplateDownloads } from '../../features/templates';

// The form engine is heavy: it loads with the form, after the page is on screen.
const CompanyForm = lazy(async () => ({ default: (await import('../../features/company/CompanyForm')).CompanyForm }));

const accountKindId = (user: UserInfo): string =>
  user.account_type === 2 ? 'account.kind.group' : user.is_sub_account === 1 ? 'account.kind.sub' : 'account.kind.main';

/** /exhibit-info/index: the landing screen after login. */
export function ExhibitInfoPage() {
  const user = useAtomValue(userInfoAtom);
  const session = useAtomValue(sessionAtom);
  const { exhibitor, failed } = useLoaderData<ExhibitInfoData>();
  const revalidator = useRevalidator();

  return (
    <Stack gap="8">
      <Stack gap="1">
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size="2xl" data-testid="welcome">
            <FormattedMessage id="exhibitInfo.welcome" values={{ name: <span data-testid="user-name">{user?.name ?? ''}</span> }} />
          </Heading>
          {user && (
            <Badge variant="outline" colorPalette="gray" data-testid="account-kind">
              <FormattedMessage id={accountKindId(user)} />
            </Badge>
          )}
        </HStack>
        <Text color="gray.600">
          <FormattedMessage id="exhibitInfo.intro" />
        </Text>
      </Stack>

      {/* The greeting first, then what is to do (the strip used to stand above the heading). */}
      <TodoStrip />
      <ShortcutBar routes={session?.routes ?? []} />

      {exhibitor && <TemplateDownloads area="exhibitInfo" />}

      {exhibitor && <ExhibitorCard exhibitor={exhibitor} />}

      {exhibitor && <TeamCard canManage={user?.account_type === 1 && user.is_sub_account !== 1} />}

      {exhibitor && (
        <Suspense fallback={<Skeleton height="320px" />}>
          <CompanyForm exhibitor={exhibitor} />
        </Suspense>
      )}

      {!exhibitor && failed && (
        <Card.Root>
          <Card.Body>
            <HStack gap="3">
              <Text color="gray.600">
                <FormattedMessage id="common.loadFailed" />
              </Text>
              <Button size="sm" variant="outline" loading={revalidator.state === 'loading'} onClick={() => void revalidator.revalidate()}>
                <FormattedMessage id="common.retry" />
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      )}

      {!exhibitor && !failed && (
        <Card.Root variant="subtle" data-testid="no-exhibitor">
          <Card.Body>
            <Text color="gray.700">
              <FormattedMessage id="exhibitInfo.noExhibitor" />
            </Text>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
