/**
 * `npm run schemas:export` and `schemas:import` for the messages: exporting writes the version in
 * force into locales/*.json keeping each file's key order and format (only the changed lines differ);
 * importing publishes a folder's texts as a new version, checked like a publish from the console.
 * The commands themselves run once each against a database of their own (this file's copy on
 * PostgreSQL, a fresh PGlite folder otherwise).
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../../src/server/http/i18n';
import { catalogueText, exportMessages, importMessages } from '../../../../src/server/modules/messages/files';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
let localesDir: string;
const read = (dir: string, locale: string) => readFileSync(join(dir, `${locale}.json`), 'utf8');
const copyOfLocales = (): string => {
  const dir = join(mkdtempSync(join(tmpdir(), 'portal-transfer-')), 'locales');
  cpSync('locales', dir, { recursive: true });
  return dir;
};
/** A folder with the project's files, one text changed per entry. */
const delivery = (changes: Record<string, Record<string, string>>): string => {
  const dir = copyOfLocales();
  for (const [locale, texts] of Object.entries(changes)) {
    writeFileSync(join(dir, `${locale}.json`), catalogueText({ ...(JSON.parse(read(dir, locale)) as Record<string, string>), ...texts }));
  }
  return dir;
};

beforeAll(async () => {
  localesDir = copyOfLocales();
  t = await createTestApp({ localesDir });
});
afterAll(async () => { await t.close(); });

describe('exporting', () => {
  it('writes the files in their own format: untouched, a file comes out byte for byte', async () => {
    for (const locale of ['zh', 'en']) expect(catalogueText(JSON.parse(read('locales', locale)) as Record<string, string>)).toBe(read('locales', locale));
    expect(await exportMessages(t.database.db, localesDir)).toEqual([{ file: join(localesDir, 'zh.json'), changed: 0 }, { file: join(localesDir, 'en.json'), changed: 0 }]);
    expect(read(localesDir, 'en')).toBe(read('locales', 'en'));
  });

  it('writes the published texts in their places, changing only their lines', async () => {
    const staff = await t.loginAs('organiser@demo.test');
    await t.call({ method: 'PUT', url: '/api/organiser/messages/draft', headers: staff, payload: { entries: [
      { locale: 'en', id: 'app.title', text: 'Exhibitor Portal' }, { locale: 'zh', id: 'common.cancel', text: '不了' },
    ] } });
    expect((await t.call({ method: 'POST', url: '/api/organiser/messages/publish', headers: staff, payload: { note: 'Export me' } })).body.code).toBe(1);

    expect((await exportMessages(t.database.db, localesDir)).map((file) => file.changed)).toEqual([1, 1]);
    for (const [locale, line] of [['en', '  "app.title": "Exhibitor Portal",'], ['zh', '  "common.cancel": "不了",']] as const) {
      const before = read('locales', locale).split('\n');
      const after = read(localesDir, locale).split('\n');
      expect(after).toHaveLength(before.length);
      const differing = after.map((text, i) => [i, text] as const).filter(([i, text]) => text !== before[i]);
      expect(differing.map(([, text]) => text)).toEqual([line]);
    }
  });
});

describe('importing', () => {
  it('publishes a folder’s texts as the next version: exactly its content, whatever was published before', async () => {
    const result = await importMessages(t.database.db, delivery({ en: { 'api.ok': 'Done' } }), 'Agency delivery');
    // api.ok changes; app.title and common.cancel, published before, are the files' again.
    expect(result).toEqual({ version: 2, changes: 3, unknown: [] });
    // This process hears of the version as every other does (NOTIFY portal_messages).
    await expect.poll(() => translate('en', 'api.ok')).toBe('Done');
    expect(translate('en', 'app.title')).toBe('Exhibitor Service Portal');
  });

  it('refuses a folder whose messages fail the check, naming each problem; names ids the portal does not know', async () => {
    await expect(importMessages(t.database.db, delivery({ zh: { 'api.ok': '成功 {x}' } }), 'broken')).rejects.toMatchObject({
      messageId: 'messages.error.check_failed',
      data: { problems: [{ locale: 'zh', id: 'api.ok', code: 'placeholders', message: expect.any(String) }] },
    });
    const extra = await importMessages(t.database.db, delivery({ en: { 'api.ok': 'Fine', 'no.such.id': 'x' } }), 'with an extra id');
    expect(extra.unknown).toEqual(['no.such.id']);
    await expect(importMessages(t.database.db, join(tmpdir(), 'no-such-folder'), 'missing')).rejects.toThrow(/zh\.json/);
  });
});

describe('the commands', () => {
  it('import and export through npm run, each a process of its own', async () => {
    const env = { ...process.env, LOCALES_DIR: copyOfLocales(), LOG_LEVEL: 'silent', ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : { DATABASE_URL: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-transfer-db-')) }) };
    const run = (script: string, ...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { env }).then(
        ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
        (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
      );
    const imported = await run('schemas-import', '--only', 'messages', '--locales', delivery({ en: { 'common.retry': 'Once more' } }), '--note', 'From the command line');
    expect(imported).toMatchObject({ code: 0, stdout: expect.stringMatching(/published as version \d+ \(\d+ message\(s\) changed\)/) });
    expect(await run('schemas-export', '--only', 'messages')).toMatchObject({ code: 0, stdout: expect.stringContaining('en.json: ') });
    expect(read(env.LOCALES_DIR, 'en')).toContain('"common.retry": "Once more",');

    const refused = await run('schemas-import', '--only', 'messages', '--locales', delivery({ en: { 'common.retry': 'Once {more' } }));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/The check found 1 problem[\s\S]*en common\.retry: /);
    expect((await run('schemas-export', '--only', 'pages')).stderr).toContain('unknown --only pages; known: screens, messages');
  }, 120_000);
});
