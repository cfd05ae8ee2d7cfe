/**
 * Unbinding booth tickets for a fee: the order rules, paying through the sandbox provider over real
 * HTTP (checkout page, signed callback, the job that erases the holders), refused and repeated
 * callbacks, cancelling, the payment window and its sweep, and who may see the orders. The races
 * (concurrent orders, duplicate callbacks) are in unbind.races.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LiveCode } from '../../../../src/shared/live';
import {
  OrderStatus, TicketStatus, type BatchUnbindFinished, type BoothTicket, type BatchUnbindItem, type NewUnbindOrder, type UnbindOrder,
} from '../../../../src/shared/tickets';
import { exhibitorMembers, jobs, payments, tickets, unbindOrders, unbindOrderTickets, users } from '../../../../src/server/db/schema';
import { migrationsFolder } from '../../../../src/server/db/migrate';
import type { LiveEvent } from '../../../../src/server/live/hub';
import { expireOverdue } from '../../../../src/server/modules/unbind/queries';
import { PaymentStatus } from '../../../../src/server/pay/notify';
import { paymentProviders, sandboxSecret } from '../../../../src/server/pay/registry';
import { signFields } from '../../../../src/server/pay/sandbox';
import { DEFAULT_SETTINGS, putSetting } from '../../../../src/server/settings';
import type { TestApp } from '../../../support/test-app';
import {
  as as asIn, config as configIn, makeTickets as makeTicketsIn, notify as notifyIn, openUnbindWorld, pay as payIn, startClean, signed as signedIn, unbind as unbindIn,
  type Headers, type UnbindWorld,
} from './support';

let w: UnbindWorld;
let t: TestApp;
let exhibitorId: number;
let base: string;

const as = (account: string, language = 'en') => asIn(w, account, language);
const makeTickets = (n: number, options?: Parameters<typeof makeTicketsIn>[2]) => makeTicketsIn(w, n, options);
const unbind = (headers: Headers, ticketIds: number[]) => unbindIn(w, headers, ticketIds);
const config = (headers: Headers) => configIn(w, headers);
const order = async (headers: Headers, id: number) => (await t.call<UnbindOrder>({ method: 'GET', url: `/api/v4/unbind/order/${id}`, headers })).body;
const pay = (headers: Headers, id: number) => payIn(w, headers, id);
const cancel = (headers: Headers, id: number) => t.call<UnbindOrder>({ method: 'POST', url: `/api/v4/unbind/order/${id}/cancel`, headers });
const notify = (fields: Record<string, string>) => notifyIn(w, fields);
const secret = (): string => sandboxSecret(t.config);
const signed = (fields: Record<string, string>) => signedIn(w, fields);

/** Live messages for the exhibitor, as its open streams receive them. */
function listen(): { events: LiveEvent[]; until(test: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<void>; stop(): void } {
  const events: LiveEvent[] = [];
  const waiters: { test: (event: LiveEvent) => boolean; resolve: () => void }[] = [];
  const stop = t.live.subscribe({ userId: -1, exhibitorId, deliver: (event) => {
    events.push(event);
    for (const waiter of [...waiters]) if (waiter.test(event)) { waiters.splice(waiters.indexOf(waiter), 1); waiter.resolve(); }
  } });
  return {
    events,
    stop,
    until: (test, timeoutMs = 15_000) => events.some(test) ? Promise.resolve() : new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('live message did not arrive')), timeoutMs);
      waiters.push({ test, resolve: () => { clearTimeout(timer); resolve(); } });
    }),
  };
}

beforeAll(async () => {
  w = await openUnbindWorld();
  ({ t, exhibitorId, base } = w);
});
afterAll(async () => { await t.close(); });

beforeEach(() => startClean(w));

