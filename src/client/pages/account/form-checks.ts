/**
 * When a form shows its field messages (SPEC.md §5: on blur and on submit). Pure, so the rules
 * are tested without a browser:
 *   - blur checks a field only once the user has typed in it: a message appearing under an untouched
 *     field would push the button down between press and release and swallow the click;
 *   - submit checks every field;
 *   - while typing, a field that shows a message follows the input (a fixed field clears at once),
 *     and after a submit every field does.
 */
export type Problems<K extends string> = Partial<Record<K, string>>;

/** Messages after a change: `found` is the validation of the new values. */
export function errorsAfterChange<K extends string>(current: Problems<K>, found: Problems<K>, submitted: boolean): Problems<K> {
  if (submitted) return found;
  const next: Problems<K> = {};
  for (const key of Object.keys(current) as K[]) {
    if (current[key] && found[key]) next[key] = found[key];
  }
  return next;
}

/** Messages after `field` lost the focus. */
export function errorsAfterBlur<K extends string>(current: Problems<K>, found: Problems<K>, field: K, touched: boolean, submitted: boolean): Problems<K> {
  if (!touched && !submitted) return current;
  const next = { ...current };
  if (found[field]) next[field] = found[field];
  else delete next[field];
  return next;
}

export const hasProblems = <K extends string>(problems: Problems<K>): boolean => Object.values(problems).some(Boolean);
