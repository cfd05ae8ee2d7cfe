/** The one date-time formatter: formats per language, the show's clock, the zone label, offsets without DST. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  addWorkingDays, compactDay, dayListText, isoDaysOf, compactMinute, DEFAULT_SHOW_TIME_ZONE, fileDateTime, fromWallClockInput, isTimeZone, isWeekend, messageDateTime, offsetLabel, showTimeFormatter, wallClock, wallClockInput,
  workingDaysBetween,
} from '../../../src/shared/show-time';

const at = (iso: string): number => Date.parse(iso) / 1000;
const SHANGHAI = 'Asia/Shanghai';
/** 2026-07-31T16:30Z: half past midnight of 1 August in Shanghai, still 31 July in UTC. */
const NEAR_MIDNIGHT = at('2026-07-31T16:30:00Z');

describe('one date and one date-time format per language, on the show clock', () => {
  const zh = showTimeFormatter({ locale: 'zh', timeZone: SHANGHAI, viewerTimeZone: SHANGHAI });
  const en = showTimeFormatter({ locale: 'en', timeZone: SHANGHAI, viewerTimeZone: SHANGHAI });

  it('zh: 2026-08-01 and 2026-08-01 00:30 for 2026-07-31T16:30Z', () => {
    expect(zh.date(NEAR_MIDNIGHT)).toBe('2026-08-01');
    expect(zh.dateTime(NEAR_MIDNIGHT)).toBe('2026-08-01 00:30');
  });

  it('en: 1 Aug 2026 and 1 Aug 2026, 00:30 for the same instant', () => {
    expect(en.date(NEAR_MIDNIGHT)).toBe('1 Aug 2026');
    expect(en.dateTime(NEAR_MIDNIGHT)).toBe('1 Aug 2026, 00:30');
  });

  it('writes 24-hour times, every month by its three letters and BCP 47 tags by their language', () => {
    expect(zh.dateTime(at('2026-09-05T14:07:59Z'))).toBe('2026-09-05 22:07');
    expect(en.dateTime(at('2026-09-05T14:07:59Z'))).toBe('5 Sep 2026, 22:07');
    expect(en.date(at('2026-12-31T15:59:59Z'))).toBe('31 Dec 2026');
    expect(en.date(at('2026-12-31T16:00:00Z'))).toBe('1 Jan 2027');
    expect(showTimeFormatter({ locale: 'en-GB', timeZone: SHANGHAI, viewerTimeZone: SHANGHAI }).date(NEAR_MIDNIGHT)).toBe('1 Aug 2026');
    expect(showTimeFormatter({ locale: 'zh-CN', timeZone: SHANGHAI, viewerTimeZone: SHANGHAI }).date(NEAR_MIDNIGHT)).toBe('2026-08-01');
  });

  it('a calendar day of a date field reads like a date, in either language; anything else stays as it is', () => {
    expect(zh.day('2026-12-17')).toBe('2026-12-17');
    expect(en.day('2026-12-17')).toBe('17 Dec 2026');
    expect(en.day('2027-01-01')).toBe('1 Jan 2027');
    expect(en.day('not a day')).toBe('not a day');
    expect(en.day('2026-12-17T00:00')).toBe('2026-12-17T00:00');
  });

  it('a minute on the show clock as a date-time input holds it reads like any moment; anything else stays as it is', () => {
    expect(zh.wallTime('2026-08-01T00:30')).toBe('2026-08-01 00:30');
    expect(en.wallTime('2026-08-01T00:30:00')).toBe('1 Aug 2026, 00:30');
    expect(showTimeFormatter({ locale: 'en', timeZone: SHANGHAI, viewerTimeZone: 'Europe/Berlin' }).wallTime('2026-08-01T10:00')).toBe('1 Aug 2026, 10:00 (UTC+8)');
    expect(en.wallTime('2026-08-01')).toBe('2026-08-01');
    expect(en.wallTime('2026-02-30T10:00')).toBe('2026-02-30T10:00');
  });

  it('a range of show days names both days, or one when they are the same', () => {
    expect(zh.dateRange(at('2026-07-31T02:00:00Z'), at('2026-08-03T09:00:00Z'))).toBe('2026-07-31 – 2026-08-03');
    expect(en.dateRange(at('2026-07-31T02:00:00Z'), at('2026-08-03T09:00:00Z'))).toBe('31 Jul 2026 – 3 Aug 2026');
    expect(en.dateRange(at('2026-08-01T01:00:00Z'), at('2026-08-01T09:00:00Z'))).toBe('1 Aug 2026');
  });

  it('follows another show zone when the show is elsewhere', () => {
    const london = showTimeFormatter({ locale: 'zh', timeZone: 'Europe/London', viewerTimeZone: 'Europe/London' });
    expect(london.dateTime(NEAR_MIDNIGHT)).toBe('2026-07-31 17:30');
  });
});