describe('the unbind configuration', () => {
  it('gives the fee, the limit, what remains of it and the window', async () => {
    await putSetting(t.database.db, 'unbind', DEFAULT_SETTINGS.unbind);
    const headers = await as('exhibitor@demo.test');
    const before = await config(headers);
    expect(before.code).toBe(1);
    expect(before.data).toMatchObject({ fee: 2000, limit: 20, open: true, window: { starts_at: DEFAULT_SETTINGS.unbind.starts_at, ends_at: DEFAULT_SETTINGS.unbind.ends_at } });
    const [a, b] = await makeTickets(2);
    const created = await unbind(headers, [a!.id, b!.id]);
    expect(created.body.code).toBe(1);
    expect((await config(headers)).data.remaining).toBe(before.data.remaining - 2);
    await cancel(await as('exhibitor@demo.test'), created.body.data.id);
    expect((await config(headers)).data.remaining).toBe(before.data.remaining);
  });

  it('is changed by organiser staff through the settings API', async () => {
    const staff = await as('organiser@demo.test');
    const value = { fee: 1500, limit: 3, starts_at: 1_700_000_000, ends_at: 2_000_000_000 };
    const put = await t.call({ method: 'PUT', url: '/api/organiser/settings/unbind', headers: staff, payload: { value } });
    expect(put.body.code).toBe(1);
    expect((await config(await as('exhibitor@demo.test'))).data).toMatchObject({ fee: 1500, limit: 3, window: { starts_at: 1_700_000_000, ends_at: 2_000_000_000 } });
    const bad = await t.call({ method: 'PUT', url: '/api/organiser/settings/unbind', headers: staff, payload: { value: { ...value, fee: -1 } } });
    expect([bad.status, bad.body.code]).toEqual([400, 1000]);
  });
});

describe('making an unbind order', () => {
  it('creates an order awaiting payment for bound tickets, priced per ticket, holders masked, and raises the flag (10007)', async () => {
    const headers = await as('exhibitor@demo.test');
    const live = listen();
    const picked = await makeTickets(3);
    const { body } = await unbind(headers, picked.map((ticket) => ticket.id));
    expect(body.code).toBe(1);
    const created = body.data;
    expect(created.order_no).toMatch(/^UB\d{8}\d{10}$/);
    expect(created).toMatchObject({ ticket_count: 3, unit_fee: 2000, amount: 6000, status: OrderStatus.AWAITING_PAYMENT, pay_started_at: null, pay_expires_at: null, paid_at: null, completed_at: null });
    expect(created.tickets.map((ticket) => [ticket.ticket_no, ticket.holder_name, ticket.state])).toEqual(
      picked.map((ticket) => [ticket.ticketNo, Number(ticket.ticketNo.slice(3)) % 2 ? '欧**娜' : 'J********h', 0]));
    await live.until((event) => event.code === LiveCode.NEW_UNBIND_ORDER);
    live.stop();
    expect(live.events.find((event) => event.code === LiveCode.NEW_UNBIND_ORDER)?.data).toEqual({ order_id: created.id, order_no: created.order_no } satisfies NewUnbindOrder);
    expect((await order(headers, created.id)).data).toEqual(created);
  });

  it('refuses a ticket that is not bound, naming it', async () => {
    const [bound] = await makeTickets(1);
    const [unbound] = await makeTickets(1, { status: TicketStatus.UNBOUND });
    const { body } = await unbind(await as('exhibitor@demo.test'), [bound!.id, unbound!.id]);
    expect([body.code, body.message, body.data]).toEqual([2010, `Ticket ${unbound!.ticketNo} is not bound; only bound tickets can be unbound`, { ticket_id: unbound!.id }]);
    const zh = await unbind(await as('exhibitor@demo.test', 'zh'), [unbound!.id]);
    expect(zh.body.message).toBe(`票 ${unbound!.ticketNo} 未绑定，只有已绑定的票可以解绑`);
  });

  it("refuses another exhibitor's ticket and one that does not exist, without telling whose it is", async () => {
    const [foreign] = await makeTickets(1, { exhibitor: 'other' });
    const headers = await as('exhibitor@demo.test');
    const { body } = await unbind(headers, [foreign!.id]);
    expect([body.code, body.message]).toEqual([2010, `Ticket ${foreign!.id} is not one of your booth tickets`]);
    expect((await unbind(headers, [2_000_000_000])).body.message).toBe('Ticket 2000000000 is not one of your booth tickets');
  });

  it('refuses an empty list, repeated tickets and more than 500', async () => {
    const headers = await as('exhibitor@demo.test');
    for (const ids of [[], [5, 5], Array.from({ length: 501 }, (_, i) => i + 1)]) {
      const { status, body } = await unbind(headers, ids);
      expect([status, body.code], JSON.stringify(ids.slice(0, 3))).toEqual([400, 1000]);
    }
  });

  it('refuses a ticket already in an open order (paid, not yet unbound)', async () => {
    const headers = await as('exhibitor@demo.test');
    const [ticket, other] = await makeTickets(2);
    const first = (await unbind(headers, [ticket!.id])).body.data;
    // Paid and waiting for its job: the ticket is still held by the order.
    await t.database.db.update(unbindOrders).set({ status: OrderStatus.PAYMENT_COMPLETE }).where(eq(unbindOrders.id, first.id));
    const { body } = await unbind(headers, [other!.id, ticket!.id]);
    expect([body.code, body.message, body.data]).toEqual([2010, `Ticket ${ticket!.ticketNo} is already in unbind order ${first.order_no}`, { ticket_id: ticket!.id }]);
    await t.database.db.update(unbindOrders).set({ status: OrderStatus.TRANSACTION_COMPLETE }).where(eq(unbindOrders.id, first.id));
  });

  it('refuses more tickets than remain of the limit', async () => {
    const headers = await as('exhibitor@demo.test');
    const used = 10_000 - (await config(headers)).data.remaining;
    await putSetting(t.database.db, 'unbind', { ...DEFAULT_SETTINGS.unbind, limit: used + 2 });
    const picked = await makeTickets(3);
    const { body } = await unbind(headers, picked.map((ticket) => ticket.id));
    expect([body.code, body.message, body.data]).toEqual([2010, 'You can unbind 2 more tickets; this order has 3', { remaining: 2 }]);
    expect((await unbind(headers, picked.slice(0, 2).map((ticket) => ticket.id))).body.code).toBe(1);
  });

  it('refuses outside the window', async () => {
    const now = Math.floor(Date.now() / 1000);
    await putSetting(t.database.db, 'unbind', { ...DEFAULT_SETTINGS.unbind, starts_at: now - 7200, ends_at: now - 3600 });
    const headers = await as('exhibitor@demo.test');
    expect((await config(headers)).data.open).toBe(false);
    const [ticket] = await makeTickets(1);
    const { body } = await unbind(headers, [ticket!.id]);
    expect(body.code).toBe(2010);
    expect(body.message).toMatch(/^Unbinding is open from \d{4}-\d\d-\d\d \d\d:\d\d UTC\+8 to \d{4}-\d\d-\d\d \d\d:\d\d UTC\+8 only$/);
  });

  it('refuses a second order while one awaits payment (SPEC.md §8)', async () => {
    const headers = await as('exhibitor@demo.test');
    const [a, b] = await makeTickets(2);
    const first = (await unbind(headers, [a!.id])).body.data;
    const { body } = await unbind(headers, [b!.id]);
    expect([body.code, body.message, body.data]).toEqual([3002, 'You currently have unpaid orders, please cancel or pay first', { order_id: first.id, order_no: first.order_no }]);
    expect((await cancel(headers, first.id)).body.code).toBe(1);
    expect((await unbind(headers, [b!.id])).body.code).toBe(1);
  });
});

