/**
 * Batch real-name binding (issue 6): 10,000 rows from an Excel file, timed from the upload to the
 * final live event (10004), on PGlite and on PostgreSQL; target ≥ 5,000 rows/s on PostgreSQL.
 *
 * Per backend: a fresh database gets the demo data and a 10,000-ticket allocation of the demo
 * exhibitor (written directly, as the organiser's data would be); the server then runs as its own
 * process (bench-server.ts). The exhibitor logs in, claims the 10,000 tickets through the API,
 * downloads the batch template (which lists the bindable tickets) and fills one row per ticket with
 * a holder: a name, a valid and unique resident ID (GB 11643, with its check digit) and a mainland
 * mobile number. With the exhibitor's live stream open, the clock starts as the .xlsx is POSTed and
 * stops when 10004 for that batch arrives; afterwards the list endpoint must show 10,000 bound.
 */
import { readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { isMobileCn, isResidentId } from '../../src/shared/formats';
import { LiveCode } from '../../src/shared/live';
import { LOCALES, type Locale } from '../../src/shared/locale';
import { DocType, TicketApi, TicketStatus, type BatchBindFinished, type BatchBindProgress, type BoothTicket } from '../../src/shared/tickets';
import { projectRoot } from '../lib/portal-process';
import { BACKEND_LABEL, benchBackends, logIn, nowMs, startBenchServer, type Backend, type BenchServer } from './bench-server';
import { openLiveStream, type LiveMessage, type LiveStream } from './live-stream';
import { api, BENCH_ACCOUNT, claimAllocation, grantAllocation, ticketPage } from './booth-stock';

export const TARGET_ROWS_PER_S = 5000;
export const ROWS = 10_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Longest wait for the final event. */
const FINISH_TIMEOUT_MS = 10 * 60_000;

export interface BatchBindResult {
  backend: Backend;
  label: string;
  rows: number;
  /** Upload to 10004, ms. */
  ms: number;
  rowsPerSecond: number;
  /** Of the 10004 message. */
  succeeded: number;
  failed: number;
  /** Tickets the list endpoint shows bound afterwards. */
  bound: number;
  /** 10003 messages of the batch. */
  progressMessages: number;
  /** Where the time went, ms from the upload: the upload answered (file read, rows checked and stored), the first 10003. */
  answeredMs: number;
  firstProgressMs: number;
  /** Size of the uploaded file, bytes. */
  fileBytes: number;
}

// ---------------------------------------------------------------------------------------------
// Holders

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';
/** Real county-level codes (Beijing Dongcheng, Shanghai Huangpu, Guangzhou Tianhe, Chengdu Jinjiang). */
const REGIONS = ['110101', '310101', '440106', '510104'];
const DAY_MS = 86_400_000;
const FIRST_BIRTH = Date.UTC(1970, 0, 1);
/** Birth dates used: about 25 years of days, all in the past. */
const BIRTH_DAYS = 9000;

/** The GB 11643 check character of the first 17 digits. */
export function residentIdCheck(first17: string): string {
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(first17[i]), 0);
  return ID_CHECK[sum % 11]!;
}

/** The n-th of a series of distinct, valid resident ID numbers (distinct for n < 4 × 9000 × 1000). */
export function residentId(n: number): string {
  const region = REGIONS[n % REGIONS.length]!;
  const rest = Math.floor(n / REGIONS.length);
  const birth = new Date(FIRST_BIRTH + (rest % BIRTH_DAYS) * DAY_MS);
  const date = `${birth.getUTCFullYear()}${String(birth.getUTCMonth() + 1).padStart(2, '0')}${String(birth.getUTCDate()).padStart(2, '0')}`;
  const sequence = String(Math.floor(rest / BIRTH_DAYS) % 1000).padStart(3, '0');
  const first17 = `${region}${date}${sequence}`;
  return first17 + residentIdCheck(first17);
}

/** The n-th of a series of distinct mainland mobile numbers (139 and eight digits). */
export const mobile = (n: number): string => `139${String(n % 100_000_000).padStart(8, '0')}`;

export interface Holder { name: string; docNumber: string; phone: string }

