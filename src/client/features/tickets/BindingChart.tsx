/**
 * Bound against not bound, one bar per row (a group account's allocations, the show's halls): plain
 * boxes whose widths are the shares, with the numbers written beside them for who cannot tell the
 * colours apart.
 */
import { Box, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

const BOUND_COLOR = 'green.500';
const NOT_BOUND_COLOR = 'gray.200';

export interface BindingRow {
  key: string | number;
  label: ReactNode;
  bound: number;
  total: number;
}

export function BindingChart({ rows }: { rows: BindingRow[] }) {
  const intl = useIntl();
  return (
    <Stack gap="3" data-testid="binding-chart">
      <HStack gap="4" fontSize="xs" color="fg.muted">
        <Legend color={BOUND_COLOR} label="groupTicketPage.list.bound" />
        <Legend color={NOT_BOUND_COLOR} label="groupTicketPage.list.notBound" />
      </HStack>
      {rows.map((row) => {
        const share = { bound: row.bound, total: row.total, percent: row.total > 0 ? Math.round((row.bound / row.total) * 100) : 0 };
        const line = intl.formatMessage({ id: 'groupTicketPage.chart.line' }, share);
        return (
          // A phone puts the name and the figures above a bar of the whole width; a wider screen, all on one line.
          <Grid key={row.key} columnGap="3" rowGap="1" alignItems="center"
            templateColumns={{ base: 'minmax(0, 1fr) auto', md: '14rem minmax(0, 1fr) 9rem' }}
            templateAreas={{ base: '"label line" "bar bar"', md: '"label bar line"' }}
            data-testid="chart-row" data-row-key={row.key} data-bound={share.bound} data-total={share.total}>
            <Text gridArea="label" fontSize="sm" fontWeight="medium" truncate>{row.label}</Text>
            <HStack gridArea="bar" gap="0" height="4" rounded="sm" overflow="hidden" bg={NOT_BOUND_COLOR} role="img" aria-label={line}>
              <Box height="full" width={`${share.total > 0 ? (share.bound / share.total) * 100 : 0}%`} bg={BOUND_COLOR} transition="width 0.3s" />
            </HStack>
            <Text gridArea="line" fontSize="xs" color="fg.muted" whiteSpace="nowrap" textAlign="end" data-testid="chart-line">{line}</Text>
          </Grid>
        );
      })}
    </Stack>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <HStack gap="1.5">
      <Box width="3" height="3" rounded="sm" bg={color} />
      <FormattedMessage id={label} />
    </HStack>
  );
}
