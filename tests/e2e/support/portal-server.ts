/**
 * Global setup of the browser suite: builds the client if stale, then starts the real server process
 * (`scripts/start.ts`, as `npm start` does) on a free port with a fresh data folder, and stops it after.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ensureClientBuilt } from '../../../scripts/lib/client-build';

declare module 'vitest' {
  interface ProvidedContext {
    portalUrl: string;
  }
}

const root = fileURLToPath(new URL('../../..', import.meta.url));

const freePort = (): Promise<number> => new Promise((resolve, reject) => {
  const server = createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
  });
});

async function waitUntilServing(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The portal exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/v4/expo/config`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The portal did not start within 120 s:\n${output()}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await ensureClientBuilt(root);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => { log += chunk.toString(); });
  child.stderr?.on('data', (chunk: Buffer) => { log += chunk.toString(); });

  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(url, child, () => log);
  project.provide('portalUrl', url);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
