/**
 * The one way the portal writes a moment (ARCHITECTURE.md "Time"): on the show's clock, whatever the
 * viewer's, so a deadline reads the same in Shanghai and in Berlin. One date and one date-time format
 * per language:
 *
 *   zh  2026-08-01         2026-08-01 10:00
 *   en  1 Aug 2026         1 Aug 2026, 10:00
 *
 * A date-time shown to a viewer whose own clock differs from the show's at that moment carries the
 * show's offset, " (UTC+8)"; dates carry none (a show day is a show day). What the server writes for
 * files and machines (export cells, file names, order numbers) uses the zh form, which sorts as text
 * and which spreadsheets read as a date in either language.
 *
 * The time zone arithmetic is Intl's (DST and historic offsets included); the wording is ours, built
 * from numeric parts, so the Node server and every browser write the same text whatever their ICU
 * version (en-GB's short September is "Sep" in some and "Sept" in others).
 */

/** A field holds a moment, in Unix seconds, when its name ends in _at or _time and its value is a number. */
export const TIME_FIELD = /(_at|_time)$/;

/** The show's time zone unless EXPO_TIMEZONE says otherwise. */
export const DEFAULT_SHOW_TIME_ZONE = 'Asia/Shanghai';

/** A moment as a wall clock of one time zone reads it, with that zone's offset from UTC then. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** Minutes east of UTC at that moment (Shanghai: 480). */
  offsetMinutes: number;
}

// Building an Intl.DateTimeFormat costs far more than using one; tables format hundreds of cells.
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** Whether Intl knows the zone (an IANA name such as Asia/Shanghai, or UTC). */
export function isTimeZone(timeZone: string): boolean {
  try {
    clockOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Unix seconds → the wall clock of `timeZone`. */
export function wallClock(seconds: number, timeZone: string): WallClock {
  const wholeSeconds = Math.floor(seconds);
  const parts: Record<string, number> = {};
  for (const part of clockOf(timeZone).formatToParts(wholeSeconds * 1000)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, minute = 0, second = 0 } = parts;
  // Some engines still write midnight as hour 24 under h23.
  const hour = (parts.hour ?? 0) % 24;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second) / 1000;
  return { year, month, day, hour, minute, offsetMinutes: Math.round((asUtc - wholeSeconds) / 60) };
}

const two = (n: number): string => String(n).padStart(2, '0');
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const isEnglish = (locale: string): boolean => locale.toLowerCase().startsWith('en');

function dateText(clock: WallClock, locale: string): string {
  return isEnglish(locale)
    ? `${clock.day} ${EN_MONTHS[clock.month - 1]} ${clock.year}`
    : `${clock.year}-${two(clock.month)}-${two(clock.day)}`;
}

function dateTimeText(clock: WallClock, locale: string): string {
  return `${dateText(clock, locale)}${isEnglish(locale) ? ',' : ''} ${two(clock.hour)}:${two(clock.minute)}`;
}

/** An offset as its label: 480 → "UTC+8", 330 → "UTC+5:30", -180 → "UTC-3", 0 → "UTC". */
export function offsetLabel(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'UTC';
  const sign = offsetMinutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  return `UTC${sign}${hours}${minutes ? `:${two(minutes)}` : ''}`;
}

export interface ShowTimeOptions {
  /** A portal language ('zh', 'en') or a BCP 47 tag; English for tags starting with "en", else zh. */
  locale: string;
  /** The show's time zone (EXPO_TIMEZONE, served as `timezone` in /v4/expo/config). */
  timeZone: string;
  /**
   * Whose clock reads the result. Omitted: this runtime's own (the browser's, or TZ on a server);
   * the show's own zone turns the label off, as in files.
   */
  viewerTimeZone?: string;
}

export interface ShowTimeFormatter {
  /** Unix seconds → the show's day: "2026-08-01" / "1 Aug 2026". */
  date(seconds: number): string;
  /** A calendar day as date fields hold it, "2026-08-01" → "2026-08-01" / "1 Aug 2026"; anything else as it is. */
  day(isoDay: string): string;
  /** Unix seconds → the show's date and time, " (UTC+8)" added when the viewer's clock differs then. */
  dateTime(seconds: number): string;
  /**
   * A minute on the show's clock as a date-time input holds it ("2026-08-01T10:00") → as dateTime
   * shows that moment; anything else as it is.
   */
  wallTime(text: string): string;
  /** Two moments → their show days, "2026-08-01 – 2026-08-03"; one day when both fall on it. */
  dateRange(startSeconds: number, endSeconds: number): string;
  /**
   * Calendar days (a list, or text such as "2026-11-26, 2026-11-27") → their runs, "Nov 26 – 29" /
   * "11月26日至29日" (dayListText); text that is not a list of days as it is.
   */
  days(isoDays: readonly string[] | string): string;
}

function viewerOffset(seconds: number, viewerTimeZone: string | undefined): number {
  if (viewerTimeZone !== undefined) return wallClock(seconds, viewerTimeZone).offsetMinutes;
  return -new Date(Math.floor(seconds) * 1000).getTimezoneOffset();
}

/** The formatter of one language, show zone and viewer. */
export function showTimeFormatter({ locale, timeZone, viewerTimeZone }: ShowTimeOptions): ShowTimeFormatter {
  const date = (seconds: number): string => dateText(wallClock(seconds, timeZone), locale);
  const dateTime = (seconds: number): string => {
    const clock = wallClock(seconds, timeZone);
    const text = dateTimeText(clock, locale);
    return clock.offsetMinutes === viewerOffset(seconds, viewerTimeZone) ? text : `${text} (${offsetLabel(clock.offsetMinutes)})`;
  };
  return {
    date,
    day(isoDay) {
      const day = dayOf(isoDay);
      return day ? dateText({ ...day, hour: 0, minute: 0, offsetMinutes: 0 }, locale) : isoDay;
    },
    dateTime,
    wallTime(text) {
      const seconds = fromWallClockInput(text, timeZone);
      return seconds === undefined ? text : dateTime(seconds);
    },
    dateRange(startSeconds, endSeconds) {
      const [start, end] = [date(startSeconds), date(endSeconds)];
      return start === end ? start : `${start} – ${end}`;
    },
    days(isoDays) {
      const list = typeof isoDays === 'string' ? isoDaysOf(isoDays) : isoDays;
      return list ? dayListText(list, locale) : (isoDays as string);
    },
  };
}

interface Day { year: number; month: number; day: number }

const dayOf = (isoDay: string): Day | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay.trim());
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : undefined;
};

