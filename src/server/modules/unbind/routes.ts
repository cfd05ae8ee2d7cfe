/**
 * Unbinding booth tickets for a fee (SPEC.md §1, §4, §9), paths of `UnbindApi` (src/shared/tickets.ts):
 *
 *   booth tickets: GET /v4/ticket/unbind/config · POST /v4/ticket/unbind
 *   unbind orders: GET /v4/unbind/order · GET /v4/unbind/order/:id · POST …/:id/pay · POST …/:id/cancel
 *
 * The order screen is for the main account and for sub-accounts with authority 8 only. Orders whose
 * payment window passed unpaid are cancelled before each read, and by a sweep every minute.
 */
import type { FastifyInstance } from 'fastify';
import { Codes } from '../../../shared/codes';
import { LiveCode } from '../../../shared/live';
import type { NewUnbindOrder } from '../../../shared/tickets';
import type { ModuleOptions } from '../../deps';
import { ApiError, ok } from '../../http/envelope';
import { exhibitorCallerOf } from '../../identity/request-caller';
import { requestLocale, translate } from '../../http/i18n';
import { paymentProviders } from '../../pay/registry';
import { cancelOrder, expireOverdue, findOrder, listOrders, unbindConfig, type OrderListQuery } from './queries';
import { idParams, orderListQuery, unbindBody } from './schemas';
import { createUnbindOrder, startPayment } from './service';

export const SWEEP_INTERVAL_MS = 60_000;

export default async function unbindRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db, live, config } = deps;
  // Unbinding makes an order to pay, so it takes the unbind-orders authority (8) as well as the
  // ticket one: a sub-account must not create orders it could neither see nor pay.
  const tickets = { area: ['boothTickets', 'unbindOrders'] } as const;
  const orders = { area: 'unbindOrders' } as const;

  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep = setInterval(() => void expireOverdue(db).catch((error: unknown) => app.log.warn({ err: error }, 'unbind sweep failed')), SWEEP_INTERVAL_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => { clearInterval(sweep); });

  const notFound = (): ApiError => new ApiError(Codes.NOT_FOUND, null, 'unbind.error.order_not_found');

  app.get('/v4/ticket/unbind/config', {
    config: tickets,
    schema: { summary: 'Unbinding: fee per ticket (cents), limit and remaining unbinds, the window and whether it is open', tags: ['unbind'] },
  }, async (request) => {
    const { exhibitorId } = exhibitorCallerOf(request);
    await expireOverdue(db, exhibitorId);
    return ok(await unbindConfig(db, exhibitorId));
  });

  app.post<{ Body: { ticket_ids: number[] } }>('/v4/ticket/unbind', {
    config: tickets,
    schema: {
      summary: 'Orders the unbinding of bound tickets (1–500): an unbind order awaiting payment; 10007 goes to the exhibitor',
      tags: ['unbind'],
      body: unbindBody,
    },
  }, async (request) => {
    const { userId, exhibitorId } = exhibitorCallerOf(request);
    const order = await createUnbindOrder(db, { exhibitorId, userId, ticketIds: request.body.ticket_ids, timeZone: config.timeZone });
    const flag: NewUnbindOrder = { order_id: order.id, order_no: order.order_no };
    await live.publish(LiveCode.NEW_UNBIND_ORDER, flag, { exhibitorId });
    return ok(order);
  });

  app.get<{ Querystring: OrderListQuery }>('/v4/unbind/order', {
    config: orders,
    schema: { summary: "The exhibitor's unbind orders, newest first (data.{list, total}); ?status filters", tags: ['unbind'], querystring: orderListQuery },
  }, async (request) => {
    const { exhibitorId } = exhibitorCallerOf(request);
    await expireOverdue(db, exhibitorId);
    return ok(await listOrders(db, exhibitorId, request.query));
  });

  app.get<{ Params: { id: number } }>('/v4/unbind/order/:id', {
    config: orders,
    schema: { summary: 'One unbind order with its tickets', tags: ['unbind'], params: idParams },
  }, async (request) => {
    const { exhibitorId } = exhibitorCallerOf(request);
    await expireOverdue(db, exhibitorId);
    const order = await findOrder(db, exhibitorId, request.params.id);
    if (!order) throw notFound();
    return ok(order);
  });

  app.post<{ Params: { id: number } }>('/v4/unbind/order/:id/pay', {
    config: orders,
    schema: {
      summary: 'Starts or resumes the payment of an order awaiting payment (data.checkout_url); the 15-minute window runs from the first start',
      tags: ['unbind'],
      params: idParams,
    },
  }, async (request) => {
    const { exhibitorId } = exhibitorCallerOf(request);
    const order = await findOrder(db, exhibitorId, request.params.id);
    if (!order) throw notFound();
    const subject = translate(requestLocale(request), 'unbind.pay.subject', { count: order.ticket_count });
    return ok(await startPayment(db, paymentProviders(config).active, { exhibitorId, id: order.id, subject, origin: config.publicUrl }));
  });

  app.post<{ Params: { id: number } }>('/v4/unbind/order/:id/cancel', {
    config: orders,
    schema: { summary: 'Cancels an order awaiting payment: its tickets are released and its unbinds given back', tags: ['unbind'], params: idParams },
  }, async (request) => {
    const { exhibitorId } = exhibitorCallerOf(request);
    const cancelled = await cancelOrder(db, exhibitorId, request.params.id);
    const order = await findOrder(db, exhibitorId, request.params.id);
    if (!order) throw notFound();
    if (!cancelled) throw new ApiError(Codes.RECORD_STATE, { status: order.status }, 'unbind.error.not_awaiting_payment', { order: order.order_no });
    return ok(order);
  });
}
