/**
 * The exhibitor's team on the landing page (GET /api/v2/user/list): the main account and its
 * sub-accounts, each with what it may use, so a sub-account sees whom to ask and the main account
 * sees its team at a glance. The main account goes on to manage the sub-accounts from here.
 */
import { Badge, Button, Card, Heading, HStack, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { USER_LIST_MAX_LIMIT, type ExhibitorUser } from '../../../shared/accounts';
import { ALL_AUTHORITIES, authorityLabel } from '../../../shared/authorities';
import { SUB_ACCOUNT_PATH } from '../../routes/paths';
import { useRecord } from '../screens';

export function TeamCard({ canManage }: { canManage: boolean }) {
  const intl = useIntl();
  const { state } = useRecord<{ list: ExhibitorUser[]; total: number }>(`v2/user/list?limit=${USER_LIST_MAX_LIMIT}`, { quiet: true });
  // The team is a side note of the page: if it cannot be read, the page goes on without it.
  if (state.phase === 'missing' || state.phase === 'failed') return null;

  return (
    <Card.Root data-testid="team-card">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md">
            <FormattedMessage id="exhibitInfo.team" values={{ count: state.phase === 'ready' ? state.record.total : 0 }} />
          </Heading>
          {canManage ? (
            <Button asChild size="sm" variant="outline" colorPalette="brand">
              <RouterLink to={SUB_ACCOUNT_PATH} data-testid="team-manage"><FormattedMessage id="exhibitInfo.team.manage" /></RouterLink>
            </Button>
          ) : null}
        </HStack>
      </Card.Header>
      <Card.Body>
        {state.phase === 'loading' ? <Skeleton height="16" /> : (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {state.record.list.map((user) => (
              <Stack as="li" key={user.user_id} gap="1.5" data-testid="team-member" data-sub={user.is_sub_account}>
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="medium">{user.real_name || '—'}</Text>
                  <Badge size="sm" variant="outline" colorPalette={user.is_sub_account ? 'gray' : 'brand'}>
                    <FormattedMessage id={user.is_sub_account ? 'account.kind.sub' : 'account.kind.main'} />
                  </Badge>
                  <Text fontSize="sm" color="fg.muted">{user.account}</Text>
                </HStack>
                <Wrap gap="1">
                  {user.is_sub_account === 0 || user.authorities.length === ALL_AUTHORITIES.length
                    ? <Badge size="sm" variant="subtle" colorPalette="blue"><FormattedMessage id="exhibitInfo.team.everything" /></Badge>
                    : user.authorities.map((id) => (
                      <Badge key={id} size="sm" variant="subtle" colorPalette="blue">{intl.formatMessage({ id: authorityLabel(id) })}</Badge>
                    ))}
                </Wrap>
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