describe('the unbind orders', () => {
  it('lists newest first with paging and a status filter, for the main account and a sub-account with authority 8', async () => {
    for (const account of ['exhibitor@demo.test', 'sub@demo.test']) {
      const headers = await as(account);
      const all = await t.call<{ list: UnbindOrder[]; total: number }>({ method: 'GET', url: '/api/v4/unbind/order?limit=2', headers });
      expect(all.body.code).toBe(1);
      expect(all.body.data.list.length).toBe(2);
      expect(all.body.data.list[0]!.id).toBeGreaterThan(all.body.data.list[1]!.id);
      expect(all.body.data.total).toBeGreaterThan(2);
      const cancelled = await t.call<{ list: UnbindOrder[]; total: number }>({ method: 'GET', url: '/api/v4/unbind/order?status=3&limit=100', headers });
      expect(cancelled.body.data.list.every((o) => o.status === OrderStatus.CANCELLED)).toBe(true);
      expect(cancelled.body.data.list.length).toBeGreaterThan(0);
    }
  });

  it('refuses them to a sub-account without authority 8 (HTTP 403), and hides another exhibitor\'s', async () => {
    const sub2 = await as('sub2@demo.test');
    for (const url of ['/api/v4/unbind/order', '/api/v4/unbind/order/1', '/api/v4/ticket/unbind/config']) {
      const { status, body } = await t.call({ method: 'GET', url, headers: sub2 });
      expect([status, body.code], url).toEqual([403, 1003]);
    }
    const { status } = await t.call({ method: 'POST', url: '/api/v4/unbind/order/1/pay', headers: sub2 });
    expect(status).toBe(403);
    expect((await config(await as('sub@demo.test'))).code).toBe(1);
    const [ticket] = await makeTickets(1);
    const mine = (await unbind(await as('sub@demo.test'), [ticket!.id])).body.data;
    const stranger = await as('newbie@demo.test');
    expect((await order(stranger, mine.id)).code).toBe(1004);
    expect((await pay(stranger, mine.id)).body.code).toBe(1004);
    expect((await cancel(stranger, mine.id)).body.code).toBe(1004);
  });

  it('refuses unbinding to a sub-account with the ticket authority but not authority 8: it could not pay the order', async () => {
    const [sub2] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'sub2@demo.test'));
    const member = eq(exhibitorMembers.userId, sub2!.id);
    const [before] = await t.database.db.select({ authorities: exhibitorMembers.authorities }).from(exhibitorMembers).where(member);
    await t.database.db.update(exhibitorMembers).set({ authorities: [6] }).where(member);
    t.callersChanged();
    try {
      const headers = await as('sub2@demo.test');
      const [ticket] = await makeTickets(1);
      expect((await t.call({ method: 'GET', url: '/api/v4/ticket/booth', headers })).status).toBe(200);
      const { status, body } = await unbind(headers, [ticket!.id]);
      expect([status, body.code]).toEqual([403, 1003]);
      expect((await t.call({ method: 'GET', url: '/api/v4/ticket/unbind/config', headers })).status).toBe(403);
    } finally {
      await t.database.db.update(exhibitorMembers).set({ authorities: before!.authorities }).where(member);
      t.callersChanged();
    }
  });

  it('cancels an order awaiting payment: its tickets can be ordered again, only once', async () => {
    const headers = await as('exhibitor@demo.test');
    const [ticket] = await makeTickets(1);
    const created = (await unbind(headers, [ticket!.id])).body.data;
    await pay(headers, created.id);
    const { body } = await cancel(headers, created.id);
    expect([body.code, body.data.status]).toEqual([1, OrderStatus.CANCELLED]);
    const lines = await t.database.db.select().from(unbindOrderTickets).where(eq(unbindOrderTickets.orderId, created.id));
    expect(lines.map((line) => line.open)).toEqual([false]);
    const [checkout] = await t.database.db.select().from(payments).where(and(eq(payments.orderKind, 'unbind'), eq(payments.orderId, created.id)));
    expect(checkout?.status).toBe(2);
    const again = await cancel(headers, created.id);
    expect([again.body.code, again.body.message]).toEqual([2010, `Unbind order ${created.order_no} is not awaiting payment`]);
    expect((await unbind(headers, [ticket!.id])).body.code).toBe(1);
  });
});

