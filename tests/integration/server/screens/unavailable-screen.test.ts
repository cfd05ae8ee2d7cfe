/**
 * Never down because of a screen: a file that is not JSON (a module's screen) and one whose data
 * schema does not compile (a screen staff edit) do not stop the server; each is refused alone with the
 * translated "unavailable" message, and every other screen works.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'portal-broken-')), 'schemas');
  cpSync('schemas', dir, { recursive: true });
  writeFileSync(join(dir, 'faq-question.json'), readFileSync(join(dir, 'faq-question.json'), 'utf8').replace('"schema"', '"schema" "'));
  const header = JSON.parse(readFileSync(join(dir, 'invoice-header.json'), 'utf8')) as { schema: { properties: Record<string, object> } };
  header.schema.properties.title = { type: 'string', maxLength: 'long' };
  writeFileSync(join(dir, 'invoice-header.json'), JSON.stringify(header));
  t = await createTestApp({ schemasDir: dir });
});
afterAll(async () => { await t.close(); });

describe('a screen whose file cannot be used', () => {
  it('is refused alone, in the caller’s language, with no 500', async () => {
    const headers = { ...(await t.loginAs('exhibitor@demo.test')), cookie: 'language=en' };
    for (const url of ['/api/v4/invoice/header', '/api/v4/faq/question']) {
      const { status, body } = await t.call({ method: 'POST', url, headers, payload: { title: 'x' } });
      expect([status, body.code]).toEqual([400, 1000]);
      expect(JSON.stringify(body.data)).toContain('This screen is unavailable for now');
    }
    const zh = await t.call({ method: 'POST', url: '/api/v4/invoice/header', headers: { ...headers, cookie: 'language=zh' }, payload: {} });
    expect(JSON.stringify(zh.body.data)).toContain(readLocale('zh')['engine.screen.unavailable']);
    expect((await t.call({ method: 'GET', url: '/api/v4/invoice/header', headers })).body.code).toBe(1);
  });

  it('leaves every other screen working', async () => {
    const headers = await t.loginAs('exhibitor@demo.test');
    const list = await t.call<{ list: unknown[] }>({ method: 'GET', url: '/api/v4/exhibitor/report', headers });
    expect(list.body.code).toBe(1);
    expect((await t.call({ method: 'GET', url: '/api/v4/exhibitor/company', headers })).body.code).toBe(1);
  });
});

const readLocale = (locale: string) => JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as Record<string, string>;
