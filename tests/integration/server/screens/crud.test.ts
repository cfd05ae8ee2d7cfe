/** Schema-driven screens end to end on the server: invoice headers (a list) and company information (one record). */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads, users } from '../../../../src/server/db/schema';
import { putSetting } from '../../../../src/server/settings';
import { createTestApp, type TestApp } from '../../../support/test-app';

const fixture = (path: string): Record<string, unknown> => JSON.parse(readFileSync(`tests/fixtures/${path}`, 'utf8'));
const header = fixture('invoice-header/valid/company-special.json');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.update(users).set({ mustBindContact: false }).where(eq(users.email, 'newbie@demo.test'));
});
afterAll(async () => { await t.close(); });

type Row = Record<string, unknown> & { id: number };
const as = async (account: string, language = 'en') => ({ ...(await t.loginAs(account)), cookie: `language=${language}` });

describe('invoice headers (/api/v4/invoice/header)', () => {
  it('creates, lists with paging, sorting, filters and masking, reads, updates and deletes', async () => {
    const headers = await as('exhibitor@demo.test');
    const created: Row[] = [];
    for (const [title, type] of [['星游互动娱乐有限公司', 2], ['星游互动（上海）分公司', 1], ['Star Trail HK Ltd', 1]] as const) {
      const { body } = await t.call<Row>({ method: 'POST', url: '/api/v4/invoice/header', headers, payload: { ...header, title, invoice_type: type } });
      expect(body.code).toBe(1);
      created.push(body.data);
    }
    expect(created[0]).toMatchObject({ title: '星游互动娱乐有限公司', invoice_type: 2, review_status: null });

    const list = async (query: string) => (await t.call<{ list: Row[]; total: number }>({ method: 'GET', url: `/api/v4/invoice/header?${query}`, headers })).body.data;
    expect((await list('')).total).toBe(3);
    expect((await list('')).list[0]?.email).toBe('f*****e@startrail.example.com');
    expect((await list('limit=2&page=2')).list).toHaveLength(1);
    expect((await list('title=%E6%98%9F%E6%B8%B8')).list.map((r) => r.title).sort()).toEqual(['星游互动娱乐有限公司', '星游互动（上海）分公司'].sort());
    expect((await list('invoice_type=1')).total).toBe(2);
    expect((await list('sort=title&order=asc')).list.map((r) => r.title)[0]).toBe('Star Trail HK Ltd');
    expect((await list('title=%25')).total).toBe(0);
    const now = Math.floor(Date.now() / 1000);
    expect((await list(`created_at=${now - 3600},`)).total).toBe(3);
    expect((await list(`created_at=,${now - 3600}`)).total).toBe(0);
    expect((await list(`created_at=${now - 3600},${now + 3600}`)).total).toBe(3);

    const one = await t.call<Row>({ method: 'GET', url: `/api/v4/invoice/header/${created[1]!.id}`, headers });
    expect(one.body.data.email).toBe(header.email);
    const updated = await t.call<Row>({ method: 'PUT', url: `/api/v4/invoice/header/${created[1]!.id}`, headers, payload: { ...header, title: '星游互动（北京）分公司' } });
    expect(updated.body.data.title).toBe('星游互动（北京）分公司');
    expect((await t.call({ method: 'DELETE', url: `/api/v4/invoice/header/${created[2]!.id}`, headers })).body.code).toBe(1);
    expect((await list('')).total).toBe(2);
  });

  it('refuses a bad body with the descriptor messages, storing nothing', async () => {
    const headers = await as('exhibitor@demo.test');
    const before = (await t.call<{ total: number }>({ method: 'GET', url: '/api/v4/invoice/header', headers })).body.data.total;
    const { status, body } = await t.call<{ errors: { field: string; message: string }[] }>({ method: 'POST', url: '/api/v4/invoice/header', headers, payload: { ...header, tax_no: '123', bank_account: 'abc' } });
    expect(status).toBe(400);
    expect(body.data.errors).toEqual([
      { field: 'tax_no', message: 'The tax number is not valid; check the 18-character credit code' },
      { field: 'bank_account', message: 'The bank account must be 8 to 30 digits' },
    ]);
    expect((await t.call<{ total: number }>({ method: 'GET', url: '/api/v4/invoice/header', headers })).body.data.total).toBe(before);
  });

  it("keeps each tenant to its own records: another exhibitor's id is not found", async () => {
    const mine = (await t.call<{ list: Row[] }>({ method: 'GET', url: '/api/v4/invoice/header', headers: await as('exhibitor@demo.test') })).body.data.list[0]!;
    const stranger = await as('newbie@demo.test');
    expect((await t.call<{ total: number }>({ method: 'GET', url: '/api/v4/invoice/header', headers: stranger })).body.data.total).toBe(0);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const { status, body } = await t.call({ method, url: `/api/v4/invoice/header/${mine.id}`, headers: stranger, ...(method === 'PUT' ? { payload: header } : {}) });
      expect([method, status, body.code]).toEqual([method, 404, 1004]);
    }
  });

  it('gives a group account its own headers and refuses a sub-account without the invoice authority', async () => {
    const group = await as('group@demo.test');
    expect((await t.call<Row>({ method: 'POST', url: '/api/v4/invoice/header', headers: group, payload: header })).body.code).toBe(1);
    expect((await t.call<{ total: number }>({ method: 'GET', url: '/api/v4/invoice/header', headers: group })).body.data.total).toBe(1);
    const { status, body } = await t.call({ method: 'GET', url: '/api/v4/invoice/header', headers: await as('sub2@demo.test') });
    expect([status, body.code]).toEqual([403, 1003]);
  });

  it('refuses unknown sort fields and malformed filters', async () => {
    const headers = await as('exhibitor@demo.test');
    expect((await t.call({ method: 'GET', url: '/api/v4/invoice/header?sort=bank_account', headers })).status).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/v4/invoice/header?created_at=yesterday', headers })).status).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/v4/invoice/header?bank=x', headers })).status).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/v4/invoice/header?limit=1000', headers })).status).toBe(400);
  });
});