describe('paying through the sandbox provider', () => {
  it('checkout page, Pay, signed callback over HTTP, the job unbinds and erases the holders, live 10005/10006', async () => {
    const auth = await as('exhibitor@demo.test');
    const picked = await makeTickets(2);
    const created = (await unbind(auth, picked.map((ticket) => ticket.id))).body.data;

    const started = await fetch(`${base}/api/v4/unbind/order/${created.id}/pay`, { method: 'POST', headers: auth });
    const startedBody = await started.json() as { code: number; data: { checkout_url: string } };
    expect(startedBody.code).toBe(1);
    const checkoutUrl = startedBody.data.checkout_url;
    expect(checkoutUrl).toMatch(new RegExp(`^${base}/api/pay/sandbox/checkout/sbx_[\\w-]+$`));
    const afterStart = (await order(auth, created.id)).data;
    expect(afterStart.pay_expires_at! - afterStart.pay_started_at!).toBe(900);
    // Resuming keeps the window and the checkout.
    const resumed = await (await fetch(`${base}/api/v4/unbind/order/${created.id}/pay`, { method: 'POST', headers: auth })).json() as { data: { checkout_url: string } };
    expect(resumed.data.checkout_url).toBe(checkoutUrl);
    expect((await order(auth, created.id)).data.pay_expires_at).toBe(afterStart.pay_expires_at);

    const page = await fetch(`${checkoutUrl}?lang=en`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('id="sandbox-pay"');
    expect(html).toContain('id="sandbox-cancel"');
    expect(html).toContain('¥40.00');
    expect(html).toContain(created.order_no);
    expect(html).toContain('Digital Games Expo 2027');
    expect(html).toContain('Booth ticket unbinding, 2 tickets');
    expect(html).toMatch(/id="sandbox-time-left"[^>]*>1[45]:\d\d</);
    expect(html).not.toMatch(/<(link|img|script) [^>]*src=/);
    const zh = await (await fetch(checkoutUrl, { headers: { cookie: 'language=zh' } })).text();
    expect(zh).toContain('沙箱收银台');
    expect(zh).toContain('展位票解绑 2 张');

    const live = listen();
    const paid = await fetch(`${checkoutUrl}/pay`, {
      method: 'POST', redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'lang=en',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${base}/unbindOrder/list?order=${created.id}`);
    await live.until((event) => event.code === LiveCode.BATCH_UNBIND_FINISHED && (event.data as BatchUnbindFinished).order_id === created.id);
    live.stop();

    const items = live.events.filter((event) => event.code === LiveCode.BATCH_UNBIND_ITEM).map((event) => event.data as BatchUnbindItem);
    expect(items).toEqual(picked.map((ticket, i) => ({ order_id: created.id, ticket_id: ticket.id, processed: i + 1, total: 2 })));
    expect(live.events.find((event) => event.code === LiveCode.BATCH_UNBIND_FINISHED)?.data).toEqual({ order_id: created.id, total: 2, status: 6 });

    const done = (await order(auth, created.id)).data;
    expect(done.status).toBe(OrderStatus.TRANSACTION_COMPLETE);
    expect(done.paid_at).not.toBeNull();
    expect(done.completed_at).not.toBeNull();
    expect(done.tickets.map((ticket) => ticket.state)).toEqual([1, 1]);
    const rows = await t.database.db.select().from(tickets).where(inArray(tickets.id, picked.map((ticket) => ticket.id)));
    for (const row of rows) {
      expect(row.status).toBe(TicketStatus.UNBOUND_OK);
      expect([row.holderName, row.docType, row.docNumberEnc, row.docNumberMask, row.docHash, row.phoneEnc, row.phoneMask, row.emailEnc, row.emailMask]).toEqual(Array(9).fill(null));
    }
    const lines = await t.database.db.select().from(unbindOrderTickets).where(eq(unbindOrderTickets.orderId, created.id));
    expect(lines.every((line) => !line.open && line.state === 1)).toBe(true);

    const recorded = await t.database.db.select().from(payments).where(and(eq(payments.orderKind, 'unbind'), eq(payments.orderId, created.id)));
    expect(recorded.map((p) => [p.status, p.amount, p.provider])).toEqual([[1, 4000, 'sandbox']]);
    const tradeNo = recorded[0]!.tradeNo!;

    // The provider delivers the same payment again: answered as before, nothing changes.
    const sandbox = paymentProviders(t.config).sandbox!;
    const repeat = sandbox.callbackFor({ session: recorded[0]!.session, orderNo: created.order_no, amount: 4000, paidAt: done.paid_at! });
    expect(repeat.trade_no).toBe(tradeNo);
    expect(await notify({ ...repeat })).toBe('success');
    const again = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'lang=en' });
    expect(again.status).toBe(303);
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, created.id))).toHaveLength(1);
    const unbindJobs = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'ticket-unbind'));
    expect(unbindJobs.filter((job) => (job.payload as { order_id: number }).order_id === created.id)).toHaveLength(1);
    expect((await order(auth, created.id)).data).toEqual(done);
    expect((await pay(auth, created.id)).body.code).toBe(2010);
    expect(await (await fetch(`${checkoutUrl}?lang=en`)).text()).toContain('This order has been paid.');
  });

  it('Cancel on the checkout page goes back to the order without paying', async () => {
    const auth = await as('exhibitor@demo.test');
    const [ticket] = await makeTickets(1);
    const created = (await unbind(auth, [ticket!.id])).body.data;
    const url = (await (await fetch(`${base}/api/v4/unbind/order/${created.id}/pay`, { method: 'POST', headers: auth })).json() as { data: { checkout_url: string } }).data.checkout_url;
    const left = await fetch(`${url}/cancel`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'lang=en' });
    expect([left.status, left.headers.get('location')]).toEqual([303, `${base}/unbindOrder/list?order=${created.id}`]);
    expect((await order(auth, created.id)).data.status).toBe(OrderStatus.AWAITING_PAYMENT);
  });

  it('answers an unknown checkout session with "payment record not found"', async () => {
    const response = await fetch(`${base}/api/pay/sandbox/checkout/sbx_nothing?lang=en`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Payment record not found, check the order payment status');
    expect(html).not.toContain('id="sandbox-pay"');
    const zh = await (await fetch(`${base}/api/pay/sandbox/checkout/sbx_nothing`, { headers: { cookie: 'language=zh' } })).text();
    expect(zh).toContain('id="sandbox-notice"');
    expect((await fetch(`${base}/api/pay/sandbox/checkout/sbx_nothing/pay`, { method: 'POST' })).status).toBe(404);
  });
});

describe('callbacks that are refused', () => {
  /** An order whose payment was started, and its checkout session. */
  async function started(): Promise<{ created: UnbindOrder; session: string }> {
    const auth = await as('exhibitor@demo.test');
    const [ticket] = await makeTickets(1);
    const created = (await unbind(auth, [ticket!.id])).body.data;
    expect((await pay(auth, created.id)).body.code).toBe(1);
    const [checkout] = await t.database.db.select().from(payments).where(and(eq(payments.orderKind, 'unbind'), eq(payments.orderId, created.id)));
    return { created, session: checkout!.session };
  }
  const now = (): string => String(Math.floor(Date.now() / 1000));
  const statusOf = async (id: number) => (await t.database.db.select({ status: unbindOrders.status }).from(unbindOrders).where(eq(unbindOrders.id, id)))[0]!.status;

  it('refuses a forged signature, a wrong sign type, an unknown order and a wrong amount', async () => {
    const { created } = await started();
    const good = signed({ out_trade_no: created.order_no, trade_no: 'T-forged', total_amount: '2000', paid_at: now() });
    expect(await notify({ ...good, sign: 'f'.repeat(64) })).toBe('fail');
    expect(await notify({ ...good, total_amount: '1' })).toBe('fail');
    expect(await notify({ ...good, sign_type: 'MD5' })).toBe('fail');
    const bare: Record<string, string> = { ...good };
    delete bare.sign;
    expect(await notify(bare)).toBe('fail');
    expect(await notify(signed({ out_trade_no: 'UB202611239999999999', trade_no: 'T-unknown', total_amount: '2000', paid_at: now() }))).toBe('fail');
    expect(await notify(signed({ out_trade_no: created.order_no, trade_no: 'T-amount', total_amount: '1999', paid_at: now() }))).toBe('fail');
    expect(await statusOf(created.id)).toBe(OrderStatus.AWAITING_PAYMENT);
    const refused = await t.database.db.select().from(payments).where(eq(payments.tradeNo, 'T-amount'));
    expect(refused.map((p) => p.status)).toEqual([3]);
    // A wrong callback leaves the order payable: the right one is accepted.
    expect(await notify(signed({ out_trade_no: created.order_no, trade_no: 'T-right', total_amount: '2000', paid_at: now() }))).toBe('success');
    expect(await statusOf(created.id)).toBeGreaterThanOrEqual(OrderStatus.PAYMENT_COMPLETE);
  });

  it('refuses a payment made after the 15-minute window, and says so again when it is repeated', async () => {
    const { created } = await started();
    await t.database.db.update(unbindOrders).set({
      payStartedAt: sql`now() - interval '16 minutes'`, payExpiresAt: sql`now() - interval '1 minute'`,
    }).where(eq(unbindOrders.id, created.id));
    const late = signed({ out_trade_no: created.order_no, trade_no: 'T-late', total_amount: '2000', paid_at: now() });
    expect(await notify(late)).toBe('fail');
    expect(await notify(late)).toBe('fail');
    expect(await statusOf(created.id)).toBe(OrderStatus.AWAITING_PAYMENT);
    expect((await t.database.db.select().from(payments).where(eq(payments.tradeNo, 'T-late'))).map((p) => p.status)).toEqual([3]);
    // Starting payment again past the window cancels the order.
    const { body } = await pay(await as('exhibitor@demo.test'), created.id);
    expect([body.code, body.message]).toEqual([2010, `The 15-minute payment window of order ${created.order_no} has passed; the order was cancelled`]);
    expect(await statusOf(created.id)).toBe(OrderStatus.CANCELLED);
    // The checkout page no longer offers to pay.
    const [checkout] = await t.database.db.select().from(payments).where(and(eq(payments.orderId, created.id), eq(payments.status, 2)));
    const html = await (await fetch(`${base}/api/pay/sandbox/checkout/${checkout!.session}?lang=en`)).text();
    expect(html).not.toContain('id="sandbox-pay"');
  });

  it.each([
    ['stamped after the window (the provider\'s clock ahead of ours)', 'late'],
    ['for a wrong amount', 'amount'],
  ] as const)('a refused payment of a checkout, %s, does not block the order: starting again opens a new checkout that pays it', async (_, why) => {
    const auth = await as('exhibitor@demo.test');
    const { created, session: first } = await started();
    const sandbox = paymentProviders(t.config).sandbox!;
    const expiresAt = (await order(auth, created.id)).data.pay_expires_at!;
    const refused = why === 'late'
      ? sandbox.callbackFor({ session: first, orderNo: created.order_no, amount: 2000, paidAt: expiresAt + 60 })
      : sandbox.callbackFor({ session: first, orderNo: created.order_no, amount: 1999, paidAt: Number(now()) });
    expect(await notify({ ...refused })).toBe('fail');
    expect(await statusOf(created.id)).toBe(OrderStatus.AWAITING_PAYMENT);

    // The first checkout is closed; starting again keeps the window and opens another.
    const firstPage = await (await fetch(`${base}/api/pay/sandbox/checkout/${first}?lang=en`)).text();
    expect(firstPage).not.toContain('id="sandbox-pay"');
    const restarted = (await pay(auth, created.id)).body.data.checkout_url;
    expect(restarted).not.toContain(first);
    expect((await order(auth, created.id)).data.pay_expires_at).toBe(expiresAt);
    // The refused payment arrives once more: still refused, and the new checkout stays open.
    expect(await notify({ ...refused, notify_id: 'again', sign: signFields(secret(), { ...refused, notify_id: 'again' }) })).toBe('fail');

    const live = listen();
    const paid = await fetch(`${restarted}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'lang=en' });
    expect(paid.status).toBe(303);
    await live.until((event) => event.code === LiveCode.BATCH_UNBIND_FINISHED && (event.data as BatchUnbindFinished).order_id === created.id);
    live.stop();
    expect((await order(auth, created.id)).data.status).toBe(OrderStatus.TRANSACTION_COMPLETE);
    const recorded = await t.database.db.select().from(payments).where(and(eq(payments.orderKind, 'unbind'), eq(payments.orderId, created.id))).orderBy(payments.id);
    expect(recorded.map((p) => [p.status, p.tradeNo])).toEqual([
      [PaymentStatus.CLOSED, null],
      [PaymentStatus.REFUSED, sandbox.tradeNoFor(first)],
      [PaymentStatus.PAID, sandbox.tradeNoFor(new URL(restarted).pathname.split('/').at(-1)!)],
    ]);
  });

  it('refuses a payment for a cancelled order', async () => {
    const { created } = await started();
    await cancel(await as('exhibitor@demo.test'), created.id);
    expect(await notify(signed({ out_trade_no: created.order_no, trade_no: 'T-cancelled', total_amount: '2000', paid_at: now() }))).toBe('fail');
    expect(await statusOf(created.id)).toBe(OrderStatus.CANCELLED);
  });
});

describe('the payment window', () => {
  it('cancels orders whose window passed unpaid: by the sweep and before the exhibitor reads them', async () => {
    const auth = await as('exhibitor@demo.test');
    const [a, b] = await makeTickets(2);
    const first = (await unbind(auth, [a!.id])).body.data;
    await pay(auth, first.id);
    const back20 = { payStartedAt: sql`now() - interval '20 minutes'`, payExpiresAt: sql`now() - interval '5 minutes'` };
    await t.database.db.update(unbindOrders).set(back20).where(eq(unbindOrders.id, first.id));
    expect(await expireOverdue(t.database.db)).toEqual([first.id]);
    expect((await order(auth, first.id)).data.status).toBe(OrderStatus.CANCELLED);

    const second = (await unbind(auth, [a!.id, b!.id])).body.data;
    await pay(auth, second.id);
    await t.database.db.update(unbindOrders).set(back20).where(eq(unbindOrders.id, second.id));
    expect((await order(auth, second.id)).data.status).toBe(OrderStatus.CANCELLED);
    const lines = await t.database.db.select().from(unbindOrderTickets).where(eq(unbindOrderTickets.orderId, second.id));
    expect(lines.every((line) => !line.open)).toBe(true);
    // An order not yet started stays until paid or cancelled.
    const third = (await unbind(auth, [a!.id])).body.data;
    expect(await expireOverdue(t.database.db)).toEqual([]);
    expect((await order(auth, third.id)).data.status).toBe(OrderStatus.AWAITING_PAYMENT);
  });
});

describe('the unbind job', () => {
  it('unbinds a large paid order in chunks and, resumed after a stop, carries on where it left off', async () => {
    const { db } = t.database;
    const picked = await makeTickets(450);
    const [paid] = await db.insert(unbindOrders).values({
      orderNo: 'UB202611230000000450', exhibitorId, ticketCount: 450, unitFee: 2000, amount: 900_000,
      status: OrderStatus.PAYMENT_COMPLETE, payStartedAt: new Date(), payExpiresAt: new Date(Date.now() + 900_000), paidAt: new Date(),
    }).returning();
    await db.insert(unbindOrderTickets).values(picked.map((ticket, i) => ({
      orderId: paid!.id, ticketId: ticket.id, ticketNo: ticket.ticketNo, holderNameMask: '欧**娜', open: i >= 100, state: i < 100 ? 1 : 0,
    })));
    // A run that stopped after its first 100 tickets.
    await db.update(tickets).set({ status: TicketStatus.UNBOUND_OK, holderName: null, docHash: null }).where(inArray(tickets.id, picked.slice(0, 100).map((ticket) => ticket.id)));

    const live = listen();
    await t.app.jobs.enqueue('ticket-unbind', { order_id: paid!.id }, { exhibitorId });
    await live.until((event) => event.code === LiveCode.BATCH_UNBIND_FINISHED && (event.data as BatchUnbindFinished).order_id === paid!.id, 30_000);
    live.stop();
    const items = live.events.filter((event) => event.code === LiveCode.BATCH_UNBIND_ITEM).map((event) => event.data as BatchUnbindItem);
    expect(items.map((item) => item.ticket_id)).toEqual(picked.slice(100).map((ticket) => ticket.id));
    expect(items.map((item) => item.processed)).toEqual(Array.from({ length: 350 }, (_, i) => 101 + i));
    expect(items.every((item) => item.total === 450)).toBe(true);
    const rows = await db.select({ status: tickets.status, docHash: tickets.docHash }).from(tickets).where(inArray(tickets.id, picked.map((ticket) => ticket.id)));
    expect(rows.every((row) => row.status === TicketStatus.UNBOUND_OK && row.docHash === null)).toBe(true);
    const [after] = await db.select().from(unbindOrders).where(eq(unbindOrders.id, paid!.id));
    expect(after!.status).toBe(OrderStatus.TRANSACTION_COMPLETE);
    expect(after!.completedAt).not.toBeNull();
  });

  it('leaves no trace of the old binding: no bind time, way or binder in the database or the ticket list', async () => {
    const { db } = t.database;
    const auth = await as('exhibitor@demo.test');
    const [binder] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'exhibitor@demo.test'));
    const picked = await makeTickets(2);
    await db.update(tickets).set({ boundBy: binder!.id }).where(inArray(tickets.id, picked.map((ticket) => ticket.id)));
    const [paid] = await db.insert(unbindOrders).values({
      orderNo: 'UB202611230000000002', exhibitorId, ticketCount: 2, unitFee: 2000, amount: 4000,
      status: OrderStatus.PAYMENT_COMPLETE, payStartedAt: new Date(), payExpiresAt: new Date(Date.now() + 900_000), paidAt: new Date(),
    }).returning();
    await db.insert(unbindOrderTickets).values(picked.map((ticket) => ({ orderId: paid!.id, ticketId: ticket.id, ticketNo: ticket.ticketNo, holderNameMask: '欧**娜' })));

    const live = listen();
    await t.app.jobs.enqueue('ticket-unbind', { order_id: paid!.id }, { exhibitorId });
    await live.until((event) => event.code === LiveCode.BATCH_UNBIND_FINISHED && (event.data as BatchUnbindFinished).order_id === paid!.id);
    live.stop();

    const rows = await db.select({ status: tickets.status, boundVia: tickets.boundVia, boundBy: tickets.boundBy, boundAt: tickets.boundAt })
      .from(tickets).where(inArray(tickets.id, picked.map((ticket) => ticket.id)));
    expect(rows).toEqual(picked.map(() => ({ status: TicketStatus.UNBOUND_OK, boundVia: null, boundBy: null, boundAt: null })));
    for (const ticket of picked) {
      const listed = await t.call<{ list: BoothTicket[] }>({ method: 'GET', url: `/api/v4/ticket/booth?keyword=${ticket.ticketNo}`, headers: auth });
      expect(listed.body.data.list.map(({ status, holder_name, bound_via, bound_at }) => ({ status, holder_name, bound_via, bound_at })))
        .toEqual([{ status: TicketStatus.UNBOUND_OK, holder_name: null, bound_via: null, bound_at: null }]);
    }
  });
  it('forgets the binding of tickets unbound before the job erased it, when the portal migrates', async () => {
    const { db } = t.database;
    const [stale] = await makeTickets(1);
    await db.update(tickets).set({ status: TicketStatus.UNBOUND_OK, holderName: null, docHash: null, boundVia: 'batch', boundAt: new Date() })
      .where(eq(tickets.id, stale!.id));
    // The migration the journal lists, run again on this database as a start of the portal would.
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    const entry = journal.entries.find((each) => each.tag.endsWith('_unbound_tickets_forget_binding'));
    expect(entry).toBeDefined();
    await db.execute(sql.raw(readFileSync(join(migrationsFolder, `${entry!.tag}.sql`), 'utf8')));
    const [row] = await db.select({ boundVia: tickets.boundVia, boundAt: tickets.boundAt }).from(tickets).where(eq(tickets.id, stale!.id));
    expect(row).toEqual({ boundVia: null, boundAt: null });
  });
});
