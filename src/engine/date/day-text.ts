/**
 * A calendar day as a date field holds it, ISO "2027-08-01" (what `format: "date"` checks), and as
 * its input shows it, year first in both languages: "2027/08/01" (the picker lets only digits and
 * its language's separator, "/", be typed). Reading is forgiving: "2027-8-1", "2027.8.1",
 * "2027年8月1日" and "20270801" (a pasted ISO day once its dashes are dropped) are all 1 August 2027;
 * a day that does not exist (2027-02-30) is no day.
 */
import { parseDate, type DateValue } from '@chakra-ui/react';

const DAY = /^\s*(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?\s*$/;
const DIGITS_ONLY = /^\s*(\d{4})(\d{2})(\d{2})\s*$/;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export const dayText = (date: Pick<DateValue, 'year' | 'month' | 'day'>): string =>
  `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;

/** The input's text of a day. */
export const dayShown = (date: Pick<DateValue, 'year' | 'month' | 'day'>): string => dayText(date).replaceAll('-', '/');

export function dateOfText(text: string): DateValue | undefined {
  const match = DAY.exec(text) ?? DIGITS_ONLY.exec(text);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return undefined;
  return parseDate(dayText({ year, month, day }));
}

const TIME = /^\s*(\d{1,2})\s*[:：.]\s*(\d{2})\s*$/;

/** A time of day typed on a 24-hour clock ("9:30", "09:30", "9：30") → "09:30"; undefined for anything else. */
export function timeOfText(text: string): string | undefined {
  const match = TIME.exec(text);
  if (!match) return undefined;
  const [hour, minute] = match.slice(1).map(Number) as [number, number];
  return hour <= 23 && minute <= 59 ? `${pad(hour, 2)}:${pad(minute, 2)}` : undefined;
}

/** "2027-08-01T09:30" (seconds allowed and dropped) → its day and time; both '' for anything else. */
export function splitDateTime(text: string): { day: string; time: string } {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?$/.exec(text);
  return match ? { day: match[1]!, time: match[2]! } : { day: '', time: '' };
}
