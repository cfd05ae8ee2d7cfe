/**
 * A show-sized export: the organiser exports every group account's tickets (100,000 of them,
 * EXPORT_BENCH_TICKETS sets another number) to .xlsx. Targets, on PostgreSQL: the file is ready
 * within 5 s of the POST that starts the export, the server process stays under 250 MiB resident
 * meanwhile, and the top bar's progress is live — more than one progress message (live code 10101)
 * arrives over the SSE stream before the last one, which carries the download address. PGlite is
 * measured too, for information.
 *
 * Per backend: a fresh database gets the demo data, then (written directly with set-based SQL, as
 * src/server/seed/show.ts writes a show) 20 group accounts each allocated a twentieth of the tickets
 * (with the demo's few group tickets, 100,000 in all), two thirds of them bound to a holder. The server runs as its own process
 * (bench-server.ts). The organiser logs in and opens the live stream; the clock starts as
 * POST /api/organiser/group/ticket-holding/export is sent, with the query the console's holdings list
 * sends (newest first), and stops when the 10101 message with the file's address arrives. The
 * server's peak resident memory is read as VmHWM from /proc/<pid>/status, after resetting it just
 * before the POST (clear_refs 5), so the start-up's own peak is not counted; VmRSS is also sampled
 * every 20 ms as a cross-check. The file is then downloaded and read back with the portal's own
 * reader (src/server/exports/xlsx-read.ts): the run only counts when it holds a header and one row
 * per ticket, every ticket number once, with the bound holders' names — otherwise the bench throws.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/results';
import { readFirstSheet } from '../../src/server/exports/xlsx-read';
import { EXPORT_PROGRESS, type ExportProgress } from '../../src/shared/live';
import { OrganiserGroupApi } from '../../src/shared/group';
import { BACKEND_LABEL, benchBackends, logIn, nowMs, startBenchServer, type Backend } from './bench-server';
import { openLiveStream, type LiveMessage, type LiveStream } from './live-stream';

export const TARGET_SECONDS = 5;
export const TARGET_RESIDENT_MIB = 250;
/** Progress messages wanted before the final one: more than one, or the bar only jumps. */
export const TARGET_PROGRESS_MESSAGES = 1;
export const TICKETS = Number(process.env.EXPORT_BENCH_TICKETS ?? 100_000);
export const GROUP_ACCOUNTS = 20;
const ORGANISER = 'organiser@demo.test';
/** What the console's holdings list sends (src/client/pages/console/GroupProductsPage.tsx: newest first). */
const EXPORT_QUERY = 'sort=created_at&order=desc';
/** Longest wait for the file before the run is given up. */
const FINISH_TIMEOUT_MS = 5 * 60_000;
const SAMPLE_MS = 20;

export interface ExportTicketsResult {
  backend: Backend;
  label: string;
  tickets: number;
  /** POST → the 10101 message with the download address, ms. */
  ms: number;
  /** When the POST was answered (the job queued), ms from the POST. */
  answeredMs: number;
  /** Peak resident memory of the server during the export, MiB: VmHWM after a reset before the POST (NaN when the kernel refused the reset). */
  peakResidentMiB: number;
  /** Highest VmRSS sampled every SAMPLE_MS during the export, MiB, and the resident size before it started. */
  sampledResidentMiB: number;
  residentBeforeMiB: number;
  /** 10101 messages of the export before the final one, and when the first of them arrived (ms from the POST). */
  progressMessages: number;
  firstProgressMs: number;
  /** Data rows read back from the downloaded file (the header not counted), and the file's size in bytes. */
  rowsVerified: number;
  fileBytes: number;
  /** The download itself, ms (not part of the target). */
  downloadMs: number;
  /** CPU time the server process spent from the POST to the file (user + system), ms: what the export cost the server whatever else ran on the machine. */
  serverCpuMs: number;
}

// ---------------------------------------------------------------------------------------------
// The data

