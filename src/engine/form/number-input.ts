/**
 * RJSF's handling of numbers typed into inputs (NumberField, getInputProps), with the locale's
 * decimal separator looked up once: RJSF builds an Intl.NumberFormat for it on every render of
 * every number field, a good part of the time a long form takes to appear.
 */
import { asNumber, getDecimalSeparator, getInputProps, type InputPropsType, type RJSFSchema, type UIOptionsType } from '@rjsf/utils';

let separator: string | undefined;

/** The decimal separator of the browser's languages (as RJSF's getDecimalSeparator), once per page. */
export const decimalSeparator = (): string => (separator ??= getDecimalSeparator());

/**
 * getInputProps: a number schema without a type of its own is a number input (step any) where the
 * separator is '.', a text input elsewhere, since number inputs drop a ',' while it is typed.
 */
export function inputProps(schema: RJSFSchema, type: string | undefined, options: UIOptionsType): InputPropsType {
  if (type || options.inputType || schema.type !== 'number') return getInputProps(schema, type, options);
  if (decimalSeparator() !== '.') return getInputProps(schema, 'text', options);
  const props = getInputProps(schema, 'number', options);
  return props.step === undefined ? { ...props, step: 'any' } : props;
}

/** NumberField's reading of what was typed: '1.' and '1.50' stay text until they read as a number. */
const trailingCharMatcherWithPrefix = /\.([0-9]*0)*$/;
const trailingCharMatcher = /[0.]0*$/;

export function typedNumber(value: unknown): unknown {
  const standard = typeof value === 'string' ? value.replace(decimalSeparator(), '.') : value;
  const normalized = `${String(standard)}`.startsWith('.') ? `0${String(standard)}` : standard;
  return typeof normalized === 'string' && trailingCharMatcherWithPrefix.exec(normalized)
    ? asNumber(normalized.replace(trailingCharMatcher, ''))
    : asNumber(normalized as string);
}
