/**
 * The show-sized data set (issue 24) at a hundredth of its size: the counts it promises, real-name
 * holders sealed as a binding seals them, and the portal serving it to a show exhibitor and to staff.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoothTicket } from '../../../../src/shared/tickets';
import { rowsOf } from '../../../../src/server/db/results';
import { decrypt } from '../../../../src/server/pii/cipher';
import { piiKeys } from '../../../../src/server/pii/keys';
import { hasShow, seedShow, SHOW_PASSWORD, showExhibitorEmail, type ShowCounts } from '../../../../src/server/seed/show';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
let counts: ShowCounts;
beforeAll(async () => {
  t = await createTestApp();
  expect(await hasShow(t.database.db)).toBe(false);
  counts = await seedShow(t.database.db, piiKeys(t.config), 0.01);
}, 120_000);
afterAll(async () => { await t.close(); });

const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await t.database.db.execute(query))[0]!.n;

describe('the show data set', () => {
  it('writes what it promises, at a hundredth', async () => {
    expect(counts).toEqual({ exhibitors: 50, boothTickets: 1_500, boundTickets: 1_000, groupTickets: 200, orders: 100, invoices: 20, displayItems: 300 });
    expect(await hasShow(t.database.db)).toBe(true);
    expect(await count(sql`select count(*)::int as n from tickets where ticket_no like 'SB%'`)).toBe(1_500);
    expect(await count(sql`select count(*)::int as n from tickets where ticket_no like 'SB%' and status = 2`)).toBe(1_000);
    expect(await count(sql`select count(*)::int as n from tickets where ticket_no like 'SG%'`)).toBe(200);
    expect(await count(sql`select count(*)::int as n from group_orders where order_no like 'SO%'`)).toBe(100);
    expect(await count(sql`select count(*)::int as n from invoices where application_no like 'SI%'`)).toBe(20);
    expect(await count(sql`select count(*)::int as n from screen_records s join exhibitors e on e.id = s.exhibitor_id where e.name_en like 'Show Exhibitor%' and s.screen <> 'company'`)).toBe(300);
    // The per-allocation counts the lists read follow the tickets (migration 0013's triggers).
    expect(await count(sql`select sum(c.tickets)::int as n from ticket_status_counts c join ticket_allocations a on a.id = c.allocation_id where c.status = 2 and a.name = '展商证' and a.quota = 40`)).toBe(1_000);
  });

  it('seals each holder as a binding does: distinct documents, readable with the installation key', async () => {
    const [row] = rowsOf<{ doc_number_enc: string; doc_number_mask: string }>(await t.database.db.execute(sql`select doc_number_enc, doc_number_mask from tickets where ticket_no = 'SB00001001'`));
    const document = decrypt(piiKeys(t.config), row!.doc_number_enc);
    expect(document).toMatch(/^310104\d{11}[\dX]$/);
    expect(row!.doc_number_mask).toBe(`${document.slice(0, 3)}***********${document.slice(-4)}`);
    expect(await count(sql`select count(distinct doc_hash)::int as n from tickets where ticket_no like 'SB%' and status = 2`)).toBe(1_000);
  });

  it('is served by the portal: a show exhibitor lists its tickets, staff the exhibitors', async () => {
    const login = await t.call<{ jwt: string }>({ method: 'POST', url: '/api/v2/login/account', payload: { account: showExhibitorEmail(7), password: SHOW_PASSWORD } });
    expect(login.body.code).toBe(1);
    const page = await t.call<{ list: BoothTicket[]; total: number }>({ method: 'GET', url: '/api/v4/ticket/booth?page=1&limit=50', headers: { authorization: `Bearer ${login.body.data.jwt}` } });
    expect(page.body.data.total).toBe(30);
    expect(page.body.data.list.filter((ticket) => ticket.status === 2)).toHaveLength(20);
    const organiser = await t.loginAs('organiser@demo.test');
    const directory = await t.call<{ total: number }>({ method: 'GET', url: '/api/organiser/exhibitors?keyword=Show%20Exhibitor', headers: organiser });
    expect(directory.body.data.total).toBe(50);
  });
});
