/**
 * Our Chakra v3 widgets for RJSF. Option labels come from enums.json (x-enum) through the message
 * ids; values travel as option indexes so numeric enums (invoice_type 1, 2) stay numbers.
 */
import { Checkbox, CheckboxGroup, NativeSelect, RadioGroup, Stack, Switch, Textarea } from '@chakra-ui/react';
import {
  ariaDescribedByIds, enumOptionsIndexForValue, enumOptionsValueForIndex, type RegistryWidgetsType, type WidgetProps,
} from '@rjsf/utils';
import type { FieldSchema } from '../../shared/descriptor';
import { useSourceOptions } from '../options-source';
import { label, optionLabel, type EngineFormContext } from './form-context';
import { BaseInputTemplate } from './templates';

const ctxOf = (props: WidgetProps): EngineFormContext => props.registry.formContext as EngineFormContext;

const TextWidget = (props: WidgetProps) => <BaseInputTemplate {...props} />;
const PasswordWidget = (props: WidgetProps) => <BaseInputTemplate {...props} type="password" />;
const EmailWidget = (props: WidgetProps) => <BaseInputTemplate {...props} type="email" />;
const URLWidget = (props: WidgetProps) => <BaseInputTemplate {...props} type="url" />;
const DateWidget = (props: WidgetProps) => <BaseInputTemplate {...props} type="date" />;
const DateTimeWidget = (props: WidgetProps) => <BaseInputTemplate {...props} type="datetime-local" />;
const UpDownWidget = (props: WidgetProps) => <BaseInputTemplate {...props} type="number" />;
const HiddenWidget = ({ id, value }: WidgetProps) => <input type="hidden" id={id} value={value ?? ''} />;

function TextareaWidget(props: WidgetProps) {
  const { id, value, placeholder, disabled, readonly, autofocus, onChange, onBlur, onFocus, options } = props;
  const { tr } = ctxOf(props);
  return (
    <Textarea
      id={id}
      name={props.htmlName ?? id}
      value={value ?? ''}
      rows={typeof options.rows === 'number' ? options.rows : 5}
      placeholder={placeholder ? label(tr, placeholder) : undefined}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

function SelectWidget(props: WidgetProps) {
  const { id, value, placeholder, disabled, readonly, onChange, onBlur, onFocus, options, schema, multiple } = props;
  const ctx = ctxOf(props);
  // A field whose options the server defines names their endpoint: "ui:options": {"source": "/v4/…"}.
  const source = typeof options.source === 'string' ? options.source : undefined;
  const sourced = useSourceOptions([source]);
  const enumOptions = (source ? sourced[source] : undefined) ?? options.enumOptions ?? [];
  if (multiple) return <CheckboxesWidget {...props} />;
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  return (
    <NativeSelect.Root disabled={disabled || readonly}>
      <NativeSelect.Field
        id={id}
        name={props.htmlName ?? id}
        value={typeof selected === 'string' ? selected : ''}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(enumOptionsValueForIndex(event.target.value, enumOptions, options.emptyValue))}
        onBlur={(event) => onBlur(id, enumOptionsValueForIndex(event.target.value, enumOptions, options.emptyValue))}
        onFocus={(event) => onFocus(id, enumOptionsValueForIndex(event.target.value, enumOptions, options.emptyValue))}
      >
        <option value="">{placeholder ? label(ctx.tr, placeholder) : label(ctx.tr, 'engine.select.placeholder')}</option>
        {enumOptions.map((option, index) => (
          <option key={index} value={String(index)} disabled={options.enumDisabled?.includes(option.value)}>
            {optionLabel(ctx, schema as FieldSchema, option.value, option.label)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function RadioWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, options, schema } = props;
  const ctx = ctxOf(props);
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  return (
    <RadioGroup.Root
      id={id}
      name={props.htmlName ?? id}
      value={typeof selected === 'string' ? selected : null}
      disabled={disabled}
      readOnly={readonly}
      onValueChange={({ value: index }) => onChange(enumOptionsValueForIndex(index ?? '', enumOptions, options.emptyValue))}
      onBlur={() => onBlur(id, value)}
    >
      <Stack direction={options.inline === false ? 'column' : 'row'} gap="4">
        {enumOptions.map((option, index) => (
          <RadioGroup.Item key={index} value={String(index)}>
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
      onBlur={() => onBlur(id, value)}
    >
      <Stack direction={options.inline === false ? 'column' : 'row'} gap="4" wrap="wrap">
        {enumOptions.map((option, index) => (
          <Checkbox.Root key={index} value={String(index)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{optionLabel(ctx, schema as FieldSchema, option.value, option.label)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </CheckboxGroup>
  );
}

function CheckboxWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, label: title, required } = props;
  const { tr } = ctxOf(props);
  return (
    <Checkbox.Root
      id={id}
      checked={value === true}
      disabled={disabled}
      readOnly={readonly}
      onCheckedChange={({ checked }) => onChange(checked === true)}
      onBlur={() => onBlur(id, value)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label(tr, title)}{required ? ' *' : ''}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function SwitchWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, label: title } = props;
  const { tr } = ctxOf(props);
  return (
    <Switch.Root id={id} checked={value === true} disabled={disabled} readOnly={readonly} onCheckedChange={({ checked }) => onChange(checked)} onBlur={() => onBlur(id, value)}>
      <Switch.HiddenInput />
      <Switch.Control><Switch.Thumb /></Switch.Control>
      <Switch.Label>{label(tr, title)}</Switch.Label>
    </Switch.Root>
  );
}

/** Registry names as RJSF resolves them, plus the short names a UI schema uses (ui:widget "switch"). */
export const widgets: RegistryWidgetsType = {
  TextWidget, PasswordWidget, EmailWidget, URLWidget, DateWidget, DateTimeWidget, UpDownWidget, HiddenWidget,
  TextareaWidget, SelectWidget, RadioWidget, CheckboxesWidget, CheckboxWidget,
  text: TextWidget, password: PasswordWidget, email: EmailWidget, uri: URLWidget, date: DateWidget, datetime: DateTimeWidget,
  updown: UpDownWidget, hidden: HiddenWidget, textarea: TextareaWidget, select: SelectWidget, radio: RadioWidget,
  checkboxes: CheckboxesWidget, checkbox: CheckboxWidget, switch: SwitchWidget,
};

