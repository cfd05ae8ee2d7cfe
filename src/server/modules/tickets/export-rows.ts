/**
 * The ticket export's rows (booth tickets of the requester's exhibitor, a group account's own, or the
 * organiser's of every group account): the list's own filter and order, personal data masked, texts in
 * the requester's language (times are written by the export's columns), headers in the words of whose
 * tickets they are (words.ts). The order is read once (the ids of every matching ticket), then the rows
 * a page at a time by id: an exhibitor's or a show's group tickets run to 100,000, which paging by
 * offset would sort again for every page.
 */
import type { ExportPayload, ExportReader } from '../../exports/export-job';
import type { RecordOut } from '../../screens/records';
import { translate } from '../../http/i18n';
import type { TicketOwner, TicketScope } from './owner';
import { listTicketIds, ticketsByIds, type TicketListQuery } from './queries';
import { screenInWords, type TicketWords } from './words';

export const BOOTH_TICKET_EXPORT = 'booth-tickets';

/** The organiser's export of every group account's tickets. */
export const GROUP_TICKET_EXPORT = 'group-tickets';

/** An account exporting its own tickets: an exhibitor's are booth tickets, a group account (no exhibitor) has group tickets. */
const requesterWords = (owner: ExportPayload['owner']): TicketWords => ('exhibitorId' in owner && owner.exhibitorId === null ? 'group' : 'booth');

export const boothTicketExportRows: ExportReader = {
  screen: (screen, payload) => screenInWords(screen, requesterWords(payload.owner)),
  async* pages(db, payload, limit) {
    const requester = payload.owner;
    if ('organiser' in requester) {
      yield { list: [], total: 0 };
      return;
    }
    const owner: TicketOwner = requester.exhibitorId !== null ? { exhibitorId: requester.exhibitorId } : { groupUserId: requester.userId };
    yield* ticketPages(db, owner, payload, limit);
  },
};

/** Every group account's tickets, or one account's when the list was narrowed to it (user_id). */
export const groupTicketExportRows: ExportReader = {
  screen: (screen) => screenInWords(screen, 'group'),
  async* pages(db, payload, limit) {
    if (!('organiser' in payload.owner)) {
      yield { list: [], total: 0 };
      return;
    }
    const { user_id: userId, ...query } = payload.query as { user_id?: number };
    const scope: TicketScope = typeof userId === 'number' ? { groupUserId: userId } : { anyGroupAccount: true };
    yield* ticketPages(db, scope, { ...payload, query }, limit);
  },
};

async function* ticketPages(db: Parameters<ExportReader['pages']>[0], scope: TicketScope, payload: ExportPayload, limit: number) {
  const query = payload.query as Omit<TicketListQuery, 'page' | 'limit'>;
  const ids = await listTicketIds(db, scope, query);
  const page = (start: number) => {
    const read = ticketsByIds(db, scope, query, ids.slice(start, start + limit));
    // Awaited when its turn comes; should the export stop before (the file failed), its failure is no crash.
    read.catch(() => {});
    return read;
  };
  // At least one page, empty when nothing matches: the export still reports its progress once.
  let next = page(0);
  for (let start = 0; start === 0 || start < ids.length; start += limit) {
    const tickets = await next;
    // The next page is read while this one is written (PostgreSQL works meanwhile; PGlite in turn).
    if (start + limit < ids.length) next = page(start + limit);
    // The tickets were made for this page alone: set in place, no copy of each (100,000 rows, fewer objects to collect).
    for (const ticket of tickets) {
      ticket.type_name = payload.locale === 'en' ? ticket.type_name_en || ticket.type_name : ticket.type_name;
      ticket.failure_reason = ticket.failure_reason ? translate(payload.locale, ticket.failure_reason) : null;
    }
    // A BoothTicket is a record of the screen (an interface has no index signature to say so).
    yield { total: ids.length, list: tickets as unknown as RecordOut[] };
  }
}
