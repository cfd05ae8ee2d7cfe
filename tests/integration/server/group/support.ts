/**
 * The world of the group-buying tests: a server whose public origin is its own listening address
 * (checkout, return and callback addresses are built on it), buyers made on demand, a product per
 * test, and the calls the buyer, the organiser and the payment provider make. Shared by group.test.ts
 * and group.races.test.ts.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { GroupOrderDetail, GroupProduct, GroupProductInput } from '../../../../src/shared/group';
import { groupOrders, users } from '../../../../src/server/db/schema';
import { createTokens } from '../../../../src/server/http/tokens';
import { sandboxSecret } from '../../../../src/server/pay/registry';
import { signFields, SIGN_TYPE } from '../../../../src/server/pay/sandbox';
import { freePort } from '../../../../scripts/lib/portal-process';
import { createTestApp, type TestApp } from '../../../support/test-app';

export type Headers = Record<string, string>;

export interface GroupWorld {
  t: TestApp;
  /** http://127.0.0.1:<port>: the configured public origin, where the app listens. */
  base: string;
}

export async function openGroupWorld(): Promise<GroupWorld> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ publicUrl: base });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { t, base };
}

export const as = async (w: GroupWorld, account: string, language = 'en'): Promise<Headers> => ({ ...(await w.t.loginAs(account)), cookie: `language=${language}` });

let serial = 0;
/**
 * `n` new group buyers (account_type 2, is_group_buy) with session headers, signed as the login would
 * sign them: hundreds of buyers without hundreds of password hashes.
 */
export async function makeBuyers(w: GroupWorld, n: number): Promise<{ id: number; headers: Headers }[]> {
  const run = `${process.pid}-${Date.now()}-${(serial += 1)}`;
  const rows = await w.t.database.db.insert(users).values(Array.from({ length: n }, (_, i) => ({
    email: `buyer-${run}-${i}@group.test`, name: `Buyer ${i}`, accountType: 2, isGroupBuy: true,
  }))).returning({ id: users.id });
  const tokens = createTokens(w.t.config.jwtSecret);
  return Promise.all(rows.map(async ({ id }) => {
    const { jwt } = await tokens.sign({ purpose: 'session', userId: id, version: 0 }, 3600);
    return { id, headers: { authorization: `Bearer ${jwt}`, cookie: 'language=en' } };
  }));
}

const DAY = 24 * 60 * 60;
export const productInput = (overrides: Partial<GroupProductInput> = {}): GroupProductInput => ({
  name: '测试票', name_en: 'Test ticket', description: '', description_en: '',
  price: 10_000, stock: 100, limit: 50,
  sale_starts_at: Math.floor(Date.now() / 1000) - DAY, sale_ends_at: Math.floor(Date.now() / 1000) + 30 * DAY,
  admits: ['2027-07-30'], active: true,
  ...overrides,
});

/** A product of the test's own, added by the organiser through the API. */
export async function makeProduct(w: GroupWorld, overrides: Partial<GroupProductInput> = {}): Promise<GroupProduct> {
  const { body } = await w.t.call<GroupProduct>({ method: 'POST', url: '/api/organiser/group/ticket', headers: await as(w, 'organiser@demo.test'), payload: productInput(overrides) });
  if (body.code !== 1) throw new Error(`product not created: ${body.code} ${body.message}`);
  return body.data;
}

export const place = (w: GroupWorld, headers: Headers, ticketId: number, quantity: number) =>
  w.t.call<GroupOrderDetail>({ method: 'POST', url: '/api/v4/group/order', headers, payload: { ticket_id: ticketId, quantity } });

export const orderOf = async (w: GroupWorld, headers: Headers, id: number) =>
  (await w.t.call<GroupOrderDetail>({ method: 'GET', url: `/api/v4/group/order/${id}`, headers })).body;

export const act = (w: GroupWorld, headers: Headers, id: number, action: 'pay' | 'defer' | 'cancel', payload?: object) =>
  w.t.call<GroupOrderDetail & { checkout_url: string }>({ method: 'POST', url: `/api/v4/group/order/${id}/${action}`, headers, ...(payload ? { payload } : {}) });

/** Posts a provider callback as the provider would (form-encoded). */
export const notify = async (w: GroupWorld, fields: Record<string, string>): Promise<string> => (await w.t.app.inject({
  method: 'POST', url: '/api/pay/notify/sandbox',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
})).body;

/** A callback signed with the sandbox's key, as the provider sends it. */
export const signed = (w: GroupWorld, fields: Record<string, string>): Record<string, string> => {
  const all = { sign_type: SIGN_TYPE, notify_id: 'n1', ...fields };
  return { ...all, sign: signFields(sandboxSecret(w.t.config), all) };
};

/** Moves orders' deadlines into the past (as if the time had passed). */
export async function lapse(w: GroupWorld, ids: number[], secondsAgo = 120): Promise<void> {
  await w.t.database.db.update(groupOrders).set({ deadlineAt: sql`now() - ${`${secondsAgo} seconds`}::interval` }).where(inArray(groupOrders.id, ids));
}

/** Cancels every unpaid order of the demo buyers so each test starts free of 3002. */
export async function startClean(w: GroupWorld): Promise<void> {
  const { db } = w.t.database;
  await db.execute(sql`update group_orders set status = 3 where status in (0, 1, 2, 4)`);
}

export const userIdOf = async (w: GroupWorld, email: string): Promise<number> =>
  (await w.t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
