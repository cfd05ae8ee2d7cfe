/**
 * Our Chakra v3 templates for RJSF. Every title, description and help text of a descriptor is a
 * message id, translated here. Module-level constants: a new templates object per render would
 * defeat SchemaField's memo and re-render every field on every keystroke.
 *
 * Plain elements with the classes of form-styles.ts (Chakra's recipes, set once on the form's root)
 * rather than Chakra's components: a field frame is drawn for every field of a form, so it must
 * cost little more than its DOM.
 */
import { memo, type ReactNode } from 'react';
import {
  descriptionId, errorId, getUiOptions, helpId, type ArrayFieldItemTemplateProps, type ArrayFieldTemplateProps, type BaseInputTemplateProps,
  type DescriptionFieldProps, type FieldTemplateProps, type IconButtonProps, type ObjectFieldTemplateProps, type TemplatesType,
  type TitleFieldProps, type WidgetProps,
} from '@rjsf/utils';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FieldSchema } from '../../shared/descriptor';
import { formLayout, isWideField, type FormLayout } from './form-layout';
import { fieldNameOf, label, ruleText, useVisibleErrors, type EngineFormContext } from './form-context';
import { part } from './form-styles';
import { moneyStandsFor, moneyText, moneyValue } from '../money';
import { inputProps } from './number-input';
import { useTypedText } from './use-typed-text';
import { FIELD_REM, FIRST_FIELDS, firstItems, ITEM_REM, useDrawsAll } from './deferred-fields';

type Ctx = EngineFormContext;
const ctxOf = (registry: { formContext: unknown }): Ctx => registry.formContext as Ctx;

/** `data-*` state attributes as Chakra sets them: present and empty when true, absent otherwise. */
export const flag = (on: boolean | undefined): '' | undefined => (on ? '' : undefined);

export interface FieldFrameProps {
  id: string;
  /** The translated label, or '' for none. */
  title: string;
  required?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  errors: readonly string[];
  /** Translated texts under the control. */
  description?: string;
  help?: string;
  children: ReactNode;
}

/**
 * The ids of the texts FieldFrame draws under a control, for its aria-describedby: only those that
 * are there (errors as shown, description, help), none when there are none.
 */
