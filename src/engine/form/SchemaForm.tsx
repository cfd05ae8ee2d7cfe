/**
 * A screen's form, generated from its descriptor (ARCHITECTURE.md, "A screen is data").
 *
 *  - validation: the precompiled validators of the screen (no runtime compile), on blur of a
 *    changed field and on submit, never on every keystroke;
 *  - errors: translated like the server's, each naming its field; the server's own field errors
 *    (HTTP 400, code 1000) shown on their fields;
 *  - a draft per (screen, record) kept in storage until a successful submit, and written at once
 *    when the page is hidden (a reload loses nothing typed);
 *  - `onDirtyChange` for the app's unsaved-changes warning, dirty from the first keystroke.
 *
 * Speed (issue 4: a 300-field form must open and type faster than stock RJSF): props of RJSF's Form
 * are kept referentially stable (templates, widgets, fields, formContext, uiSchema, validator), so
 * only the field whose value changed re-renders; plain properties skip RJSF's per-field machinery
 * (ObjectField.tsx); fields are plain elements styled by a stylesheet written from Chakra's
 * recipes at build time (form-styles.ts); and typed text reaches RJSF when typing pauses
 * (use-typed-text.ts), held meanwhile in `pending`, which is flushed before a submit and when the
 * page is hidden. A long form draws its first screenful of fields at once and the rest right after
 * the first paint (deferred-fields.ts; issue 24), all of them before a submit is handled.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { Alert, Button } from '@chakra-ui/react';
import Form, { type IChangeEvent } from '@rjsf/core';
import { retrieveSchema, type ErrorSchema, type RegistryFieldsType, type RJSFSchema, type RJSFValidationError, type ValidatorType } from '@rjsf/utils';
import type { CompiledScreen } from '../compiled-screen';
import { isBroken, ScreenUnavailable } from '../ScreenUnavailable';
import { useEngine } from '../services';
import { UploadWall } from '../upload/UploadWall';
import { UploadWidget } from '../upload/UploadWidget';
import { clearDraft, draftKey, readDraft, sameData, writeDraft } from './draft';
import { createErrorVisibility, label, type EngineFormContext } from './form-context';
import { part } from './form-styles';
import 'virtual:form-styles.css';
import { screenValidator } from './screen-validator';
import { formUiSchema } from './form-ui-schema';
import { ArrayItemField, ObjectField, resolvedBy } from './ObjectField';
import { createPendingEdits } from './pending-edits';
import { createDeferredFields, useDrawAllAfterFirstPaint } from './deferred-fields';
import { serverFieldErrors, toErrorSchema } from './server-errors';
import { shownErrorsFields } from './shown-errors-fields';
import { flag, templates } from './templates';
import { translateErrors } from './translate-errors';
import { useTranslator } from './use-translator';
import { widgets } from './widgets';

type Data = Record<string, unknown>;

const fields: RegistryFieldsType = { ...shownErrorsFields, ObjectField, ArraySchemaField: ArrayItemField, upload: UploadWidget, uploadWall: UploadWall };

const formFields = (schema: CompiledScreen['schema'], data: Data | null | undefined): Data =>
  Object.fromEntries(Object.entries(data ?? {}).filter(([field]) => field in schema.properties));

/**
 * The record without the fields its own conditions rule out (a property whose schema resolves to
 * false once if/then/else are read: the fascia board of a raw-space booth). The form does not show
 * them, so it must neither keep nor send them: a value stored before the rule would otherwise be
 * refused at a field the user cannot see.
 */
function withoutRuledOut(validator: ValidatorType<Data>, schema: CompiledScreen['schema'], data: Data): Data {
  const root = schema as RJSFSchema;
  // Only conditions and references at the root can rule a property out: without them, reading the
  // schema against the data (a walk of the whole schema, milliseconds on a long form) finds nothing.
  const resolved = (resolvedBy(root) ? retrieveSchema(validator, root, root, data).properties ?? {} : root.properties ?? {}) as Record<string, unknown>;
  const kept = Object.entries(data).filter(([field]) => resolved[field] !== false);
  return kept.length === Object.keys(data).length ? data : Object.fromEntries(kept);
}
const DRAFT_DELAY_MS = 400;

