// @vitest-environment jsdom
/** The kinds of ticket the ticket screens serve: each kind's calls go to its own base path, its screens stay on SPEC.md's routes; the holdings' binding share and chart. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen as view } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { IntlProvider } from 'react-intl';
import { GroupTicketApi, TicketApi, type TicketAllocation } from '../../../../src/shared/tickets';
import en from '../../../../locales/en.json';

const calls: [string, string][] = [];
vi.mock('../../../../src/client/app/http', () => {
  const record = (method: string) => (path: string) => { calls.push([method, path]); return Promise.resolve({}); };
  return { http: { get: record('GET'), post: record('POST'), put: record('PUT'), file: record('FILE') } };
});

const { BOOTH_TICKETS, GROUP_TICKETS, useTicketKind } = await import('../../../../src/client/features/tickets/ticket-kind');
const { bindingShare } = await import('../../../../src/client/features/tickets/binding-share');
const { BindingChart } = await import('../../../../src/client/features/tickets/BindingChart');

afterEach(() => { cleanup(); calls.length = 0; });

const allocation = (id: number, counts: TicketAllocation['counts']): TicketAllocation => ({
  id, name: '四日通票（团购）', name_en: 'Four-day pass (group)', validity: '4天', validity_en: '4 days', quota: 30, claimed: 30, counts, order_no: null,
});

describe('kinds of ticket', () => {
  it('sends each kind to its own base path through the same calls', async () => {
    for (const kind of [BOOTH_TICKETS, GROUP_TICKETS]) {
      await kind.calls.fetchAllocations();
      await kind.calls.fetchTickets({ status: 0 });
      await kind.calls.saveHolder(7, { name: 'A', doc_type: 2, doc_number: 'E1', email: 'a@example.com' });
      await kind.calls.createShareLink(7);
      await kind.calls.fetchBatchRows(3, {});
      await kind.calls.resubmitRows(3, []);
    }
    const expected = (api: typeof TicketApi): [string, string][] => [
      ['GET', api.allocations], ['GET', api.tickets], ['PUT', api.ticket(7)], ['POST', api.share(7)], ['GET', api.batchRows(3)], ['POST', api.batchResubmit(3)],
    ];
    expect(calls).toEqual([...expected(TicketApi), ...expected(GroupTicketApi)]);
    expect(calls.slice(6).every(([, path]) => path.startsWith('/v4/group/ticket-holding'))).toBe(true);
  });

  it('keeps the group screens on the two routes SPEC.md §2 gives them', () => {
    const { paths } = GROUP_TICKETS;
    for (const path of [paths.bindLog, paths.logDetails(12), paths.detailsOf(3)]) expect(path.split('?')[0]).toBe(paths.details);
    expect(paths.logDetails(12)).toBe('/groupManagement/ticketManagement/detailsList?batch=12');
    expect(BOOTH_TICKETS.paths.logDetails(12)).toBe('/ticketBoothManagement/ticketBooth/logDetails?id=12');
    for (const id of Object.values(GROUP_TICKETS.titles)) expect(en).toHaveProperty([id]);
  });

  it('refuses a screen drawn without a kind', () => {
    const Probe = () => <>{useTicketKind().name}</>;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/TicketKindProvider/);
  });
});

describe('binding share', () => {
  it('counts bound against everything else, in whole percent', () => {
    expect(bindingShare(allocation(1, { unbound: 20, failed: 1, bound: 8, unbound_ok: 1 }))).toEqual({ total: 30, bound: 8, notBound: 22, percent: 27 });
    expect(bindingShare(allocation(2, { unbound: 0, failed: 0, bound: 0, unbound_ok: 0 }))).toEqual({ total: 0, bound: 0, notBound: 0, percent: 0 });
  });

  it('draws one bar per holding with its numbers written out', () => {
    const holdings = [allocation(1, { unbound: 20, failed: 1, bound: 8, unbound_ok: 1 }), allocation(2, { unbound: 0, failed: 0, bound: 2, unbound_ok: 0 })];
    render(
      <ChakraProvider value={defaultSystem}>
        <IntlProvider locale="en" messages={en}>
          <BindingChart rows={holdings.map((holding) => ({ key: holding.id, label: holding.name_en, ...bindingShare(holding) }))} />
        </IntlProvider>
      </ChakraProvider>,
    );
    const rows = view.getAllByTestId('chart-row');
    expect(rows.map((row) => [row.dataset.bound, row.dataset.total])).toEqual([['8', '30'], ['2', '2']]);
    expect(view.getAllByTestId('chart-line').map((line) => line.textContent)).toEqual(['8 of 30 bound (27%)', '2 of 2 bound (100%)']);
    expect(view.getAllByRole('img')[0]?.getAttribute('aria-label')).toBe('8 of 30 bound (27%)');
    expect(rows[0]?.textContent).toContain('Four-day pass (group)');
  });
});
