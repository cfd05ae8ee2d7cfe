/**
 * Our Chakra v3 templates for RJSF. Every title, description and help text of a descriptor is a
 * message id, translated here. Module-level constants: a new templates object per render would
 * defeat SchemaField's memo and re-render every field on every keystroke.
 */
import { memo } from 'react';
import { Box, Button, Field, Fieldset, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import {
  ariaDescribedByIds, getInputProps, type ArrayFieldItemTemplateProps, type ArrayFieldTemplateProps, type BaseInputTemplateProps,
  type DescriptionFieldProps, type FieldTemplateProps, type IconButtonProps, type ObjectFieldTemplateProps, type TemplatesType,
  type TitleFieldProps,
} from '@rjsf/utils';
import type { FieldSchema } from '../../shared/descriptor';
import { label, type EngineFormContext } from './form-context';

type Ctx = EngineFormContext;
const ctxOf = (registry: { formContext: unknown }): Ctx => registry.formContext as Ctx;

/** A field's frame: label with required marker, the control, help, description and errors. */
function FieldTemplate(props: FieldTemplateProps) {
  const { id, label: title, children, rawErrors = [], rawHelp, rawDescription, hidden, required, disabled, readonly, displayLabel, schema, registry } = props;
  if (hidden) return <Box display="none">{children}</Box>;
  const field = schema as FieldSchema;
  // Objects and arrays draw their own frame (ObjectFieldTemplate, ArrayFieldTemplate); an upload is an object drawn as one control.
  if ((schema.type === 'object' && !field['x-upload']) || schema.type === 'array' && !(field.items && (field.items as FieldSchema).enum)) return children;
  const { tr } = ctxOf(registry);
  const errors = rawErrors.filter(Boolean);
  return (
    <Field.Root id={`${id}__field`} invalid={errors.length > 0} required={required} disabled={disabled} readOnly={readonly}>
      {displayLabel && title ? <Field.Label htmlFor={id}>{label(tr, title)}<Field.RequiredIndicator /></Field.Label> : null}
      {children}
      {rawDescription ? <Field.HelperText id={`${id}__description`}>{label(tr, rawDescription)}</Field.HelperText> : null}
      {rawHelp ? <Field.HelperText id={`${id}__help`}>{label(tr, rawHelp)}</Field.HelperText> : null}
      {errors.length > 0 ? <Field.ErrorText id={`${id}__error`}>{errors.join(' ')}</Field.ErrorText> : null}
    </Field.Root>
  );
}

function ObjectFieldTemplate({ properties, title, description, registry, fieldPathId }: ObjectFieldTemplateProps) {
  const { tr } = ctxOf(registry);
  const isRoot = fieldPathId.path.length === 0;
  const content = <Stack gap="5">{properties.map((property) => property.content)}</Stack>;
  if (isRoot) return content;
  return (
    <Fieldset.Root>
      {title ? <Fieldset.Legend>{label(tr, title)}</Fieldset.Legend> : null}
      {typeof description === 'string' && description ? <Fieldset.HelperText>{label(tr, description)}</Fieldset.HelperText> : null}
      <Fieldset.Content>{content}</Fieldset.Content>
    </Fieldset.Root>
  );
}

function ArrayFieldTemplate({ items, canAdd, onAddClick, title, required, disabled, readonly, registry, rawErrors = [], schema }: ArrayFieldTemplateProps) {
  const { tr } = ctxOf(registry);
  const errors = rawErrors.filter(Boolean);
  return (
    <Fieldset.Root invalid={errors.length > 0}>
      <Fieldset.Legend>{label(tr, title)}{required ? <Text as="span" color="fg.error"> *</Text> : null}</Fieldset.Legend>
      {schema.description ? <Fieldset.HelperText>{label(tr, schema.description)}</Fieldset.HelperText> : null}
      <Fieldset.Content>
        <Stack gap="3">{items}</Stack>
        {canAdd && !disabled && !readonly ? (
          <Button alignSelf="start" size="sm" variant="outline" onClick={onAddClick}>{label(tr, 'engine.array.add')}</Button>
        ) : null}
      </Fieldset.Content>
      {errors.length > 0 ? <Fieldset.ErrorText>{errors.join(' ')}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}

function ArrayFieldItemTemplate({ children, buttonsProps, hasToolbar, registry }: ArrayFieldItemTemplateProps) {
  const { tr } = ctxOf(registry);
  const { hasMoveUp, hasMoveDown, hasRemove, onMoveUpItem, onMoveDownItem, onRemoveItem, disabled, readonly } = buttonsProps;
  const off = disabled || readonly;
  return (
    <HStack align="start" gap="2" borderWidth="1px" borderRadius="md" p="3">
      <Box flex="1">{children}</Box>
      {hasToolbar ? (
        <HStack gap="1">
          <IconButton size="xs" variant="ghost" aria-label={label(tr, 'engine.array.moveUp')} disabled={off || !hasMoveUp} onClick={onMoveUpItem}>↑</IconButton>
          <IconButton size="xs" variant="ghost" aria-label={label(tr, 'engine.array.moveDown')} disabled={off || !hasMoveDown} onClick={onMoveDownItem}>↓</IconButton>
          <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={label(tr, 'engine.array.remove')} disabled={off || !hasRemove} onClick={onRemoveItem}>✕</IconButton>
        </HStack>
      ) : null}
    </HStack>
  );
}

/** Text-like inputs (text, email, uri, password, number, date…). */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, value, placeholder, required, disabled, readonly, autofocus, onChange, onChangeOverride, onBlur, onFocus, options, schema, type, registry, rawErrors } = props;
  const { tr } = ctxOf(registry);
  const inputProps = getInputProps(schema, type, options);
  const emptyValue = options.emptyValue;
  return (
    <Input
      id={id}
      name={htmlName ?? id}
      {...inputProps}
      value={value ?? ''}
      placeholder={placeholder ? label(tr, placeholder) : undefined}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      aria-invalid={(rawErrors?.length ?? 0) > 0}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={onChangeOverride ?? ((event) => onChange(event.target.value === '' ? emptyValue : event.target.value))}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

function TitleFieldTemplate({ id, title, required, registry }: TitleFieldProps) {
  const { tr } = ctxOf(registry);
  return <Text id={id} fontWeight="semibold">{label(tr, title)}{required ? ' *' : ''}</Text>;
}

function DescriptionFieldTemplate({ id, description, registry }: DescriptionFieldProps) {
  const { tr } = ctxOf(registry);
  if (!description) return null;
  return <Text id={id} color="fg.muted" fontSize="sm">{typeof description === 'string' ? label(tr, description) : description}</Text>;
}

const Nothing = () => null;

function iconButton(symbol: string, messageId: string) {
  return function EngineIconButton({ registry, uiSchema: _ui, iconType: _type, icon: _icon, color: _color, ...rest }: IconButtonProps) {
    const { tr } = ctxOf(registry);
    return <IconButton size="xs" variant="ghost" aria-label={label(tr, messageId)} {...rest}>{symbol}</IconButton>;
  };
}

export const templates: Partial<TemplatesType> = {
  FieldTemplate: memo(FieldTemplate),
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  BaseInputTemplate,
  TitleFieldTemplate,
  DescriptionFieldTemplate,
  // Errors show on their fields (FieldTemplate), never as a list on top.
  ErrorListTemplate: Nothing,
  FieldErrorTemplate: Nothing,
  FieldHelpTemplate: Nothing,
  ButtonTemplates: {
    SubmitButton: Nothing,
    AddButton: iconButton('+', 'engine.array.add'),
    CopyButton: iconButton('⧉', 'engine.array.copy'),
    MoveDownButton: iconButton('↓', 'engine.array.moveDown'),
    MoveUpButton: iconButton('↑', 'engine.array.moveUp'),
    RemoveButton: iconButton('✕', 'engine.array.remove'),
    ClearButton: iconButton('✕', 'engine.form.clear'),
  },
};