export interface SchemaFormProps {
  screen: CompiledScreen;
  /** The stored record (null or undefined: a new one). Read once per mount; remount with `key` to reload. */
  formData?: Data | null;
  /** Identifies the record's draft: its id, or 'new'. */
  recordKey?: string | number;
  /** Saves; a rejection carrying data.errors shows them on their fields. */
  onSubmit: (data: Data) => Promise<unknown> | void;
  onDirtyChange?: (dirty: boolean) => void;
  /** What is in the form now, after each change (live previews). */
  onDataChange?: (data: Data) => void;
  /** After a deadline: nothing can be changed. */
  disabled?: boolean;
  /** Under review: shown, not editable. */
  readonly?: boolean;
  /** Message id of the submit button; 'engine.form.submit' by default. */
  submitLabel?: string;
  /** Extra buttons beside submit. */
  actions?: ReactNode;
  /** Shown after the fields, before the buttons (a narrow screen's previews of what is typed). */
  beforeActions?: ReactNode;
  /** The first part of every field's id ('root' by default): several forms on one page need their own. */
  idPrefix?: string;
  /** Tests only: a validator compiled at run time instead of the precompiled one. */
  validator?: ValidatorType;
}

/** The form of a screen, or what says it is unavailable when the build could not use its descriptor. */
export function SchemaForm(props: SchemaFormProps) {
  const { screen } = props;
  if (isBroken(screen) || isBroken(screen.descriptor)) return <ScreenUnavailable screen={screen.descriptor.id} />;
  return <ScreenForm {...props} />;
}

