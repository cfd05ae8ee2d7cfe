/**
 * The editor's lists: the exhibitor's list (and the staff's, when the screen has its own) — which
 * fields are its columns and in which order, which can be sorted, which filter each offers (only the
 * kinds that suit its field), how it is sorted when it opens — and the columns of its export.
 */
import { useState } from 'react';
import { Badge, Box, Button, Checkbox, Field, HStack, IconButton, NativeSelect, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DescriptorProblem } from '../../../shared/screen-editor';
import type { Locale } from '../../../shared/locale';
import {
  addColumn, addExport, filterKindsFor, labelText, listableFor, listKeys, moveColumn, moveExport, removeColumn, removeExport, setColumn, setDefaultSort,
  sortableField, type EditorDoc, type FilterKind, type ListKey,
} from './descriptor-edits';
import { ProblemLines, useApplyEdit } from './EditorParts';
import { columnProblems, problemPlace } from './problem-text';
import type { Catalogues } from './use-catalogues';
import type { ScreenDraftHandle } from './use-screen-draft';

interface ListEditorProps {
  draft: ScreenDraftHandle;
  doc: EditorDoc;
  catalogues: Catalogues;
  problems: readonly DescriptorProblem[];
  list: ListKey;
  onList: (list: ListKey) => void;
}

/** A field's label in the reader's language, from the draft (its code when it has none). */
export function useFieldName(doc: EditorDoc, catalogues: Catalogues, list: ListKey = 'list'): (field: string) => string {
  const intl = useIntl();
  const locale: Locale = intl.locale.startsWith('zh') ? 'zh' : 'en';
  const fields = listableFor(doc.descriptor, list);
  return (field) => {
    const title = fields[field]?.title;
    if (typeof title !== 'string') return field;
    return labelText(doc, locale, title, catalogues.text) || (intl.messages[title] ? intl.formatMessage({ id: title }) : field);
  };
}

