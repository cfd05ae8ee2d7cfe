/**
 * A day and a time of day, as "2027-08-01T09:30": the day on the reader's-language calendar
 * (DateInput), the time typed on a 24-hour clock, which both languages of the show read alike (the
 * browser's own date-time input would follow the browser's language: "08/01/2027, 09:30 AM" in a
 * Chinese interface).
 *
 * A day picked with no time yet is taken at 00:00, shown so. A time that is no time stays as typed,
 * is handed on as it is (the form's rule then refuses the field and keeps it from being saved) and
 * says how to write it.
 */
import { useState, type KeyboardEvent } from 'react';
import { label } from '../form/form-context';
import { part } from '../form/form-styles';
import { flag } from '../form/templates';
import { useTranslator } from '../form/use-translator';
import { DateInput, type DateInputProps } from './DateInput';
import { splitDateTime, timeOfText } from './day-text';

const MIDNIGHT = '00:00';

export interface DateTimeInputProps extends Omit<DateInputProps, 'size' | 'width'> {
  /** The field's name, for the time input's own label. */
  fieldLabel: string;
}

export function DateTimeInput({ value, onChange, onBlur, fieldLabel, ...dayProps }: DateTimeInputProps) {
  const tr = useTranslator();
  const stored = splitDateTime(value);
  const day = dayOf(value);
  // The typed time while it is not yet the stored one (no day yet, or no time).
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const timeShown = typed ?? stored.time;
  const wrongTime = typed !== undefined && typed.trim() !== '' && timeOfText(typed) === undefined;

  const pickDay = (day: string) => {
    if (day === '') { onChange(''); return; }
    const time = timeOfText(timeShown);
    if (time !== undefined || timeShown.trim() === '') setTyped(undefined);
    onChange(`${day}T${time ?? (timeShown.trim() === '' ? MIDNIGHT : timeShown.trim())}`);
  };
  const commitTime = () => {
    if (typed === undefined) return;
    const time = timeOfText(typed);
    if (!day) return;
    if (time !== undefined || typed.trim() === '') {
      setTyped(undefined);
      onChange(`${day}T${time ?? MIDNIGHT}`);
    } else {
      onChange(`${day}T${typed.trim()}`);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => { if (event.key === 'Enter') commitTime(); };
  const timeId = dayProps.id ? `${dayProps.id}__time` : undefined;
  const hintId = timeId ? `${timeId}-hint` : undefined;

  return (
    <div className={part.dateTime}>
      <DateInput {...dayProps} value={day} onChange={pickDay} onBlur={onBlur} />
      <input
        id={timeId}
        className={part.input}
        data-time=""
        inputMode="numeric"
        autoComplete="off"
        aria-label={`${fieldLabel} ${label(tr, 'engine.date.time')}`}
        placeholder={label(tr, 'engine.date.timePlaceholder')}
        value={timeShown}
        disabled={dayProps.disabled}
        readOnly={dayProps.readOnly}
        aria-invalid={wrongTime || dayProps.invalid || undefined}
        data-invalid={flag(wrongTime || dayProps.invalid)}
        aria-describedby={[wrongTime ? hintId : undefined, dayProps.describedBy].filter(Boolean).join(' ') || undefined}
        // Focused, the time is chosen whole: typing replaces the 00:00 a picked day brought.
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={() => { commitTime(); onBlur?.(); }}
        onKeyDown={onKeyDown}
      />
      {wrongTime ? <div id={hintId} className={part.error} data-hint="" aria-live="polite">{label(tr, 'engine.date.timeFormat')}</div> : null}
    </div>
  );
}

/**
 * The day part of a value, as it is even when it or the time is wrong ("2027-08-01T25:00",
 * "2027/02/30T09:00" as typed): what was typed still shows.
 */
const dayOf = (value: string): string => (value.includes('T') ? value.slice(0, value.indexOf('T')) : '');
