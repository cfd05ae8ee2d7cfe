// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen as view, waitFor } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { IntlProvider } from 'react-intl';
import { EngineProvider, SchemaTable, type EngineServices, type SchemaTableProps } from '../../../src/engine';
import type { EnumSets, ScreenDescriptor } from '../../../src/shared/descriptor';
import en from '../../../locales/en.json';
import enums from '../../../schemas/enums.json';
import invoiceHeader from '../../../schemas/invoice-header.json';

afterEach(cleanup);

const rows = [
  { id: 1, title: 'Star Trail Interactive', tax_no: '91350100M000100Y43', invoice_type: 2, email: 'f*****e@startrail.example.com', created_at: 1795400000 },
  { id: 2, title: 'Star Trail HK', tax_no: '91110000600037341L', invoice_type: 1, email: 'a***b@example.com', created_at: 1795300000 },
];

type Fake = ReturnType<typeof vi.fn>;

function renderTable(over: Partial<Record<'get' | 'post', Fake>> = {}, props: Partial<Pick<Extract<SchemaTableProps, { endpoint: string }>, 'onAction' | 'onExportStarted' | 'exportEndpoint'>> = {}) {
  const request = {
    get: vi.fn(async () => ({ list: rows, total: 2 })),
    post: vi.fn(async () => ({ id: 9, name: 'Invoice header-202611231200', low: 0 })),
    put: vi.fn(),
    delete: vi.fn(),
    ...over,
  };
  // The fakes stand in for the generic request layer; their answers are the ones these tests need.
  const services: EngineServices = { request: request as unknown as EngineServices['request'], enums: enums as EnumSets, signUpload: vi.fn(), uploadFile: vi.fn() };
  render(
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale="en" messages={en}>
        <EngineProvider services={services}>
          <SchemaTable descriptor={invoiceHeader as unknown as ScreenDescriptor} endpoint="/v4/invoice/header" {...props} />
        </EngineProvider>
      </IntlProvider>
    </ChakraProvider>,
  );
  return request;
}

