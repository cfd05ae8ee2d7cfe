/**
 * Invoices: the paid orders offered, applying (validation, one live application per order, the amount
 * from the orders, due in 15 working days, the header kept as applied), the credit-code lookup and its
 * 12010, the organiser's whole path over the API — take, the tax system's batch and result sheet, the
 * e-invoice mailed, manual and automatic failures with resubmission, partial and full red-flushes that
 * free the orders — each move told live (10103), and who may see what. The exhaustive move table is in
 * transitions.test.ts; the race for one order in invoices.races.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_CHANGED, InvoiceStatus, type InvoiceChanged, type InvoiceDetail, type InvoiceImportResult, type InvoiceableOrder } from '../../../../src/shared/invoice';
import { addWorkingDays, isoDay } from '../../../../src/shared/show-time';
import { exhibitors, users } from '../../../../src/server/db/schema';
import type { LiveEvent } from '../../../../src/server/live/hub';
import { latestOutbox } from '../../../../src/server/notify/outbox';
import { freePort } from '../../../../scripts/lib/portal-process';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { uploader } from '../../../support/uploading';
import { addHeader, answeredSheet, HEADER, paidGroupOrder, paidUnbindOrder, PDF, XLSX, type Headers } from './support';

let t: TestApp;
let base: string;
let group: Headers;
let groupId: number;
let staff: Headers;
let exhibitor: Headers;
let starId: number;
beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ publicUrl: base });
  await t.app.listen({ port, host: '127.0.0.1' });
  const as = async (account: string, language = 'en') => ({ ...(await t.loginAs(account)), cookie: `language=${language}` });
  group = await as('group@demo.test');
  staff = await as('organiser@demo.test');
  exhibitor = await as('exhibitor@demo.test');
  groupId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'group@demo.test')))[0]!.id;
  starId = (await t.database.db.select({ id: exhibitors.id }).from(exhibitors).where(eq(exhibitors.nameEn, 'Star Trail Interactive Entertainment Co., Ltd.')))[0]!.id;
});
afterAll(async () => { await t.close(); });

const orders = async (headers: Headers) => (await t.call<{ list: InvoiceableOrder[] }>({ method: 'GET', url: '/api/v4/invoice/orders', headers })).body.data.list;
const apply = (headers: Headers, payload: object) => t.call<InvoiceDetail>({ method: 'POST', url: '/api/v4/invoice', headers, payload });
const detailOf = async (headers: Headers, id: number) => (await t.call<InvoiceDetail>({ method: 'GET', url: `/api/v4/invoice/${id}`, headers })).body;
const organiser = (method: 'GET' | 'POST', url: string, payload?: object) => t.call<InvoiceDetail>({ method, url: `/api/organiser/invoice${url}`, headers: staff, ...(payload ? { payload } : {}) });
/** The tax system's batch: the .xlsx when there is one, else the envelope. */
async function exportBatch(): Promise<{ status: number; file: Buffer; body: { code: number; message: string } | null }> {
  const response = await t.app.inject({ method: 'POST', url: '/api/organiser/invoice/export', headers: staff });
  const isFile = String(response.headers['content-type']).startsWith(XLSX);
  return { status: response.statusCode, file: response.rawPayload, body: isFile ? null : response.json() };
}
const importSheet = (sheet: Buffer) => t.call<InvoiceImportResult>({ method: 'POST', url: '/api/organiser/invoice/import', headers: { ...staff, 'content-type': XLSX }, payload: sheet });

/** Live messages of an account's streams. */
function listen(audience: { userId: number; exhibitorId: number | null }) {
  const events: InvoiceChanged[] = [];
  const stop = t.live.subscribe({ ...audience, deliver: (event: LiveEvent) => { if (event.code === INVOICE_CHANGED) events.push(event.data as InvoiceChanged); } });
  return { events, stop };
}

async function appliedFor(headers: Headers, orderRefs: { kind: string; id: number }[], headerId: number): Promise<InvoiceDetail> {
  const { body } = await apply(headers, { orders: orderRefs, header_id: headerId, invoice_type: 1, email: 'ap@stargame.test' });
  expect(body.code).toBe(1);
  return body.data;
}

