import { describe, expect, it } from 'vitest';
import type { EnumSets, ScreenDescriptor } from '../../../src/shared/descriptor';
import { columnModels, daySeconds, filterModels, initialQuery, nextSort, OPEN_END, toSearchParams } from '../../../src/engine/table/table-model';
import company from '../../../schemas/company.json';
import invoiceHeader from '../../../schemas/invoice-header.json';
import activity from '../../../schemas/activity.json';
import enums from '../../../schemas/enums.json';

const companyScreen = company as unknown as ScreenDescriptor;
const invoiceScreen = invoiceHeader as unknown as ScreenDescriptor;

describe('descriptor → columns and filters', () => {
  it('maps columns with titles from the schema or record, status sets, masks and timestamps', () => {
    const columns = columnModels(invoiceScreen);
    expect(columns.map((c) => c.field)).toEqual(['title', 'tax_no', 'invoice_type', 'email', 'created_at']);
    expect(columns[0]).toMatchObject({ title: 'invoiceHeader.title', sortable: true, masked: false, timestamp: false });
    expect(columns[2]).toMatchObject({ status: 'invoiceType' });
    expect(columns[3]).toMatchObject({ masked: true });
    expect(columns[4]).toMatchObject({ title: 'common.created_at', timestamp: true, sortable: true });
  });

  it('marks a minute on the show clock (the datetime widget\'s text) apart from seconds and days', () => {
    const columns = columnModels(activity as unknown as ScreenDescriptor);
    expect(columns.find((c) => c.field === 'start_time')).toMatchObject({ wallTime: true, timestamp: false, day: false });
    expect(columns.filter((c) => c.wallTime).map((c) => c.field)).toEqual(['start_time']);
  });

  it('maps filters: text, select from enums.json, dateRange', () => {
    const filters = filterModels(companyScreen, enums as EnumSets);
    expect(filters.map((f) => [f.field, f.kind])).toEqual([['name', 'text'], ['credit_code', 'text'], ['review_status', 'select'], ['updated_at', 'dateRange']]);
    expect(filters[2]).toMatchObject({ title: 'common.review_status', options: [{ value: '0', label: 'status.review.pending' }, { value: '1', label: 'status.review.approved' }, { value: '2', label: 'status.review.rejected' }] });
  });
});

describe('query state → search params', () => {
  const filters = filterModels(companyScreen, enums as EnumSets);

  it('starts on page 1 with the default sort', () => {
    expect(toSearchParams(initialQuery(companyScreen), filters)).toEqual({ page: 1, limit: 20, sort: 'updated_at', order: 'desc' });
  });

  it('writes filled filters only, trimmed, and date ranges as from,to seconds', () => {
    const params = toSearchParams({ page: 3, limit: 50, filters: { name: '  Acme ', credit_code: '', review_status: '1', updated_at: ['2025-03-01', '2025-03-31'] } }, filters);
    expect(params).toEqual({ page: 3, limit: 50, name: 'Acme', review_status: '1', updated_at: `${daySeconds('2025-03-01')},${daySeconds('2025-03-31', true)}` });
    expect(daySeconds('2025-03-31', true)! - daySeconds('2025-03-31')!).toBe(86399);
  });

  it('never leaves an end of a date range empty (the server reads it as 0)', () => {
    expect(toSearchParams({ page: 1, limit: 20, filters: { updated_at: ['2025-03-01', ''] } }, filters).updated_at).toBe(`${daySeconds('2025-03-01')},${OPEN_END}`);
    expect(toSearchParams({ page: 1, limit: 20, filters: { updated_at: ['', ''] } }, filters).updated_at).toBeUndefined();
  });

  it('cycles the sort of a column', () => {
    expect(nextSort(undefined, 'name')).toEqual({ field: 'name', order: 'asc' });
    expect(nextSort({ field: 'name', order: 'asc' }, 'name')).toEqual({ field: 'name', order: 'desc' });
    expect(nextSort({ field: 'name', order: 'desc' }, 'name')).toBeUndefined();
    expect(nextSort({ field: 'name', order: 'desc' }, 'updated_at')).toEqual({ field: 'updated_at', order: 'asc' });
  });
});