const dayNumber = ({ year, month, day }: Day): number => Date.UTC(year, month - 1, day) / 86_400_000;

/** "2026-11-26, 2026-11-27" (commas, 、 or spaces between) → its days; undefined unless every item is a day. */
export function isoDaysOf(text: string): string[] | undefined {
  const items = text.split(/[,，、\s]+/).filter(Boolean);
  return items.length > 0 && items.every((item) => dayOf(item)) ? items : undefined;
}

/**
 * Days as runs of consecutive days, in one month style per language: show days and the days a ticket
 * admits.
 *
 *   en  Nov 26 – 29     Nov 26 – 27, Nov 29     Nov 30 – Dec 2     Nov 26
 *   zh  11月26日至29日  11月26日至27日、11月29日  11月30日至12月2日   11月26日
 *
 * Days are sorted and counted once. The year is left out while every day falls in one year (the
 * reader knows the show's); days spread over two years carry it on every day written:
 * "Dec 31, 2026 – Jan 1, 2027" / "2026年12月31日至2027年1月1日" (English runs then part with "; "). No days: ''.
 */
export function dayListText(isoDays: readonly string[], locale: string): string {
  const days = [...new Set(isoDays.map((text) => text.trim()))].map(dayOf).filter((day): day is Day => day !== undefined)
    .sort((a, b) => dayNumber(a) - dayNumber(b));
  if (days.length === 0) return '';
  const runs: [Day, Day][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && dayNumber(day) === dayNumber(run[1]) + 1) run[1] = day;
    else runs.push([day, day]);
  }
  const english = isEnglish(locale);
  const withYear = days[0]!.year !== days.at(-1)!.year;
  const full = (d: Day): string => (english
    ? `${EN_MONTHS[d.month - 1]} ${d.day}${withYear ? `, ${d.year}` : ''}`
    : `${withYear ? `${d.year}年` : ''}${d.month}月${d.day}日`);
  const end = (start: Day, last: Day): string => {
    if (withYear || start.month !== last.month) return full(last);
    return english ? String(last.day) : `${last.day}日`;
  };
  return runs.map(([start, last]) => (start === last ? full(start) : `${full(start)}${english ? ' – ' : '至'}${end(start, last)}`))
    // English writes a year after a comma: runs with years part with a semicolon.
    .join(english ? (withYear ? '; ' : ', ') : '、');
}

