/**
 * The editor's fields: one row per field of the form, in the order the form shows them, with its
 * label in both languages, its kind, whether it is required and its rules; fields added, removed
 * (after saying where else the field is named) and moved. Every change goes through the pure
 * operations of descriptor-edits.ts and is saved by the draft.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { Badge, Box, Button, Checkbox, Field, Grid, HStack, IconButton, Input, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALES, type Locale } from '../../../shared/locale';
import type { DescriptorProblem } from '../../../shared/screen-editor';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormDialog } from '../../components/FormDialog';
import {
  FIELD_KINDS, LABEL_MAX_LENGTH, OPTION_CODE_MAX_LENGTH, addField, addOption, choiceOptions, fieldKindOf, fieldNameProblem, fieldReferences,
  fieldsInOrder, isKept, isRequired, labelProblem, labelText, moveField, optionCodeProblem, parseRule, removeField, removeOption, rulesOf, setFieldKind,
  setFieldLabel, setOptionLabel, setRequired, setRule, setRuleMessage, TEXT_FORMATS, type EditorDoc, type FieldKind, type FieldReference, type RuleName,
} from './descriptor-edits';
import { ProblemLines, useApplyEdit } from './EditorParts';
import { fieldProblems } from './problem-text';
import type { Catalogues } from './use-catalogues';
import type { ScreenDraftHandle } from './use-screen-draft';

interface FieldsEditorProps {
  draft: ScreenDraftHandle;
  doc: EditorDoc;
  catalogues: Catalogues;
  problems: readonly DescriptorProblem[];
}

export function FieldsEditor({ draft, doc, catalogues, problems }: FieldsEditorProps) {
  const apply = useApplyEdit(draft);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const fields = fieldsInOrder(doc.descriptor);

  return (
    <Stack gap="3" data-testid="fields-editor">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="sm" color="fg.muted"><FormattedMessage id="screen_editor.fields.intro" values={{ count: fields.length }} /></Text>
        <Button size="sm" colorPalette="brand" onClick={() => setAdding(true)} data-testid="field-add"><FormattedMessage id="screen_editor.field.add" /></Button>
      </HStack>
      <Stack gap="2" role="list">
        {fields.map((field, index) => (
          <FieldRow key={field} field={field} index={index} last={index === fields.length - 1} doc={doc} catalogues={catalogues}
            problems={fieldProblems(problems, field)} apply={apply} onRemove={() => setRemoving(field)} />
        ))}
      </Stack>
      <AddFieldDialog open={adding} doc={doc} onClose={() => setAdding(false)} onAdd={(input) => apply((current) => addField(current, input, catalogues.known))} />
      <RemoveFieldDialog field={removing} doc={doc} onClose={() => setRemoving(null)}
        onRemove={(field) => { if (apply((current) => removeField(current, field, true))) setRemoving(null); }} />
    </Stack>
  );
}

type Apply = (change: (doc: EditorDoc) => EditorDoc) => boolean;

function FieldRow({ field, index, last, doc, catalogues, problems, apply, onRemove }: {
  field: string; index: number; last: boolean; doc: EditorDoc; catalogues: Catalogues; problems: DescriptorProblem[]; apply: Apply; onRemove: () => void;
}) {
  const intl = useIntl();
  const schema = doc.descriptor.schema.properties[field]!;
  const kind = fieldKindOf(doc.descriptor, field);
  const required = isRequired(doc.descriptor, field);
  const hasRules = rulesOf(kind).length > 0 || kind === 'choice';
  const [open, setOpen] = useState(false);
  const kept = isKept(doc.descriptor, field);
  const labelId = typeof schema.title === 'string' ? schema.title : undefined;
  const name = labelText(doc, intl.locale.startsWith('zh') ? 'zh' : 'en', labelId, catalogues.text) || field;

  return (
    <Box role="listitem" borderWidth="1px" borderColor={problems.length ? 'red.300' : 'gray.200'} rounded="md" p="3" data-testid="field-row" data-field={field}>
      <Stack gap="3">
        <HStack gap="2" wrap="wrap">
          <HStack gap="1">
            <IconButton size="xs" variant="outline" aria-label={intl.formatMessage({ id: 'screen_editor.field.up' }, { field: name })} disabled={index === 0}
              onClick={() => apply((current) => moveField(current, field, -1))} data-testid="field-up">↑</IconButton>
            <IconButton size="xs" variant="outline" aria-label={intl.formatMessage({ id: 'screen_editor.field.down' }, { field: name })} disabled={last}
              onClick={() => apply((current) => moveField(current, field, 1))} data-testid="field-down">↓</IconButton>
          </HStack>
          <Text fontFamily="mono" fontSize="sm" fontWeight="semibold" data-testid="field-name">{field}</Text>
          {kind === null ? (
            <Badge variant="subtle" title={intl.formatMessage({ id: 'screen_editor.kind.other.help' })} data-testid="field-kind-fixed"><FormattedMessage id="screen_editor.kind.other" /></Badge>
          ) : (
            <NativeSelect.Root size="xs" width="auto" disabled={kept}>
              <NativeSelect.Field aria-label={intl.formatMessage({ id: 'screen_editor.field.kind' }, { field: name })} value={kind} data-testid="field-kind"
                onChange={(event) => apply((current) => setFieldKind(current, field, event.target.value as FieldKind, catalogues.known))}>
                {FIELD_KINDS.map((each) => <option key={each} value={each}>{intl.formatMessage({ id: `screen_editor.kind.${each}` })}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
          {kept ? (
            <Badge colorPalette="purple" variant="subtle" title={intl.formatMessage({ id: 'screen_editor.field.kept.help' })} data-testid="field-kept">
              <FormattedMessage id="screen_editor.field.kept" />
            </Badge>
          ) : null}
          <Checkbox.Root size="sm" checked={required} onCheckedChange={(details) => apply((current) => setRequired(current, field, details.checked === true))} data-testid="field-required">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label><FormattedMessage id="screen_editor.field.required" /></Checkbox.Label>
          </Checkbox.Root>
          <HStack gap="1" ms="auto">
            {hasRules ? (
              <Button size="xs" variant={open ? 'subtle' : 'ghost'} onClick={() => setOpen((was) => !was)} aria-expanded={open} data-testid="field-rules-toggle">
                <FormattedMessage id="screen_editor.field.rules" />
              </Button>
            ) : null}
            <Button size="xs" variant="ghost" colorPalette="red" onClick={onRemove} disabled={kept} data-testid="field-remove"
              title={kept ? intl.formatMessage({ id: 'screen_editor.field.kept.help' }) : undefined}>
              <FormattedMessage id="screen_editor.field.remove" />
            </Button>
          </HStack>
        </HStack>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="2">
          {LOCALES.map((locale) => (
            <LabelInput key={locale} locale={locale} value={labelText(doc, locale, labelId, catalogues.text)} testId={`field-label-${locale}`}
              name={intl.formatMessage({ id: 'screen_editor.field.labelIn' }, { field: name, language: intl.formatMessage({ id: `screen_editor.language.${locale}` }) })}
              onChange={(text) => apply((current) => setFieldLabel(current, field, locale, text, catalogues.known))} />
          ))}
        </Grid>
        <Text fontSize="xs" color="fg.muted" data-testid="field-rules-summary"><RulesSummary doc={doc} field={field} kind={kind} /></Text>
        {open && hasRules ? <RulesEditor doc={doc} field={field} kind={kind} catalogues={catalogues} apply={apply} /> : null}
        <ProblemLines problems={problems} testId="field-problem" />
      </Stack>
    </Box>
  );
}

/** A label in one language: what is typed stays, an empty or too long one says so under it. */
function LabelInput({ locale, value, name, onChange, testId }: { locale: Locale; value: string; name: string; onChange: (text: string) => void; testId: string }) {
  const problem = labelProblem(value);
  return (
    <Field.Root invalid={problem !== null}>
      <HStack gap="2" width="full">
        <Text as="span" fontSize="xs" color="fg.muted" minW="8" flexShrink={0}><FormattedMessage id={`screen_editor.language.${locale}.short`} /></Text>
        <Input size="sm" bg="white" value={value} maxLength={LABEL_MAX_LENGTH} aria-label={name} onChange={(event) => onChange(event.target.value)} data-testid={testId} />
      </HStack>
      {problem ? <Field.ErrorText><FormattedMessage id={problem} values={{ limit: LABEL_MAX_LENGTH }} /></Field.ErrorText> : null}
    </Field.Root>
  );
}

