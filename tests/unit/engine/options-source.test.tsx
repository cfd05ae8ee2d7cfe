// @vitest-environment jsdom
/**
 * Options a field names a source for ("ui:options": {"source"}), through the form's select, the
 * table's cells and filter, and the read-only details — on schemas/report.json, whose categories
 * are the exhibitor's own; plus the table's per-row action availability and arrays of uploads.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen as view, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { IntlProvider } from 'react-intl';
import { EngineProvider, SchemaDetails, SchemaForm, SchemaTable, type EngineServices } from '../../../src/engine';
import { toOptions } from '../../../src/engine/options-source';
import { columnModels, filterModels } from '../../../src/engine/table/table-model';
import { optionSource, type EnumSets, type ScreenDescriptor } from '../../../src/shared/descriptor';
import en from '../../../locales/en.json';
import zh from '../../../locales/zh.json';
import enums from '../../../schemas/enums.json';
import reportJson from '../../../schemas/report.json';
import { compileScreen } from './compiled-screen';

afterEach(cleanup);

const report = reportJson as unknown as ScreenDescriptor;
const SOURCE = '/v4/exhibitor/report/category';
const categories = [
  { id: 1, name: '主机游戏', name_en: 'Console games', reports: 1 },
  { id: 3, name: '游戏周边', name_en: '', reports: 0 },
];
const row = {
  id: 5, category_id: 1, title: 'Console demo area', contact_name: 'Li Ming', contact_phone: '138****0001', review_status: 0, updated_at: 1795400000,
  description: 'Twelve stations.\nTwo new demos.', description_en: 'Twelve stations.',
  exhibits: [{ name: 'Console', quantity: 12, note: 'two sockets' }, { name: 'Display', quantity: 12 }],
  attachments: [{ key: 'exhibitors/1/report-attachment/a-plan.pdf', url: '/api/oss/object/exhibitors/1/report-attachment/a-plan.pdf', name: 'plan.pdf', mime: 'application/pdf', size: 1048576 }],
};

function setup(children: ReactNode, locale: 'en' | 'zh' = 'en') {
  const get = vi.fn(async (path: string) => (path === SOURCE ? categories : { list: [row], total: 1 }));
  const services: EngineServices = { request: { get, post: vi.fn(), put: vi.fn(), delete: vi.fn() } as unknown as EngineServices['request'], enums: enums as EnumSets, signUpload: vi.fn(), uploadFile: vi.fn() };
  render(
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale={locale} messages={locale === 'en' ? en : zh}>
        <EngineProvider services={services}>{children}</EngineProvider>
      </IntlProvider>
    </ChakraProvider>,
  );
  return get;
}

describe('option sources', () => {
  it('reads the source from the UI schema and labels options in the locale', () => {
    expect(optionSource(report, 'category_id')).toBe(SOURCE);
    expect(optionSource(report, 'title')).toBeUndefined();
    expect(toOptions(categories, 'en')).toEqual([{ value: 1, label: 'Console games' }, { value: 3, label: '游戏周边' }]);
    expect(toOptions({ list: categories }, 'zh-CN')).toEqual([{ value: 1, label: '主机游戏' }, { value: 3, label: '游戏周边' }]);
    expect(toOptions([{ name: 'no id' }, null, 'x'], 'en')).toEqual([]);
    expect(columnModels(report).find((model) => model.field === 'category_id')?.source).toBe(SOURCE);
    const filter = filterModels(report, enums as EnumSets, { [SOURCE]: toOptions(categories, 'en') }).find((model) => model.field === 'category_id');
    expect(filter).toMatchObject({ kind: 'select', options: [{ value: '1', label: 'Console games' }, { value: '3', label: '游戏周边' }] });
  });

  it('offers the loaded options in the form and submits the chosen value as a number', async () => {
    const { screen } = await compileScreen('report');
    const onSubmit = vi.fn();
    const get = setup(<SchemaForm screen={screen} onSubmit={onSubmit} formData={{ ...row, id: undefined, review_status: undefined, updated_at: undefined, contact_phone: '13800000001', attachments: [] }} />);
    const select = await view.findByLabelText(/Material category/) as HTMLSelectElement;
    await waitFor(() => expect(within(select).getByText('Console games')).toBeTruthy());
    expect(get).toHaveBeenCalledWith(SOURCE);
    expect(select.selectedOptions[0]?.textContent).toBe('Console games');
    await act(async () => { fireEvent.change(select, { target: { value: '1' } }); });
    expect(select.selectedOptions[0]?.textContent).toBe('游戏周边');
    await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Save' })); });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ category_id: 3 })));
  });

  it('shows option labels in the table and its filter, and disables the row actions the page says', async () => {
    const get = setup(<SchemaTable descriptor={report} endpoint="/v4/exhibitor/report" onAction={() => {}} actionDisabled={(action, r) => action === 'edit' && r.review_status === 0} />);
    await waitFor(() => expect(view.getAllByText('Console games').some((element) => element.closest('td'))).toBe(true));
    const filter = view.getByRole('combobox', { name: 'Material category' });
    expect(within(filter).getByText('游戏周边')).toBeTruthy();
    expect((view.getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(true);
    expect((view.getByRole('button', { name: 'View' }) as HTMLButtonElement).disabled).toBe(false);
    // The options arriving do not load the list a second time.
    expect(get.mock.calls.filter(([path]) => path === '/v4/exhibitor/report')).toHaveLength(1);
  });

  it('shows a record read-only: option labels, line breaks, the exhibit table and download links', async () => {
    setup(<SchemaDetails descriptor={report} record={row} omit={['review_status']} />, 'zh');
    await view.findByText('主机游戏');
    const details = view.getByTestId('schema-details');
    expect(within(details).getByText('申报标题')).toBeTruthy();
    expect(within(details).queryByText('审核状态')).toBeNull();
    expect(within(details).getByText('Twelve stations.\nTwo new demos.', { normalizer: (text) => text })).toBeTruthy();
    expect(within(details).getByRole('columnheader', { name: '数量' })).toBeTruthy();
    expect(within(details).getAllByRole('row')).toHaveLength(3);
    const link = within(details).getByRole('link', { name: /plan\.pdf/ });
    expect([link.getAttribute('href'), link.getAttribute('download')]).toEqual(['/api/oss/object/exhibitors/1/report-attachment/a-plan.pdf', 'plan.pdf']);
    expect(within(details).getByText('1.0 MB')).toBeTruthy();
  });
});
