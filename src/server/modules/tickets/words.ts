/**
 * Which words a ticket's owner reads (src/shared/tickets.ts GROUP_TICKET_WORDS): a group account's
 * tickets say a group ticket's (票号, 票种, 票), an exhibitor's a booth ticket's (证件编号, 证件类别,
 * 证件) — in the batch template, the ticket export and a batch's row errors as on the screens.
 */
import { inGroupTicketWords } from '../../../shared/tickets';
import type { Screen } from '../../screens/registry';
import type { TicketScope } from './owner';

export type TicketWords = 'booth' | 'group';

export const wordsOf = (scope: TicketScope): TicketWords => ('exhibitorId' in scope ? 'booth' : 'group');

/** The row errors that name the ticket itself, and their group-ticket wording (locales: groupTicket.row.*). */
const GROUP_ROW_ERRORS: Readonly<Record<string, string>> = {
  'ticket.row.ticket_required': 'groupTicket.row.ticket_required',
  'ticket.row.ticket_not_found': 'groupTicket.row.ticket_not_found',
  'ticket.row.ticket_bound': 'groupTicket.row.ticket_bound',
  'ticket.row.ticket_unbinding': 'groupTicket.row.ticket_unbinding',
  'ticket.row.duplicate_ticket': 'groupTicket.row.duplicate_ticket',
  'ticket.error.document_taken': 'groupTicket.row.document_taken',
};

/** A batch row's failure (a message id) in the words of whose tickets the batch binds. */
export const inOwnersWords = (scope: TicketScope, id: string): string => (wordsOf(scope) === 'group' ? GROUP_ROW_ERRORS[id] ?? id : id);

/** The ticket list's screen (schemas/booth-ticket.json) in these words: its title and the columns that name the ticket. */
export const screenInWords = <S extends Screen>(screen: S, words: TicketWords): S =>
  (words === 'group' ? { ...screen, descriptor: inGroupTicketWords(screen.descriptor) } : screen);
