// @vitest-environment jsdom
/**
 * The agreement list drawn by the portal's one table: the page's columns over the loader's page,
 * the count in the agreements' words, and filter, page and page size kept in the address. The
 * server is a stand-in for the request layer that answers each list call.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen as view, waitFor, within } from '@testing-library/react';
import type { ListData, ProtocolSummary } from '../../../../src/shared/api';
import { DEFAULT_SHOW_TIME_ZONE } from '../../../../src/shared/show-time';
import { renderRoutes } from '../render-routes';

const get = vi.fn<(path: string, query?: Record<string, unknown>) => Promise<unknown>>();
vi.mock('../../../../src/client/app/http', () => ({ http: { get: (path: string, query?: Record<string, unknown>) => get(path, query) } }));

const { appStore } = await import('../../../../src/client/app/store');
const { showTimeZoneAtom } = await import('../../../../src/client/i18n/show-time');
const { ProtocolListPage } = await import('../../../../src/client/pages/protocol/ProtocolListPage');
const { protocolListLoader } = await import('../../../../src/client/pages/protocol/protocol-loaders');

const LIST = '/exhibitionMaterials/protocol/list';

afterEach(() => {
  cleanup();
  get.mockReset();
  vi.unstubAllGlobals();
});

const agreement = (id: number, over: Partial<ProtocolSummary> = {}): ProtocolSummary => ({
  id, title: `协议 ${id}`, title_en: `Agreement ${id}`, confirm_by: 1814716740, published_at: 1790000000,
  closed: false, confirmed: false, confirmed_at: null, confirmed_by: null, ...over,
});

const page = (list: ProtocolSummary[], total = list.length): ListData<ProtocolSummary> => ({ list, total });

function show(path = LIST) {
  const router = renderRoutes([
    { path: LIST, Component: ProtocolListPage, loader: protocolListLoader, HydrateFallback: () => null },
    { path: '/exhibitionMaterials/protocol/detail', Component: () => <p data-testid="detail">detail</p> },
  ], path);

  return router;
}

const searchOf = (router: ReturnType<typeof show>) => Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('ProtocolListPage', () => {
  it('lists the agreements in the one table: title, deadline, state and the way in, counted in their own words', async () => {
    get.mockResolvedValueOnce(page([
      agreement(3, { confirm_by: null }),
      agreement(2, { confirmed: true, confirmed_at: 1790100000, confirmed_by: '李明' }),
      agreement(1, { closed: true }),
    ]));
    show();
    const rows = await view.findAllByTestId('protocol-row');
    expect(get).toHaveBeenCalledWith('v4/exhibitor/protocol', { page: 1, limit: 20 });
    expect(rows).toHaveLength(3);
    expect(view.getByTestId('protocol-table').querySelector('table')).toBeTruthy();
    expect(within(rows[0]!).getByText('No deadline')).toBeTruthy();
    expect(rows.map((row) => within(row).getByTestId('protocol-status').dataset.state)).toEqual(['pending', 'confirmed', 'closed']);
    expect(within(rows[1]!).getByTestId('protocol-view').getAttribute('href')).toBe('/exhibitionMaterials/protocol/detail?id=2');
    expect(view.getByTestId('protocol-total').textContent).toBe('3 agreements');
  });

  it("says which clock its times are on: the show's zone as the server names it", async () => {
    get.mockResolvedValue(page([agreement(1)]));
    show();
    await view.findAllByTestId('protocol-row');
    expect(view.getByText(/Times are in the show's time zone \(UTC\+8\)\./)).toBeTruthy();
    cleanup();
    appStore.set(showTimeZoneAtom, 'Asia/Kolkata');
    try {
      show();
      await view.findAllByTestId('protocol-row');
      expect(view.getByText(/Times are in the show's time zone \(UTC\+5:30\)\./)).toBeTruthy();
    } finally {
      appStore.set(showTimeZoneAtom, DEFAULT_SHOW_TIME_ZONE);
    }
  });

  it('keeps filter, page and page size in the address and asks the server for them', async () => {
    get.mockResolvedValue(page([agreement(1)], 45));
    const router = show(`${LIST}?status=pending`);
    await view.findAllByTestId('protocol-row');
    expect(get).toHaveBeenLastCalledWith('v4/exhibitor/protocol', { page: 1, limit: 20, status: 'pending' });

    await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Next' })); });
    await waitFor(() => expect(searchOf(router)).toEqual({ status: 'pending', page: '2' }));
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('v4/exhibitor/protocol', { page: 2, limit: 20, status: 'pending' }));

    // A new page size starts again at the first page.
    await act(async () => { fireEvent.change(view.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '50' } }); });
    await waitFor(() => expect(searchOf(router)).toEqual({ status: 'pending', limit: '50' }));
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('v4/exhibitor/protocol', { page: 1, limit: 50, status: 'pending' }));

    // Another filter keeps the page size.
    await act(async () => { fireEvent.click(view.getByTestId('protocol-filter-all')); });
    await waitFor(() => expect(searchOf(router)).toEqual({ limit: '50' }));
    expect(view.getByTestId('protocol-filter-all').getAttribute('aria-pressed')).toBe('true');
  });

  it('says when there is no agreement, and offers a retry when the list could not be read', async () => {
    get.mockRejectedValueOnce(new Error('Server fault'));
    show();
    fireEvent.click(await view.findByRole('button', { name: 'Try again' }));
    get.mockResolvedValueOnce(page([]));
    await waitFor(() => expect(view.getByTestId('table-empty').textContent).toBe('No agreements yet'));
    expect(view.queryByText('This could not be loaded. Please try again.')).toBeNull();
  });

  it('draws each agreement as a card with its one way in as a button below the layout breakpoint', async () => {
    vi.stubGlobal('matchMedia', vi.fn((query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() })));
    // The menu is placed by floating-ui, which watches sizes.
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
    get.mockResolvedValueOnce(page([agreement(1), agreement(2)]));
    show();
    const cards = await view.findAllByTestId('protocol-row');
    expect(cards).toHaveLength(2);
    expect(document.querySelector('table')).toBeNull();
    expect(within(cards[0]!).getByText('Confirm by')).toBeTruthy();
    // A single action is no menu: the button is on the card.
    expect(within(cards[0]!).queryByTestId('row-actions')).toBeNull();
    expect(within(cards[0]!).getByTestId('protocol-view').getAttribute('href')).toBe('/exhibitionMaterials/protocol/detail?id=1');
  });
});
