/**
 * Batch binding on the server: the Excel template, an uploaded file with good and bad rows bound by
 * the job with every row's result on live 10003 and the end on 10004, duplicates inside a batch,
 * failed rows fixed and resubmitted, pasted rows, refused files, and a job interrupted after a chunk
 * that resumes and binds every row exactly once.
 */
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveCode } from '../../../../src/shared/live';
import type { BatchBindFinished, BatchBindProgress, BindBatch, BindBatchRow, BoothTicket, TicketAllocation } from '../../../../src/shared/tickets';
import { createBatchBindHandler } from '../../../../src/server/modules/tickets/batch-job';
import { parseBatchFile } from '../../../../src/server/modules/tickets/batch-excel';
import { storeBatch } from '../../../../src/server/modules/tickets/batch-store';
import type { JobRunner } from '../../../../src/server/jobs/runner';
import { jobs } from '../../../../src/server/db/schema';
import { rowChecks } from '../../../../src/server/modules/tickets/batch-rows';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { as, badCheckDigit, recordLive, exhibitorIdOf, validId, type Headers } from './support';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let t: TestApp;
let owner: Headers;
let star: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await as(t, 'exhibitor@demo.test');
  star = await exhibitorIdOf(t, 'Star Trail Interactive Entertainment Co., Ltd.');
  const allocations = (await t.call<{ list: TicketAllocation[] }>({ method: 'GET', url: '/api/v4/ticket/booth/allocation', headers: owner })).body.data.list;
  const badge = allocations.find((a) => a.name_en === 'Exhibitor ticket')!;
  expect((await t.call({ method: 'POST', url: '/api/v4/ticket/booth/claim', headers: owner, payload: { allocation_id: badge.id, quantity: 400 } })).body.code).toBe(1);
});
afterAll(async () => { await t.close(); });

const tickets = async (query: string) =>
  (await t.call<{ list: BoothTicket[]; total: number }>({ method: 'GET', url: `/api/v4/ticket/booth${query}`, headers: owner })).body.data;
const rowsOf = async (batchId: number, query = '') =>
  (await t.call<{ list: (BindBatchRow & { error_message: string | null })[]; total: number }>({ method: 'GET', url: `/api/v4/ticket/booth/batch/${batchId}/rows?limit=100${query}`, headers: owner })).body.data;

/** Starts listening; `done(id)` gives every 10003 of the batch and its 10004. */
function watch() {
  const live = recordLive(t, star);
  return async (batchId: number) => {
    const events = await live.until(batchId);
    const mine = events.filter((e) => (e.data as { batch_id: number }).batch_id === batchId);
    return {
      progress: mine.filter((e) => e.code === LiveCode.BATCH_BIND_ITEM).map((e) => e.data as BatchBindProgress),
      finished: mine.find((e) => e.code === LiveCode.BATCH_BIND_FINISHED)!.data as BatchBindFinished,
    };
  };
}

