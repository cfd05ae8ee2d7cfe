/**
 * /organiser/reference: the show's reference data (src/shared/reference.ts), one tab per kind —
 * the programme's tracks and speakers, the exhibit categories, the official accounts' keywords, with
 * how many each holds —
 * each listed, added and changed with its screen's form (schemas/reference-*.json) and removed
 * when nothing uses it. Exhibitors' forms offer what is here from their next load.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Button, HStack, Tabs, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import categoryScreen from 'virtual:schema/reference-category';
import keywordScreen from 'virtual:schema/reference-keyword';
import speakerScreen from 'virtual:schema/reference-speaker';
import trackScreen from 'virtual:schema/reference-track';
import { ACTIONS_COLUMN, SchemaForm, SchemaTable, pagedWhole, usePagedList, type CompiledScreen } from '../../../engine';
import { REFERENCE_KINDS, ReferenceApi, type ReferenceKind, type ReferenceRecord } from '../../../shared/reference';
import { http } from '../../app/http';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormDialog } from '../../components/FormDialog';
import { useFieldRefusal } from '../../components/use-field-refusal';
import { useConfirmedAction } from '../../components/use-confirmed-action';
import { ConsolePage, CountTabList } from '../../features/console';

const SCREENS: Readonly<Record<ReferenceKind, CompiledScreen>> = { tracks: trackScreen, speakers: speakerScreen, categories: categoryScreen, keywords: keywordScreen };
/** The field that names a record in messages (a keyword is named by its keyword). */
const NAME_FIELD: Readonly<Record<ReferenceKind, string>> = { tracks: 'name', speakers: 'name', categories: 'name', keywords: 'keyword' };
const NO_FILTERS = {};
const PAGE = 20;

export function ReferencePage() {
  const intl = useIntl();
  const [kind, setKind] = useState<ReferenceKind>('tracks');
  const counts = useKindCounts(kind);
  return (
    <ConsolePage titleId="route.console.reference" intro={<FormattedMessage id="reference.intro" />}>
      <Tabs.Root value={kind} onValueChange={(details) => setKind(details.value as ReferenceKind)} variant="line" lazyMount unmountOnExit>
        <CountTabList label={intl.formatMessage({ id: 'route.console.reference' })} tabs={REFERENCE_KINDS.map((each) => ({
          value: each, label: <FormattedMessage id={`reference.kind.${each}`} />, count: counts.of[each], testId: `reference-tab-${each}`,
        }))} />
        {REFERENCE_KINDS.map((each) => (
          <Tabs.Content key={each} value={each}><ReferenceList kind={each} onTotal={counts.set} /></Tabs.Content>
        ))}
      </Tabs.Root>
    </ConsolePage>
  );
}

/**
 * How many records each kind holds, for the tabs: the open kind's from its own list (kept as it
 * changes), the others read once — never the open kind's list twice at once, which the request
 * layer would refuse.
 */
function useKindCounts(open: ReferenceKind) {
  const [of, setOf] = useState<Partial<Record<ReferenceKind, number>>>({});
  const set = useCallback((kind: ReferenceKind, total: number) => setOf((current) => (current[kind] === total ? current : { ...current, [kind]: total })), []);
  const [first] = useState(open);
  useEffect(() => {
    const controller = new AbortController();
    for (const kind of REFERENCE_KINDS.filter((each) => each !== first)) {
      http.get<{ total: number }>(ReferenceApi.list(kind), undefined, { signal: controller.signal, quiet: true })
        .then((answer) => set(kind, answer.total), () => undefined);
    }
    return () => controller.abort();
  }, [first, set]);
  return { of, set };
}

