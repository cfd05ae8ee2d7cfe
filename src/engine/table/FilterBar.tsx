/**
 * The filters of a descriptor's list (text, select, date range), the search and reset buttons, and
 * the export button that starts a server export task with the filters applied, laid out by
 * FilterArea: the first text filter is the search box that stays in the row on a phone.
 */
import { useMemo, useState } from 'react';
import { Input, NativeSelect } from '@chakra-ui/react';
import { DateRangeInput } from '../date/DateInput';
import type { ScreenDescriptor } from '../../shared/descriptor';
import type { ExportProgress } from '../../shared/live';
import { label } from '../form/form-context';
import { useTranslator } from '../form/use-translator';
import { useSourceOptions } from '../options-source';
import { useEngine } from '../services';
import { ExportButton, FilterArea, useFilterWidth } from './FilterArea';
import { columnModels, filterModels, type FilterModel, type FilterValue } from './table-model';

const isSet = (value: FilterValue): boolean => (Array.isArray(value) ? value.some(Boolean) : Boolean(value));

export interface FilterBarProps {
  descriptor: ScreenDescriptor;
  /** Where an export starts (POST with the list's query): the list's endpoint + /export unless the page names another. */
  exportEndpoint: string;
  /** The list's current query besides its page: what an export exports. */
  params: Record<string, string | number>;
  onSearch: (filters: Record<string, FilterValue>) => void;
  onExportStarted?: ((task: Pick<ExportProgress, 'id' | 'name' | 'low'>) => void) | undefined;
  /** The list has no rows under its filters: there is nothing to export. */
  empty?: boolean;
  /** Reads the list again (the toolbar's Refresh). */
  onRefresh?: () => void;
}

export function FilterBar({ descriptor, exportEndpoint, params, onSearch, onExportStarted, empty = false, onRefresh }: FilterBarProps) {
  const { request, enums } = useEngine();
  const tr = useTranslator();
  const sources = useMemo(() => columnModels(descriptor).map((model) => model.source), [descriptor]);
  const sourced = useSourceOptions(sources);
  const filters = useMemo(() => filterModels(descriptor, enums, sourced), [descriptor, enums, sourced]);
  const [draft, setDraft] = useState<Record<string, FilterValue>>({});
  const [exporting, setExporting] = useState(false);

  async function startExport() {
    setExporting(true);
    try {
      const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
      const task = await request.post<Pick<ExportProgress, 'id' | 'name' | 'low'>>(`${exportEndpoint}${query ? `?${query}` : ''}`);
      onExportStarted?.(task);
    } catch {
      // The request layer has shown why.
    } finally {
      setExporting(false);
    }
  }

  if (filters.length === 0 && !descriptor.list?.export?.length && !onRefresh) return null;
  const keyword = filters.find((filter) => filter.kind === 'text');
  const others = filters.filter((filter) => filter !== keyword);
  const control = (filter: FilterModel) => (
    <FilterControl key={filter.field} filter={filter} value={draft[filter.field]} tr={tr}
      onChange={(value) => setDraft((previous) => ({ ...previous, [filter.field]: value }))}
      onEnter={() => onSearch(draft)} />
  );
  return (
    <FilterArea
      keyword={keyword ? control(keyword) : undefined}
      active={others.filter((filter) => isSet(draft[filter.field])).length}
      onSearch={() => onSearch(draft)}
      onReset={filters.length > 0 ? () => { setDraft({}); onSearch({}); } : undefined}
      onRefresh={onRefresh}
      actions={descriptor.list?.export?.length ? <ExportButton loading={exporting} empty={empty} onClick={() => void startExport()} /> : undefined}
    >
      {others.length > 0 ? others.map(control) : undefined}
    </FilterArea>
  );
}

interface FilterControlProps {
  filter: FilterModel;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
  /** Enter in a text filter searches, as in every search box. */
  onEnter: () => void;
  tr: ReturnType<typeof useTranslator>;
  /** Set by FilterArea on the search box of a phone's row (it takes the room left). */
  width?: string;
  flex?: string;
  minW?: string;
}

function FilterControl({ filter, value, onChange, onEnter, tr, ...place }: FilterControlProps) {
  const title = label(tr, filter.title);
  // A search box takes a name that may be long ("Merchandise name (Chinese)"): it is the widest.
  const width = useFilterWidth(filter.kind === 'text' ? '40' : '36');
  if (filter.kind === 'select') {
    return (
      <NativeSelect.Root size="sm" width={width}>
        <NativeSelect.Field aria-label={title} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value || undefined)}>
          <option value="">{title}</option>
          {filter.options.map((option) => <option key={option.value} value={option.value}>{label(tr, option.label)}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }
  if (filter.kind === 'dateRange') {
    const [from = '', to = ''] = Array.isArray(value) ? value : [];
    return (
      <DateRangeInput
        value={[from, to]}
        onChange={onChange}
        label={title}
        fromLabel={`${title} ${label(tr, 'engine.table.from')}`}
        toLabel={`${title} ${label(tr, 'engine.table.to')}`}
        fullWidth={width === 'full'}
      />
    );
  }
  return (
    <Input size="sm" width={width} {...place} placeholder={title} aria-label={title} value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)} onKeyDown={(event) => { if (event.key === 'Enter') onEnter(); }} />
  );
}
