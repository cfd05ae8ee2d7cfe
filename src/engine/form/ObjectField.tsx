/**
 * RJSF's ObjectField with a short path for the fields a screen is mostly made of: a plain string,
 * number, integer or boolean property is drawn straight as our field frame and widget, without a
 * SchemaField, StringField/NumberField/BooleanField and FieldTemplate around it.
 *
 * Why: RJSF works out a field's schema, widget, label and options again on every render of every
 * field (retrieveSchema, getDisplayLabel, getWidget…), which is most of the time a long form takes
 * to appear. Here that is worked out once per object schema (the same RJSF functions, in the same
 * way) and each field is one memoised component that re-renders only when its own value, errors or
 * state change.
 *
 * Anything else — nested objects, arrays, uploads, $ref, anyOf/oneOf, conditionals, additional
 * properties, custom fields — goes through RJSF exactly as before (its SchemaField, or its
 * ObjectField for the whole object).
 */
import { createElement, memo, useCallback, useMemo, type ComponentType } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import {
  getTemplate, getUiOptions, getWidget, optionsList, orderProperties, REF_KEY, resolveDefaultWidget,
  resolveUiSchema, RJSF_REF_CYCLE_KEY, RJSF_REF_KEY, shouldRenderOptionalField, toFieldPathId, TranslatableString, deepEquals,
  type ErrorSchema, type FieldPathId, type FieldProps, type Registry, type RJSFSchema, type UiSchema, type WidgetProps,
} from '@rjsf/utils';
import { label, ruleText, useVisibleErrors, type EngineFormContext } from './form-context';
import { decimalSeparator, typedNumber } from './number-input';
import { FieldFrame } from './templates';

type Data = Record<string, unknown> | undefined;
type Change = FieldProps['onChange'];
type Blur = FieldProps['onBlur'];

const StockObjectField = getDefaultRegistry().fields.ObjectField as ComponentType<FieldProps>;

/** Keywords that make RJSF resolve a schema against the data: such objects and fields take RJSF's own path. */
const RESOLVED = ['$ref', 'allOf', 'anyOf', 'oneOf', 'if', 'then', 'else', 'dependencies', 'dependentSchemas', 'patternProperties'];
const LEAF_TYPES = new Set(['string', 'number', 'integer', 'boolean']);
const EMPTY_UI: UiSchema = {};
const NO_ERRORS: string[] = [];

/**
 * getWidget wraps a widget in a component merging its `defaultProps.options` into the options it is
 * given; ours have none, so a registry widget is used as it is (one component less per field).
 */
function widgetFor(schema: RJSFSchema, widget: unknown, registry: Registry): ComponentType<WidgetProps> {
  const registered = typeof widget === 'string' ? registry.widgets[widget] : undefined;
  const plain = typeof registered === 'function' && !(registered as { defaultProps?: unknown }).defaultProps;
  return plain ? (registered as ComponentType<WidgetProps>) : getWidget(schema, widget as string, registry.widgets);
}

/** Whether RJSF resolves the schema against the data (conditions, references, combinators) before drawing it. */
export const resolvedBy = (schema: RJSFSchema): boolean =>
  RESOLVED.some((key) => key in schema) || RJSF_REF_KEY in schema || RJSF_REF_CYCLE_KEY in schema;

interface Leaf {
  kind: 'leaf';
  name: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  required: boolean;
  Widget: ComponentType<WidgetProps>;
  /** The widget's `options` (with enumOptions), `label`, `hideLabel` and `placeholder`, as RJSF's field components pass them. */
  options: WidgetProps['options'];
  widgetLabel: string;
  hideLabel: boolean;
  placeholder?: string;
  /** The frame's, as SchemaField passes them to FieldTemplate. */
  title: string;
  displayLabel: boolean;
  description: string;
  help?: string;
  hidden: boolean;
  disabled?: boolean;
  readonly?: boolean;
  hideError?: boolean;
  autofocus: boolean;
  /** NumberField's handling of typed numbers. */
  number: boolean;
  /** NumberField shows a number with the locale's decimal separator in a text input. */
  localeDecimal: boolean;
}

interface Child { kind: 'child'; name: string; schema: RJSFSchema; uiSchema: UiSchema | undefined; required: boolean }

interface Plan {
  properties: (Leaf | Child)[];
}

