/**
 * The organiser's side of group buying, paths of `OrganiserGroupApi` (src/shared/group.ts), organiser
 * staff only:
 *
 *   GET /organiser/group/ticket · POST …/ticket · PUT …/ticket/:id   products (schemas/group-product.json)
 *   GET /organiser/group/order (?status&keyword&ticket_id&page&limit) · POST …/order/export · GET …/order/:id
 *   POST /organiser/group/order/:id/verify {decision, reason}  confirm or reject a remittance; the buyer hears it live (10002)
 *   POST /organiser/group/allocation {user_id, ticket_id, quantity}  tickets given to a group ticket account from a product's stock (schemas/group-allocation.json)
 *   GET /organiser/group/account   the group ticket accounts, with the tickets each holds
 *   GET /organiser/group/ticket-holding (the ticket list's filters, user_id) · POST …/export   every group account's tickets, masked
 */
import type { FastifyInstance } from 'fastify';
import { Codes } from '../../../shared/codes';
import {
  GROUP_ALLOCATION_SCREEN, GROUP_ORDER_SCREEN, GROUP_PRODUCT_SCREEN, OrganiserGroupApi, type GroupAllocationInput, type GroupProductInput, type VerifyDecision,
} from '../../../shared/group';
import type { Deps } from '../../deps';
import { sessionUserId } from '../../http/auth';
import { decisionBody } from '../../http/decision-body';
import { ApiError, ok } from '../../http/envelope';
import { startExport } from '../../screens/crud-routes';
import { loadScreen } from '../../screens/registry';
import { GROUP_TICKET_EXPORT } from '../tickets/export-rows';
import { screenInWords } from '../tickets/words';
import { listTickets, sortableTicketColumns, type TicketListQuery } from '../tickets/queries';
import { TICKET_SCREEN } from '../tickets/routes';
import { ticketListQuery } from '../tickets/schemas';
import { GROUP_ORDER_EXPORT } from './export-rows';
import { tellBuyer } from './payable';
import { expireOverdue, findOrder, listAllProducts, listGroupTicketAccounts, listOrders, toProduct, type OrderListQuery } from './queries';
import { idParams, organiserOrderQuery } from './schemas';

/** The ticket list's query, plus the group account to narrow to. */
const organiserTicketQuery = (sortable: string[]) => {
  const base = ticketListQuery(sortable) as { properties: Record<string, unknown> };
  return { ...base, properties: { ...base.properties, user_id: { type: 'integer', minimum: 1, maximum: 2147483647, title: 'group.field.user_id' } } };
};
import { allocateGroupTickets } from './tickets';
import { createProduct, updateProduct, verifyRemittance } from './service';
import { StaffPermission } from '../../../shared/staff';
import { staffOnly } from '../../http/access';

