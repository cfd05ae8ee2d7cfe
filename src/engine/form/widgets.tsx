/**
 * Our Chakra v3 widgets for RJSF. Option labels come from enums.json (x-enum) through the message
 * ids; values travel as option indexes so numeric enums (invoice_type 1, 2) stay numbers.
 *
 * The widgets a form has many of (inputs, textarea, select, checkbox, switch) are native elements
 * with Chakra's recipes as classes (form-styles.ts); a day field is drawn so until it is pointed at
 * or focused, and is then Chakra's DatePicker (date/DayField.tsx); radio groups and checkbox groups
 * keep Chakra's components.
 */
import { useState, type ReactNode } from 'react';
import { Checkbox, CheckboxGroup, RadioGroup, Stack } from '@chakra-ui/react';
import {
  enumOptionsIndexForValue, enumOptionsValueForIndex, type RegistryWidgetsType, type WidgetProps,
} from '@rjsf/utils';
import type { FieldSchema } from '../../shared/descriptor';
import { DEFAULT_SHOW_TIME_ZONE, offsetLabel, wallClock } from '../../shared/show-time';
import { DayField } from '../date/DayField';
import { DateTimeInput } from '../date/DateTimeInput';
import { momentText, momentValue } from './moment-input';
import { useSourceOptions } from '../options-source';
import { label, optionLabel, ruleText, type EngineFormContext } from './form-context';
import { part } from './form-styles';
import { BaseInputTemplate, describedBy, flag } from './templates';
import { useTypedText } from './use-typed-text';

const ctxOf = (props: WidgetProps): EngineFormContext => props.registry.formContext as EngineFormContext;

/**
 * An input of a given type: BaseInputTemplate called, not rendered, so the hooks are this widget's
 * and a field is one component less (inputs are most of a long form's fields).
 */
const inputOf = (type: string | undefined) => function InputWidget(props: WidgetProps) {
  return BaseInputTemplate(type === undefined ? props : { ...props, type });
};
const TextWidget = inputOf(undefined);
const PasswordWidget = inputOf('password');
const EmailWidget = inputOf('email');
const URLWidget = inputOf('url');
const UpDownWidget = inputOf('number');
/**
 * An amount in cents (`"x-money": true`, chosen for such fields by formUiSchema), typed in yuan:
 * "1234.5" is stored as 123450 (BaseInputTemplate's 'money' input), a "¥" before it saying so.
 */
function MoneyWidget(props: WidgetProps) {
  return (
    <div className={part.inputRow} data-money-row="">
      <span className={part.prefix} aria-hidden="true">¥</span>
      {BaseInputTemplate({ ...props, type: 'money' })}
    </div>
  );
}

/**
 * A calendar day ("format": "date"): the picker in the reader's language (engine/date), drawn when
 * the field is first pointed at or focused (DayField).
 */
function DateWidget(props: WidgetProps) {
  const { tr } = ctxOf(props);
  return <DayField {...textPickerProps(props)} placeholder={label(tr, 'engine.date.placeholder')} openLabel={label(tr, 'engine.date.open')} />;
}

/** A day and a time as text ("2027-08-01T14:00", `"ui:widget": "datetime"`). */
function DateTimeWidget(props: WidgetProps) {
  return <DateTimeInput {...textPickerProps(props)} fieldLabel={label(ctxOf(props).tr, props.label)} />;
}

/**
 * A moment in Unix seconds (`"ui:widget": "moment"`), picked as a day and a time on the show's
 * clock, the clock's offset beside it.
 */
function MomentWidget(props: WidgetProps) {
  const { id, value, options, onChange, onBlur, onFocus } = props;
  const { timeZone = DEFAULT_SHOW_TIME_ZONE, tr } = ctxOf(props);
  // An empty field's offset is the clock's now (a zone with summer time has two).
  const [now] = useState(() => Date.now() / 1000);
  const at = typeof value === 'number' ? value : now;
  const text = momentText(value, timeZone);
  return (
    <div className={part.inputRow}>
      <DateTimeInput
        {...pickerProps(props)}
        fieldLabel={label(tr, props.label)}
        value={text}
        onChange={(next) => onChange(momentValue(next, options.emptyValue, timeZone))}
        onBlur={() => onBlur(id, text)}
        onFocus={() => onFocus(id, text)}
      />
      <span className={part.suffix}>{offsetLabel(wallClock(at, timeZone).offsetMinutes)}</span>
    </div>
  );
}

/** What a day or date-time field hands its picker from RJSF's props. */
const pickerProps = (props: WidgetProps) => ({
  id: props.id,
  name: props.htmlName ?? props.id,
  describedBy: describedBy(props.id, props),
  invalid: (props.rawErrors?.length ?? 0) > 0,
  required: props.required,
  disabled: props.disabled,
  readOnly: props.readonly,
});