function ScreenForm({ screen, formData, recordKey = 'new', onSubmit, onDirtyChange, onDataChange, disabled, readonly, submitLabel, actions, beforeActions, idPrefix, validator: givenValidator }: SchemaFormProps) {
  const services = useEngine();
  const tr = useTranslator();
  const { locale } = useIntl();
  const storage = services.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);
  const key = draftKey(screen.descriptor.id, recordKey);

  // A stored record also carries what the server adds (id, review state, times): the form edits,
  // validates and submits only the fields of its schema.
  const validator = useMemo(() => givenValidator ?? screenValidator<Data>(screen, screen.schema as RJSFSchema), [givenValidator, screen]);
  const [stored] = useState<Data>(() => withoutRuledOut(validator, screen.schema, formFields(screen.schema, formData)));
  const [baseline, setBaseline] = useState<Data>(stored);
  // The draft wins over the stored record: it is what the user typed last.
  const [restored, setRestored] = useState(() => (disabled || readonly ? undefined : readDraft(storage, key)));
  const [initial, setInitial] = useState<Data>(() => (restored?.data as Data | undefined) ?? stored);
  const [formKey, setFormKey] = useState(0);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>();
  const [submitting, setSubmitting] = useState(false);
  // Fields the user has left, and whether a submit was tried: whose errors are shown (form-context).
  const [errorVisibility] = useState(createErrorVisibility);
  const markTouched = useCallback((id: string) => errorVisibility.touch(id), [errorVisibility]);
  const [dirty, setDirty] = useState(() => restored !== undefined && !sameData(restored.data, stored));
  const current = useRef<Data>(initial);
  // A new language, or new wording of it (messages published while the form is open: a new
  // translator for the same language), re-renders every field through the context (below); RJSF then
  // takes its data from props again, so they must carry what is typed, not what the form was opened with.
  const [shown, setShown] = useState({ locale, tr, wording: 0 });
  if (locale !== shown.locale || tr !== shown.tr) {
    setShown({ locale, tr, wording: shown.wording + 1 });
    // Read once per change of wording, while rendering, so the same render hands RJSF the typed data.
    // eslint-disable-next-line react-hooks/refs
    setInitial(current.current);
  }
  const { locale: shownLocale, wording } = shown;
  // A new version of the screen (staff published one while the form is open): the same, for the
  // fields both versions have; a field new to the form starts from the stored record.
  const [shownScreen, setShownScreen] = useState(screen);
  if (screen !== shownScreen) {
    setShownScreen(screen);
    const storedNow = formFields(screen.schema, formData);
    // eslint-disable-next-line react-hooks/refs
    const typed = { ...storedNow, ...formFields(screen.schema, current.current) };
    // eslint-disable-next-line react-hooks/refs
    current.current = typed;
    setInitial(typed);
    setBaseline((before) => ({ ...storedNow, ...formFields(screen.schema, before) }));
  }
  // Errors are worded when the form validates, so those on screen would stay in the old language:
  // once the new translator has reached RJSF, the form's data is handed back to it as a change,
  // which validates again (and touches nothing else: which errors show is errorVisibility's).
  const rjsf = useRef<Form<Data>>(null);
  const wordedIn = useRef(wording);
  useEffect(() => {
    if (wordedIn.current === wording) return;
    wordedIn.current = wording;
    rjsf.current?.setFieldValue([], structuredClone(current.current));
  }, [wording]);
  const markSubmitTried = useCallback(() => errorVisibility.submitTried(), [errorVisibility]);
  // Messages stay as they are while a pointer is down (form-context): released after the click.
  useEffect(() => {
    const hold = () => errorVisibility.hold();
    const release = () => { setTimeout(() => errorVisibility.release(), 0); };
    document.addEventListener('pointerdown', hold, true);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    return () => {
      document.removeEventListener('pointerdown', hold, true);
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
    };
  }, [errorVisibility]);
  const draftTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The draft write the timer will do, if one is due. */
  const draftDue = useRef<(() => void) | undefined>(undefined);
  const [pending] = useState(() => createPendingEdits(() => setDirty(true)));
  // A long form's fields past the first screenful come after the first paint (deferred-fields.ts).
  const [deferred] = useState(createDeferredFields);
  useDrawAllAfterFirstPaint(deferred);
  // Before RJSF's submit handler: every field drawn (it focuses the first in error), and held text handed over.
  const beforeSubmit = useCallback(() => {
    flushSync(() => deferred.drawAll());
    pending.flushAll();
  }, [deferred, pending]);

  useEffect(() => { onDirtyChange?.(dirty); }, [dirty, onDirtyChange]);
  useEffect(() => () => clearTimeout(draftTimer.current), []);

  // Leaving or reloading the page: hand held text to the form and write the draft now, not in 400 ms.
  useEffect(() => {
    const saveNow = () => {
      flushSync(() => pending.flushAll());
      clearTimeout(draftTimer.current);
      const write = draftDue.current;
      draftDue.current = undefined;
      write?.();
    };
    const onVisibility = () => { if (document.visibilityState === 'hidden') saveNow(); };
    window.addEventListener('pagehide', saveNow);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', saveNow);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [pending]);

  // Previews start from what the form shows: the record, or a restored draft.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => { onDataChange?.(current.current); }, [formKey]);

  const uiSchema = useMemo(() => formUiSchema(screen.descriptor), [screen.descriptor]);
  const formContext = useMemo<EngineFormContext>(() => ({
    tr, locale: shownLocale, wording, enums: services.enums, uploads: screen.descriptor.uploads ?? {}, signUpload: services.signUpload, uploadFile: services.uploadFile,
    timeZone: services.timeZone, pending, errorVisibility, deferred,
  }), [tr, shownLocale, wording, services.enums, services.signUpload, services.uploadFile, services.timeZone, screen.descriptor.uploads, pending, errorVisibility, deferred]);
  const transformErrors = useCallback((errors: RJSFValidationError[]) => translateErrors(errors, screen.schema, tr), [screen.schema, tr]);

  const handleChange = useCallback((event: IChangeEvent<Data>) => {
    const data = event.formData ?? {};
    current.current = data;
    onDataChange?.(data);
    const isDirty = !sameData(data, baseline);
    setDirty(isDirty);
    clearTimeout(draftTimer.current);
    draftDue.current = () => (isDirty ? writeDraft(storage, key, data) : clearDraft(storage, key));
    draftTimer.current = setTimeout(() => {
      const write = draftDue.current;
      draftDue.current = undefined;
      write?.();
    }, DRAFT_DELAY_MS);
  }, [baseline, storage, key, onDataChange]);

  const handleSubmit = useCallback(async (event: IChangeEvent<Data>) => {
    const data = event.formData ?? {};
    // RJSF takes its state from props again whenever they change (the spinner below, the server's
    // field errors): from now on they must carry what was submitted, not what the form opened with.
    setInitial(data);
    current.current = data;
    errorVisibility.submitTried();
    setExtraErrors(undefined);
    setSubmitting(true);
    try {
      await onSubmit(data);
      clearTimeout(draftTimer.current);
      draftDue.current = undefined;
      clearDraft(storage, key);
      // The saved data is what the form now starts from: a form left open keeps showing it.
      setBaseline(data);
      setInitial(data);
      current.current = data;
      setRestored(undefined);
      setDirty(false);
      // A fresh start: nothing the user has not left yet shows an error.
      errorVisibility.reset();
    } catch (error) {
      const errors = serverFieldErrors(error);
      // Without field errors the request layer has already told the user what went wrong.
      if (errors.length > 0) setExtraErrors(toErrorSchema(errors));
    } finally {
      setSubmitting(false);
    }
  }, [onSubmit, storage, key, errorVisibility]);

  const discardDraft = useCallback(() => {
    clearTimeout(draftTimer.current);
    draftDue.current = undefined;
    clearDraft(storage, key);
    setRestored(undefined);
    setInitial(baseline);
    current.current = baseline;
    setDirty(false);
    setExtraErrors(undefined);
    errorVisibility.reset();
    setFormKey((n) => n + 1);
  }, [storage, key, baseline, errorVisibility]);

  // Its own element, kept while its props stay: the form's dirty flag changing (the first keystroke)
  // re-renders this component, and must not re-render RJSF's Form and compare its every field.
  const form = useMemo(() => (
    <Form<Data>
      ref={rjsf}
      key={formKey}
      idPrefix={idPrefix}
      schema={screen.schema as RJSFSchema}
      uiSchema={uiSchema}
      formData={initial}
      validator={validator}
      templates={templates}
      widgets={widgets}
      fields={fields}
      formContext={formContext}
      transformErrors={transformErrors}
      extraErrors={extraErrors}
      // Checked on every change the form is handed (typed text arrives as typing pauses), shown as
      // errorVisibility says: a fixed field loses its message at once, not when left, which would
      // move the next target under the pointer.
      liveValidate="onChange"
      showErrorList={false}
      noHtml5Validate
      focusOnFirstError
      disabled={disabled}
      readonly={readonly}
      onChange={handleChange}
      onBlur={markTouched}
      // Validation refused the submit: every error shows now.
      onError={markSubmitTried}
      onSubmit={handleSubmit}
    >
      <>
        {beforeActions}
        {disabled || readonly ? null : (
          <div className={part.actions}>
            <button type="submit" className={part.submit} disabled={submitting} aria-busy={submitting} data-loading={flag(submitting)} onClick={markSubmitTried}>
              <span>{label(tr, submitLabel ?? 'engine.form.submit')}</span>
              {submitting ? <span className={part.spinner} aria-hidden="true" /> : null}
            </button>
            {actions}
          </div>
        )}
      </>
    </Form>
  ), [formKey, idPrefix, screen.schema, uiSchema, initial, validator, formContext, transformErrors, extraErrors, disabled, readonly, handleChange, markTouched, markSubmitTried, handleSubmit, submitting, tr, submitLabel, actions, beforeActions]);

  const content = (
    <>
      {restored ? (
        <Alert.Root status="info" mb="4">
          <Alert.Indicator />
          <Alert.Content><Alert.Title>{label(tr, 'engine.form.draftRestored')}</Alert.Title></Alert.Content>
          <Button size="sm" variant="outline" onClick={discardDraft}>{label(tr, 'engine.form.discardDraft')}</Button>
        </Alert.Root>
      ) : null}
      {form}
    </>
  );

  // The fields' look is the form's stylesheet (form-styles.ts, written at build time), under one
  // class on the root. Every field is drawn, and held text reaches the form, before RJSF's submit handler runs.
  return <div className={part.form} onSubmitCapture={beforeSubmit}>{content}</div>;
}
