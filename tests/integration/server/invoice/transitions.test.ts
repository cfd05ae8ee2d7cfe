/**
 * Every (state, action) pair of INVOICE_MOVES against the database: the allowed moves land in their
 * state and are recorded once with who and why; every other pair is refused with 2010 naming the
 * state, and leaves the row and its timeline as they were. Also the table itself, against SPEC.md §4.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canMove, INVOICE_MOVES, INVOICE_STATUSES, InvoiceStatus, invoiceStatusMessage, type InvoiceAction } from '../../../../src/shared/invoice';
import { invoiceEvents, invoices, users } from '../../../../src/server/db/schema';
import { ApiError } from '../../../../src/server/http/envelope';
import { translate } from '../../../../src/server/http/i18n';
import { move } from '../../../../src/server/modules/invoice/service';
import { rowsOf } from '../../../../src/server/db/results';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
let invoiceId: number;
let staffId: number;
beforeAll(async () => {
  t = await createTestApp();
  staffId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'organiser@demo.test')))[0]!.id;
  const [row] = await t.database.db.insert(invoices).values({
    applicationNo: 'IV202611260000000001', userId: staffId, header: { title: 'T', tax_no: 'X', address: '', phone: '', bank: '', bank_account: '' },
    invoiceType: 1, email: 'a@b.test', amount: 100, status: InvoiceStatus.APPLIED, dueOn: '2026-12-17',
  }).returning({ id: invoices.id });
  invoiceId = row!.id;
});
afterAll(async () => { await t.close(); });

const ACTIONS = Object.keys(INVOICE_MOVES) as InvoiceAction[];
const eventsCount = async () => Number(rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from invoice_events where invoice_id = ${invoiceId}`))[0]!.n);

describe('the move table', () => {
  it("names SPEC.md §4's twelve states, and every state but red-flushed can be left by some action", () => {
    expect(INVOICE_STATUSES.map((s) => translate('en', invoiceStatusMessage(s)))).toEqual([
      'Not invoiced', 'Applied', 'Invoicing', 'Exported', 'Invoiced', 'Red-flush in progress', 'Red-flushed',
      'Partially red-flushed', 'Upload failed', 'Upload succeeded', 'Manual failure', 'Automatic failure',
    ]);
    const leavable = INVOICE_STATUSES.filter((s) => ACTIONS.some((a) => canMove(s, a)));
    expect(INVOICE_STATUSES.filter((s) => !leavable.includes(s))).toEqual([InvoiceStatus.RED_FLUSHED]);
  });

  describe.each(INVOICE_STATUSES.map((status) => [status]))('from state %i', (status) => {
    it.each(ACTIONS.map((action) => [action]))('%s', async (action) => {
      await t.database.db.update(invoices).set({ status }).where(eq(invoices.id, invoiceId));
      const before = await eventsCount();
      const scope = INVOICE_MOVES[action].by === 'applicant' ? { userId: staffId, exhibitorId: null } : { organiser: true as const };
      const attempt = move(t.database.db, invoiceId, action, { userId: staffId, scope }, { reason: 'why' });
      if (canMove(status, action)) {
        await expect(attempt).resolves.toBe(INVOICE_MOVES[action].to);
        const [row] = await t.database.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoiceId));
        expect(row!.status).toBe(INVOICE_MOVES[action].to);
        const [last] = await t.database.db.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, invoiceId)).orderBy(sql`id desc`).limit(1);
        expect(last).toMatchObject({ fromStatus: status, toStatus: INVOICE_MOVES[action].to, action, actor: INVOICE_MOVES[action].by, actorUserId: staffId, reason: 'why' });
        expect(await eventsCount()).toBe(before + 1);
      } else {
        const error = await attempt.then(() => null, (e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).info.code).toBe(2010);
        expect((error as ApiError).data).toEqual({ status });
        const [row] = await t.database.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoiceId));
        expect(row!.status).toBe(status);
        expect(await eventsCount()).toBe(before);
      }
    });
  });
});