function ReferenceList({ kind, onTotal }: { kind: ReferenceKind; onTotal: (kind: ReferenceKind, total: number) => void }) {
  const intl = useIntl();
  const screen = SCREENS[kind];
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((n) => n + 1), []);
  const load = useMemo(() => pagedWhole((signal) => http.get<{ list: ReferenceRecord[] }>(ReferenceApi.list(kind), undefined, { signal })), [kind]);
  const list = usePagedList<ReferenceRecord>(load, NO_FILTERS, PAGE, version);
  const { loading, failed, total } = list;
  useEffect(() => { if (!loading && !failed) onTotal(kind, total); }, [kind, loading, failed, total, onTotal]);
  const [editing, setEditing] = useState<'new' | ReferenceRecord | null>(null);
  const removal = useConfirmedAction((record: ReferenceRecord) => http.delete<null>(ReferenceApi.item(kind, record.id)), changed);
  const { ask } = removal;
  const nameOf = useCallback((record: ReferenceRecord | null) => String(record?.[NAME_FIELD[kind]] ?? ''), [kind]);

  const columns = useMemo((): ColumnDef<ReferenceRecord>[] => [{
    id: ACTIONS_COLUMN,
    cell: ({ row }) => (
      <HStack gap="2">
        <Button size="xs" variant="outline" onClick={() => setEditing(row.original)} data-testid="reference-edit"
          aria-label={`${intl.formatMessage({ id: 'common.edit' })} ${nameOf(row.original)}`}>
          <FormattedMessage id="common.edit" />
        </Button>
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => ask(row.original)} data-testid="reference-delete"
          aria-label={`${intl.formatMessage({ id: 'common.delete' })} ${nameOf(row.original)}`}>
          <FormattedMessage id="common.delete" />
        </Button>
      </HStack>
    ),
  }], [intl, ask, nameOf]);

  const saved = useCallback((record: ReferenceRecord) => {
    toaster.create({ type: 'success', title: intl.formatMessage({ id: 'reference.saved' }, { name: nameOf(record) }), closable: true });
    setEditing(null);
    changed();
  }, [intl, nameOf, changed]);

  return (
    <>
      <HStack justify="space-between" wrap="wrap" gap="3" py="3">
        <Text color="fg.muted" fontSize="sm"><FormattedMessage id={`reference.kind.${kind}.intro`} /></Text>
        <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')} data-testid="reference-new"><FormattedMessage id={`reference.add.${kind}`} /></Button>
      </HStack>
      <SchemaTable<ReferenceRecord> descriptor={screen.descriptor} list={list} columns={columns} rowId={(record) => String(record.id)}
        testId={`reference-${kind}`} rowTestId="reference-row" empty={<FormattedMessage id="reference.empty" />} />
      <RecordDialog kind={kind} screen={screen} editing={editing} onClose={() => setEditing(null)} onSaved={saved} />
      <ConfirmDialog
        {...removal.dialog}
        title={<FormattedMessage id="reference.delete.title" />}
        body={<FormattedMessage id="reference.delete.body" values={{ name: nameOf(removal.target) }} />}
        action={<FormattedMessage id="common.delete" />}
        colorPalette="red"
        testId="reference-delete-dialog"
        actionTestId="reference-delete-confirm"
      />
    </>
  );
}

function RecordDialog({ kind, screen, editing, onClose, onSaved }: {
  kind: ReferenceKind; screen: CompiledScreen; editing: 'new' | ReferenceRecord | null; onClose: () => void; onSaved: (record: ReferenceRecord) => void;
}) {
  const fields = useMemo(() => Object.keys(screen.schema.properties), [screen]);
  const id = editing === null || editing === 'new' ? undefined : editing.id;
  const save = useCallback(async (data: Record<string, unknown>) => {
    const body = Object.fromEntries(fields.filter((field) => data[field] !== undefined && data[field] !== null).map((field) => [field, data[field]]));
    onSaved(id === undefined
      ? await http.post<ReferenceRecord>(ReferenceApi.list(kind), body, { quiet: true })
      : await http.put<ReferenceRecord>(ReferenceApi.item(kind, id), body, { quiet: true }));
  }, [fields, id, kind, onSaved]);
  const { refusal, clear, submit } = useFieldRefusal(fields, save);
  const close = () => { clear(); onClose(); };
  const formData = useMemo(() => (editing === null || editing === 'new'
    ? {}
    : Object.fromEntries(fields.filter((field) => editing[field] !== null && editing[field] !== undefined).map((field) => [field, editing[field]]))), [editing, fields]);
  return (
    <FormDialog open={editing !== null} onClose={close} testId="reference-dialog" refusal={refusal}
      title={<FormattedMessage id={id === undefined ? `reference.add.${kind}` : `reference.edit.${kind}`} />}>
      <SchemaForm key={`${kind}-${id ?? 'new'}`} screen={screen} formData={formData} recordKey={id ?? 'new'} onSubmit={submit}
        submitLabel={id === undefined ? `reference.add.${kind}` : 'engine.form.submit'}
        actions={<Button type="button" variant="outline" onClick={close}><FormattedMessage id="common.cancel" /></Button>} />
    </FormDialog>
  );
}
