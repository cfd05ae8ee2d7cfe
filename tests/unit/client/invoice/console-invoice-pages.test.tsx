// @vitest-environment jsdom
/**
 * The organiser console's invoice pages against a stand-in request layer: the staff list (applied
 * first, the applicant named, the wait against the promise, red once past it; applied rows chosen and
 * taken), and one application's page offering only the moves its state allows, each done through
 * its dialog and shown at once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen as view, waitFor, within } from '@testing-library/react';
import { InvoiceStatus, OrganiserInvoiceApi, type Invoice, type InvoiceDetail } from '../../../../src/shared/invoice';
import { renderRoutes } from '../render-routes';

const api = vi.hoisted(() => ({
  get: vi.fn<(path: string, query?: Record<string, unknown>) => Promise<unknown>>(),
  post: vi.fn<(path: string, body?: unknown) => Promise<unknown>>(),
}));
vi.mock('../../../../src/client/app/http', () => ({
  http: {
    get: (path: string, query?: Record<string, unknown>) => api.get(path, query),
    post: (path: string, body?: unknown) => api.post(path, body),
    put: vi.fn(), delete: vi.fn(), send: vi.fn(), download: vi.fn(), upload: vi.fn(),
  },
}));

vi.setConfig({ testTimeout: 30_000 });

const { InvoicesPage } = await import('../../../../src/client/pages/console/InvoicesPage');
const { InvoicePage } = await import('../../../../src/client/pages/console/InvoicePage');

// A Wednesday noon on the show's clock: "waited 0 working days" for an application an hour old
// must not turn into 1 when the suite runs just after midnight in Shanghai.
vi.useFakeTimers({ toFake: ['Date'] });
vi.setSystemTime(new Date('2026-11-25T04:00:00Z'));
const now = Math.floor(Date.now() / 1000);
const invoice = (id: number, status: Invoice['status'], over: Partial<Invoice> = {}): Invoice => ({
  id, application_no: `INV20260801000${id}`, status, invoice_type: 1, title: 'Star Trail Ltd', tax_no: '91310000MA1FL8XQ30', email: 'finance@startrail.test',
  amount: 36000, red_flushed_amount: 0, applied_at: now - 3600, due_on: '2099-12-31', invoice_number: null, invoiced_on: null, reason: null,
  applicant: { id: 5, name: 'Star Trail', account: 'exhibitor@demo.test' }, ...over,
});
const detail = (status: Invoice['status'], over: Partial<InvoiceDetail> = {}): InvoiceDetail => ({
  ...invoice(7, status),
  header: { title: 'Star Trail Ltd', tax_no: '91310000MA1FL8XQ30', address: '1 Expo Road', phone: '021-58881234', bank: 'Bank of Shanghai', bank_account: '1234567890' },
  orders: [{ kind: 'group', id: 1, order_no: 'GB2026072600001', amount: 36000 }],
  events: [{ from: InvoiceStatus.NOT_INVOICED, to: InvoiceStatus.APPLIED, action: 'apply', by: 'applicant', at: now - 3600, reason: null, amount: null }],
  file: null, red_invoice_number: null, actions: { resubmit: false }, ...over,
});

afterEach(() => { cleanup(); api.get.mockReset(); api.post.mockReset(); localStorage.clear(); });

describe('the console’s invoice list', () => {
  it('lists applied first with the applicant and the wait, red once overdue; applied rows are taken', async () => {
    api.get.mockResolvedValue({
      list: [invoice(1, InvoiceStatus.APPLIED, { due_on: '2020-01-02', applied_at: now - 86400 * 40 }), invoice(2, InvoiceStatus.APPLIED), invoice(3, InvoiceStatus.INVOICED, { invoice_number: '2431' })],
      total: 3,
    });
    renderRoutes([{ path: '/organiser/invoices', Component: InvoicesPage }], '/organiser/invoices');
    const rows = await view.findAllByTestId('invoice-row');
    expect(api.get).toHaveBeenCalledWith(OrganiserInvoiceApi.invoices, { page: 1, limit: 20, sort: 'status', order: 'asc' });
    expect(within(rows[0]!).getByText('Star Trail (exhibitor@demo.test)')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('invoice-overdue').textContent).toContain('Overdue');
    expect(within(rows[1]!).getByTestId('invoice-waiting').textContent).toContain('Waited 0 of 15 working days');
    expect(within(rows[2]!).queryByTestId('invoice-waiting')).toBeNull();
    expect(within(rows[0]!).getByTestId('invoice-no').getAttribute('href')).toBe('/organiser/invoices/detail?id=1');
    // Only an applied application can be chosen.
    const boxes = rows.map((row) => within(row).getByRole('checkbox') as HTMLInputElement);
    expect(boxes.map((box) => box.disabled)).toEqual([false, false, true]);

    const take = view.getByTestId('invoice-take-selected') as HTMLButtonElement;
    expect(take.disabled).toBe(true);
    // Rows are drawn again once one is chosen: the second box is found afresh.
    await act(async () => { fireEvent.click(boxes[0]!); });
    await act(async () => { fireEvent.click(within(view.getAllByTestId('invoice-row')[1]!).getByRole('checkbox')); });
    expect(take.textContent).toBe('Accept selected (2)');
    api.post.mockResolvedValueOnce({ moved: [1] });
    await act(async () => { fireEvent.click(take); });
    expect(api.post).toHaveBeenCalledWith(OrganiserInvoiceApi.take, { ids: [1, 2] });
    // Read again, the choice cleared.
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(view.getByTestId('invoice-take-selected').textContent).toBe('Accept selected'));
  });
});

describe('the console’s invoice page', () => {
  const show = () => renderRoutes([{ path: '/organiser/invoices/detail', Component: InvoicePage }], '/organiser/invoices/detail?id=7');

  it('offers only what the state allows: applied is taken or failed, and a failure needs its reason', async () => {
    api.get.mockResolvedValue(detail(InvoiceStatus.APPLIED));
    show();
    expect((await view.findByTestId('invoice-status')).textContent).toBe('Applied');
    expect(api.get).toHaveBeenCalledWith(OrganiserInvoiceApi.invoice(7), undefined);
    expect(view.getByTestId('invoice-applicant').textContent).toBe('Applicant: Star Trail (exhibitor@demo.test)');
    expect(view.getByTestId('invoice-notice').textContent).toContain('Waited 0 of 15 working days');
    const actions = view.getByTestId('invoice-staff-actions');
    expect(within(actions).getAllByRole('button').map((button) => button.getAttribute('data-testid'))).toEqual(['invoice-take', 'invoice-fail']);

    await act(async () => { fireEvent.click(view.getByTestId('invoice-fail')); });
    const dialog = await view.findByTestId('invoice-fail-dialog');
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Record the failure' })); });
    expect(await within(dialog).findByText('Please give the reason')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    const reason = within(dialog).getByRole('textbox');
    fireEvent.change(reason, { target: { value: 'The bank account does not match' } });
    fireEvent.blur(reason);
    api.post.mockResolvedValueOnce(detail(InvoiceStatus.MANUAL_FAILURE, { reason: 'The bank account does not match' }));
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Record the failure' })); });
    await waitFor(() => expect(api.post).toHaveBeenCalledWith(OrganiserInvoiceApi.fail(7), { reason: 'The bank account does not match' }));
    await waitFor(() => expect(view.getByTestId('invoice-status').textContent).toBe('Manual failure'));
    expect(view.getByTestId('invoice-failure-reason').textContent).toBe('Reason: The bank account does not match');
    expect(within(view.getByTestId('invoice-staff-actions')).queryAllByRole('button')).toEqual([]);
    expect(view.getByTestId('invoice-no-actions').textContent).toContain('the applicant corrects the header');
  });

  it('an issued invoice is given its file or red-flushed, for part of it if staff say so', async () => {
    api.get.mockResolvedValue(detail(InvoiceStatus.INVOICED, { invoice_number: '24312000000012345678', invoiced_on: '2026-08-05' }));
    show();
    expect((await view.findByTestId('invoice-status')).textContent).toBe('Invoiced');
    const actions = view.getByTestId('invoice-staff-actions');
    expect(within(actions).getAllByRole('button').map((button) => button.getAttribute('data-testid'))).toEqual(['invoice-attach', 'invoice-red-flush']);
    expect(view.getByTestId('invoice-file-none').textContent).toBe('No e-invoice attached yet');

    await act(async () => { fireEvent.click(view.getByTestId('invoice-red-flush')); });
    const dialog = await view.findByTestId('invoice-red-flush-dialog');
    expect(dialog.textContent).toContain('left to reverse ¥360.00');
    const amount = within(dialog).getByRole('textbox');
    fireEvent.change(amount, { target: { value: '100' } });
    fireEvent.blur(amount);
    api.post.mockResolvedValueOnce(detail(InvoiceStatus.RED_FLUSHING, { invoice_number: '24312000000012345678' }));
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for the red invoice' })); });
    await waitFor(() => expect(api.post).toHaveBeenCalledWith(OrganiserInvoiceApi.redFlush(7), { amount: 10000 }));
    await waitFor(() => expect(view.getByTestId('invoice-status').textContent).toBe('Red-flush in progress'));
    expect(within(view.getByTestId('invoice-staff-actions')).getAllByRole('button').map((button) => button.getAttribute('data-testid'))).toEqual(['invoice-import-results']);
  });
});
