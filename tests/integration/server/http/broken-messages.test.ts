/**
 * A translator's slip in a live catalogue never turns an answer into a 500: a message that does not
 * parse, asks for an argument the code does not give, or is missing, is answered in the other
 * language, and failing that as its id. Each fault is logged once, without the values it was given.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
const lines: string[] = [];

const zh = JSON.parse(readFileSync('locales/zh.json', 'utf8')) as Record<string, string>;

beforeAll(async () => {
  const localesDir = join(mkdtempSync(join(tmpdir(), 'portal-broken-messages-')), 'locales');
  cpSync('locales', localesDir, { recursive: true });
  const edit = (locale: string, change: (messages: Record<string, string>) => void) => {
    const file = join(localesDir, `${locale}.json`);
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    change(messages);
    writeFileSync(file, JSON.stringify(messages, null, 2));
  };
  edit('en', (messages) => {
    // Does not parse.
    messages['api.error.malformed_json'] = 'The request body is {not valid JSON';
    // Asks for an argument the validation code does not give.
    messages['api.validation.required'] = '{label} is required';
    // Broken in both languages.
    messages['api.validation.type'] = '{field} must be of type {type';
  });
  edit('zh', (messages) => {
    messages['api.validation.type'] = '{field}的类型应为 {type';
    // Missing.
    delete messages['api.error.token_missing'];
  });
  t = await createTestApp({ localesDir }, { logger: { level: 'warn', stream: { write: (line: string) => { lines.push(line); } } } });
});
afterAll(async () => { await t.close(); });

const post = (language: string, payload: unknown) => t.call({
  method: 'POST', url: '/api/v2/login/account', headers: { cookie: `language=${language}`, 'content-type': 'application/json' },
  payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
});

describe('a broken message in a live catalogue', () => {
  it('that does not parse is answered in the other language', async () => {
    const { status, body } = await post('en', '{"account":');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 1000, message: zh['api.error.malformed_json'] });
  });

  it('that asks for an argument the code does not give is answered in the other language', async () => {
    const { status, body } = await post('en', {});
    expect(status).toBe(400);
    expect(body.data).toEqual({ errors: [
      { field: 'account', message: '账号不能为空' },
      { field: 'password', message: '密码不能为空' },
    ] });
  });

  it('broken in both languages is answered as its id', async () => {
    const { status, body } = await post('zh', { account: 13800000001, password: true });
    expect(status).toBe(400);
    expect(body.message).toBe('api.validation.type');
  });

  it('that is missing is answered in the other language', async () => {
    const en = JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, string>;
    const { status, body } = await t.call({ method: 'GET', url: '/api/v4/exhibitor/company', headers: { cookie: 'language=zh' } });
    expect(status).toBe(401);
    expect(body.message).toBe(en['api.error.token_missing']);
  });

  it('is logged once per message and reason, naming no value it was given', async () => {
    await post('en', {});
    await post('en', {});
    const faults = lines.map((line) => JSON.parse(line) as { messageFault?: { locale: string; id: string; reason: string; shown: string } })
      .flatMap((entry) => (entry.messageFault ? [entry.messageFault] : []));
    expect(faults).toEqual(expect.arrayContaining([
      { locale: 'en', id: 'api.error.malformed_json', reason: 'syntax', shown: 'zh' },
      { locale: 'en', id: 'api.validation.required', reason: 'MISSING_VALUE', shown: 'zh' },
      { locale: 'zh', id: 'api.validation.type', reason: 'syntax', shown: 'id' },
      { locale: 'zh', id: 'api.error.token_missing', reason: 'missing', shown: 'en' },
    ]));
    expect(faults.filter((fault) => fault.id === 'api.validation.required')).toHaveLength(1);
    expect(lines.join('\n')).not.toContain('13800000001');
  });
});
