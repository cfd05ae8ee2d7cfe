/**
 * Live 10106 (MESSAGES_PUBLISHED) to everyone: staff published a version of the messages. The page
 * loads it and goes on in the new wording (locale-state.ts).
 */
import { MESSAGES_PUBLISHED } from '../../shared/live';
import { appStore } from '../app/store';
import { publishedMessagesAtom } from './locale-state';

/** The version a frame tells of when it is 10106; else undefined. */
export function publishedVersionOf(frame: { code: number; data?: unknown }): number | undefined {
  if (frame.code !== MESSAGES_PUBLISHED) return undefined;
  const version = (frame.data as { version?: unknown } | null | undefined)?.version;
  return typeof version === 'number' && Number.isSafeInteger(version) && version >= 0 ? version : undefined;
}

export function applyMessagesFrame(frame: { code: number; data?: unknown }): void {
  const version = publishedVersionOf(frame);
  if (version !== undefined) void appStore.set(publishedMessagesAtom, version);
}
