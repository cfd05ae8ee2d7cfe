/** The invoice screens' pure rules: which orders may be chosen and their total, where the server's field errors go, live 10103, the header's defaults, staff's actions and waiting. */
import { describe, expect, it } from 'vitest';
import {
  applicationBody, chooseHeader, chosenRefs, chosenTotal, editChoice, emptyChoice, hasErrors, invoiceChange, invoiceWaiting, isChoosable, isFailure, isTakeable,
  keepChoosable, orderKey, placeFieldErrors, sameValue, snapshotHeader, staffActions,
} from '../../../../src/client/features/invoice/invoice-rules';
import { INVOICE_CHANGED, INVOICE_STATUSES, InvoiceStatus, type InvoiceableOrder } from '../../../../src/shared/invoice';
import { addWorkingDays, isoDay } from '../../../../src/shared/show-time';
import { EXPORT_PROGRESS } from '../../../../src/shared/live';

const order = (kind: 'group' | 'unbind', id: number, amount: number, status: InvoiceableOrder['invoice_status'] = InvoiceStatus.NOT_INVOICED): InvoiceableOrder => ({
  kind, id, amount, order_no: `${kind === 'group' ? 'GB' : 'UB'}${id}`, paid_at: 1_800_000_000, summary: '2 × 公众日门票', summary_en: '2 × Public day ticket',
  invoice_status: status, invoice_id: status === InvoiceStatus.NOT_INVOICED ? null : 9,
});

describe('choosing orders', () => {
  const orders = [order('group', 1, 36000), order('unbind', 1, 1500), order('group', 2, 72000, InvoiceStatus.APPLIED), order('unbind', 3, 500, InvoiceStatus.INVOICED)];

  it('keys orders by kind and id, since kinds number their orders apart', () => {
    expect(orders.map(orderKey)).toEqual(['group-1', 'unbind-1', 'group-2', 'unbind-3']);
  });

  it('offers only orders no live application covers', () => {
    expect(orders.map(isChoosable)).toEqual([true, true, false, false]);
  });

  it('names the chosen orders in the list order and adds up their cents', () => {
    const chosen = new Set(['unbind-1', 'group-1']);
    expect(chosenRefs(orders, chosen)).toEqual([{ kind: 'group', id: 1 }, { kind: 'unbind', id: 1 }]);
    expect(chosenTotal(orders, chosen)).toBe(37500);
    expect(chosenTotal(orders, new Set())).toBe(0);
  });

  it('keeps of a choice only what is still offered and choosable after the orders are read again', () => {
    const again = [order('group', 1, 36000, InvoiceStatus.APPLIED), order('unbind', 1, 1500)];
    expect([...keepChoosable(again, new Set(['group-1', 'unbind-1', 'group-7']))]).toEqual(['unbind-1']);
  });
});

describe("the server's field errors", () => {
  it('go beside the order picker, on their field, or above the form', () => {
    const placed = placeFieldErrors([
      { field: 'orders', message: 'Choose at least one paid order' },
      { field: 'orders.1.id', message: 'Order UB1 is already on another invoice application' },
      { field: 'email', message: 'Please enter a valid e-mail' },
      { field: 'email', message: 'second message for the same field' },
      { field: 'header_id', message: 'This invoice header does not exist; choose another' },
      { field: 'extra', message: 'must NOT have additional properties' },
    ]);
    expect(placed).toEqual({
      orders: ['Choose at least one paid order', 'Order UB1 is already on another invoice application'],
      fields: { email: 'Please enter a valid e-mail', header_id: 'This invoice header does not exist; choose another' },
      other: ['must NOT have additional properties'],
    });
    expect(hasErrors(placed)).toBe(true);
    expect(hasErrors(placeFieldErrors([]))).toBe(false);
  });
});

describe('live 10103', () => {
  const data = { invoice_id: 4, application_no: 'INV202608010001', status: InvoiceStatus.INVOICED };
  it('tells which application changed, its data as an object or a JSON string', () => {
    expect(invoiceChange({ code: INVOICE_CHANGED, data })).toEqual(data);
    expect(invoiceChange({ code: INVOICE_CHANGED, data: JSON.stringify(data) })).toEqual(data);
  });
  it('ignores other frames and data that is not a change', () => {
    expect(invoiceChange({ code: EXPORT_PROGRESS, data })).toBeUndefined();
    expect(invoiceChange({ code: INVOICE_CHANGED, data: '{not json' })).toBeUndefined();
    expect(invoiceChange({ code: INVOICE_CHANGED, data: { invoice_id: '4' } })).toBeUndefined();
  });
});

