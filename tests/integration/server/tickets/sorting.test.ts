/**
 * The ticket list sorts by what schemas/booth-ticket.json marks sortable, and only by that: the
 * descriptor is where staff make a column sortable (as on every schema list).
 */
import { describe, expect, it } from 'vitest';
import type { ScreenDescriptor } from '../../../../src/shared/descriptor';
import type { BoothTicket } from '../../../../src/shared/tickets';
import { sortableTicketColumns } from '../../../../src/server/modules/tickets/queries';
import { loadScreen } from '../../../../src/server/screens/registry';
import { exhibitorApp } from './support';

const session = exhibitorApp();

const list = (query: string) => session.t.call<{ list: BoothTicket[]; total: number }>({ method: 'GET', url: `/api/v4/ticket/booth?limit=100&${query}`, headers: session.owner });

describe('sorting the ticket list', () => {
  const descriptor = loadScreen('schemas', 'booth-ticket').descriptor;
  const sortable = (descriptor.list?.columns ?? []).filter((column) => column.sortable).map((column) => column.field);

  it("sorts by each column the descriptor marks sortable, both ways, the ticket's id breaking ties", async () => {
    expect(sortable.length).toBeGreaterThan(0);
    for (const field of sortable) {
      for (const order of ['asc', 'desc'] as const) {
        const { body } = await list(`sort=${field}&order=${order}`);
        expect(body.code, `${field} ${order}`).toBe(1);
        const values = body.data.list.map((ticket) => (ticket as unknown as Record<string, string | number | null>)[field]);
        const present = values.filter((value) => value !== null);
        const sorted = [...present].sort((a, b) => (a! < b! ? -1 : a! > b! ? 1 : 0));
        expect(present, `${field} ${order}`).toEqual(order === 'asc' ? sorted : sorted.reverse());
      }
    }
  });

  it('refuses a column the descriptor does not mark sortable, naming the parameter', async () => {
    const hidden = (descriptor.list?.columns ?? []).find((column) => !column.sortable)!.field;
    const { status, body } = await list(`sort=${hidden}`);
    expect([status, body.code]).toEqual([400, 1000]);
  });

  it('stops the start when the descriptor marks sortable a column the list cannot sort by', () => {
    const broken = { ...descriptor, list: { ...descriptor.list!, columns: [...descriptor.list!.columns, { field: 'contact', sortable: true }] } } as ScreenDescriptor;
    expect(() => sortableTicketColumns(broken)).toThrow(/cannot sort by contact/);
  });
});