describe('days as runs of consecutive days, one month style per language', () => {
  const en = (days: string[]) => dayListText(days, 'en');
  const zh = (days: string[]) => dayListText(days, 'zh');

  it('a single day', () => {
    expect(en(['2026-11-26'])).toBe('Nov 26');
    expect(zh(['2026-11-26'])).toBe('11月26日');
  });

  it('two days in a row are a run', () => {
    expect(en(['2026-11-26', '2026-11-27'])).toBe('Nov 26 – 27');
    expect(zh(['2026-11-26', '2026-11-27'])).toBe('11月26日至27日');
  });

  it('four days in a row, given in any order and with repeats', () => {
    expect(en(['2026-11-28', '2026-11-26', '2026-11-29', '2026-11-27', '2026-11-26'])).toBe('Nov 26 – 29');
    expect(zh(['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'])).toBe('11月26日至29日');
  });

  it('a gap splits the runs', () => {
    expect(en(['2026-11-26', '2026-11-27', '2026-11-29'])).toBe('Nov 26 – 27, Nov 29');
    expect(zh(['2026-11-26', '2026-11-27', '2026-11-29'])).toBe('11月26日至27日、11月29日');
    expect(en(['2026-11-20', '2026-11-26'])).toBe('Nov 20, Nov 26');
  });

  it('a run across a month names both months', () => {
    expect(en(['2026-11-30', '2026-12-01', '2026-12-02'])).toBe('Nov 30 – Dec 2');
    expect(zh(['2026-11-30', '2026-12-01', '2026-12-02'])).toBe('11月30日至12月2日');
    // 2028 is a leap year: 28 and 29 February, then 1 March, are one run.
    expect(en(['2028-02-28', '2028-02-29', '2028-03-01'])).toBe('Feb 28 – Mar 1');
  });

  it('days over two years carry the year on every day written', () => {
    expect(en(['2026-12-31', '2027-01-01'])).toBe('Dec 31, 2026 – Jan 1, 2027');
    expect(zh(['2026-12-31', '2027-01-01'])).toBe('2026年12月31日至2027年1月1日');
    expect(en(['2026-12-20', '2027-01-05'])).toBe('Dec 20, 2026; Jan 5, 2027');
  });

  it('no days: nothing; what is not a day is left out', () => {
    expect(en([])).toBe('');
    expect(zh([])).toBe('');
    expect(en(['someday', '2026-11-26'])).toBe('Nov 26');
  });

  it('the formatter reads a list written as text, and leaves other text as it is', () => {
    expect(isoDaysOf('2027-07-30, 2027-07-31')).toEqual(['2027-07-30', '2027-07-31']);
    expect(isoDaysOf('2027-07-30 至 2027-08-02')).toBeUndefined();
    expect(isoDaysOf('')).toBeUndefined();
    const formatter = showTimeFormatter({ locale: 'en', timeZone: SHANGHAI });
    expect(formatter.days('2027-07-30, 2027-07-31, 2027-08-01')).toBe('Jul 30 – Aug 1');
    expect(formatter.days(['2027-07-30'])).toBe('Jul 30');
    expect(formatter.days('Whole show')).toBe('Whole show');
  });
});

