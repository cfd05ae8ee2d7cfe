/**
 * Which version of each editable screen the server serves now (issue 21): read once (GET /schemas),
 * then followed on the live stream (SCREEN_PUBLISHED). Kept apart from the screens themselves, so
 * the live connection, which is in the first load, does not pull in the form engine.
 */
import { SCREEN_PUBLISHED, type ScreenPublished } from '../../../shared/live';
import { SCREEN_VERSIONS_PATH } from '../../../shared/screen-editor';
import { http } from '../../app/http';

let versions: Record<string, number> | undefined;
let reading: Promise<void> | undefined;
const listeners = new Set<() => void>();

export const notifyScreenListeners = (): void => { for (const listener of listeners) listener(); };

export function subscribeScreenVersions(listener: () => void): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/** The version a screen serves; undefined until known (the first call starts reading). */
export function servedVersion(screen: string): number | undefined {
  if (versions === undefined) {
    reading ??= Promise.resolve()
      .then(() => http.get<{ versions: Record<string, number> }>(SCREEN_VERSIONS_PATH, undefined, { quiet: true }))
      .then((answer) => { versions = { ...answer.versions, ...versions }; notifyScreenListeners(); })
      // Unreadable now: the build's screens stay in use, and the next look asks again.
      .catch(() => { reading = undefined; });
    return undefined;
  }
  return versions[screen] ?? 0;
}

/** Live SCREEN_PUBLISHED: the named screen serves a new version; open pages of it load it. */
export function applyScreenFrame(frame: { code: number; data?: unknown }): void {
  if (frame.code !== SCREEN_PUBLISHED) return;
  const { screen, version } = frame.data as ScreenPublished;
  // Known versions only move forward, and one not read yet is read whole first.
  if (versions === undefined) return void servedVersion(screen);
  if (version <= (versions[screen] ?? 0)) return;
  versions = { ...versions, [screen]: version };
  notifyScreenListeners();
}