async function template(language: string): Promise<ExcelJS.Workbook> {
  const response = await t.app.inject({ method: 'GET', url: '/api/v4/ticket/booth/batch/template', headers: { ...owner, cookie: `language=${language}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(XLSX);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

const upload = async (workbook: ExcelJS.Workbook, language = 'en') => t.call<{ batch_id: number }>({
  method: 'POST', url: '/api/v4/ticket/booth/batch/excel?file_name=staff.xlsx',
  headers: { ...owner, cookie: `language=${language}`, 'content-type': XLSX },
  payload: Buffer.from(await workbook.xlsx.writeBuffer()),
});

describe('batch binding from Excel', () => {
  let batchId: number;
  let failedTicketNo: string;

  it('gives a template with localized headers, a document-type dropdown and the bindable tickets', async () => {
    const workbook = await template('zh');
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['证件编号', '证件类别', '姓名', '身份证件类型', '身份证件号码', '手机号', '邮箱']);
    expect(sheet.getCell('D2').dataValidation).toMatchObject({ type: 'list' });
    expect(sheet.getColumn(5).numFmt).toBe('@');
    const prefilled = (sheet.getColumn(1).values as unknown[]).slice(2).filter(Boolean);
    expect(prefilled.length).toBe(425);
    expect(String(sheet.getCell('A2').value)).toMatch(/^BT\d{12}$/);
    expect(sheet.getCell('B2').value).toBe('展商证');
  });

  it('binds the good rows, reports every row on 10003 and ends with 10004', async () => {
    const workbook = await template('en');
    const sheet = workbook.worksheets[0]!;
    const ticketAt = (row: number) => String(sheet.getCell(`A${row}`).value);
    const put = (row: number, values: (string | number | null)[]) => values.forEach((value, i) => { sheet.getCell(row, 3 + i).value = value; });
    // Rows 2..201: good (English and Chinese labels, codes, X check characters as text).
    for (let row = 2; row <= 201; row += 1) {
      const label = row % 3 === 0 ? '居民身份证' : row % 3 === 1 ? 'Resident ID card' : '1';
      put(row, [`Staff ${row}`, label, validId(row), row % 2 ? `139${String(row).padStart(8, '0')}` : null, row % 2 ? null : `staff${row}@example.com`]);
    }
    put(202, ['Bad Check', 'Resident ID card', badCheckDigit(validId(202)), '13900000202', null]);
    put(203, ['Unknown Type', 'Driving licence', 'AB123456', '13900000203', null]);
    put(204, ['No Contact', 'Passport', 'E1234567', null, null]);
    put(205, ['Bad Phone', 'Passport', 'E1234568', '12345', null]);
    put(206, ['Same Document', 'Resident ID card', validId(2), '13900000206', null]);
    put(207, ['', 'Passport', 'E1234569', '13900000207', null]);
    // Row 208 names the ticket of row 2 again; row 209 a ticket that is not the exhibitor's.
    sheet.getCell('A208').value = ticketAt(2);
    put(208, ['Same Ticket', 'Passport', 'E7777777', '13900000208', null]);
    sheet.getCell('A209').value = 'BT999999999999';
    put(209, ['Not Mine', 'Passport', 'E8888888', '13900000209', null]);
    failedTicketNo = ticketAt(202);

    const done = watch();
    const { body } = await upload(workbook);
    expect(body.code).toBe(1);
    batchId = body.data.batch_id;
    const { progress, finished } = await done(batchId);
    expect(finished).toEqual({ batch_id: batchId, total: 208, succeeded: 200, failed: 8, status: 'done' });
    const reported = progress.flatMap((message) => message.rows);
    expect(reported.map((row) => row.row_no)).toEqual(Array.from({ length: 208 }, (_, i) => i + 2));
    // A batch of a few hundred rows still reports ten steps, its counts rising each time.
    expect(progress).toHaveLength(10);
    expect(progress.map((message) => message.processed)).toEqual([21, 42, 63, 84, 105, 126, 147, 168, 189, 208]);
    const errors = Object.fromEntries(reported.filter((row) => row.status === 2).map((row) => [row.row_no, [row.error, row.error_values ?? null]]));
    expect(errors).toEqual({
      // Holder rules and their messages are the holder form's (schemas/booth-ticket-holder.json).
      202: ['boothTicket.doc_number.resident_id', null],
      203: ['ticket.row.doc_type_unknown', { value: 'Driving licence' }],
      204: ['boothTicket.contact.required', null],
      205: ['boothTicket.phone.format', null],
      206: ['ticket.row.duplicate_document', { row: 2 }],
      207: ['boothTicket.name.required', null],
      208: ['ticket.row.duplicate_ticket', { row: 2 }],
      209: ['ticket.row.ticket_not_found', { ticket: 'BT999999999999' }],
    });
    expect(progress.at(-1)).toMatchObject({ processed: 208, total: 208, succeeded: 200, failed: 8 });
    expect((await tickets('?status=2&limit=1')).total).toBe(200);
    const failedTicket = (await tickets(`?keyword=${failedTicketNo}`)).list[0]!;
    expect(failedTicket).toMatchObject({ status: 1, failure_reason: 'The resident ID number is not valid: check the birth date and the check digit' });
    // The ticket named twice stays bound by its first row: never downgraded.
    expect((await tickets(`?keyword=${ticketAt(2)}`)).list[0]).toMatchObject({ status: 2, holder_name: 'Staff 2', bound_via: 'batch' });
  });

  it('lists the batch and its rows: bound rows masked, failed rows as entered and editable', async () => {
    const batches = (await t.call<{ list: BindBatch[]; total: number }>({ method: 'GET', url: '/api/v4/ticket/booth/batch', headers: owner })).body.data;
    expect(batches.list[0]).toMatchObject({ id: batchId, source: 'excel', file_name: 'staff.xlsx', total: 208, processed: 208, succeeded: 200, failed: 8, status: 'done', created_by: '李明' });
    const failed = await rowsOf(batchId, '&status=2');
    expect(failed.total).toBe(8);
    expect(failed.list[0]).toMatchObject({ row_no: 202, name: 'Bad Check', doc_type: 1, doc_number: badCheckDigit(validId(202)), phone: '13900000202', editable: true, status: 2, error_message: 'The resident ID number is not valid: check the birth date and the check digit' });
    const bound = await rowsOf(batchId, '&status=1');
    expect(bound.total).toBe(200);
    expect(bound.list[0]).toMatchObject({ row_no: 2, editable: false, doc_number: `${validId(2).slice(0, 3)}***********${validId(2).slice(-4)}` });
    expect(JSON.stringify(bound.list)).not.toContain(validId(2));
    const raw = JSON.stringify((await t.database.db.execute(sql`select * from bind_batch_rows where batch_id = ${batchId}`) as unknown as { rows: unknown[] }).rows);
    expect(raw).not.toContain(validId(3));
    expect(raw).not.toContain('13900000202');
  });

  it('binds the fixed rows resubmitted as a new batch', async () => {
    const failed = (await rowsOf(batchId, '&status=2')).list;
    const fixes: Record<number, Partial<BindBatchRow>> = {
      202: { doc_number: validId(202) }, 203: { doc_type: 2 }, 204: { email: 'nocontact@example.com' }, 205: { phone: '13900000205' },
      206: { doc_number: validId(206) }, 207: { name: 'Has Name' },
    };
    const rows = failed.filter((row) => fixes[row.row_no]).map((row) => {
      const fixed = { ...row, ...fixes[row.row_no] };
      return { row_no: row.row_no, ticket: fixed.ticket, name: fixed.name, doc_type: String(fixed.doc_type ?? ''), doc_number: fixed.doc_number, phone: fixed.phone, email: fixed.email };
    });
    const done = watch();
    const { body } = await t.call<{ batch_id: number }>({ method: 'POST', url: `/api/v4/ticket/booth/batch/${batchId}/resubmit`, headers: owner, payload: { rows } });
    expect(body.code).toBe(1);
    const newId = body.data.batch_id;
    const { finished } = await done(newId);
    expect(finished).toMatchObject({ total: 6, succeeded: 6, failed: 0 });
    const batch = (await t.call<BindBatch>({ method: 'GET', url: `/api/v4/ticket/booth/batch/${newId}`, headers: owner })).body.data;
    expect(batch).toMatchObject({ source: 'resubmit', parent_id: batchId, status: 'done' });
    expect((await tickets('?status=2&limit=1')).total).toBe(206);
    const notFailed = await t.call({ method: 'POST', url: `/api/v4/ticket/booth/batch/${batchId}/resubmit`, headers: owner, payload: { rows: [{ row_no: 2, ticket: 'x', name: 'x', doc_type: '1', doc_number: validId(1) }] } });
    expect(notFailed.body.code).toBe(1000);
  });

  it('reads headers in either language and refuses wrong files clearly', async () => {
    const zh = await template('zh');
    const sheet = zh.worksheets[0]!;
    const free = (await tickets('?status=0&limit=1')).list[0]!;
    sheet.getCell('A2').value = free.ticket_no;
    ['张三丰', '护照', 'G12345678', '13900009999', ''].forEach((value, i) => { sheet.getCell(2, 3 + i).value = value; });
    const done = watch();
    const ok = await upload(zh, 'en');
    expect((await done(ok.body.data.batch_id)).finished).toMatchObject({ total: 1, succeeded: 1 });

    const notExcel = await t.call({ method: 'POST', url: '/api/v4/ticket/booth/batch/excel', headers: { ...owner, 'content-type': XLSX }, payload: Buffer.from('hello') });
    expect(notExcel.body).toMatchObject({ code: 1000, message: 'The file is not a valid Excel (.xlsx) file; please use the downloaded template' });
    const missing = new ExcelJS.Workbook();
    missing.addWorksheet('x').addRow(['Ticket', 'Name']);
    expect((await upload(missing)).body.message).toBe('The file lacks these columns of the template: Document type, Document number, Mobile phone, E-mail');
    const empty = await template('en');
    expect((await upload(empty, 'zh')).body.message).toBe('文件中没有可导入的数据行');
    const json = await t.call({ method: 'POST', url: '/api/v4/ticket/booth/batch/excel', headers: { ...owner, 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(json.status).toBe(415);
  });

  it('reads templates downloaded before their headers were reworded, in either language', async () => {
    const free = (await tickets('?status=0&limit=2')).list;
    // The headers of the first templates (git log -p -- locales/): Chinese 证件类型 / 证件号码, English as now.
    const earlier = {
      zh: ['证件编号', '证件类别', '姓名', '证件类型', '证件号码', '手机号', '邮箱'],
      en: ['Ticket', 'Ticket type', 'Name', 'Document type', 'Document number', 'Mobile phone', 'E-mail'],
    };
    for (const [i, language] of (['zh', 'en'] as const).entries()) {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('staff');
      sheet.addRow(earlier[language]);
      sheet.addRow([free[i]!.ticket_no, '', `Earlier ${language}`, language === 'zh' ? '护照' : 'Passport', `G2234567${i}`, `1390000777${i}`, '']);
      const done = watch();
      const { body } = await upload(workbook, language);
      expect(body.code).toBe(1);
      expect((await done(body.data.batch_id)).finished).toMatchObject({ total: 1, succeeded: 1, failed: 0 });
      expect((await tickets(`?keyword=${free[i]!.ticket_no}`)).list[0]).toMatchObject({ status: 2, holder_name: `Earlier ${language}` });
    }
  });

  it('names the columns it lacks and the headers it does not know, in the caller\'s language', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('staff').addRow(['证件编号', '姓名', '证件种类', '身份证件号码', '手机号', '邮箱']);
    expect((await upload(workbook, 'zh')).body).toMatchObject({ code: 1000, message: '模板缺少以下列：身份证件类型；无法识别的列：证件种类' });
    expect((await upload(workbook, 'en')).body).toMatchObject({ code: 1000, message: 'The file lacks these columns of the template: Document type; columns not recognised: 证件种类' });
  });

  it('reads rich text, formulas, hyperlinks, numbers and escaped characters like ExcelJS does', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('staff');
    sheet.addRow(['Ticket', 'Name', 'Document type', 'Document number', 'Mobile phone', 'E-mail']);
    sheet.addRow(['BT1', { richText: [{ text: 'Tom ' }, { font: { bold: true }, text: '& <Jerry>' }] }, 'Passport', { formula: '"E"&"1234567"', result: 'E1234567' }, 13800138000,
      { text: 'tom@example.com', hyperlink: 'mailto:tom@example.com' }]);
    sheet.addRow([]);
    sheet.addRow([' BT2 ', '  ', '', '', '', '']);
    sheet.addRow([42, '李雷', '居民身份证', validId(7), '', 'li@example.com']);
    const rows = await parseBatchFile(Buffer.from(await workbook.xlsx.writeBuffer()), 'en', 'booth');
    expect(rows).toEqual([
      { row_no: 2, ticket: 'BT1', name: 'Tom & <Jerry>', doc_type: 'Passport', doc_number: 'E1234567', phone: '13800138000', email: 'tom@example.com' },
      { row_no: 5, ticket: '42', name: '李雷', doc_type: '居民身份证', doc_number: validId(7), phone: '', email: 'li@example.com' },
    ]);
  });

  it('takes pasted rows', async () => {
    const free = (await tickets('?status=0&limit=2')).list;
    const done = watch();
    const { body } = await t.call<{ batch_id: number }>({ method: 'POST', url: '/api/v4/ticket/booth/batch', headers: owner, payload: { rows: [
      { ticket: String(free[0]!.id), name: 'Paste One', doc_type: 'Passport', doc_number: 'P1234567', email: 'p1@example.com' },
      { ticket: free[1]!.ticket_no, name: 'Paste Two', doc_type: '4', doc_number: '12345678', phone: '13911112222' },
    ] } });
    expect((await done(body.data.batch_id)).finished).toMatchObject({ total: 2, succeeded: 2, failed: 0 });
  });

  it("refuses another exhibitor's batches and sub2's calls", async () => {
    await t.database.db.execute(sql`update users set must_bind_contact = false where email = 'newbie@demo.test'`);
    const rookie = await as(t, 'newbie@demo.test');
    const other = await t.call({ method: 'GET', url: `/api/v4/ticket/booth/batch/${batchId}`, headers: rookie });
    expect(other.body.code).toBe(1004);
    expect((await t.call({ method: 'GET', url: `/api/v4/ticket/booth/batch/${batchId}/rows`, headers: rookie })).body.code).toBe(1004);
    expect((await t.call({ method: 'POST', url: `/api/v4/ticket/booth/batch/${batchId}/resubmit`, headers: rookie, payload: { rows: [{ row_no: 202, ticket: 'x', name: 'x', doc_type: '1', doc_number: 'x' }] } })).body.code).toBe(1004);
    const sub2 = await as(t, 'sub2@demo.test');
    expect((await t.call({ method: 'POST', url: '/api/v4/ticket/booth/batch', headers: sub2, payload: { rows: [] } })).status).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/v4/ticket/booth/batch/${batchId}`, headers: await as(t, 'sub@demo.test') })).body.code).toBe(1);
  });
});

