/**
 * What staff check a remittance against: the voucher the buyer uploaded, large enough to read (a
 * picture shown, a PDF opened), beside the amount the order is due and the amount the buyer declared
 * remitting, with whether they agree. The latest remittance is the one under verification.
 */
import type { ReactNode } from 'react';
import { Badge, Box, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { FallbackImage } from '../../../engine';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GroupOrderDetail, Remittance } from '../../../shared/group';
import { formatYuan } from '../../../engine';
import { useShowTime } from '../../i18n/show-time';

const latest = (remittances: readonly Remittance[]): Remittance | undefined =>
  [...remittances].sort((a, b) => b.submitted_at - a.submitted_at || b.id - a.id)[0];

export function VoucherPanel({ order }: { order: GroupOrderDetail }) {
  const intl = useIntl();
  const showTime = useShowTime();
  const remittance = latest(order.remittances);
  if (!remittance) return <Text color="fg.muted" fontSize="sm"><FormattedMessage id="groupPage.remittances.empty" /></Text>;
  const agrees = remittance.amount === order.amount;
  const { voucher } = remittance;
  const picture = voucher.mime.startsWith('image/');
  return (
    <Stack gap="4" data-testid="voucher-panel" data-remittance={remittance.id}>
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3">
        <Amount label="console.remittance.due" value={formatYuan(order.amount, intl.locale)} testId="amount-due" />
        <Amount label="console.remittance.declared" value={formatYuan(remittance.amount, intl.locale)} testId="amount-declared"
          badge={<Badge colorPalette={agrees ? 'green' : 'red'} data-testid="amount-agrees" data-agrees={agrees}><FormattedMessage id={agrees ? 'console.remittance.agrees' : 'console.remittance.differs'} /></Badge>} />
      </Grid>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="console.remittance.sent" values={{ bank: remittance.bank_name, name: remittance.account_name, day: showTime.day(remittance.remitted_on) }} />
      </Text>
      <Box borderWidth="1px" borderRadius="md" bg="gray.50" p="2">
        {picture ? (
          <Link href={voucher.url} target="_blank" rel="noreferrer" display="block" aria-label={intl.formatMessage({ id: 'console.remittance.voucherOpen' }, { name: voucher.name })}>
            <FallbackImage src={voucher.url} alt={voucher.name} maxH={{ base: '80', lg: '120' }} width="100%" objectFit="contain" data-testid="voucher-image" />
          </Link>
        ) : (
          <Link href={voucher.url} target="_blank" rel="noreferrer" colorPalette="brand" data-testid="voucher-file">
            <FormattedMessage id="console.remittance.voucherOpen" values={{ name: voucher.name }} />
          </Link>
        )}
      </Box>
    </Stack>
  );
}

function Amount({ label, value, badge, testId }: { label: string; value: string; badge?: ReactNode; testId: string }) {
  return (
    <Stack gap="1" borderWidth="1px" borderRadius="md" p="3">
      <Text fontSize="sm" color="fg.muted"><FormattedMessage id={label} /></Text>
      <HStack gap="2" wrap="wrap">
        <Text fontSize="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid={testId}>{value}</Text>
        {badge}
      </HStack>
    </Stack>
  );
}
