/** What every template and widget of a SchemaForm reaches through RJSF's formContext. */
import { useState, useSyncExternalStore } from 'react';
import type { EnumSets, FieldSchema, UploadRule } from '../../shared/descriptor';
import { ruleValues } from '../../shared/validation-messages';
import type { EngineServices } from '../services';
import type { DeferredFields } from './deferred-fields';
import type { PendingEdits } from './pending-edits';
import type { Translator } from './translate-errors';

export interface EngineFormContext {
  tr: Translator;
  /**
   * The language `tr` speaks. RJSF compares contexts deeply and skips functions: without this
   * value a new language would not count as a change and the fields would keep their old labels.
   */
  locale?: string;
  /**
   * Counts the wordings `tr` has had in this form: a language's messages published anew while the
   * form is open (issue 21) change the translator but not the language, and must count as a change too.
   */
  wording?: number;
  enums: EnumSets;
  uploads: Record<string, UploadRule>;
  signUpload: EngineServices['signUpload'];
  uploadFile: EngineServices['uploadFile'];
  /** The show's time zone, on whose clock moments are picked (EngineServices.timeZone). */
  timeZone?: string;
  /** Typed text not yet handed to RJSF (absent outside a SchemaForm). */
  pending?: PendingEdits;
  /** Which fields' errors are shown yet (absent: all). */
  errorVisibility?: ErrorVisibility;
  /** Whether the fields past a long form's first screenful are drawn yet (absent: drawn at once). */
  deferred?: DeferredFields;
}

/**
 * A field's errors show once the user has left it, or once a submit was tried: a message under a
 * field not reached yet would be noise. A list item added after a submit was tried (an empty picture
 * whose file is still to be chosen) is such a field too, until it is left or a submit is tried again. And while a pointer is down nothing shown changes: leaving a
 * field by clicking elsewhere checks it, and a message appearing or going between the press and the
 * release would move the click's target away from under the pointer and lose the click.
 *
 * A store outside RJSF's props, on purpose: RJSF takes its state from props again whenever they
 * change, which would put back the data the form was opened with; and it compares contexts deeply
 * but skips functions, so this object of functions never counts as a change.
 */
export interface ErrorVisibility {
  subscribe(listener: () => void): () => void;
  shows(id: string, container: boolean): boolean;
  /** Whether a pointer is down. */
  held(): boolean;
  /** How many times a pointer was released: a field that held its errors re-renders on the next. */
  releases(): number;
  touch(id: string): void;
  /** A list item was added (its id): it shows nothing a submit tried before it found. */
  added(id: string): void;
  submitTried(): void;
  reset(): void;
  hold(): void;
  release(): void;
}

export function createErrorVisibility(): ErrorVisibility {
  let touched = new Set<string>();
  let submitted = false;
  // Items added since the last submit was tried.
  let fresh = new Set<string>();
  const within = (id: string, ids: ReadonlySet<string>): boolean => [...ids].some((each) => id === each || id.startsWith(`${each}_`));
  let held = false;
  let releases = 0;
  const listeners = new Set<() => void>();
  const notify = () => { for (const listener of listeners) listener(); };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    shows(id, container) {
      if (touched.has(id)) return true;
      // RJSF ids join the path with '_': an array or object is touched when one of its fields is.
      if (container && [...touched].some((each) => each.startsWith(`${id}_`))) return true;
      return submitted && !within(id, fresh);
    },
    held: () => held,
    releases: () => releases,
    touch(id) {
      if (touched.has(id)) return;
      touched = new Set(touched).add(id);
      notify();
    },
    added(id) {
      if (!submitted || fresh.has(id)) return;
      fresh = new Set(fresh).add(id);
      notify();
    },
    submitTried() {
      if (submitted && fresh.size === 0) return;
      submitted = true;
      fresh = new Set();
      notify();
    },
    reset() {
      touched = new Set();
      submitted = false;
      fresh = new Set();
      notify();
    },
    hold() { held = true; },
    release() {
      if (!held) return;
      held = false;
      releases += 1;
      notify();
    },
  };
}

const NO_ERRORS: readonly string[] = [];
const noSubscription = () => () => undefined;
const sameErrors = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((each, i) => each === b[i]);

/**
 * The errors a field shows now, of the `errors` it has: none until it is left or a submit is tried,
 * and those it showed before while a pointer is down. Re-renders the field when that changes.
 */
export function useVisibleErrors(ctx: EngineFormContext, id: string, container: boolean, errors: readonly string[]): readonly string[] {
  const visibility = ctx.errorVisibility;
  const wanted = !visibility || visibility.shows(id, container) ? errors : NO_ERRORS;
  const [shown, setShown] = useState(wanted);
  const holding = visibility?.held() === true && !sameErrors(wanted, shown);
  useSyncExternalStore(visibility?.subscribe ?? noSubscription,
    () => (visibility ? `${visibility.shows(id, container)}|${holding ? visibility.releases() : 0}` : ''));
  if (!holding && !sameErrors(wanted, shown)) setShown(wanted);
  return holding ? shown : wanted;
}

/** A message id translated; text that is not a known id is shown as it is. */
export const label = (tr: Translator, id: string | undefined): string => (id ? (tr.has(id) ? tr.t(id) : id) : '');

/**
 * A help text, description or placeholder: its message worded with the numbers of the field's rules
 * as arguments (ruleValues: "at most {maxLength} characters", "{maxSize} MB, ratio {ratio}"), so no
 * rule's number is typed into a message by hand. `name` is the field's, whose upload rule counts.
 */
export function ruleText(ctx: EngineFormContext, id: string | undefined, schema: unknown, name?: string): string {
  if (!id) return '';
  if (!ctx.tr.has(id)) return id;
  const values = ruleValues(schema as FieldSchema | undefined, name === undefined ? undefined : ctx.uploads[name]);
  return Object.keys(values).length ? ctx.tr.t(id, values) : ctx.tr.t(id);
}

/** The field a path in the form data names: its last property (an array item's is its array's). */
export const fieldNameOf = (path: readonly (string | number)[]): string | undefined =>
  path.findLast((part): part is string => typeof part === 'string');

/** The label of an option: its enums.json entry when the field names a set (x-enum), else the value. */
export function optionLabel(ctx: EngineFormContext, schema: FieldSchema, value: unknown, fallback: string): string {
  const set = schema['x-enum'] ?? (schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items) ? (schema.items as FieldSchema)['x-enum'] : undefined);
  const entry = set ? ctx.enums[set]?.[String(value)] : undefined;
  return entry ? label(ctx.tr, entry.label) : label(ctx.tr, fallback);
}
