/** The group ticket screens' pure rules: what may be ordered, the time left to pay, live changes, the remittance form's start. */
import { describe, expect, it } from 'vitest';
import {
  deadlineRuns, groupOrderChange, maxQuantity, orderIdParam, orderTotal, productState, quantityProblem, remittanceStart, timeLeft, verificationWait,
} from '../../../../src/client/features/group/order-rules';
import { GROUP_ORDER_MAX_QUANTITY, GroupOrderStatus, type GroupProduct, type Remittance } from '../../../../src/shared/group';
import { LiveCode } from '../../../../src/shared/live';

const NOW = 1_800_000_000;
const product = (over: Partial<GroupProduct> = {}): GroupProduct => ({
  id: 1, name: '四日通票', name_en: 'Four-day pass', description: '', description_en: '', price: 36000, stock: 500, limit: 200,
  sale_starts_at: NOW - 3600, sale_ends_at: NOW + 3600, admits: ['2027-07-30'], active: true, price_type: 2, channels: [1, 2, 3], bought: 0, remaining_limit: 200, on_sale: true, ...over,
});

describe('productState', () => {
  it('tells whether a product can be ordered now, or why not', () => {
    expect(productState(product(), NOW)).toBe('onSale');
    expect(productState(product({ sale_starts_at: NOW + 1, on_sale: false }), NOW)).toBe('coming');
    expect(productState(product({ sale_ends_at: NOW - 1, on_sale: false }), NOW)).toBe('ended');
    expect(productState(product({ on_sale: false }), NOW)).toBe('closed');
    expect(productState(product({ stock: 0, remaining_limit: 0 }), NOW)).toBe('soldOut');
    expect(productState(product({ bought: 200, remaining_limit: 0 }), NOW)).toBe('limitReached');
  });
});

describe('quantities', () => {
  it('bound the stepper by the remaining limit, the stock and the largest order', () => {
    expect(maxQuantity(product({ remaining_limit: 3, stock: 500 }))).toBe(3);
    expect(maxQuantity(product({ remaining_limit: 10, stock: 3 }))).toBe(3);
    expect(maxQuantity(product({ remaining_limit: 1_000_000, stock: 1_000_000 }))).toBe(GROUP_ORDER_MAX_QUANTITY);
    expect(maxQuantity(product({ remaining_limit: 0 }))).toBe(0);
  });

  it('name what is wrong with a quantity (SPEC.md §5), or nothing', () => {
    expect(quantityProblem(2, product())).toBeNull();
    expect(quantityProblem(0, product())).toEqual({ id: 'groupPage.buy.quantity.required' });
    expect(quantityProblem(Number.NaN, product())).toEqual({ id: 'groupPage.buy.quantity.required' });
    expect(quantityProblem(1.5, product())).toEqual({ id: 'groupPage.buy.quantity.required' });
    expect(quantityProblem(4, product({ stock: 3 }))).toEqual({ id: 'groupPage.buy.quantity.stock', values: { stock: 3 } });
    expect(quantityProblem(6, product({ remaining_limit: 5 }))).toEqual({ id: 'groupPage.buy.quantity.limit', values: { remaining: 5 } });
    const huge = product({ stock: 1_000_000, remaining_limit: 1_000_000 });
    expect(quantityProblem(GROUP_ORDER_MAX_QUANTITY + 1, huge)).toEqual({ id: 'groupPage.buy.quantity.max', values: { max: GROUP_ORDER_MAX_QUANTITY } });
  });

  it('total an order in cents, nothing for a quantity that is not one', () => {
    expect(orderTotal({ price: 36000 }, 2)).toBe(72000);
    expect(orderTotal({ price: 36000 }, 0)).toBe(0);
    expect(orderTotal({ price: 36000 }, Number.NaN)).toBe(0);
  });
});

describe('timeLeft and deadlineRuns', () => {
  it('count down to a deadline in minutes, hours and days', () => {
    expect(timeLeft(NOW + 899, NOW * 1000)).toEqual({ seconds: 899, days: 0, clock: '14:59' });
    expect(timeLeft(NOW + 3 * 86_400 - 1, NOW * 1000)).toEqual({ seconds: 3 * 86_400 - 1, days: 2, clock: '23:59:59' });
    expect(timeLeft(NOW + 3600, NOW * 1000 + 500)).toEqual({ seconds: 3599, days: 0, clock: '59:59' });
    expect(timeLeft(NOW + 7200, NOW * 1000).clock).toBe('02:00:00');
    expect(timeLeft(NOW - 10, NOW * 1000)).toEqual({ seconds: 0, days: 0, clock: '00:00' });
  });

  it('run the clock only while the buyer has to act', () => {
    expect([0, 1, 2, 3, 4, 5, 6].filter((status) => deadlineRuns(status as never))).toEqual([
      GroupOrderStatus.AWAITING_PAYMENT, GroupOrderStatus.AWAITING_REMITTANCE, GroupOrderStatus.VERIFICATION_FAILED,
    ]);
  });
});

