/**
 * Staff change a screen while the show runs (issue 21): a draft checked on every save, published as
 * the next version with a note and served at once — the server validates, lists and sorts by it — then
 * rolled back; history with what each version changed; the draft's effect on stored records.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScreenDescriptor } from '../../../../src/shared/descriptor';
import type { DraftImpact, EditorState, ScreenSummary, VersionDetail, VersionEntry } from '../../../../src/shared/screen-editor';
import { createTestApp, type TestApp } from '../../../support/test-app';

const header = JSON.parse(readFileSync('tests/fixtures/invoice-header/valid/company-special.json', 'utf8')) as Record<string, unknown>;
const fileDescriptor = JSON.parse(readFileSync('schemas/invoice-header.json', 'utf8')) as ScreenDescriptor;
const PATH = '/api/organiser/schemas/invoice-header';

let t: TestApp;
let staff: { authorization: string; cookie: string };
let exhibitor: { authorization: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = { ...(await t.loginAs('organiser@demo.test')), cookie: 'language=en' };
  exhibitor = { ...(await t.loginAs('exhibitor@demo.test')), cookie: 'language=en' };
});
afterAll(async () => { await t.close(); });

/** The file's descriptor with a required `seal_no` field, listed, sortable and exported. */
function withSealNo(): ScreenDescriptor {
  const descriptor = structuredClone(fileDescriptor);
  descriptor.schema.properties.seal_no = { type: 'string', title: 'invoice_header.seal_no', minLength: 4, maxLength: 12 };
  descriptor.schema.required = [...(descriptor.schema.required ?? []), 'seal_no'];
  const order = descriptor.uiSchema?.['ui:order'] as string[] | undefined;
  if (order) order.splice(order.length - (order.at(-1) === '*' ? 1 : 0), 0, 'seal_no');
  descriptor.list!.columns.push({ field: 'seal_no', sortable: true, filter: 'text' });
  descriptor.list!.export = [...(descriptor.list!.export ?? []), 'seal_no'];
  return descriptor;
}
/** The labels a served module hands the browser. */
const moduleLabels = (code: string): unknown => JSON.parse(/^const messages = (.*);$/m.exec(code)?.[1] ?? 'null');
const sealLabels = { zh: { 'invoice_header.seal_no': '发票专用章编号' }, en: { 'invoice_header.seal_no': 'Invoice seal number' } };

const saveDraft = (descriptor: unknown, messages: object = sealLabels, headers: Record<string, string> = staff) =>
  t.call<EditorState>({ method: 'PUT', url: `${PATH}/draft`, headers, payload: { descriptor, messages } });
const publish = (note: string) => t.call<{ version: number }>({ method: 'POST', url: `${PATH}/publish`, headers: staff, payload: { note } });
const createHeader = (body: object) => t.call<Record<string, unknown>>({ method: 'POST', url: '/api/v4/invoice/header', headers: exhibitor, payload: body });
const versions = async () => (await t.call<{ versions: Record<string, number> }>({ method: 'GET', url: '/api/schemas' })).body.data.versions;

