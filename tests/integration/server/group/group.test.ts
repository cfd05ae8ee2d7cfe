/**
 * Group buying: products with stock and limits, the order rules at their edges, paying online through
 * the sandbox over real HTTP, the one deferral, remittances with a voucher and the organiser's
 * verification, cancelling, the deadline and its sweep, live 10002, and who may reach what. The races
 * (stock, one unpaid order, duplicate callbacks, expiry against a callback) are in group.races.test.ts.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFER_SECONDS, GroupOrderStatus, PaymentMethod, REMITTANCE_VERIFY_WORKING_DAYS,
  type BankDetails, type GroupOrder, type GroupOrderDetail, type GroupProduct, type OrderChanged,
} from '../../../../src/shared/group';
import { LiveCode } from '../../../../src/shared/live';
import { addWorkingDays } from '../../../../src/shared/show-time';
import { groupOrders, groupProducts, payments, ticketAllocations } from '../../../../src/server/db/schema';
import type { LiveEvent } from '../../../../src/server/live/hub';
import { completeOrders, expireOverdue } from '../../../../src/server/modules/group/queries';
import { DEMO_GROUP_ALLOCATION, DEMO_GROUP_PRODUCTS } from '../../../../src/server/seed/demo-group';
import { listAllocations, listTickets } from '../../../../src/server/modules/tickets/queries';
import { DEFAULT_SETTINGS, putSetting } from '../../../../src/server/settings';
import { makePng } from '../../../support/images';
import type { TestApp } from '../../../support/test-app';
import { uploader } from '../../../support/uploading';
import { validId } from '../tickets/support';
import {
  act as actIn, as as asIn, lapse, makeBuyers, makeProduct, notify as notifyIn, openGroupWorld, orderOf as orderOfIn, place as placeIn,
  productInput, signed as signedIn, startClean, userIdOf, type GroupWorld, type Headers,
} from './support';

let w: GroupWorld;
let t: TestApp;
const as = (account: string, language = 'en') => asIn(w, account, language);
const place = (headers: Headers, ticketId: number, quantity: number) => placeIn(w, headers, ticketId, quantity);
const orderOf = (headers: Headers, id: number) => orderOfIn(w, headers, id);
const act = (headers: Headers, id: number, action: 'pay' | 'defer' | 'cancel') => actIn(w, headers, id, action);
const remit = (headers: Headers, id: number, payload: object) =>
  t.call<GroupOrderDetail>({ method: 'POST', url: `/api/v4/group/order/${id}/remit`, headers, payload });
const verify = async (id: number, payload: object) =>
  t.call<GroupOrderDetail>({ method: 'POST', url: `/api/organiser/group/order/${id}/verify`, headers: await as('organiser@demo.test'), payload });
const notify = (fields: Record<string, string>) => notifyIn(w, fields);
const signed = (fields: Record<string, string>) => signedIn(w, fields);
const stockOf = async (id: number) => (await t.database.db.select({ stock: groupProducts.stock }).from(groupProducts).where(eq(groupProducts.id, id)))[0]!.stock;

/** Live messages for one account, as its open streams receive them. */
function listen(userId: number) {
  const events: LiveEvent[] = [];
  const waiters: { test: (event: LiveEvent) => boolean; resolve: () => void }[] = [];
  const stop = t.live.subscribe({ userId, exhibitorId: null, deliver: (event) => {
    events.push(event);
    for (const waiter of [...waiters]) if (waiter.test(event)) { waiters.splice(waiters.indexOf(waiter), 1); waiter.resolve(); }
  } });
  const orderChanged = (id: number, status: number) => (event: LiveEvent) =>
    event.code === LiveCode.NEW_ORDER && (event.data as OrderChanged).order_id === id && (event.data as OrderChanged).status === status;
  return {
    events,
    stop,
    until: (id: number, status: number, timeoutMs = 10_000) => events.some(orderChanged(id, status)) ? Promise.resolve() : new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`10002 for order ${id} → ${status} did not arrive`)), timeoutMs);
      waiters.push({ test: orderChanged(id, status), resolve: () => { clearTimeout(timer); resolve(); } });
    }),
  };
}

const voucherOf = async (account: string) => {
  const upload = uploader(t, w.base);
  const stored = await upload(account, 'remittance-voucher', makePng(600, 400), 'slip.png');
  expect(stored.code).toBe(1);
  return stored.data;
};
const remittanceFor = async (order: GroupOrder, account: string, overrides: object = {}) => ({
  bank_name: '招商银行上海分行', account: '6225880212345678', account_name: '上海星游文化传播有限公司',
  amount: order.amount, remitted_on: '2026-11-25', voucher: await voucherOf(account), ...overrides,
});

beforeAll(async () => {
  w = await openGroupWorld();
  ({ t } = w);
});
afterAll(async () => { await t.close(); });
beforeEach(() => startClean(w));

