/** The ticket export's rows (booth tickets of the requester's exhibitor, or a group account's own): the list's own query, personal data masked, texts in the requester's language (times are written by the export's columns). */
import type { ExportSource } from '../../exports/export-job';
import { translate } from '../../http/i18n';
import type { TicketOwner, TicketScope } from './owner';
import { listTickets, type TicketListQuery } from './queries';

export const BOOTH_TICKET_EXPORT = 'booth-tickets';

/** The organiser's export of every group account's tickets. */
export const GROUP_TICKET_EXPORT = 'group-tickets';

export const boothTicketExportRows: ExportSource = async (db, payload, page, limit) => {
  const requester = payload.owner;
  if ('organiser' in requester) return { list: [], total: 0 };
  const owner: TicketOwner = requester.exhibitorId !== null ? { exhibitorId: requester.exhibitorId } : { groupUserId: requester.userId };
  return ticketRows(db, owner, payload, page, limit);
};

/** Every group account's tickets, or one account's when the list was narrowed to it (user_id). */
export const groupTicketExportRows: ExportSource = async (db, payload, page, limit) => {
  if (!('organiser' in payload.owner)) return { list: [], total: 0 };
  const { user_id: userId, ...query } = payload.query as { user_id?: number };
  const scope: TicketScope = typeof userId === 'number' ? { groupUserId: userId } : { anyGroupAccount: true };
  return ticketRows(db, scope, { ...payload, query }, page, limit);
};

async function ticketRows(db: Parameters<ExportSource>[0], scope: TicketScope, payload: Parameters<ExportSource>[1], page: number, limit: number) {
  const { list, total } = await listTickets(db, scope, { ...(payload.query as Omit<TicketListQuery, 'page' | 'limit'>), page, limit });
  return {
    total,
    list: list.map((ticket) => ({
      ...ticket,
      type_name: payload.locale === 'en' ? ticket.type_name_en || ticket.type_name : ticket.type_name,
      failure_reason: ticket.failure_reason ? translate(payload.locale, ticket.failure_reason) : null,
    })),
  };
}
