/**
 * Tickets (src/shared/tickets.ts), booth or group: the calls the screens make, and the
 * pure helpers they share (pasted rows, batch errors, money).
 */
import {
  TicketApi, type TicketApiPaths, type BatchRowInput, type BindBatch, type BindBatchRow, type BoothTicket, type BoothTicketHolder,
  type HolderInput, type ShareLink, type SharedTicket, type TicketAllocation,
} from '../../../shared/tickets';
import { XLSX_TYPE } from '../../../shared/api';
import { http } from '../../app/http';
import { saveBlob } from '../../app/save-file';

/** A batch row's result (BindBatchRow.status, 10003 rows[].status) as the server sends it. */
export const BatchRowStatus = { PENDING: 0, BOUND: 1, FAILED: 2 } as const;


export interface Page<T> { list: T[]; total: number }
export type Query = Record<string, string | number>;

/** Without login, either kind of ticket: the share link's page. */
export const fetchSharedTicket = (token: string) => http.get<SharedTicket>(TicketApi.shared(token), undefined, { quiet: true });
export const bindSharedTicket = (token: string, holder: HolderInput) => http.post<unknown>(TicketApi.shared(token), holder);

/**
 * The calls of one kind of ticket (booth tickets at TicketApi, group tickets at GroupTicketApi):
 * the same routes below another base path, so the screens take the kind's calls, not a copy of them.
 */
export function ticketApi(paths: TicketApiPaths) {
  return {
    fetchAllocations: () => http.get<{ list: TicketAllocation[] }>(paths.allocations),
    /** Quiet: the dialog shows the server's refusal on its quantity field. */
    claimTickets: (allocationId: number, quantity: number) =>
      http.post<{ claimed: number; allocation: TicketAllocation }>(paths.claim, { allocation_id: allocationId, quantity }, { quiet: true }),
    fetchTickets: (query: Query, signal?: AbortSignal) => http.get<Page<BoothTicket>>(paths.tickets, query, { signal }),
    startTicketExport: (query: Query) => {
      const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
      return http.post<{ id: number; name: string; low: number }>(`${paths.tickets}/export${search ? `?${search}` : ''}`);
    },
    fetchHolder: (id: number) => http.get<BoothTicketHolder>(paths.ticket(id)),
    saveHolder: (id: number, holder: HolderInput) => http.put<BoothTicket>(paths.ticket(id), holder),
    createShareLink: (id: number) => http.post<ShareLink>(paths.share(id)),
    fetchBatches: (query: Query, signal?: AbortSignal) => http.get<Page<BindBatch>>(paths.batches, query, { signal }),
    fetchBatch: (id: number, signal?: AbortSignal) => http.get<BindBatch>(paths.batch(id), undefined, { signal }),
    fetchBatchRows: (id: number, query: Query, signal?: AbortSignal) => http.get<Page<BindBatchRow>>(paths.batchRows(id), query, { signal }),
    submitPastedRows: (rows: BatchRowInput[]) => http.post<{ batch_id: number }>(paths.batches, { rows }),
    resubmitRows: (id: number, rows: (BatchRowInput & { row_no: number })[]) => http.post<{ batch_id: number }>(paths.batchResubmit(id), { rows }),
    downloadTemplate: async (fileName: string): Promise<void> => {
      saveBlob(await http.file(paths.batchTemplate.replace(/^\//, '')), fileName);
    },
    /** The .xlsx as the request body, typed as a spreadsheet whatever the browser guessed of it. */
    uploadBatchExcel: (file: File, onUploadProgress?: (fraction: number) => void) =>
      http.upload<{ batch_id: number }>(paths.batchExcel, new Blob([file], { type: XLSX_TYPE }), { searchParams: { file_name: file.name }, onUploadProgress }),
  };
}

export type TicketCalls = ReturnType<typeof ticketApi>;

const PASTE_FIELDS = ['ticket', 'name', 'doc_type', 'doc_number', 'phone', 'email'] as const;

/**
 * Rows as copied from Excel (tab-separated) or typed with commas: ticket, name, document type,
 * document number, phone, e-mail. Blank lines are skipped; a header line (its first cell not a
 * ticket) is kept for the server to refuse row by row, since a ticket number has no fixed shape.
 */
export function parsePastedRows(text: string): BatchRowInput[] {
  const rows: BatchRowInput[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const cells = (line.includes('\t') ? line.split('\t') : line.split(/[,，]/)).map((cell) => cell.trim());
    const row: Record<string, string> = {};
    PASTE_FIELDS.forEach((field, index) => {
      const value = cells[index] ?? '';
      if (value !== '' || field === 'ticket' || field === 'name' || field === 'doc_type' || field === 'doc_number') row[field] = value;
    });
    rows.push(row as unknown as BatchRowInput);
  }
  return rows;
}

/** Cents → yuan text with two decimals. */
export const yuan = (cents: number): string => (cents / 100).toFixed(2);

/** mm:ss left until a deadline (Unix seconds), 0 once passed. */
export function countdown(deadline: number, nowMs: number): { seconds: number; text: string } {
  const seconds = Math.max(0, Math.floor(deadline - nowMs / 1000));
  const text = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  return { seconds, text };
}

/** `?id=12` → 12; anything else → undefined. */
export function positiveId(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The batch's progress in percent (0 while nothing is known). */
export const percent = (processed: number, total: number): number => (total > 0 ? Math.min(100, Math.round((processed / total) * 100)) : 0);