/** An application taken, batched and issued by the tax system: answers it and the batch's sheet. */
async function issued(id: number, number: string): Promise<InvoiceDetail> {
  expect((await organiser('POST', '/take', { ids: [id] })).body.data).toEqual({ moved: [id] });
  const batch = await exportBatch();
  expect(batch.status).toBe(200);
  const { application_no } = (await organiser('GET', `/${id}`)).body.data;
  const result = await importSheet(await answeredSheet(batch.file, { [application_no]: { result: 'success', number, day: '2026-11-27' } }));
  expect(result.body.data).toMatchObject({ issued: 1, errors: [] });
  return (await organiser('GET', `/${id}`)).body.data;
}

describe('the orders offered and applying', () => {
  it("offers the caller's paid orders with an amount, none of another's, each not invoiced", async () => {
    const paid = await paidGroupOrder(t, groupId, 68_000);
    const free = await paidGroupOrder(t, groupId, 0);
    const mine = await orders(group);
    expect(mine.find((o) => o.id === paid.id)).toMatchObject({ kind: 'group', order_no: paid.order_no, amount: 68_000, invoice_status: InvoiceStatus.NOT_INVOICED, invoice_id: null });
    expect(mine.find((o) => o.id === free.id)).toBeUndefined();
    expect((await orders(exhibitor)).some((o) => o.kind === 'group' && o.id === paid.id)).toBe(false);
    const unbind = await paidUnbindOrder(t, starId, 3_000, 3);
    const theirs = await orders(exhibitor);
    expect(theirs.find((o) => o.kind === 'unbind' && o.id === unbind.id)).toMatchObject({ amount: 3_000, summary: '解绑 3 张证件', summary_en: 'Unbinding 3 tickets' });
  });

  it('applies: the amount is the orders’ sum, due in 15 working days, the header kept as it stood', async () => {
    const a = await paidGroupOrder(t, groupId, 68_000);
    const b = await paidGroupOrder(t, groupId, 12_345);
    const headerId = await addHeader(t, group);
    const before = Date.now() / 1000;
    const invoice = await appliedFor(group, [{ kind: 'group', id: a.id }, { kind: 'group', id: b.id }], headerId);
    expect(invoice).toMatchObject({ status: InvoiceStatus.APPLIED, amount: 80_345, red_flushed_amount: 0, title: HEADER.title, tax_no: HEADER.tax_no, email: 'ap@stargame.test' });
    expect(invoice.application_no).toMatch(/^IV\d{18}$/);
    expect(invoice.due_on).toBe(isoDay(addWorkingDays(before, 15, t.config.timeZone), t.config.timeZone));
    expect(invoice.orders.map((o) => o.order_no).sort()).toEqual([a.order_no, b.order_no].sort());
    expect(invoice.events).toMatchObject([{ from: 0, to: 1, action: 'apply', by: 'applicant' }]);
    expect((await orders(group)).find((o) => o.id === a.id)).toMatchObject({ invoice_status: InvoiceStatus.APPLIED, invoice_id: invoice.id });

    await t.call({ method: 'PUT', url: `/api/v4/invoice/header/${headerId}`, headers: group, payload: { ...HEADER, title: '改名后的公司', address: '北京市朝阳区建国路1号' } });
    expect((await detailOf(group, invoice.id)).data.header).toMatchObject({ title: HEADER.title, address: HEADER.address });
  });

  it('refuses an order already on a live application, naming it, and changes nothing', async () => {
    const order = await paidGroupOrder(t, groupId);
    const headerId = await addHeader(t, group);
    await appliedFor(group, [{ kind: 'group', id: order.id }], headerId);
    const again = await apply(group, { orders: [{ kind: 'group', id: order.id }], header_id: headerId, invoice_type: 2, email: 'x@y.test' });
    expect(again.body).toMatchObject({ code: 2010, data: { order_no: order.order_no } });
    expect(again.body.message).toContain(order.order_no);
  });

  it('refuses, field by field: no order, an order not the caller’s or unpaid, a header not the caller’s, a bad e-mail', async () => {
    const headerId = await addHeader(t, group);
    const noOrders = await apply(group, { orders: [], header_id: headerId, invoice_type: 1, email: 'a@b.test' });
    expect(noOrders.status).toBe(400);
    expect(noOrders.body.data).toMatchObject({ errors: [{ field: 'orders', message: 'Choose at least one paid order' }] });
    const theirs = await paidUnbindOrder(t, starId);
    const notMine = await apply(group, { orders: [{ kind: 'unbind', id: theirs.id }], header_id: headerId, invoice_type: 1, email: 'a@b.test' });
    expect(notMine.body.data).toMatchObject({ errors: [{ field: 'orders' }] });
    const starHeader = await addHeader(t, exhibitor);
    const mine = await paidGroupOrder(t, groupId);
    const foreignHeader = await apply(group, { orders: [{ kind: 'group', id: mine.id }], header_id: starHeader, invoice_type: 1, email: 'a@b.test' });
    expect(foreignHeader.body.data).toMatchObject({ errors: [{ field: 'header_id', message: 'This invoice header does not exist; choose another' }] });
    const badMail = await apply(group, { orders: [{ kind: 'group', id: mine.id }], header_id: headerId, invoice_type: 1, email: 'not an e-mail' });
    expect(badMail.body.data).toMatchObject({ errors: [{ field: 'email' }] });
    expect((await orders(group)).find((o) => o.id === mine.id)!.invoice_status).toBe(InvoiceStatus.NOT_INVOICED);
  });

  it('takes 100 orders on one application and refuses 101', async () => {
    const headerId = await addHeader(t, group);
    const many = await Promise.all(Array.from({ length: 101 }, () => paidGroupOrder(t, groupId, 100, 1)));
    const refused = await apply(group, { orders: many.map((o) => ({ kind: 'group', id: o.id })), header_id: headerId, invoice_type: 1, email: 'a@b.test' });
    expect(refused.body.data).toMatchObject({ errors: [{ field: 'orders', message: 'At most 100 orders can go on one application' }] });
    const taken = await appliedFor(group, many.slice(0, 100).map((o) => ({ kind: 'group', id: o.id })), headerId);
    expect(taken.amount).toBe(10_000);
  });

  it("an exhibitor's member applies for a paid unbind order; another account sees none of it", async () => {
    const order = await paidUnbindOrder(t, starId, 4_500, 3);
    const headerId = await addHeader(t, exhibitor);
    const invoice = await appliedFor(exhibitor, [{ kind: 'unbind', id: order.id }], headerId);
    expect(invoice.amount).toBe(4_500);
    expect((await detailOf(group, invoice.id)).code).toBe(1004);
    const list = (await t.call<{ list: { id: number }[] }>({ method: 'GET', url: '/api/v4/invoice?page=1&limit=100', headers: exhibitor })).body.data.list;
    expect(list.map((i) => i.id)).toContain(invoice.id);
    expect((await t.call<{ list: { id: number }[] }>({ method: 'GET', url: '/api/v4/invoice?page=1&limit=100', headers: group })).body.data.list.map((i) => i.id)).not.toContain(invoice.id);
  });
});

