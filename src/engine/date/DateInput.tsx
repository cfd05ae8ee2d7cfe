/**
 * A calendar day picked in the reader's language (issue 22: the browser's own date input speaks the
 * browser's language, mm/dd/yyyy in a Chinese interface). The day reads year first in both languages
 * (2027/08/01, day-text.ts); the calendar names months and weekdays in the interface's
 * language and its buttons are translated. Used by date fields of forms and by date-range filters.
 */
import { Box, DatePicker, Portal, type DatePickerValueChangeDetails, type DateValue } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useEngine } from '../services';
import { label } from '../form/form-context';
import type { Translator } from '../form/translate-errors';
import { useTranslator } from '../form/use-translator';
import { dateOfText, dayShown, dayText } from './day-text';

export interface DateInputProps {
  /** The input's id: a form's label points at it. */
  id?: string;
  name?: string;
  /** "YYYY-MM-DD", or '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  size?: 'sm' | 'md';
  ariaLabel?: string;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  width?: string;
  /**
   * The part that had the focus, or the click, of what stood for this picker before it was drawn
   * (DayField.tsx): given it once drawn, as if the person had reached the picker itself.
   */
  engagedBy?: Engagement;
}

/** How a person reached a closed picker: focus on its input, focus on its calendar button, or a click on that button. */
export type Engagement = 'input' | 'trigger' | 'open';

const MONDAY = 1;

/** The calendar's spoken names (zag's defaults are English only). */
function calendarTexts(tr: Translator) {
  const t = (id: string, values?: Record<string, string>) => (values ? tr.t(id, values) : label(tr, id));
  return {
    trigger: (open: boolean) => t(open ? 'engine.date.close' : 'engine.date.open'),
    prevTrigger: (view: string) => t(`engine.date.prev.${view}`),
    nextTrigger: (view: string) => t(`engine.date.next.${view}`),
    viewTrigger: (_view: string, next: string | undefined) => t(next ? `engine.date.choose.${next}` : 'engine.date.calendar'),
    dayCell: (state: { valueText: string; selected: boolean; unavailable: boolean }) =>
      t(state.selected ? 'engine.date.selected' : 'engine.date.pick', { date: state.valueText }),
    content: t('engine.date.calendar'),
    clearTrigger: t('engine.date.clear'),
    monthSelect: t('engine.date.choose.month'),
    yearSelect: t('engine.date.choose.year'),
  };
}

/** A calendar's outline for the button that opens it (the engine draws its own few icons). */
const CalendarIcon = () => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </svg>
);

/** The button at the input's end that opens the calendar. */
const CalendarButton = () => (
  <DatePicker.IndicatorGroup>
    <DatePicker.Trigger><CalendarIcon /></DatePicker.Trigger>
  </DatePicker.IndicatorGroup>
);

function Calendar() {
  return (
    <Portal>
      <DatePicker.Positioner>
        <DatePicker.Content>
          <DatePicker.View view="day">
            <DatePicker.Header />
            <DatePicker.DayTable />
          </DatePicker.View>
          <DatePicker.View view="month">
            <DatePicker.Header />
            <DatePicker.MonthTable />
          </DatePicker.View>
          <DatePicker.View view="year">
            <DatePicker.Header />
            <DatePicker.YearTable />
          </DatePicker.View>
        </DatePicker.Content>
      </DatePicker.Positioner>
    </Portal>
  );
}

/** What every picker shares: language, week start, the show's clock for "today", ISO text. */
function usePickerProps() {
  const intl = useIntl();
  const tr = useTranslator();
  const { timeZone = 'Asia/Shanghai' } = useEngine();
  return useMemo(() => ({
    // The calendar is drawn when opened and dropped when closed: a form or a filter bar holds
    // several pickers, each a few hundred elements when drawn.
    lazyMount: true,
    unmountOnExit: true,
    locale: intl.locale,
    timeZone,
    startOfWeek: MONDAY,
    translations: calendarTexts(tr),
    placeholder: label(tr, 'engine.date.placeholder'),
    format: (date: DateValue) => dayShown(date),
    parse: (text: string) => dateOfText(text),
  }), [intl.locale, timeZone, tr]);
}

const valueOf = (text: string): DateValue[] => {
  const date = dateOfText(text);
  return date ? [date] : [];
};

/**
 * Typed text is read when the input is left or Enter is pressed. Text that is no day is handed to the
 * form as it is, so the field's rule refuses it with its own message, and stays in the input to be
 * corrected (the picker's own reading would put another day in its place).
 */
