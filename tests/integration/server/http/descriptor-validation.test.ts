/**
 * A screen descriptor's data schema validates a request body on the server with the descriptor's own
 * labels and messages (the same file drives the client form).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandSchema, type ScreenDescriptor } from '../../../../src/shared/descriptor';
import { ok } from '../../../../src/server/http/envelope';
import { createTestApp, type TestApp } from '../../../support/test-app';

const descriptor = (id: string): ScreenDescriptor => JSON.parse(readFileSync(`schemas/${id}.json`, 'utf8'));
const fixture = (path: string): Record<string, unknown> => JSON.parse(readFileSync(`tests/fixtures/${path}`, 'utf8'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {
    extend: (api) => {
      for (const id of ['company', 'invoice-header']) {
        api.post(`/probe/${id}`, { schema: { body: expandSchema(descriptor(id).schema) } }, async () => ok('stored'));
      }
    },
  });
});
afterAll(async () => { await t.close(); });

const post = async (id: string, payload: unknown, language: 'zh' | 'en') =>
  t.call<{ errors: { field: string; message: string }[] }>({
    method: 'POST', url: `/api/probe/${id}`, payload: payload as object,
    headers: { ...(await t.loginAs('exhibitor@demo.test')), cookie: `language=${language}` },
  });

describe('descriptor schemas on the server', () => {
  it('accept the valid fixtures', async () => {
    expect((await post('company', fixture('company/valid/complete.json'), 'en')).body.code).toBe(1);
    expect((await post('invoice-header', fixture('invoice-header/valid/company-special.json'), 'en')).body.code).toBe(1);
  });

  it("name each field by its label with the descriptor's own message, in both languages", async () => {
    const { status, body } = await post('company', (fixture('company/invalid/bad-formats.json') as { data: object }).data, 'en');
    expect(status).toBe(400);
    expect(body.data.errors).toEqual(expect.arrayContaining([
      { field: 'credit_code', message: 'The unified social credit code is not valid; check its 18 characters' },
      { field: 'email', message: 'Company e-mail is not a valid e-mail address' },
      { field: 'contact_phone', message: "Please enter a valid 11-digit mainland mobile number" },
      { field: 'admin', message: 'admin is not an allowed field' },
    ]));
    const zh = await post('company', { name: '星游' }, 'zh');
    expect(zh.body.data.errors).toEqual(expect.arrayContaining([
      { field: 'name_en', message: '请输入公司英文名称' },
      { field: 'logo', message: '请上传公司 Logo' },
    ]));
  });

  it('check an upload field as the stored object shape', async () => {
    const data = { ...fixture('company/valid/complete.json'), logo: { url: 'x' } };
    const { body } = await post('company', data, 'en');
    expect(body.data.errors.map((e) => e.field)).toEqual(expect.arrayContaining(['logo.key', 'logo.name']));
  });
});