function RulesSummary({ doc, field, kind }: { doc: EditorDoc; field: string; kind: FieldKind | null }) {
  const intl = useIntl();
  const schema = doc.descriptor.schema.properties[field]!;
  const parts: string[] = [];
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    parts.push(intl.formatMessage({ id: 'screen_editor.summary.length' }, { min: schema.minLength ?? 0, max: schema.maxLength ?? '∞' }));
  }
  if (schema.minimum !== undefined || schema.maximum !== undefined) {
    parts.push(intl.formatMessage({ id: 'screen_editor.summary.range' }, { min: schema.minimum ?? '−∞', max: schema.maximum ?? '∞' }));
  }
  if (schema.pattern !== undefined) parts.push(intl.formatMessage({ id: 'screen_editor.summary.pattern' }));
  if (schema.format !== undefined && kind !== 'date') {
    const format = intl.messages[`screen_editor.format.${schema.format}`] ? intl.formatMessage({ id: `screen_editor.format.${schema.format}` }) : schema.format;
    parts.push(intl.formatMessage({ id: 'screen_editor.summary.format' }, { format }));
  }
  if (kind === 'choice') parts.push(intl.formatMessage({ id: 'screen_editor.summary.options' }, { count: schema.oneOf?.length ?? 0 }));
  if (!parts.length) return <FormattedMessage id={kind === null ? 'screen_editor.kind.other.help' : 'screen_editor.summary.none'} />;
  return <>{parts.join(' · ')}</>;
}

