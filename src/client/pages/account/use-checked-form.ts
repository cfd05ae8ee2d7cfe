import { useCallback, useState } from 'react';
import { errorsAfterBlur, errorsAfterChange, hasProblems, type Problems } from './form-checks';

/** Values, messages and the blur / submit checks of one small form (rules in form-checks.ts). */
export function useCheckedForm<K extends string>(initial: Record<K, string>, validate: (values: Record<K, string>) => Problems<K>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Problems<K>>({});
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  const update = (field: K, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
    setErrors((current) => errorsAfterChange(current, validate(next), submitted));
  };

  const blur = (field: K) => setErrors((current) => errorsAfterBlur(current, validate(values), field, Boolean(touched[field]), submitted));

  /** Checks every field; true when the form may be sent. */
  const checkAll = (): boolean => {
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    return !hasProblems(found);
  };

  /** Shows one field's message now, whatever was typed (the send-code button checks the account). */
  const checkOne = (field: K): boolean => {
    const found = validate(values);
    setErrors((current) => errorsAfterBlur(current, found, field, true, true));
    return !found[field];
  };

  const reset = useCallback((next: Record<K, string>) => {
    setValues(next);
    setErrors({});
    setTouched({});
    setSubmitted(false);
  }, []);

  return { values, errors, update, blur, checkAll, checkOne, reset };
}