export function holders(count: number): Holder[] {
  const list = Array.from({ length: count }, (_, n): Holder => ({ name: `测试持票人${n + 1}`, docNumber: residentId(n), phone: mobile(n) }));
  const bad = list.find((holder) => !isResidentId(holder.docNumber) || !isMobileCn(holder.phone));
  if (bad) throw new Error(`the generator made an invalid holder: ${JSON.stringify(bad)}`);
  if (new Set(list.map((holder) => holder.docNumber)).size !== count) throw new Error('the generator repeated a resident ID');
  return list;
}

// ---------------------------------------------------------------------------------------------
// The workbook

/** The template's columns (src/server/modules/tickets/batch-excel.ts), headed by their labels in the caller's language. */
type Field = 'ticket' | 'type' | 'name' | 'doc_type' | 'doc_number' | 'phone' | 'email';
const FIELDS: readonly Field[] = ['ticket', 'type', 'name', 'doc_type', 'doc_number', 'phone', 'email'];

const catalogue = (locale: Locale): Record<string, string> => JSON.parse(readFileSync(join(projectRoot, 'locales', `${locale}.json`), 'utf8')) as Record<string, string>;

const cellText = (cell: ExcelJS.Cell): string => {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((part) => part.text).join('');
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '');
  return String(value);
};

interface TemplateLayout {
  workbook: ExcelJS.Workbook;
  sheet: ExcelJS.Worksheet;
  columns: Map<Field, number>;
  /** Label of the resident ID in the template's language, as its dropdown offers it. */
  residentIdLabel: string;
  /** The tickets the template lists, as it writes them, with their rows. */
  ticketRows: { row: number; ticket: string }[];
}

/** Reads the template: which column is which (by header, in either language) and the tickets it lists. */
async function readTemplate(bytes: ArrayBuffer): Promise<TemplateLayout> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets.find((candidate) => candidate.state === 'visible') ?? workbook.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  const headers = sheet.getRow(1);
  let found: { locale: Locale; columns: Map<Field, number> } | undefined;
  for (const locale of LOCALES) {
    const messages = catalogue(locale);
    const columns = new Map<Field, number>();
    headers.eachCell((cell, col) => {
      const field = FIELDS.find((candidate) => messages[`boothTicket.batch.col.${candidate}`] === cellText(cell).trim());
      if (field && !columns.has(field)) columns.set(field, col);
    });
    if (!found || columns.size > found.columns.size) found = { locale, columns };
  }
  const missing = FIELDS.filter((field) => field !== 'type' && !found?.columns.has(field));
  if (!found || missing.length > 0) throw new Error(`the template lacks the columns ${missing.join(', ')}`);
  const ticketCol = found.columns.get('ticket')!;
  const ticketRows: TemplateLayout['ticketRows'] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const ticket = cellText(sheet.getRow(r).getCell(ticketCol)).trim();
    if (ticket) ticketRows.push({ row: r, ticket });
  }
  return { workbook, sheet, columns: found.columns, residentIdLabel: catalogue(found.locale)['docType.resident_id'] ?? String(DocType.RESIDENT_ID), ticketRows };
}

/**
 * Fills a holder into the template's row of each ticket — or, for a ticket the template did not
 * list (it lists at most 10,000, the demo's own tickets first), into a new row under the others, as
 * a person would type it in — and returns the .xlsx bytes. The template's other rows stay empty:
 * the server skips them.
 */
async function fillTemplate(layout: TemplateLayout, tickets: string[], people: Holder[]): Promise<Buffer> {
  const { sheet, columns } = layout;
  const rowOf = new Map(layout.ticketRows.map(({ row, ticket }) => [ticket, row]));
  let next = sheet.rowCount + 1;
  tickets.forEach((ticket, i) => {
    const holder = people[i]!;
    const row = sheet.getRow(rowOf.get(ticket) ?? next++);
    row.getCell(columns.get('ticket')!).value = ticket;
    row.getCell(columns.get('name')!).value = holder.name;
    row.getCell(columns.get('doc_type')!).value = layout.residentIdLabel;
    row.getCell(columns.get('doc_number')!).value = holder.docNumber;
    row.getCell(columns.get('phone')!).value = holder.phone;
  });
  return Buffer.from(await layout.workbook.xlsx.writeBuffer());
}

// ---------------------------------------------------------------------------------------------
// The API