describe('the credit-code lookup', () => {
  it('fills the tax number from the company records and headers the portal knows', async () => {
    await addHeader(t, group, { title: '深圳极光互娱科技有限公司', tax_no: '91440300MA5FXXXX1Y' });
    const { body } = await t.call<{ list: { name: string; tax_no: string }[] }>({ method: 'GET', url: `/api/v4/invoice/credit-code?name=${encodeURIComponent('极光互娱')}`, headers: group });
    expect(body).toMatchObject({ code: 1, data: { list: [{ name: '深圳极光互娱科技有限公司', tax_no: '91440300MA5FXXXX1Y' }] } });
  });

  it('answers 12010 with an empty list when nothing matches (passed through as is)', async () => {
    const { status, body } = await t.call({ method: 'GET', url: `/api/v4/invoice/credit-code?name=${encodeURIComponent('不存在的公司')}`, headers: group });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 12010, message: '', data: { list: [] } });
  });
});

describe("the organiser's path, told live", () => {
  it('take → export → issued → e-invoice mailed: each move on the timeline and on the stream', async () => {
    const order = await paidGroupOrder(t, groupId, 68_000);
    const invoice = await appliedFor(group, [{ kind: 'group', id: order.id }], await addHeader(t, group));
    const heard = listen({ userId: groupId, exhibitorId: null });
    try {
      const done = await issued(invoice.id, '24312000000012345678');
      expect(done).toMatchObject({ status: InvoiceStatus.INVOICED, invoice_number: '24312000000012345678', invoiced_on: '2026-11-27' });
      expect(done.events.map((e) => [e.action, e.by, e.to])).toEqual([['apply', 'applicant', 1], ['take', 'organiser', 2], ['export', 'organiser', 3], ['issue', 'tax_system', 4]]);

      const upload = await uploader(t, base)('organiser@demo.test', 'e-invoice', PDF, 'invoice.pdf');
      expect(upload.code).toBe(1);
      const delivered = await organiser('POST', `/${invoice.id}/file`, { file: upload.data });
      expect(delivered.body.data).toMatchObject({ status: InvoiceStatus.UPLOAD_SUCCEEDED, file: { name: 'invoice.pdf', mime: 'application/pdf' } });
      const [mail] = await latestOutbox(t.database.db, 'ap@stargame.test');
      expect(mail!.body).toContain('24312000000012345678');
      expect(mail!.body).toContain(`${base}/invoice/detail?id=${invoice.id}`);

      const seen = (await detailOf(group, invoice.id)).data;
      expect(seen.file!.url).toMatch(/^\/api\//);
      const download = await fetch(`${base}${seen.file!.url}`, { headers: group });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard.events.filter((e) => e.invoice_id === invoice.id).map((e) => e.status)).toEqual([2, 3, 4, 9]);
    } finally {
      heard.stop();
    }
  });

  it('a file that is not a PDF is refused, naming the field, and the state stays', async () => {
    const order = await paidGroupOrder(t, groupId);
    const invoice = await appliedFor(group, [{ kind: 'group', id: order.id }], await addHeader(t, group));
    await issued(invoice.id, '24312000000000000001');
    const png = await uploader(t, base)('organiser@demo.test', 'e-invoice', Buffer.from('not a pdf at all'), 'x.pdf');
    expect(png.code).not.toBe(1);
  });

  it('automatic failure from the sheet, then the applicant corrects the header and resubmits; manual failure too', async () => {
    const order = await paidGroupOrder(t, groupId);
    const headerId = await addHeader(t, group);
    const invoice = await appliedFor(group, [{ kind: 'group', id: order.id }], headerId);
    await organiser('POST', '/take', { ids: [invoice.id] });
    const batch = await exportBatch();
    const failed = await importSheet(await answeredSheet(batch.file, { [invoice.application_no]: { result: '失败', reason: '纳税人识别号与名称不符' } }));
    expect(failed.body.data).toMatchObject({ failed: 1, errors: [] });
    const seen = (await detailOf(group, invoice.id)).data;
    expect(seen).toMatchObject({ status: InvoiceStatus.AUTOMATIC_FAILURE, reason: '纳税人识别号与名称不符', actions: { resubmit: true } });

    const corrected = await addHeader(t, group, { title: '上海星游文化传播有限公司（更正）' });
    const again = await t.call<InvoiceDetail>({ method: 'PUT', url: `/api/v4/invoice/${invoice.id}`, headers: group, payload: { header_id: corrected, invoice_type: 2, email: 'fix@stargame.test' } });
    expect(again.body.data).toMatchObject({ status: InvoiceStatus.APPLIED, title: '上海星游文化传播有限公司（更正）', invoice_type: 2, reason: null, actions: { resubmit: false } });
    const twice = await t.call({ method: 'PUT', url: `/api/v4/invoice/${invoice.id}`, headers: group, payload: { header_id: corrected, invoice_type: 2, email: 'fix@stargame.test' } });
    expect(twice.body).toMatchObject({ code: 2010, message: 'The invoice is "Applied"; this cannot be done now' });

    const noReason = await organiser('POST', `/${invoice.id}/fail`, { reason: '  ' });
    expect(noReason.body.data).toMatchObject({ errors: [{ field: 'reason', message: 'Please give the reason' }] });
    const manual = await organiser('POST', `/${invoice.id}/fail`, { reason: '抬头与合同主体不一致' });
    expect(manual.body.data).toMatchObject({ status: InvoiceStatus.MANUAL_FAILURE, reason: '抬头与合同主体不一致' });
  });

  it('red-flushes part, then the rest: partially red-flushed, then red-flushed and the order free again', async () => {
    const order = await paidGroupOrder(t, groupId, 50_000);
    const invoice = await appliedFor(group, [{ kind: 'group', id: order.id }], await addHeader(t, group));
    await issued(invoice.id, '24312000000000000002');
    const tooMuch = await organiser('POST', `/${invoice.id}/red-flush`, { amount: 50_001 });
    expect(tooMuch.body.data).toMatchObject({ errors: [{ field: 'amount', message: 'The red-flush amount must be between 0.01 and 500.00 yuan' }] });
    expect((await organiser('POST', `/${invoice.id}/red-flush`, { amount: 20_000 })).body.data.status).toBe(InvoiceStatus.RED_FLUSHING);

    const redBatch = await exportBatch();
    const partial = await importSheet(await answeredSheet(redBatch.file, { [invoice.application_no]: { result: 'success', number: 'R-0001' } }));
    expect(partial.body.data).toMatchObject({ red_flushed: 1 });
    expect((await detailOf(group, invoice.id)).data).toMatchObject({ status: InvoiceStatus.PARTIALLY_RED_FLUSHED, red_flushed_amount: 20_000, red_invoice_number: 'R-0001' });
    expect((await orders(group)).find((o) => o.id === order.id)!.invoice_status).toBe(InvoiceStatus.PARTIALLY_RED_FLUSHED);

    await organiser('POST', `/${invoice.id}/red-flush`, {});
    const rest = await exportBatch();
    await importSheet(await answeredSheet(rest.file, { [invoice.application_no]: { result: 'success', number: 'R-0002' } }));
    expect((await detailOf(group, invoice.id)).data).toMatchObject({ status: InvoiceStatus.RED_FLUSHED, red_flushed_amount: 50_000 });
    expect((await orders(group)).find((o) => o.id === order.id)).toMatchObject({ invoice_status: InvoiceStatus.NOT_INVOICED, invoice_id: null });
    await appliedFor(group, [{ kind: 'group', id: order.id }], await addHeader(t, group));
  });

  it('an empty batch is 2010; a result sheet names each row it cannot apply and applies the rest', async () => {
    // Empty the queue first: whatever earlier tests left invoicing goes out now.
    await exportBatch();
    expect((await exportBatch()).body).toMatchObject({ code: 2010, message: 'Nothing is waiting to go to the tax system' });
    const order = await paidGroupOrder(t, groupId);
    const invoice = await appliedFor(group, [{ kind: 'group', id: order.id }], await addHeader(t, group));
    await organiser('POST', '/take', { ids: [invoice.id] });
    const batch = await exportBatch();
    const workbook = await answeredSheet(batch.file, { [invoice.application_no]: { result: 'success' } });
    const result = await importSheet(workbook);
    expect(result.body.data.errors).toEqual([{ row: 2, message: 'Row 2: a successful row needs the invoice number and date (YYYY-MM-DD)' }]);
    expect((await detailOf(group, invoice.id)).data.status).toBe(InvoiceStatus.EXPORTED);
    const notXlsx = await importSheet(Buffer.from('hello'));
    expect(notXlsx.body).toMatchObject({ code: 1000, message: "Upload the tax system's result sheet as .xlsx" });
  });

  it('take skips what is not applied and answers only what moved; staff routes are closed to others', async () => {
    const order = await paidGroupOrder(t, groupId);
    const invoice = await appliedFor(group, [{ kind: 'group', id: order.id }], await addHeader(t, group));
    expect((await organiser('POST', '/take', { ids: [invoice.id, invoice.id + 100_000] })).body.data).toEqual({ moved: [invoice.id] });
    expect((await organiser('POST', '/take', { ids: [invoice.id] })).body.data).toEqual({ moved: [] });
    expect((await t.call({ method: 'GET', url: '/api/organiser/invoice', headers: group })).status).toBe(403);
    const all = (await organiser('GET', '/?page=1&limit=5&keyword=' + invoice.application_no)).body.data as unknown as { list: { id: number; applicant: { account: string } }[] };
    expect(all.list).toMatchObject([{ id: invoice.id, applicant: { account: 'group@demo.test' } }]);
  });
});
