/**
 * The organiser console's list of invoice applications (src/server/modules/invoice/organiser.ts):
 * sorted by status, applied first and each state's oldest first; filtered by the applicant's name or
 * account; exported as the descriptor's staff list (schemas/invoice.json "staffList"), applicants
 * named. And the staff's failure and red-flush bodies are their screens' (invoice-failure.json,
 * invoice-red-flush.json).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoiceStatus, type Invoice, type InvoiceDetail } from '../../../../src/shared/invoice';
import { EXPORT_PROGRESS, type ExportProgress } from '../../../../src/shared/live';
import { exhibitors, users } from '../../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { addHeader, paidGroupOrder, paidUnbindOrder, type Headers } from './support';

let t: TestApp;
let staff: Headers;
let group: Headers;
let exhibitor: Headers;
let staffId: number;
let groupId: number;
let starId: number;
beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'portal-invoice-list-')) });
  const as = async (account: string) => ({ ...(await t.loginAs(account)), cookie: 'language=en' });
  staff = await as('organiser@demo.test');
  group = await as('group@demo.test');
  exhibitor = await as('exhibitor@demo.test');
  const idOf = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  staffId = await idOf('organiser@demo.test');
  groupId = await idOf('group@demo.test');
  starId = (await t.database.db.select({ id: exhibitors.id }).from(exhibitors).where(eq(exhibitors.nameEn, 'Star Trail Interactive Entertainment Co., Ltd.')))[0]!.id;
});
afterAll(async () => { await t.close(); });

const list = async (query: string) =>
  (await t.call<{ list: Invoice[]; total: number }>({ method: 'GET', url: `/api/organiser/invoice?page=1&limit=50&${query}`, headers: staff })).body;
const apply = async (headers: Headers, order: { kind: 'group' | 'unbind'; id: number }) => {
  const { body } = await t.call<InvoiceDetail>({ method: 'POST', url: '/api/v4/invoice', headers, payload: { orders: [order], header_id: await addHeader(t, headers), invoice_type: 1, email: 'ap@stargame.test' } });
  expect(body.code, body.message).toBe(1);
  return body.data;
};
/** Moves the application's day back, so the list's order by age shows. */
const appliedDaysAgo = (id: number, days: number) => t.database.db.execute(sql`update invoices set applied_at = now() - make_interval(days => ${days}) where id = ${id}`);

describe("the organiser's invoice list", () => {
  it('sorts by status, applied first and the oldest first in each; filters by the applicant', async () => {
    const older = await apply(group, { kind: 'group', id: (await paidGroupOrder(t, groupId)).id });
    const newer = await apply(group, { kind: 'group', id: (await paidGroupOrder(t, groupId)).id });
    const taken = await apply(exhibitor, { kind: 'unbind', id: (await paidUnbindOrder(t, starId)).id });
    await appliedDaysAgo(older.id, 3);
    await appliedDaysAgo(taken.id, 9);
    expect((await t.call({ method: 'POST', url: '/api/organiser/invoice/take', headers: staff, payload: { ids: [taken.id] } })).body.data).toEqual({ moved: [taken.id] });

    const byStatus = await list('sort=status&order=asc');
    expect(byStatus.data.list.map((invoice) => invoice.id)).toEqual([older.id, newer.id, taken.id]);
    expect(byStatus.data.list.map((invoice) => invoice.status)).toEqual([InvoiceStatus.APPLIED, InvoiceStatus.APPLIED, InvoiceStatus.INVOICING]);
    expect((await list('sort=status&order=desc')).data.list[0]!.id).toBe(taken.id);
    // The default stays newest first.
    expect((await list('')).data.list.map((invoice) => invoice.id)).toEqual([newer.id, older.id, taken.id]);

    expect((await list('applicant_name=group%40demo')).data.list.map((invoice) => invoice.id).sort()).toEqual([older.id, newer.id].sort());
    const star = (await list('applicant_name=EXHIBITOR')).data.list;
    expect(star.map((invoice) => invoice.id)).toEqual([taken.id]);
    expect(star[0]!.applicant).toMatchObject({ account: 'exhibitor@demo.test' });
    expect((await list('applicant_name=nobody')).data).toEqual({ list: [], total: 0 });
    // An applicant cannot filter by applicant, nor sort by anything unknown.
    expect((await t.call({ method: 'GET', url: '/api/v4/invoice?page=1&limit=5&applicant_name=x', headers: group })).body.code).toBe(1000);
    expect((await list('sort=amount')).code).toBe(1000);
  });

  it("exports the staff list, applicants named, as a job reported to the staff member", async () => {
    const finished = new Promise<ExportProgress>((resolve) => {
      t.live.subscribe({ userId: staffId, exhibitorId: null, deliver: (event) => {
        if (event.code === EXPORT_PROGRESS && (event.data as ExportProgress).low === 100) resolve(event.data as ExportProgress);
      } });
    });
    const started = await t.call<{ id: number; name: string }>({ method: 'POST', url: '/api/organiser/invoice/list-export?applicant_name=group%40demo&sort=status&order=asc', headers: staff });
    expect(started.body.code).toBe(1);
    const done = await finished;
    const file = await t.app.inject({ method: 'GET', url: done.url!, headers: staff });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]!.getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1));
    expect(rows[0]!.slice(0, 3)).toEqual(['Application no.', 'Applicant', 'Invoice header']);
    expect(rows.length).toBe(3);
    for (const row of rows.slice(1)) expect(String(row[1])).toContain('group@demo.test');
  });

  it("takes a failure's reason and a red-flush's amount as their screens say", async () => {
    const invoice = await apply(group, { kind: 'group', id: (await paidGroupOrder(t, groupId)).id });
    const fail = (payload: object) => t.call<InvoiceDetail>({ method: 'POST', url: `/api/organiser/invoice/${invoice.id}/fail`, headers: staff, payload });
    expect((await fail({})).body.data).toMatchObject({ errors: [{ field: 'reason', message: 'Please give the reason' }] });
    expect((await fail({ reason: 'x'.repeat(501) })).body.code).toBe(1000);
    expect((await fail({ reason: 'Wrong bank account' })).body.data).toMatchObject({ status: InvoiceStatus.MANUAL_FAILURE, reason: 'Wrong bank account' });
    const redFlush = await t.call({ method: 'POST', url: `/api/organiser/invoice/${invoice.id}/red-flush`, headers: staff, payload: { amount: 0 } });
    expect(redFlush.body.code).toBe(1000);
  });
});
