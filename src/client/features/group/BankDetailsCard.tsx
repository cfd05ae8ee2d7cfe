/**
 * The organiser's bank account the buyer remits to (GET GroupApi.bank), each line with a copy
 * button: names in the reader's language (the Chinese ones in Chinese), the account as digits.
 */
import { useEffect, useState } from 'react';
import { Button, DataList, HStack, Skeleton, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BankDetails } from '../../../shared/group';
import { localized } from '../../../shared/locale';
import { useLocale } from '../../i18n/use-locale';
import { fetchBankDetails } from './group-api';

export function BankDetailsCard() {
  const { locale } = useLocale();
  const [bank, setBank] = useState<BankDetails | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    fetchBankDetails(controller.signal).then((data) => setBank(data), () => { if (!controller.signal.aborted) setBank(null); });
    return () => controller.abort();
  }, []);
  if (bank === undefined) return <Skeleton height="24" />;
  if (bank === null) return <Text color="red.600" fontSize="sm"><FormattedMessage id="common.loadFailed" /></Text>;
  const lines: [string, string, string][] = [
    ['account_name', 'groupPage.bank.accountName', localized(locale, bank.account_name, bank.account_name_en)],
    ['account', 'groupPage.bank.account', bank.account],
    ['bank_name', 'groupPage.bank.bankName', localized(locale, bank.bank_name, bank.bank_name_en)],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2" data-testid="bank-details">
      {lines.map(([key, title, value]) => (
        <DataList.Item key={key} flexDirection={{ base: 'column', sm: 'row' }} alignItems={{ base: 'flex-start', sm: 'center' }} gap={{ base: '0', sm: '4' }}>
          <DataList.ItemLabel minW="24"><FormattedMessage id={title} /></DataList.ItemLabel>
          <DataList.ItemValue>
            <HStack gap="1">
              <Text fontFamily={key === 'account' ? 'mono' : undefined} fontWeight="medium" wordBreak="break-all" data-testid={`bank-${key}`}>{value}</Text>
              <CopyButton value={value} title={title} />
            </HStack>
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** Copies one line; says so on the button for a moment (a failed copy says nothing: the text is there to select). */
function CopyButton({ value, title }: { value: string; title: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), 1500);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = () => { navigator.clipboard?.writeText(value).then(() => setCopied(true), () => undefined); };
  return (
    <Button variant="ghost" size="xs" colorPalette={copied ? 'green' : 'brand'} onClick={copy} data-testid="bank-copy"
      aria-label={intl.formatMessage({ id: 'groupPage.bank.copy' }, { what: intl.formatMessage({ id: title }) })}>
      <FormattedMessage id={copied ? 'groupPage.bank.copied' : 'groupPage.bank.copyShort'} />
    </Button>
  );
}
