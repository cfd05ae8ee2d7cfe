// @vitest-environment jsdom
/**
 * The notice screen's states against a fake request layer: loading, failure with retry, empty, list.
 * Record texts follow the app's language (zh by default); the messages here are the English ones.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen as view, waitFor, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import type { ListData, Notice } from '../../../src/shared/api';
import en from '../../../locales/en.json';

const get = vi.fn<(path: string, query?: Record<string, unknown>) => Promise<unknown>>();
vi.mock('../../../src/client/app/http', () => ({ http: { get: (path: string, query?: Record<string, unknown>) => get(path, query) } }));

const { RequiredReadingPage } = await import('../../../src/client/pages/notice/NoticesPage');

afterEach(() => {
  cleanup();
  get.mockReset();
});

const notice = (id: number, over: Partial<Notice> = {}): Notice => ({
  id, kind: 'requiredReading', title: `标题 ${id}`, title_en: `Title ${id}`, content: '内容', content_en: `Text of ${id}\nsecond line`,
  published_at: 1791424800, attachments: [], keywords: [], ...over,
});

function show(path = '/notice/requiredReading') {
  render(
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale="en" messages={en}>
        <MemoryRouter initialEntries={[path]}>
          <RequiredReadingPage />
        </MemoryRouter>
      </IntlProvider>
    </ChakraProvider>,
  );
}

describe('NoticesPage', () => {
  it('shows a loading state, then a failure with retry, then the list', async () => {
    let fail: (error: Error) => void = () => {};
    get.mockImplementationOnce(() => new Promise((_, reject) => { fail = reject; }));
    show();
    expect(view.getByTestId('notices-loading')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('v4/expo/notice', { kind: 'requiredReading', page: 1, limit: 10 });

    fail(new Error('Server fault'));
    await view.findByTestId('notices-failed');
    get.mockResolvedValueOnce({ list: [notice(2), notice(1)], total: 2 } satisfies ListData<Notice>);
    fireEvent.click(view.getByTestId('notices-retry'));
    await view.findByTestId('notice-list');
    expect(view.getAllByTestId('notice-title').map((title) => title.textContent)).toEqual(['标题 2', '标题 1']);
    expect(view.getByTestId('notice-total').textContent).toBe('2 notices');
  });

  it('says so when there are no notices of the kind', async () => {
    get.mockResolvedValueOnce({ list: [], total: 0 });
    show();
    expect((await view.findByTestId('notices-empty')).textContent).toContain('No notices here yet');
  });

  it('loads more pages on request and appends them', async () => {
    const first = Array.from({ length: 10 }, (_, index) => notice(20 - index));
    get.mockResolvedValueOnce({ list: first, total: 11 }).mockResolvedValueOnce({ list: [notice(1)], total: 11 });
    show();
    fireEvent.click(await view.findByTestId('notices-more'));
    await waitFor(() => expect(view.getAllByTestId('notice')).toHaveLength(11));
    expect(get).toHaveBeenLastCalledWith('v4/expo/notice', { kind: 'requiredReading', page: 2, limit: 10 });
    expect(view.queryByTestId('notices-more')).toBeNull();
  });

  it('folds a body longer than four lines at its width with More / Less, and leaves a short one alone', async () => {
    // jsdom lays nothing out: a body is as tall as its text is long, the fold four lines (100 px).
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) { return (this.textContent?.length ?? 0) > 100 ? 400 : 50; });
    const client = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) { return (this.textContent?.length ?? 0) > 100 ? 100 : 50; });
    try {
      get.mockResolvedValueOnce({ list: [notice(2, { content: '长'.repeat(300) }), notice(1)], total: 2 });
      show();
      await view.findByTestId('notice-list');
      const [long, short] = view.getAllByTestId('notice');
      const fold = await waitFor(() => within(long!).getByTestId('notice-fold'));
      expect(fold.textContent).toBe('More');
      expect(fold.getAttribute('aria-expanded')).toBe('false');
      expect(within(short!).queryByTestId('notice-fold')).toBeNull();
      fireEvent.click(fold);
      expect(within(long!).getByTestId('notice-fold').textContent).toBe('Less');
      expect(within(long!).getByTestId('notice-fold').getAttribute('aria-expanded')).toBe('true');
      expect(within(long!).getByTestId('notice-content').hasAttribute('data-folded')).toBe(false);
      fireEvent.click(within(long!).getByTestId('notice-fold'));
      expect(within(long!).getByTestId('notice-fold').textContent).toBe('More');
      expect(within(long!).getByTestId('notice-content').hasAttribute('data-folded')).toBe(true);
    } finally {
      scroll.mockRestore();
      client.mockRestore();
    }
  });

  it('opens the notice named in the address, fetching it when it is not on the page', async () => {
    get.mockResolvedValueOnce({ list: [notice(2)], total: 1 }).mockResolvedValueOnce(notice(7, { title: '较早的通知' }));
    show('/notice/requiredReading?id=7');
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('v4/expo/notice/7', undefined));
    expect((await view.findByTestId('notice-drawer-title')).textContent).toBe('较早的通知');
  });
});
