/**
 * The default notifier: messages are stored in the outbox table and announced in the server log, so
 * a developer (or a browser test) reads the code there or at GET /api/dev/outbox instead of a phone.
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
      // The target and the code are the point of the outbox; nothing else about the person is logged.
      log.info({ outbox: row?.id, channel, target }, `outbox ${channel} to ${target}: ${body}`);
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
