/**
 * Restart bench: how long `npm start` takes, on a data folder that already exists and a client that
 * is already built, from the command to the first answer. A restart is what operators do after every
 * settings change or upgrade; the target is a first answer in < 2 s and no rebuild (a client build
 * takes 15–25 s of both cores) when nothing changed.
 *
 * What is timed is `npm start` itself, as a user types it (npm, the build checks, then the server), from the
 * spawn to the first 200 of GET /api/v4/expo/config (the cheap public endpoint the readiness checks
 * use; there is no /api/health). GET / must then answer the built index.html. A restart counts as a
 * rebuild when it printed that it was building the client or the server, or either build changed under it.
 *
 * Each backend gets its data prepared once by a first start (migrations, demo seed): PGlite in a
 * fresh DATA_DIR always, and PostgreSQL in a throw-away database `portal_restart_<pid>` on the
 * server of DATABASE_URL when it is set, dropped afterwards.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureClientBuilt } from '../lib/client-build';
import { ensureServerBuilt, serverBundle } from '../lib/server-build';
import { freePort, projectRoot, startPortal } from '../lib/portal-process';
import { BACKEND_LABEL, benchBackends, nowMs, quantile, throwawayDatabase, type Backend } from './bench-server';

export const TARGET_FIRST_ANSWER_MS = 2000;
export const RESTARTS = 5;
/** What is spawned and timed: the command a user runs. */
export const RESTART_COMMAND = 'npm start';

const READY_PATH = '/api/v4/expo/config';
const BUILD_MESSAGES = ['Building the client…', 'Building the server…'];
/** Short enough not to blur the figure, long enough not to compete for the two cores with the start. */
const POLL_MS = 10;
const builds = [join(projectRoot, 'dist/client/index.html'), serverBundle(projectRoot)];

export interface RestartRun {
  /** Spawn of `npm start` to the first successful answer. */
  firstAnswerMs: number;
  rebuilt: boolean;
  /** GET / answered the built dist/client/index.html. */
  servesClient: boolean;
}

export interface RestartResult {
  backend: Backend;
  label: string;
  runs: RestartRun[];
  medianMs: number;
  maxMs: number;
  rebuilds: number;
}

/** When the client and the server were last built. */
const buildTimes = (): string => builds.map((file) => (existsSync(file) ? statSync(file).mtimeMs : Number.NaN)).join();

/** Starts `npm start` once and times it; the process is stopped (and its data folder unlocked) before returning. */
async function timeOneRestart(dataDir: string, databaseUrl: string): Promise<RestartRun> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const builtBefore = buildTimes();
  let output = '';
  const startedAt = nowMs();
  const child = spawn('npm', ['start'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that the server under npm and tsx is stopped with it.
    detached: true,
  });
  child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let run: RestartRun;
  try {
    let firstAnswerMs = Number.NaN;
    const deadline = startedAt + 120_000;
    while (Number.isNaN(firstAnswerMs)) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
      if (nowMs() > deadline) throw new Error(`npm start did not answer within 120 s:\n${output}`);
      const response = await fetch(`${url}${READY_PATH}`).catch(() => undefined);
      await response?.arrayBuffer();
      if (response?.ok) firstAnswerMs = nowMs() - startedAt;
      else await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const page = await fetch(`${url}/`);
    const servesClient = page.ok && (await page.text()) === readFileSync(builds[0]!, 'utf8');
    const rebuilt = BUILD_MESSAGES.some((message) => output.includes(message)) || buildTimes() !== builtBefore;
    run = { firstAnswerMs, rebuilt, servesClient };
  } finally {
    await stopGroup(child.pid as number, exited);
  }
  // A server that was killed rather than closed leaves its lock, and PGlite a recovery for the next start.
  if (existsSync(join(dataDir, 'portal.lock'))) throw new Error(`npm start did not shut down cleanly:\n${output}`);
  return run;
}

const groupAlive = (group: number): boolean => {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
};

/** The processes of a group, from /proc: pid → parent pid. */
function groupMembers(group: number): Map<number, number> {
  const members = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // After the command name in parentheses: state, ppid, pgrp, …
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [, ppid, pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) === group) members.set(Number(entry), Number(ppid));
    } catch {
      // ended meanwhile
    }
  }
  return members;
}

const commandOf = (pid: number): string => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
};

