/** Runs the portal as `npm start` does, as a child process on a free port. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

export const freePort = (): Promise<number> => new Promise((resolve, reject) => {
  const server = createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
  });
});

export interface PortalProcess {
  url: string;
  child: ChildProcess;
  /** What the process printed so far (the last megabyte). */
  output(): string;
  /** Everything the process printed, kept whole in DATA_DIR/portal-<port>.log (spawnPortal's; the log tests read it). */
  logFile?: string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export async function spawnPortal(dataDir: string, env: Record<string, string> = {}): Promise<PortalProcess> {
  const port = await freePort();
  let log = '';
  mkdirSync(dataDir, { recursive: true });
  const logFile = join(dataDir, `portal-${port}.log`);
  const file = createWriteStream(logFile);
  const keep = (chunk: Buffer) => {
    if (!file.writableEnded) file.write(chunk);
    log = (log + chunk.toString()).slice(-1024 * 1024);
  };
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: projectRoot,
    // PUBLIC_URL is the address the browser uses: share links and payment returns must land on it.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // 'close' comes once the output pipes are drained too.
  child.once('close', () => file.end());
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => log,
    logFile,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until the portal answers, or fails with what it printed. */
export async function waitUntilServing(portal: PortalProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (portal.child.exitCode !== null) throw new Error(`The portal exited with ${portal.child.exitCode}:\n${portal.output()}`);
    try {
      if ((await fetch(`${portal.url}/api/v4/expo/config`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The portal did not answer within ${timeoutMs / 1000} s:\n${portal.output()}`);
}

export async function startPortal(dataDir: string, env: Record<string, string> = {}): Promise<PortalProcess> {
  const portal = await spawnPortal(dataDir, env);
  try {
    await waitUntilServing(portal);
  } catch (error) {
    await portal.stop();
    throw error;
  }
  return portal;
}
