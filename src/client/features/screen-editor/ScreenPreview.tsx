/**
 * The exhibitor's form and list as the draft would make them, beside the editor: the form drawn by
 * SchemaForm from the draft's own module (imported again whenever its address — its content — changes;
 * before there is a draft, the version published), the list by SchemaTable from the draft's descriptor
 * over a few sample rows. The draft's labels are laid over the page's messages here only, so the
 * preview reads as the exhibitor will read it and the rest of the console as it is.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, SegmentGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, IntlProvider, useIntl, type MessageFormatElement } from 'react-intl';
import { EngineProvider, SchemaForm, SchemaTable, useEngine, type CompiledScreen, type TableList } from '../../../engine';
import { forStaff, listableFields, type ScreenDescriptor } from '../../../shared/descriptor';
import type { Locale } from '../../../shared/locale';
import { screenModulePath } from '../../../shared/screen-editor';
import { TIME_FIELD } from '../../../shared/show-time';
import { toaster } from '../../app/toaster';
import { literalMessages } from '../../i18n/screen-labels';
import { importScreenModule, isBundledScreen, loadBundledScreen } from '../screens';
import { listKeys, readableDescriptor, type EditorDoc, type ListKey } from './descriptor-edits';

async function publishedScreen(screen: string, version: number): Promise<CompiledScreen> {
  if (version > 0) return importScreenModule(screenModulePath(screen, version));
  if (!isBundledScreen(screen)) throw new Error(`no bundled screen ${screen}`);
  return loadBundledScreen(screen);
}

/** Drafts of the preview's form live in memory: nothing of it is kept in the browser. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => { items.set(key, value); }, removeItem: (key) => { items.delete(key); } };
}

const SAMPLE_ROWS = 2;
/** A moment in the show's season, for sample times. */
const SAMPLE_TIME = 1_785_000_000;

/** A few rows of made-up values that fit each column's field. */
export function sampleRows(descriptor: ScreenDescriptor, enumCodes: (set: string) => string | undefined, text: (n: number) => string): Record<string, unknown>[] {
  const fields = listableFields(forStaff(descriptor));
  return Array.from({ length: SAMPLE_ROWS }, (_, i) => Object.fromEntries([['id', i + 1], ...Object.entries(fields).map(([field, schema]) => {
    const type = Array.isArray(schema.type) ? schema.type.find((each) => each !== 'null') : schema.type;
    if (schema['x-enum']) {
      const code = enumCodes(schema['x-enum']);
      return [field, code === undefined ? null : /^-?\d+$/.test(code) ? Number(code) : code];
    }
    if (schema.enum?.length) return [field, schema.enum[0]];
    if (Array.isArray(schema.oneOf)) return [field, (schema.oneOf[0] as { const?: unknown } | undefined)?.const ?? null];
    if (type === 'integer' && TIME_FIELD.test(field)) return [field, SAMPLE_TIME + i * 86_400];
    if (type === 'integer') return [field, field === 'id' ? i + 1 : (i + 1) * 100];
    if (type === 'number') return [field, (i + 1) * 1.5];
    if (type === 'boolean') return [field, i === 0];
    if (type === 'string' && schema.format === 'date') return [field, `2027-08-0${i + 1}`];
    if (type === 'string') return [field, text(i + 1)];
    return [field, null];
  })]));
}

export interface ScreenPreviewProps {
  screen: string;
  version: number;
  doc: EditorDoc;
  /** The address of the draft's module; null before a draft is stored. */
  module: string | null;
}

