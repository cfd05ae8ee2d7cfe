/**
 * Times on the page, written by the one formatter of src/shared/show-time.ts: the show's time zone
 * (served by /v4/expo/config, loaded at start), the active language, the viewer's own clock deciding
 * the "(UTC+8)" label.
 */
import { atom, useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { ExpoConfig } from '../../shared/api';
import { DEFAULT_SHOW_TIME_ZONE, offsetLabel, showTimeFormatter, wallClock, type ShowTimeFormatter } from '../../shared/show-time';
import { appStore } from '../app/store';
import { http } from '../app/http';
import { localeAtom } from './locale-state';

/** The default until the server names the show's zone; it is the usual one, so nothing moves when it arrives. */
export const showTimeZoneAtom = atom<string>(DEFAULT_SHOW_TIME_ZONE);

/** Reads the show's zone from the public show settings; a failed call keeps the default. */
export async function loadShowTimeZone(): Promise<void> {
  try {
    const { timezone } = await http.get<ExpoConfig>('v4/expo/config');
    if (timezone) appStore.set(showTimeZoneAtom, timezone);
  } catch {
    // The page still writes times on the default zone; the next load tries again.
  }
}

/** The formatter of the active language on the show's clock. */
export function useShowTime(): ShowTimeFormatter {
  const locale = useAtomValue(localeAtom);
  const timeZone = useAtomValue(showTimeZoneAtom);
  return useMemo(() => showTimeFormatter({ locale, timeZone }), [locale, timeZone]);
}

/** The show's offset as text ("UTC+8"), for lines that say which clock the page's times are on. */
export function useShowZoneLabel(): string {
  const timeZone = useAtomValue(showTimeZoneAtom);
  return useMemo(() => offsetLabel(wallClock(Date.now() / 1000, timeZone).offsetMinutes), [timeZone]);
}

/**
 * A moment as the show's date and time in `locale`, or '—' when there is none. For cells and lines
 * written outside a hook; the zone is settled before the first render (main.tsx), so it never changes
 * under them.
 */
export function timeText(seconds: number | null | undefined, locale: string): string {
  if (!seconds) return '—';
  return showTimeFormatter({ locale, timeZone: appStore.get(showTimeZoneAtom) }).dateTime(seconds);
}
