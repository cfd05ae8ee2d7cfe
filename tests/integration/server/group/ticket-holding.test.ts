/**
 * Group tickets bound to real people (SPEC.md §1 /groupManagement/ticketManagement) through the very
 * routes and job of booth tickets, at /api/v4/group/ticket-holding: the holdings, the list, one
 * ticket's holder, a share link, a batch with live progress. A group account reaches its own tickets
 * only; exhibitors are refused; a buyer without ticket management still binds its own paid tickets.
 * Its template, its batches' row errors and its exports say a group ticket's words (票号, 票种), never 证件.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrganiserGroupApi, type GroupTicketAccount } from '../../../../src/shared/group';
import { EXPORT_PROGRESS, LiveCode, type ExportProgress } from '../../../../src/shared/live';
import type { BatchBindFinished, BoothTicket, TicketAllocation } from '../../../../src/shared/tickets';
import { users } from '../../../../src/server/db/schema';
import type { ExportPayload } from '../../../../src/server/exports/export-job';
import type { LiveEvent } from '../../../../src/server/live/hub';
import { GROUP_TICKET_EXPORT, groupTicketExportRows } from '../../../../src/server/modules/tickets/export-rows';
import { issueTickets } from '../../../../src/server/modules/tickets/issue';
import { DEMO_GROUP_ALLOCATION } from '../../../../src/server/seed/demo-group';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { as, validId, type Headers } from '../tickets/support';

const BASE = '/api/v4/group/ticket-holding';
let t: TestApp;
let group: Headers;
let groupId: number;
beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'portal-group-tickets-')) });
  group = await as(t, 'group@demo.test');
  groupId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'group@demo.test')))[0]!.id;
});
afterAll(async () => { await t.close(); });

const list = async (headers: Headers, query = '') =>
  (await t.call<{ list: BoothTicket[]; total: number }>({ method: 'GET', url: `${BASE}${query}`, headers })).body;

describe('group ticket holdings', () => {
  it("lists the account's holdings and tickets, masked, and binds one by form", async () => {
    const holdings = (await t.call<{ list: TicketAllocation[] }>({ method: 'GET', url: `${BASE}/allocation`, headers: group })).body.data.list;
    expect(holdings.find((a) => a.name_en === 'Four-day pass (group)')).toMatchObject({ quota: DEMO_GROUP_ALLOCATION, claimed: DEMO_GROUP_ALLOCATION, order_no: null });
    const page = (await list(group, '?status=0&limit=5')).data;
    expect(page.total).toBeGreaterThanOrEqual(DEMO_GROUP_ALLOCATION);
    expect(page.list.every((ticket) => ticket.ticket_no.startsWith('GT'))).toBe(true);

    const target = page.list[0]!;
    const bound = await t.call<BoothTicket>({ method: 'PUT', url: `${BASE}/${target.id}`, headers: group, payload: { name: '陈静', doc_type: 1, doc_number: validId(901), phone: '13900000001' } });
    expect(bound.body.code).toBe(1);
    expect(bound.body.data).toMatchObject({ status: 2, holder_name: '陈静', doc_number: expect.stringMatching(/\*/) });
    const full = await t.call<{ doc_number: string }>({ method: 'GET', url: `${BASE}/${target.id}`, headers: group });
    expect(full.body.data.doc_number).toBe(validId(901));
    // The same holder rules as booth tickets, worded alike.
    const bad = await t.call({ method: 'PUT', url: `${BASE}/${page.list[1]!.id}`, headers: group, payload: { name: '', doc_type: 1, doc_number: '123' } });
    expect([bad.status, bad.body.code]).toEqual([400, 1000]);
    // No claiming: group tickets are issued whole.
    expect((await t.call({ method: 'POST', url: `${BASE}/claim`, headers: group, payload: { allocation_id: holdings[0]!.id, quantity: 1 } })).status).toBe(404);
  });

  it('shares a single-use link the holder binds without logging in', async () => {
    const [ticket] = (await list(group, '?status=0&limit=1')).data.list;
    const link = await t.call<{ token: string; url: string }>({ method: 'POST', url: `${BASE}/${ticket!.id}/share`, headers: group });
    expect(link.body.data.url).toContain('/ticketShare?token=');
    const shared = await t.call<{ ticket_no: string; exhibitor_name: string }>({ method: 'GET', url: `/api/v4/ticket/share/${link.body.data.token}` });
    expect(shared.body.data).toMatchObject({ ticket_no: ticket!.ticket_no, exhibitor_name: '陈静' });
    const used = await t.call({ method: 'POST', url: `/api/v4/ticket/share/${link.body.data.token}`, payload: { name: 'Li Lei', doc_type: 2, doc_number: 'E12345678', email: 'li.lei@example.com' } });
    expect(used.body.code).toBe(1);
    expect((await list(group, `?keyword=${ticket!.ticket_no}`)).data.list[0]).toMatchObject({ status: 2, holder_name: 'Li Lei' });
  });

  it('binds a batch through the booth tickets\' job, with live progress to the account', async () => {
    const free = (await list(group, '?status=0&limit=5')).data.list;
    const events: LiveEvent[] = [];
    const stop = t.live.subscribe({ userId: groupId, exhibitorId: null, deliver: (event) => { events.push(event); } });
    const rows = free.map((ticket, i) => ({ ticket: ticket.ticket_no, name: `成员${i}`, doc_type: '1', doc_number: validId(950 + i), phone: '13800000000' }));
    rows.push({ ticket: 'GT-NOT-MINE', name: '无效', doc_type: '1', doc_number: validId(999), phone: '13800000000' });
    const started = await t.call<{ batch_id: number }>({ method: 'POST', url: `${BASE}/batch`, headers: group, payload: { rows } });
    expect(started.body.code).toBe(1);
    const batchId = started.body.data.batch_id;
    for (let i = 0; i < 100 && !events.some((e) => e.code === LiveCode.BATCH_BIND_FINISHED); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(events.some((e) => e.code === LiveCode.BATCH_BIND_ITEM)).toBe(true);
    expect(events.find((e) => e.code === LiveCode.BATCH_BIND_FINISHED)?.data).toMatchObject({ batch_id: batchId, total: 6, succeeded: 5, failed: 1 } satisfies Partial<BatchBindFinished>);
    const failed = await t.call<{ list: { ticket: string; error: string }[] }>({ method: 'GET', url: `${BASE}/batch/${batchId}/rows?status=2`, headers: group });
    expect(failed.body.data.list.map((row) => [row.ticket, row.error])).toEqual([['GT-NOT-MINE', expect.any(String)]]);
    const template = await t.app.inject({ method: 'GET', url: `${BASE}/batch/template`, headers: group });
    expect([template.statusCode, template.headers['content-type']]).toEqual([200, expect.stringContaining('spreadsheetml')]);
  });

  it("keeps each account to its own tickets: another group account's ids are unknown, exhibitors are refused", async () => {
    const [mine] = (await list(group, '?limit=1')).data.list;
    const buyer = await as(t, 'groupbuy@demo.test');
    for (const call of [{ method: 'GET' as const, url: `${BASE}/${mine!.id}` }, { method: 'POST' as const, url: `${BASE}/${mine!.id}/share` }]) {
      const { status, body } = await t.call({ ...call, headers: buyer });
      expect([call.url, status, body.code]).toEqual([call.url, 404, 1004]);
    }
    expect((await list(buyer)).data.list.some((ticket) => ticket.id === mine!.id)).toBe(false);
    for (const account of ['exhibitor@demo.test', 'sub@demo.test']) {
      const { status, body } = await t.call({ method: 'GET', url: BASE, headers: await as(t, account) });
      expect([account, status, body.code]).toEqual([account, 403, 1003]);
    }
    // The exhibitor's booth routes never list group tickets either.
    const booth = (await t.call<{ list: BoothTicket[] }>({ method: 'GET', url: '/api/v4/ticket/booth?keyword=GT', headers: await as(t, 'exhibitor@demo.test') })).body.data.list;
    expect(booth).toEqual([]);
  });

  it('lets a buyer without ticket management bind the tickets of its own paid orders', async () => {
    const buyerId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'groupbuy@demo.test')))[0]!.id;
    await issueTickets(t.database.db, { groupUserId: buyerId }, { name: '公众日单日票（团购）', nameEn: 'Public day ticket (group)', validity: '', validityEn: '', quantity: 2 });
    const buyer = await as(t, 'groupbuy@demo.test');
    const own = (await list(buyer)).data;
    expect(own.total).toBe(2);
    const bound = await t.call({ method: 'PUT', url: `${BASE}/${own.list[0]!.id}`, headers: buyer, payload: { name: '刘洋', doc_type: 1, doc_number: validId(960), phone: '13900000002' } });
    expect(bound.body.code).toBe(1);
  });

  it("lists every group account's tickets to the organiser, masked, narrowed to one account, and exports them", async () => {
    const organiser = await as(t, 'organiser@demo.test');
    const all = (await t.call<{ list: BoothTicket[]; total: number }>({ method: 'GET', url: '/api/organiser/group/ticket-holding?limit=100&status=2', headers: organiser })).body.data;
    expect(all.total).toBeGreaterThan(0);
    expect(all.list.every((ticket) => ticket.ticket_no.startsWith('GT'))).toBe(true);
    expect(all.list.every((ticket) => ticket.doc_number === null || ticket.doc_number.includes('*'))).toBe(true);
    const mine = (await t.call<{ total: number }>({ method: 'GET', url: `/api/organiser/group/ticket-holding?user_id=${groupId}`, headers: organiser })).body.data;
    expect(mine.total).toBe((await list(group)).data.total);
    const started = await t.call<{ id: number; name: string }>({ method: 'POST', url: '/api/organiser/group/ticket-holding/export?status=2', headers: organiser });
    expect(started.body.code).toBe(1);
    expect((await t.call({ method: 'GET', url: '/api/organiser/group/ticket-holding', headers: group })).status).toBe(403);
  });

  it("exports one account's tickets when the list was narrowed to it, and every account's otherwise", async () => {
    const payload = (query: Record<string, number>) => ({ screen: 'booth-ticket', owner: { organiser: true as const }, query, locale: 'en' as const, name: 'x', source: GROUP_TICKET_EXPORT });
    // The export reads its pages in one pass; the first tells the total.
    const firstPage = async (of: ExportPayload) => {
      for await (const page of groupTicketExportRows.pages(t.database.db, of, 5)) return page;
      throw new Error('the export read no page');
    };
    const own = (await list(group)).data.total;
    expect((await firstPage(payload({ user_id: groupId }))).total).toBe(own);
    const everyone = await firstPage(payload({}));
    expect(everyone.total).toBeGreaterThan(own);
    // Only the organiser's export reads across accounts.
    expect((await firstPage({ ...payload({}), owner: { userId: groupId, exhibitorId: null } })).total).toBe(0);
  });

  it('names the group ticket accounts to the organiser, with the tickets each holds and how many are bound', async () => {
    const organiser = await as(t, 'organiser@demo.test');
    const answer = await t.call<{ list: GroupTicketAccount[] }>({ method: 'GET', url: `/api${OrganiserGroupApi.accounts}`, headers: organiser });
    expect(answer.body.code).toBe(1);
    const accounts = answer.body.data.list;
    // Tickets are allocated to group ticket accounts only: a buyer without ticket management is not one.
    expect(accounts.map((account) => account.account)).toContain('group@demo.test');
    expect(accounts.map((account) => account.account)).not.toContain('groupbuy@demo.test');
    const bound = (await list(group, '?status=2')).data.total;
    expect(accounts.find((account) => account.id === groupId)).toEqual({ id: groupId, name: '陈静', account: 'group@demo.test', tickets: (await list(group)).data.total, bound });
    expect((await t.call({ method: 'GET', url: `/api${OrganiserGroupApi.accounts}`, headers: group })).status).toBe(403);
  });
});

