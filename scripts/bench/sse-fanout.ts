/**
 * Live fan-out (issues 6 and 24): 10,000 connected clients (SSE_BENCH_CLIENTS) each receive a
 * broadcast; p99 delivery latency under 250 ms.
 *
 * The server runs as its own process (bench-server.ts) with the development tools on; this process
 * logs in once as the demo exhibitor and opens the streams GET /api/sse?token=… with node's http
 * module (an agent without a socket limit). A stream counts as subscribed once its response head has
 * arrived: the route subscribes to the hub before it flushes the head. Then it publishes broadcasts
 * through POST /api/dev/live/publish, which sends to every stream of the caller (here all of them),
 * each carrying `sent_at` from this process's clock taken just before the request; a client's
 * latency is its receive time minus `sent_at`, so it covers the whole path: the request, storing
 * the event, NOTIFY, the hub's fan-out and the sockets. The same is measured first with a single
 * client as the baseline, on the same server.
 */
import { Agent, request, type ClientRequest, type IncomingMessage } from 'node:http';
import { LiveCode } from '../../src/shared/live';
import { BACKEND_LABEL, benchBackends, logIn, nowMs, openFileLimit, quantile, startBenchServer, type Backend, type BenchServer } from './bench-server';

export const TARGET_P99_MS = 250;
/** A show's streams at once (issue 24); SSE_BENCH_CLIENTS sets another number, e.g. 2000 for a quick look. */
export const CLIENTS = Number(process.env.SSE_BENCH_CLIENTS ?? 10_000);
const BROADCASTS = 20;
const SPACING_MS = 200;
const BASELINE_BROADCASTS = 10;
/** Streams being opened at once: more would overflow the server's listen backlog (511). */
const CONNECT_CONCURRENCY = 200;
/** How long after the last broadcast missing deliveries are waited for. */
const SETTLE_MS = 10_000;

export interface LatencyFigures {
  clients: number;
  broadcasts: number;
  delivered: number;
  expected: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface SseFanoutResult {
  backend: Backend;
  label: string;
  /** Streams opened and subscribed. */
  connected: number;
  /** Time to open all of them, ms. */
  connectMs: number;
  baseline: LatencyFigures;
  fanout: LatencyFigures;
}

interface BenchMessage { run: string; seq: number; sent_at: number }

interface Stream {
  request: ClientRequest;
  response: IncomingMessage;
}

interface Chunk { at: number; stream: Stream; data: Buffer }

/**
 * Opens one stream. Its chunks are only stamped with their arrival time and kept: they are parsed
 * after the measurement, so this process spends as little as it can per message and the figure is
 * the server's, not the parsing of thousands of streams on one thread.
 */
function openStream(base: string, token: string, agent: Agent, into: Chunk[]): Promise<Stream> {
  const url = new URL('/api/sse', base);
  url.searchParams.set('token', token);
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`GET /api/sse answered ${response.statusCode}`));
        return;
      }
      const stream: Stream = { request: req, response };
      response.on('data', (data: Buffer) => { into.push({ at: nowMs(), stream, data }); });
      response.on('error', () => {});
      resolve(stream);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The bench messages in the chunks received so far, per stream, with their receive times. */
function messagesOf(chunks: readonly Chunk[]): { stream: Stream; at: number; message: BenchMessage }[] {
  const buffers = new Map<Stream, string>();
  const found: { stream: Stream; at: number; message: BenchMessage }[] = [];
  for (const { at, stream, data } of chunks) {
    let buffer = (buffers.get(stream) ?? '') + data.toString('utf8');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      for (const line of block.split('\n')) {
        if (!line.startsWith('data:')) continue;
        const parsed = JSON.parse(line.slice(5)) as { code: number; data: BenchMessage | null };
        if (parsed.code === LiveCode.NEW_MESSAGE && parsed.data && typeof parsed.data.sent_at === 'number') found.push({ stream, at, message: parsed.data });
      }
    }
    buffers.set(stream, buffer);
  }
  return found;
}

