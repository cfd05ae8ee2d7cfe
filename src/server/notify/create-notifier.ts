/** Picks the notifier driver from the configuration: SMTP when SMTP_URL is set, else the outbox. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Notifier } from './notifier';
import { createOutboxNotifier } from './outbox';
import { createSmtpNotifier } from './smtp';

export function createNotifier(db: Db, config: Config, log: FastifyBaseLogger): Notifier {
  const outboxNotifier = createOutboxNotifier(db, log);
  const smtpUrl = config.notify?.smtpUrl;
  return smtpUrl ? createSmtpNotifier(smtpUrl, config.notify?.mailFrom ?? '', outboxNotifier) : outboxNotifier;
}