describe("a group ticket's words in its spreadsheets and row errors", () => {
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  /** 证件 with the holder's identity document (身份证件) taken out: a group ticket is never one. */
  const saysBoothTicket = (text: string) => text.replaceAll('身份证件', '').includes('证件');
  const headersOf = async (file: Buffer | ArrayBuffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as ArrayBuffer);
    return { workbook, headers: (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1) };
  };
  const upload = async (workbook: ExcelJS.Workbook, language: string) => t.call<{ batch_id: number }>({
    method: 'POST', url: `${BASE}/batch/excel`, headers: { ...group, cookie: `language=${language}`, 'content-type': XLSX },
    payload: Buffer.from(await workbook.xlsx.writeBuffer()),
  });
  const finished = async (batchId: number) => {
    for (let i = 0; i < 100; i++) {
      const batch = (await t.call<{ status: string }>({ method: 'GET', url: `${BASE}/batch/${batchId}`, headers: group })).body.data;
      if (batch.status === 'done') return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`batch ${batchId} did not finish`);
  };

  it('gives a template headed 票号 / 票种 (Ticket no. / Ticket type)', async () => {
    const expected = {
      zh: ['票号', '票种', '姓名', '身份证件类型', '身份证件号码', '手机号', '邮箱'],
      en: ['Ticket no.', 'Ticket type', 'Name', 'Document type', 'Document number', 'Mobile phone', 'E-mail'],
    };
    for (const language of ['zh', 'en'] as const) {
      const response = await t.app.inject({ method: 'GET', url: `${BASE}/batch/template`, headers: { ...group, cookie: `language=${language}` } });
      const { workbook, headers } = await headersOf(response.rawPayload);
      expect(headers).toEqual(expected[language]);
      expect(String(workbook.worksheets[0]!.getCell('A2').value)).toMatch(/^GT/);
    }
  });

  it('reads a template of before (a booth ticket\'s headers) and words each failed row as a group ticket\'s, in both languages', async () => {
    const free = (await list(group, '?status=0&limit=2')).data.list;
    const [bound] = (await list(group, '?status=2&limit=1')).data.list;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('批量实名绑定');
    sheet.addRow(['证件编号', '证件类别', '姓名', '证件类型', '证件号码', '手机号', '邮箱']);
    sheet.addRow([free[0]!.ticket_no, '', '赵敏', '护照', 'E31234567', '13900003001', '']);
    sheet.addRow(['', '', '无票号', '护照', 'E31234568', '13900003002', '']);
    sheet.addRow(['GT-NOT-MINE', '', '非本账号', '护照', 'E31234569', '13900003003', '']);
    sheet.addRow([free[0]!.ticket_no, '', '重复', '护照', 'E31234570', '13900003004', '']);
    sheet.addRow([bound!.ticket_no, '', '已绑定', '护照', 'E31234571', '13900003005', '']);
    // The document the first test bound by form.
    sheet.addRow([free[1]!.ticket_no, '', '证件重复', '居民身份证', validId(901), '13900003006', '']);
    const { body } = await upload(workbook, 'zh');
    expect(body.code).toBe(1);
    await finished(body.data.batch_id);

    const rows = async (language: string) => (await t.call<{ list: { row_no: number; error: string | null; error_message: string | null }[] }>({
      method: 'GET', url: `${BASE}/batch/${body.data.batch_id}/rows?limit=20`, headers: { ...group, cookie: `language=${language}` },
    })).body.data.list;
    const zh = await rows('zh');
    expect(zh.map((row) => [row.row_no, row.error, row.error_message])).toEqual([
      [2, null, null],
      [3, 'groupTicket.row.ticket_required', '请填写票号'],
      [4, 'groupTicket.row.ticket_not_found', '未找到票号为 GT-NOT-MINE 的票'],
      [5, 'groupTicket.row.duplicate_ticket', '与第 2 行的票号重复'],
      [6, 'groupTicket.row.ticket_bound', '该票已实名绑定'],
      [7, 'groupTicket.row.document_taken', '该身份证件号码已绑定其他票'],
    ]);
    expect(zh.filter((row) => row.error_message && saysBoothTicket(row.error_message))).toEqual([]);
    expect((await rows('en')).map((row) => row.error_message)).toEqual([
      null, 'The ticket number is missing', 'No ticket has the number GT-NOT-MINE', 'The same ticket number as row 2',
      'The ticket is already bound', 'This document is already bound to another ticket',
    ]);
    // The ticket that failed keeps the reason, worded alike in the list.
    const failed = (await list({ ...group, cookie: 'language=zh' }, `?keyword=${free[1]!.ticket_no}`)).data.list[0]!;
    expect(failed).toMatchObject({ status: 1, failure_reason: '该身份证件号码已绑定其他票' });
  });

  it('names a missing column in a group ticket\'s words', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('x').addRow(['编号', '姓名', '身份证件类型', '身份证件号码', '手机号', '邮箱']);
    expect((await upload(workbook, 'zh')).body.message).toBe('模板缺少以下列：票号；无法识别的列：编号');
    expect((await upload(workbook, 'en')).body.message).toBe('The file lacks these columns of the template: Ticket no.; columns not recognised: 编号');
  });

  /** Runs an export as `headers`' account and answers the file's name and header row. */
  async function exported(url: string, headers: Headers, userId: number) {
    const done = new Promise<ExportProgress>((resolve) => {
      const stop = t.live.subscribe({ userId, exhibitorId: null, deliver: (event) => {
        if (event.code !== EXPORT_PROGRESS || (event.data as ExportProgress).low !== 100) return;
        stop();
        resolve(event.data as ExportProgress);
      } });
    });
    const started = await t.call<{ name: string }>({ method: 'POST', url, headers });
    expect(started.body.code).toBe(1);
    const file = await t.app.inject({ method: 'GET', url: (await done).url!, headers });
    const { workbook, headers: row } = await headersOf(file.rawPayload);
    return { name: started.body.data.name, sheet: workbook.worksheets[0]!.name, headers: row as string[] };
  }

  it("exports a group account's tickets and the organiser's under a group ticket's headers, in both languages", async () => {
    const mine = await exported(`${BASE}/export`, { ...group, cookie: 'language=zh' }, groupId);
    expect(mine.name).toMatch(/^团体票明细-\d{12}$/);
    expect(mine.sheet).toBe('团体票明细');
    expect(mine.headers.slice(0, 3)).toEqual(['票号', '票种', '票状态']);
    expect(mine.headers.filter(saysBoothTicket)).toEqual([]);
    const organiser = await as(t, 'organiser@demo.test', 'en');
    const organiserId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'organiser@demo.test')))[0]!.id;
    const all = await exported('/api/organiser/group/ticket-holding/export', organiser, organiserId);
    expect(all.name).toMatch(/^Group ticket details-\d{12}$/);
    expect(all.headers).toEqual(expect.arrayContaining(['Ticket no.', 'Ticket type', 'Ticket status']));
    const zhAll = await exported('/api/organiser/group/ticket-holding/export', { ...organiser, cookie: 'language=zh' }, organiserId);
    expect(zhAll.headers.filter(saysBoothTicket)).toEqual([]);
  });
});