/**
 * Group accounts with their tickets, written the way show.ts writes a show: one statement per table,
 * rows from generate_series. Each account's allocation is dated a day apart, and its tickets share
 * the allocation's time as tickets allocated together do, so the export's newest-first order has
 * ties to break by id. Two tickets of three are bound: holder name, document type, the masked
 * document number and phone (what the export writes) and a distinct document hash (a bound ticket
 * must have one). The ciphertexts are left out: the export never reads them.
 */
export const groupTickets = (total: number) => async (db: Db): Promise<void> => {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // The demo's group accounts hold a few tickets already: the bench's make up the rest of the total.
    const [demo] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from tickets where group_user_id is not null`));
    const written = total - (demo?.n ?? 0);
    const perAccount = Math.ceil(written / GROUP_ACCOUNTS);
    await tx.execute(sql`create temporary table bench_groups (n int primary key, user_id int) on commit drop`);
    await tx.execute(sql`
      with made as (
        insert into users (email, name, password_hash, account_type, is_group_buy, is_group_ticket)
        select 'export-group' || n || '@bench.test', '导出团购账号' || n, 'no password: never logs in', 2, true, true
        from generate_series(1, ${GROUP_ACCOUNTS}) n order by n
        returning id, email)
      insert into bench_groups (n, user_id) select substring(email from 'export-group([0-9]+)@')::int, id from made`);
    await tx.execute(sql`
      insert into ticket_allocations (group_user_id, name, name_en, validity, validity_en, quota, claimed, group_product_id, created_at)
      select g.user_id, p.name, p.name_en, '', '', ${perAccount}, ${perAccount}, p.id, now() - make_interval(days => ${GROUP_ACCOUNTS} - g.n)
      from bench_groups g, (select id, name, name_en from group_products order by id limit 1) p order by g.n`);
    await tx.execute(sql`
      insert into tickets (group_user_id, allocation_id, ticket_no, created_at,
        status, holder_name, doc_type, doc_number_mask, doc_hash, phone_mask, bound_via, bound_at)
      select a.group_user_id, a.id, 'XG' || lpad(g.n::text, 2, '0') || lpad(k::text, 6, '0'), a.created_at,
        case when bound then 2 else 0 end,
        case when bound then '团购持票人' || i end,
        case when bound then 1 end,
        case when bound then '310***********' || lpad((i % 10000)::text, 4, '0') end,
        case when bound then md5('export-bench-' || i) end,
        case when bound then '139****' || lpad((i % 10000)::text, 4, '0') end,
        case when bound then 'batch' end,
        case when bound then a.created_at + make_interval(mins => k % 1440) end
      from bench_groups g join ticket_allocations a on a.group_user_id = g.user_id,
        generate_series(1, ${perAccount}) k,
        lateral (select (g.n - 1) * ${perAccount} + k as i, k % 3 <> 0 as bound) r
      where (g.n - 1) * ${perAccount} + k <= ${written}
      order by g.n, k`);
  });
  // Fresh statistics, as a database in service would have them (autovacuum, or the portal's upkeep on PGlite).
  await db.execute(sql`analyze`);
};

// ---------------------------------------------------------------------------------------------
// The server's memory

const statusKiB = (pid: number, field: 'VmRSS' | 'VmHWM'): number => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(match[1]);
};

/** Resets the peak resident size (VmHWM) to the present one; false where the kernel does not allow it. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** User + system CPU time of a process so far, ms (/proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function sampleResident(pid: number): { stop(): number } {
  let highest = statusKiB(pid, 'VmRSS');
  const timer = setInterval(() => {
    try {
      highest = Math.max(highest, statusKiB(pid, 'VmRSS'));
    } catch {
      // the server has exited: the run fails elsewhere
    }
  }, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      return highest;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The live stream

/** The export's 10101 messages so far; throws once one says it failed. */
function progressOf(messages: readonly LiveMessage[], exportId: number): LiveMessage<ExportProgress>[] {
  const ours = messages.filter((entry): entry is LiveMessage<ExportProgress> => entry.code === EXPORT_PROGRESS && (entry.data as ExportProgress).id === exportId);
  if (ours.some((entry) => entry.data.failed)) throw new Error(`the export failed (${ours.length} progress messages)`);
  return ours;
}

// ---------------------------------------------------------------------------------------------
// The file

/**
 * Reads the file back and checks it is the export asked for: a header, then one row per group ticket
 * with every ticket number exactly once; the bench's tickets newest account first and, within an
 * account, by id descending (the order asked for), each bound one (k not a multiple of 3) with its
 * holder's name and each unbound one without. Returns the data rows.
 */
function verifyFile(bytes: Buffer, tickets: number): number {
  const rows = readFirstSheet(bytes);
  const header = rows.get(1);
  if (!header || header.size < 5) throw new Error(`the file's header row has ${header?.size ?? 0} cells`);
  const numbers = new Set<string>();
  let previous = Number.POSITIVE_INFINITY;
  for (const [rowNumber, cells] of rows) {
    if (rowNumber === 1) continue;
    // The columns are those of schemas/booth-ticket.json's `export`: ticket number first, holder fourth.
    const ticketNo = cells.get(1);
    if (!ticketNo) throw new Error(`row ${rowNumber} has no ticket number`);
    numbers.add(ticketNo);
    const ours = /^XG(\d{2})(\d{6})$/.exec(ticketNo);
    if (!ours) continue;
    const account = Number(ours[1]);
    const k = Number(ours[2]);
    const order = account * 1_000_000 + k;
    if (order >= previous) throw new Error(`row ${rowNumber} (${ticketNo}) is out of the newest-first order`);
    previous = order;
    const holder = cells.get(4);
    if (k % 3 !== 0 ? !holder?.startsWith('团购持票人') : holder !== undefined) throw new Error(`row ${rowNumber} (${ticketNo}) has the holder ${holder}`);
  }
  const dataRows = rows.size - 1;
  if (dataRows !== tickets) throw new Error(`the file has ${dataRows} data rows, not ${tickets}`);
  if (numbers.size !== tickets) throw new Error(`the file repeats tickets: ${numbers.size} distinct of ${dataRows} rows`);
  return dataRows;
}