describe('the show zone is labelled where the viewer’s clock differs', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('adds (UTC+8) for a viewer in Berlin, nothing for one in Shanghai or on the same offset', () => {
    const options = { locale: 'zh', timeZone: SHANGHAI };
    expect(showTimeFormatter({ ...options, viewerTimeZone: 'Europe/Berlin' }).dateTime(NEAR_MIDNIGHT)).toBe('2026-08-01 00:30 (UTC+8)');
    expect(showTimeFormatter({ ...options, locale: 'en', viewerTimeZone: 'Europe/Berlin' }).dateTime(NEAR_MIDNIGHT)).toBe('1 Aug 2026, 00:30 (UTC+8)');
    expect(showTimeFormatter({ ...options, viewerTimeZone: SHANGHAI }).dateTime(NEAR_MIDNIGHT)).toBe('2026-08-01 00:30');
    expect(showTimeFormatter({ ...options, viewerTimeZone: 'Asia/Singapore' }).dateTime(NEAR_MIDNIGHT)).toBe('2026-08-01 00:30');
  });

  it('dates carry no label', () => {
    expect(showTimeFormatter({ locale: 'zh', timeZone: SHANGHAI, viewerTimeZone: 'America/New_York' }).date(NEAR_MIDNIGHT)).toBe('2026-08-01');
  });

  it('without a viewer zone reads the runtime’s own clock (TZ)', () => {
    process.env.TZ = 'Europe/Berlin';
    expect(showTimeFormatter({ locale: 'zh', timeZone: SHANGHAI }).dateTime(NEAR_MIDNIGHT)).toBe('2026-08-01 00:30 (UTC+8)');
    process.env.TZ = 'Asia/Shanghai';
    expect(showTimeFormatter({ locale: 'zh', timeZone: SHANGHAI }).dateTime(NEAR_MIDNIGHT)).toBe('2026-08-01 00:30');
  });

  it('labels offsets by hours, with minutes only when there are some', () => {
    expect(offsetLabel(480)).toBe('UTC+8');
    expect(offsetLabel(330)).toBe('UTC+5:30');
    expect(offsetLabel(-180)).toBe('UTC-3');
    expect(offsetLabel(0)).toBe('UTC');
  });
});

describe('no daylight saving on the show clock', () => {
  it('Shanghai stays UTC+8 in winter and summer', () => {
    expect(wallClock(at('2026-01-15T04:00:00Z'), SHANGHAI)).toMatchObject({ hour: 12, offsetMinutes: 480 });
    expect(wallClock(at('2026-07-15T04:00:00Z'), SHANGHAI)).toMatchObject({ hour: 12, offsetMinutes: 480 });
  });

  it('a viewer whose clock moves for summer sees the label on the days its offset differs, the show time unchanged', () => {
    // Berlin is UTC+1 in January and UTC+2 in July; neither is the show's UTC+8.
    const berlin = showTimeFormatter({ locale: 'zh', timeZone: SHANGHAI, viewerTimeZone: 'Europe/Berlin' });
    expect(berlin.dateTime(at('2026-01-15T04:00:00Z'))).toBe('2026-01-15 12:00 (UTC+8)');
    expect(berlin.dateTime(at('2026-07-15T04:00:00Z'))).toBe('2026-07-15 12:00 (UTC+8)');
  });

  it('a show in a DST zone takes the offset of each moment', () => {
    expect(wallClock(at('2026-01-15T12:00:00Z'), 'Europe/London').offsetMinutes).toBe(0);
    expect(wallClock(at('2026-07-15T12:00:00Z'), 'Europe/London').offsetMinutes).toBe(60);
    expect(showTimeFormatter({ locale: 'en', timeZone: 'Europe/London', viewerTimeZone: SHANGHAI }).dateTime(at('2026-07-15T12:00:00Z')))
      .toBe('15 Jul 2026, 13:00 (UTC+1)');
  });
});

