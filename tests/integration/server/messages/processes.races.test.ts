/**
 * Two server processes on one PostgreSQL (PostgreSQL only: a second process cannot open the
 * in-memory PGlite): messages published on either are what the other translates with, without a
 * restart. This test's app is one process; the other is the real server (src/server/main.ts) in a
 * child process, spoken to over HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../../src/shared/codes';
import type { PublishedMessages } from '../../../../src/shared/messages';
import { translate } from '../../../../src/server/http/i18n';
import { DEMO_PASSWORD } from '../../../../src/server/seed/demo';
import { freePort } from '../../../../scripts/lib/portal-process';
import { createTestApp, type TestApp } from '../../../support/test-app';

const ID = 'api.error.token_missing';

let t: TestApp;
let other: ChildProcess | undefined;
let otherUrl = '';
let output = '';

beforeAll(async () => {
  t = await createTestApp();
  const port = await freePort();
  otherUrl = `http://127.0.0.1:${port}`;
  // node itself with tsx's loader, so that killing it ends the server (the tsx command would leave a child).
  other = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env, DATABASE_URL: t.databaseUrl, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: otherUrl, SEED_DEMO: '0',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-messages-other-')), CLIENT_DIR: '/nonexistent', LOG_LEVEL: 'warn', JWT_SECRET: 'another-secret-of-at-least-32-characters!',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  other.stdout!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  other.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (other.exitCode !== null) throw new Error(`the other server exited: ${output}`);
    if (await fetch(`${otherUrl}/api/v4/expo/config`).then((response) => response.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`the other server did not answer: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 90_000);

afterAll(async () => {
  if (other && other.exitCode === null) {
    other.kill('SIGTERM');
    await once(other, 'exit');
  }
  await t.close();
});

/** What the other process answers an anonymous caller, in English (its translate()). */
const otherSays = async (): Promise<string> =>
  ((await (await fetch(`${otherUrl}/api/v2/user/info`, { headers: { cookie: 'language=en' } })).json()) as Envelope).message;

async function otherCall<T>(method: string, path: string, authorization: string, body?: unknown): Promise<Envelope<T>> {
  const response = await fetch(`${otherUrl}/api${path}`, {
    method,
    headers: { authorization, cookie: 'language=en', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

describe('two server processes', () => {
  it('a version published on one is what the other translates with and serves, and back', async () => {
    const file = translate('en', ID);
    expect(await otherSays()).toBe(file);

    const staff = await t.loginAs('organiser@demo.test');
    await t.call({ method: 'PUT', url: '/api/organiser/messages/draft', headers: staff, payload: { entries: [{ locale: 'en', id: ID, text: 'Sign in first, please' }] } });
    expect((await t.call({ method: 'POST', url: '/api/organiser/messages/publish', headers: staff, payload: { note: 'From this process' } })).body.code).toBe(1);
    await expect.poll(otherSays, { timeout: 10_000 }).toBe('Sign in first, please');
    const served = (await (await fetch(`${otherUrl}/api/i18n/en`)).json()) as Envelope<PublishedMessages>;
    expect(served.data).toEqual({ version: 1, messages: { [ID]: [{ type: 0, value: 'Sign in first, please' }] } });

    // Staff on the other process publish; this one follows.
    const login = await fetch(`${otherUrl}/api/v2/login/account`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'organiser@demo.test', password: DEMO_PASSWORD }),
    });
    const authorization = `Bearer ${((await login.json()) as Envelope<{ jwt: string }>).data.jwt}`;
    await otherCall('PUT', '/organiser/messages/draft', authorization, { entries: [{ locale: 'en', id: ID, text: 'Please sign in before going on' }] });
    expect((await otherCall('POST', '/organiser/messages/publish', authorization, { note: 'From the other process' })).code).toBe(1);
    await expect.poll(() => translate('en', ID), { timeout: 10_000 }).toBe('Please sign in before going on');

    // A rollback on the other process to the files: both speak as the files again.
    expect((await otherCall('POST', '/organiser/messages/rollback', authorization, { version: 0 })).code).toBe(1);
    await expect.poll(() => translate('en', ID), { timeout: 10_000 }).toBe(file);
    expect(await otherSays()).toBe(file);
  });
});

describe('staff publishing at once', () => {
  it('makes one version after the other, each from the state the other left', async () => {
    const staff = await t.loginAs('organiser@demo.test');
    const before = (await t.call<{ current: number }>({ method: 'GET', url: '/api/organiser/messages/versions', headers: staff })).body.data.current;
    await t.call({ method: 'PUT', url: '/api/organiser/messages/draft', headers: staff, payload: { entries: [{ locale: 'zh', id: ID, text: '请先登录。' }] } });
    expect((await t.call({ method: 'POST', url: '/api/organiser/messages/publish', headers: staff, payload: { note: 'A' } })).body.code).toBe(1);
    // Eight rollbacks race: to the files, and to the version just published, four of each.
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) =>
      t.call<{ version: number }>({ method: 'POST', url: '/api/organiser/messages/rollback', headers: staff, payload: { version: i % 2 ? before + 1 : 0 } })));
    const made = answers.filter((answer) => answer.body.code === 1).map((answer) => answer.body.data.version).sort((a, b) => a - b);
    // Each made a version only where it changed something; the others were told nothing would change.
    expect(answers.every((answer) => answer.body.code === 1 || answer.body.code === 2010)).toBe(true);
    expect(made).toEqual(made.map((_, i) => before + 2 + i));
    const { body } = await t.call<{ list: { version: number; restores: number | null }[] }>({ method: 'GET', url: '/api/organiser/messages/versions?limit=100', headers: staff });
    // Consecutive rollbacks alternate between the two states.
    expect(body.code, JSON.stringify(body)).toBe(1);
    const restored = body.data.list.filter((head) => head.version > before + 1).sort((a, b) => a.version - b.version).map((head) => head.restores);
    expect(restored.every((version, i) => i === 0 || version !== restored[i - 1])).toBe(true);
    await t.call({ method: 'POST', url: '/api/organiser/messages/rollback', headers: staff, payload: { version: 0 } });
  });
});