export function registerOrganiserGroup(app: FastifyInstance, deps: Deps): void {
  const { db, live, config } = deps;
  const role = staffOnly(StaffPermission.GROUP);
  const tags = ['organiser', 'group'];
  const productBody = loadScreen(config.schemasDir, GROUP_PRODUCT_SCREEN).bodySchema;
  const allocationBody = loadScreen(config.schemasDir, GROUP_ALLOCATION_SCREEN).bodySchema;

  app.get(OrganiserGroupApi.products, {
    config: role, schema: { summary: 'Every group ticket product (data.list)', tags },
  }, async () => ok({ list: await listAllProducts(db) }));

  app.post<{ Body: GroupProductInput }>(OrganiserGroupApi.products, {
    config: role, schema: { summary: 'Adds a group ticket product (schemas/group-product.json)', tags, body: productBody },
  }, async (request) => ok(toProduct(await createProduct(db, request.body), 0)));

  app.put<{ Params: { id: number }; Body: GroupProductInput }>('/organiser/group/ticket/:id', {
    config: role, schema: { summary: 'Changes a group ticket product: its stock is set to what the host still has to sell', tags, params: idParams, body: productBody },
  }, async (request) => ok(toProduct(await updateProduct(db, request.params.id, request.body), 0)));

  app.get<{ Querystring: OrderListQuery }>(OrganiserGroupApi.orders, {
    config: role, schema: { summary: "Every buyer's group orders, newest first (data.{list, total}); filters by status, product, order number or buyer", tags, querystring: organiserOrderQuery },
  }, async (request) => {
    await expireOverdue(db);
    return ok(await listOrders(db, { organiser: true }, request.query));
  });

  app.post<{ Querystring: OrderListQuery }>(`${OrganiserGroupApi.orders}/export`, {
    config: role, schema: { summary: 'Exports the group orders as filtered to Excel, as an export task (progress on live code 10101)', tags, querystring: organiserOrderQuery },
  }, async (request) => ok(await startExport(deps, request, loadScreen(config.schemasDir, GROUP_ORDER_SCREEN), { organiser: true },
    { userId: sessionUserId(request), exhibitorId: null }, GROUP_ORDER_EXPORT)));

  app.get<{ Params: { id: number } }>('/organiser/group/order/:id', {
    config: role, schema: { summary: 'One group order of any buyer, with its timeline and remittances', tags, params: idParams },
  }, async (request) => {
    const order = await findOrder(db, { organiser: true }, request.params.id);
    if (!order) throw new ApiError(Codes.NOT_FOUND, null, 'group.error.order_not_found');
    return ok(order);
  });

  app.post<{ Params: { id: number }; Body: VerifyDecision }>('/organiser/group/order/:id/verify', {
    config: role,
    schema: { summary: 'Confirms (payment complete) or rejects with a reason (verification failed) a remittance awaiting verification', tags, params: idParams, body: decisionBody },
  }, async (request) => {
    const { decision, reason } = request.body;
    const moved = await verifyRemittance(db, { id: request.params.id, staffId: sessionUserId(request), decision, ...(reason ? { reason } : {}) });
    await tellBuyer(live, { id: request.params.id, ...moved });
    return ok(await findOrder(db, { organiser: true }, request.params.id));
  });

  app.post<{ Body: GroupAllocationInput }>(OrganiserGroupApi.allocation, {
    config: role,
    schema: { summary: "Gives a group ticket account (is_group_ticket) tickets of a product from its stock; 2010 beyond the stock (data.remaining)", tags, body: allocationBody },
  }, async (request) => {
    const { user_id: userId, ticket_id: productId, quantity } = request.body;
    return ok({ allocation_id: await allocateGroupTickets(db, { userId, productId, quantity }) });
  });

  app.get(OrganiserGroupApi.accounts, {
    config: role, schema: { summary: 'The group ticket accounts tickets can be allocated to, with the tickets each holds and how many are bound (data.list)', tags },
  }, async () => ok({ list: await listGroupTicketAccounts(db) }));

  const ticketQuery = organiserTicketQuery(sortableTicketColumns(loadScreen(config.schemasDir, TICKET_SCREEN).descriptor));
  app.get<{ Querystring: TicketListQuery & { user_id?: number } }>(OrganiserGroupApi.tickets, {
    config: role, schema: { summary: "Every group account's tickets, personal data masked (data.{list, total}); user_id narrows to one account", tags, querystring: ticketQuery },
  }, async (request) => {
    const { user_id: userId, ...query } = request.query;
    return ok(await listTickets(db, userId === undefined ? { anyGroupAccount: true } : { groupUserId: userId }, query));
  });

  app.post<{ Querystring: TicketListQuery }>(`${OrganiserGroupApi.tickets}/export`, {
    config: role, schema: { summary: "Exports every group account's tickets as filtered to Excel (progress on live code 10101)", tags, querystring: ticketQuery },
  }, async (request) => ok(await startExport(deps, request, screenInWords(loadScreen(config.schemasDir, TICKET_SCREEN), 'group'), { organiser: true },
    { userId: sessionUserId(request), exhibitorId: null }, GROUP_TICKET_EXPORT)));
}