describe('a batch job interrupted after a chunk', () => {
  it('resumes after the last committed chunk and binds every row exactly once', async () => {
    const free = (await tickets('?status=0&limit=100')).list.slice(0, 60);
    const noJobs = { enqueue: async () => 0 } as unknown as JobRunner;
    const userId = (await t.database.db.execute(sql`select id from users where email = 'exhibitor@demo.test'`) as unknown as { rows: { id: number }[] }).rows[0]!.id;
    const batchId = await storeBatch(t.database.db, noJobs, rowChecks(t.config), {
      owner: { exhibitorId: star }, userId, source: 'paste',
      rows: free.map((ticket, i) => ({ row_no: i + 1, ticket: ticket.ticket_no, name: `Resume ${i}`, doc_type: '1', doc_number: validId(5000 + i), phone: '13800000000' })),
    });
    // A job row nobody else runs (no handler for its kind), held by our pretend worker.
    const [job] = await t.database.db.insert(jobs).values({ kind: 'test-batch-resume', payload: { batch_id: batchId }, status: 'running', lockedBy: 'test-worker' }).returning();
    const messages: BatchBindProgress[] = [];
    const unsubscribe = t.live.subscribe({ userId: -1, exhibitorId: star, deliver: (event) => {
      if (event.code === LiveCode.BATCH_BIND_ITEM && (event.data as BatchBindProgress).batch_id === batchId) messages.push(event.data as BatchBindProgress);
    } });
    const handler = createBatchBindHandler({ db: t.database.db, live: t.live, ticketLists: t.app.ticketLists }, { chunkSize: 25 });
    await expect(handler({ job: job!, db: t.database.db, progress: async () => { throw new Error('worker killed'); } })).rejects.toThrow('worker killed');
    const [afterCrash] = await t.database.db.select().from(jobs).where(sql`id = ${job!.id}`);
    expect(afterCrash!.checkpoint).toEqual({ row_no: 25 });
    expect((await rowsOf(batchId, '&status=1')).total).toBe(25);

    // Restarted: the job row as claimed again, checkpoint and all.
    await handler({ job: afterCrash!, db: t.database.db, progress: async () => {} });
    await new Promise((resolve) => setTimeout(resolve, 200));
    unsubscribe();
    const reported = messages.flatMap((message) => message.rows.map((row) => row.row_no));
    expect(reported).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(messages.map((message) => message.rows.length)).toEqual([25, 25, 10]);
    const batch = (await t.call<BindBatch>({ method: 'GET', url: `/api/v4/ticket/booth/batch/${batchId}`, headers: owner })).body.data;
    expect(batch).toMatchObject({ total: 60, processed: 60, succeeded: 60, failed: 0, status: 'done' });
    const bound = (await t.database.db.execute(sql`select count(*)::int as n from tickets where holder_name like 'Resume %' and status = 2`) as unknown as { rows: { n: number }[] }).rows[0]!;
    expect(Number(bound.n)).toBe(60);
  });
});
