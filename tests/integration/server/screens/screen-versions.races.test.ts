/**
 * Screen versions under concurrency, on PostgreSQL with real parallel connections: of simultaneous
 * publishes and rollbacks each number is taken once and the versions stay 1, 2, 3… with no gap; a
 * draft is published once however many staff press Publish; and a second server process on the same
 * database serves what the first published, without a restart.
 */
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/server/app';
import { openPostgres, type Database } from '../../../../src/server/db/client';
import { rowsOf } from '../../../../src/server/db/results';
import type { ScreenDescriptor } from '../../../../src/shared/descriptor';
import { createTestApp, testConfig, type TestApp } from '../../../support/test-app';
import { within } from '../../../support/within';

const BURST_TIMEOUT = 180_000;
const PATH = '/api/organiser/schemas/invoice-header';
const header = JSON.parse(readFileSync('tests/fixtures/invoice-header/valid/company-special.json', 'utf8')) as Record<string, unknown>;
const fileDescriptor = JSON.parse(readFileSync('schemas/invoice-header.json', 'utf8')) as ScreenDescriptor;

let t: TestApp;
let staff: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.loginAs('organiser@demo.test');
});
afterAll(async () => { await t?.close(); });

const storedVersions = async () =>
  rowsOf<{ version: number }>(await t.database.db.execute(sql`select version from screen_versions where screen = 'invoice-header' order by version`)).map((row) => Number(row.version));

describe('screen versions under concurrency', () => {
  it('200 rollbacks at once: each version number taken once, no gap, the rest told it changed meanwhile', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) =>
      t.call<{ version: number }>({ method: 'POST', url: `${PATH}/rollback`, headers: staff, payload: { version: 0, note: `burst ${i}` } })));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const won = answers.filter((answer) => answer.body.code === 1).map((answer) => answer.body.data.version).sort((a, b) => a - b);
    expect(answers.filter((answer) => answer.body.code !== 1).every((answer) => answer.body.code === 2010)).toBe(true);
    expect(won.length).toBeGreaterThanOrEqual(1);
    expect(won).toEqual(Array.from({ length: won.length }, (_, i) => i + 1));
    expect(await storedVersions()).toEqual(won);
  }, BURST_TIMEOUT);

  it('one draft, Publish pressed 100 times at once: published once', async () => {
    const before = (await storedVersions()).at(-1)!;
    const descriptor = structuredClone(fileDescriptor);
    descriptor.schema.properties.title = { ...descriptor.schema.properties.title, maxLength: 60 };
    expect((await t.call({ method: 'PUT', url: `${PATH}/draft`, headers: staff, payload: { descriptor, messages: {} } })).body.code).toBe(1);
    const answers = await Promise.all(Array.from({ length: 100 }, () =>
      t.call<{ version: number }>({ method: 'POST', url: `${PATH}/publish`, headers: staff, payload: { note: 'shorter titles' } })));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body.code === 1).map((answer) => answer.body.data)).toEqual([{ version: before + 1 }]);
    expect(answers.filter((answer) => answer.body.code !== 1).every((answer) => answer.body.code === 2010)).toBe(true);
    expect(await storedVersions()).toEqual(Array.from({ length: before + 1 }, (_, i) => i + 1));
  }, BURST_TIMEOUT);

  it('a second server process serves what the first published, at once and without a restart', async () => {
    let database: Database | undefined;
    const second = await (async () => {
      database = await openPostgres(t.databaseUrl!, 3);
      const app = await buildApp({ database, config: testConfig(), logger: false });
      await app.ready();
      return app;
    })();
    try {
      const exhibitor = await t.loginAs('exhibitor@demo.test');
      const createOnSecond = async (body: object) => (await second.inject({ method: 'POST', url: '/api/v4/invoice/header', headers: exhibitor, payload: body })).json() as { code: number };
      const long = { ...header, title: `${'长'.repeat(61)}` };
      // The version published above: titles of at most 60 characters, on the second process too.
      expect((await createOnSecond(long)).code).toBe(1000);
      await t.call({ method: 'POST', url: `${PATH}/rollback`, headers: staff, payload: { version: 0, note: 'back to the file' } });
      const newest = (await storedVersions()).at(-1);
      await within(5_000, async () => {
        const versions = ((await second.inject({ method: 'GET', url: '/api/schemas' })).json() as { data: { versions: Record<string, number> } }).data.versions;
        return versions['invoice-header'] === newest;
      });
      expect((await createOnSecond(long)).code).toBe(1);
    } finally {
      await second.close();
      await database?.close();
    }
  }, BURST_TIMEOUT);
});
