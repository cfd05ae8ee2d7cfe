/**
 * What the invoice browser tests share: the API called as a buyer's setup or the organiser's tools
 * would, paid orders to apply for (bought and paid in the sandbox when the account has none free), the
 * tax system's answer written into a batch sheet, a small PDF, and a page settled for its picture.
 */
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { GroupApi, UNPAID_ORDER_STATES, type GroupOrder, type GroupOrderDetail, type GroupProduct } from '../../src/shared/group';
import { InvoiceApi, InvoiceStatus, type InvoiceOrderKind, type InvoiceableOrder } from '../../src/shared/invoice';
import { TicketApi, UnbindApi } from '../../src/shared/tickets';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';
import { animationsSettled, portalUrl, screenshotPath } from './support/browser';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

export interface Answer<T> { code: number; message: string; data: T }

/** Calls the API as the organiser's staff tools (or a buyer's setup) would. */
export async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<Answer<T>> {
  const response = await fetch(`${portalUrl()}/api${path}`, {
    method,
    headers: { cookie: 'language=en', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return await response.json() as Answer<T>;
}

export async function ok<T>(answer: Promise<Answer<T>>): Promise<T> {
  const { code, message, data } = await answer;
  expect(code, message).toBe(1);
  return data;
}

export const tokenFor = async (account: string) => (await ok(api<{ jwt: string }>('POST', '/v2/login/account', { account, password: DEMO_PASSWORD }))).jwt;

/** The sandbox checkout's "pay" button, as the provider's page posts it. */
async function payInSandbox(checkoutUrl: string): Promise<void> {
  const response = await fetch(`${checkoutUrl}/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' });
  expect(response.status).toBe(303);
}

/** A paid order of `kind` that no application covers: one the account has already, else one bought and paid in the sandbox now. */
export async function paidOrder(token: string, kind: InvoiceOrderKind): Promise<InvoiceableOrder> {
  const open = async () => (await ok(api<{ list: InvoiceableOrder[] }>('GET', InvoiceApi.orders, undefined, token))).list
    .filter((order) => order.kind === kind && order.invoice_status === InvoiceStatus.NOT_INVOICED);
  const found = (await open())[0];
  if (found) return found;
  let paid: number;
  if (kind === 'group') {
    // One unpaid order at a time (SPEC.md §5): one left by another test goes first.
    for (const unpaid of (await ok(api<{ list: GroupOrder[] }>('GET', `${GroupApi.orders}?page=1&limit=100`, undefined, token))).list) {
      if (UNPAID_ORDER_STATES.includes(unpaid.status)) await ok(api('POST', GroupApi.cancel(unpaid.id), undefined, token));
    }
    const product = (await ok(api<{ list: GroupProduct[] }>('GET', GroupApi.products, undefined, token))).list.find((each) => each.name_en.startsWith('Four-day'))!;
    const order = await ok(api<GroupOrderDetail>('POST', GroupApi.orders, { ticket_id: product.id, quantity: 2 }, token));
    await payInSandbox((await ok(api<{ checkout_url: string }>('POST', GroupApi.pay(order.id), undefined, token))).checkout_url);
    paid = order.id;
  } else {
    const [ticket] = (await ok(api<{ list: { id: number }[] }>('GET', `${TicketApi.tickets}?status=2&page=1&limit=1`, undefined, token))).list;
    expect(ticket, 'a bound ticket to unbind').toBeTruthy();
    const order = await ok(api<{ id: number }>('POST', UnbindApi.unbind, { ticket_ids: [ticket!.id] }, token));
    await payInSandbox((await ok(api<{ checkout_url: string }>('POST', UnbindApi.pay(order.id), undefined, token))).checkout_url);
    paid = order.id;
  }
  let order: InvoiceableOrder | undefined;
  await expect.poll(async () => (order = (await open()).find((each) => each.id === paid)), { timeout: 15_000 }).toBeTruthy();
  return order!;
}

/** One row's answer from the tax system. */
export interface SheetAnswer { result: string; number?: string; day?: string; reason?: string }

/**
 * The tax system's result sheet: the batch as exported with each named application's row answered,
 * the others left unanswered; `extra` rows are added below (an application the portal does not know).
 */
export async function answeredSheet(batch: Buffer, answers: Record<string, SheetAnswer>, extra: (SheetAnswer & { no: string })[] = []): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(batch as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const column: Record<string, number> = {};
  sheet.getRow(1).eachCell((cell, n) => { column[String(cell.value)] = n; });
  const at = (...names: string[]) => names.map((name) => column[name]).find(Boolean)!;
  const cells = { no: at('Application no.', '申请编号'), result: at('Result', '结果'), number: at('Invoice number', '发票号码'), day: at('Invoice date', '开票日期'), reason: at('Failure reason', '失败原因') };
  const write = (row: ExcelJS.Row, answer: SheetAnswer) => {
    row.getCell(cells.result).value = answer.result;
    if (answer.number) row.getCell(cells.number).value = answer.number;
    if (answer.day) row.getCell(cells.day).value = answer.day;
    if (answer.reason) row.getCell(cells.reason).value = answer.reason;
  };
  const answered = new Set<string>();
  sheet.eachRow((row, n) => {
    const no = String(row.getCell(cells.no).value);
    if (n === 1 || !answers[no]) return;
    write(row, answers[no]);
    answered.add(no);
  });
  expect([...answered].sort(), 'the applications answered are in the batch').toEqual(Object.keys(answers).sort());
  for (const { no, ...answer } of extra) {
    const row = sheet.addRow([]);
    row.getCell(cells.no).value = no;
    write(row, answer);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Closes the toasts and waits for animations, so a screenshot shows the page as a person sees it. */
export async function settledShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.querySelectorAll<HTMLElement>('[data-scope="toast"][data-part="root"] [data-part="close-trigger"]').forEach((button) => button.click()));
  await page.waitForFunction(() => document.querySelectorAll('[data-scope="toast"][data-part="root"]').length === 0, undefined, { timeout: 10_000 });
  await animationsSettled(page);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}
