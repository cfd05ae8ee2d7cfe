/** Times as the show's exhibitors and staff read them: Shanghai time (UTC+8), to the minute. */
const SHOW_OFFSET_SECONDS = 8 * 3600;

/** 10-digit Unix seconds → "2027-06-30 23:59". */
export const showTime = (seconds: number): string =>
  new Date((seconds + SHOW_OFFSET_SECONDS) * 1000).toISOString().slice(0, 16).replace('T', ' ');
