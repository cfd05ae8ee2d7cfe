// @vitest-environment jsdom
/**
 * /invoice/detail?id= against a stand-in request layer: the application's state and what it means
 * now, the header as applied, the orders, the history, the e-invoice once attached, the resubmission
 * after a failure, and live 10103 about this application (not another) reading it again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen as view, waitFor, within } from '@testing-library/react';
import { Codes } from '../../../../src/shared/codes';
import { INVOICE_CHANGED, InvoiceApi, InvoiceStatus, type InvoiceDetail } from '../../../../src/shared/invoice';
import { ApiError } from '../../../../src/runtime/http';
import { renderRoutes } from '../render-routes';

const api = vi.hoisted(() => ({
  get: vi.fn<(path: string, query?: Record<string, unknown>) => Promise<unknown>>(),
  put: vi.fn<(path: string, body?: unknown) => Promise<unknown>>(),
}));
vi.mock('../../../../src/client/app/http', () => ({
  http: {
    get: (path: string, query?: Record<string, unknown>) => api.get(path, query),
    put: (path: string, body?: unknown) => api.put(path, body),
    post: vi.fn(), delete: vi.fn(), send: vi.fn(),
  },
}));

const { InvoiceDetailPage } = await import('../../../../src/client/pages/invoice/InvoiceDetailPage');
const { applyInvoiceFrame } = await import('../../../../src/client/features/invoice');

const header = { title: 'Star Trail Ltd', tax_no: '91310000MA1FL8XQ30', address: '1 Expo Road, Shanghai', phone: '021-58881234', bank: 'Bank of Shanghai', bank_account: '1234567890' };

const detail = (over: Partial<InvoiceDetail> = {}): InvoiceDetail => ({
  id: 7, application_no: 'INV2026080100007', status: InvoiceStatus.APPLIED, invoice_type: 1, title: header.title, tax_no: header.tax_no,
  email: 'finance@startrail.test', amount: 37500, red_flushed_amount: 0, applied_at: 1_785_000_000, due_on: '2026-08-18',
  invoice_number: null, invoiced_on: null, reason: null, header,
  orders: [{ kind: 'group', id: 1, order_no: 'GB2026072600001', amount: 36000 }, { kind: 'unbind', id: 2, order_no: 'UB2026072600002', amount: 1500 }],
  events: [{ from: InvoiceStatus.NOT_INVOICED, to: InvoiceStatus.APPLIED, action: 'apply', by: 'applicant', at: 1_785_000_000, reason: null, amount: null }],
  file: null, red_invoice_number: null, actions: { resubmit: false }, ...over,
});

function show(id = '7') {
  return renderRoutes([{ path: '/invoice/detail', Component: InvoiceDetailPage }, { path: '/invoice/list', Component: () => <p>list</p> }], `/invoice/detail?id=${id}`);
}

afterEach(() => { cleanup(); api.get.mockReset(); api.put.mockReset(); localStorage.clear(); });

describe('InvoiceDetailPage', () => {
  it('shows the application, its header as applied, its orders and its history', async () => {
    api.get.mockResolvedValue(detail());
    show();
    expect((await view.findByTestId('invoice-status')).textContent).toBe('Applied');
    expect(api.get).toHaveBeenCalledWith(InvoiceApi.invoice(7), undefined);
    expect(view.getByTestId('invoice-no').textContent).toBe('INV2026080100007');
    expect(view.getByTestId('invoice-notice').textContent).toContain('by 2026-08-18');
    const application = view.getByTestId('invoice-application');
    expect(within(application).getByText('¥375.00')).toBeTruthy();
    // Not issued yet: no invoice number or date, no red-flushed amount.
    expect(application.querySelector('[data-field="invoice_number"]')).toBeNull();
    expect(application.querySelector('[data-field="red_flushed_amount"]')).toBeNull();
    const snapshot = view.getByTestId('invoice-header');
    for (const text of ['Star Trail Ltd', '91310000MA1FL8XQ30', '1 Expo Road, Shanghai', 'Bank of Shanghai', '1234567890', 'VAT general invoice', 'finance@startrail.test']) {
      expect(within(snapshot).getByText(text)).toBeTruthy();
    }
    const orders = view.getAllByTestId('covered-order');
    expect(orders.map((row) => within(row).getByTestId('covered-order-no').textContent)).toEqual(['GB2026072600001', 'UB2026072600002']);
    expect(within(orders[0]!).getByRole('link').getAttribute('href')).toBe('/groupManagement/groupTicket/groupOrderDetail?id=1');
    const [event] = view.getAllByTestId('invoice-event');
    expect(event!.textContent).toContain('Applied');
    expect(event!.textContent).toContain('Applicant');
    expect(view.getByTestId('invoice-file-none')).toBeTruthy();
    expect(view.queryByTestId('invoice-resubmit')).toBeNull();
  });

  it('offers the e-invoice once attached, with the red-flushed amount and the reasons of the history', async () => {
    api.get.mockResolvedValue(detail({
      status: InvoiceStatus.UPLOAD_FAILED, invoice_number: '24312000000012345678', invoiced_on: '2026-08-05', red_flushed_amount: 1500,
      file: { key: 'invoice/7.pdf', url: '/api/oss/object/invoice/7.pdf?exp=1&sig=s', name: 'INV2026080100007.pdf', mime: 'application/pdf', size: 40960 },
      events: [
        { from: InvoiceStatus.NOT_INVOICED, to: InvoiceStatus.APPLIED, action: 'apply', by: 'applicant', at: 1_785_000_000, reason: null, amount: null },
        { from: InvoiceStatus.INVOICED, to: InvoiceStatus.UPLOAD_FAILED, action: 'delivery_failed', by: 'organiser', at: 1_785_100_000, reason: 'mail_failed', amount: null },
        { from: InvoiceStatus.UPLOAD_FAILED, to: InvoiceStatus.RED_FLUSHING, action: 'red_flush', by: 'organiser', at: 1_785_200_000, reason: null, amount: 1500 },
      ],
    }));
    show();
    expect((await view.findByTestId('invoice-status')).textContent).toBe('Upload failed');
    expect(view.getByTestId('invoice-notice').textContent).toContain('could not be sent to finance@startrail.test');
    const link = view.getByTestId('invoice-file-link');
    expect(link.getAttribute('href')).toBe('/api/oss/object/invoice/7.pdf?exp=1&sig=s');
    expect(link.getAttribute('download')).toBe('INV2026080100007.pdf');
    const application = view.getByTestId('invoice-application');
    expect(within(application).getByText('24312000000012345678')).toBeTruthy();
    expect(application.querySelector('[data-field="red_flushed_amount"]')?.textContent).toContain('¥15.00');
    expect(view.getByTestId('invoice-event-reason').textContent).toBe('Reason: The e-mail could not be sent');
    expect(view.getByTestId('invoice-event-amount').textContent).toBe('Amount: ¥15.00');
  });

  it('after a failure says why and resubmits with the header chosen again', async () => {
    const failed = detail({
      status: InvoiceStatus.AUTOMATIC_FAILURE, reason: 'Tax number does not match the name', actions: { resubmit: true },
      events: [{ from: InvoiceStatus.EXPORTED, to: InvoiceStatus.AUTOMATIC_FAILURE, action: 'auto_fail', by: 'tax_system', at: 1_785_100_000, reason: 'Tax number does not match the name', amount: null }],
    });
    api.get.mockImplementation(async (path) => {
      if (path === InvoiceApi.invoice(7)) return failed;
      if (path === '/v4/invoice/header') return { list: [{ id: 3, invoice_type: 2, ...header, email: 'f***@startrail.test', created_at: 1 }], total: 1 };
      if (path === '/v4/invoice/header/3') return { id: 3, invoice_type: 2, ...header, email: 'tax@startrail.test', created_at: 1 };
      throw new Error(`unexpected GET ${path}`);
    });
    show();
    expect((await view.findByTestId('invoice-failure-reason')).textContent).toBe('Reason: Tax number does not match the name');
    // The header it was made with is chosen again, as it now reads.
    await waitFor(() => expect((view.getByTestId('invoice-email') as HTMLInputElement).value).toBe('tax@startrail.test'));
    expect((view.getByTestId('invoice-header-select') as HTMLSelectElement).value).toBe('3');
    api.put.mockResolvedValueOnce(detail({ status: InvoiceStatus.APPLIED, invoice_type: 2, email: 'tax@startrail.test' }));
    await act(async () => { fireEvent.click(view.getByTestId('invoice-resubmit-submit')); });
    expect(api.put).toHaveBeenCalledWith(InvoiceApi.invoice(7), { header_id: 3, invoice_type: 2, email: 'tax@startrail.test' });
    await waitFor(() => expect(view.getByTestId('invoice-status').textContent).toBe('Applied'));
    expect(view.queryByTestId('invoice-resubmit')).toBeNull();
  });

  it('reads the application again when live 10103 tells of it, not of another', async () => {
    api.get.mockResolvedValueOnce(detail());
    show();
    await view.findByTestId('invoice-status');
    api.get.mockResolvedValueOnce(detail({ status: InvoiceStatus.INVOICING }));
    await act(async () => { applyInvoiceFrame({ code: INVOICE_CHANGED, data: { invoice_id: 8, application_no: 'INV2026080100008', status: InvoiceStatus.INVOICING } }); });
    expect(api.get).toHaveBeenCalledTimes(1);
    await act(async () => { applyInvoiceFrame({ code: INVOICE_CHANGED, data: JSON.stringify({ invoice_id: 7, application_no: 'INV2026080100007', status: InvoiceStatus.INVOICING }) }); });
    await waitFor(() => expect(view.getByTestId('invoice-status').textContent).toBe('Invoicing'));
    expect(api.get).toHaveBeenCalledTimes(2);
  });

  it('says so when the application does not exist', async () => {
    api.get.mockRejectedValue(new ApiError(Codes.NOT_FOUND.code, 'not found', null, 404));
    show();
    expect((await view.findByTestId('invoice-unavailable')).textContent).toBe('The invoice application does not exist');
    cleanup();
    show('abc');
    expect((await view.findByTestId('invoice-unavailable')).textContent).toBe('The invoice application does not exist');
  });
});