describe('groupOrderChange', () => {
  const change = { kind: 'group', order_id: 7, order_no: 'G1', status: 4 };
  it('reads a group order\'s 10002, its data an object or a JSON string', () => {
    expect(groupOrderChange({ code: LiveCode.NEW_ORDER, data: change })).toEqual(change);
    expect(groupOrderChange({ code: LiveCode.NEW_ORDER, data: JSON.stringify(change) })).toEqual(change);
  });
  it('ignores other codes, other kinds of order and broken data', () => {
    expect(groupOrderChange({ code: LiveCode.NEW_UNBIND_ORDER, data: change })).toBeUndefined();
    expect(groupOrderChange({ code: LiveCode.NEW_ORDER, data: { ...change, kind: 'unbind' } })).toBeUndefined();
    expect(groupOrderChange({ code: LiveCode.NEW_ORDER, data: '{not json' })).toBeUndefined();
    expect(groupOrderChange({ code: LiveCode.NEW_ORDER, data: null })).toBeUndefined();
    expect(groupOrderChange(undefined)).toBeUndefined();
  });
});

describe('orderIdParam', () => {
  it('takes a positive whole id and nothing else', () => {
    expect(orderIdParam('12')).toBe(12);
    for (const value of [null, '', '0', '-1', '1.5', 'abc', '1e3', '12345678901']) expect(orderIdParam(value), String(value)).toBeUndefined();
  });
});

describe('remittanceStart', () => {
  const fields = ['bank_name', 'account', 'account_name', 'amount', 'remitted_on', 'voucher', 'note'];
  const remittance = (over: Partial<Remittance>): Remittance => ({
    id: 1, bank_name: '招商银行', account: '6225880011112222', account_name: '星轨互动', amount: 72000, remitted_on: '2026-11-20',
    voucher: { key: 'k', url: '/u/k', name: 'slip.png', mime: 'image/png', size: 10 }, note: undefined, submitted_at: NOW, decision: 'rejected',
    reason: 'amount differs', decided_at: NOW + 10, ...over,
  });

  it('is the order\'s amount alone for a first remittance', () => {
    expect(remittanceStart({ amount: 72000, remittances: [] }, fields)).toEqual({ amount: 72000 });
  });

  it('starts from the last rejected remittance, its form fields only, the amount the order\'s', () => {
    const older = remittance({ id: 1, bank_name: '工商银行', submitted_at: NOW - 100 });
    const latest = remittance({ id: 2, amount: 70000, submitted_at: NOW });
    const start = remittanceStart({ amount: 72000, remittances: [latest, older] }, fields);
    expect(start).toMatchObject({ bank_name: '招商银行', account: '6225880011112222', amount: 72000, remitted_on: '2026-11-20' });
    expect(Object.keys(start).every((field) => fields.includes(field))).toBe(true);
  });
});

describe('verificationWait', () => {
  const remitted = { status: GroupOrderStatus.AWAITING_VERIFICATION, remitted_at: 1_000_000, verify_due_at: 1_000_000 + 3 * 86_400 };
  it('counts days and hours since the remittance, overdue once the promised time passed', () => {
    expect(verificationWait(remitted, 1_000_000 + 86_400 + 2 * 3600 + 59)).toEqual({ days: 1, hours: 2, overdue: false });
    expect(verificationWait(remitted, 1_000_000 + 3 * 86_400)).toEqual({ days: 3, hours: 0, overdue: false });
    expect(verificationWait(remitted, 1_000_000 + 3 * 86_400 + 1)).toEqual({ days: 3, hours: 0, overdue: true });
    // A clock a little behind the server's never waits less than nothing.
    expect(verificationWait(remitted, 999_000)).toEqual({ days: 0, hours: 0, overdue: false });
  });

  it('is null for an order that does not wait on the organiser', () => {
    expect(verificationWait({ ...remitted, status: GroupOrderStatus.PAYMENT_COMPLETE }, 1_000_000)).toBeNull();
    expect(verificationWait({ ...remitted, remitted_at: null }, 1_000_000)).toBeNull();
  });
});
