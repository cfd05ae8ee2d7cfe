/** Helpers of the invoice tests: paid orders made directly, headers through the API, the tax system's answers as sheets. */
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../../src/server/db/results';
import type { TestApp } from '../../../support/test-app';

export type Headers = Record<string, string>;

let serial = 0;
const orderNo = (prefix: string) => `${prefix}20261126${String(Date.now() % 1e6).padStart(6, '0')}${String((serial += 1)).padStart(4, '0')}`;

/** A paid group order of `userId` (payment complete), of the first demo product. */
export async function paidGroupOrder(t: TestApp, userId: number, amount = 68_000, quantity = 2): Promise<{ id: number; order_no: string }> {
  const no = orderNo('GB');
  const [row] = rowsOf<{ id: number }>(await t.database.db.execute(sql`insert into group_orders (order_no, user_id, product_id, quantity, unit_price, amount, payment_method, status, paid_at)
    values (${no}, ${userId}, (select min(id) from group_products), ${quantity}, ${Math.round(amount / quantity)}, ${amount}, 1, 5, now()) returning id`));
  return { id: Number(row!.id), order_no: no };
}

/** A paid unbind order of `exhibitorId`. */
export async function paidUnbindOrder(t: TestApp, exhibitorId: number, amount = 3_000, tickets = 3): Promise<{ id: number; order_no: string }> {
  const no = orderNo('UB');
  const [row] = rowsOf<{ id: number }>(await t.database.db.execute(sql`insert into unbind_orders (order_no, exhibitor_id, ticket_count, unit_fee, amount, status, paid_at)
    values (${no}, ${exhibitorId}, ${tickets}, ${Math.round(amount / tickets)}, ${amount}, 5, now()) returning id`));
  return { id: Number(row!.id), order_no: no };
}

export const HEADER = {
  invoice_type: 1, title: '上海星游文化传播有限公司', tax_no: '91310000MA1FL4T13H', address: '上海市浦东新区世纪大道100号',
  phone: '021-58881234', bank: '招商银行上海分行', bank_account: '6225880212345678', email: 'finance@stargame.test',
};

export async function addHeader(t: TestApp, headers: Headers, overrides: Partial<typeof HEADER> = {}): Promise<number> {
  const { body } = await t.call<{ id: number }>({ method: 'POST', url: '/api/v4/invoice/header', headers, payload: { ...HEADER, ...overrides } });
  if (body.code !== 1) throw new Error(`header refused: ${JSON.stringify(body)}`);
  return body.data.id;
}

/** The tax system's answer: the batch's sheet with result, number, date and reason filled in per application. */
export async function answeredSheet(batch: Buffer, answers: Record<string, { result: string; number?: string; day?: string; reason?: string }>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(batch as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const headerRow = sheet.getRow(1);
  const col = (names: string[]) => {
    let found = 0;
    headerRow.eachCell((cell, n) => { if (names.includes(String(cell.value))) found = n; });
    if (!found) throw new Error(`no column ${names.join('/')}`);
    return found;
  };
  const at = { no: col(['Application no.', '申请编号']), result: col(['Result', '结果']), number: col(['Invoice number', '发票号码']), day: col(['Invoice date', '开票日期']), reason: col(['Failure reason', '失败原因']) };
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const answer = answers[String(row.getCell(at.no).value)];
    if (!answer) return;
    row.getCell(at.result).value = answer.result;
    if (answer.number) row.getCell(at.number).value = answer.number;
    if (answer.day) row.getCell(at.day).value = answer.day;
    if (answer.reason) row.getCell(at.reason).value = answer.reason;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
