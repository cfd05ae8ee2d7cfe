/**
 * The ticket list kept between requests (modules/tickets/list-cache.ts): the same page in the same
 * language is answered without a statement; the owner's own write shows on the very next read, from
 * any account acting for it; a change made elsewhere (another process, an operator, the database)
 * arrives by notification within a second; another owner's write leaves the list kept, staff's writes
 * drop every list. Statements are counted within each request's own asynchronous context.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoothTicket } from '../../../../src/shared/tickets';
import { rowsOf } from '../../../../src/server/db/results';
import { TICKET_LISTS_CHANNEL } from '../../../../src/server/modules/tickets/list-cache';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { within } from '../../../support/within';
import { as, exhibitorIdOf, validId, type Headers } from './support';

const request = new AsyncLocalStorage<string[]>();
let t: TestApp;
let owner: Headers;
let star: number;
beforeAll(async () => {
  t = await createTestApp({}, {}, (statement) => { request.getStore()?.push(statement); });
  owner = await as(t, 'exhibitor@demo.test');
  star = await exhibitorIdOf(t, 'Star Trail Interactive Entertainment Co., Ltd.');
});
afterAll(async () => { await t.close(); });

type Page = { list: BoothTicket[]; total: number };

/** Sends a request and answers its body and the SQL statements it ran. */
async function traced(options: InjectOptions): Promise<{ body: { code: number; data: Page }; statements: string[] }> {
  const statements: string[] = [];
  const { body } = await request.run(statements, () => t.call<Page>(options));
  return { body, statements };
}

const URL = '/api/v4/ticket/booth?page=1&limit=20';
const listAs = (headers: Headers, url = URL) => traced({ method: 'GET', url, headers });
const firstTicket = async (headers: Headers = owner): Promise<BoothTicket> => (await listAs(headers)).body.data.list[0]!;

describe('a page read twice', () => {
  it('is answered the second time without a statement, identical', async () => {
    const first = await listAs(owner);
    const again = await listAs(owner);
    expect(again.statements).toEqual([]);
    expect(again.body).toEqual(first.body);
    expect(first.body.data.list).toHaveLength(20);
  });

  it('in the other language, or with another filter, is read anew', async () => {
    await listAs(owner);
    const zh = await listAs({ ...owner, cookie: 'language=zh' });
    expect(zh.statements).toHaveLength(1);
    const filtered = await listAs(owner, `${URL}&status=0`);
    expect(filtered.statements).toHaveLength(1);
    expect((await listAs(owner, `${URL}&status=0`)).statements).toEqual([]);
  });
});

describe("the owner's own write", () => {
  it('shows on the very next read: a holder bound by form', async () => {
    const ticket = await firstTicket();
    expect(ticket.holder_name).toBeNull();
    const bound = await t.call({ method: 'PUT', url: `/api/v4/ticket/booth/${ticket.id}`, headers: owner, payload: { name: 'Cache Reader', doc_type: 1, doc_number: validId(7001), phone: '13800000000' } });
    expect(bound.body.code).toBe(1);
    const next = await listAs(owner);
    expect(next.body.data.list.find((row) => row.id === ticket.id)).toMatchObject({ holder_name: 'Cache Reader', status: 2 });
  });

  it("shows on the very next read of another account of the same exhibitor (a sub-account's write, the main account's read)", async () => {
    const sub = await as(t, 'sub@demo.test');
    const ticket = (await listAs(owner, `${URL}&status=0`)).body.data.list[0]!;
    await listAs(owner, `${URL}&status=0`);
    const bound = await t.call({ method: 'PUT', url: `/api/v4/ticket/booth/${ticket.id}`, headers: sub, payload: { name: 'Sub Binder', doc_type: 1, doc_number: validId(7002), phone: '13800000000' } });
    expect(bound.body.code).toBe(1);
    const next = await listAs(owner, `${URL}&status=0`);
    expect(next.body.data.list.map((row) => row.id)).not.toContain(ticket.id);
  });
});

describe('writes of others', () => {
  it("another owner's write (a group account's) leaves the exhibitor's list kept; so does a login", async () => {
    await listAs(owner);
    const group = await t.loginAs('group@demo.test');
    expect((await listAs(owner)).statements).toEqual([]);
    expect((await t.call({ method: 'POST', url: '/api/v2/login/logout', headers: group })).body.code).toBe(1);
    expect((await listAs(owner)).statements).toEqual([]);
  });

  it("staff's write drops every list: the next read is a statement", async () => {
    await listAs(owner);
    const staff = await t.loginAs('organiser@demo.test');
    expect((await t.call({ method: 'POST', url: '/api/v2/login/logout', headers: staff })).body.code).toBe(1);
    expect((await listAs(owner)).statements).toHaveLength(1);
  });
});

describe('a change made elsewhere reaches the list by notification', () => {
  it("a ticket's holder changed in the database shows within a second", async () => {
    const ticket = await firstTicket();
    await t.database.db.execute(sql`update tickets set holder_name = 'Operator Edit' where id = ${ticket.id}`);
    await within(1000, async () => (await firstTicket()).holder_name === 'Operator Edit');
  });

  it("an allocation's renamed ticket type shows within a second", async () => {
    const ticket = await firstTicket();
    await t.database.db.execute(sql`update ticket_allocations set name_en = 'Renamed badge' where id = ${ticket.allocation_id}`);
    await within(1000, async () => (await firstTicket()).type_name_en === 'Renamed badge');
    await t.database.db.execute(sql`update ticket_allocations set name_en = ${ticket.type_name_en} where id = ${ticket.allocation_id}`);
  });

  it('an unbind order opening on a ticket marks it unbinding within a second', async () => {
    const ticket = await firstTicket();
    expect(ticket.unbinding).toBe(false);
    const [order] = rowsOf<{ id: number }>(await t.database.db.execute(sql`insert into unbind_orders (order_no, exhibitor_id, ticket_count, unit_fee, amount)
      values ('UB-CACHE-1', ${star}, 1, 0, 0) returning id`));
    await t.database.db.execute(sql`insert into unbind_order_tickets (order_id, ticket_id, ticket_no) values (${order!.id}, ${ticket.id}, ${ticket.ticket_no})`);
    await within(1000, async () => (await firstTicket()).unbinding);
    await t.database.db.execute(sql`update unbind_order_tickets set open = false where order_id = ${order!.id}`);
    await within(1000, async () => !(await firstTicket()).unbinding);
  });

  it('notifies each owner once per statement, however many of its tickets the statement changes', async () => {
    const heard: string[] = [];
    const unlisten = await t.database.listen(TICKET_LISTS_CHANNEL, (payload) => heard.push(payload));
    try {
      await t.database.db.execute(sql`update tickets set failure_reason = failure_reason where exhibitor_id = ${star}`);
      await within(1000, async () => heard.length > 0);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toEqual([`e${star}`]);
    } finally {
      await unlisten();
    }
  });
});
