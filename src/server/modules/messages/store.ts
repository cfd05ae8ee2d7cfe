/**
 * The published messages this process translates with (http/i18n.ts): the version in force is read
 * at start-up and again whenever a version is published anywhere — the insert's trigger NOTIFYs
 * `portal_messages` with its number (migration 0023), every process sharing the database listens. The
 * process that published reads it before it answers, so its very next request already has it. After
 * the listening connection was lost, the version is read again: notifications missed are gone.
 */
import type { Database, Unlisten } from '../../db/client';
import { publishedMessagesVersion, applyPublishedMessages } from '../../http/i18n';
import { readPublished } from './service';

export const MESSAGES_CHANNEL = 'portal_messages';

export interface MessageStore {
  /** The version this process translates with. */
  readonly version: number;
  /** Reads the version in force and translates with it from now on. */
  refresh(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createMessageStore(database: Database, onError: (error: unknown) => void = () => {}): MessageStore {
  let unlisten: Unlisten | undefined;
  /** Reads one after the other, so an older read never lands after a newer one. */
  let reading: Promise<void> = Promise.resolve();

  const refresh = (): Promise<void> => {
    reading = reading.catch(() => {}).then(async () => {
      const published = await readPublished(database.db);
      applyPublishedMessages(published.version, published.overrides);
    });
    return reading;
  };
  const refreshQuietly = () => void refresh().catch(onError);

  return {
    get version() { return publishedMessagesVersion(); },
    refresh,
    async start() {
      await refresh();
      unlisten = await database.listen(MESSAGES_CHANNEL, (payload) => {
        if (Number(payload) !== publishedMessagesVersion()) refreshQuietly();
      }, refreshQuietly);
    },
    async stop() {
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
