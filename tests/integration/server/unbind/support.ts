/**
 * The world of the unbind tests: a server whose public origin is its own listening address (checkout,
 * return and callback addresses are built on it), the demo exhibitor and a second one with an
 * allocation each, and the calls and provider callbacks the tests make. Shared by unbind.test.ts and
 * unbind.races.test.ts.
 */
import { eq, sql } from 'drizzle-orm';
import type { UnbindConfig, UnbindOrder } from '../../../../src/shared/tickets';
import { TicketStatus } from '../../../../src/shared/tickets';
import { exhibitorMembers, ticketAllocations, tickets, users } from '../../../../src/server/db/schema';
import { sandboxSecret } from '../../../../src/server/pay/registry';
import { DEFAULT_SETTINGS, putSetting } from '../../../../src/server/settings';
import { signFields, SIGN_TYPE } from '../../../../src/server/pay/sandbox';
import { freePort } from '../../../../scripts/lib/portal-process';
import { createTestApp, type TestApp } from '../../../support/test-app';

export type Headers = Record<string, string>;

export interface UnbindWorld {
  t: TestApp;
  /** http://127.0.0.1:<port>: the configured public origin, where the app listens. */
  base: string;
  exhibitorId: number;
  otherExhibitorId: number;
  allocationId: number;
  otherAllocationId: number;
}

export async function openUnbindWorld(): Promise<UnbindWorld> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ publicUrl: base });
  const { db } = t.database;
  await db.update(users).set({ mustBindContact: false }).where(eq(users.email, 'newbie@demo.test'));
  const member = async (email: string) => (await db.select({ exhibitorId: exhibitorMembers.exhibitorId }).from(exhibitorMembers)
    .innerJoin(users, eq(users.id, exhibitorMembers.userId)).where(eq(users.email, email)))[0]!.exhibitorId;
  const exhibitorId = await member('exhibitor@demo.test');
  const otherExhibitorId = await member('newbie@demo.test');
  const [{ id: allocationId }, { id: otherAllocationId }] = await db.insert(ticketAllocations).values([
    { exhibitorId, name: '展商证', nameEn: 'Exhibitor ticket', quota: 1000 },
    { exhibitorId: otherExhibitorId, name: '展商证', nameEn: 'Exhibitor ticket', quota: 1000 },
  ]).returning({ id: ticketAllocations.id }) as [{ id: number }, { id: number }];
  await t.app.listen({ port, host: '127.0.0.1' });
  return { t, base, exhibitorId, otherExhibitorId, allocationId, otherAllocationId };
}

export const as = async (w: UnbindWorld, account: string, language = 'en'): Promise<Headers> => ({ ...(await w.t.loginAs(account)), cookie: `language=${language}` });


let serial = 0;
/** Inserts tickets of an exhibitor: bound ones with a holder (masked values, as the ticket module stores them). */
export async function makeTickets(w: UnbindWorld, n: number, options: { status?: number; exhibitor?: 'own' | 'other' } = {}): Promise<{ id: number; ticketNo: string }[]> {
  const other = options.exhibitor === 'other';
  const status = options.status ?? TicketStatus.BOUND;
  const rows = Array.from({ length: n }, () => {
    serial += 1;
    const bound = status === TicketStatus.BOUND;
    return {
      exhibitorId: other ? w.otherExhibitorId : w.exhibitorId,
      allocationId: other ? w.otherAllocationId : w.allocationId,
      ticketNo: `UBT${String(serial).padStart(6, '0')}`,
      status,
      ...(bound ? {
        holderName: serial % 2 ? '欧阳娜娜' : 'John Smith',
        docType: 1,
        docNumberEnc: 'enc:doc',
        docNumberMask: '110***********1234',
        docHash: `hash-${serial}`,
        phoneEnc: 'enc:phone',
        phoneMask: '138****0001',
        emailEnc: 'enc:mail',
        emailMask: 'j*****h@example.com',
        boundVia: 'form',
        boundAt: new Date(),
      } : {}),
    };
  });
  return w.t.database.db.insert(tickets).values(rows).returning({ id: tickets.id, ticketNo: tickets.ticketNo });
}


export const unbind = (w: UnbindWorld, headers: Headers, ticketIds: number[]) =>
  w.t.call<UnbindOrder>({ method: 'POST', url: '/api/v4/ticket/unbind', headers, payload: { ticket_ids: ticketIds } });
export const config = async (w: UnbindWorld, headers: Headers) => (await w.t.call<UnbindConfig>({ method: 'GET', url: '/api/v4/ticket/unbind/config', headers })).body;
export const pay = (w: UnbindWorld, headers: Headers, id: number) => w.t.call<{ checkout_url: string }>({ method: 'POST', url: `/api/v4/unbind/order/${id}/pay`, headers });

/** Posts a provider callback as the provider would (form-encoded). */
export const notify = async (w: UnbindWorld, fields: Record<string, string>): Promise<string> => {
  const response = await w.t.app.inject({
    method: 'POST', url: '/api/pay/notify/sandbox',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  return response.body;
};

/** A callback signed with the sandbox's key, as the provider sends it. */
export const signed = (w: UnbindWorld, fields: Record<string, string>): Record<string, string> => {
  const all = { sign_type: SIGN_TYPE, notify_id: 'n1', ...fields };
  return { ...all, sign: signFields(sandboxSecret(w.t.config), all) };
};

/** Every test starts without an order awaiting payment and with room under the limit. */
export async function startClean(w: UnbindWorld): Promise<void> {
  const { db } = w.t.database;
  await db.execute(sql`update unbind_orders set status = 3 where status = 0`);
  await db.execute(sql`update unbind_order_tickets set open = false where order_id in (select id from unbind_orders where status = 3)`);
  await putSetting(db, 'unbind', { ...DEFAULT_SETTINGS.unbind, limit: 10_000 });
}
