/**
 * The live hub: publishes messages to users and fans them out to the streams open in this process.
 *
 * Publishing stores the message in `live_events` (for Last-Event-ID replay) and NOTIFYs the channel;
 * every server process sharing the database LISTENs and delivers to its own subscribers. The same
 * path runs on PGlite (one process) and PostgreSQL (many), so one test suite covers both.
 */
import { setImmediate, setTimeout as delay } from 'node:timers/promises';
import { and, asc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { EXPORT_PROGRESS, INBOX_CHANGED, INVOICE_CHANGED, LiveCodeValue, MESSAGES_PUBLISHED, REVIEW_DECIDED, SCREEN_PUBLISHED } from '../../shared/live';

/** The spec's codes and the portal's own (export progress, review decisions, invoice changes, the staff inbox, published screens and messages). */
export type HubCode = LiveCodeValue | typeof EXPORT_PROGRESS | typeof REVIEW_DECIDED | typeof INVOICE_CHANGED | typeof INBOX_CHANGED | typeof SCREEN_PUBLISHED | typeof MESSAGES_PUBLISHED;
import type { Database } from '../db/client';
import { liveEvents } from '../db/schema';

export const LIVE_CHANNEL = 'portal_live';
/** NOTIFY payloads are limited to 8000 bytes; bigger messages are read back by id. */
const INLINE_PAYLOAD_LIMIT = 7000;
/** A reconnecting client gets at most this many missed messages. */
const REPLAY_LIMIT = 1000;
/** How many delivered ids a hub remembers to deliver each event once. */
const RECENT_LIMIT = 4096;
const CATCH_UP_RETRY_MS = 200;

/**
 * Who receives a message: one user, every member of one exhibitor, every exhibitor-side account
 * ('everyone'), or the organiser's staff ('staff': what waits in their console changed).
 */
export type Audience = { userId: number } | { exhibitorId: number } | 'everyone' | 'staff';

export interface LiveEvent {
  id: number;
  code: HubCode;
  data: unknown;
  userId: number | null;
  exhibitorId: number | null;
  /** For the organiser's staff only. */
  forStaff: boolean;
}

export interface Subscriber {
  userId: number;
  exhibitorId: number | null;
  /** An organiser staff member's stream: it also receives what is published to 'staff'. */
  staff?: boolean;
  deliver(event: LiveEvent): void;
}

export interface LiveHub {
  publish<T>(code: HubCode, data: T, audience: Audience): Promise<number>;
  subscribe(subscriber: Subscriber): () => void;
  /** Messages for the subscriber published after `afterId`, oldest first. */
  missedSince(subscriber: Omit<Subscriber, 'deliver'>, afterId: number): Promise<LiveEvent[]>;
  /** The id of the newest message stored, 0 when there is none. */
  newestId(): Promise<number>;
  /** Number of open streams in this process. */
  readonly size: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const isFor = (event: LiveEvent, subscriber: Omit<Subscriber, 'deliver'>): boolean =>
  event.forStaff ? subscriber.staff === true
  : (event.userId === null && event.exhibitorId === null)
  || event.userId === subscriber.userId
  || (event.exhibitorId !== null && event.exhibitorId === subscriber.exhibitorId);

type EventRow = typeof liveEvents.$inferSelect;
const toEvent = (row: Pick<EventRow, 'id' | 'code' | 'data' | 'userId' | 'exhibitorId' | 'forStaff'>): LiveEvent => ({
  id: Number(row.id), code: row.code as HubCode, data: row.data, userId: row.userId, exhibitorId: row.exhibitorId, forStaff: row.forStaff,
});

export function createLiveHub({ db, listen }: Database): LiveHub {
  const subscribers = new Set<Subscriber>();
  let unlisten: (() => Promise<void>) | undefined;
  let running = false;
  /** The newest event delivered here (at start: the newest stored); a catch-up reads on from it. */
  let newest = 0;
  /** Events delivered lately: a catch-up racing the first notifications after a reconnect delivers each once. */
  const recent = new Set<number>();

  const dispatch = (event: LiveEvent) => {
    if (recent.has(event.id)) return;
    recent.add(event.id);
    if (recent.size > RECENT_LIMIT) recent.delete(recent.values().next().value!);
    if (event.id > newest) newest = event.id;
    for (const subscriber of subscribers) if (isFor(event, subscriber)) subscriber.deliver(event);
  };

  const onNotify = async (payload: string) => {
    const parsed = JSON.parse(payload) as LiveEvent | { id: number };
    if ('code' in parsed) return dispatch(parsed);
    const [row] = await db.select().from(liveEvents).where(eq(liveEvents.id, parsed.id));
    if (row) dispatch(toEvent(row));
  };

  const newestId = async (): Promise<number> => {
    const [row] = await db.select({ id: sql<string | number | null>`max(${liveEvents.id})` }).from(liveEvents);
    return Number(row?.id ?? 0);
  };

  /** After the listening connection was lost, delivers what was published meanwhile, oldest first. */
  const catchUp = async (): Promise<void> => {
    let after = newest;
    while (running) {
      try {
        const rows = await db.select().from(liveEvents).where(gt(liveEvents.id, after)).orderBy(asc(liveEvents.id)).limit(REPLAY_LIMIT);
        for (const row of rows) dispatch(toEvent(row));
        if (rows.length < REPLAY_LIMIT) return;
        after = Number(rows.at(-1)!.id);
      } catch {
        // The database is back for LISTEN but not yet for queries: try again shortly.
        await delay(CATCH_UP_RETRY_MS);
      }
    }
  };

  return {
    get size() { return subscribers.size; },
    newestId,

    async start() {
      running = true;
      newest = await newestId();
      unlisten = await listen(LIVE_CHANNEL, (payload) => void onNotify(payload).catch(() => {}), () => void catchUp());
    },

    async stop() {
      running = false;
      await unlisten?.();
      subscribers.clear();
    },

    async publish(code, data, audience) {
      const target = audience === 'everyone' ? {} : audience === 'staff' ? { forStaff: true } : audience;
      const [row] = await db.insert(liveEvents).values({ code, data: data as object, ...target })
        .returning({ id: liveEvents.id, code: liveEvents.code, data: liveEvents.data, userId: liveEvents.userId, exhibitorId: liveEvents.exhibitorId, forStaff: liveEvents.forStaff });
      if (!row) throw new Error('live event not stored');
      const event = toEvent(row);
      const full = JSON.stringify(event);
      const payload = Buffer.byteLength(full) <= INLINE_PAYLOAD_LIMIT ? full : JSON.stringify({ id: event.id });
      await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
      // PGlite answers on the microtask queue: a job publishing between its chunks would never give
      // the event loop a turn to write the streams, and every message would arrive at the end.
      await setImmediate();
      return event.id;
    },

    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => { subscribers.delete(subscriber); };
    },

    async missedSince({ userId, exhibitorId, staff }, afterId) {
      const audience: SQL[] = [and(isNull(liveEvents.userId), isNull(liveEvents.exhibitorId), eq(liveEvents.forStaff, false))!, eq(liveEvents.userId, userId)];
      if (exhibitorId !== null) audience.push(eq(liveEvents.exhibitorId, exhibitorId));
      if (staff) audience.push(eq(liveEvents.forStaff, true));
      const rows = await db.select().from(liveEvents)
        .where(and(gt(liveEvents.id, afterId), or(...audience)))
        .orderBy(asc(liveEvents.id)).limit(REPLAY_LIMIT);
      return rows.map(toEvent);
    },
  };
}
