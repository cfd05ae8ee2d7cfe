/**
 * One brokerage company as a card: its logo (or a lettered placeholder), name in the active language
 * with the other one beneath, introduction, the exhibitor's state and, while nothing is open, "sign".
 */
import { Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { FallbackImage } from '../../../engine';
import { FormattedMessage } from 'react-intl';
import { isOpenSigning, SigningStatus, type BrokerageCompany } from '../../../shared/signing';
import { localized } from '../../../shared/locale';
import { useLocale } from '../../i18n/use-locale';
import { SigningStatusBadge } from './SigningStatusBadge';

const PALETTES = ['blue', 'purple', 'teal', 'orange', 'pink', 'cyan'];

function CompanyLogo({ company, name }: { company: BrokerageCompany; name: string }) {
  if (company.logo) return <FallbackImage src={company.logo} alt="" boxSize="12" rounded="md" objectFit="cover" flexShrink={0} />;
  const palette = PALETTES[company.id % PALETTES.length];
  return (
    <Box boxSize="12" rounded="md" flexShrink={0} display="grid" placeItems="center" bg={`${palette}.100`} color={`${palette}.700`}
      fontWeight="bold" fontSize="lg" aria-hidden="true" data-testid="company-logo">
      {Array.from(name.trim())[0] ?? '?'}
    </Box>
  );
}

export function CompanyCard({ company, onSign }: { company: BrokerageCompany; onSign: (company: BrokerageCompany) => void }) {
  const { locale } = useLocale();
  const name = localized(locale, company.name, company.name_en);
  const otherName = locale === 'en' ? company.name : company.name_en;
  const state = company.signing;
  const open = state !== null && isOpenSigning(state.status);
  return (
    <Card.Root size="sm" variant="outline" data-testid="company-card" data-id={company.id} data-status={state?.status ?? ''} h="full">
      <Card.Body gap="3">
        <HStack align="start" gap="3">
          <CompanyLogo company={company} name={name} />
          <Stack gap="0.5" minW="0" flex="1">
            <Text fontWeight="semibold" lineHeight="short" data-testid="company-name">{name}</Text>
            {otherName && otherName !== name ? <Text fontSize="xs" color="fg.muted" lineClamp={1}>{otherName}</Text> : null}
          </Stack>
        </HStack>
        <Text fontSize="sm" color="gray.700" lineClamp={3}>{localized(locale, company.intro, company.intro_en)}</Text>
        {state?.status === SigningStatus.FAILED && state.reason ? (
          <Text fontSize="xs" color="red.600" data-testid="company-reason"><FormattedMessage id="signing.company.failedReason" values={{ reason: state.reason }} /></Text>
        ) : null}
      </Card.Body>
      <Card.Footer justifyContent="space-between" alignItems="center" gap="2">
        <SigningStatusBadge status={state?.status ?? null} testId="company-status" />
        {open ? null : (
          <Button size="sm" colorPalette="brand" onClick={() => onSign(company)} data-testid="company-sign">
            <FormattedMessage id={state ? 'signing.company.signAgain' : 'signing.company.sign'} />
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
