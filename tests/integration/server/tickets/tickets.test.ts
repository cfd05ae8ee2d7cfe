/**
 * Booth tickets on the server: claiming within the quota, the list (masked), binding one ticket by
 * form (validated by schemas/booth-ticket-holder.json, document unique among bound tickets, personal
 * data encrypted at rest), editing the holder, share links without login, the export, and who may.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_PROGRESS, type ExportProgress } from '../../../../src/shared/live';
import type { BoothTicket, BoothTicketHolder, ShareLink, SharedTicket, TicketAllocation } from '../../../../src/shared/tickets';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { as, badCheckDigit, errorsOf, exhibitorIdOf, validId, type Headers } from './support';

let t: TestApp;
let owner: Headers;
let allocations: TicketAllocation[];
beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'portal-tickets-')) });
  owner = await as(t, 'exhibitor@demo.test');
  allocations = (await t.call<{ list: TicketAllocation[] }>({ method: 'GET', url: '/api/v4/ticket/booth/allocation', headers: owner })).body.data.list;
});
afterAll(async () => { await t.close(); });

const badge = () => allocations.find((a) => a.name_en === 'Exhibitor ticket')!;
const buildUp = () => allocations.find((a) => a.name_en === 'Build-up ticket')!;
const claim = (headers: Headers, allocation_id: number, quantity: number) =>
  t.call<{ claimed: number; allocation: TicketAllocation }>({ method: 'POST', url: '/api/v4/ticket/booth/claim', headers, payload: { allocation_id, quantity } });
const list = async (headers: Headers, query = '') =>
  (await t.call<{ list: BoothTicket[]; total: number }>({ method: 'GET', url: `/api/v4/ticket/booth${query}`, headers })).body;
const bind = (headers: Headers, id: number, payload: Record<string, unknown>) =>
  t.call<BoothTicket>({ method: 'PUT', url: `/api/v4/ticket/booth/${id}`, headers, payload });
const unboundTickets = async (headers: Headers = owner) => (await list(headers, '?status=0&limit=100')).data.list;

describe('allocations and claiming', () => {
  it('lists the allocations with counts by status', () => {
    expect(allocations.map((a) => [a.name, a.quota, a.claimed])).toEqual([['展商证', 2000, 20], ['布展证', 300, 5]]);
    expect(badge().counts).toEqual({ unbound: 20, failed: 0, bound: 0, unbound_ok: 0 });
  });

  it('claims within the quota: the tickets exist with unique numbers', async () => {
    const { body } = await claim(owner, buildUp().id, 10);
    expect(body.code).toBe(1);
    expect(body.data.claimed).toBe(10);
    expect(body.data.allocation.claimed).toBe(15);
    expect(body.data.allocation.counts.unbound).toBe(15);
    const tickets = await list(owner, `?allocation_id=${buildUp().id}&limit=100`);
    expect(tickets.data.total).toBe(15);
    expect(new Set(tickets.data.list.map((ticket) => ticket.ticket_no)).size).toBe(15);
    expect(tickets.data.list[0]!.ticket_no).toMatch(/^BT\d{4}\d{8}$/);
  });

  it('refuses more than the remaining quota, naming what remains, and claims nothing', async () => {
    const zh = await claim(await as(t, 'exhibitor@demo.test', 'zh'), buildUp().id, 286);
    expect(zh.body.code).toBe(2010);
    expect(zh.body.message).toBe('领取数量超出剩余额度，当前最多还可领取 285 张');
    const en = await claim(owner, buildUp().id, 1000);
    expect(en.body.message).toBe('The quantity exceeds the remaining quota: at most 285 more can be claimed');
    expect((await list(owner, `?allocation_id=${buildUp().id}`)).data.total).toBe(15);
    const zero = await claim(owner, buildUp().id, 0);
    expect(zero.status).toBe(400);
    expect(errorsOf(zero.body)[0]!.field).toBe('quantity');
  });
});

describe('binding one ticket by form', () => {
  it('refuses a resident ID with a wrong check digit, in zh and in en, and stores nothing', async () => {
    const [ticket] = await unboundTickets();
    const payload = { name: '张三', doc_type: 1, doc_number: badCheckDigit(validId(1)), phone: '13800138000' };
    const en = await bind(owner, ticket!.id, payload);
    expect(en.status).toBe(400);
    expect(errorsOf(en.body)).toEqual([{ field: 'doc_number', message: 'The resident ID number is not valid: check the birth date and the check digit' }]);
    const zh = await bind(await as(t, 'exhibitor@demo.test', 'zh'), ticket!.id, payload);
    expect(errorsOf(zh.body)[0]).toEqual({ field: 'doc_number', message: '身份证号码不正确，请检查出生日期和校验位' });
    const [row] = (await t.database.db.execute(sql`select status, holder_name, doc_number_enc from tickets where id = ${ticket!.id}`) as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(row).toEqual({ status: 0, holder_name: null, doc_number_enc: null });
  });

  it('asks for a phone or an e-mail', async () => {
    const [ticket] = await unboundTickets();
    const { body } = await bind(owner, ticket!.id, { name: 'Jane', doc_type: 2, doc_number: 'E12345678' });
    expect(errorsOf(body).map((e) => e.message)).toContain('Enter a mobile number or an e-mail address');
  });

  it('binds: encrypted at rest, masked in the list, in full for the edit form', async () => {
    const [ticket] = await unboundTickets();
    const doc = validId(2);
    const { body } = await bind(owner, ticket!.id, { name: '张三', doc_type: 1, doc_number: doc, phone: '13800138000', email: 'zhang@example.com' });
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ status: 2, holder_name: '张三', doc_type: 1, doc_number: `${doc.slice(0, 3)}***********${doc.slice(-4)}`, contact: '138****8000', bound_via: 'form' });
    const raw = (await t.database.db.execute(sql`select * from tickets where id = ${ticket!.id}`) as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
    const text = JSON.stringify(raw);
    expect(text).not.toContain(doc);
    expect(text).not.toContain('13800138000');
    expect(text).not.toContain('zhang@example.com');
    expect(String(raw.doc_number_enc)).toMatch(/^v1\./);
    const listed = (await list(owner, `?keyword=${encodeURIComponent('张三')}`)).data.list;
    expect(listed.map((row) => row.id)).toEqual([ticket!.id]);
    expect(JSON.stringify(listed)).not.toContain(doc);
    const one = await t.call<BoothTicketHolder>({ method: 'GET', url: `/api/v4/ticket/booth/${ticket!.id}`, headers: owner });
    expect(one.body.data).toMatchObject({ id: ticket!.id, name: '张三', doc_type: 1, doc_number: doc, phone: '13800138000', email: 'zhang@example.com', status: 2 });
  });

  it('refuses a document already bound to another ticket, and edits the holder of a bound ticket', async () => {
    const bound = (await list(owner, '?status=2')).data.list[0]!;
    const [other] = await unboundTickets();
    const doc = validId(2);
    const taken = await bind(owner, other!.id, { name: '李四', doc_type: 1, doc_number: doc.toLowerCase(), phone: '13900139000' });
    expect(taken.status).toBe(400);
    expect(errorsOf(taken.body)).toEqual([{ field: 'doc_number', message: 'This document is already bound to another ticket' }]);
    // The same holder again on the same ticket, and a new holder: both fine.
    expect((await bind(owner, bound.id, { name: '张三', doc_type: 1, doc_number: doc, email: 'new@example.com' })).body.code).toBe(1);
    const edited = await bind(owner, bound.id, { name: 'Jane Roe', doc_type: 2, doc_number: 'E7654321', email: 'jane@example.com' });
    expect(edited.body.data).toMatchObject({ status: 2, holder_name: 'Jane Roe', doc_type: 2, contact: 'j**e@example.com' });
    // The old document is free again.
    expect((await bind(owner, other!.id, { name: '张三', doc_type: 1, doc_number: doc, phone: '13800138000' })).body.code).toBe(1);
  });
});

describe('a ticket in an open unbind order', () => {
  it('is flagged in the list and refuses a new holder', async () => {
    const bound = (await list(owner, '?status=2')).data.list[0]!;
    const exhibitorId = await exhibitorIdOf(t, 'Star Trail Interactive Entertainment Co., Ltd.');
    const order = (await t.database.db.execute(sql`insert into unbind_orders (order_no, exhibitor_id, ticket_count, unit_fee, amount)
      values ('UB-TEST-1', ${exhibitorId}, 1, 1000, 1000) returning id`) as unknown as { rows: { id: number }[] }).rows[0]!;
    await t.database.db.execute(sql`insert into unbind_order_tickets (order_id, ticket_id, ticket_no) values (${order.id}, ${bound.id}, ${bound.ticket_no})`);
    expect((await list(owner, `?keyword=${bound.ticket_no}`)).data.list[0]).toMatchObject({ id: bound.id, unbinding: true });
    const refused = await bind(owner, bound.id, { name: 'Someone Else', doc_type: 2, doc_number: 'E5555555', phone: '13800138000' });
    expect(refused.body).toMatchObject({ code: 2010, message: 'The ticket is being unbound and cannot be changed now' });
    await t.database.db.execute(sql`update unbind_order_tickets set open = false where order_id = ${order.id}`);
    expect((await list(owner, `?keyword=${bound.ticket_no}`)).data.list[0]!.unbinding).toBe(false);
  });
});

describe('share links', () => {
  const share = (id: number) => t.call<ShareLink>({ method: 'POST', url: `/api/v4/ticket/booth/${id}/share`, headers: owner });
  const holder = { name: '王五', doc_type: 3, doc_number: 'H12345678', phone: '13700137000' };

  it('lets the holder bind without logging in, once', async () => {
    const [ticket] = await unboundTickets();
    const link = (await share(ticket!.id)).body.data;
    expect(link.url).toMatch(/^http:\/\/localhost(:80)?\/ticketShare\?token=[A-Za-z0-9_-]{43}$/);
    expect(link.url.endsWith(`=${link.token}`)).toBe(true);
    expect(link.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(72 * 3600 - 60);
    const seen = await t.call<SharedTicket>({ method: 'GET', url: `/api/v4/ticket/share/${link.token}` });
    expect(seen.body.data).toMatchObject({ ticket_no: ticket!.ticket_no, type_name_en: ticket!.type_name_en, exhibitor_name_en: 'Star Trail Interactive Entertainment Co., Ltd.' });
    const stored = (await t.database.db.execute(sql`select token_hash from ticket_share_links where ticket_id = ${ticket!.id}`) as unknown as { rows: { token_hash: string }[] }).rows;
    expect(stored[0]!.token_hash).not.toBe(link.token);
    const bad = await t.call({ method: 'POST', url: `/api/v4/ticket/share/${link.token}`, payload: { ...holder, doc_number: 'X1' } });
    expect(bad.status).toBe(400);
    const used = await t.call<{ ticket_no: string }>({ method: 'POST', url: `/api/v4/ticket/share/${link.token}`, payload: holder });
    expect(used.body).toMatchObject({ code: 1, data: { ticket_no: ticket!.ticket_no } });
    const again = await t.call({ method: 'POST', url: `/api/v4/ticket/share/${link.token}`, headers: { cookie: 'language=en' }, payload: { ...holder, doc_number: 'H87654321' } });
    expect(again.body).toMatchObject({ code: 2010, message: 'This link is invalid, already used or expired' });
    expect((await t.call({ method: 'GET', url: `/api/v4/ticket/share/${link.token}` })).body.code).toBe(2010);
    const one = await t.call<BoothTicketHolder>({ method: 'GET', url: `/api/v4/ticket/booth/${ticket!.id}`, headers: owner });
    expect(one.body.data).toMatchObject({ name: '王五', doc_number: 'H12345678', status: 2 });
  });

  it('refuses an expired link and one revoked by a newer link', async () => {
    const [ticket] = await unboundTickets();
    const first = (await share(ticket!.id)).body.data;
    const second = (await share(ticket!.id)).body.data;
    const revoked = await t.call({ method: 'POST', url: `/api/v4/ticket/share/${first.token}`, payload: { ...holder, doc_number: 'M12345678' } });
    expect(revoked.body.code).toBe(2010);
    await t.database.db.execute(sql`update ticket_share_links set expires_at = now() - interval '1 second' where ticket_id = ${ticket!.id} and revoked_at is null`);
    const expired = await t.call({ method: 'POST', url: `/api/v4/ticket/share/${second.token}`, payload: { ...holder, doc_number: 'M12345678' } });
    expect(expired.body.code).toBe(2010);
    const unknown = await t.call({ method: 'GET', url: `/api/v4/ticket/share/${'A'.repeat(43)}` });
    expect(unknown.body.code).toBe(2010);
    expect((await unboundTickets()).some((row) => row.id === ticket!.id)).toBe(true);
  });
});

describe('export', () => {
  it('exports the list masked, with translated headers and labels', async () => {
    const headers = await as(t, 'exhibitor@demo.test', 'zh');
    const exhibitorId = await exhibitorIdOf(t, 'Star Trail Interactive Entertainment Co., Ltd.');
    const userId = (await t.database.db.execute(sql`select id from users where email = 'exhibitor@demo.test'`) as unknown as { rows: { id: number }[] }).rows[0]!.id;
    const finished = new Promise<ExportProgress>((resolve) => {
      t.live.subscribe({ userId, exhibitorId, deliver: (event) => {
        if (event.code === EXPORT_PROGRESS && (event.data as ExportProgress).low === 100) resolve(event.data as ExportProgress);
      } });
    });
    const started = await t.call<{ id: number; name: string }>({ method: 'POST', url: '/api/v4/ticket/booth/export?status=2', headers });
    expect(started.body.code).toBe(1);
    expect(started.body.data.name).toMatch(/^展位证件-\d{12}$/);
    const done = await finished;
    const file = await t.app.inject({ method: 'GET', url: done.url!, headers });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]!.getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(['证件编号', '证件类别', '证件状态', '姓名', '身份证件类型', '身份证件号码', '手机号/邮箱', '失败原因', '绑定时间']);
    expect(rows.length).toBe(4);
    expect(rows.slice(1).every((row) => row[2] === '已绑定')).toBe(true);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(validId(2));
    expect(text).toContain(`${validId(2).slice(0, 3)}***********${validId(2).slice(-4)}`);
    expect(text).toContain('居民身份证');
  });
});

describe('who may', () => {
  it('serves sub@demo.test (authority 6) and refuses sub2@demo.test with HTTP 403', async () => {
    expect((await list(await as(t, 'sub@demo.test'))).code).toBe(1);
    const sub2 = await as(t, 'sub2@demo.test');
    for (const [method, url] of [['GET', '/api/v4/ticket/booth'], ['GET', '/api/v4/ticket/booth/allocation'], ['POST', '/api/v4/ticket/booth/claim'], ['GET', '/api/v4/ticket/booth/batch'], ['GET', '/api/v4/ticket/booth/batch/template']] as const) {
      expect((await t.call({ method, url, headers: sub2, payload: method === 'POST' ? { allocation_id: 1, quantity: 1 } : undefined })).status).toBe(403);
    }
  });

  it("answers another exhibitor's ids as not found, everywhere", async () => {
    const rookieId = await exhibitorIdOf(t, 'Rookie Games Studio');
    const rows = (await t.database.db.execute(sql`select t.id, t.allocation_id from tickets t where t.exhibitor_id = ${rookieId} limit 1`) as unknown as { rows: { id: number; allocation_id: number }[] }).rows;
    const { id, allocation_id } = rows[0]!;
    expect((await claim(owner, allocation_id, 1)).body.code).toBe(1004);
    expect((await t.call({ method: 'GET', url: `/api/v4/ticket/booth/${id}`, headers: owner })).body.code).toBe(1004);
    expect((await bind(owner, id, { name: '张三', doc_type: 1, doc_number: validId(9), phone: '13800138000' })).body.code).toBe(1004);
    expect((await t.call({ method: 'POST', url: `/api/v4/ticket/booth/${id}/share`, headers: owner })).body.code).toBe(1004);
    expect((await list(owner, `?allocation_id=${allocation_id}`)).data.total).toBe(0);
    const [ticketRow] = (await t.database.db.execute(sql`select status from tickets where id = ${id}`) as unknown as { rows: { status: number }[] }).rows;
    expect(ticketRow!.status).toBe(0);
  });
});
