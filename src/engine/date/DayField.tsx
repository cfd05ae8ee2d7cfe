/**
 * A form's day field: drawn as Chakra's closed DatePicker looks (the same elements, attributes and
 * recipe, as classes of the form's stylesheet: form-styles.ts), and replaced by the picker itself
 * (DateInput) once a pointer comes over it or it takes the focus. The picker is then given the
 * focus or the click that reached the stand-in (DateInput's `engagedBy`).
 *
 * Why: even closed, a DatePicker runs its state machine (this month's weeks on the show's clock,
 * today, the locale's week days) and serialises its recipe as it mounts, some milliseconds a field:
 * most of the time a long form with a few dozen day fields took to appear. Nobody uses a picker
 * without pointing at it or focusing it first, so the picker is drawn then.
 */
import { useState, type FocusEvent } from 'react';
import { flushSync } from 'react-dom';
import { part } from '../form/form-styles';
import { flag } from '../form/templates';
import { DateInput, type DateInputProps, type Engagement } from './DateInput';
import { dateOfText, dayShown } from './day-text';

export interface DayFieldProps extends Omit<DateInputProps, 'engagedBy' | 'size' | 'width'> {
  /** The picker's own texts, translated (DateInput's placeholder and its calendar button's label). */
  placeholder: string;
  openLabel: string;
}

/** A calendar's outline, as DateInput's button draws it. */
const CalendarIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </svg>
);

const ignore = () => undefined;

export function DayField({ placeholder, openLabel, ...props }: DayFieldProps) {
  const [engaged, setEngaged] = useState<Engagement | 'pointer' | undefined>(undefined);
  if (engaged) return <DateInput {...props} engagedBy={engaged === 'pointer' ? undefined : engaged} />;
  return <ClosedPicker {...props} placeholder={placeholder} openLabel={openLabel} engage={setEngaged} />;
}

/** The stand-in: what a closed picker draws, with nothing behind it but what brings the picker. */
function ClosedPicker({ id, name, value, ariaLabel, describedBy, invalid, required, disabled, readOnly, placeholder, openLabel, engage }: Omit<DayFieldProps, 'onChange'> & { engage: (by: Engagement | 'pointer') => void }) {
  // What the picker's input shows: the day, year first; text that is no day the picker would not show either.
  const day = dateOfText(value);
  const text = day ? dayShown(day) : '';
  const state = {
    'data-scope': 'date-picker', 'data-state': 'closed', 'data-disabled': flag(disabled), 'data-readonly': flag(readOnly), 'data-invalid': flag(invalid),
  };
  const shown = { 'data-placeholder-shown': flag(text === '') };
  // At once, not when React next renders: the press that follows must land on the picker's own elements.
  const pointedAt = () => flushSync(() => engage('pointer'));
  const focused = (event: FocusEvent) => engage(event.target.tagName === 'INPUT' ? 'input' : 'trigger');
  return (
    <div {...state} dir="ltr" data-part="root" data-empty={flag(!day)} className={part.dateRoot} onPointerEnter={disabled ? undefined : pointedAt} onFocus={focused}>
      <div {...state} {...shown} dir="ltr" data-part="control" className={part.dateControl}>
        <input
          {...state}
          {...shown}
          data-part="input"
          id={id}
          name={name}
          className={part.dateInput}
          dir="ltr"
          value={text}
          // Nothing is typed here: the picker takes the input's place as it takes the focus, before any key.
          onChange={ignore}
          readOnly={readOnly}
          placeholder={placeholder}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          required={required}
          disabled={disabled}
          aria-label={ariaLabel}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
        <div className={part.dateIndicators}>
          <button
            {...state}
            {...shown}
            data-part="trigger"
            dir="ltr"
            type="button"
            className={part.dateTrigger}
            aria-label={openLabel}
            aria-expanded={false}
            aria-haspopup="grid"
            disabled={disabled}
            onClick={() => engage('open')}
          >
            <CalendarIcon />
          </button>
        </div>
      </div>
    </div>
  );
}
