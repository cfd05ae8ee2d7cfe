/**
 * Global setup of the browser suite: builds the client if stale, then starts the real server process
 * (as `npm start` does) with a fresh data folder, and stops it after.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureClientBuilt } from '../../../scripts/lib/client-build';
import { projectRoot, startPortal } from './portal-process';

declare module 'vitest' {
  interface ProvidedContext {
    portalUrl: string;
    /** The portal's whole output (its log), for the test that greps it. */
    portalLog: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureClientBuilt(projectRoot);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  // DEV_TOOLS mounts /api/dev/live/publish, with which browser tests trigger live messages. The log
  // at info level records every request: log-hygiene.test.ts greps it for credentials.
  const portal = await startPortal(dataDir, { DEV_TOOLS: '1', LOG_LEVEL: 'info' });
  project.provide('portalUrl', portal.url);
  project.provide('portalLog', portal.logFile ?? '');
  return async () => {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