describe('group ticket products', () => {
  it('lists the seeded products with stock and what the buyer may still buy', async () => {
    const { body } = await t.call<{ list: GroupProduct[] }>({ method: 'GET', url: '/api/v4/group/ticket', headers: await as('groupbuy@demo.test') });
    expect(body.code).toBe(1);
    const seeded = body.data.list.filter((p) => DEMO_GROUP_PRODUCTS.some((d) => d.nameEn === p.name_en));
    expect(seeded.map((p) => [p.name_en, p.price, p.limit, p.on_sale])).toEqual([
      ['Four-day pass (group)', 36000, 200, true], ['Public day ticket (group)', 12000, 500, true], ['Trade day ticket (group)', 68000, 10, true],
    ]);
    const trade = seeded.find((p) => p.name_en.startsWith('Trade'))!;
    // Nearly sold out: what remains to buy is the stock, below the limit.
    expect(trade.remaining_limit).toBe(Math.min(trade.stock, 10));
    expect(trade.admits).toEqual(['2027-07-30']);
  });

  it('are out of reach of exhibitors, and of buyers while the group switch is off', async () => {
    for (const account of ['exhibitor@demo.test', 'sub@demo.test']) {
      const { status, body } = await t.call({ method: 'GET', url: '/api/v4/group/ticket', headers: await as(account) });
      expect([account, status, body.code]).toEqual([account, 403, 1003]);
    }
    await putSetting(t.database.db, 'group_switch', 0);
    t.callersChanged();
    try {
      const { status, body } = await t.call({ method: 'POST', url: '/api/v4/group/order', headers: await as('group@demo.test'), payload: { ticket_id: 1, quantity: 1 } });
      expect([status, body.code]).toEqual([403, 1003]);
    } finally {
      await putSetting(t.database.db, 'group_switch', 1);
      t.callersChanged();
    }
  });

  it('gives the bank account remittances go to', async () => {
    const { body } = await t.call<BankDetails>({ method: 'GET', url: '/api/v4/group/bank', headers: await as('group@demo.test') });
    expect(body.data).toMatchObject({ account_name: '上海数字游戏博览会有限公司', account: expect.stringMatching(/^\d{8,30}$/) });
  });
});

