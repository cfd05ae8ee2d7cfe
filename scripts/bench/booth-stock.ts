/**
 * The demo exhibitor's booth tickets for the server benches: an allocation of the wanted size is
 * written into the fresh database (as the organiser's data would be), then the exhibitor claims it
 * through the API once the server runs. `api` is the benches' one way to call the portal and unwrap
 * its envelope.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { exhibitorMembers, ticketAllocations, users } from '../../src/server/db/schema';
import type { Envelope } from '../../src/shared/codes';
import { TicketApi, type BoothTicket, type TicketAllocation } from '../../src/shared/tickets';
import type { BenchServer } from './bench-server';

export const BENCH_ACCOUNT = 'exhibitor@demo.test';
/** The bench's allocation, found again by this name. */
const ALLOCATION_NAME = '压测工作证';

export async function api<T>(server: BenchServer, token: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string> | undefined) } });
  const text = await response.text();
  let body: Envelope<T>;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  if (body.code !== 1) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status} code ${body.code}: ${body.message}`);
  return body.data;
}

/** A database setup (for startBenchServer) giving the bench account an allocation of `quota` tickets. */
export const grantAllocation = (quota: number) => async (db: Db): Promise<void> => {
  const [member] = await db.select({ exhibitorId: exhibitorMembers.exhibitorId }).from(exhibitorMembers)
    .innerJoin(users, eq(users.id, exhibitorMembers.userId)).where(eq(users.email, BENCH_ACCOUNT));
  if (!member) throw new Error(`${BENCH_ACCOUNT} belongs to no exhibitor`);
  await db.insert(ticketAllocations).values({ exhibitorId: member.exhibitorId, name: ALLOCATION_NAME, nameEn: 'Bench staff pass', quota });
};

/** Claims the whole granted allocation through the API; returns the allocation's id. */
export async function claimAllocation(server: BenchServer, token: string, quantity: number): Promise<number> {
  const { list: allocations } = await api<{ list: TicketAllocation[] }>(server, token, TicketApi.allocations);
  const allocation = allocations.find((entry) => entry.name === ALLOCATION_NAME);
  if (!allocation) throw new Error('the bench allocation is not listed');
  await api(server, token, TicketApi.claim, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ allocation_id: allocation.id, quantity }) });
  return allocation.id;
}

/** One page of the exhibitor's booth tickets, with the total. */
export const ticketPage = (server: BenchServer, token: string, query: string) => api<{ list: BoothTicket[]; total: number }>(server, token, `${TicketApi.tickets}?${query}`);
