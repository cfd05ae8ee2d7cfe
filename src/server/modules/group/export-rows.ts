/** Rows of the organiser's group-order export (schemas/group-order.json "export"), a page at a time. */
import type { ExportSource } from '../../exports/export-job';
import { listOrders, type OrderListQuery } from './queries';

export const GROUP_ORDER_EXPORT = 'group-orders';

export const groupOrderExportRows: ExportSource = async (db, payload, page, limit) => {
  if (!('organiser' in payload.owner)) return { list: [], total: 0 };
  const { list, total } = await listOrders(db, { organiser: true }, { ...(payload.query as Omit<OrderListQuery, 'page' | 'limit'>), page, limit });
  return {
    total,
    list: list.map((order) => ({
      ...order,
      ticket_name: payload.locale === 'en' ? order.ticket_name_en || order.ticket_name : order.ticket_name,
      buyer_name: order.buyer ? `${order.buyer.name} (${order.buyer.account})` : '',
    })),
  };
};