export function describedBy(id: string, { schema, options, rawErrors }: Pick<WidgetProps, 'schema' | 'options' | 'rawErrors'>): string | undefined {
  const ids: string[] = [];
  if (rawErrors && rawErrors.length > 0) ids.push(errorId(id));
  if (options.description || schema.description) ids.push(descriptionId(id));
  if (typeof options.help === 'string' && options.help) ids.push(helpId(id));
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A field's frame: label with required marker, the control, description, help and errors. */
export function FieldFrame({ id, title, required, disabled, readonly, errors, description, help, children }: FieldFrameProps) {
  const invalid = errors.length > 0;
  const state = { 'data-invalid': flag(invalid), 'data-disabled': flag(disabled), 'data-readonly': flag(readonly) };
  return (
    <div id={`${id}__field`} className={part.field} {...state}>
      {title ? (
        <label htmlFor={id} className={part.label} data-required={flag(required)} {...state}>
          {title}{required ? <span aria-hidden="true" className={part.required}>*</span> : null}
        </label>
      ) : null}
      {children}
      {description ? <div id={descriptionId(id)} className={part.help}>{description}</div> : null}
      {help ? <div id={helpId(id)} className={part.help}>{help}</div> : null}
      {invalid ? <div id={errorId(id)} className={part.error} aria-live="polite">{errors.join(' ')}</div> : null}
    </div>
  );
}

function FieldTemplate(props: FieldTemplateProps) {
  const { id, label: title, children, rawErrors = [], rawHelp, rawDescription, hidden, required, disabled, readonly, displayLabel, schema, registry, fieldPathId } = props;
  const context = ctxOf(registry);
  const errors = useVisibleErrors(context, id, schema.type === 'array' || schema.type === 'object', rawErrors.filter(Boolean));
  if (hidden) return <div hidden>{children}</div>;
  const field = schema as FieldSchema;
  // Objects and arrays draw their own frame (ObjectFieldTemplate, ArrayFieldTemplate); an upload is an object drawn as one control,
  // and so is a multiple choice (items listed as enum, or as oneOf consts with labels).
  const items = field.items as FieldSchema | undefined;
  if ((schema.type === 'object' && !field['x-upload']) || schema.type === 'array' && !(items && (items.enum || items.oneOf))) return children;
  const { tr } = context;
  return (
    <FieldFrame
      id={id}
      title={displayLabel && title ? label(tr, title) : ''}
      required={required}
      disabled={disabled}
      readonly={readonly}
      errors={errors}
      description={rawDescription ? ruleText(context, rawDescription, schema, fieldNameOf(fieldPathId.path)) : undefined}
      help={rawHelp ? ruleText(context, rawHelp, schema, fieldNameOf(fieldPathId.path)) : undefined}
    >
      {children}
    </FieldFrame>
  );
}

function ObjectFieldTemplate({ properties: all, title, description, registry, fieldPathId, schema, uiSchema }: ObjectFieldTemplateProps) {
  const context = ctxOf(registry);
  const { tr } = context;
  const isRoot = fieldPathId.path.length === 0;
  // A property the data's conditions rule out (its schema resolved to false: the fascia board of a
  // raw-space booth) is no field of this form.
  const fieldSchemas = (schema.properties ?? {}) as Record<string, unknown>;
  const properties = all.filter((property) => fieldSchemas[property.name] !== false);
  const layout = formLayout(uiSchema, properties.map((property) => property.name));
  // A long object draws its first fields now and the rest after the first paint (deferred-fields.ts),
  // unless one of the rest is to take the focus as the form opens.
  const drawsAll = useDrawsAll(context, autofocusLater(properties, uiSchema) ? 0 : properties.length, FIRST_FIELDS);
  const drawn = drawsAll ? properties : properties.slice(0, FIRST_FIELDS);
  const content = layout ? <LaidOut layout={layout} properties={properties} schema={schema} uiSchema={uiSchema} tr={tr} drawsAll={drawsAll} /> : (
    <div className={part.stack}>
      {drawn.map((property) => property.content)}
      {drawsAll ? null : <Filler count={properties.length - drawn.length} rem={FIELD_REM} />}
    </div>
  );
  // A group needs its fieldset for its legend; an untitled one (an array's item, whose frame is the
  // item's) is only its fields.
  const hasDescription = typeof description === 'string' && description !== '';
  if (isRoot || (!title && !hasDescription)) return content;
  return (
    <fieldset className={part.fieldset}>
      {title ? <legend className={part.legend}>{label(tr, title)}</legend> : null}
      {hasDescription ? <div className={part.fieldsetHelp}>{ruleText(context, description, schema, fieldNameOf(fieldPathId.path))}</div> : null}
      {content}
    </fieldset>
  );
}

/** Whether a field past the first screenful takes the focus as the form opens (`ui:autofocus`). */
const autofocusLater = (properties: ObjectFieldTemplateProps['properties'], uiSchema: UiSchema | undefined): boolean =>
  properties.length > FIRST_FIELDS && properties.slice(FIRST_FIELDS).some((property) => Boolean(getUiOptions(uiSchema?.[property.name] as UiSchema | undefined).autofocus));

/** Stands in for `count` fields or items still to be drawn, about as tall as they will be. */
const Filler = ({ count, rem }: { count: number; rem: number }) => <div className={part.deferred} aria-hidden="true" style={{ height: `${count * rem}rem` }} />;

/**
 * The fields in the sections and columns the UI schema declares (form-layout.ts). Until `drawsAll`,
 * whole sections are drawn up to the first screenful of fields, and a filler stands in for the later
 * sections (deferred-fields.ts).
 */
function LaidOut({ layout, properties, schema, uiSchema, tr, drawsAll }: {
  layout: FormLayout; properties: ObjectFieldTemplateProps['properties']; schema: RJSFSchema; uiSchema: UiSchema | undefined; tr: Ctx['tr']; drawsAll: boolean;
}) {
  const byName = new Map(properties.map((property) => [property.name, property]));
  const fieldSchemas = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  const sections = layout.sections.map((section) => section.fields.map((name) => byName.get(name)).filter((property) => property !== undefined && !property.hidden));
  // A section comes later when the sections before it already hold a screenful of fields.
  const fieldsBefore = sections.map((_, index) => sections.slice(0, index).reduce((sum, fields) => sum + fields.length, 0));
  const later = (index: number): boolean => !drawsAll && fieldsBefore[index]! >= FIRST_FIELDS;
  const laterFields = sections.reduce((sum, fields, index) => sum + (later(index) ? fields.length : 0), 0);
  return (
    <div className={part.sections} data-columns={layout.columns}>
      {layout.sections.map((section, index) => {
        const fields = sections[index]!;
        if (fields.length === 0 || later(index)) return null;
        const grid = (
          <div className={part.grid}>
            {fields.map((property) => (
              <div key={property!.name} className={part.cell} data-wide={flag(layout.columns === 1 || isWideField(fieldSchemas[property!.name], uiSchema?.[property!.name] as UiSchema | undefined))}>
                {property!.content}
              </div>
            ))}
          </div>
        );
        return section.title ? (
          <section key={section.title} className={part.section} aria-labelledby={`section-${index}`}>
            <h2 id={`section-${index}`} className={part.sectionTitle}>{label(tr, section.title)}</h2>
            {grid}
          </section>
        ) : <div key={`rest-${index}`}>{grid}</div>;
      })}
      {laterFields > 0 ? <Filler count={Math.ceil(laterFields / layout.columns)} rem={FIELD_REM} /> : null}
      {/* Hidden fields keep their place in the DOM (their values still submit). */}
      {properties.filter((property) => property.hidden).map((property) => property.content)}
    </div>
  );
}

function ArrayFieldTemplate({ items, canAdd, onAddClick, title, required, disabled, readonly, registry, rawErrors = [], schema, fieldPathId }: ArrayFieldTemplateProps) {
  const context = ctxOf(registry);
  const { tr } = context;
  const errors = useVisibleErrors(context, fieldPathId.$id, true, rawErrors.filter(Boolean));
  // A long list draws its first items now and the rest after the first paint (deferred-fields.ts).
  const first = firstItems(schema.items);
  const drawsAll = useDrawsAll(context, items.length, first);
  return (
    <fieldset className={part.fieldset} data-invalid={flag(errors.length > 0)}>
      <legend className={part.legend}>{label(tr, title)}{required ? <span className={part.required}> *</span> : null}</legend>
      {schema.description ? <div className={part.fieldsetHelp}>{ruleText(context, schema.description, schema, fieldNameOf(fieldPathId.path))}</div> : null}
      <div className={part.fieldsetContent}>
        <div className={part.items}>
          {drawsAll ? items : items.slice(0, first)}
          {drawsAll ? null : <Filler count={items.length - first} rem={ITEM_REM} />}
        </div>
        {canAdd && !disabled && !readonly ? (
          <button type="button" className={part.addButton} onClick={(event) => {
            // The new item comes last; its errors wait until it is left or a submit is tried again.
            context.errorVisibility?.added(`${fieldPathId.$id}_${items.length}`);
            onAddClick(event);
          }}>{label(tr, 'engine.array.add')}</button>
        ) : null}
      </div>
      {errors.length > 0 ? <div className={part.fieldsetError}>{errors.join(' ')}</div> : null}
    </fieldset>
  );
}

function ArrayFieldItemTemplate({ children, buttonsProps, hasToolbar, registry }: ArrayFieldItemTemplateProps) {
  const { tr } = ctxOf(registry);
  const { hasMoveUp, hasMoveDown, hasRemove, onMoveUpItem, onMoveDownItem, onRemoveItem, disabled, readonly } = buttonsProps;
  const off = disabled || readonly;
  return (
    <div className={part.item}>
      <div className={part.itemBody}>{children}</div>
      {hasToolbar ? (
        <div className={part.toolbar}>
          {/* A lone item has nowhere to move: its move buttons are not offered. */}
          {hasMoveUp || hasMoveDown ? (
            <>
              <button type="button" className={part.iconButton} aria-label={label(tr, 'engine.array.moveUp')} disabled={off || !hasMoveUp} onClick={onMoveUpItem}>↑</button>
              <button type="button" className={part.iconButton} aria-label={label(tr, 'engine.array.moveDown')} disabled={off || !hasMoveDown} onClick={onMoveDownItem}>↓</button>
            </>
          ) : null}
          <button type="button" className={`${part.iconButton} ${part.danger}`} aria-label={label(tr, 'engine.array.remove')} disabled={off || !hasRemove} onClick={onRemoveItem}>✕</button>
        </div>
      ) : null}
    </div>
  );
}

/** The money input (type 'money'): amounts in cents, typed and shown in yuan. */
const MONEY_TEXT = { textOf: moneyText, standsFor: moneyStandsFor };
const MONEY_INPUT = { type: 'text', inputMode: 'decimal', autoComplete: 'off', 'data-money': '' } as const;

/**
 * Text-like inputs (text, email, uri, password, number, and 'money': an amount in cents typed
 * in yuan). What is typed is drawn at
 * once and handed to the form when typing pauses, on blur and on Enter (useTypedText).
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, name, htmlName, value, placeholder, required, disabled, readonly, autofocus, onChange, onChangeOverride, onBlur, onFocus, options, schema, type, registry, rawErrors } = props;
  const context = ctxOf(registry);
  const { pending } = context;
  const emptyValue = options.emptyValue;
  const money = type === 'money';
  const typed = useTypedText({
    id, value, pending, ...(money ? MONEY_TEXT : {}),
    onCommit: (text) => onChange(money ? moneyValue(text, emptyValue) : text === '' ? emptyValue : text),
  });
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <input
      id={id}
      name={htmlName ?? id}
      className={part.input}
      {...(money ? MONEY_INPUT : inputProps(schema, type, options))}
      value={onChangeOverride ? (value ?? '') : typed.text}
      placeholder={placeholder ? ruleText(context, placeholder, schema, name) : money ? '0.00' : undefined}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      aria-invalid={invalid || undefined}
      data-invalid={flag(invalid)}
      aria-describedby={describedBy(id, props)}
      onChange={onChangeOverride ?? typed.onChange}
      onKeyDown={typed.onKeyDown}
      onBlur={(event) => { typed.flush(); onBlur(id, event.target.value); }}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

function TitleFieldTemplate({ id, title, required, registry }: TitleFieldProps) {
  const { tr } = ctxOf(registry);
  return <p id={id} className={part.title}>{label(tr, title)}{required ? ' *' : ''}</p>;
}

function DescriptionFieldTemplate({ id, description, registry }: DescriptionFieldProps) {
  const { tr } = ctxOf(registry);
  if (!description) return null;
  return <div id={id} className={part.description}>{typeof description === 'string' ? label(tr, description) : description}</div>;
}

const Nothing = () => null;

function iconButton(symbol: string, messageId: string) {
  return function EngineIconButton({ registry, uiSchema: _ui, iconType: _type, icon: _icon, color: _color, className, ...rest }: IconButtonProps) {
    const { tr } = ctxOf(registry);
    return <button type="button" className={[part.iconButton, className].filter(Boolean).join(' ')} aria-label={label(tr, messageId)} {...rest}>{symbol}</button>;
  };
}

export const templates: Partial<TemplatesType> = {
  FieldTemplate: memo(FieldTemplate),
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate: memo(ArrayFieldItemTemplate),
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
