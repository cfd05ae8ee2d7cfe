// @vitest-environment jsdom
/**
 * The console's small parts, read in English (the language cookie set before the app's state is
 * made): a record's two-language text with the reader's first, a review state that has not begun,
 * a message id that wraps only after "." or "_", the tabs with their counts, and show days in runs.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen as view } from '@testing-library/react';
import { ChakraProvider, defaultSystem, Tabs } from '@chakra-ui/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import en from '../../../../locales/en.json';

document.cookie = 'language=en';
const { appStore } = await import('../../../../src/client/app/store');
const { BothLanguages, CountTabList } = await import('../../../../src/client/features/console');
const { ReviewBadge } = await import('../../../../src/client/features/review');
const { MessageId, messageIdParts } = await import('../../../../src/client/features/messages');

afterEach(cleanup);

const show = (node: ReactNode) => render(
  <Provider store={appStore}>
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale="en" messages={en}>{node}</IntlProvider>
    </ChakraProvider>
  </Provider>,
);

describe('a text in both languages', () => {
  it('puts the reader\'s language first and the other beneath', () => {
    show(<BothLanguages zh="展商须知" en="Exhibitor guide" testId="title" />);
    expect(view.getByTestId('title').textContent).toBe('Exhibitor guide');
    expect(view.getByTestId('title-other').textContent).toBe('展商须知');
    expect(view.getByTestId('title-other').getAttribute('lang')).toBe('zh');
  });

  it('shows the one text there is, once', () => {
    show(<BothLanguages zh="展商须知" en="" testId="title" />);
    expect(view.getByTestId('title').textContent).toBe('展商须知');
    expect(view.queryByTestId('title-other')).toBeNull();
  });
});

describe('a review state', () => {
  it('reads "Not started" when nothing was submitted, if asked; nothing otherwise', () => {
    show(<><ReviewBadge status={null} notStarted /><ReviewBadge status={null} /></>);
    const badges = view.getAllByTestId('review-status');
    expect(badges.map((badge) => [badge.textContent, badge.getAttribute('data-status')])).toEqual([['Not started', 'not-started']]);
  });
});

describe('a message id', () => {
  it('may wrap only after "." or "_"', () => {
    expect(messageIdParts('console.exhibitors.tickets_cell')).toEqual(['console.', 'exhibitors.', 'tickets_', 'cell']);
    expect(messageIdParts('plain')).toEqual(['plain']);
    const { container } = show(<MessageId id="settings.group_bank.account" data-testid="id" />);
    expect(view.getByTestId('id').textContent).toBe('settings.group_bank.account');
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
    expect(view.getByTestId('id').innerHTML).toMatch(/^settings\.<wbr>group_<wbr>bank\.<wbr>account$/);
  });
});

describe('tabs with counts', () => {
  it('show each tab\'s count beside its name, none while it is read', () => {
    show(
      <Tabs.Root defaultValue="a">
        <CountTabList countLabel={(count) => `${count} waiting`} tabs={[{ value: 'a', label: 'Tracks', count: 1234, testId: 'tab-a' }, { value: 'b', label: 'Speakers', testId: 'tab-b' }]} />
      </Tabs.Root>,
    );
    expect(view.getByTestId('tab-a').textContent).toBe('Tracks1,234');
    expect(view.getByTestId('tab-b').textContent).toBe('Speakers');
    expect(view.getAllByRole('tab')).toHaveLength(2);
    // What the count counts, for a screen reader and on hover.
    expect(view.getByTestId('tab-count').getAttribute('aria-label')).toBe('1234 waiting');
  });
});
