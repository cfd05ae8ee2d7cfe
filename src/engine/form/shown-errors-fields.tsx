/**
 * RJSF's string, number and boolean fields, handed the errors a field shows rather than all it has.
 *
 * Why: a widget looks invalid (red border, aria-invalid) from the errors it is given, and RJSF gives
 * it every error of the last validation, so after one change every untouched empty required field
 * turned red with no message under it. Planned leaf fields (ObjectField.tsx) hand their widgets the
 * shown errors themselves; these cover the fields RJSF's SchemaField still draws (items of an array
 * of plain values, fields under $ref, anyOf or conditionals).
 */
import type { ComponentType } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps, RegistryFieldsType } from '@rjsf/utils';
import { useVisibleErrors, type EngineFormContext } from './form-context';

const NO_ERRORS: string[] = [];

function showingErrors(Field: ComponentType<FieldProps>, name: string): ComponentType<FieldProps> {
  function ShownErrorsField(props: FieldProps) {
    const context = props.registry.formContext as EngineFormContext;
    const errors = useVisibleErrors(context, props.fieldPathId.$id, false, props.rawErrors ?? NO_ERRORS);
    return <Field {...props} rawErrors={errors as string[]} />;
  }
  ShownErrorsField.displayName = `ShownErrors(${name})`;
  return ShownErrorsField;
}

const stock = getDefaultRegistry().fields;

export const shownErrorsFields: RegistryFieldsType = {
  StringField: showingErrors(stock.StringField as ComponentType<FieldProps>, 'StringField'),
  NumberField: showingErrors(stock.NumberField as ComponentType<FieldProps>, 'NumberField'),
  BooleanField: showingErrors(stock.BooleanField as ComponentType<FieldProps>, 'BooleanField'),
};