export function ListEditor({ draft, doc, catalogues, problems, list, onList }: ListEditorProps) {
  const intl = useIntl();
  const apply = useApplyEdit(draft);
  const keys = listKeys(doc.descriptor);
  const current = doc.descriptor[list];
  const nameOf = useFieldName(doc, catalogues, list);
  if (!current) return <Text color="fg.muted"><FormattedMessage id="screen_editor.list.none" /></Text>;
  const listable = Object.keys(listableFor(doc.descriptor, list));
  const unshown = listable.filter((field) => !current.columns.some((column) => column.field === field));
  const unexported = listable.filter((field) => !current.export?.includes(field));
  const sortable = current.columns.filter((column) => column.sortable);
  const listProblems = problems.filter((problem) => {
    const place = problemPlace(problem.path);
    return place.tab === 'list' && place.list === list && place.column === undefined;
  });

  return (
    <Stack gap="5" data-testid="list-editor" data-list={list}>
      {keys.length > 1 ? (
        <SegmentGroup.Root size="sm" value={list} onValueChange={({ value }) => { if (value) onList(value as ListKey); }} data-testid="list-choice">
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={keys.map((key) => ({ value: key, label: intl.formatMessage({ id: `screen_editor.listName.${key}` }) }))} />
        </SegmentGroup.Root>
      ) : null}

      <Stack gap="2">
        <Text fontWeight="semibold"><FormattedMessage id="screen_editor.list.columns" /></Text>
        {current.columns.map((column, index) => {
          const kinds = filterKindsFor(doc.descriptor, list, column);
          const canSort = sortableField(doc.descriptor, list, column.field);
          const name = nameOf(column.field);
          return (
            <Box key={`${column.field}-${index}`} borderWidth="1px" borderColor="gray.200" rounded="md" p="2.5" data-testid="column-row" data-field={column.field}>
              <HStack gap="2" wrap="wrap">
                <HStack gap="1">
                  <IconButton size="xs" variant="outline" disabled={index === 0} aria-label={intl.formatMessage({ id: 'screen_editor.column.up' }, { field: name })}
                    onClick={() => apply((now) => moveColumn(now, list, index, -1))}>↑</IconButton>
                  <IconButton size="xs" variant="outline" disabled={index === current.columns.length - 1} aria-label={intl.formatMessage({ id: 'screen_editor.column.down' }, { field: name })}
                    onClick={() => apply((now) => moveColumn(now, list, index, 1))}>↓</IconButton>
                </HStack>
                <Stack gap="0" minW="28" flex="1">
                  <Text fontSize="sm" fontWeight="medium">{name}</Text>
                  <Text fontSize="xs" fontFamily="mono" color="fg.muted">{column.field}</Text>
                </Stack>
                {column.status ? <Badge size="sm" variant="subtle"><FormattedMessage id="screen_editor.column.status" /></Badge> : null}
                {column.mask ? <Badge size="sm" variant="subtle"><FormattedMessage id="screen_editor.column.masked" /></Badge> : null}
                <Checkbox.Root size="sm" checked={column.sortable === true} disabled={!canSort && column.sortable !== true}
                  onCheckedChange={(details) => apply((now) => setColumn(now, list, index, { sortable: details.checked === true }))} data-testid="column-sortable">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label><FormattedMessage id="screen_editor.column.sortable" /></Checkbox.Label>
                </Checkbox.Root>
                <NativeSelect.Root size="xs" width="auto">
                  <NativeSelect.Field value={column.filter ?? ''} aria-label={intl.formatMessage({ id: 'screen_editor.column.filterOf' }, { field: name })} data-testid="column-filter"
                    onChange={(event) => apply((now) => setColumn(now, list, index, { filter: (event.target.value || null) as FilterKind | null }))}>
                    <option value="">{intl.formatMessage({ id: 'screen_editor.filter.none' })}</option>
                    {/* A filter the field no longer suits stays listed, so the problem can be seen and fixed. */}
                    {[...kinds, ...(column.filter && !kinds.includes(column.filter) ? [column.filter] : [])].map((kind) => (
                      <option key={kind} value={kind}>{intl.formatMessage({ id: `screen_editor.filter.${kind}` })}</option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => apply((now) => removeColumn(now, list, index))} data-testid="column-remove">
                  <FormattedMessage id="screen_editor.column.remove" />
                </Button>
              </HStack>
              <ProblemLines problems={columnProblems(problems, list, index)} testId="column-problem" />
            </Box>
          );
        })}
        <AddFieldPicker labelId="screen_editor.column.add" fields={unshown} nameOf={nameOf} testId="column-add"
          onAdd={(field) => apply((now) => addColumn(now, list, field))} />
      </Stack>

      <Field.Root>
        <Field.Label><FormattedMessage id="screen_editor.list.defaultSort" /></Field.Label>
        <HStack gap="2" wrap="wrap">
          <NativeSelect.Root size="sm" width={{ base: 'full', sm: '56' }}>
            <NativeSelect.Field value={current.defaultSort?.field ?? ''} data-testid="default-sort-field"
              onChange={(event) => apply((now) => setDefaultSort(now, list, event.target.value ? { field: event.target.value, order: current.defaultSort?.order ?? 'desc' } : null))}>
              <option value="">{intl.formatMessage({ id: 'screen_editor.list.defaultSort.none' })}</option>
              {sortable.map((column) => <option key={column.field} value={column.field}>{nameOf(column.field)}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {current.defaultSort ? (
            <NativeSelect.Root size="sm" width={{ base: 'full', sm: '40' }}>
              <NativeSelect.Field value={current.defaultSort.order} aria-label={intl.formatMessage({ id: 'screen_editor.list.order' })}
                onChange={(event) => apply((now) => setDefaultSort(now, list, { field: current.defaultSort!.field, order: event.target.value as 'asc' | 'desc' }))}>
                <option value="asc">{intl.formatMessage({ id: 'screen_editor.list.order.asc' })}</option>
                <option value="desc">{intl.formatMessage({ id: 'screen_editor.list.order.desc' })}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          ) : null}
        </HStack>
      </Field.Root>

      <Stack gap="2" data-testid="export-editor">
        <Text fontWeight="semibold"><FormattedMessage id="screen_editor.list.export" /></Text>
        <Text fontSize="sm" color="fg.muted"><FormattedMessage id="screen_editor.list.export.intro" /></Text>
        {(current.export ?? []).map((field, index, all) => {
          const name = nameOf(field);
          return (
            <HStack key={`${field}-${index}`} gap="2" borderWidth="1px" borderColor="gray.200" rounded="md" px="2.5" py="1.5" data-testid="export-row" data-field={field}>
              <IconButton size="xs" variant="outline" disabled={index === 0} aria-label={intl.formatMessage({ id: 'screen_editor.column.up' }, { field: name })}
                onClick={() => apply((now) => moveExport(now, list, index, -1))}>↑</IconButton>
              <IconButton size="xs" variant="outline" disabled={index === all.length - 1} aria-label={intl.formatMessage({ id: 'screen_editor.column.down' }, { field: name })}
                onClick={() => apply((now) => moveExport(now, list, index, 1))}>↓</IconButton>
              <Text fontSize="sm" flex="1" minW="0">{name} <Text as="span" fontFamily="mono" fontSize="xs" color="fg.muted">{field}</Text></Text>
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => apply((now) => removeExport(now, list, index))} data-testid="export-remove">
                <FormattedMessage id="screen_editor.column.remove" />
              </Button>
            </HStack>
          );
        })}
        <AddFieldPicker labelId="screen_editor.export.add" fields={unexported} nameOf={nameOf} testId="export-add"
          onAdd={(field) => apply((now) => addExport(now, list, field))} />
      </Stack>
      <ProblemLines problems={listProblems} testId="list-problem" />
    </Stack>
  );
}

/** A field to add (to the columns, to the export) chosen from those not there yet; cleared once added. */
function AddFieldPicker({ labelId, fields, nameOf, onAdd, testId }: {
  labelId: string;
  fields: readonly string[];
  nameOf: (field: string) => string;
  /** Whether the edit was taken (the chosen field is then cleared). */
  onAdd: (field: string) => boolean;
  testId: string;
}) {
  const intl = useIntl();
  const [chosen, setChosen] = useState('');
  return (
    <HStack gap="2" wrap="wrap">
      <NativeSelect.Root size="sm" width={{ base: 'full', sm: '64' }}>
        <NativeSelect.Field value={chosen} onChange={(event) => setChosen(event.target.value)} aria-label={intl.formatMessage({ id: labelId })} data-testid={`${testId}-field`}>
          <option value="">{intl.formatMessage({ id: 'screen_editor.column.choose' })}</option>
          {fields.map((field) => <option key={field} value={field}>{`${nameOf(field)} (${field})`}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button size="sm" variant="outline" disabled={!chosen} data-testid={testId}
        onClick={() => { if (onAdd(chosen)) setChosen(''); }}>
        <FormattedMessage id={labelId} />
      </Button>
    </HStack>
  );
}
