/**
 * The default notifier: messages are stored in the outbox table, where a developer (or a browser
 * test) reads the code at GET /api/dev/outbox (DEV_TOOLS=1) instead of a phone. The log says only
 * that a message was stored: a code or its target never reaches a log line.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxMessage } from '../../shared/accounts';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { Notifier } from './notifier';

export function createOutboxNotifier(db: Db, log: FastifyBaseLogger): Notifier {
  return {
    async send({ channel, target, subject, body }) {
      const [row] = await db.insert(outbox).values({ channel, target, subject, body }).returning({ id: outbox.id });
      log.info({ outbox: row?.id, channel }, 'outbox message stored');
    },
  };
}

const OUTBOX_PAGE = 20;

/** The latest messages, newest first, optionally of one target only. */
export async function latestOutbox(db: Db, target?: string): Promise<OutboxMessage[]> {
  const rows = await db.select().from(outbox)
    .where(target ? eq(outbox.target, target) : undefined)
    .orderBy(desc(outbox.id)).limit(OUTBOX_PAGE);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    target: row.target,
    subject: row.subject,
    body: row.body,
    created_at: Math.floor(row.createdAt.getTime() / 1000),
  }));
}
