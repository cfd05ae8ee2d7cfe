/**
 * The organiser's inbox: what waits across the areas, oldest first, each against the portal's
 * promise (SPEC.md §9), counted per kind with what is overdue; closed to everyone but staff.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Inbox, InboxKind } from '../../../../src/shared/console';
import { INBOX_CHANGED, type InboxChanged } from '../../../../src/shared/live';
import type { LiveEvent } from '../../../../src/server/live/hub';
import { addWorkingDays } from '../../../../src/shared/show-time';
import { exhibitors, users } from '../../../../src/server/db/schema';
import { rowsOf } from '../../../../src/server/db/results';
import type { Subject } from '../../../../src/shared/access';
import { ALL_STAFF_PERMISSIONS, StaffPermission, type StaffPermissionId } from '../../../../src/shared/staff';
import { loadInbox } from '../../../../src/server/modules/console/inbox';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
let star: number;
let groupId: number;
beforeAll(async () => {
  t = await createTestApp();
  star = (await t.database.db.select({ id: exhibitors.id }).from(exhibitors).where(eq(exhibitors.nameEn, 'Star Trail Interactive Entertainment Co., Ltd.')))[0]!.id;
  groupId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'group@demo.test')))[0]!.id;
});
afterAll(async () => { await t.close(); });

const inbox = async () => (await t.call<Inbox>({ method: 'GET', url: '/api/organiser/inbox', headers: await t.loginAs('organiser@demo.test') })).body.data;

describe('the inbox', () => {
  it('lists a question waiting, due 5 working days after its last word, and counts it overdue once past', async () => {
    const asked = Math.floor(Date.now() / 1000) - 30 * 24 * 3600;
    const [question] = rowsOf<{ id: number }>(await t.database.db.execute(sql`insert into faq_questions (exhibitor_id, user_id, category, content, created_at, updated_at)
      values (${star}, ${groupId}, 'invoice', 'When will my invoice be issued?', to_timestamp(${asked}), to_timestamp(${asked})) returning id`));
    const seen = await inbox();
    const item = seen.items.find((i) => i.kind === 'question' && i.id === question!.id);
    expect(item).toMatchObject({ title: 'When will my invoice be issued?', owner: expect.any(String), since: asked, due_at: addWorkingDays(asked, 5, t.config.timeZone) });
    const questions = seen.summary.find((s) => s.kind === 'question')!;
    expect(questions.waiting).toBeGreaterThanOrEqual(1);
    expect(questions.overdue).toBeGreaterThanOrEqual(1);
    // Oldest first.
    expect(seen.items.map((i) => i.since)).toEqual([...seen.items.map((i) => i.since)].sort((a, b) => a - b));
  });

  it('lists a remittance awaiting verification with its promise, and an invoice application due on its day', async () => {
    const [order] = rowsOf<{ id: number }>(await t.database.db.execute(sql`insert into group_orders (order_no, user_id, product_id, quantity, unit_price, amount, payment_method, status, verify_due_at)
      values ('GB202611260000000777', ${groupId}, (select min(id) from group_products), 1, 100, 100, 2, 2, now() + interval '3 days') returning id`));
    const [invoice] = rowsOf<{ id: number }>(await t.database.db.execute(sql`insert into invoices (application_no, user_id, header, invoice_type, email, amount, status, due_on)
      values ('IV202611260000000777', ${groupId}, '{"title":"T"}', 1, 'a@b.test', 100, 1, '2026-12-17') returning id`));
    const seen = await inbox();
    expect(seen.items.find((i) => i.kind === 'remittance' && i.id === order!.id)).toMatchObject({ title: 'GB202611260000000777', due_at: expect.any(Number) });
    const due = seen.items.find((i) => i.kind === 'invoice' && i.id === invoice!.id)!;
    // The end of 17 December on the show's clock (UTC+8): 15:59:59 UTC.
    expect(due.due_at).toBe(Date.UTC(2026, 11, 17, 15, 59, 59) / 1000);
  });

  it('leaves out what no longer waits', async () => {
    await t.database.db.execute(sql`update faq_questions set answered = 1`);
    const seen = await inbox();
    expect(seen.summary.find((s) => s.kind === 'question')).toMatchObject({ waiting: 0, overdue: 0, oldest_since: null });
    expect(seen.items.some((i) => i.kind === 'question')).toBe(false);
  });

  it('is closed to exhibitors and group accounts', async () => {
    for (const account of ['exhibitor@demo.test', 'group@demo.test']) {
      expect((await t.call({ method: 'GET', url: '/api/organiser/inbox', headers: await t.loginAs(account) })).status).toBe(403);
    }
  });

  it('holds the kinds the reader\'s roles permit, and only those', async () => {
    const reader = (permissions: StaffPermissionId[]): Subject => ({
      account_type: 1, is_sub_account: 0, is_group_buy: 0, is_group_ticket: 0, authorities: [], group_switch: 1, is_organiser: 1, staff_permissions: permissions,
    });
    const everything = await loadInbox(t.database.db, t.config.timeZone, reader([...ALL_STAFF_PERMISSIONS]));
    expect(everything.summary.map((s) => s.kind)).toEqual(['review', 'question', 'signing', 'remittance', 'invoice']);
    const finance = await loadInbox(t.database.db, t.config.timeZone, reader([StaffPermission.GROUP, StaffPermission.INVOICES]));
    expect(finance.summary.map((s) => s.kind)).toEqual(['remittance', 'invoice']);
    expect(finance.items.every((item) => item.kind === 'remittance' || item.kind === 'invoice')).toBe(true);
    expect(finance.items).toEqual(everything.items.filter((item) => item.kind === 'remittance' || item.kind === 'invoice'));
    expect(await loadInbox(t.database.db, t.config.timeZone, reader([StaffPermission.MESSAGES]))).toEqual({ summary: [], items: [] });
  });
});

describe('the inbox live', () => {
  /** Collects what a staff stream and an exhibitor's stream receive while `act` runs. */
  async function heardDuring(act: () => Promise<unknown>): Promise<{ staff: InboxKind[]; exhibitor: LiveEvent[] }> {
    const staff: InboxKind[] = [];
    const exhibitor: LiveEvent[] = [];
    const stopStaff = t.live.subscribe({ userId: -1, exhibitorId: null, staff: true, deliver: (event) => {
      if (event.code === INBOX_CHANGED) staff.push((event.data as InboxChanged).kind);
    } });
    const stopExhibitor = t.live.subscribe({ userId: -2, exhibitorId: star, deliver: (event) => { exhibitor.push(event); } });
    try {
      await act();
      await expect.poll(() => staff.length).toBeGreaterThan(0);
    } finally {
      stopStaff();
      stopExhibitor();
    }
    return { staff, exhibitor };
  }

  it('tells staff streams, and only them, when each kind of waiting item changes, however it changed', async () => {
    const db = t.database.db;
    const cases: [InboxKind, () => Promise<unknown>][] = [
      ['question', () => db.execute(sql`insert into faq_questions (exhibitor_id, user_id, category, content) values (${star}, ${groupId}, 'invoice', 'Live?')`)],
      ['review', () => db.execute(sql`update screen_records set review_status = 0 where id = (select min(id) from screen_records)`)],
      ['signing', () => db.execute(sql`update brokerage_signings set status = status`)],
      ['remittance', () => db.execute(sql`update group_orders set status = status`)],
      ['invoice', () => db.execute(sql`update invoices set status = status`)],
    ];
    for (const [kind, act] of cases) {
      const heard = await heardDuring(act);
      expect(heard.staff).toEqual([kind]);
      expect(heard.exhibitor.filter((event) => event.code === INBOX_CHANGED)).toEqual([]);
    }
  });

  it('tells nothing when a change of another column cannot move the inbox', async () => {
    const before = await t.live.newestId();
    await t.database.db.execute(sql`update faq_questions set updated_at = updated_at`);
    expect(await t.live.newestId()).toBe(before);
  });

  it('replays what a staff stream missed to staff only', async () => {
    const before = await t.live.newestId();
    await t.database.db.execute(sql`update invoices set status = status`);
    const staffMissed = await t.live.missedSince({ userId: -1, exhibitorId: null, staff: true }, before);
    expect(staffMissed.map((event) => [event.code, event.data])).toEqual([[INBOX_CHANGED, { kind: 'invoice' }]]);
    expect(await t.live.missedSince({ userId: -2, exhibitorId: star }, before)).toEqual([]);
  });

  it('opens a staff stream only for staff: an exhibitor asking the same sees nothing of it', async () => {
    const before = await t.live.newestId();
    await t.live.publish(INBOX_CHANGED, { kind: 'signing' }, 'staff');
    expect(await t.live.missedSince({ userId: -2, exhibitorId: star }, before)).toEqual([]);
    expect(await t.live.missedSince({ userId: -3, exhibitorId: null }, before)).toEqual([]);
  });
});