export function DateInput({ id, name, value, onChange, onBlur, onFocus, size = 'md', ariaLabel, describedBy, invalid, required, disabled, readOnly, width, engagedBy }: DateInputProps) {
  const picker = usePickerProps();
  const control = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const input = control.current?.querySelector('input');
    const trigger = control.current?.querySelector<HTMLButtonElement>('[data-part="trigger"]');
    // Focus reached by Tab selects an input's text; so it is here, and a fill replaces what it held.
    if (engagedBy === 'input') { input?.focus(); input?.select(); }
    if (engagedBy === 'trigger') trigger?.focus();
    if (engagedBy === 'open') trigger?.click();
    // Only as the picker is first drawn: what engaged it is then over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // While the form holds text that is no day, the calendar keeps the last day it had: told "no day",
  // the picker would empty the input and lose what was typed.
  const [picked, setPicked] = useState(() => ({ value, days: valueOf(value) }));
  let chosen = picked.days;
  if (picked.value !== value) {
    const date = dateOfText(value);
    chosen = value === '' ? [] : date ? [date] : picked.days;
    setPicked({ value, days: chosen });
  }
  const change = (next: string) => { if (next !== value) onChange(next); };
  const read = (text: string) => {
    const date = dateOfText(text);
    change(text.trim() === '' ? '' : date ? dayText(date) : text.trim());
  };
  return (
    <DatePicker.Root
      {...picker}
      size={size}
      width={width}
      name={name}
      ids={id ? { input: () => id } : undefined}
      value={chosen}
      onValueChange={(details: DatePickerValueChangeDetails) => change(details.value[0] ? dayText(details.value[0]) : '')}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      invalid={invalid}
    >
      <DatePicker.Control ref={control}>
        <DatePicker.Input
          fixOnBlur={false}
          aria-label={ariaLabel}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onBlur={(event) => { read(event.currentTarget.value); onBlur?.(); }}
          onFocus={onFocus}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // The picker would take Enter on text that is no day as "the day in focus".
            if (!dateOfText(event.currentTarget.value)) { event.preventDefault(); read(event.currentTarget.value); }
          }}
        />
        <CalendarButton />
      </DatePicker.Control>
      <Calendar />
    </DatePicker.Root>
  );
}

export interface DateRangeInputProps {
  /** ['YYYY-MM-DD' | '', 'YYYY-MM-DD' | '']. */
  value: readonly [string, string];
  onChange: (value: [string, string]) => void;
  size?: 'sm' | 'md';
  /** What the range is (e.g. "Created"): the one visible label of the box, at its start, and the group's name. */
  label: string;
  fromLabel: string;
  toLabel: string;
  /** The whole width of its container (a phone's filter drawer) instead of two day-wide inputs. */
  fullWidth?: boolean;
}

const rangeInputWidth = (fullWidth: boolean) => (fullWidth ? { flex: '1', minW: '0' } : { width: '5.75rem' });

/** The two inputs of a range sit inside the box's one border. */
const BARE_INPUT = { borderWidth: '0', bg: 'transparent', px: '1', focusRing: 'none', textAlign: 'center' } as const;

/**
 * A range of days as one labelled box: its label, the first day, a dash, the last day and the calendar
 * button inside one border, the range drawn on one calendar; either end may stay open.
 */
export function DateRangeInput({ value: [from, to], onChange, size = 'sm', label: name, fromLabel, toLabel, fullWidth = false }: DateRangeInputProps) {
  const picker = usePickerProps();
  const chosen = useMemo(() => [...valueOf(from), ...valueOf(to)], [from, to]);
  return (
    <DatePicker.Root
      {...picker}
      size={size}
      width={fullWidth ? 'full' : 'auto'}
      selectionMode="range"
      value={chosen}
      onValueChange={(details: DatePickerValueChangeDetails) => {
        const [start, end] = details.value;
        onChange([start ? dayText(start) : '', end ? dayText(end) : '']);
      }}
    >
      <DatePicker.Control role="group" aria-label={name} data-testid="date-range" display="flex" alignItems="center" gap="0.5"
        borderWidth="1px" borderColor="border" rounded="l2" bg="bg" ps="2.5" pe="8" h={size === 'sm' ? '9' : '10'}
        _focusWithin={{ borderColor: 'colorPalette.focusRing', outline: '1px solid', outlineColor: 'colorPalette.focusRing' }}>
        <Box as="span" aria-hidden fontSize="sm" color="fg.muted" whiteSpace="nowrap" pe="1.5">{name}</Box>
        <DatePicker.Input index={0} aria-label={fromLabel} autoComplete="off" {...BARE_INPUT} {...rangeInputWidth(fullWidth)} />
        <Box as="span" aria-hidden color="fg.muted">–</Box>
        <DatePicker.Input index={1} aria-label={toLabel} autoComplete="off" {...BARE_INPUT} {...rangeInputWidth(fullWidth)} />
        <CalendarButton />
      </DatePicker.Control>
      <Calendar />
    </DatePicker.Root>
  );
}
