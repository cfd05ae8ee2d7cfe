/**
 * Group buying under concurrency, on PostgreSQL only (PGlite has one connection and cannot race):
 * the last tickets of a product, one unpaid order per account, duplicate and forged callbacks, the
 * one deferral, the deadline or a cancel racing a payment, and two staff deciding one remittance.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFER_SECONDS, GroupOrderStatus } from '../../../../src/shared/group';
import { groupOrderEvents, groupOrders, groupProducts, groupRemittances, payments } from '../../../../src/server/db/schema';
import { expireOverdue, GROUP_KIND } from '../../../../src/server/modules/group/queries';
import { PaymentStatus } from '../../../../src/server/pay/notify';
import {
  act, as, lapse, makeBuyers, makeProduct, notify, openGroupWorld, orderOf, place, signed, startClean, type GroupWorld,
} from './support';

let w: GroupWorld;
beforeAll(async () => { w = await openGroupWorld(); });
afterAll(async () => { await w.t.close(); });
beforeEach(() => startClean(w));

const db = () => w.t.database.db;
const stockOf = async (id: number) => (await db().select({ stock: groupProducts.stock }).from(groupProducts).where(eq(groupProducts.id, id)))[0]!.stock;
const soldOf = async (id: number) => Number((await db().select({ sold: sql<string>`coalesce(sum(${groupOrders.quantity}), 0)` }).from(groupOrders)
  .where(and(eq(groupOrders.productId, id), sql`${groupOrders.status} <> ${GroupOrderStatus.CANCELLED}`)))[0]!.sold);

describe('group buying races', () => {
  it('200 buyers at once for the last 10 tickets: exactly 10 sold, in each of 20 trials', async () => {
    const buyers = await makeBuyers(w, 200);
    for (let trial = 0; trial < 20; trial += 1) {
      await startClean(w);
      const product = await makeProduct(w, { stock: 10 });
      const answers = await Promise.all(buyers.map((buyer) => place(w, buyer.headers, product.id, 1)));
      const codes = answers.map((answer) => answer.body.code);
      expect([trial, codes.filter((code) => code === 1).length]).toEqual([trial, 10]);
      expect(answers.filter((answer) => answer.body.code !== 1).every((answer) => answer.body.code === 2010 && (answer.body.data as unknown as { remaining: number }).remaining === 0)).toBe(true);
      expect([await stockOf(product.id), await soldOf(product.id)]).toEqual([0, 10]);
    }
  }, 120_000); // 20 trials of 200 requests: about 25 s alone, much more on a loaded machine

  it('200 buyers asking 1–3 tickets each of 10: never oversold, stock and sales add up', async () => {
    const buyers = await makeBuyers(w, 200);
    for (let trial = 0; trial < 5; trial += 1) {
      await startClean(w);
      const product = await makeProduct(w, { stock: 10 });
      const answers = await Promise.all(buyers.map((buyer, i) => place(w, buyer.headers, product.id, 1 + ((i + trial) % 3))));
      const sold = answers.filter((answer) => answer.body.code === 1).reduce((sum, answer) => sum + answer.body.data.quantity, 0);
      expect(sold).toBeLessThanOrEqual(10);
      expect([await stockOf(product.id), await soldOf(product.id)]).toEqual([10 - sold, sold]);
      // A refusal names what was left when it was refused: never more than the stock was.
      for (const answer of answers.filter((a) => a.body.code === 2010)) expect((answer.body.data as unknown as { remaining: number }).remaining).toBeLessThan(3);
    }
  });

  it('200 orders at once by one account: exactly one is open, the rest are 3002', async () => {
    const product = await makeProduct(w, { stock: 10_000, limit: 10_000 });
    const [buyer] = await makeBuyers(w, 1);
    const answers = await Promise.all(Array.from({ length: 200 }, () => place(w, buyer!.headers, product.id, 1)));
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 1)).toHaveLength(1);
    expect(codes.filter((code) => code !== 1).every((code) => code === 3002)).toBe(true);
    expect([await stockOf(product.id), await soldOf(product.id)]).toEqual([9_999, 1]);
  });

  it('the same signed callback ×50 at once pays once; a forged one among them is refused', async () => {
    const product = await makeProduct(w);
    const [buyer] = await makeBuyers(w, 1);
    const order = (await place(w, buyer!.headers, product.id, 2)).body.data;
    await act(w, buyer!.headers, order.id, 'pay');
    const paidAt = String(Math.floor(Date.now() / 1000));
    const callback = signed(w, { out_trade_no: order.order_no, trade_no: 'G-dup', total_amount: String(order.amount), paid_at: paidAt });
    const forged = { ...callback, trade_no: 'G-forged' };
    const answers = await Promise.all([...Array.from({ length: 50 }, () => notify(w, callback)), notify(w, forged)]);
    expect(answers.slice(0, 50)).toEqual(Array(50).fill('success'));
    expect(answers[50]).toBe('fail');
    const paid = await db().select().from(payments).where(and(eq(payments.orderKind, GROUP_KIND), eq(payments.orderId, order.id), eq(payments.status, PaymentStatus.PAID)));
    expect(paid.map((p) => p.tradeNo)).toEqual(['G-dup']);
    const moves = await db().select().from(groupOrderEvents).where(and(eq(groupOrderEvents.orderId, order.id), eq(groupOrderEvents.status, GroupOrderStatus.PAYMENT_COMPLETE)));
    expect(moves).toHaveLength(1);
    expect((await orderOf(w, buyer!.headers, order.id)).data.status).toBe(GroupOrderStatus.PAYMENT_COMPLETE);
  });

  it('the deadline racing a callback: paid and kept, or cancelled, refused and restocked — never both, in 20 trials', async () => {
    const product = await makeProduct(w, { stock: 1_000, limit: 1_000 });
    const buyers = await makeBuyers(w, 20);
    const outcomes = new Set<string>();
    for (const [trial, buyer] of buyers.entries()) {
      const before = await stockOf(product.id);
      const order = (await place(w, buyer.headers, product.id, 3)).body.data;
      await act(w, buyer.headers, order.id, 'pay');
      await lapse(w, [order.id], 61);
      const callback = signed(w, { out_trade_no: order.order_no, trade_no: `G-race-${trial}`, total_amount: String(order.amount), paid_at: String(order.created_at + 1) });
      const [answer] = await Promise.all([notify(w, callback), expireOverdue(db())]);
      const status = (await orderOf(w, buyer.headers, order.id)).data.status;
      const stock = await stockOf(product.id);
      if (answer === 'success') expect([trial, status, stock]).toEqual([trial, GroupOrderStatus.PAYMENT_COMPLETE, before - 3]);
      else expect([trial, status, stock]).toEqual([trial, GroupOrderStatus.CANCELLED, before]);
      outcomes.add(answer);
    }
    // Both outcomes occur on a machine like this one; either alone would still be consistent.
    expect(outcomes.size).toBeGreaterThanOrEqual(1);
  });

  it('a cancel racing a callback: one of them wins, and stock follows the winner', async () => {
    const product = await makeProduct(w, { stock: 1_000, limit: 1_000 });
    const buyers = await makeBuyers(w, 20);
    for (const [trial, buyer] of buyers.entries()) {
      const before = await stockOf(product.id);
      const order = (await place(w, buyer.headers, product.id, 2)).body.data;
      await act(w, buyer.headers, order.id, 'pay');
      const callback = signed(w, { out_trade_no: order.order_no, trade_no: `G-cancel-${trial}`, total_amount: String(order.amount), paid_at: String(Math.floor(Date.now() / 1000)) });
      const [answer, cancel] = await Promise.all([notify(w, callback), act(w, buyer.headers, order.id, 'cancel')]);
      const status = (await orderOf(w, buyer.headers, order.id)).data.status;
      expect([trial, answer === 'success', cancel.body.code === 1]).toEqual([trial, status === GroupOrderStatus.PAYMENT_COMPLETE, status === GroupOrderStatus.CANCELLED]);
      expect(answer === 'success' ? cancel.body.code : 1).toBe(answer === 'success' ? 2010 : 1);
      expect(await stockOf(product.id)).toBe(status === GroupOrderStatus.CANCELLED ? before : before - 2);
    }
  });

  it('50 deferrals at once move the deadline by 3 days once', async () => {
    const product = await makeProduct(w);
    const [buyer] = await makeBuyers(w, 1);
    const order = (await place(w, buyer!.headers, product.id, 1)).body.data;
    const answers = await Promise.all(Array.from({ length: 50 }, () => act(w, buyer!.headers, order.id, 'defer')));
    expect(answers.filter((answer) => answer.body.code === 1)).toHaveLength(1);
    const after = (await orderOf(w, buyer!.headers, order.id)).data;
    expect(after.deadline_at! - order.deadline_at!).toBe(DEFER_SECONDS);
  });

  it('two staff deciding one remittance at once: exactly one decision stands', async () => {
    const product = await makeProduct(w);
    const [buyer] = await makeBuyers(w, 1);
    const order = (await place(w, buyer!.headers, product.id, 1)).body.data;
    // The remittance as stored (its voucher checks are group.test.ts's): straight to awaiting verification.
    await db().update(groupOrders).set({ status: GroupOrderStatus.AWAITING_VERIFICATION }).where(eq(groupOrders.id, order.id));
    await db().insert(groupRemittances).values({ orderId: order.id, data: { amount: order.amount }, submittedBy: buyer!.id });
    const organiser = await as(w, 'organiser@demo.test');
    const decide = (payload: object) => w.t.call({ method: 'POST', url: `/api/organiser/group/order/${order.id}/verify`, headers: organiser, payload });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => decide(i % 2 ? { decision: 'approve' } : { decision: 'reject', reason: 'Not received' })));
    expect(answers.filter((answer) => answer.body.code === 1)).toHaveLength(1);
    const [remittance] = await db().select().from(groupRemittances).where(eq(groupRemittances.orderId, order.id));
    const status = (await orderOf(w, buyer!.headers, order.id)).data.status;
    expect(remittance!.decision).toBe(status === GroupOrderStatus.PAYMENT_COMPLETE ? 'approved' : 'rejected');
  });
});
