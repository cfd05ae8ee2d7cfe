/**
 * /exhibitionMaterials/protocol/detail?id=N: one agreement's text in the active language and the
 * company's confirmation of it. The state comes from the server on every load, so a confirmation
 * made here, or by another account of the company, shows after a reload.
 */
import { useState } from 'react';
import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLoaderData, useNavigation, useRevalidator } from 'react-router-dom';
import type { ProtocolDetail } from '../../../shared/api';
import { localized } from '../../../shared/locale';
import { useLocale } from '../../i18n/use-locale';
import { PROTOCOL_LIST_PATH, protocolState } from '../../features/protocols/protocol-api';
import { ProtocolConfirmation } from '../../features/protocols/ProtocolConfirmation';
import { ProtocolStatusBadge } from '../../features/protocols/ProtocolStatusBadge';
import { ProtocolText } from '../../features/protocols/ProtocolText';
import { useShowTime } from '../../i18n/show-time';
import type { ProtocolDetailData } from './protocol-loaders';

export function ProtocolDetailPage() {
  const loaded = useLoaderData<ProtocolDetailData>();
  // Keyed by the loaded agreement: a confirmation replaces it here until the next load.
  return <ProtocolDetailView key={loaded.protocol ? `${loaded.protocol.id}:${loaded.protocol.confirmed_at ?? ''}` : 'none'} {...loaded} />;
}

function ProtocolDetailView({ protocol: loaded, failed }: ProtocolDetailData) {
  const intl = useIntl();
  const { locale } = useLocale();
  const showTime = useShowTime();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [protocol, setProtocol] = useState<ProtocolDetail | null>(loaded);

  const back = (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2">
      <Link to={PROTOCOL_LIST_PATH} data-testid="protocol-back">
        ← <FormattedMessage id="protocol.back" />
      </Link>
    </Button>
  );

  if (!protocol) {
    return (
      <Stack gap="4" bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }}>
        {back}
        <HStack gap="3">
          <Text color="gray.600" data-testid="protocol-missing">
            <FormattedMessage id={failed ? 'common.loadFailed' : 'protocol.error.not_found'} />
          </Text>
          {failed && (
            <Button size="sm" variant="outline" loading={revalidator.state === 'loading' || navigation.state === 'loading'} onClick={() => void revalidator.revalidate()}>
              <FormattedMessage id="common.retry" />
            </Button>
          )}
        </HStack>
      </Stack>
    );
  }

  const title = localized(locale, protocol.title, protocol.title_en);
  return (
    <Stack gap="6" bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '8' }} data-testid="protocol-detail">
      {back}
      {/* A reading measure: long lines of legal text are hard to follow. */}
      <Stack gap="6" maxW="4xl">
        <Stack gap="3">
          <HStack gap="3" wrap="wrap" align="center">
            <Heading as="h1" size="xl" data-testid="protocol-title">{title}</Heading>
            <ProtocolStatusBadge state={protocolState(protocol)} />
          </HStack>
          <HStack gap="5" wrap="wrap" fontSize="sm" color="gray.600">
            <Text data-testid="protocol-confirm-by">
              {protocol.confirm_by === null
                ? intl.formatMessage({ id: 'protocol.noDeadline.long' })
                : intl.formatMessage({ id: 'protocol.confirmBy' }, { date: showTime.dateTime(protocol.confirm_by) })}
            </Text>
            <Text>
              <FormattedMessage id="protocol.publishedAt" values={{ date: showTime.date(protocol.published_at) }} />
            </Text>
          </HStack>
        </Stack>

        <ProtocolText text={localized(locale, protocol.content, protocol.content_en)} />

        <ProtocolConfirmation protocol={protocol} title={title} onChange={setProtocol} />
      </Stack>
    </Stack>
  );
}
