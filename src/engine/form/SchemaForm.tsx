/**
 * A screen's form, generated from its descriptor (ARCHITECTURE.md, "A screen is data").
 *
 *  - validation: the precompiled validators of the screen (no runtime compile), on blur of a
 *    changed field and on submit, never on every keystroke;
 *  - errors: translated like the server's, each naming its field; the server's own field errors
 *    (HTTP 400, code 1000) shown on their fields;
 *  - a draft per (screen, record) kept in storage until a successful submit;
 *  - `onDirtyChange` for the app's unsaved-changes warning.
 *
 * Props of RJSF's Form are kept referentially stable (templates, widgets, fields, formContext,
 * uiSchema, validator), so SchemaField's memo skips every field but the one typed in.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, HStack } from '@chakra-ui/react';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RegistryFieldsType, RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { CompiledScreen } from '../compiled-screen';
import { useEngine } from '../services';
import { UploadWidget } from '../upload/UploadWidget';
import { clearDraft, draftKey, readDraft, sameData, writeDraft } from './draft';
import { label, type EngineFormContext } from './form-context';
import { formUiSchema } from './form-ui-schema';
import { serverFieldErrors, toErrorSchema } from './server-errors';
import { templates } from './templates';
import { translateErrors } from './translate-errors';
import { useTranslator } from './use-translator';
import { widgets } from './widgets';

type Data = Record<string, unknown>;

const fields: RegistryFieldsType = { upload: UploadWidget };

const formFields = (schema: CompiledScreen['schema'], data: Data | null | undefined): Data =>
  Object.fromEntries(Object.entries(data ?? {}).filter(([field]) => field in schema.properties));
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
  /** Tests only: a validator compiled at run time instead of the precompiled one. */
  validator?: ValidatorType;
}

export function SchemaForm({ screen, formData, recordKey = 'new', onSubmit, onDirtyChange, onDataChange, disabled, readonly, submitLabel, actions, validator: givenValidator }: SchemaFormProps) {
  const services = useEngine();
  const tr = useTranslator();
  const storage = services.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);
  const key = draftKey(screen.descriptor.id, recordKey);

  // A stored record also carries what the server adds (id, review state, times): the form edits,
  // validates and submits only the fields of its schema.
  const [stored] = useState<Data>(() => formFields(screen.schema, formData));
  const [baseline, setBaseline] = useState<Data>(stored);
  // The draft wins over the stored record: it is what the user typed last.
  const [restored, setRestored] = useState(() => (disabled || readonly ? undefined : readDraft(storage, key)));
  const [initial, setInitial] = useState<Data>(() => (restored?.data as Data | undefined) ?? stored);
  const [formKey, setFormKey] = useState(0);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const [dirty, setDirty] = useState(() => restored !== undefined && !sameData(restored.data, stored));
  const current = useRef<Data>(initial);
  const draftTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => { onDirtyChange?.(dirty); }, [dirty, onDirtyChange]);
  useEffect(() => () => clearTimeout(draftTimer.current), []);
  // Previews start from what the form shows: the record, or a restored draft.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => { onDataChange?.(current.current); }, [formKey]);

  const uiSchema = useMemo(() => formUiSchema(screen.descriptor), [screen.descriptor]);
  const validator = useMemo(() => givenValidator ?? createPrecompiledValidator<Data>(screen.validateFns, screen.schema as RJSFSchema), [givenValidator, screen]);
  const formContext = useMemo<EngineFormContext>(() => ({
    tr, enums: services.enums, uploads: screen.descriptor.uploads ?? {}, signUpload: services.signUpload, uploadFile: services.uploadFile,
  }), [tr, services.enums, services.signUpload, services.uploadFile, screen.descriptor.uploads]);
  const transformErrors = useCallback((errors: RJSFValidationError[]) => translateErrors(errors, screen.schema, tr), [screen.schema, tr]);

  const handleChange = useCallback((event: IChangeEvent<Data>) => {
    const data = event.formData ?? {};
    current.current = data;
    onDataChange?.(data);
    const isDirty = !sameData(data, baseline);
    setDirty(isDirty);
    clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(() => (isDirty ? writeDraft(storage, key, data) : clearDraft(storage, key)), DRAFT_DELAY_MS);
  }, [baseline, storage, key, onDataChange]);

  const handleSubmit = useCallback(async (event: IChangeEvent<Data>) => {
    const data = event.formData ?? {};
    setExtraErrors(undefined);
    setSubmitting(true);
    try {
      await onSubmit(data);
      clearTimeout(draftTimer.current);
      clearDraft(storage, key);
      setBaseline(data);
      setRestored(undefined);
      setDirty(false);
    } catch (error) {
      const errors = serverFieldErrors(error);
      // Without field errors the request layer has already told the user what went wrong.
      if (errors.length > 0) setExtraErrors(toErrorSchema(errors));
    } finally {
      setSubmitting(false);
    }
  }, [onSubmit, storage, key]);

  const discardDraft = useCallback(() => {
    clearTimeout(draftTimer.current);
    clearDraft(storage, key);
    setRestored(undefined);
    setInitial(baseline);
    current.current = baseline;
    setDirty(false);
    setExtraErrors(undefined);
    setFormKey((n) => n + 1);
  }, [storage, key, baseline]);

  return (
    <Box>
      {restored ? (
        <Alert.Root status="info" mb="4">
          <Alert.Indicator />
          <Alert.Content><Alert.Title>{label(tr, 'engine.form.draftRestored')}</Alert.Title></Alert.Content>
          <Button size="sm" variant="outline" onClick={discardDraft}>{label(tr, 'engine.form.discardDraft')}</Button>
        </Alert.Root>
      ) : null}
      <Form<Data>
        key={formKey}
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
        liveValidate="onBlur"
        showErrorList={false}
        noHtml5Validate
        focusOnFirstError
        disabled={disabled}
        readonly={readonly}
        onChange={handleChange}
        onSubmit={handleSubmit}
      >
        {disabled || readonly ? <></> : (
          <HStack gap="3" mt="6">
            <Button type="submit" colorPalette="blue" loading={submitting}>{label(tr, submitLabel ?? 'engine.form.submit')}</Button>
            {actions}
          </HStack>
        )}
      </Form>
    </Box>
  );
}
