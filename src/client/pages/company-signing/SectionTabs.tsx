/**
 * The page's two sections as a tab bar (WAI-ARIA tabs: arrow keys move between them). Drawn with
 * Buttons: the portal's theme carries only the recipes it uses, and a tab bar is two buttons.
 */
import type { KeyboardEvent, ReactNode } from 'react';
import { Button, HStack } from '@chakra-ui/react';

export interface SectionTab<T extends string> {
  value: T;
  label: ReactNode;
}

export const tabId = (value: string): string => `signing-tab-${value}`;
export const panelId = (value: string): string => `signing-panel-${value}`;

export function SectionTabs<T extends string>({ tabs, value, onChange }: { tabs: readonly SectionTab<T>[]; value: T; onChange: (value: T) => void }) {
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    onChange(next.value);
    document.getElementById(tabId(next.value))?.focus();
  };
  return (
    <HStack role="tablist" gap="1" borderBottomWidth="1px" borderColor="gray.200" mb="4">
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <Button key={tab.value} id={tabId(tab.value)} role="tab" aria-selected={selected} aria-controls={panelId(tab.value)} tabIndex={selected ? 0 : -1}
            variant="ghost" size="sm" rounded="none" mb="-1px" borderBottomWidth="2px" borderBottomColor={selected ? 'brand.solid' : 'transparent'}
            color={selected ? 'brand.fg' : 'gray.600'} fontWeight={selected ? 'semibold' : 'normal'}
            onClick={() => onChange(tab.value)} onKeyDown={(event) => move(event, index)} data-testid={`tab-${tab.value}`}>
            {tab.label}
          </Button>
        );
      })}
    </HStack>
  );
}