describe('a screen edited, published and rolled back at run time', () => {
  it('starts from the files: every editable screen at version 0', async () => {
    expect(await versions()).toMatchObject({ company: 0, catalogue: 0, product: 0, 'invoice-header': 0 });
    const { body } = await t.call<ScreenSummary[]>({ method: 'GET', url: '/api/organiser/schemas', headers: staff });
    expect(body.data.map((row) => row.screen)).toEqual(['company', 'catalogue', 'report', 'product', 'merch', 'project', 'activity', 'invoice-header']);
    expect(body.data.every((row) => row.version === 0 && row.draft === null)).toBe(true);
  });

  it('checks a draft on every save, naming each problem by its path and its code, with the values the console words it with', async () => {
    const unlabelled = await saveDraft(withSealNo(), {});
    expect(unlabelled.body.data.problems).toEqual([
      { path: '/schema/properties/seal_no/title', code: 'labelMissing', params: { id: 'invoice_header.seal_no', language: 'zh' }, message: 'message id "invoice_header.seal_no" is missing in locales/zh.json' },
      { path: '/schema/properties/seal_no/title', code: 'labelMissing', params: { id: 'invoice_header.seal_no', language: 'en' }, message: 'message id "invoice_header.seal_no" is missing in locales/en.json' },
    ]);
    // A label the draft empties, or brings for an id the screen does not name, is a problem too.
    const emptied = await saveDraft(withSealNo(), { ...sealLabels, en: { ...sealLabels.en, 'invoiceHeader.title': ' ' } });
    expect(emptied.body.data.problems).toEqual([
      { path: '/schema/properties/title/title', code: 'labelEmpty', params: { id: 'invoiceHeader.title', language: 'en' }, message: 'label "invoiceHeader.title" has no en text' },
    ]);
    const elsewhere = await saveDraft(withSealNo(), { ...sealLabels, zh: { ...sealLabels.zh, 'common.save': '存' } });
    expect(elsewhere.body.data.problems).toEqual([
      { path: '/messages/zh/common.save', code: 'labelUnused', params: { id: 'common.save' }, message: 'label "common.save" is not used by this screen' },
    ]);
    const broken = await saveDraft({ ...withSealNo(), list: { columns: 'name' } });
    expect(broken.body.data.problems).toContainEqual({ path: '/list/columns', code: 'type', params: { type: 'array' }, message: 'must be array' });
    // A list slip the editor's own controls can make: a filter its field does not suit.
    const filtered = withSealNo();
    filtered.list!.columns[0]!.filter = 'dateRange';
    expect((await saveDraft(filtered)).body.data.problems).toEqual([{
      path: '/list/columns/0/filter', code: 'filterUnsuited', params: { filter: 'dateRange', field: 'title', type: 'string' },
      message: 'a dateRange filter needs a time (an integer of Unix seconds named *_at or *_time, or a "moment" field), and "title" is of type string',
    }]);
    // Fields the portal's code reads (the application's header snapshot) stay, with their type.
    const withoutTitle = withSealNo();
    delete withoutTitle.schema.properties.title;
    withoutTitle.schema.properties.tax_no = { type: 'integer', title: 'invoiceHeader.tax_no' };
    const kept = (await saveDraft(withoutTitle)).body.data.problems;
    expect(kept).toContainEqual({ path: '/schema/properties/title', code: 'kept', params: { field: 'title' }, message: '"title" cannot be removed: the portal reads it' });
    expect(kept).toContainEqual({ path: '/schema/properties/tax_no/type', code: 'keptType', params: { field: 'tax_no', type: 'string' }, message: '"tax_no" must stay of type string: the portal reads it' });
    const renamed = await saveDraft({ ...withSealNo(), id: 'company' });
    expect(renamed.body.data.problems).toContainEqual({ path: '/id', code: 'idChanged', params: { id: 'company', expected: 'invoice-header' }, message: 'id "company" must equal the file name "invoice-header"' });
    // A draft with problems is kept (nothing typed is lost) but cannot be published.
    const refused = await publish('seal number');
    expect([refused.status, refused.body.code]).toEqual([400, 1000]);
    expect((refused.body.data as unknown as { problems: unknown[] }).problems).toHaveLength(1);
  });

  it('tells how many stored records a tightened rule would refuse, and which', async () => {
    expect((await createHeader(header)).body.code).toBe(1);
    const { body } = await saveDraft(withSealNo());
    expect(body.data.problems).toEqual([]);
    expect(body.data.draft).toMatchObject({ base_version: 0, updated_by: expect.any(String), module: expect.stringMatching(/^\/schemas\/invoice-header\/draft\/[0-9a-f]{32}\/module\.js$/) });
    const impact = (await t.call<DraftImpact>({ method: 'GET', url: `${PATH}/draft/impact`, headers: staff })).body.data;
    expect(impact.total).toBeGreaterThanOrEqual(1);
    expect(impact.misfits).toBe(impact.total);
    expect(impact.list[0]).toMatchObject({ fields: ['seal_no'], booth_no: expect.any(String) });
  });

  it('serves the draft to the preview as an ES module addressed by its content', async () => {
    const { module } = (await t.call<EditorState>({ method: 'GET', url: PATH, headers: staff })).body.data.draft!;
    const response = await t.app.inject({ method: 'GET', url: `/api${module}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.body).toMatch(/^export default function load\(__runtime\)/);
    expect(response.body).toContain('"seal_no"');
    expect(response.body).not.toMatch(/\bimport\b|\brequire\(|new Function|\beval\(/);
    expect(moduleLabels(response.body)).toEqual(sealLabels);
    const stale = await t.app.inject({ method: 'GET', url: `/api${module.replace(/draft\/[0-9a-f]{4}/, 'draft/0000')}` });
    expect(stale.statusCode).toBe(404);
  });

  it('publishes with a note: the server validates, lists, sorts and exports by the new field at once', async () => {
    const { body } = await publish('  Seal number required from today  ');
    expect(body.data).toEqual({ version: 1 });
    expect((await versions())['invoice-header']).toBe(1);

    const missing = await createHeader(header);
    expect([missing.status, missing.body.code]).toEqual([400, 1000]);
    expect((missing.body.data as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual(['seal_no']);
    // The field is named by the label published with the version, in the caller's language.
    expect((missing.body.data as { errors: { message: string }[] }).errors[0]!.message).toBe('Invoice seal number is required');
    const missingZh = await t.call({ method: 'POST', url: '/api/v4/invoice/header', headers: { ...exhibitor, cookie: 'language=zh' }, payload: header });
    expect((missingZh.body.data as { errors: { message: string }[] }).errors[0]!.message).toContain('发票专用章编号');
    const short = await createHeader({ ...header, seal_no: 'AB1' });
    expect((short.body.data as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual(['seal_no']);
    expect((await createHeader({ ...header, title: 'Seal Co', seal_no: 'AB12' })).body.code).toBe(1);
    expect((await createHeader({ ...header, title: 'Seal Co 2', seal_no: 'ZZ123456789X' })).body.code).toBe(1);

    const list = await t.call<{ list: Record<string, unknown>[] }>({ method: 'GET', url: '/api/v4/invoice/header?sort=seal_no&order=desc&seal_no=Z', headers: exhibitor });
    expect(list.body.data.list.map((row) => row.seal_no)).toEqual(['ZZ123456789X']);

    const module = await t.app.inject({ method: 'GET', url: '/api/schemas/invoice-header/1/module.js' });
    expect([module.statusCode, module.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
    // The browser lays the version's labels over its messages: they come with the module.
    expect(moduleLabels(module.body)).toEqual(sealLabels);
    // The draft became the version: nothing is left to publish.
    const state = (await t.call<EditorState>({ method: 'GET', url: PATH, headers: staff })).body.data;
    expect([state.version, state.draft]).toEqual([1, null]);
  });

  it('keeps the history with what each version changed, down to the file', async () => {
    const history = (await t.call<VersionEntry[]>({ method: 'GET', url: `${PATH}/versions`, headers: staff })).body.data;
    expect(history.map((entry) => [entry.version, entry.note])).toEqual([[1, 'Seal number required from today'], [0, '']]);
    expect(history[0]!.published_by).toEqual(expect.any(String));
    const detail = (await t.call<VersionDetail>({ method: 'GET', url: `${PATH}/versions/1`, headers: staff })).body.data;
    expect(detail.changes).toContainEqual({ path: '/descriptor/schema/properties/seal_no', after: withSealNo().schema.properties.seal_no });
    expect(detail.changes).toContainEqual({ path: '/messages/en', after: sealLabels.en });
    expect((await t.call({ method: 'GET', url: `${PATH}/versions/7`, headers: staff })).status).toBe(404);
  });

  it('rolls back to the file as a new version: the field is gone and its column refused', async () => {
    const { body } = await t.call<{ version: number }>({ method: 'POST', url: `${PATH}/rollback`, headers: staff, payload: { version: 0, note: 'back to the original' } });
    expect(body.data).toEqual({ version: 2 });
    expect((await createHeader({ ...header, title: 'No seal Co' })).body.code).toBe(1);
    const sorted = await t.call({ method: 'GET', url: '/api/v4/invoice/header?sort=seal_no', headers: exhibitor });
    expect([sorted.status, sorted.body.code]).toEqual([400, 1000]);
    // Records saved under version 1 are still read whole.
    const all = await t.call<{ list: Record<string, unknown>[] }>({ method: 'GET', url: '/api/v4/invoice/header?limit=100', headers: exhibitor });
    expect(all.body.data.list.some((row) => row.seal_no === 'AB12')).toBe(true);
    const history = (await t.call<VersionEntry[]>({ method: 'GET', url: `${PATH}/versions`, headers: staff })).body.data;
    expect(history[0]).toMatchObject({ version: 2, restored_from: 0, note: 'back to the original' });
  });

  it('refuses a draft started before another version was published', async () => {
    await saveDraft(withSealNo());
    await t.call({ method: 'POST', url: `${PATH}/rollback`, headers: staff, payload: { version: 1, note: 'again' } });
    const stale = await publish('late');
    expect([stale.status, stale.body.code]).toEqual([200, 2010]);
    expect(stale.body.message).toMatch(/meanwhile/);
    expect((await t.call({ method: 'DELETE', url: `${PATH}/draft`, headers: staff })).body.code).toBe(1);
    await t.call({ method: 'POST', url: `${PATH}/rollback`, headers: { ...staff, cookie: 'language=en' }, payload: { version: 0, note: 'clean' } });
  });
});

describe('upload rules at run time', () => {
  const policyMaxBytes = async () => {
    const { body } = await t.call<{ policy: string }>({ method: 'GET', url: '/api/oss/sign?dir=product-image', headers: exhibitor });
    const policy = JSON.parse(Buffer.from(body.data.policy, 'base64').toString()) as { conditions: unknown[] };
    return (policy.conditions.find((condition) => Array.isArray(condition) && condition[0] === 'content-length-range') as number[])[2];
  };

  it('signs uploads with the rule staff published, and with the file\'s again after a rollback', async () => {
    expect(await policyMaxBytes()).toBe(5 * 1024 * 1024);
    const product = JSON.parse(readFileSync('schemas/product.json', 'utf8')) as ScreenDescriptor;
    product.uploads!.images = { ...product.uploads!.images!, maxBytes: 8 * 1024 * 1024 };
    expect((await t.call({ method: 'PUT', url: '/api/organiser/schemas/product/draft', headers: staff, payload: { descriptor: product, messages: {} } })).body.code).toBe(1);
    expect((await t.call({ method: 'POST', url: '/api/organiser/schemas/product/publish', headers: staff, payload: { note: 'bigger pictures' } })).body.code).toBe(1);
    expect(await policyMaxBytes()).toBe(8 * 1024 * 1024);
    await t.call({ method: 'POST', url: '/api/organiser/schemas/product/rollback', headers: staff, payload: { version: 0, note: 'back' } });
    expect(await policyMaxBytes()).toBe(5 * 1024 * 1024);
  });

  it('takes a size rule up to the 100 MiB ceiling and refuses one byte more', async () => {
    const product = JSON.parse(readFileSync('schemas/product.json', 'utf8')) as ScreenDescriptor;
    const problemsAt = async (maxBytes: number) => {
      product.uploads!.images = { ...product.uploads!.images!, maxBytes };
      const { body } = await t.call<EditorState>({ method: 'PUT', url: '/api/organiser/schemas/product/draft', headers: staff, payload: { descriptor: product, messages: {} } });
      return body.data.problems;
    };
    const ceiling = 100 * 1024 * 1024;
    expect(await problemsAt(ceiling - 1)).toEqual([]);
    expect(await problemsAt(ceiling)).toEqual([]);
    expect(await problemsAt(ceiling + 1)).toEqual([{ path: '/uploads/images/maxBytes', code: 'maximum', params: { limit: ceiling }, message: `must be <= ${ceiling}` }]);
    expect(await problemsAt(Number.MAX_SAFE_INTEGER * 10)).toHaveLength(1);
    expect((await t.call({ method: 'DELETE', url: '/api/organiser/schemas/product/draft', headers: staff })).body.code).toBe(1);
  });
});

describe('the edges of the editing calls', () => {
  it('takes a note of 1 to 500 characters, not blank', async () => {
    const rollback = (note: string) => t.call({ method: 'POST', url: `${PATH}/rollback`, headers: staff, payload: { version: 0, note } });
    expect((await rollback('x'.repeat(500))).body.code).toBe(1);
    for (const note of ['', '   ', 'x'.repeat(501), 'a\u0000b']) expect((await rollback(note)).status).toBe(400);
  });

  it('answers 404 for a screen that is not editable or does not exist, and 400 for a malformed one', async () => {
    for (const screen of ['booth-ticket', 'group-order', 'nope']) {
      expect((await t.call({ method: 'GET', url: `/api/organiser/schemas/${screen}`, headers: staff })).status).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/schemas/${screen}/1/module.js` })).statusCode).toBe(404);
    }
    expect((await t.call({ method: 'GET', url: '/api/organiser/schemas/Company%00', headers: staff })).status).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/schemas/company/99999999999/module.js' })).statusCode).toBe(400);
  });

  it('refuses a draft over 512 KiB or with labels that are not text', async () => {
    const huge = { ...withSealNo(), padding: 'x'.repeat(520 * 1024) };
    expect((await saveDraft(huge)).status).toBe(413);
    expect((await saveDraft(withSealNo(), { zh: { a: 1 } })).status).toBe(400);
    expect((await saveDraft(withSealNo(), { fr: {} })).status).toBe(400);
  });

  it('answers a draft whose data schema does not compile with 400, not 500, and keeps it', async () => {
    const broken = withSealNo();
    broken.schema.properties.seal_no = { type: 'string', title: 'invoice_header.seal_no', pattern: '(' };
    const saved = (await saveDraft(broken)).body.data;
    expect(saved.problems).toEqual([expect.objectContaining({ path: '/schema', code: 'schemaCompile', params: { detail: expect.any(String) } })]);
    const module = await t.app.inject({ method: 'GET', url: `/api${saved.draft!.module}` });
    expect([module.statusCode, (JSON.parse(module.body) as { code: number }).code]).toEqual([400, 1000]);
    expect((await t.call({ method: 'DELETE', url: `${PATH}/draft`, headers: staff })).body.code).toBe(1);
  });

  it('is for organiser staff only', async () => {
    for (const account of ['exhibitor@demo.test', 'group@demo.test']) {
      const headers = await t.loginAs(account);
      expect((await t.call({ method: 'GET', url: '/api/organiser/schemas', headers })).status).toBe(403);
      expect((await saveDraft(withSealNo(), sealLabels, headers)).status).toBe(403);
    }
    expect((await t.call({ method: 'GET', url: '/api/organiser/schemas' })).status).toBe(401);
  });
});
