/**
 * The tabs of a console page that shows one kind of record at a time (the reference data's kinds,
 * the reviewed screens): one row that scrolls sideways on a phone rather than wrapping, each tab
 * with how many it holds beside its name. Drawn inside the page's Tabs.Root.
 */
import type { ReactNode } from 'react';
import { Badge, Tabs } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

export interface CountTab {
  value: string;
  label: ReactNode;
  /** Undefined while it is read: the tab shows its name alone. */
  count?: number;
  testId?: string;
}

/** `countLabel`: what a count counts ("3 waiting for review"), said by a screen reader and shown on hover. */
export function CountTabList({ tabs, label, countLabel }: { tabs: readonly CountTab[]; label?: string; countLabel?: (count: number) => string }) {
  const intl = useIntl();
  return (
    <Tabs.List flexWrap="nowrap" overflowX="auto" overflowY="hidden" scrollbarWidth="thin" aria-label={label}>
      {tabs.map((tab) => (
        <Tabs.Trigger key={tab.value} value={tab.value} flexShrink={0} whiteSpace="nowrap" data-testid={tab.testId}>
          {tab.label}
          {tab.count === undefined ? null : (
            <Badge size="sm" variant="subtle" colorPalette={tab.count > 0 ? 'brand' : 'gray'} fontVariantNumeric="tabular-nums" data-testid="tab-count" data-count={tab.count}
              title={countLabel?.(tab.count)} aria-label={countLabel?.(tab.count)}>
              {intl.formatNumber(tab.count)}
            </Badge>
          )}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
