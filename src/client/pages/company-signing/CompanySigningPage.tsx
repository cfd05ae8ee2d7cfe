/**
 * /companySigning/index: the talent brokerage companies as cards (sign with one: terms, request form,
 * confirmation) and, on the second tab, the signing records (cancel while waiting). The organiser's
 * decision arrives live and refreshes both.
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import type { BrokerageCompany, SigningRecord } from '../../../shared/signing';
import { toaster } from '../../app/toaster';
import { localized } from '../../../shared/locale';
import { useLocale } from '../../i18n/use-locale';
import { CompanyCard } from '../../features/signing/CompanyCard';
import { SignDialog } from '../../features/signing/SignDialog';
import { SigningRecords } from '../../features/signing/SigningRecords';
import { useSigningDecisions } from '../../features/signing/use-signing-decisions';
import type { CompanySigningData } from './company-signing-loader';
import { panelId, SectionTabs, tabId } from './SectionTabs';
import { useAddressParams } from '../../routes/use-address-params';

type Tab = 'companies' | 'records';

const TABS = [
  { value: 'companies', label: <FormattedMessage id="signing.tab.companies" /> },
  { value: 'records', label: <FormattedMessage id="signing.tab.records" /> },
] as const;

export function CompanySigningPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { companies } = useLoaderData<CompanySigningData>();
  const revalidator = useRevalidator();
  const [params, updateParams] = useAddressParams();
  const tab: Tab = params.get('tab') === 'records' ? 'records' : 'companies';
  const [signing, setSigning] = useState<BrokerageCompany | null>(null);
  const [changes, setChanges] = useState(0);
  const decisions = useSigningDecisions();

  const { revalidate } = revalidator;
  // A decision of the organiser changes a card's state and a record's.
  useEffect(() => { if (decisions > 0) void revalidate(); }, [decisions, revalidate]);

  const openTab = (next: Tab) => {
    updateParams((search) => {
      if (next === 'records') search.set('tab', 'records');
      else search.delete('tab');
    });
  };

  const signed = (record: SigningRecord) => {
    setSigning(null);
    toaster.create({ type: 'success', title: intl.formatMessage({ id: 'signing.sent' }, { company: localized(locale, record.company_name, record.company_name_en) }), closable: true });
    setChanges((n) => n + 1);
    void revalidate();
  };

  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }} data-testid="company-signing">
      <Stack gap="1" mb="4">
        <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id="route.companySigning" /></Heading>
        <Text color="fg.muted" fontSize="sm"><FormattedMessage id="signing.page.intro" /></Text>
      </Stack>
      <SectionTabs tabs={TABS} value={tab} onChange={openTab} />
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'companies'
          ? <Companies companies={companies?.list ?? null} loading={revalidator.state === 'loading'} onRetry={() => void revalidate()} onSign={setSigning} />
          : <SigningRecords reloadOn={`${changes}:${decisions}`} onChanged={() => void revalidate()} />}
      </Box>
      <SignDialog company={signing} onClose={() => setSigning(null)} onSigned={signed} />
    </Box>
  );
}

function Companies({ companies, loading, onRetry, onSign }: { companies: BrokerageCompany[] | null; loading: boolean; onRetry: () => void; onSign: (company: BrokerageCompany) => void }) {
  if (companies === null) {
    return loading ? <Skeleton height="48" /> : (
      <Alert.Root status="error" data-testid="companies-failed">
        <Alert.Indicator />
        <Alert.Title flex="1"><FormattedMessage id="common.loadFailed" /></Alert.Title>
        <Button size="xs" variant="outline" onClick={onRetry}><FormattedMessage id="common.retry" /></Button>
      </Alert.Root>
    );
  }
  if (companies.length === 0) {
    return <HStack justify="center" py="12" color="fg.muted" data-testid="companies-empty"><Text><FormattedMessage id="signing.company.empty" /></Text></HStack>;
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" data-testid="companies" aria-busy={loading}>
      {companies.map((company) => <CompanyCard key={company.id} company={company} onSign={onSign} />)}
    </SimpleGrid>
  );
}