/** A field RJSF would draw with StringField, NumberField or BooleanField and a widget, or undefined. */
function leafPlan(name: string, rawSchema: unknown, rawUi: UiSchema | undefined, required: boolean, registry: Registry): Leaf | undefined {
  if (typeof rawSchema !== 'object' || rawSchema === null) return undefined;
  const schema = rawSchema as RJSFSchema & { 'x-upload'?: boolean };
  if (typeof schema.type !== 'string' || !LEAF_TYPES.has(schema.type) || resolvedBy(schema) || schema.deprecated || schema['x-upload'] || schema.$id) return undefined;
  const { schemaUtils, widgets, globalUiOptions, translateString } = registry;
  const uiSchema = resolveUiSchema(schema, rawUi, registry);
  if (uiSchema['ui:field'] || (uiSchema as Record<string, unknown>)[REF_KEY]) return undefined;
  const uiOptions = getUiOptions(uiSchema, globalUiOptions);
  const common = {
    kind: 'leaf' as const, name, schema, uiSchema, required,
    title: String(uiOptions.title || schema.title || name),
    displayLabel: schemaUtils.getDisplayLabel(schema, uiSchema, globalUiOptions),
    description: String(uiOptions.description || schema.description || ''),
    help: typeof uiOptions.help === 'string' ? uiOptions.help : undefined,
    hidden: uiOptions.widget === 'hidden',
    disabled: uiOptions.disabled as boolean | undefined,
    readonly: uiOptions.readonly as boolean | undefined,
    hideError: uiOptions.hideError as boolean | undefined,
    autofocus: Boolean(uiOptions.autofocus),
  };
  if (schema.type === 'boolean') {
    // As BooleanField.
    const { widget = 'checkbox', title: uiTitle, label: showLabel = true, enumNames, ...options } = getUiOptions(uiSchema, globalUiOptions);
    const yes = translateString(TranslatableString.YesLabel);
    const no = translateString(TranslatableString.NoLabel);
    const enums = (schema.enum ?? [true, false]) as unknown[];
    const enumOptions = !enumNames && enums.length === 2 && enums.every((value) => typeof value === 'boolean')
      ? enums.map((value) => ({ value, label: value ? yes : no }))
      : optionsList({ enum: enums } as RJSFSchema, uiSchema);
    return {
      ...common, Widget: widgetFor(schema, widget, registry), options: { ...options, enumOptions } as WidgetProps['options'],
      widgetLabel: String(uiTitle ?? schema.title ?? name), hideLabel: !showLabel, number: false, localeDecimal: false,
    };
  }
  // As StringField (and NumberField, which hands its converted values to StringField).
  const { defaultWidget, enumOptions } = resolveDefaultWidget(schema, uiSchema, schemaUtils, widgets);
  const { widget = defaultWidget, placeholder = '', title: uiTitle, ...options } = getUiOptions(uiSchema);
  // The money widget hands over cents itself, or the text as typed when it is not an amount: read as
  // a number, "1e3" would pass as 1000 cents.
  const number = (schema.type === 'number' || schema.type === 'integer') && widget !== 'money';
  return {
    ...common, Widget: widgetFor(schema, widget, registry), options: { ...options, enumOptions } as WidgetProps['options'],
    widgetLabel: String(uiTitle ?? schema.title ?? name), hideLabel: !common.displayLabel, placeholder: String(placeholder), number,
    localeDecimal: number && widget === 'text' && getUiOptions(uiSchema).inputType !== 'number',
  };
}

/** The plan of an object RJSF's ObjectField would draw property by property, or undefined when it needs RJSF's own. */
function objectPlan(schema: RJSFSchema, uiSchema: UiSchema, registry: Registry): Plan | undefined {
  if (!schema.properties || resolvedBy(schema) || (schema.additionalProperties !== undefined && schema.additionalProperties !== false)) return undefined;
  let order: string[];
  try {
    order = orderProperties(Object.keys(schema.properties), getUiOptions(uiSchema, registry.globalUiOptions).order);
  } catch {
    return undefined; // RJSF's ObjectField shows what is wrong with ui:order
  }
  const requiredNames = new Set(Array.isArray(schema.required) ? schema.required : []);
  return {
    properties: order.map((property): Leaf | Child => {
      const propertySchema = schema.properties?.[property];
      const propertyUi = uiSchema[property] as UiSchema | undefined;
      const isRequired = requiredNames.has(property);
      return leafPlan(property, propertySchema, propertyUi, isRequired, registry)
        ?? { kind: 'child', name: property, schema: (typeof propertySchema === 'object' ? propertySchema : {}) as RJSFSchema, uiSchema: propertyUi, required: isRequired };
    }),
  };
}

/**
 * Plans by registry (one per form), schema and UI schema, both by value (SchemaField hands fresh
 * copies of both on every render): a form plans each kind of object once, an array's items share
 * one plan, and a plan's fields keep their identity, so only a field whose value changed re-renders.
 */
const plans = new WeakMap<Registry, { schema: RJSFSchema; uiSchema: UiSchema; plan: Plan | undefined }[]>();
const PLANS_PER_FORM = 64;

