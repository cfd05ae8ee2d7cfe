/** Helpers of the booth-ticket tests: demo callers, valid resident IDs, live messages of an exhibitor. */
import { eq } from 'drizzle-orm';
import { exhibitors } from '../../../../src/server/db/schema';
import type { LiveEvent } from '../../../../src/server/live/hub';
import type { FieldError } from '../../../../src/shared/codes';
import { LiveCode } from '../../../../src/shared/live';
import { residentId } from '../../../../src/server/seed/demo-tickets';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/test-app';

export type Headers = Record<string, string>;

/** The field errors of a refused request. */
export const errorsOf = (body: { data: unknown }): FieldError[] => (body.data as { errors: FieldError[] }).errors;

export const as = async (t: TestApp, account: string, language = 'en'): Promise<Headers> =>
  ({ ...(await t.loginAs(account)), cookie: `language=${language}` });

/** The n-th valid resident ID of a test (distinct birth dates and sequence numbers). */
export const validId = (n: number): string => {
  const day = String((n % 28) + 1).padStart(2, '0');
  const month = String((Math.floor(n / 28) % 12) + 1).padStart(2, '0');
  const year = 1960 + (Math.floor(n / 336) % 40);
  const seq = String(n % 1000).padStart(3, '0');
  return residentId(`110105${year}${month}${day}${seq}`);
};

/** A resident ID whose check character is wrong. */
export const badCheckDigit = (id: string): string => `${id.slice(0, 17)}${id[17] === '1' ? '2' : '1'}`;

export async function exhibitorIdOf(t: TestApp, nameEn: string): Promise<number> {
  const [row] = await t.database.db.select({ id: exhibitors.id }).from(exhibitors).where(eq(exhibitors.nameEn, nameEn));
  return row!.id;
}

/**
 * Records an exhibitor's live messages from now on; `until(id)` resolves with them once the batch's
 * 10004 has arrived (it may arrive before the upload's answer does).
 */
export function recordLive(t: TestApp, exhibitorId: number): { events: LiveEvent[]; until(batchId: number): Promise<LiveEvent[]> } {
  const events: LiveEvent[] = [];
  const waiters: (() => void)[] = [];
  const unsubscribe = t.live.subscribe({ userId: -1, exhibitorId, deliver: (event) => {
    events.push(event);
    for (const waiter of waiters) waiter();
  } });
  const finishedFor = (batchId: number) => events.some((event) => event.code === LiveCode.BATCH_BIND_FINISHED && (event.data as { batch_id: number }).batch_id === batchId);
  return {
    events,
    until: (batchId) => new Promise((resolve) => {
      const check = () => {
        if (!finishedFor(batchId)) return;
        unsubscribe();
        resolve(events);
      };
      waiters.push(check);
      check();
    }),
  };
}

/**
 * A test file's app, logged in as the demo exhibitor's main account: registers its set-up and
 * tear-down, and answers an object whose `t` and `owner` are there once the file's tests run.
 */
export function exhibitorApp(): { t: TestApp; owner: Headers } {
  const session = {} as { t: TestApp; owner: Headers };
  beforeAll(async () => {
    session.t = await createTestApp();
    session.owner = await as(session.t, 'exhibitor@demo.test');
  });
  afterAll(async () => { await session.t.close(); });
  return session;
}
