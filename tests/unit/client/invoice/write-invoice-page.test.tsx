// @vitest-environment jsdom
/**
 * /invoice/writeInvoice against a stand-in request layer: the paid orders to choose from (others
 * shown with their state, not choosable), the running total, the header's defaults, the
 * application's own checks, the server's field errors where they belong with nothing chosen or
 * typed lost, and the empty state.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen as view, waitFor, within } from '@testing-library/react';
import { InvoiceApi, InvoiceStatus, type InvoiceDetail, type InvoiceableOrder } from '../../../../src/shared/invoice';
import { appStore } from '../../../../src/client/app/store';
import { sessionAtom, type Session } from '../../../../src/client/features/session/session-state';
import { renderRoutes } from '../render-routes';

const api = vi.hoisted(() => ({
  get: vi.fn<(path: string, query?: Record<string, unknown>) => Promise<unknown>>(),
  post: vi.fn<(path: string, body?: unknown) => Promise<unknown>>(),
}));
vi.mock('../../../../src/client/app/http', () => ({
  http: {
    get: (path: string, query?: Record<string, unknown>) => api.get(path, query),
    post: (path: string, body?: unknown) => api.post(path, body),
    put: vi.fn(), delete: vi.fn(), send: vi.fn(),
  },
}));

// The page writes records' own texts in the app's language (the saved preference), as renderRoutes' messages.
document.cookie = 'language=en';
const { WriteInvoicePage } = await import('../../../../src/client/pages/invoice/WriteInvoicePage');

const order = (kind: 'group' | 'unbind', id: number, amount: number, status: InvoiceableOrder['invoice_status'] = InvoiceStatus.NOT_INVOICED): InvoiceableOrder => ({
  kind, id, amount, order_no: `${kind === 'group' ? 'GB' : 'UB'}2026080100${id}`, paid_at: 1_785_000_000,
  summary: kind === 'group' ? '2 × 公众日门票' : '解绑 3 张票', summary_en: kind === 'group' ? '2 × Public day ticket' : 'Unbinding 3 tickets',
  invoice_status: status, invoice_id: status === InvoiceStatus.NOT_INVOICED ? null : 41,
});
const HEADER = { id: 3, invoice_type: 2, title: 'Star Trail Ltd', tax_no: '91310000MA1FL8XQ30', address: '1 Expo Road, Shanghai', phone: '021-58881234', bank: 'Bank of Shanghai', bank_account: '1234567890', email: 'f***@startrail.test', created_at: 1_785_000_000 };

function serve(orders: InvoiceableOrder[], headers = [HEADER]) {
  api.get.mockImplementation(async (path) => {
    if (path === InvoiceApi.orders) return { list: orders };
    if (path === '/v4/invoice/header') return { list: headers, total: headers.length };
    if (path === '/v4/invoice/header/3') return { ...HEADER, email: 'finance@startrail.test' };
    throw new Error(`unexpected GET ${path}`);
  });
}

function show() {
  return renderRoutes([
    { path: '/invoice/writeInvoice', Component: WriteInvoicePage },
    { path: '/invoice/detail', Component: () => <p data-testid="detail">detail</p> },
    { path: '/invoice/list', Component: () => <p>list</p> },
  ], '/invoice/writeInvoice');
}

const rows = () => view.getAllByTestId('invoice-order');
const choose = async (row: HTMLElement) => {
  await act(async () => { fireEvent.click(within(row).getByRole('checkbox')); });
};

afterEach(() => {
  cleanup();
  api.get.mockReset();
  api.post.mockReset();
  localStorage.clear();
});

describe('WriteInvoicePage', () => {
  it('offers the paid orders not yet invoiced, shows the others with their state, and adds up the choice', async () => {
    serve([order('group', 1, 36000), order('unbind', 2, 1500), order('group', 3, 72000, InvoiceStatus.INVOICING)]);
    show();
    await view.findAllByTestId('invoice-order');
    expect(rows()).toHaveLength(3);
    expect(within(rows()[0]!).getByText('2 × Public day ticket')).toBeTruthy();
    expect(within(rows()[0]!).getByTestId('order-amount').textContent).toBe('¥360.00');
    const boxes = rows().map((row) => within(row).getByRole('checkbox') as HTMLInputElement);
    expect(boxes.map((box) => box.disabled)).toEqual([false, false, true]);
    expect(within(rows()[2]!).getByTestId('order-invoice-status').textContent).toBe('Invoicing');
    expect(within(rows()[2]!).getByTestId('order-invoice-link').getAttribute('href')).toBe('/invoice/detail?id=41');

    await choose(rows()[0]!);
    await choose(rows()[1]!);
    expect(view.getByTestId('invoice-chosen').dataset.count).toBe('2');
    expect(view.getByTestId('invoice-chosen-total').textContent).toBe('¥375.00');
  });

  it("chooses the account's only header and takes its type and e-mail, then applies and opens the application", async () => {
    serve([order('group', 1, 36000), order('unbind', 2, 1500)]);
    const router = show();
    await view.findAllByTestId('invoice-order');
    await waitFor(() => expect((view.getByTestId('invoice-email') as HTMLInputElement).value).toBe('finance@startrail.test'));
    expect((view.getByTestId('invoice-header-select') as HTMLSelectElement).value).toBe('3');
    expect((within(view.getByTestId('invoice-type-2')).getByRole('radio') as HTMLInputElement).checked).toBe(true);

    await choose(rows()[1]!);
    api.post.mockResolvedValueOnce({ id: 57, application_no: 'INV2026080100057' } as Partial<InvoiceDetail>);
    await act(async () => { fireEvent.click(view.getByTestId('invoice-submit')); });
    expect(api.post).toHaveBeenCalledWith(InvoiceApi.invoices, { orders: [{ kind: 'unbind', id: 2 }], header_id: 3, invoice_type: 2, email: 'finance@startrail.test' });
    await waitFor(() => expect(router.state.location.search).toBe('?id=57'));
    expect(router.state.location.pathname).toBe('/invoice/detail');
  });

  it('says what is missing before sending anything', async () => {
    serve([order('group', 1, 36000)], [HEADER, { ...HEADER, id: 4, title: 'Other Ltd' }]);
    show();
    await view.findAllByTestId('invoice-order');
    await waitFor(() => expect((view.getByTestId('invoice-header-select') as HTMLSelectElement).options.length).toBe(3));
    await act(async () => { fireEvent.click(view.getByTestId('invoice-submit')); });
    expect(view.getByTestId('orders-error').textContent).toBe('Choose at least one paid order');
    expect(view.getByTestId('header_id-error').textContent).toBe('Please choose an invoice header');
    expect(view.getByTestId('invoice_type-error').textContent).toBe('Please choose the invoice type');
    expect(view.getByTestId('email-error').textContent).toBe('Please enter the e-mail that receives the invoice');
    expect(api.post).not.toHaveBeenCalled();

    // Each message goes once its field is put right.
    await choose(rows()[0]!);
    expect(view.queryByTestId('orders-error')).toBeNull();
  });

  it("shows the server's field errors beside the orders and on the fields, keeping everything chosen and typed", async () => {
    serve([order('group', 1, 36000), order('unbind', 2, 1500)]);
    show();
    await view.findAllByTestId('invoice-order');
    await waitFor(() => expect((view.getByTestId('invoice-email') as HTMLInputElement).value).toBe('finance@startrail.test'));
    await choose(rows()[0]!);
    await act(async () => { fireEvent.change(view.getByTestId('invoice-email'), { target: { value: 'billing@startrail.test' } }); });
    api.post.mockRejectedValueOnce(Object.assign(new Error('invalid'), {
      code: 1000, data: { errors: [{ field: 'orders.0', message: 'Order GB20260801001 is already on another invoice application' }, { field: 'email', message: 'This mailbox refuses mail' }] },
    }));
    await act(async () => { fireEvent.click(view.getByTestId('invoice-submit')); });
    expect(view.getByTestId('orders-error').textContent).toBe('Order GB20260801001 is already on another invoice application');
    expect(view.getByTestId('email-error').textContent).toBe('This mailbox refuses mail');
    expect((within(rows()[0]!).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect((view.getByTestId('invoice-email') as HTMLInputElement).value).toBe('billing@startrail.test');

    // The server's word on a field stands until the field changes.
    await act(async () => { fireEvent.change(view.getByTestId('invoice-email'), { target: { value: 'accounts@startrail.test' } }); });
    expect(view.queryByTestId('email-error')).toBeNull();
    expect(view.getByTestId('orders-error')).toBeTruthy();
  });

  // Only the orders the account can have: a group account has no unbind orders, an exhibitor's
  // account group orders only when it may buy group tickets.
  it.each([
    ['a group account', null, { account_type: 2, is_group_buy: 1 }, 'Paid group orders appear here', ['Buy group tickets', 'Group orders']],
    ['an exhibitor that buys group tickets', 7, { account_type: 1, is_group_buy: 1 }, 'Paid group orders and unbind orders appear here', ['Buy group tickets', 'Group orders', 'Unbind orders']],
    ['an exhibitor', 7, { account_type: 1, is_group_buy: 0 }, 'Paid unbind orders appear here', ['Unbind orders']],
  ] as const)('explains, to %s, where orders come from when there is none to invoice, with the way there', async (_who, exhibitorId, account, says, ways) => {
    const subject = { ...account, is_sub_account: 0, is_group_ticket: 0, authorities: [], group_switch: 1 };
    appStore.set(sessionAtom, { user: subject, subject, exhibitorId, routes: [] } as unknown as Session);
    try {
      serve([]);
      show();
      const empty = await view.findByTestId('invoice-orders-empty');
      expect(empty.textContent).toContain(says);
      expect(within(empty).queryAllByRole('link').map((link) => link.textContent)).toEqual(ways);
      expect(view.queryByTestId('invoice-submit')).toBeNull();
    } finally {
      appStore.set(sessionAtom, null);
    }
  });
});