function cachedPlan(schema: RJSFSchema, uiSchema: UiSchema, registry: Registry): Plan | undefined {
  let list = plans.get(registry);
  if (!list) plans.set(registry, (list = []));
  const hit = list.find((entry) => (entry.uiSchema === uiSchema || deepEquals(entry.uiSchema, uiSchema)) && (entry.schema === schema || deepEquals(entry.schema, schema)));
  if (hit) return hit.plan;
  const plan = objectPlan(schema, uiSchema, registry);
  list.push({ schema, uiSchema, plan });
  if (list.length > PLANS_PER_FORM) list.shift();
  return plan;
}

interface LeafFieldProps {
  plan: Leaf;
  parent: FieldPathId;
  value: unknown;
  errors: string[] | undefined;
  disabled: boolean;
  readonly: boolean;
  hideError: boolean;
  onChange: Change;
  onBlur: Blur;
  onFocus: Blur;
  registry: Registry;
}

const LeafField = memo(function LeafField({ plan, parent, value, errors, disabled: parentDisabled, readonly: parentReadonly, hideError: parentHideError, onChange, onBlur, onFocus, registry }: LeafFieldProps) {
  const context = registry.formContext as EngineFormContext;
  const { tr } = context;
  const fieldPathId = useMemo(() => toFieldPathId(plan.name, registry.globalFormOptions, parent), [plan.name, registry.globalFormOptions, parent]);
  const id = fieldPathId.$id;
  const handleChange = useCallback(
    (newValue: unknown, errorSchema?: ErrorSchema, changedId?: string) => onChange(plan.number ? typedNumber(newValue) : newValue, fieldPathId.path, errorSchema, changedId ?? id),
    [onChange, plan.number, fieldPathId, id],
  );
  const disabled = Boolean(plan.disabled ?? parentDisabled);
  const readonly = Boolean(plan.readonly ?? (parentReadonly || plan.schema.readOnly));
  const hideError = plan.hideError ?? parentHideError;
  const visibleErrors = useVisibleErrors(context, id, false, hideError || !errors ? NO_ERRORS : errors.filter(Boolean));
  const shown = plan.localeDecimal && typeof value === 'number' && decimalSeparator() !== '.' ? String(value).replace('.', decimalSeparator()) : value;
  const { Widget } = plan;
  const widget = (
    <Widget
      id={id}
      name={plan.name}
      htmlName={fieldPathId.name}
      schema={plan.schema}
      uiSchema={plan.uiSchema}
      options={plan.options}
      label={plan.widgetLabel}
      hideLabel={plan.hideLabel}
      hideError={hideError}
      value={shown}
      onChange={handleChange}
      onBlur={onBlur}
      onFocus={onFocus}
      required={plan.required}
      disabled={disabled}
      readonly={readonly}
      autofocus={plan.autofocus}
      registry={registry}
      placeholder={plan.placeholder}
      // The errors shown, not all: an untouched field does not look invalid before its message shows.
      rawErrors={visibleErrors as string[]}
    />
  );
  if (plan.hidden) return <div hidden>{widget}</div>;
  // Called, not rendered: the frame has no state of its own, and a field is one component less.
  return FieldFrame({
    id,
    title: plan.displayLabel && plan.title ? label(tr, plan.title) : '',
    required: plan.required,
    disabled,
    readonly,
    errors: visibleErrors,
    description: plan.description ? ruleText(context, plan.description, plan.schema, plan.name) : undefined,
    help: plan.help ? ruleText(context, plan.help, plan.schema, plan.name) : undefined,
    children: widget,
  });
});

interface ChildFieldProps {
  plan: Child;
  parent: FieldPathId;
  value: unknown;
  errorSchema: ErrorSchema | undefined;
  disabled: boolean;
  readonly: boolean;
  hideError: boolean;
  onChange: Change;
  onBlur: Blur;
  onFocus: Blur;
  registry: Registry;
}

const noop = () => undefined;

/** Any other property: RJSF's SchemaField, as RJSF's ObjectField draws it. */
const ChildField = memo(function ChildField({ plan, parent, value, errorSchema, disabled, readonly, hideError, onChange, onBlur, onFocus, registry }: ChildFieldProps) {
  const fieldPathId = useMemo(() => toFieldPathId(plan.name, registry.globalFormOptions, parent), [plan.name, registry.globalFormOptions, parent]);
  const SchemaField = registry.fields.SchemaField as ComponentType<FieldProps>;
  return (
    <SchemaField
      name={plan.name}
      required={plan.required}
      schema={plan.schema}
      uiSchema={plan.uiSchema}
      errorSchema={errorSchema}
      fieldPathId={fieldPathId}
      formData={value}
      wasPropertyKeyModified={false}
      onKeyRename={noop}
      onKeyRenameBlur={noop}
      onRemoveProperty={noop}
      onChange={onChange}
      onBlur={onBlur}
      onFocus={onFocus}
      registry={registry}
      disabled={disabled}
      readonly={readonly}
      hideError={hideError}
    />
  );
});

