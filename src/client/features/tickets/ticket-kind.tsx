/**
 * One kind of ticket as the screens need it: its calls (the same routes at the kind's base path) and
 * where its screens live. Booth tickets and a group account's group tickets share every screen of
 * this feature; a page says which kind it shows with <TicketKindProvider>.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ScreenDescriptor } from '../../../shared/descriptor';
import { GROUP_TICKET_WORDS, GroupTicketApi, inGroupTicketWords, TicketApi } from '../../../shared/tickets';
import { ticketApi, type TicketCalls } from './ticket-api';

export interface TicketKind {
  name: 'booth' | 'group';
  calls: TicketCalls;
  paths: {
    list: string;
    details: string;
    /** The batch bindings. */
    bindLog: string;
    /** One batch binding's record. */
    logDetails: (batchId: number) => string;
    /** The tickets of one allocation (holding). */
    detailsOf: (allocationId: number) => string;
  };
  /** Message ids of the screens' headings. */
  titles: { details: string; detailsIntro: string; bindLog: string; logDetails: string };
  /**
   * Message ids of the kind's own words for a ticket: in Chinese a booth ticket is a 证件 (证件编号,
   * 证件类别) and a group ticket a 票 (票号, 票种). The holder's identity document is the same for both.
   */
  words: { ticketNo: string; type: string; status: string; keyword: string; allTypes: string; empty: string };
}

/** The ticket list (schemas/booth-ticket.json) in the kind's words (src/shared/tickets.ts inGroupTicketWords). */
export function ticketDescriptor(descriptor: ScreenDescriptor, kind: TicketKind): ScreenDescriptor {
  return kind.name === 'booth' ? descriptor : inGroupTicketWords(descriptor);
}

const BOOTH_BASE = '/ticketBoothManagement/ticketBooth';
const GROUP_BASE = '/groupManagement/ticketManagement';

export const BOOTH_TICKETS: TicketKind = {
  name: 'booth',
  calls: ticketApi(TicketApi),
  paths: {
    list: `${BOOTH_BASE}/list`,
    details: `${BOOTH_BASE}/detailsList`,
    bindLog: `${BOOTH_BASE}/bindLogList`,
    logDetails: (batchId) => `${BOOTH_BASE}/logDetails?id=${batchId}`,
    detailsOf: (allocationId) => `${BOOTH_BASE}/detailsList?allocation_id=${allocationId}`,
  },
  titles: {
    details: 'route.ticketBooth.detailsList', detailsIntro: 'ticketPage.details.intro',
    bindLog: 'route.ticketBooth.bindLogList', logDetails: 'route.ticketBooth.logDetails',
  },
  words: {
    ticketNo: 'boothTicket.ticket_no', type: 'ticketPage.col.type', status: 'boothTicket.status',
    keyword: 'ticketPage.filter.keyword', allTypes: 'ticketPage.filter.allTypes', empty: 'ticketPage.empty',
  },
};

/**
 * SPEC.md §2 gives group tickets two screens only (list, detailsList): the batch bindings and a
 * batch's record are views of detailsList, chosen by its query (?view=batches, ?batch=<id>).
 */
export const GROUP_TICKETS: TicketKind = {
  name: 'group',
  calls: ticketApi(GroupTicketApi),
  paths: {
    list: `${GROUP_BASE}/list`,
    details: `${GROUP_BASE}/detailsList`,
    bindLog: `${GROUP_BASE}/detailsList?view=batches`,
    logDetails: (batchId) => `${GROUP_BASE}/detailsList?batch=${batchId}`,
    detailsOf: (allocationId) => `${GROUP_BASE}/detailsList?allocation_id=${allocationId}`,
  },
  titles: {
    details: GROUP_TICKET_WORDS.title, detailsIntro: 'groupTicketPage.details.intro',
    bindLog: 'groupTicketPage.bindLog', logDetails: 'groupTicketPage.logDetails',
  },
  words: {
    ticketNo: GROUP_TICKET_WORDS.ticketNo, type: GROUP_TICKET_WORDS.type, status: GROUP_TICKET_WORDS.status,
    keyword: 'groupTicketPage.filter.keyword', allTypes: 'groupTicketPage.filter.allTypes', empty: 'groupTicketPage.list.noHoldings',
  },
};

const TicketKindContext = createContext<TicketKind | null>(null);

export function TicketKindProvider({ kind, children }: { kind: TicketKind; children: ReactNode }) {
  return <TicketKindContext.Provider value={kind}>{children}</TicketKindContext.Provider>;
}

/** The kind of ticket of the page; a screen outside a page that names its kind is a mistake. */
export function useTicketKind(): TicketKind {
  const kind = useContext(TicketKindContext);
  if (!kind) throw new Error('useTicketKind: no <TicketKindProvider> above this screen');
  return kind;
}