function RulesEditor({ doc, field, kind, catalogues, apply }: { doc: EditorDoc; field: string; kind: FieldKind | null; catalogues: Catalogues; apply: Apply }) {
  const intl = useIntl();
  const schema = doc.descriptor.schema.properties[field]!;
  const rules = rulesOf(kind);
  const patternMessage = schema['x-messages']?.pattern;
  return (
    <Stack gap="3" bg="gray.50" rounded="md" p="3" data-testid="field-rules">
      {rules.length ? (
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="3">
          {rules.filter((rule) => rule !== 'pattern' && rule !== 'format').map((rule) => (
            <RuleInput key={rule} rule={rule} value={schema[rule] as number | undefined} check={(typed) => parseRule(schema, kind, rule, typed)}
              onValue={(value) => apply((current) => setRule(current, field, rule, value))} />
          ))}
          {rules.includes('format') ? (
            <Field.Root>
              <Field.Label fontSize="sm"><FormattedMessage id="screen_editor.rule.format" /></Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field bg="white" value={schema.format ?? ''} data-testid="rule-format"
                  onChange={(event) => apply((current) => setRule(current, field, 'format', event.target.value || undefined))}>
                  <option value="">{intl.formatMessage({ id: 'screen_editor.rule.format.none' })}</option>
                  {TEXT_FORMATS.map((format) => <option key={format} value={format}>{intl.formatMessage({ id: `screen_editor.format.${format}` })}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          ) : null}
        </Grid>
      ) : null}
      {rules.includes('pattern') ? (
        <Stack gap="2">
          <RuleInput rule="pattern" value={schema.pattern} mono check={(typed) => parseRule(schema, kind, 'pattern', typed)}
            onValue={(value) => apply((current) => setRule(current, field, 'pattern', value))} />
          {schema.pattern !== undefined ? (
            <Stack gap="1">
              <Text fontSize="sm"><FormattedMessage id="screen_editor.rule.patternMessage" /></Text>
              <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="2">
                {LOCALES.map((locale) => (
                  <LabelInput key={locale} locale={locale} value={labelText(doc, locale, patternMessage, catalogues.text)} testId={`rule-pattern-message-${locale}`}
                    name={intl.formatMessage({ id: 'screen_editor.rule.patternMessageIn' }, { language: intl.formatMessage({ id: `screen_editor.language.${locale}` }) })}
                    onChange={(text) => apply((current) => setRuleMessage(current, field, 'pattern', locale, text, catalogues.known))} />
                ))}
              </Grid>
            </Stack>
          ) : null}
        </Stack>
      ) : null}
      {kind === 'choice' ? <OptionsEditor doc={doc} field={field} catalogues={catalogues} apply={apply} /> : null}
    </Stack>
  );
}

/**
 * One rule's value as typed. A value that is not one yet (a letter in a length, a pattern that does
 * not compile) stays in the box with what is wrong under it; the draft takes it once it is right.
 */
function RuleInput({ rule, value, check, onValue, mono }: {
  rule: RuleName; value: string | number | undefined; mono?: boolean;
  check: (typed: string) => { value: string | number | undefined } | { problem: string; values?: Record<string, string | number> };
  onValue: (value: string | number | undefined) => void;
}) {
  const intl = useIntl();
  const [typed, setTyped] = useState(value === undefined ? '' : String(value));
  // The draft changed elsewhere (the JSON view): the box shows its value, unless it already reads as it.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    const read = check(typed);
    if (!('value' in read && read.value === value)) setTyped(value === undefined ? '' : String(value));
  }
  const result = check(typed);
  return (
    <Field.Root invalid={'problem' in result}>
      <Field.Label fontSize="sm"><FormattedMessage id={`screen_editor.rule.${rule}`} /></Field.Label>
      <Input size="sm" bg="white" value={typed} fontFamily={mono ? 'mono' : undefined} inputMode={mono ? undefined : 'decimal'} data-testid={`rule-${rule}`}
        placeholder={intl.formatMessage({ id: 'screen_editor.rule.none' })}
        onChange={(event) => {
          setTyped(event.target.value);
          const read = check(event.target.value);
          if ('value' in read && read.value !== value) onValue(read.value);
        }} />
      {'problem' in result ? <Field.ErrorText data-testid={`rule-${rule}-error`}>{intl.formatMessage({ id: result.problem }, result.values)}</Field.ErrorText> : null}
    </Field.Root>
  );
}

function OptionsEditor({ doc, field, catalogues, apply }: { doc: EditorDoc; field: string; catalogues: Catalogues; apply: Apply }) {
  const intl = useIntl();
  const options = choiceOptions(doc, field);
  const [draft, setDraft] = useState({ code: '', zh: '', en: '' });
  const [tried, setTried] = useState(false);
  const codeIssue = optionCodeProblem(doc, field, draft.code.trim());
  const add = () => {
    setTried(true);
    if (codeIssue || labelProblem(draft.zh) || labelProblem(draft.en)) return;
    if (apply((current) => addOption(current, field, draft.code.trim(), { zh: draft.zh, en: draft.en }, catalogues.known))) {
      setDraft({ code: '', zh: '', en: '' });
      setTried(false);
    }
  };
  return (
    <Stack gap="2" data-testid="field-options">
      <Text fontSize="sm" fontWeight="medium"><FormattedMessage id="screen_editor.option.title" /></Text>
      {options.map((option, index) => (
        <Grid key={option.const} templateColumns={{ base: '1fr', md: '8rem minmax(0, 1fr) minmax(0, 1fr) auto' }} gap="2" alignItems="start" data-testid="field-option">
          <Text fontFamily="mono" fontSize="sm" pt="1.5">{option.const}</Text>
          {LOCALES.map((locale) => (
            <LabelInput key={locale} locale={locale} value={labelText(doc, locale, option.title, catalogues.text)} testId={`option-label-${locale}`}
              name={intl.formatMessage({ id: 'screen_editor.option.labelIn' }, { code: option.const, language: intl.formatMessage({ id: `screen_editor.language.${locale}` }) })}
              onChange={(text) => apply((current) => setOptionLabel(current, field, index, locale, text, catalogues.known))} />
          ))}
          <Button size="xs" variant="ghost" colorPalette="red" disabled={options.length <= 1} onClick={() => apply((current) => removeOption(current, field, index))}>
            <FormattedMessage id="screen_editor.option.remove" />
          </Button>
        </Grid>
      ))}
      <Grid templateColumns={{ base: '1fr', md: '8rem minmax(0, 1fr) minmax(0, 1fr) auto' }} gap="2" alignItems="start">
        <Field.Root invalid={tried && codeIssue !== null}>
          <Input size="sm" fontFamily="mono" value={draft.code} maxLength={OPTION_CODE_MAX_LENGTH} placeholder={intl.formatMessage({ id: 'screen_editor.option.code' })}
            aria-label={intl.formatMessage({ id: 'screen_editor.option.code' })} onChange={(event) => setDraft((was) => ({ ...was, code: event.target.value }))} data-testid="option-new-code" />
          {tried && codeIssue ? <Field.ErrorText><FormattedMessage id={codeIssue} /></Field.ErrorText> : null}
        </Field.Root>
        {LOCALES.map((locale) => (
          <Field.Root key={locale} invalid={tried && labelProblem(draft[locale]) !== null}>
            <Input size="sm" value={draft[locale]} maxLength={LABEL_MAX_LENGTH} placeholder={intl.formatMessage({ id: `screen_editor.language.${locale}` })}
              aria-label={intl.formatMessage({ id: 'screen_editor.option.newLabelIn' }, { language: intl.formatMessage({ id: `screen_editor.language.${locale}` }) })}
              onChange={(event) => setDraft((was) => ({ ...was, [locale]: event.target.value }))} />
            {tried && labelProblem(draft[locale]) ? <Field.ErrorText><FormattedMessage id={labelProblem(draft[locale])!} values={{ limit: LABEL_MAX_LENGTH }} /></Field.ErrorText> : null}
          </Field.Root>
        ))}
        <Button size="sm" variant="outline" onClick={add} data-testid="option-add"><FormattedMessage id="screen_editor.option.add" /></Button>
      </Grid>
    </Stack>
  );
}

interface NewFieldForm { name: string; kind: FieldKind; zh: string; en: string; required: boolean }
const EMPTY_FIELD: NewFieldForm = { name: '', kind: 'text', zh: '', en: '', required: false };

/** The new field's name, kind, labels in both languages and whether it is required; refused on its fields, nothing typed lost. */
function AddFieldDialog({ open, doc, onClose, onAdd }: { open: boolean; doc: EditorDoc; onClose: () => void; onAdd: (input: Parameters<typeof addField>[1]) => boolean }) {
  const intl = useIntl();
  const [form, setForm] = useState<NewFieldForm>(EMPTY_FIELD);
  const [tried, setTried] = useState(false);
  const errors = {
    name: fieldNameProblem(doc.descriptor, form.name.trim()),
    zh: labelProblem(form.zh),
    en: labelProblem(form.en),
  };
  const close = () => { setTried(false); onClose(); };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (errors.name || errors.zh || errors.en) return;
    if (onAdd({ name: form.name.trim(), kind: form.kind, labels: { zh: form.zh, en: form.en }, required: form.required })) {
      setForm(EMPTY_FIELD);
      setTried(false);
      onClose();
    }
  };
  const shown = (key: keyof typeof errors) => (tried ? errors[key] : null);
  return (
    <FormDialog open={open} onClose={close} title={<FormattedMessage id="screen_editor.field.add" />} testId="field-add-dialog">
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Field.Root required invalid={shown('name') !== null}>
            <Field.Label><FormattedMessage id="screen_editor.field.name" /><Field.RequiredIndicator /></Field.Label>
            <Input value={form.name} fontFamily="mono" autoComplete="off" onChange={(event) => setForm((was) => ({ ...was, name: event.target.value }))} data-testid="new-field-name" />
            {shown('name') ? <Field.ErrorText data-testid="new-field-name-error"><FormattedMessage id={shown('name')!} values={{ field: form.name.trim() }} /></Field.ErrorText>
              : <Field.HelperText><FormattedMessage id="screen_editor.fieldName.help" /></Field.HelperText>}
          </Field.Root>
          <Field.Root required>
            <Field.Label><FormattedMessage id="screen_editor.field.kindLabel" /><Field.RequiredIndicator /></Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={form.kind} onChange={(event) => setForm((was) => ({ ...was, kind: event.target.value as FieldKind }))} data-testid="new-field-kind">
                {FIELD_KINDS.map((kind) => <option key={kind} value={kind}>{intl.formatMessage({ id: `screen_editor.kind.${kind}` })}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {LOCALES.map((locale) => (
            <Field.Root key={locale} required invalid={shown(locale) !== null}>
              <Field.Label>
                <FormattedMessage id="screen_editor.field.labelLanguage" values={{ language: intl.formatMessage({ id: `screen_editor.language.${locale}` }) }} />
                <Field.RequiredIndicator />
              </Field.Label>
              <Input value={form[locale]} maxLength={LABEL_MAX_LENGTH} onChange={(event) => setForm((was) => ({ ...was, [locale]: event.target.value }))} data-testid={`new-field-label-${locale}`} />
              {shown(locale) ? <Field.ErrorText data-testid={`new-field-label-${locale}-error`}><FormattedMessage id={shown(locale)!} values={{ limit: LABEL_MAX_LENGTH }} /></Field.ErrorText> : null}
            </Field.Root>
          ))}
          <Checkbox.Root checked={form.required} onCheckedChange={(details) => setForm((was) => ({ ...was, required: details.checked === true }))} data-testid="new-field-required">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label><FormattedMessage id="screen_editor.field.requiredLong" /></Checkbox.Label>
          </Checkbox.Root>
          <HStack justify="flex-end" gap="2">
            <Button variant="outline" onClick={close}><FormattedMessage id="common.cancel" /></Button>
            <Button type="submit" colorPalette="brand" data-testid="new-field-submit"><FormattedMessage id="screen_editor.field.addSubmit" /></Button>
          </HStack>
        </Stack>
      </form>
    </FormDialog>
  );
}

/** Removing a field says first where else it is named: list parts go with it, a rule of the data schema keeps it. */
function RemoveFieldDialog({ field, doc, onClose, onRemove }: { field: string | null; doc: EditorDoc; onClose: () => void; onRemove: (field: string) => void }) {
  const references = useMemo(() => (field && doc.descriptor.schema.properties[field] ? fieldReferences(doc.descriptor, field) : []), [field, doc]);
  const blocked = references.some((reference) => reference.kind === 'rule');
  return (
    <ConfirmDialog open={field !== null} onOpenChange={(open) => { if (!open) onClose(); }} busy={false} colorPalette="red" testId="field-remove-dialog"
      actionTestId="field-remove-confirm"
      title={<FormattedMessage id="screen_editor.remove.title" values={{ field }} />}
      action={<FormattedMessage id={blocked ? 'screen_editor.remove.blockedAction' : references.length ? 'screen_editor.remove.withLists' : 'screen_editor.field.remove'} />}
      onConfirm={() => { if (blocked) onClose(); else if (field) onRemove(field); }}
      body={(
        <Stack gap="2">
          <Text><FormattedMessage id={blocked ? 'screen_editor.remove.blocked' : references.length ? 'screen_editor.remove.named' : 'screen_editor.remove.body'} values={{ field }} /></Text>
          {references.length ? (
            <List.Root ps="5" data-testid="field-references">
              {references.map((reference) => <List.Item key={reference.path} fontSize="sm"><ReferenceText reference={reference} /></List.Item>)}
            </List.Root>
          ) : null}
        </Stack>
      )} />
  );
}

function ReferenceText({ reference }: { reference: FieldReference }) {
  const intl = useIntl();
  const list = reference.list ? intl.formatMessage({ id: `screen_editor.list.${reference.list}` }) : '';
  return <FormattedMessage id={`screen_editor.reference.${reference.kind}`} values={{ list, path: reference.path }} />;
}