/** Unix seconds → "2026-08-01 10:00" on the show's clock, unlabelled: export cells and messages the server writes. */
export const fileDateTime = (seconds: number, timeZone: string): string => dateTimeText(wallClock(seconds, timeZone), 'zh');

/**
 * Unix seconds → "2026-08-01 10:00 UTC+8": a moment named in a server message, labelled with the
 * show's offset, since the reader may be anywhere and the message has no viewer's clock to compare.
 */
export function messageDateTime(seconds: number, timeZone: string): string {
  const clock = wallClock(seconds, timeZone);
  return `${dateTimeText(clock, 'zh')} ${offsetLabel(clock.offsetMinutes)}`;
}

/** Unix seconds → "20260801", the show's day as order numbers carry it. */
export function compactDay(seconds: number, timeZone: string): string {
  const clock = wallClock(seconds, timeZone);
  return `${clock.year}${two(clock.month)}${two(clock.day)}`;
}

/** Unix seconds → "2026-08-01", the show's day as date fields hold it. */
export function isoDay(seconds: number, timeZone: string): string {
  const clock = wallClock(seconds, timeZone);
  return `${clock.year}-${two(clock.month)}-${two(clock.day)}`;
}

/** Unix seconds → "202608011000", the show's minute as export file names carry it. */
export function compactMinute(seconds: number, timeZone: string): string {
  const clock = wallClock(seconds, timeZone);
  return `${clock.year}${two(clock.month)}${two(clock.day)}${two(clock.hour)}${two(clock.minute)}`;
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Unix seconds → "2026-08-01T10:00", the show's minute as a date-time input (datetime-local) holds
 * it: a person picks a time on the show's clock, whatever their own.
 */
export function wallClockInput(seconds: number, timeZone: string): string {
  const clock = wallClock(seconds, timeZone);
  return `${clock.year}-${two(clock.month)}-${two(clock.day)}T${two(clock.hour)}:${two(clock.minute)}`;
}

/**
 * The show's wall-clock time "2026-08-01T10:00" (seconds optional) → Unix seconds; undefined for
 * text that is no such time. Where the show's clock changes its offset, a time it passes twice reads
 * as the first of the two moments, and a time it skips with the offset before the jump (as
 * Temporal's 'compatible' reading does: 01:30 in a gap from 01:00 to 02:00 is 02:30).
 */
export function fromWallClockInput(text: string, timeZone: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second) / 1000;
  const check = new Date(asUtc * 1000);
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59 || check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return undefined;
  // The offsets a day either side: a zone changes its offset at most once in between.
  const before = asUtc - wallClock(asUtc - DAY_SECONDS, timeZone).offsetMinutes * 60;
  const after = asUtc - wallClock(asUtc + DAY_SECONDS, timeZone).offsetMinutes * 60;
  const readsBack = (moment: number): boolean => moment + wallClock(moment, timeZone).offsetMinutes * 60 === asUtc;
  const moments = [before, after].filter(readsBack);
  return moments.length > 0 ? Math.min(...moments) : before;
}

/** Whether a moment falls on a Saturday or Sunday on the show's clock. */
export function isWeekend(seconds: number, timeZone: string): boolean {
  const { year, month, day } = wallClock(seconds, timeZone);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * The moment `days` working days after `seconds`, at the same time of day on the show's clock:
 * Saturdays and Sundays are skipped (SPEC.md §9's promises: remittances in 3 working days, answers
 * in 5, invoices in 15). Public holidays are not known to the portal.
 */
export function addWorkingDays(seconds: number, days: number, timeZone: string): number {
  let moment = seconds;
  for (let left = days; left > 0;) {
    moment += 24 * 60 * 60;
    if (!isWeekend(moment, timeZone)) left -= 1;
  }
  return moment;
}

/**
 * How many working days have passed from one moment to another on the show's clock: the days after
 * `from`'s day up to `to`'s day, Saturdays and Sundays left out (0 on the same day or before it). The
 * counterpart of addWorkingDays: what a promise of N working days has used so far.
 */
export function workingDaysBetween(from: number, to: number, timeZone: string): number {
  const last = isoDay(to, timeZone);
  let count = 0;
  for (let moment = from + 24 * 60 * 60; isoDay(moment, timeZone) <= last; moment += 24 * 60 * 60) {
    if (!isWeekend(moment, timeZone)) count += 1;
  }
  return count;
}