function PlannedObjectField({ plan, props }: { plan: Plan; props: FieldProps<Data> }) {
  const { uiSchema = EMPTY_UI, formData, errorSchema, fieldPathId, required = false, disabled = false, readonly = false, hideError = false, onBlur, onFocus, onChange, registry, schema, title, name } = props;
  const parent = props.childFieldPathId ?? fieldPathId;
  const uiOptions = getUiOptions(uiSchema, registry.globalUiOptions);
  const errors = errorSchema as Record<string, ErrorSchema | undefined> | undefined;
  const properties = plan.properties.map((property) => {
    const shared = { parent, value: formData?.[property.name], disabled, readonly, hideError, onChange, onBlur, onFocus, registry };
    const content = property.kind === 'leaf'
      ? <LeafField key={property.name} plan={property} errors={errors?.[property.name]?.__errors} {...shared} />
      : <ChildField key={property.name} plan={property} errorSchema={errors?.[property.name]} {...shared} />;
    return { content, name: property.name, readonly, disabled, required, hidden: property.kind === 'leaf' && property.hidden };
  });
  // getTemplate honours a `ui:ObjectFieldTemplate` of the UI schema, as RJSF's ObjectField does.
  return createElement(getTemplate('ObjectFieldTemplate', registry, uiOptions), {
    title: uiOptions.label === false ? '' : String(uiOptions.title ?? schema.title ?? title ?? name ?? ''),
    description: uiOptions.label === false ? undefined : (uiOptions.description ?? schema.description) as string | undefined,
    properties, readonly, disabled, required, fieldPathId, uiSchema, errorSchema, schema, formData, registry, onAddProperty: noop,
  });
}

/**
 * The field of an array item (RJSF's `ArraySchemaField`): an item that is a plain object goes
 * straight to its planned object field, with what SchemaField would work out for it; any other
 * item is RJSF's SchemaField. Saves SchemaField's per-item work on long arrays of small objects.
 */
export const ArrayItemField = memo(function ArrayItemField(props: FieldProps<Data>) {
  const { schema, uiSchema = EMPTY_UI, registry, errorSchema } = props;
  const uiOptions = getUiOptions(uiSchema, registry.globalUiOptions);
  const special = schema.type !== 'object' || Boolean(uiOptions.field || uiOptions.widget) || Boolean((schema as { 'x-upload'?: boolean })['x-upload'])
    || Boolean(schema.$id) || Boolean(schema.deprecated);
  const plan = useMemo(() => (special ? undefined : cachedPlan(schema, uiSchema, registry)), [special, schema, uiSchema, registry]);
  const SchemaField = registry.fields.SchemaField as ComponentType<FieldProps<Data>>;
  if (!plan || shouldRenderOptionalField(registry, schema, props.required ?? false, uiSchema)) return <SchemaField {...props} />;
  // As SchemaField: the UI schema's disabled, readonly and hideError win; errors of the object itself are not drawn for objects.
  // An item is titled by its own schema only: RJSF's stand-in ("<array title>-2", "<name>-1") is
  // no message id, and would show as it is.
  const fieldProps: FieldProps<Data> = {
    ...props,
    title: undefined,
    name: '',
    disabled: Boolean(uiOptions.disabled ?? props.disabled),
    readonly: Boolean(uiOptions.readonly ?? (props.readonly || schema.readOnly)),
    hideError: uiOptions.hideError === undefined ? props.hideError : Boolean(uiOptions.hideError),
    errorSchema: errorSchema ? withoutOwnErrors(errorSchema) : errorSchema,
  };
  return <PlannedObjectField plan={plan} props={fieldProps} />;
});

function withoutOwnErrors(errorSchema: ErrorSchema): ErrorSchema {
  const { __errors: _own, ...rest } = errorSchema as ErrorSchema & { __errors?: string[] };
  return rest as ErrorSchema;
}

export function ObjectField(props: FieldProps<Data>) {
  const { schema, uiSchema = EMPTY_UI, registry, required = false } = props;
  const plan = useMemo(() => cachedPlan(schema, uiSchema, registry), [schema, uiSchema, registry]);
  return plan && !shouldRenderOptionalField(registry, schema, required, uiSchema)
    ? <PlannedObjectField plan={plan} props={props} />
    : <StockObjectField {...props} />;
}
