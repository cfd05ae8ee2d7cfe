/**
 * Moments in Unix seconds (`"ui:widget": "moment"`), picked as a date and time on the show's clock
 * (src/shared/show-time.ts), whatever the clock of the person picking: the one place that turns a
 * stored moment into the text of a date-time input and that text back into seconds. Pure, so the
 * widget and its tests share it.
 */
import { fromWallClockInput, wallClockInput } from '../../shared/show-time';

/** The input's text for a stored moment; anything else (text that was no time) as it is. */
export const momentText = (value: unknown, timeZone: string): string =>
  typeof value === 'number' && Number.isInteger(value) ? wallClockInput(value, timeZone) : value === undefined || value === null ? '' : String(value);

/**
 * What the form stores for the input's text: seconds, `empty` for nothing, or the text itself when
 * it is no time, so the schema's type rule refuses it and the field says what is wrong.
 */
export const momentValue = (text: string, empty: unknown, timeZone: string): unknown =>
  (text.trim() === '' ? empty : fromWallClockInput(text, timeZone) ?? text);
