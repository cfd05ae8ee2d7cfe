/**
 * Group buying (SPEC.md §1 /groupManagement/groupTicket, §4, §5, §9), paths of `GroupApi` and
 * `OrganiserGroupApi` (src/shared/group.ts):
 *
 *   buyer (area groupBuying: is_group_buy and the group switch on):
 *     GET /v4/group/ticket · GET /v4/group/bank · POST /v4/group/order · GET /v4/group/order · GET …/:id
 *     POST …/:id/pay · POST …/:id/defer · POST …/:id/remit · POST …/:id/cancel
 *   organiser (organiser.ts): products, every buyer's orders with export, remittance verification
 *
 * An order is only ever looked up among the caller's own: another buyer's ids answer NOT_FOUND, as
 * unknown ones do. Unpaid orders whose deadline passed are cancelled before each of the buyer's
 * reads and writes, and by a sweep every minute that also tells their buyers (10002).
 */
import type { FastifyInstance } from 'fastify';
import { Codes } from '../../../shared/codes';
import { GroupApi, GroupOrderStatus, REMITTANCE_SCREEN, type PlaceOrder, type RemittanceInput } from '../../../shared/group';
import type { ModuleOptions } from '../../deps';
import { ApiError, ok } from '../../http/envelope';
import { requestLocale } from '../../http/i18n';
import { callerOf } from '../../identity/request-caller';
import { paymentProviders } from '../../pay/registry';
import { loadScreen } from '../../screens/registry';
import { getSetting } from '../../settings';
import { registerOrganiserGroup } from './organiser';
import { tellBuyer } from './payable';
import { cancelOrder, completeOrders, expireOverdue, findOrder, groupPaySubject, listOrders, listProductsFor, type OrderListQuery } from './queries';
import { idParams, orderListQuery, placeOrderBody } from './schemas';
import { deferOrder, placeOrder, startGroupPayment, submitRemittance } from './service';

export const SWEEP_INTERVAL_MS = 60_000;

export default async function groupRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db, live, config } = deps;
  const area = { area: 'groupBuying' } as const;
  const tags = ['group'];
  const remittance = loadScreen(config.schemasDir, REMITTANCE_SCREEN);

  let sweep: NodeJS.Timeout | undefined;
  /**
   * Orders move without their buyer: unpaid ones lapse at their deadline, paid ones complete when all
   * their tickets are bound or the show is over. Before a buyer's reads for that buyer (nothing shown
   * is stale), and every minute for everyone, telling each buyer (10002).
   */
  const settle = async (userId?: number) => {
    const showEndsAt = (await getSetting(db, 'expo')).ends_at;
    const cancelled = await expireOverdue(db, userId);
    const completed = await completeOrders(db, showEndsAt, userId);
    if (userId !== undefined) return;
    for (const order of cancelled) await tellBuyer(live, { ...order, status: GroupOrderStatus.CANCELLED });
    for (const order of completed) await tellBuyer(live, { ...order, status: GroupOrderStatus.TRANSACTION_COMPLETE });
  };
  app.addHook('onReady', async () => {
    sweep = setInterval(() => void settle().catch((error: unknown) => app.log.warn({ err: error }, 'group order sweep failed')), SWEEP_INTERVAL_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => { clearInterval(sweep); });

  const notFound = (): ApiError => new ApiError(Codes.NOT_FOUND, null, 'group.error.order_not_found');
  const detail = async (userId: number, id: number) => {
    const order = await findOrder(db, { userId }, id);
    if (!order) throw notFound();
    return order;
  };

  app.get(GroupApi.products, {
    config: area, schema: { summary: "Group ticket products with their stock and the caller's remaining limit (data.list)", tags },
  }, async (request) => {
    const { userId } = callerOf(request);
    await expireOverdue(db, userId);
    return ok({ list: await listProductsFor(db, userId) });
  });

  app.get(GroupApi.bank, {
    config: area, schema: { summary: "The organiser's bank account that remittances go to", tags },
  }, async () => ok(await getSetting(db, 'group_bank')));

  app.post<{ Body: PlaceOrder }>(GroupApi.orders, {
    config: area,
    schema: {
      summary: 'Places an order awaiting payment (its tickets held for 15 minutes); 3002 while another is unpaid, 2010 beyond the stock or the limit (data.remaining)',
      tags, body: placeOrderBody,
    },
  }, async (request) => {
    const { userId } = callerOf(request);
    const order = await placeOrder(db, { ...request.body, userId, timeZone: config.timeZone });
    return ok(await detail(userId, order.id));
  });

  app.get<{ Querystring: OrderListQuery }>(GroupApi.orders, {
    config: area, schema: { summary: "The caller's group orders, newest first (data.{list, total}); ?status filters", tags, querystring: orderListQuery },
  }, async (request) => {
    const { userId } = callerOf(request);
    await settle(userId);
    return ok(await listOrders(db, { userId }, request.query));
  });

  app.get<{ Params: { id: number } }>('/v4/group/order/:id', {
    config: area, schema: { summary: 'One group order with its timeline and remittances', tags, params: idParams },
  }, async (request) => {
    const { userId } = callerOf(request);
    await settle(userId);
    return ok(await detail(userId, request.params.id));
  });

  app.post<{ Params: { id: number } }>('/v4/group/order/:id/pay', {
    config: area,
    schema: { summary: "Pays the order online: data.checkout_url is the provider's checkout, open until the order's deadline", tags, params: idParams },
  }, async (request) => {
    const { userId } = callerOf(request);
    const order = await detail(userId, request.params.id);
    const subject = groupPaySubject(requestLocale(request), { name: order.ticket_name, nameEn: order.ticket_name_en }, order.quantity);
    return ok(await startGroupPayment(db, paymentProviders(config).active, { userId, id: order.id, subject, origin: config.publicUrl }));
  });

  app.post<{ Params: { id: number } }>('/v4/group/order/:id/defer', {
    config: area,
    schema: { summary: 'Defers the payment once by 3 days; the order keeps its tickets and awaits a remittance', tags, params: idParams },
  }, async (request) => {
    const { userId } = callerOf(request);
    await deferOrder(db, userId, request.params.id);
    return ok(await detail(userId, request.params.id));
  });

  app.post<{ Params: { id: number }; Body: RemittanceInput }>('/v4/group/order/:id/remit', {
    config: area,
    schema: {
      summary: 'Submits the bank remittance (schemas/remittance.json): the order awaits verification, promised within 3 working days',
      tags, params: idParams, body: remittance.bodySchema,
    },
  }, async (request) => {
    const { userId } = callerOf(request);
    await submitRemittance(db, remittance, { userId, id: request.params.id, body: request.body, timeZone: config.timeZone });
    return ok(await detail(userId, request.params.id));
  });

  app.post<{ Params: { id: number } }>('/v4/group/order/:id/cancel', {
    config: area,
    schema: { summary: 'Cancels an unpaid order (not one under verification); its tickets go back on sale. Paid orders are non-refundable', tags, params: idParams },
  }, async (request) => {
    const { userId } = callerOf(request);
    const cancelled = await cancelOrder(db, userId, request.params.id);
    const order = await detail(userId, request.params.id);
    if (!cancelled) throw new ApiError(Codes.RECORD_STATE, { status: order.status }, 'group.error.cannot_cancel', { order: order.order_no });
    return ok(order);
  });

  registerOrganiserGroup(app, deps);
}