/** Every ticket of the exhibitor in the allocation, by id order, through the list endpoint. */
async function listTickets(server: BenchServer, token: string, allocationId: number): Promise<BoothTicket[]> {
  const all: BoothTicket[] = [];
  for (let page = 1; ; page++) {
    const { list, total } = await ticketPage(server, token, `page=${page}&limit=100&allocation_id=${allocationId}&sort=id&order=asc`);
    all.push(...list);
    if (list.length === 0 || all.length >= total) return all;
  }
}

async function countBound(server: BenchServer, token: string, allocationId: number): Promise<number> {
  const { total } = await ticketPage(server, token, `page=1&limit=1&allocation_id=${allocationId}&status=${TicketStatus.BOUND}`);
  return total;
}

async function runOn(backend: Backend, people: Holder[]): Promise<BatchBindResult> {
  const server = await startBenchServer(backend, grantAllocation(ROWS));
  const agent = new Agent({ keepAlive: false });
  let live: LiveStream | undefined;
  try {
    const token = await logIn(server.url, BENCH_ACCOUNT);
    const allocationId = await claimAllocation(server, token, ROWS);
    const tickets = await listTickets(server, token, allocationId);
    if (tickets.length !== ROWS) throw new Error(`${tickets.length} tickets claimed, not ${ROWS}`);

    // The template lists the bindable tickets; they are written back as it wrote them (id or number).
    const template = await fetch(`${server.url}/api${TicketApi.batchTemplate}`, { headers: { authorization: `Bearer ${token}` } });
    if (!template.ok || !(template.headers.get('content-type') ?? '').includes('spreadsheet')) {
      throw new Error(`GET ${TicketApi.batchTemplate} answered ${template.status} ${template.headers.get('content-type')}: ${(await template.text()).slice(0, 300)}`);
    }
    const layout = await readTemplate(await template.arrayBuffer());
    const file = await fillTemplate(layout, tickets.map((ticket) => ticket.ticket_no), people);

    live = await openLiveStream(server.url, token, agent);
    // 10004 may come before the upload's answer names the batch: the stream keeps every one.
    const batch: { id?: number } = {};
    const started = nowMs();
    const uploaded = api<{ batch_id: number }>(server, token, `${TicketApi.batchExcel}?file_name=${encodeURIComponent('bench-10000.xlsx')}`, {
      method: 'POST', headers: { 'content-type': XLSX }, body: new Uint8Array(file),
    });
    const ofBatch = <T extends { batch_id: number }>(messages: readonly LiveMessage[], code: number) =>
      messages.filter((entry): entry is LiveMessage<T> => entry.code === code && (entry.data as T).batch_id === batch.id);
    const stream = live;
    const finished = stream.until((messages) => {
      const final = batch.id === undefined ? undefined : ofBatch<BatchBindFinished>(messages, LiveCode.BATCH_BIND_FINISHED)[0];
      if (!final) return undefined;
      const progress = ofBatch<BatchBindProgress>(messages, LiveCode.BATCH_BIND_ITEM);
      return { at: final.at, message: final.data, progress: progress.length, firstProgressAt: progress[0]?.at ?? Number.NaN };
    }, FINISH_TIMEOUT_MS, () => `no 10004; ${stream.messages.filter((entry) => entry.code === LiveCode.BATCH_BIND_ITEM).length} progress messages seen`);
    finished.catch(() => {});
    batch.id = (await uploaded).batch_id;
    const answeredAt = nowMs();
    const end = await finished;
    const ms = end.at - started;
    const bound = await countBound(server, token, allocationId);
    return {
      backend,
      label: BACKEND_LABEL[backend],
      rows: ROWS,
      ms,
      rowsPerSecond: ROWS / (ms / 1000),
      succeeded: end.message.succeeded,
      failed: end.message.failed,
      bound,
      progressMessages: end.progress,
      answeredMs: answeredAt - started,
      firstProgressMs: end.firstProgressAt - started,
      fileBytes: file.length,
    };
  } finally {
    live?.close();
    agent.destroy();
    await server.stop();
  }
}

export async function measureBatchBind(): Promise<BatchBindResult[]> {
  const people = holders(ROWS);
  const results: BatchBindResult[] = [];
  for (const backend of benchBackends()) results.push(await runOn(backend, people));
  return results;
}