async function publish(server: BenchServer, token: string, data: BenchMessage): Promise<void> {
  const response = await fetch(`${server.url}/api/dev/live/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ code: LiveCode.NEW_MESSAGE, data }),
  });
  const body = await response.json() as { code: number; message: string };
  if (body.code !== 1) throw new Error(`publish failed: ${body.code} ${body.message}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Publishes `count` broadcasts spaced `spacing` ms apart and waits until each of `clients` streams
 * has received each of them (or SETTLE_MS after the last); returns the latencies.
 */
async function measure(server: BenchServer, token: string, run: string, clients: number, count: number, spacing: number, chunks: Chunk[]): Promise<LatencyFigures> {
  chunks.length = 0;
  for (let seq = 0; seq < count; seq++) {
    if (seq > 0) await sleep(spacing);
    await publish(server, token, { run, seq, sent_at: nowMs() });
  }
  // Each message is one chunk unless the socket coalesced some; heartbeat comments (':') are not messages.
  const COLON = 0x3a;
  const arrived = () => chunks.reduce((sum, chunk) => sum + (chunk.data[0] === COLON ? 0 : 1), 0);
  const deadline = Date.now() + SETTLE_MS;
  while (arrived() < clients * count && Date.now() < deadline) await sleep(50);
  await sleep(100);
  const seen = new Map<Stream, Set<number>>();
  const latencies: number[] = [];
  for (const { stream, at, message } of messagesOf(chunks)) {
    if (message.run !== run) continue;
    const got = seen.get(stream) ?? new Set<number>();
    seen.set(stream, got);
    if (got.has(message.seq)) continue;
    got.add(message.seq);
    latencies.push(at - message.sent_at);
  }
  const sorted = latencies.sort((a, b) => a - b);
  return {
    clients,
    broadcasts: count,
    delivered: sorted.length,
    expected: clients * count,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

async function runOn(backend: Backend): Promise<SseFanoutResult> {
  const server = await startBenchServer(backend, undefined, { DEV_TOOLS: '1' });
  const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY, maxTotalSockets: Number.POSITIVE_INFINITY });
  const streams: Stream[] = [];
  try {
    const token = await logIn(server.url, 'exhibitor@demo.test');
    const chunks: Chunk[] = [];
    streams.push(await openStream(server.url, token, agent, chunks));
    // One message first, uncounted: the server's first publish compiles and warms its path.
    await measure(server, token, 'warm-up', 1, 1, 0, chunks);
    const baseline = await measure(server, token, 'baseline', 1, BASELINE_BROADCASTS, SPACING_MS, chunks);

    const started = performance.now();
    let next = streams.length;
    const open = async () => {
      while (next < CLIENTS) {
        next++;
        streams.push(await openStream(server.url, token, agent, chunks));
      }
    };
    await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, open));
    const connectMs = performance.now() - started;
    // Let the server finish the work of the last connections before the clock runs.
    await sleep(500);

    const fanout = await measure(server, token, 'fanout', streams.length, BROADCASTS, SPACING_MS, chunks);
    return { backend, label: BACKEND_LABEL[backend], connected: streams.length, connectMs, baseline, fanout };
  } finally {
    for (const stream of streams) stream.request.destroy();
    agent.destroy();
    await server.stop();
  }
}

export async function measureSseFanout(): Promise<SseFanoutResult[]> {
  const limit = openFileLimit();
  // Each stream is a socket here and one in the server (separate processes), plus files and the database.
  if (limit < CLIENTS + 200) {
    throw new Error(`the open-file limit is ${limit}; ${CLIENTS} streams need more: run \`ulimit -n ${CLIENTS * 2 + 1000}\` first`);
  }
  const results: SseFanoutResult[] = [];
  for (const backend of benchBackends()) results.push(await runOn(backend));
  return results;
}