describe('the header choice', () => {
  const header = { id: 3, invoice_type: 2 as const, email: 'finance@example.com' };

  it("fills the type and e-mail from the chosen header unless the person set them", () => {
    expect(chooseHeader(emptyChoice, header)).toEqual({ header_id: 3, invoice_type: 2, email: 'finance@example.com', edited: [] });
    const typed = editChoice(emptyChoice, 'email', 'me@example.com');
    expect(chooseHeader(typed, header)).toEqual({ header_id: 3, invoice_type: 2, email: 'me@example.com', edited: ['email'] });
    const both = editChoice(typed, 'invoice_type', 1);
    expect(chooseHeader(both, header)).toMatchObject({ header_id: 3, invoice_type: 1, email: 'me@example.com' });
    expect(chooseHeader(both, undefined).header_id).toBeUndefined();
  });

  it('finds the header an application was made with by its title and tax number', () => {
    const headers = [{ id: 1, title: 'A Ltd', tax_no: '91310000MA1FL8XQ30' }, { id: 2, title: 'B Ltd', tax_no: '91310000MA1FL8XQ30' }];
    expect(snapshotHeader(headers, { title: 'B Ltd', tax_no: '91310000MA1FL8XQ30' })?.id).toBe(2);
    expect(snapshotHeader(headers, { title: 'C Ltd', tax_no: '91310000MA1FL8XQ30' })).toBeUndefined();
  });

  it('leaves out of the body what is not chosen yet, so the schema names it as missing', () => {
    expect(applicationBody(emptyChoice, [])).toEqual({ orders: [] });
    expect(applicationBody({ header_id: 3, invoice_type: 1, email: '  a@example.com ', edited: [] })).toEqual({ header_id: 3, invoice_type: 1, email: 'a@example.com' });
    expect(sameValue([{ kind: 'group', id: 1 }], [{ kind: 'group', id: 1 }])).toBe(true);
    expect(sameValue('a', 'b')).toBe(false);
  });
});

it('knows the failures the applicant corrects and resubmits', () => {
  expect([InvoiceStatus.MANUAL_FAILURE, InvoiceStatus.AUTOMATIC_FAILURE, InvoiceStatus.UPLOAD_FAILED, InvoiceStatus.APPLIED].map(isFailure)).toEqual([true, true, false, false]);
});

describe("the organiser's console", () => {
  const S = InvoiceStatus;

  it('offers staff exactly the moves the table allows from each state', () => {
    expect(Object.fromEntries(INVOICE_STATUSES.map((status) => [status, staffActions(status)]))).toEqual({
      [S.NOT_INVOICED]: [],
      [S.APPLIED]: ['take', 'fail'],
      [S.INVOICING]: ['export', 'fail'],
      [S.EXPORTED]: ['import', 'fail'],
      [S.INVOICED]: ['attach', 'redFlush'],
      [S.RED_FLUSHING]: ['import'],
      [S.RED_FLUSHED]: [],
      [S.PARTIALLY_RED_FLUSHED]: ['redFlush'],
      [S.UPLOAD_FAILED]: ['attach', 'redFlush'],
      [S.UPLOAD_SUCCEEDED]: ['attach', 'redFlush'],
      [S.MANUAL_FAILURE]: [],
      [S.AUTOMATIC_FAILURE]: [],
    });
    expect(INVOICE_STATUSES.filter((status) => isTakeable({ status }))).toEqual([S.APPLIED]);
  });

  it('counts the working days an application waits against its day, until the organiser is done with it', () => {
    const zone = 'Asia/Shanghai';
    // Wednesday 25 November 2026, 10:00 in Shanghai.
    const applied = Date.parse('2026-11-25T02:00:00Z') / 1000;
    const dueOn = isoDay(addWorkingDays(applied, 15, zone), zone);
    const invoice = { status: S.APPLIED, applied_at: applied, due_on: dueOn };
    const monday = Date.parse('2026-11-30T09:00:00Z') / 1000;
    expect(invoiceWaiting(invoice, monday, zone)).toEqual({ days: 3, overdue: false });
    expect(invoiceWaiting({ ...invoice, status: S.EXPORTED }, addWorkingDays(applied, 15, zone), zone)).toEqual({ days: 15, overdue: false });
    expect(invoiceWaiting({ ...invoice, status: S.INVOICING }, addWorkingDays(applied, 16, zone), zone)).toEqual({ days: 16, overdue: true });
    expect(invoiceWaiting({ ...invoice, status: S.INVOICED }, addWorkingDays(applied, 16, zone), zone)).toBeNull();
    expect(invoiceWaiting({ ...invoice, status: S.MANUAL_FAILURE }, monday, zone)).toBeNull();
  });
});