/** The same for a picker whose value is the field's text itself (a day, a day and a time). */
function textPickerProps(props: WidgetProps) {
  const { id, value, options, onChange, onBlur, onFocus } = props;
  const text = typeof value === 'string' ? value : '';
  return {
    ...pickerProps(props),
    value: text,
    onChange: (next: string) => onChange(next === '' ? options.emptyValue : next),
    onBlur: () => onBlur(id, text),
    onFocus: () => onFocus(id, text),
  };
}

const HiddenWidget = ({ id, value }: WidgetProps) => <input type="hidden" id={id} value={value ?? ''} />;

function TextareaWidget(props: WidgetProps) {
  const { id, name, value, placeholder, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, rawErrors, schema } = props;
  const ctx = ctxOf(props);
  const { pending } = ctx;
  const typed = useTypedText({ id, value, pending, onCommit: (text) => onChange(text === '' ? options.emptyValue : text) });
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <textarea
      id={id}
      name={props.htmlName ?? id}
      className={part.textarea}
      value={typed.text}
      rows={typeof options.rows === 'number' ? options.rows : 5}
      placeholder={placeholder ? ruleText(ctx, placeholder, schema, name) : undefined}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      aria-invalid={invalid || undefined}
      data-invalid={flag(invalid)}
      aria-describedby={describedBy(id, props)}
      onChange={typed.onChange}
      onBlur={(event) => { typed.flush(); onBlur(id, event.target.value); }}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

type EnumOptions = NonNullable<WidgetProps['options']['enumOptions']>;

/**
 * The `<option>`s of selects, by their list of options: the selects of a form's field, or of every
 * item of an array, share one list (ObjectField.tsx plans it once), and so share its elements. A
 * long array holds hundreds of selects; each would otherwise build and word its options anew.
 */
const optionsDrawn = new WeakMap<EnumOptions, { inputs: readonly unknown[]; elements: ReactNode }>();

function optionElements(ctx: EngineFormContext, schema: FieldSchema, enumOptions: EnumOptions, enumDisabled: unknown[] | undefined, placeholder: string | undefined): ReactNode {
  const inputs = [ctx.tr, ctx.enums, schema, enumDisabled, placeholder];
  const drawn = optionsDrawn.get(enumOptions);
  if (drawn && drawn.inputs.every((input, i) => input === inputs[i])) return drawn.elements;
  const elements = (
    <>
      <option value="">{placeholder ? label(ctx.tr, placeholder) : label(ctx.tr, 'engine.select.placeholder')}</option>
      {enumOptions.map((option, index) => (
        <option key={index} value={String(index)} disabled={enumDisabled?.includes(option.value)}>
          {optionLabel(ctx, schema, option.value, option.label)}
        </option>
      ))}
    </>
  );
  optionsDrawn.set(enumOptions, { inputs, elements });
  return elements;
}

/** A native select over `enumOptions`, values travelling as option indexes. Has no hooks: widgets call it as a function. */
function SelectControl({ enumOptions, ...props }: WidgetProps & { enumOptions: NonNullable<WidgetProps['options']['enumOptions']> }) {
  const { id, value, placeholder, disabled, readonly, onChange, onBlur, onFocus, options, schema, rawErrors } = props;
  const ctx = ctxOf(props);
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  const invalid = (rawErrors?.length ?? 0) > 0;
  const off = disabled || readonly;
  return (
    // The chevron is the wrapper's ::after (form-styles.ts).
    <div className={part.select} data-disabled={flag(off)} data-invalid={flag(invalid)}>
      <select
        id={id}
        name={props.htmlName ?? id}
        className={part.selectField}
        value={typeof selected === 'string' ? selected : ''}
        disabled={off}
        aria-invalid={invalid || undefined}
        data-invalid={flag(invalid)}
        aria-describedby={describedBy(id, props)}
        onChange={(event) => onChange(enumOptionsValueForIndex(event.target.value, enumOptions, options.emptyValue))}
        onBlur={(event) => onBlur(id, enumOptionsValueForIndex(event.target.value, enumOptions, options.emptyValue))}
        onFocus={(event) => onFocus(id, enumOptionsValueForIndex(event.target.value, enumOptions, options.emptyValue))}
      >
        {optionElements(ctx, schema as FieldSchema, enumOptions, options.enumDisabled, placeholder)}
      </select>
    </div>
  );
}

/** A select whose options the server defines: they are loaded from the endpoint its UI schema names. */
function SourcedSelect({ source, ...props }: WidgetProps & { source: string }) {
  const sourced = useSourceOptions([source]);
  return <SelectControl {...props} enumOptions={sourced[source] ?? props.options.enumOptions ?? []} />;
}

function SelectWidget(props: WidgetProps) {
  if (props.multiple) return <CheckboxesWidget {...props} />;
  // A field whose options the server defines names their endpoint: "ui:options": {"source": "/v4/…"}.
  // Only such a select loads anything: the others, often hundreds in a form, skip its hooks.
  const source = typeof props.options.source === 'string' ? props.options.source : undefined;
  // SelectControl and Toggle have no hooks: called, not rendered, a field is one component less.
  return source ? <SourcedSelect {...props} source={source} /> : SelectControl({ ...props, enumOptions: props.options.enumOptions ?? [] });
}

function RadioWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, options, schema, rawErrors } = props;
  const ctx = ctxOf(props);
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  return (
    <RadioGroup.Root
      id={id}
      // The group's error marks every radio (their rings turn the error colour), as a text field's marks its box.
      invalid={(rawErrors?.length ?? 0) > 0}
      name={props.htmlName ?? id}
      value={typeof selected === 'string' ? selected : null}
      disabled={disabled}
      readOnly={readonly}
      onValueChange={({ value: index }) => onChange(enumOptionsValueForIndex(index ?? '', enumOptions, options.emptyValue))}
      onBlur={() => onBlur(id, value)}
    >
      {/* A row wraps whole options onto the next line; an option's text never squeezes to a character a line. */}
      <Stack direction={options.inline === false ? 'column' : 'row'} wrap="wrap" columnGap="4" rowGap="2">
        {enumOptions.map((option, index) => (
          <RadioGroup.Item key={index} value={String(index)} flexShrink={0} maxW="full">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{optionLabel(ctx, schema as FieldSchema, option.value, option.label)}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

function CheckboxesWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, options, schema } = props;
  const ctx = ctxOf(props);
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptionsIndexForValue(value, enumOptions, true);
  return (
    <CheckboxGroup
      id={id}
      value={Array.isArray(selected) ? selected : []}
      disabled={disabled}
      readOnly={readonly}
      onValueChange={(indexes: string[]) => onChange(enumOptionsValueForIndex(indexes, enumOptions, options.emptyValue))}
      // Only when focus leaves the group, not from one box to the next.
      onBlur={(event) => { if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur(id, value); }}
    >
      <Stack direction={options.inline === false ? 'column' : 'row'} wrap="wrap" columnGap="4" rowGap="2">
        {enumOptions.map((option, index) => (
          <Checkbox.Root key={index} value={String(index)} flexShrink={0} maxW="full">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{optionLabel(ctx, schema as FieldSchema, option.value, option.label)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </CheckboxGroup>
  );
}

/** Chakra's checkmark (Checkbox.Control's indicator). */
const Checkmark = () => <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3px" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true"><polyline points="20 6 9 17 4 12" /></svg>;

/**
 * A native checkbox (focusable, labelled, carrying the field's id) under a drawn box or track. Has
 * no hooks: widgets call it as a function.
 */
function Toggle(props: WidgetProps & { kind: 'checkbox' | 'switch'; text: string }) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, rawErrors, kind, text } = props;
  const checked = value === true;
  const invalid = (rawErrors?.length ?? 0) > 0;
  const state = {
    'data-state': checked ? 'checked' : 'unchecked', 'data-disabled': flag(disabled), 'data-readonly': flag(readonly), 'data-invalid': flag(invalid),
  };
  const isSwitch = kind === 'switch';
  return (
    <label className={isSwitch ? part.switch : part.check} {...state}>
      <input
        type="checkbox"
        id={id}
        name={props.htmlName ?? id}
        className={part.checkInput}
        role={isSwitch ? 'switch' : undefined}
        checked={checked}
        disabled={disabled}
        aria-readonly={readonly || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, props)}
        onChange={(event) => { if (!readonly) onChange(event.target.checked); }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {isSwitch
        ? <span className={part.switchControl} aria-hidden="true" {...state}><span className={part.switchThumb} {...state} /></span>
        : <span className={part.checkControl} aria-hidden="true" {...state}>{checked ? <Checkmark /> : null}</span>}
      {text ? <span className={isSwitch ? part.switchLabel : part.checkLabel} {...state}>{text}</span> : null}
    </label>
  );
}

function CheckboxWidget(props: WidgetProps) {
  const { tr } = ctxOf(props);
  return Toggle({ ...props, kind: 'checkbox', text: `${label(tr, props.label)}${props.required ? ' *' : ''}` });
}

function SwitchWidget(props: WidgetProps) {
  const { tr } = ctxOf(props);
  return Toggle({ ...props, kind: 'switch', text: label(tr, props.label) });
}

/** Registry names as RJSF resolves them, plus the short names a UI schema uses (ui:widget "switch"). */
export const widgets: RegistryWidgetsType = {
  TextWidget, PasswordWidget, EmailWidget, URLWidget, DateWidget, DateTimeWidget, UpDownWidget, HiddenWidget,
  TextareaWidget, SelectWidget, RadioWidget, CheckboxesWidget, CheckboxWidget, MoneyWidget, MomentWidget,
  money: MoneyWidget, moment: MomentWidget, text: TextWidget, password: PasswordWidget, email: EmailWidget, uri: URLWidget, date: DateWidget, datetime: DateTimeWidget,
  updown: UpDownWidget, hidden: HiddenWidget, textarea: TextareaWidget, select: SelectWidget, radio: RadioWidget,
  checkboxes: CheckboxesWidget, checkbox: CheckboxWidget, switch: SwitchWidget,
};