describe('placing an order', () => {
  it('refuses a missing product, a quantity of 0 and odd input with a message naming the field', async () => {
    const [buyer] = await makeBuyers(w, 1);
    const h = buyer!.headers;
    const product = await makeProduct(w);
    const cases: [object, string][] = [
      [{ quantity: 1 }, 'Choose a group ticket'],
      [{ ticket_id: product.id, quantity: 0 }, 'The quantity cannot be 0'],
      [{ ticket_id: product.id }, 'Enter the quantity'],
      [{ ticket_id: product.id, quantity: 2001 }, 'Quantity'],
      [{ ticket_id: product.id, quantity: 1e300 }, 'Quantity'],
      [{ ticket_id: 'x\u0000', quantity: 1 }, 'Group ticket'],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await t.call({ method: 'POST', url: '/api/v4/group/order', headers: h, payload });
      expect([JSON.stringify(payload), status, body.code]).toEqual([JSON.stringify(payload), 400, 1000]);
      expect(body.message).toContain(message);
    }
    const unknown = await place(h, 999_999, 1);
    expect([unknown.body.code, unknown.body.message]).toEqual([1004, 'This group ticket does not exist']);
    expect(await stockOf(product.id)).toBe(100);
  });

  it('takes 1 and 2,000 tickets in one order, and refuses 0 and 2,001', async () => {
    const product = await makeProduct(w, { stock: 5_000, limit: 5_000, price: 1_000_000 });
    const [small, large] = await makeBuyers(w, 2);
    expect((await place(small!.headers, product.id, 0)).body.code).toBe(1000);
    expect((await place(small!.headers, product.id, 1)).body.data).toMatchObject({ quantity: 1, amount: 1_000_000 });
    expect((await place(large!.headers, product.id, 2_001)).body.code).toBe(1000);
    // The largest order at the highest price stays within 32-bit cents.
    expect((await place(large!.headers, product.id, 2_000)).body.data).toMatchObject({ quantity: 2_000, amount: 2_000_000_000 });
  });

  it('holds the tickets for 15 minutes and names the order GB + the show day', async () => {
    const [buyer] = await makeBuyers(w, 1);
    const product = await makeProduct(w, { stock: 10, price: 12_345 });
    const { body } = await place(buyer!.headers, product.id, 4);
    expect(body.code).toBe(1);
    const order = body.data;
    expect(order).toMatchObject({ status: GroupOrderStatus.AWAITING_PAYMENT, quantity: 4, unit_price: 12_345, amount: 49_380, payment_method: PaymentMethod.NONE, deferred: false });
    expect(order.order_no).toMatch(/^GB\d{18}$/);
    expect(order.deadline_at! - order.created_at).toBe(900);
    expect(order.actions).toEqual({ pay: true, defer: true, remit: true, cancel: true });
    expect(order.events.map((e) => [e.status, e.by])).toEqual([[0, 'buyer']]);
    expect(await stockOf(product.id)).toBe(6);
  });

  it('never sells beyond the stock: 2 of 3 left, then 3, then 4 (naming what remains)', async () => {
    const product = await makeProduct(w, { stock: 3 });
    const [a, b, c] = await makeBuyers(w, 3);
    const over = await place(a!.headers, product.id, 4);
    expect([over.body.code, over.body.data, over.body.message]).toEqual([2010, { remaining: 3 }, 'Not enough tickets left: only 3 remain']);
    expect((await place(a!.headers, product.id, 3)).body.code).toBe(1);
    const none = await place(b!.headers, product.id, 1);
    expect([none.body.code, none.body.data]).toEqual([2010, { remaining: 0 }]);
    // Cancelling puts the tickets back on sale.
    const mine = (await t.call<{ list: GroupOrder[] }>({ method: 'GET', url: '/api/v4/group/order', headers: a!.headers })).body.data.list[0]!;
    expect((await act(a!.headers, mine.id, 'cancel')).body.data.status).toBe(GroupOrderStatus.CANCELLED);
    expect(await stockOf(product.id)).toBe(3);
    expect((await place(c!.headers, product.id, 2)).body.code).toBe(1);
    expect(await stockOf(product.id)).toBe(1);
  });

  it("never beyond the account's limit: 4, 5 and 6 of 5, counting every order not cancelled", async () => {
    const product = await makeProduct(w, { limit: 5 });
    const [buyer, other] = await makeBuyers(w, 2);
    const h = buyer!.headers;
    const six = await place(h, product.id, 6);
    expect([six.body.code, six.body.data, six.body.message]).toEqual([2010, { remaining: 5 }, 'Beyond the purchase limit: 5 per account, you can still buy 5']);
    const four = await place(h, product.id, 4);
    expect(four.body.code).toBe(1);
    await act(h, four.body.data.id, 'cancel');
    const five = await place(h, product.id, 5);
    expect(five.body.code).toBe(1);
    // Paid: the five count against the limit, the cancelled four do not.
    await verifyPaid(five.body.data.id);
    const list = (await t.call<{ list: GroupProduct[] }>({ method: 'GET', url: '/api/v4/group/ticket', headers: h })).body.data.list;
    expect(list.find((p) => p.id === product.id)).toMatchObject({ bought: 5, remaining_limit: 0 });
    const one = await place(h, product.id, 1);
    expect([one.body.code, one.body.data]).toEqual([2010, { remaining: 0 }]);
    // Another account has its own limit.
    expect((await place(other!.headers, product.id, 5)).body.code).toBe(1);
  });

  it('allows one unpaid order per account (3002), whatever product', async () => {
    const [first, second] = [await makeProduct(w), await makeProduct(w)];
    const [buyer] = await makeBuyers(w, 1);
    const placed = await place(buyer!.headers, first.id, 1);
    const again = await place(buyer!.headers, second.id, 1);
    expect([again.body.code, again.body.message, again.body.data]).toEqual([
      3002, 'You currently have unpaid orders, please cancel or pay first', { order_id: placed.body.data.id, order_no: placed.body.data.order_no },
    ]);
    // A zh buyer reads it in Chinese.
    const zh = await place({ ...buyer!.headers, cookie: 'language=zh' }, second.id, 1);
    expect(zh.body.message).toBe('您当前有未支付的订单，请先取消或支付');
  });

  it('refuses a product that is not on sale, naming the sale window', async () => {
    const now = Math.floor(Date.now() / 1000);
    const later = await makeProduct(w, { sale_starts_at: now + 3600, sale_ends_at: now + 7200 });
    const [buyer] = await makeBuyers(w, 1);
    const { body } = await place(buyer!.headers, later.id, 1);
    expect(body.code).toBe(2010);
    expect(body.message).toMatch(/^This group ticket is not on sale now \(on sale from \d{4}-\d\d-\d\d \d\d:\d\d UTC\+8 to /);
  });
});

/** Marks an order paid straight in the database (for tests about what follows payment). */
async function verifyPaid(id: number): Promise<void> {
  await t.database.db.update(groupOrders).set({ status: GroupOrderStatus.PAYMENT_COMPLETE, paidAt: new Date(), deadlineAt: null }).where(eq(groupOrders.id, id));
}

describe('paying online through the sandbox', () => {
  it('pays over real HTTP: checkout page, signed callback, back to the order; the buyer hears 10002', async () => {
    const product = await makeProduct(w, { price: 36_000 });
    const h = await as('group@demo.test');
    const userId = await userIdOf(w, 'group@demo.test');
    const order = (await place(h, product.id, 2)).body.data;
    expect(order.tickets).toBeNull();

    const started = await fetch(`${w.base}/api/v4/group/order/${order.id}/pay`, { method: 'POST', headers: h });
    const url = ((await started.json()) as { data: { checkout_url: string } }).data.checkout_url;
    expect(url).toMatch(new RegExp(`^${w.base}/api/pay/sandbox/checkout/sbx_[\\w-]+$`));
    const html = await (await fetch(`${url}?lang=en`)).text();
    expect(html).toContain('¥720.00');
    expect(html).toContain(order.order_no);
    expect(html).toContain('Group tickets: Test ticket × 2');

    const live = listen(userId);
    const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'lang=en' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${w.base}/groupManagement/groupTicket/groupOrderDetail?id=${order.id}`);
    await live.until(order.id, GroupOrderStatus.PAYMENT_COMPLETE);
    live.stop();

    const done = (await orderOf(h, order.id)).data;
    expect(done).toMatchObject({ status: GroupOrderStatus.PAYMENT_COMPLETE, payment_method: PaymentMethod.ONLINE, deadline_at: null });
    expect(done.paid_at).toBeGreaterThan(0);
    expect(done.actions).toEqual({ pay: false, defer: false, remit: false, cancel: false });
    expect(done.events.map((e) => [e.status, e.by])).toEqual([[0, 'buyer'], [5, 'provider']]);
    // Non-refundable: a paid order cannot be cancelled.
    const cancel = await act(h, order.id, 'cancel');
    expect([cancel.body.code, cancel.body.message]).toEqual([2010, `Order ${order.order_no} cannot be cancelled in its current state (paid group orders are non-refundable)`]);
    // The paid order's tickets are the buyer's, issued with the payment: one allocation of two.
    const held = (await listAllocations(t.database.db, { groupUserId: userId })).filter((a) => a.name_en === 'Test ticket');
    expect(held.at(-1)).toMatchObject({ quota: 2, claimed: 2, counts: { unbound: 2, failed: 0, bound: 0, unbound_ok: 0 } });
    // The buyer may place the next order now.
    expect((await place(h, product.id, 1)).body.code).toBe(1);
  });

  it('refuses a forged callback, a wrong amount and a payment after the deadline', async () => {
    const product = await makeProduct(w);
    const [buyer] = await makeBuyers(w, 1);
    const order = (await place(buyer!.headers, product.id, 1)).body.data;
    await act(buyer!.headers, order.id, 'pay');
    const now = String(Math.floor(Date.now() / 1000));
    const forged = { ...signed({ out_trade_no: order.order_no, trade_no: 'G-forged', total_amount: '10000', paid_at: now }), sign: '00'.repeat(32) };
    expect(await notify(forged)).toBe('fail');
    expect(await notify(signed({ out_trade_no: order.order_no, trade_no: 'G-amount', total_amount: '9999', paid_at: now }))).toBe('fail');
    const late = String(order.deadline_at! + 5);
    expect(await notify(signed({ out_trade_no: order.order_no, trade_no: 'G-late', total_amount: '10000', paid_at: late }))).toBe('fail');
    expect((await orderOf(buyer!.headers, order.id)).data.status).toBe(GroupOrderStatus.AWAITING_PAYMENT);
    expect(await notify(signed({ out_trade_no: order.order_no, trade_no: 'G-good', total_amount: '10000', paid_at: now }))).toBe('success');
    expect((await orderOf(buyer!.headers, order.id)).data.status).toBe(GroupOrderStatus.PAYMENT_COMPLETE);
  });

  it('refuses to start a payment for an order under verification or cancelled', async () => {
    const product = await makeProduct(w);
    const [buyer] = await makeBuyers(w, 1);
    const order = (await place(buyer!.headers, product.id, 1)).body.data;
    await act(buyer!.headers, order.id, 'cancel');
    const pay = await act(buyer!.headers, order.id, 'pay');
    expect([pay.body.code, pay.body.message]).toEqual([2010, `Order ${order.order_no} was cancelled; place a new order`]);
  });
});

describe('deferring and remitting', () => {
  it('defers once by 3 days; remits with a voucher; the organiser rejects, the buyer resubmits, the organiser confirms', async () => {
    const product = await makeProduct(w, { price: 25_050 });
    const h = await as('group@demo.test');
    const userId = await userIdOf(w, 'group@demo.test');
    const order = (await place(h, product.id, 2)).body.data;

    const deferred = (await act(h, order.id, 'defer')).body.data;
    expect(deferred).toMatchObject({ status: GroupOrderStatus.AWAITING_REMITTANCE, deferred: true, payment_method: PaymentMethod.REMITTANCE });
    expect(deferred.deadline_at! - order.deadline_at!).toBe(DEFER_SECONDS);
    expect(deferred.actions).toEqual({ pay: true, defer: false, remit: true, cancel: true });
    const twice = await act(h, order.id, 'defer');
    expect([twice.body.code, twice.body.message]).toEqual([2010, `Order ${order.order_no} was already deferred once and cannot be deferred again`]);

    // The remitted amount must be the order's; what was typed is not lost (nothing stored).
    const wrong = await remit(h, order.id, await remittanceFor(order, 'group@demo.test', { amount: 50_000 }));
    expect([wrong.body.code, wrong.body.message, wrong.body.data]).toEqual([2010, 'The amount remitted must equal the order amount, ¥501.00', { field: 'amount', amount: 50_100 }]);
    const missing = await remit(h, order.id, { ...(await remittanceFor(order, 'group@demo.test')), bank_name: '' });
    expect([missing.body.code, missing.body.message]).toEqual([1000, 'Enter the remitting bank']);
    // Another account's upload is not a voucher of this buyer's.
    const foreign = await remit(h, order.id, await remittanceFor(order, 'groupbuy@demo.test'));
    expect(foreign.body.code).not.toBe(1);

    const submitted = await remit(h, order.id, await remittanceFor(order, 'group@demo.test'));
    expect(submitted.body.code).toBe(1);
    const waiting = submitted.body.data;
    expect(waiting).toMatchObject({ status: GroupOrderStatus.AWAITING_VERIFICATION, deadline_at: null });
    const expectedDue = addWorkingDays(waiting.remittances[0]!.submitted_at, REMITTANCE_VERIFY_WORKING_DAYS, t.config.timeZone);
    expect(Math.abs(waiting.verify_due_at! - expectedDue)).toBeLessThanOrEqual(1);
    expect(waiting.actions).toEqual({ pay: false, defer: false, remit: false, cancel: false });
    expect(waiting.remittances[0]).toMatchObject({ bank_name: '招商银行上海分行', amount: 50_100, decision: null, voucher: { name: 'slip.png' } });
    const again = await remit(h, order.id, await remittanceFor(order, 'group@demo.test'));
    expect([again.body.code, again.body.message]).toEqual([2010, `The remittance of order ${order.order_no} is being verified; wait for the organiser's confirmation`]);

    // A rejection needs a reason; the buyer hears it live and reads it on the order.
    const noReason = await verify(order.id, { decision: 'reject' });
    expect([noReason.body.code, noReason.body.message]).toEqual([1000, expect.stringContaining('Reason for rejection')]);
    expect((await verify(order.id, { decision: 'reject', reason: '   ' })).body.code).toBe(1000);
    const live = listen(userId);
    const rejected = await verify(order.id, { decision: 'reject', reason: 'The voucher is unreadable' });
    expect(rejected.body.data).toMatchObject({ status: GroupOrderStatus.VERIFICATION_FAILED, buyer: { id: userId } });
    await live.until(order.id, GroupOrderStatus.VERIFICATION_FAILED);
    const failed = (await orderOf(h, order.id)).data;
    expect(failed).toMatchObject({ status: GroupOrderStatus.VERIFICATION_FAILED, reason: 'The voucher is unreadable' });
    expect(failed.actions).toEqual({ pay: false, defer: false, remit: true, cancel: true });
    expect(failed.remittances[0]).toMatchObject({ decision: 'rejected', reason: 'The voucher is unreadable' });

    expect((await remit(h, order.id, await remittanceFor(order, 'group@demo.test'))).body.data.status).toBe(GroupOrderStatus.AWAITING_VERIFICATION);
    const approved = await verify(order.id, { decision: 'approve' });
    expect(approved.body.data.status).toBe(GroupOrderStatus.PAYMENT_COMPLETE);
    await live.until(order.id, GroupOrderStatus.PAYMENT_COMPLETE);
    live.stop();
    const twiceDecided = await verify(order.id, { decision: 'approve' });
    expect([twiceDecided.body.code, twiceDecided.body.message]).toEqual([2010, `Order ${order.order_no} is not awaiting verification; it may have been decided already`]);

    const done = (await orderOf(h, order.id)).data;
    expect(done.events.map((e) => [e.status, e.by, e.reason])).toEqual([
      [0, 'buyer', null], [1, 'buyer', 'deferred'], [2, 'buyer', null], [4, 'organiser', 'The voucher is unreadable'], [2, 'buyer', null], [5, 'organiser', null],
    ]);
    expect(done.remittances.map((r) => r.decision)).toEqual(['rejected', 'approved']);
    // Confirmed: the order's two tickets are issued, once, to the buyer.
    const [issued] = await t.database.db.select().from(ticketAllocations).where(eq(ticketAllocations.groupOrderId, order.id));
    expect(issued).toMatchObject({ groupUserId: userId, exhibitorId: null, quota: 2, claimed: 2, groupProductId: product.id });
    expect((await listTickets(t.database.db, { groupUserId: userId }, { page: 1, limit: 5, allocation_id: issued!.id })).total).toBe(2);
  });

  it('cannot defer after the deadline, nor remit for a cancelled order', async () => {
    const product = await makeProduct(w);
    const [buyer] = await makeBuyers(w, 1);
    const order = (await place(buyer!.headers, product.id, 1)).body.data;
    await lapse(w, [order.id], 30);
    const defer = await act(buyer!.headers, order.id, 'defer');
    expect([defer.body.code, defer.body.message]).toEqual([2010, `Order ${order.order_no} cannot be deferred in its current state`]);
    await lapse(w, [order.id], 120);
    const remitted = await remit(buyer!.headers, order.id, { bank_name: '招商银行', account: '6225880212345678', account_name: '某公司', amount: 10_000, remitted_on: '2026-11-25', voucher: { key: 'x' } });
    expect(remitted.body.code).not.toBe(1);
    expect((await orderOf(buyer!.headers, order.id)).data.status).toBe(GroupOrderStatus.CANCELLED);
  });
});

describe('the deadline', () => {
  it('cancels lapsed unpaid orders, returns their tickets, logs why and tells the buyer; a later callback is refused', async () => {
    const product = await makeProduct(w, { stock: 10 });
    const [a, b] = await makeBuyers(w, 2);
    const first = (await place(a!.headers, product.id, 3)).body.data;
    const second = (await place(b!.headers, product.id, 2)).body.data;
    await act(a!.headers, first.id, 'pay');
    expect(await stockOf(product.id)).toBe(5);
    await lapse(w, [first.id, second.id]);
    const live = listen(a!.id);
    const expired = await expireOverdue(t.database.db);
    expect(expired.map((o) => o.id).sort()).toEqual([first.id, second.id].sort());
    expect(await stockOf(product.id)).toBe(10);
    // The sweep tells the buyers; here the module's own sweep function is called as the route does.
    const lapsed = (await orderOf(a!.headers, first.id)).data;
    expect(lapsed.status).toBe(GroupOrderStatus.CANCELLED);
    expect(lapsed.events.at(-1)).toMatchObject({ status: 3, by: 'system', reason: 'expired' });
    const [checkout] = await t.database.db.select({ status: payments.status }).from(payments).where(eq(payments.orderId, first.id));
    expect(checkout?.status).toBe(2);
    live.stop();
    const paidAt = String(first.created_at + 60);
    expect(await notify(signed({ out_trade_no: first.order_no, trade_no: 'G-after-expiry', total_amount: String(first.amount), paid_at: paidAt }))).toBe('fail');
    expect((await orderOf(a!.headers, first.id)).data.status).toBe(GroupOrderStatus.CANCELLED);
    // Expiring again changes nothing.
    expect(await expireOverdue(t.database.db)).toEqual([]);
    expect(await stockOf(product.id)).toBe(10);
  });

  it('keeps a remittance under verification past the deadline; a rejection leaves a day to correct it', async () => {
    const product = await makeProduct(w);
    const h = await as('groupbuy@demo.test');
    const order = (await place(h, product.id, 1)).body.data;
    expect((await remit(h, order.id, await remittanceFor(order, 'groupbuy@demo.test'))).body.code).toBe(1);
    await lapse(w, [order.id], 3600);
    expect(await expireOverdue(t.database.db)).toEqual([]);
    const rejected = (await verify(order.id, { decision: 'reject', reason: '金额未到账' })).body.data;
    expect(rejected.status).toBe(GroupOrderStatus.VERIFICATION_FAILED);
    expect(rejected.deadline_at! - Math.floor(Date.now() / 1000)).toBeGreaterThan(24 * 3600 - 60);
    expect(rejected.actions.remit).toBe(true);
  });
});

describe('who reaches which order', () => {
  it("answers another buyer's order as unknown, on every call", async () => {
    const product = await makeProduct(w);
    const [owner, stranger] = await makeBuyers(w, 2);
    const order = (await place(owner!.headers, product.id, 1)).body.data;
    const calls = [
      { method: 'GET' as const, url: `/api/v4/group/order/${order.id}` },
      ...(['pay', 'defer', 'cancel'] as const).map((action) => ({ method: 'POST' as const, url: `/api/v4/group/order/${order.id}/${action}` })),
    ];
    for (const call of calls) {
      const { status, body } = await t.call({ ...call, headers: stranger!.headers });
      expect([call.url, status, body.code, body.message]).toEqual([call.url, 404, 1004, 'The order does not exist']);
    }
    const list = (await t.call<{ list: GroupOrder[]; total: number }>({ method: 'GET', url: '/api/v4/group/order', headers: stranger!.headers })).body.data;
    expect(list).toEqual({ list: [], total: 0 });
    expect((await orderOf(owner!.headers, order.id)).data.status).toBe(GroupOrderStatus.AWAITING_PAYMENT);
  });

  it('keeps the organiser API to organiser staff', async () => {
    for (const url of ['/api/organiser/group/order', '/api/organiser/group/ticket']) {
      const { status, body } = await t.call({ method: 'GET', url, headers: await as('group@demo.test') });
      expect([url, status, body.code]).toEqual([url, 403, 1003]);
    }
    const verifyAsBuyer = await t.call({ method: 'POST', url: '/api/organiser/group/order/1/verify', headers: await as('group@demo.test'), payload: { decision: 'approve' } });
    expect(verifyAsBuyer.status).toBe(403);
  });
});

describe('transaction complete', () => {
  const payOnline = async (headers: Headers, order: GroupOrder) => {
    await act(headers, order.id, 'pay');
    expect(await notify(signed({ out_trade_no: order.order_no, trade_no: `G-done-${order.id}`, total_amount: String(order.amount), paid_at: String(Math.floor(Date.now() / 1000)) }))).toBe('success');
  };

  it('comes when the last ticket of a paid order is bound, not before', async () => {
    const product = await makeProduct(w);
    const [buyer] = await makeBuyers(w, 1);
    const order = (await place(buyer!.headers, product.id, 2)).body.data;
    await payOnline(buyer!.headers, order);
    const [allocation] = await t.database.db.select().from(ticketAllocations).where(eq(ticketAllocations.groupOrderId, order.id));
    const issued = (await listTickets(t.database.db, { groupUserId: buyer!.id }, { page: 1, limit: 5, allocation_id: allocation!.id })).list;
    const bind = (id: number, n: number) => t.call({ method: 'PUT', url: `/api/v4/group/ticket-holding/${id}`, headers: buyer!.headers, payload: { name: `成员${n}`, doc_type: 1, doc_number: validId(800 + n), phone: '13800000000' } });
    expect((await orderOf(buyer!.headers, order.id)).data.tickets).toEqual({ allocation_id: allocation!.id, total: 2, bound: 0 });
    expect((await bind(issued[0]!.id, 1)).body.code).toBe(1);
    expect((await orderOf(buyer!.headers, order.id)).data).toMatchObject({ status: GroupOrderStatus.PAYMENT_COMPLETE, tickets: { total: 2, bound: 1 } });
    expect((await bind(issued[1]!.id, 2)).body.code).toBe(1);
    const done = (await orderOf(buyer!.headers, order.id)).data;
    expect(done.status).toBe(GroupOrderStatus.TRANSACTION_COMPLETE);
    expect(done.events.at(-1)).toMatchObject({ status: 6, by: 'system', reason: 'all_bound' });
  });

  it('comes for every paid order once the show has ended, bound or not', async () => {
    const product = await makeProduct(w);
    const [buyer] = await makeBuyers(w, 1);
    const order = (await place(buyer!.headers, product.id, 1)).body.data;
    await payOnline(buyer!.headers, order);
    const expo = DEFAULT_SETTINGS.expo;
    await putSetting(t.database.db, 'expo', { ...expo, ends_at: Math.floor(Date.now() / 1000) - 60 });
    try {
      const completed = await completeOrders(t.database.db, Math.floor(Date.now() / 1000) - 60);
      expect(completed.map((o) => o.id)).toContain(order.id);
      expect((await orderOf(buyer!.headers, order.id)).data.events.at(-1)).toMatchObject({ status: 6, reason: 'show_ended' });
    } finally {
      await putSetting(t.database.db, 'expo', expo);
    }
  });
});

describe('group tickets the organiser allocates', () => {
  it('gives a group ticket account tickets from the stock, never beyond it, and only to such an account', async () => {
    const organiser = await as('organiser@demo.test');
    const product = await makeProduct(w, { stock: 5, name_en: 'Allocated pass' });
    const allocate = (payload: object) => t.call<{ allocation_id: number }>({ method: 'POST', url: '/api/organiser/group/allocation', headers: organiser, payload });
    const groupId = await userIdOf(w, 'group@demo.test');
    const buyOnly = await allocate({ user_id: await userIdOf(w, 'groupbuy@demo.test'), ticket_id: product.id, quantity: 1 });
    expect([buyOnly.body.code, buyOnly.body.message]).toEqual([2010, 'This account does not hold group tickets; tickets cannot be allocated to it']);
    // The body is the allocation form's (schemas/group-allocation.json): a missing account is refused on its field.
    const noAccount = await allocate({ ticket_id: product.id, quantity: 1 });
    expect([noAccount.status, noAccount.body.code, noAccount.body.message]).toEqual([400, 1000, 'Choose a group account']);
    const over = await allocate({ user_id: groupId, ticket_id: product.id, quantity: 6 });
    expect([over.body.code, over.body.data]).toEqual([2010, { remaining: 5 }]);
    const given = await allocate({ user_id: groupId, ticket_id: product.id, quantity: 5 });
    expect(given.body.code).toBe(1);
    expect(await stockOf(product.id)).toBe(0);
    const mine = await listAllocations(t.database.db, { groupUserId: groupId });
    expect(mine.find((a) => a.id === given.body.data.allocation_id)).toMatchObject({ name_en: 'Allocated pass', quota: 5, claimed: 5 });
    expect((await t.call({ method: 'POST', url: '/api/organiser/group/allocation', headers: await as('group@demo.test'), payload: { user_id: groupId, ticket_id: product.id, quantity: 1 } })).status).toBe(403);
  });

  it('seeds 30 four-day passes for group@demo.test', async () => {
    const seeded = (await listAllocations(t.database.db, { groupUserId: await userIdOf(w, 'group@demo.test') })).find((a) => a.name_en === 'Four-day pass (group)');
    expect(seeded).toMatchObject({ quota: DEMO_GROUP_ALLOCATION, claimed: DEMO_GROUP_ALLOCATION });
  });
});

describe("the organiser's orders and products", () => {
  it('lists every buyer with filters and exports them', async () => {
    const product = await makeProduct(w, { name: '导出票', name_en: 'Export ticket' });
    const [a, b] = await makeBuyers(w, 2);
    const first = (await place(a!.headers, product.id, 1)).body.data;
    await place(b!.headers, product.id, 2);
    await act(a!.headers, first.id, 'cancel');
    const organiser = await as('organiser@demo.test');
    const byProduct = (await t.call<{ list: GroupOrder[]; total: number }>({ method: 'GET', url: `/api/organiser/group/order?ticket_id=${product.id}`, headers: organiser })).body.data;
    expect(byProduct.total).toBe(2);
    expect(byProduct.list.map((o) => [o.quantity, o.status, o.buyer?.name])).toEqual([[2, 0, 'Buyer 1'], [1, 3, 'Buyer 0']]);
    const cancelled = (await t.call<{ list: GroupOrder[]; total: number }>({ method: 'GET', url: `/api/organiser/group/order?ticket_id=${product.id}&status=3`, headers: organiser })).body.data;
    expect(cancelled.list.map((o) => o.order_no)).toEqual([first.order_no]);
    const byNumber = (await t.call<{ list: GroupOrder[]; total: number }>({ method: 'GET', url: `/api/organiser/group/order?keyword=${first.order_no.slice(-10)}`, headers: organiser })).body.data;
    expect(byNumber.list.map((o) => o.id)).toEqual([first.id]);
    expect((await t.call<{ total: number }>({ method: 'GET', url: '/api/organiser/group/order?keyword=%25', headers: organiser })).body.data.total).toBe(0);

    const started = await t.call<{ id: number; name: string }>({ method: 'POST', url: `/api/organiser/group/order/export?ticket_id=${product.id}`, headers: organiser });
    expect(started.body.code).toBe(1);
    expect(started.body.data.name).toMatch(/^Group orders-\d{12}$/);
  });

  it('puts remittances to verify first, the one due soonest first, each with when it was remitted; then the rest newest first', async () => {
    const product = await makeProduct(w, { name: '核对票', name_en: 'Verify ticket' });
    const [a, b, c] = await makeBuyers(w, 3);
    const remitted = async (buyer: { id: number; headers: Headers }) => {
      const order = (await place(buyer.headers, product.id, 1)).body.data;
      // The buyers are made without passwords: the voucher is uploaded by a demo account and moved to the buyer.
      const voucher = await voucherOf('groupbuy@demo.test');
      await t.database.db.execute(sql`update uploads set user_id = ${buyer.id} where key = ${voucher.key}`);
      const submitted = await remit(buyer.headers, order.id, { ...(await remittanceFor(order, 'groupbuy@demo.test')), voucher });
      expect(submitted.body.code, submitted.body.message).toBe(1);
      return submitted.body.data;
    };
    const first = await remitted(a!);
    const second = await remitted(b!);
    const unpaid = (await place(c!.headers, product.id, 1)).body.data;
    const organiser = await as('organiser@demo.test');
    const list = (await t.call<{ list: GroupOrder[] }>({ method: 'GET', url: `/api/organiser/group/order?ticket_id=${product.id}`, headers: organiser })).body.data.list;
    expect(list.map((o) => o.id)).toEqual([first.id, second.id, unpaid.id]);
    expect(list[0]!.remitted_at).toBe(first.remittances[0]!.submitted_at);
    expect(list[2]!.remitted_at).toBeNull();
    // The buyer reads the same moment on its own order.
    expect((await orderOf(a!.headers, first.id)).data.remitted_at).toBe(first.remittances[0]!.submitted_at);
  });

  it('checks a product by its screen and refuses a sale that ends before it starts', async () => {
    const organiser = await as('organiser@demo.test');
    const bad = await t.call({ method: 'POST', url: '/api/organiser/group/ticket', headers: organiser, payload: { ...productInput(), price: -1 } });
    expect([bad.status, bad.body.code]).toEqual([400, 1000]);
    const now = Math.floor(Date.now() / 1000);
    const backwards = await t.call({ method: 'POST', url: '/api/organiser/group/ticket', headers: organiser, payload: productInput({ sale_starts_at: now, sale_ends_at: now }) });
    expect([backwards.body.code, backwards.body.message]).toEqual([2010, 'The sale must end after it starts']);
    const product = await makeProduct(w);
    const changed = await t.call<GroupProduct>({ method: 'PUT', url: `/api/organiser/group/ticket/${product.id}`, headers: organiser, payload: productInput({ stock: 7, active: false }) });
    expect(changed.body.data).toMatchObject({ stock: 7, active: false });
    const missing = await t.call({ method: 'PUT', url: '/api/organiser/group/ticket/999999', headers: organiser, payload: productInput() });
    expect(missing.body.code).toBe(1004);
  });
});