export function ScreenPreview({ screen, version, doc, module }: ScreenPreviewProps) {
  const intl = useIntl();
  const engine = useEngine();
  const locale: Locale = intl.locale.startsWith('zh') ? 'zh' : 'en';
  const [view, setView] = useState<'form' | 'list'>('form');
  const [list, setList] = useState<ListKey>('list');
  const [compiled, setCompiled] = useState<CompiledScreen | null>(null);
  const [stale, setStale] = useState(false);
  const latest = useRef(0);

  useEffect(() => {
    const turn = ++latest.current;
    const load = module ? importScreenModule(module) : publishedScreen(screen, version);
    load.then(
      (loaded) => { if (turn === latest.current) { setCompiled(loaded); setStale(false); } },
      // A draft whose schema does not compile has no module: the last one drawn stays, and says so.
      () => { if (turn === latest.current) setStale(true); },
    );
  }, [module, screen, version]);

  const messages = useMemo(() => ({ ...intl.messages, ...literalMessages(doc.messages[locale] ?? {}) }) as Record<string, MessageFormatElement[]>, [intl.messages, doc.messages, locale]);
  const services = useMemo(() => ({ ...engine, storage: memoryStorage() }), [engine]);
  const readable = readableDescriptor(doc.descriptor);
  const keys = readable ? listKeys(doc.descriptor) : [];
  const rows = useMemo(() => (readable ? sampleRows(doc.descriptor,
    (set) => Object.keys(engine.enums[set] ?? {})[0],
    (n) => intl.formatMessage({ id: 'screen_editor.preview.sample' }, { n })) : []), [readable, doc.descriptor, engine.enums, intl]);
  const sample: TableList<Record<string, unknown>> = { rows, total: rows.length, page: 1, limit: 20, loading: false, failed: false, setPage: () => {}, reload: () => {} };
  const shownList = keys.includes(list) ? list : 'list';

  return (
    <Stack gap="3" data-testid="screen-preview" data-module={module ?? ''}>
      <Stack gap="1">
        <Text fontWeight="semibold"><FormattedMessage id="screen_editor.preview.title" /></Text>
        <Text fontSize="sm" color="fg.muted"><FormattedMessage id={module ? 'screen_editor.preview.draft' : 'screen_editor.preview.published'} values={{ version }} /></Text>
      </Stack>
      <SegmentGroup.Root size="sm" value={view} onValueChange={({ value }) => { if (value) setView(value as 'form' | 'list'); }} data-testid="preview-view">
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={[
          { value: 'form', label: intl.formatMessage({ id: 'screen_editor.preview.form' }) },
          { value: 'list', label: intl.formatMessage({ id: 'screen_editor.preview.list' }) },
        ]} />
      </SegmentGroup.Root>
      {stale ? (
        <Alert.Root status="warning" size="sm" data-testid="preview-stale">
          <Alert.Indicator />
          <Alert.Title><FormattedMessage id="screen_editor.preview.stale" /></Alert.Title>
        </Alert.Root>
      ) : null}
      <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages} onError={intl.onError}>
        <EngineProvider services={services}>
          <Box borderWidth="1px" borderColor="gray.200" borderStyle="dashed" rounded="md" p={{ base: '3', md: '4' }} bg="gray.50">
            {view === 'form' ? (
              compiled ? (
                <Box bg="white" rounded="md" p="4" data-testid="preview-form">
                  <SchemaForm screen={compiled} recordKey="preview" idPrefix="preview" submitLabel="screen_editor.preview.check"
                    onSubmit={() => { toaster.create({ type: 'success', title: intl.formatMessage({ id: 'screen_editor.preview.valid' }), closable: true }); }} />
                </Box>
              ) : <Skeleton height="64" />
            ) : readable ? (
              <Stack gap="3" data-testid="preview-list">
                {keys.length > 1 ? (
                  <SegmentGroup.Root size="xs" value={shownList} onValueChange={({ value }) => { if (value) setList(value as ListKey); }}>
                    <SegmentGroup.Indicator />
                    <SegmentGroup.Items items={keys.map((key) => ({ value: key, label: intl.formatMessage({ id: `screen_editor.listName.${key}` }) }))} />
                  </SegmentGroup.Root>
                ) : null}
                <Box bg="white" rounded="md">
                  <SchemaTable descriptor={shownList === 'staffList' ? forStaff(doc.descriptor) : doc.descriptor} list={sample} testId="preview-table" />
                </Box>
              </Stack>
            ) : <Text color="fg.muted"><FormattedMessage id="screen_editor.preview.unreadable" /></Text>}
          </Box>
        </EngineProvider>
      </IntlProvider>
    </Stack>
  );
}
