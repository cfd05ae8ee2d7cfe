/**
 * The portal as an operator runs it: `npm start` on a data folder, a second start keeping the data of
 * the first, and a second process on the same folder refused before it can corrupt it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/shared/codes';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';
import { spawnPortal, startPortal, type PortalProcess } from './support/portal-process';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-restart-'));
const running: PortalProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((portal) => portal.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function api<T>(portal: PortalProcess, path: string, init: RequestInit = {}): Promise<Envelope<T>> {
  const response = await fetch(`${portal.url}/api${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  return (await response.json()) as Envelope<T>;
}

const login = async (portal: PortalProcess) => {
  const body = await api<{ jwt: string }>(portal, '/v2/login/account', { method: 'POST', body: JSON.stringify({ account: 'exhibitor@demo.test', password: DEMO_PASSWORD }) });
  expect(body.code).toBe(1);
  return { authorization: `Bearer ${body.data.jwt}` };
};

describe('npm start on a data folder', () => {
  it('prints the URL and the demo accounts, refuses a second process, and keeps data across a restart', async () => {
    const first = await startPortal(dataDir);
    running.push(first);
    // The address printed is the public one (PUBLIC_URL, which spawnPortal sets to where it listens).
    expect(first.output()).toContain(`Exhibitor portal: ${first.url}`);
    expect(first.output()).toContain('exhibitor@demo.test');
    expect(first.output()).toContain('demo data seeded');

    const auth = await login(first);
    expect((await api(first, '/v4/expo/todo/1/click', { headers: auth })).code).toBe(1);

    const intruder = await spawnPortal(dataDir);
    running.push(intruder);
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain(`is in use by process ${first.child.pid}`);

    await first.stop();
    const second = await startPortal(dataDir);
    running.push(second);
    expect(second.output()).not.toContain('demo data seeded');
    // The session token survives the restart too: the signing key is kept in the data folder.
    const todos = await api<{ list: { id: number; is_click: boolean }[] }>(second, '/v4/expo/todo', { headers: auth });
    expect(todos.code).toBe(1);
    expect(todos.data.list.find((todo) => todo.id === 1)?.is_click).toBe(true);
  });
});
