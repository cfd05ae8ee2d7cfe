/** The texts of days and times the date pickers read and write (src/engine/date/day-text.ts). */
import { describe, expect, it } from 'vitest';
import { dateOfText, dayShown, dayText, splitDateTime, timeOfText } from '../../../src/engine/date/day-text';

const iso = (text: string) => { const date = dateOfText(text); return date ? dayText(date) : undefined; };

describe('a typed day', () => {
  it('reads year first with any usual separator, or as eight digits', () => {
    for (const text of ['2027-08-01', '2027/08/01', '2027/8/1', '2027.8.1', '2027年8月1日', ' 2027 / 08 / 01 ', '20270801']) {
      expect(iso(text), text).toBe('2027-08-01');
    }
  });

  it('is no day when the day does not exist or the text is no day', () => {
    for (const text of ['2027-02-29', '2027-02-30', '2027-13-01', '2027-00-10', '2027-04-31', '08/01/2027', '2027-08', '', 'tomorrow', '202708011']) {
      expect(iso(text), text).toBeUndefined();
    }
    expect(iso('2028-02-29')).toBe('2028-02-29');
  });

  it('shows year first with slashes, and is stored as ISO', () => {
    const date = dateOfText('2027/8/1')!;
    expect(dayShown(date)).toBe('2027/08/01');
    expect(dayText(date)).toBe('2027-08-01');
  });
});

describe('a typed time of day', () => {
  it('reads a 24-hour time up to 23:59', () => {
    expect(timeOfText('9:30')).toBe('09:30');
    expect(timeOfText('09：30')).toBe('09:30');
    expect(timeOfText('00:00')).toBe('00:00');
    expect(timeOfText('23:59')).toBe('23:59');
  });

  it('is no time past the clock or in another shape', () => {
    for (const text of ['24:00', '23:60', '9', '930', '9:3', '9:30 PM', '', '-1:00']) expect(timeOfText(text), text).toBeUndefined();
  });
});

describe('a date-time value', () => {
  it('splits into its day and minute, seconds dropped', () => {
    expect(splitDateTime('2027-08-01T09:30')).toEqual({ day: '2027-08-01', time: '09:30' });
    expect(splitDateTime('2027-08-01T09:30:15')).toEqual({ day: '2027-08-01', time: '09:30' });
    expect(splitDateTime('2027-08-01')).toEqual({ day: '', time: '' });
    expect(splitDateTime('')).toEqual({ day: '', time: '' });
  });
});