/**
 * Stops `npm start` as an operator's SIGTERM to the server does: the server closes its database and
 * unlocks its folder, then npm exits with it. The signal goes to the server alone, the deepest
 * process under npm: npm does not wait for its script when signalled itself, and a signal to the
 * whole group would reach the server once from the terminal-like broadcast and again from npm.
 */
async function stopGroup(npm: number, exited: Promise<void>): Promise<void> {
  const members = groupMembers(npm);
  const depth = (pid: number): number => (pid === npm || !members.has(pid) ? 0 : 1 + depth(members.get(pid) as number));
  const server = [...members.keys()].filter((pid) => commandOf(pid).includes('scripts/start.mjs')).sort((a, b) => depth(b) - depth(a))[0];
  if (server !== undefined) process.kill(server, 'SIGTERM');
  const deadline = Date.now() + 30_000;
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  while (groupAlive(npm)) {
    if (Date.now() > deadline) {
      const left = [...groupMembers(npm).keys()].map((pid) => `${pid} ${commandOf(pid)}`).join('; ');
      process.kill(-npm, 'SIGKILL');
      throw new Error(`npm start did not stop within 30 s of SIGTERM to ${server ?? 'no server found'} (${[...members.keys()].map((pid) => `${pid} ${commandOf(pid)}`).join('; ')}); left: ${left}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function measureBackend(backend: Backend, restarts: number): Promise<RestartResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-restart-'));
  let databaseUrl = '';
  let drop = async () => {};
  try {
    if (backend === 'postgres') {
      const made = await throwawayDatabase(`portal_restart_${process.pid}`);
      drop = made.drop;
      databaseUrl = made.url;
    }
    // The first start migrates and seeds: that is setup, not a restart.
    const first = await startPortal(dataDir, { DATABASE_URL: databaseUrl });
    await first.stop();

    const runs: RestartRun[] = [];
    for (let restart = 0; restart < restarts; restart++) runs.push(await timeOneRestart(dataDir, databaseUrl));
    const sorted = runs.map((run) => run.firstAnswerMs).sort((a, b) => a - b);
    return {
      backend,
      label: BACKEND_LABEL[backend],
      runs,
      medianMs: quantile(sorted, 0.5),
      maxMs: sorted[sorted.length - 1] ?? Number.NaN,
      rebuilds: runs.filter((run) => run.rebuilt).length,
    };
  } finally {
    await drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Builds the client if needed (not timed), then times `restarts` restarts per backend. */
export async function measureRestart(restarts = RESTARTS): Promise<RestartResult[]> {
  ensureClientBuilt(projectRoot);
  await ensureServerBuilt(projectRoot);
  const results: RestartResult[] = [];
  for (const backend of benchBackends()) results.push(await measureBackend(backend, restarts));
  return results;
}

export function printRestart(results: readonly RestartResult[], line: (label: string, value: string, verdict: string) => void): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`\nRestart: \`${RESTART_COMMAND}\` on an existing data folder, built client; spawn → first answer of ${READY_PATH}`);
  for (const result of results) {
    const all = result.runs.map((run) => seconds(run.firstAnswerMs)).join(', ');
    line(`${result.label}: first answer median`, seconds(result.medianMs), `${result.medianMs < TARGET_FIRST_ANSWER_MS ? 'meets' : 'MISSED'} < ${seconds(TARGET_FIRST_ANSWER_MS)} (${all})`);
    line(`${result.label}: first answer max`, seconds(result.maxMs), `${result.maxMs < TARGET_FIRST_ANSWER_MS ? 'meets' : 'MISSED'} < ${seconds(TARGET_FIRST_ANSWER_MS)}`);
    line(`${result.label}: rebuilds (client or server)`, `${result.rebuilds}/${result.runs.length}`, result.rebuilds === 0 ? 'meets 0' : 'MISSED 0: a restart rebuilt one');
    const served = result.runs.filter((run) => run.servesClient).length;
    line(`${result.label}: GET / serves the built client`, `${served}/${result.runs.length}`, served === result.runs.length ? 'every restart' : 'MISSED: index.html not served');
  }
}

// Run alone: `npx tsx scripts/bench/restart.ts [restarts]`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const line = (label: string, value: string, verdict: string) => console.log(`${label.padEnd(44)} ${value.padStart(14)}   ${verdict}`);
  printRestart(await measureRestart(Number(process.argv[2]) || RESTARTS), line);
}