// ---------------------------------------------------------------------------------------------

export async function measureExportOn(backend: Backend): Promise<ExportTicketsResult> {
  const server = await startBenchServer(backend, groupTickets(TICKETS));
  const agent = new Agent({ keepAlive: false });
  let live: LiveStream | undefined;
  try {
    const pid = server.portal.child.pid;
    if (pid === undefined) throw new Error('the server has no process id');
    const token = await logIn(server.url, ORGANISER);
    const headers = { authorization: `Bearer ${token}` };
    live = await openLiveStream(server.url, token, agent);

    const residentBefore = statusKiB(pid, 'VmRSS');
    const peakReset = resetPeak(pid);
    const sampler = sampleResident(pid);
    const job: { id?: number } = {};
    const cpuBefore = cpuMs(pid);
    const started = nowMs();
    // Messages may come before the POST's answer names the export: the stream keeps them all.
    const stream = live;
    const finished = stream.until((messages) => {
      if (job.id === undefined) return undefined;
      const ours = progressOf(messages, job.id);
      return ours.some((entry) => entry.data.url) ? ours : undefined;
    }, FINISH_TIMEOUT_MS, () => `${job.id === undefined ? 0 : progressOf(stream.messages, job.id).length} progress messages seen`);
    finished.catch(() => {});
    const response = await fetch(`${server.url}/api${OrganiserGroupApi.tickets}/export?${EXPORT_QUERY}`, { method: 'POST', headers });
    const body = await response.json() as { code: number; message: string; data: { id: number } };
    if (body.code !== 1) throw new Error(`the export was not started: ${body.code} ${body.message}`);
    job.id = body.data.id;
    const answeredAt = nowMs();
    const messages = await finished;
    const serverCpuMs = cpuMs(pid) - cpuBefore;
    const sampledPeak = sampler.stop();
    const peak = peakReset ? statusKiB(pid, 'VmHWM') : Number.NaN;
    const final = messages.find((entry) => entry.data.url)!;
    const progress = messages.filter((entry) => entry !== final && entry.at <= final.at);

    const downloadStarted = nowMs();
    const file = await fetch(`${server.url}${final.data.url}`, { headers });
    if (!file.ok || !(file.headers.get('content-type') ?? '').includes('spreadsheet')) {
      throw new Error(`the download answered ${file.status} ${file.headers.get('content-type')}: ${(await file.text()).slice(0, 300)}`);
    }
    const bytes = Buffer.from(await file.arrayBuffer());
    const downloadMs = nowMs() - downloadStarted;
    const rowsVerified = verifyFile(bytes, TICKETS);

    return {
      backend,
      label: BACKEND_LABEL[backend],
      tickets: TICKETS,
      ms: final.at - started,
      answeredMs: answeredAt - started,
      peakResidentMiB: peak / 1024,
      sampledResidentMiB: sampledPeak / 1024,
      residentBeforeMiB: residentBefore / 1024,
      progressMessages: progress.length,
      firstProgressMs: progress.length > 0 ? progress[0]!.at - started : Number.NaN,
      rowsVerified,
      fileBytes: bytes.length,
      downloadMs,
      serverCpuMs,
    };
  } finally {
    live?.close();
    agent.destroy();
    await server.stop();
  }
}

