// @vitest-environment jsdom
/**
 * /invoice/list against a stand-in request layer: the descriptor's list read from the server
 * (newest first, its filters), states as badges and amounts in yuan, the way to an application and
 * to a new one, the export as a task for the top bar, and live 10103 reading the page again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen as view, waitFor, within } from '@testing-library/react';
import { INVOICE_CHANGED, InvoiceApi, InvoiceStatus, type Invoice } from '../../../../src/shared/invoice';
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

const { InvoiceListPage } = await import('../../../../src/client/pages/invoice/InvoiceListPage');
const { applyInvoiceFrame } = await import('../../../../src/client/features/invoice');
const { appStore } = await import('../../../../src/client/app/store');
const { exportTasksAtom } = await import('../../../../src/client/features/export/export-state');

const invoice = (id: number, status: Invoice['status'], over: Partial<Invoice> = {}): Invoice => ({
  id, application_no: `INV20260801000${id}`, status, invoice_type: 1, title: 'Star Trail Ltd', tax_no: '91310000MA1FL8XQ30', email: 'f***@startrail.test',
  amount: 36000, red_flushed_amount: 0, applied_at: 1_785_000_000, due_on: '2026-08-18', invoice_number: null, invoiced_on: null, reason: null, ...over,
});

function show() {
  return renderRoutes([
    { path: '/invoice/list', Component: InvoiceListPage },
    { path: '/invoice/detail', Component: () => <p data-testid="detail">detail</p> },
    { path: '/invoice/writeInvoice', Component: () => <p data-testid="write">write</p> },
  ], '/invoice/list');
}

afterEach(() => { cleanup(); api.get.mockReset(); api.post.mockReset(); });

describe('InvoiceListPage', () => {
  it('lists the applications newest first with their state, amount and due day, and opens one', async () => {
    api.get.mockResolvedValue({ list: [invoice(2, InvoiceStatus.UPLOAD_SUCCEEDED, { invoice_number: '24312000000012345678' }), invoice(1, InvoiceStatus.APPLIED)], total: 2 });
    const router = show();
    const rows = await view.findAllByTestId('invoice-row');
    expect(api.get).toHaveBeenCalledWith(InvoiceApi.invoices, { page: 1, limit: 20, sort: 'applied_at', order: 'desc' });
    expect(rows.map((row) => within(row).getByTestId('invoice-status').textContent)).toEqual(['Upload succeeded', 'Applied']);
    expect(within(rows[0]!).getByText('¥360.00')).toBeTruthy();
    expect(within(rows[0]!).getByText('18 Aug 2026')).toBeTruthy();
    expect(within(rows[0]!).getByText('24312000000012345678')).toBeTruthy();
    await act(async () => { fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Details' })); });
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/invoice/detail?id=1'));
  });

  it('leads to a new application', async () => {
    api.get.mockResolvedValue({ list: [], total: 0 });
    const router = show();
    expect((await view.findByTestId('table-empty')).textContent).toBe('No invoice applications yet');
    await act(async () => { fireEvent.click(view.getByTestId('invoice-apply')); });
    expect(router.state.location.pathname).toBe('/invoice/writeInvoice');
  });

  it("exports the list as filtered, and reports the task to the top bar", async () => {
    api.get.mockResolvedValue({ list: [invoice(1, InvoiceStatus.APPLIED)], total: 1 });
    api.post.mockResolvedValue({ id: 91, name: 'Invoice applications-202608011000', low: 0 });
    show();
    await view.findAllByTestId('invoice-row');
    await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Export' })); });
    expect(api.post).toHaveBeenCalledWith(`${InvoiceApi.export}?sort=applied_at&order=desc`, undefined);
    expect(appStore.get(exportTasksAtom)).toEqual(expect.arrayContaining([expect.objectContaining({ id: 91 })]));
  });

  it('reads the page again when live 10103 tells of an application', async () => {
    api.get.mockResolvedValue({ list: [invoice(1, InvoiceStatus.APPLIED)], total: 1 });
    show();
    await view.findAllByTestId('invoice-row');
    api.get.mockResolvedValue({ list: [invoice(1, InvoiceStatus.INVOICING)], total: 1 });
    await act(async () => { applyInvoiceFrame({ code: INVOICE_CHANGED, data: { invoice_id: 1, application_no: 'INV202608010001', status: InvoiceStatus.INVOICING } }); });
    await waitFor(() => expect(view.getByTestId('invoice-status').textContent).toBe('Invoicing'));
  });
});
