/**
 * Whose tickets (modules/tickets/owner.ts): an exhibitor's booth tickets or a group account's group
 * tickets, exactly one of the two. The one binding module lists, claims and binds either kind through
 * its owner, and one owner's tickets never appear in another's calls.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoothTicket } from '../../../../src/shared/tickets';
import { ticketAllocations, tickets, users } from '../../../../src/server/db/schema';
import { bindHolder } from '../../../../src/server/modules/tickets/bind-holder';
import { claimTickets } from '../../../../src/server/modules/tickets/claim';
import { listAllocations, listTickets } from '../../../../src/server/modules/tickets/queries';
import { piiKeys } from '../../../../src/server/pii/keys';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { as, exhibitorIdOf, validId } from './support';

let t: TestApp;
let groupUserId: number;
let exhibitorId: number;
beforeAll(async () => {
  t = await createTestApp();
  groupUserId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'group@demo.test')))[0]!.id;
  exhibitorId = await exhibitorIdOf(t, 'Star Trail Interactive Entertainment Co., Ltd.');
});
afterAll(async () => { await t.close(); });

describe('ticket owners', () => {
  it("lists, claims and binds a group account's tickets through the same module, apart from any exhibitor's", async () => {
    const { db } = t.database;
    const group = { groupUserId };
    const [allocation] = await db.insert(ticketAllocations).values({ groupUserId, name: '四日通票（团购）', nameEn: 'Four-day pass (group)', quota: 5 }).returning();
    expect(await claimTickets(db, group, allocation!.id, 3)).toBe(3);
    const mine = await listTickets(db, group, { page: 1, limit: 20, allocation_id: allocation!.id });
    expect([mine.total, mine.list.length, mine.list.every((ticket) => ticket.ticket_no.startsWith('BT'))]).toEqual([3, 3, true]);
    expect((await listAllocations(db, group)).filter((a) => a.id === allocation!.id).map((a) => [a.name_en, a.quota, a.claimed, a.counts.unbound]))
      .toEqual([['Four-day pass (group)', 5, 3, 3]]);

    await bindHolder(db, piiKeys(t.config), { owner: group, ticketId: mine.list[0]!.id, userId: groupUserId, via: 'form', allowBound: false },
      { name: '王小明', doc_type: 1, doc_number: validId(7), phone: '13800000000' });
    expect((await listTickets(db, group, { page: 1, limit: 20, status: 2, allocation_id: allocation!.id })).list.map((ticket) => ticket.holder_name)).toEqual(['王小明']);

    // The exhibitor's calls never see them, nor bind them.
    const booth = await t.call<{ list: BoothTicket[]; total: number }>({ method: 'GET', url: '/api/v4/ticket/booth?limit=100', headers: await as(t, 'exhibitor@demo.test') });
    expect(booth.body.data.list.some((ticket) => mine.list.some((m) => m.id === ticket.id))).toBe(false);
    await expect(bindHolder(db, piiKeys(t.config), { owner: { exhibitorId }, ticketId: mine.list[1]!.id, userId: null, via: 'form', allowBound: false },
      { name: '李四', doc_type: 1, doc_number: validId(8) })).rejects.toMatchObject({ info: { code: 1004 } });
    // Nor can a claim on the group's allocation be made as the exhibitor.
    await expect(claimTickets(db, { exhibitorId }, allocation!.id, 1)).rejects.toMatchObject({ info: { code: 1004 } });
  });

  it('refuses a ticket or an allocation with two owners or none', async () => {
    const { db } = t.database;
    const [allocation] = await db.select().from(ticketAllocations).where(eq(ticketAllocations.exhibitorId, exhibitorId)).limit(1);
    await expect(db.insert(tickets).values({ exhibitorId, groupUserId, allocationId: allocation!.id, ticketNo: 'OWN-BOTH' })).rejects.toThrow();
    await expect(db.insert(tickets).values({ allocationId: allocation!.id, ticketNo: 'OWN-NONE' })).rejects.toThrow();
    await expect(db.insert(ticketAllocations).values({ exhibitorId, groupUserId, name: 'x', quota: 1 })).rejects.toThrow();
    const [{ n }] = (await db.execute(sql`select count(*)::int as n from tickets where ticket_no like 'OWN-%'`) as unknown as { rows: { n: number }[] }).rows as [{ n: number }];
    expect(n).toBe(0);
  });
});