/** The export on each backend (PGlite always, PostgreSQL when DATABASE_URL is set). */
export async function measureExportTickets(): Promise<ExportTicketsResult[]> {
  const results: ExportTicketsResult[] = [];
  for (const backend of benchBackends()) results.push(await measureExportOn(backend));
  return results;
}

/** Prints the figures with `line(label, value, verdict)` of index.ts. PGlite's are for information: the targets are PostgreSQL's. */
export function printExportTickets(results: readonly ExportTicketsResult[], line: (label: string, value: string, verdict: string) => void): void {
  console.log(`\nExport: the organiser's group tickets (${TICKETS.toLocaleString('en')}, ${GROUP_ACCOUNTS} accounts) to .xlsx, POST → 10101 with the file`);
  for (const result of results) {
    const targeted = result.backend === 'postgres';
    const verdict = (met: boolean, target: string) => (targeted ? (met ? `meets ${target}` : `MISSED ${target}`) : `(informational; target on PostgreSQL: ${target})`);
    const rate = `${Math.round(result.tickets / (result.ms / 1000)).toLocaleString('en')} rows/s`;
    line(`${result.label}: POST → file ready`, `${(result.ms / 1000).toFixed(2)} s`,
      `${rate}   ${verdict(result.ms <= TARGET_SECONDS * 1000, `≤ ${TARGET_SECONDS} s`)}; server CPU ${(result.serverCpuMs / 1000).toFixed(2)} s`);
    const peak = Number.isNaN(result.peakResidentMiB) ? result.sampledResidentMiB : result.peakResidentMiB;
    const how = Number.isNaN(result.peakResidentMiB) ? `sampled VmRSS every ${SAMPLE_MS} ms` : `VmHWM reset before the POST; sampled VmRSS ${result.sampledResidentMiB.toFixed(0)} MiB`;
    line(`${result.label}: server peak resident`, `${peak.toFixed(0)} MiB`,
      `${verdict(peak < TARGET_RESIDENT_MIB, `< ${TARGET_RESIDENT_MIB} MiB`)}; ${how}; idle before it ${result.residentBeforeMiB.toFixed(0)} MiB, the export added ${(peak - result.residentBeforeMiB).toFixed(0)} MiB`);
    line(`${result.label}: live progress (10101) before the last`, String(result.progressMessages),
      `${verdict(result.progressMessages > TARGET_PROGRESS_MESSAGES, `> ${TARGET_PROGRESS_MESSAGES}`)}; first at ${(result.firstProgressMs / 1000).toFixed(2)} s`);
    line(`${result.label}: rows read back from the file`, `${result.rowsVerified.toLocaleString('en')}`,
      `every ticket once; ${(result.fileBytes / 1024 / 1024).toFixed(1)} MiB, downloaded in ${(result.downloadMs / 1000).toFixed(2)} s; POST answered in ${result.answeredMs.toFixed(0)} ms`);
  }
  if (!results.some((result) => result.backend === 'postgres')) console.log('  PostgreSQL: skipped (set DATABASE_URL=postgres://… to measure it; the targets are for PostgreSQL)');
}