describe('what the server writes for files and machines', () => {
  it('export cells and messages: the zh date-time, unlabelled', () => {
    expect(fileDateTime(NEAR_MIDNIGHT, SHANGHAI)).toBe('2026-08-01 00:30');
    // Server messages name the show's offset: their reader may be on any clock.
    expect(messageDateTime(NEAR_MIDNIGHT, SHANGHAI)).toBe('2026-08-01 00:30 UTC+8');
    expect(messageDateTime(NEAR_MIDNIGHT, 'UTC')).toBe('2026-07-31 16:30 UTC');
  });

  it('order numbers carry the show day, file names the show minute', () => {
    expect(compactDay(NEAR_MIDNIGHT, SHANGHAI)).toBe('20260801');
    expect(compactMinute(NEAR_MIDNIGHT, SHANGHAI)).toBe('202608010030');
  });

  it('knows IANA zones and refuses made-up ones', () => {
    expect(DEFAULT_SHOW_TIME_ZONE).toBe('Asia/Shanghai');
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('a date-time input on the show clock', () => {
  it('writes and reads the show minute, whatever the runtime clock', () => {
    expect(wallClockInput(NEAR_MIDNIGHT, SHANGHAI)).toBe('2026-08-01T00:30');
    expect(wallClockInput(NEAR_MIDNIGHT, 'UTC')).toBe('2026-07-31T16:30');
    expect(fromWallClockInput('2026-08-01T00:30', SHANGHAI)).toBe(NEAR_MIDNIGHT);
    expect(fromWallClockInput('2026-08-01 00:30:00', SHANGHAI)).toBe(NEAR_MIDNIGHT);
    expect(fromWallClockInput('2026-07-31T16:30', 'UTC')).toBe(NEAR_MIDNIGHT);
  });

  it('refuses text that is no time', () => {
    for (const text of ['', 'tomorrow', '2026-02-30T10:00', '2026-13-01T10:00', '2026-08-01T24:00', '2026-08-01']) {
      expect(fromWallClockInput(text, SHANGHAI)).toBeUndefined();
    }
  });

  it('reads a time the clock passes twice as the first, one it skips with the offset before the jump', () => {
    // London falls back at 02:00 BST on 25 Oct 2026: 01:30 happens at 00:30Z and again at 01:30Z.
    expect(fromWallClockInput('2026-10-25T01:30', 'Europe/London')).toBe(at('2026-10-25T00:30:00Z'));
    // And springs forward at 01:00 GMT on 29 Mar 2026: 01:30 never shows; it reads as 02:30 BST.
    expect(fromWallClockInput('2026-03-29T01:30', 'Europe/London')).toBe(at('2026-03-29T01:30:00Z'));
    expect(fromWallClockInput('2026-07-15T13:00', 'Europe/London')).toBe(at('2026-07-15T12:00:00Z'));
  });
});

describe('addWorkingDays', () => {
  // 2026-11-25 is a Wednesday; times are 10:00 in Shanghai (02:00 UTC).
  const on = (day: string, time = '02:00:00') => at(`${day}T${time}Z`);
  const zone = 'Asia/Shanghai';

  it('counts weekdays only, at the same time of day', () => {
    expect(addWorkingDays(on('2026-11-25'), 0, zone)).toBe(on('2026-11-25'));
    expect(addWorkingDays(on('2026-11-25'), 1, zone)).toBe(on('2026-11-26'));
    expect(addWorkingDays(on('2026-11-25'), 2, zone)).toBe(on('2026-11-27'));
    // Friday + 1 → Monday; Wednesday + 3 → Monday.
    expect(addWorkingDays(on('2026-11-27'), 1, zone)).toBe(on('2026-11-30'));
    expect(addWorkingDays(on('2026-11-25'), 3, zone)).toBe(on('2026-11-30'));
    // Submitted on a Saturday: the three days are Monday to Wednesday.
    expect(addWorkingDays(on('2026-11-28'), 3, zone)).toBe(on('2026-12-02'));
  });

  it('judges the weekend on the show clock, not UTC', () => {
    // Friday 23:30 UTC is Saturday 07:30 in Shanghai: one working day later is Monday 07:30 there.
    expect(isWeekend(on('2026-11-27', '23:30:00'), zone)).toBe(true);
    expect(isWeekend(on('2026-11-27', '23:30:00'), 'UTC')).toBe(false);
    expect(addWorkingDays(on('2026-11-27', '23:30:00'), 1, zone)).toBe(on('2026-11-29', '23:30:00'));
  });
});

describe('workingDaysBetween', () => {
  const on = (day: string, time = '02:00:00') => at(`${day}T${time}Z`);
  const zone = 'Asia/Shanghai';

  it('counts the weekdays after the first day up to the last, whatever the time of day', () => {
    expect(workingDaysBetween(on('2026-11-25'), on('2026-11-25', '15:00:00'), zone)).toBe(0);
    expect(workingDaysBetween(on('2026-11-25'), on('2026-11-26', '00:30:00'), zone)).toBe(1);
    // Wednesday to the next Monday: Thursday, Friday, Monday.
    expect(workingDaysBetween(on('2026-11-25'), on('2026-11-30'), zone)).toBe(3);
    // From a Saturday: the weekend counts nothing.
    expect(workingDaysBetween(on('2026-11-28'), on('2026-11-29'), zone)).toBe(0);
    expect(workingDaysBetween(on('2026-11-28'), on('2026-12-02'), zone)).toBe(3);
    // Earlier than the start: nothing.
    expect(workingDaysBetween(on('2026-11-30'), on('2026-11-25'), zone)).toBe(0);
  });

  it('is what addWorkingDays added', () => {
    for (const day of ['2026-11-23', '2026-11-25', '2026-11-27', '2026-11-28', '2026-11-29']) {
      expect(workingDaysBetween(on(day), addWorkingDays(on(day), 15, zone), zone), day).toBe(15);
    }
  });
});