describe('SchemaTable', () => {
  it('asks the server for the first page in the default order and shows translated headers and status badges', async () => {
    const request = renderTable();
    expect(await view.findByText('Star Trail Interactive')).toBeTruthy();
    expect(request.get).toHaveBeenCalledWith('/v4/invoice/header', expect.objectContaining({ page: 1, limit: 20, sort: 'created_at', order: 'desc' }), expect.anything());
    expect(view.getByText('Tax number')).toBeTruthy();
    // The same labels are also options of the type filter: look in the table's cells.
    const inCells = (text: string) => view.getAllByText(text).filter((element) => element.closest('td'));
    expect(inCells('VAT special invoice')).toHaveLength(1);
    expect(inCells('VAT general invoice')).toHaveLength(1);
    expect(view.getByText('f*****e@startrail.example.com')).toBeTruthy();
  });

  it('an empty list says there is nothing yet, shows no pager and offers no export, saying why', async () => {
    renderTable({ get: vi.fn(async () => ({ list: [], total: 0 })) });
    expect(await view.findByText('No records yet')).toBeTruthy();
    expect(view.queryByTestId('table-footer')).toBeNull();
    expect(view.queryByRole('button', { name: 'Next' })).toBeNull();
    const exportButton = view.getByRole('button', { name: 'Export' }) as HTMLButtonElement;
    expect(exportButton.disabled).toBe(true);
    expect(exportButton.title).toBe('Nothing to export');
  });

  it('an empty list under a filter says nothing matches and clears the filters from there', async () => {
    const get = vi.fn(async (_path: string, search: Record<string, unknown>) => (search.title ? { list: [], total: 0 } : { list: rows, total: 2 }));
    renderTable({ get });
    await view.findByText('Star Trail Interactive');
    fireEvent.change(view.getByRole('textbox', { name: 'Invoice header' }), { target: { value: 'Nobody' } });
    await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Search' })); });
    expect(await view.findByText('No match for these filters')).toBeTruthy();
    expect(view.queryByText('No records yet')).toBeNull();
    await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Clear filters' })); });
    expect(await view.findByText('Star Trail Interactive')).toBeTruthy();
    expect(get).toHaveBeenLastCalledWith('/v4/invoice/header', expect.not.objectContaining({ title: expect.anything() }), expect.anything());
    // The typed filter is cleared with it.
    expect((view.getByRole('textbox', { name: 'Invoice header' }) as HTMLInputElement).value).toBe('');
  });

  it('counts its rows and pages in the reader\'s number format and reads the page again from its toolbar', async () => {
    const get = vi.fn(async () => ({ list: rows, total: 12_345 }));
    renderTable({ get });
    await view.findByText('Star Trail Interactive');
    expect(view.getByTestId('table-total').textContent).toBe('Total 12,345');
    expect(view.getByTestId('table-page').textContent).toBe('1 / 618');
    const calls = get.mock.calls.length;
    await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Refresh' })); });
    await waitFor(() => expect(get.mock.calls.length).toBe(calls + 1));
    expect(view.getAllByRole('button', { name: 'Refresh' })).toHaveLength(1);
  });

  it('sorts on the server when a sortable header is clicked', async () => {
    const request = renderTable();
    await view.findByText('Star Trail Interactive');
    await act(async () => { fireEvent.click(view.getByRole('button', { name: /Invoice header/ })); });
    await waitFor(() => expect(request.get).toHaveBeenLastCalledWith('/v4/invoice/header', expect.objectContaining({ sort: 'title' }), expect.anything()));
  });

  it("offers the descriptor's row actions only where the page carries them out", async () => {
    renderTable();
    await view.findByText('Star Trail Interactive');
    expect(view.queryAllByRole('button', { name: 'Delete' })).toHaveLength(0);
    cleanup();
    renderTable({}, { onAction: vi.fn() });
    await view.findByText('Star Trail Interactive');
    expect(view.getAllByRole('button', { name: 'Delete' }).length).toBeGreaterThan(0);
    // Its column is named: no header cell is left empty.
    expect(view.getAllByRole('columnheader').at(-1)?.textContent).toBe('Actions');
  });

  it('asks for confirmation before a row action that declares one', async () => {
    const onAction = vi.fn();
    renderTable({}, { onAction });
    await view.findByText('Star Trail Interactive');
    await act(async () => { fireEvent.click(view.getAllByRole('button', { name: 'Delete' })[0]!); });
    expect(onAction).not.toHaveBeenCalled();
    expect(await view.findByText('Delete this invoice header?')).toBeTruthy();
    await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Confirm' })); });
    await waitFor(() => expect(onAction).toHaveBeenCalledWith('delete', expect.objectContaining({ id: 1 })));
  });

  it('starts an export with the current filters and hands the task on', async () => {
    const onExportStarted = vi.fn();
    const request = renderTable({}, { onExportStarted });
    await view.findByText('Star Trail Interactive');
    await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Export' })); });
    await waitFor(() => expect(onExportStarted).toHaveBeenCalledWith({ id: 9, name: 'Invoice header-202611231200', low: 0 }));
    expect(request.post).toHaveBeenCalledWith(expect.stringMatching(/^\/v4\/invoice\/header\/export(\?|$)/));
  });

  it('starts the export where the page says when it is not <endpoint>/export', async () => {
    const request = renderTable({}, { exportEndpoint: '/organiser/invoice/list-export' });
    await view.findByText('Star Trail Interactive');
    await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Export' })); });
    await waitFor(() => expect(request.post).toHaveBeenCalledWith(expect.stringMatching(/^\/organiser\/invoice\/list-export(\?|$)/)));
  });

  it('keeps rows chosen on one page while the rows of another page are chosen', async () => {
    const pageOf = (page: number) => [1, 2].map((n) => ({ ...rows[0], id: page * 10 + n, title: `Company ${page}-${n}` }));
    const get = vi.fn(async (_path: string, search: { page: number }) => ({ list: pageOf(search.page), total: 40 }));
    const chosen: string[][] = [];
    function Choosing() {
      const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
      return <SchemaTable descriptor={invoiceHeader as unknown as ScreenDescriptor} endpoint="/v4/invoice/header" pageSize={2}
        selection={{ selected, onChange: (ids) => { chosen.push([...ids].sort()); setSelected(ids); } }} />;
    }
    const services: EngineServices = { request: { get, post: vi.fn(), put: vi.fn(), delete: vi.fn() } as unknown as EngineServices['request'], enums: enums as EnumSets, signUpload: vi.fn(), uploadFile: vi.fn() };
    render(<ChakraProvider value={defaultSystem}><IntlProvider locale="en" messages={en}><EngineProvider services={services}><Choosing /></EngineProvider></IntlProvider></ChakraProvider>);
    await view.findByText('Company 1-1');
    const box = (testId: string, index: number) => view.getAllByTestId(testId)[index]!.querySelector('input')!;
    await act(async () => { fireEvent.click(box('row-select', 0)); });
    expect(chosen.at(-1)).toEqual(['11']);
    await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Next' })); });
    await view.findByText('Company 2-1');
    await act(async () => { fireEvent.click(document.querySelector('th input')!); });
    expect(chosen.at(-1)).toEqual(['11', '21', '22']);
  });

  it("draws a page's own list with the page's columns, naming its rows and counting them in the page's words", () => {
    const list = { rows: [{ id: 7, name: 'Booth safety' }, { id: 8, name: 'Code of conduct' }], total: 2, page: 1, limit: 20, loading: false, failed: false, setPage: vi.fn(), reload: vi.fn() };
    render(
      <ChakraProvider value={defaultSystem}>
        <IntlProvider locale="en" messages={en}>
          <SchemaTable<{ id: number; name: string }> list={list} rowTestId="agreement-row" totalText={(total) => `${total} agreements`}
            columns={[{ id: 'name', header: () => 'Agreement', cell: ({ row }) => row.original.name }]} />
        </IntlProvider>
      </ChakraProvider>,
    );
    expect(view.getAllByTestId('agreement-row').map((row) => row.dataset.rowId)).toEqual(['7', '8']);
    expect(view.queryByTestId('data-row')).toBeNull();
    expect(view.getByTestId('table-total').textContent).toBe('2 agreements');
    // No page-size selector for a list that offers no way to change it.
    expect(view.queryByRole('combobox', { name: 'Rows per page' })).toBeNull();
  });

  it('draws each row as a card with its actions in a menu below the layout breakpoint', async () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }));
    vi.stubGlobal('matchMedia', matchMedia);
    // The menu is placed by floating-ui, which watches sizes.
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
    try {
      renderTable({}, { onAction: vi.fn() });
      await view.findByText('Star Trail Interactive');
      expect(document.querySelector('table')).toBeNull();
      expect(view.getAllByTestId('data-row')).toHaveLength(2);
      expect(view.getAllByText('Tax number')).toHaveLength(2);
      // A card names a sortable field as text: a header's sort button and its arrow have no place there.
      const labels = [...document.querySelectorAll('dt')];
      expect(labels.length).toBeGreaterThan(0);
      expect(labels.filter((dt) => dt.querySelector('button') || /[↑↓↕]/.test(dt.textContent ?? ''))).toEqual([]);
      expect(view.queryByRole('button', { name: 'Delete' })).toBeNull();
      await act(async () => { fireEvent.click(view.getAllByRole('button', { name: 'Actions' })[0]!); });
      expect(await view.findByRole('button', { name: 'Delete' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a card shows a single action as its button and leaves its empty fields out', () => {
    vi.stubGlobal('matchMedia', vi.fn((query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() })));
    try {
      const list = { rows: [{ id: 7, name: 'Booth safety', note: null, owner: '—', room: 'Hall 3' }], total: 1, page: 1, limit: 20, loading: false, failed: false, setPage: vi.fn(), reload: vi.fn() };
      type Agreement = (typeof list.rows)[number];
      render(
        <ChakraProvider value={defaultSystem}>
          <IntlProvider locale="en" messages={en}>
            <SchemaTable<Agreement> list={list} columns={[
              { id: 'name', header: () => 'Agreement', cell: ({ row }) => row.original.name },
              { id: 'note', header: () => 'Note', cell: ({ row }) => row.original.note ?? '—' },
              { id: 'owner', header: () => 'Owner', cell: ({ row }) => row.original.owner },
              { id: 'room', header: () => 'Room', cell: ({ row }) => row.original.room },
              { id: 'actions', cell: () => <button type="button">Open</button> },
            ]} />
          </IntlProvider>
        </ChakraProvider>,
      );
      expect(view.getByRole('button', { name: 'Open' })).toBeTruthy();
      expect(view.queryByTestId('row-actions')).toBeNull();
      expect(view.getByText('Room')).toBeTruthy();
      expect(view.queryByText('Note')).toBeNull();
      expect(view.queryByText('Owner')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