describe('company information (/api/v4/exhibitor/company)', () => {
  const company = fixture('company/valid/complete.json');
  // The demo exhibitor's booth is raw space: no fascia board (schemas/catalogue.json).
  const catalogue = fixture('catalogue/valid/raw-space-without-lintel.json');

  it('starts empty, is saved for review with an uploaded logo, and shared by the sub-accounts that may see it', async () => {
    const headers = await as('exhibitor@demo.test');
    expect((await t.call({ method: 'GET', url: '/api/v4/exhibitor/company', headers })).body.data).toBeNull();
    await t.database.db.insert(uploads).values({ key: 'exhibitors/1/company-logo/logo.png', userId: 1, exhibitorId: 1, dir: 'company-logo', name: 'logo.png', mime: 'image/png', size: 20480, width: 800, height: 400 });
    const saved = await t.call<Row>({ method: 'PUT', url: '/api/v4/exhibitor/company', headers, payload: { ...company, logo: { ...(company.logo as object), key: 'exhibitors/1/company-logo/logo.png' } } });
    expect(saved.body.code).toBe(1);
    expect(saved.body.data).toMatchObject({ name: '星游互动娱乐有限公司', review_status: 0 });
    const changed = { ...company, name: '星游互动娱乐股份有限公司', logo: { ...(company.logo as object), key: 'exhibitors/1/company-logo/logo.png' } };
    // Under review it stays as submitted until the organiser decides.
    const locked = await t.call<Row>({ method: 'PUT', url: '/api/v4/exhibitor/company', headers, payload: changed });
    expect([locked.status, locked.body.code, locked.body.message]).toEqual([200, 2010, 'This submission is under review and cannot be changed until the organiser decides']);
    await t.call({ method: 'POST', url: `/api/organiser/company/${saved.body.data.id}/review`, headers: await as('organiser@demo.test'), payload: { decision: 'reject', reason: 'Use the registered name' } });
    const again = await t.call<Row>({ method: 'PUT', url: '/api/v4/exhibitor/company', headers, payload: changed });
    expect(again.body.data).toMatchObject({ id: saved.body.data.id, review_status: 0, review_reason: null });
    const seenBySub2 = await t.call<Row>({ method: 'GET', url: '/api/v4/exhibitor/company', headers: await as('sub2@demo.test') });
    expect(seenBySub2.body.data.name).toBe('星游互动娱乐股份有限公司');
  });

  it('keeps each exhibitor to its own catalogue materials, and sub-accounts to their authorities', async () => {
    await t.database.db.insert(uploads).values([
      { key: 'exhibitors/1/catalogue-print-logo/logo.psd', userId: 1, exhibitorId: 1, dir: 'catalogue-print-logo', name: 'logo.psd', mime: 'image/vnd.adobe.photoshop', size: 1048576 },
      { key: 'exhibitors/1/catalogue-display-logo/logo.png', userId: 1, exhibitorId: 1, dir: 'catalogue-display-logo', name: 'logo.png', mime: 'image/png', size: 20480, width: 800, height: 400 },
    ]);
    const mine = await t.call<Row>({ method: 'PUT', url: '/api/v4/exhibitor/catalogue', headers: await as('exhibitor@demo.test'), payload: catalogue });
    expect(mine.body.data).toMatchObject({ catalogue_name: '星游互动', review_status: 0, exhibitor_id: 1 });

    const other = await as('newbie@demo.test');
    expect((await t.call({ method: 'GET', url: '/api/v4/exhibitor/catalogue', headers: other })).body.data).toBeNull();
    // Exhibitor 1's files cannot be borrowed by exhibitor 2.
    const borrowed = await t.call({ method: 'PUT', url: '/api/v4/exhibitor/catalogue', headers: other, payload: { ...catalogue, lintel_text: '星游互动', lintel_text_en: 'Star Trail' } });
    expect([borrowed.status, borrowed.body.data]).toEqual([400, { errors: [{ field: 'print_logo', message: expect.any(String) }] }]);
    expect((await t.call<Row>({ method: 'GET', url: '/api/v4/exhibitor/catalogue', headers: await as('exhibitor@demo.test') })).body.data.catalogue_name).toBe('星游互动');

    // Exhibition materials need authority 2: sub2 holds 1 only, sub holds 6 and 8.
    for (const account of ['sub2@demo.test', 'sub@demo.test']) {
      const { status, body } = await t.call({ method: 'GET', url: '/api/v4/exhibitor/catalogue', headers: await as(account) });
      expect([status, body.code]).toEqual([403, 1003]);
    }
    const sub2Company = await t.call({ method: 'GET', url: '/api/v4/exhibitor/company', headers: await as('sub2@demo.test') });
    expect(sub2Company.status).toBe(200);
  });

  it('asks the fascia board text of a shell-scheme booth only, by the booth type the server knows', async () => {
    // exhibitor@demo.test has a raw-space booth: saved without it, whatever booth type the body claims.
    const { body: submitted } = await t.call<Row>({ method: 'GET', url: '/api/v4/exhibitor/catalogue', headers: await as('exhibitor@demo.test') });
    await t.call({ method: 'POST', url: `/api/organiser/catalogue/${submitted.data.id}/review`, headers: await as('organiser@demo.test'), payload: { decision: 'approve' } });
    const raw = await t.call<Row>({ method: 'PUT', url: '/api/v4/exhibitor/catalogue', headers: await as('exhibitor@demo.test'), payload: { ...catalogue, booth_type: 'shell_scheme' } });
    expect([raw.body.code, raw.body.data.booth_type, raw.body.data.lintel_text]).toEqual([1, 'raw_space', undefined]);
    const rawWithLintel = await t.call({ method: 'PUT', url: '/api/v4/exhibitor/catalogue', headers: await as('exhibitor@demo.test'), payload: { ...catalogue, lintel_text: '星游互动' } });
    expect([rawWithLintel.body.code, (rawWithLintel.body.data as { errors: { field: string }[] }).errors.map((error) => error.field)]).toEqual([1000, ['lintel_text']]);

    // newbie@demo.test has a shell-scheme booth: refused without it, naming the fields, even when the body claims raw space.
    await t.database.db.insert(uploads).values([
      { key: 'exhibitors/2/catalogue-print-logo/logo.psd', userId: 6, exhibitorId: 2, dir: 'catalogue-print-logo', name: 'logo.psd', mime: 'image/vnd.adobe.photoshop', size: 1048576 },
      { key: 'exhibitors/2/catalogue-display-logo/logo.png', userId: 6, exhibitorId: 2, dir: 'catalogue-display-logo', name: 'logo.png', mime: 'image/png', size: 20480, width: 800, height: 400 },
    ]);
    const theirs = {
      ...catalogue, booth_type: 'raw_space',
      print_logo: { ...(catalogue.print_logo as object), key: 'exhibitors/2/catalogue-print-logo/logo.psd' },
      display_logo: { ...(catalogue.display_logo as object), key: 'exhibitors/2/catalogue-display-logo/logo.png' },
    };
    const shell = await as('newbie@demo.test');
    const refused = await t.call({ method: 'PUT', url: '/api/v4/exhibitor/catalogue', headers: shell, payload: theirs });
    expect([refused.status, refused.body.code, refused.body.data]).toEqual([400, 1000, { errors: [
      { field: 'lintel_text', message: 'Please enter the fascia board text in Chinese' },
      { field: 'lintel_text_en', message: 'Please enter the fascia board text in English' },
    ] }]);
    const saved = await t.call<Row>({ method: 'PUT', url: '/api/v4/exhibitor/catalogue', headers: shell, payload: { ...theirs, lintel_text: '新锐游戏', lintel_text_en: 'Rookie Games' } });
    expect(saved.body.data).toMatchObject({ booth_type: 'shell_scheme', lintel_text: '新锐游戏', review_status: 0 });
  });

  it('refuses any change after the deadline of a screen that has one, with the deadline in the message', async () => {
    await putSetting(t.database.db, 'catalogue_deadline', Date.UTC(2026, 0, 31, 15, 59) / 1000);
    const { body } = await t.call({ method: 'PUT', url: '/api/v4/exhibitor/catalogue', headers: await as('exhibitor@demo.test'), payload: catalogue });
    expect([body.code, body.message]).toEqual([2010, 'The deadline (2026-01-31 23:59 UTC+8) has passed; this can no longer be changed']);
    await putSetting(t.database.db, 'catalogue_deadline', Date.UTC(2099, 0, 1) / 1000);
  });

  it("refuses a logo another exhibitor uploaded, naming the field", async () => {
    await t.database.db.insert(uploads).values({ key: 'exhibitors/2/company-logo/theirs.png', userId: 6, exhibitorId: 2, dir: 'company-logo', name: 'theirs.png', mime: 'image/png', size: 1, width: 2, height: 1 });
    // Reviewed, so the exhibitor may change it again.
    const { body: mine } = await t.call<Row>({ method: 'GET', url: '/api/v4/exhibitor/company', headers: await as('exhibitor@demo.test') });
    await t.call({ method: 'POST', url: `/api/organiser/company/${mine.data.id}/review`, headers: await as('organiser@demo.test'), payload: { decision: 'approve' } });
    const { status, body } = await t.call({ method: 'PUT', url: '/api/v4/exhibitor/company', headers: await as('exhibitor@demo.test'), payload: { ...company, logo: { ...(company.logo as object), key: 'exhibitors/2/company-logo/theirs.png' } } });
    expect(status).toBe(400);
    expect(body.message).toBe('Company logo: this file was not uploaded by your company; please upload it again');
  });
});
