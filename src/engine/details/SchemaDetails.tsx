/**
 * A stored record shown read-only from its descriptor: every field of the form in the UI schema's
 * order, then the record's own (id, status, times). Labels are the fields' titles; options show
 * their labels (enums.json or a source), uploads show as download links (images with a thumbnail),
 * arrays of objects as a small table, long text keeps its line breaks. Given what changed since an
 * earlier version (the organiser's review: since the last approval), those fields are marked, each
 * with its earlier value beneath.
 */
import { Badge, Box, DataList, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { FallbackImage } from '../media/FallbackImage';
import type { ReactNode } from 'react';
import { listableFields, optionSource, type FieldSchema, type ScreenDescriptor, type UploadedObject } from '../../shared/descriptor';
import { TIME_FIELD, type ShowTimeFormatter } from '../../shared/show-time';
import { useIntl } from 'react-intl';
import { label } from '../form/form-context';
import type { Translator } from '../form/translate-errors';
import { useTranslator } from '../form/use-translator';
import { sourcedLabel, useSourceOptions, type SourcedOption } from '../options-source';
import { useEngine } from '../services';
import { formatYuan, isMoney } from '../money';
import { useShowTime } from '../show-time';
import { isIntegerField } from '../table/table-model';
import { isBroken, ScreenUnavailable } from '../ScreenUnavailable';

type Data = Record<string, unknown>;

export interface SchemaDetailsProps {
  descriptor: ScreenDescriptor;
  record: Data;
  /** Fields the page shows itself (e.g. the review state above): left out here. */
  omit?: readonly string[];
  /** Fields that differ from an earlier version of the record, and that version's data. */
  changed?: { fields: readonly string[]; before: Data };
}

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const itemsOf = (schema: FieldSchema): FieldSchema | undefined => (isObject(schema.items) ? (schema.items as FieldSchema) : undefined);
const isUpload = (value: unknown): value is UploadedObject => isObject(value) && typeof value.url === 'string' && typeof value.name === 'string';

/** The form's fields in the UI schema's order ('*' or unlisted ones after), then the record's. */
export function detailFields(descriptor: ScreenDescriptor): string[] {
  const properties = Object.keys(descriptor.schema.properties);
  const order = (descriptor.uiSchema?.['ui:order'] as string[] | undefined)?.filter((field) => properties.includes(field)) ?? [];
  const form = [...order, ...properties.filter((field) => !order.includes(field))];
  return [...form, ...Object.keys(descriptor.record?.properties ?? {}).filter((field) => !form.includes(field))];
}

const megabytes = (bytes: number): string => (bytes >= 1048576 ? `${(bytes / 1048576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function UploadLink({ value, tr }: { value: UploadedObject; tr: Translator }) {
  const image = /^image\/(jpeg|png|gif|webp)$/.test(value.mime);
  return (
    <HStack gap="3" align="center">
      {image ? <FallbackImage src={value.url} alt={value.name} maxH="16" maxW="32" objectFit="contain" borderWidth="1px" borderRadius="sm" /> : null}
      <Link href={value.url} download={value.name} target="_blank" rel="noreferrer" colorPalette="brand" aria-label={`${label(tr, 'engine.details.download')} ${value.name}`}>
        {value.name}
      </Link>
      <Text as="span" color="fg.muted" fontSize="xs">{megabytes(value.size)}</Text>
    </HStack>
  );
}

interface ValueContext {
  tr: Translator;
  enums: ReturnType<typeof useEngine>['enums'];
  showTime: ShowTimeFormatter;
  locale: string;
  options?: readonly SourcedOption[];
}

function renderValue(value: unknown, schema: FieldSchema | undefined, field: string, ctx: ValueContext): ReactNode {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return <Text color="fg.muted">—</Text>;
  const set = schema?.['x-enum'];
  if (set) {
    const entry = ctx.enums[set]?.[String(value)];
    return entry ? <Badge colorPalette={entry.color}>{label(ctx.tr, entry.label)}</Badge> : String(value);
  }
  if (ctx.options) return sourcedLabel(ctx.options, value) ?? String(value);
  if (isUpload(value)) return <UploadLink value={value} tr={ctx.tr} />;
  if (Array.isArray(value)) {
    const items = schema ? itemsOf(schema) : undefined;
    if (value.every(isUpload)) return <Stack gap="2">{value.map((item) => <UploadLink key={item.key} value={item} tr={ctx.tr} />)}</Stack>;
    const columns = items?.properties ? Object.entries(items.properties as Record<string, FieldSchema>) : [];
    if (columns.length > 0 && value.every(isObject)) {
      return (
        <Box overflowX="auto" width="100%">
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>{columns.map(([name, column]) => <Table.ColumnHeader key={name}>{label(ctx.tr, column.title ?? name)}</Table.ColumnHeader>)}</Table.Row>
            </Table.Header>
            <Table.Body>
              {value.map((row, index) => (
                <Table.Row key={index}>
                  {columns.map(([name, column]) => <Table.Cell key={name}>{renderValue(row[name], column, name, { ...ctx, options: undefined })}</Table.Cell>)}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      );
    }
    return value.map((item) => String(item)).join(', ');
  }
  if (typeof value === 'boolean') return label(ctx.tr, value ? 'engine.details.yes' : 'engine.details.no');
  if (typeof value === 'number' && isMoney(schema)) return formatYuan(value, ctx.locale);
  if (typeof value === 'number' && isIntegerField(schema) && TIME_FIELD.test(field)) {
    return ctx.showTime.dateTime(value);
  }
  if (typeof value === 'string' && schema?.format === 'date') return ctx.showTime.day(value);
  if (isObject(value)) return JSON.stringify(value);
  return <Text whiteSpace="pre-wrap" wordBreak="break-word">{String(value)}</Text>;
}

export function SchemaDetails(props: SchemaDetailsProps) {
  if (isBroken(props.descriptor)) return <ScreenUnavailable screen={props.descriptor.id} />;
  return <Details {...props} />;
}

function Details({ descriptor, record, omit = [], changed }: SchemaDetailsProps) {
  const { enums } = useEngine();
  const tr = useTranslator();
  const showTime = useShowTime();
  const { locale } = useIntl();
  const fields = listableFields(descriptor);
  const shown = detailFields(descriptor).filter((field) => !omit.includes(field));
  const sourced = useSourceOptions(shown.map((field) => optionSource(descriptor, field)));

  return (
    <DataList.Root orientation="horizontal" gap="4" data-testid="schema-details">
      {shown.map((field) => {
        const schema = fields[field];
        const source = optionSource(descriptor, field);
        const ctx = { tr, enums, showTime, locale, options: source ? sourced[source] ?? [] : undefined };
        const isChanged = changed?.fields.includes(field) === true;
        return (
          // Label beside the value, or above it on a narrow screen.
          <DataList.Item key={field} flexDirection={{ base: 'column', md: 'row' }} alignItems={{ base: 'stretch', md: 'flex-start' }} gap={{ base: '1', md: '4' }} data-field={field}
            {...(isChanged ? { 'data-changed': 'true', bg: 'yellow.50', borderLeftWidth: '3px', borderLeftColor: 'yellow.500', px: '2', py: '1', borderRadius: 'sm' } : {})}>
            <DataList.ItemLabel minW={{ md: '160px' }} fontWeight="medium">
              <Stack gap="1" align="start">
                {label(tr, schema?.title ?? `field.${field}`)}
                {isChanged ? <Badge colorPalette="yellow" variant="solid" size="sm">{label(tr, 'engine.details.changed')}</Badge> : null}
              </Stack>
            </DataList.ItemLabel>
            <DataList.ItemValue>
              <Stack gap="2" width="100%">
                {renderValue(record[field], schema, field, ctx)}
                {isChanged ? (
                  <Stack gap="1" color="fg.muted" fontSize="sm" data-testid="details-before">
                    <Text fontWeight="medium">{label(tr, 'engine.details.before')}</Text>
                    <Box opacity={0.8}>{renderValue(changed.before[field], schema, field, ctx)}</Box>
                  </Stack>
                ) : null}
              </Stack>
            </DataList.ItemValue>
          </DataList.Item>
        );
      })}
    </DataList.Root>
  );
}
