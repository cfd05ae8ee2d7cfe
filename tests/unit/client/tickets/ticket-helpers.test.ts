/** The pure parts of the booth-ticket screens: pasted rows, money, countdowns, quotes, live batch state, row actions. */
import { describe, expect, it } from 'vitest';
import { initialLiveState } from '../../../../src/runtime/live-state';
import { TicketStatus, type BoothTicket, type UnbindConfig } from '../../../../src/shared/tickets';
import { batchLive } from '../../../../src/client/features/tickets/batch-live';
import { countdown, parsePastedRows, percent, positiveId, yuan } from '../../../../src/client/features/tickets/ticket-api';
import { canUnbind, ticketActions } from '../../../../src/client/features/tickets/TicketsTable';
import { unbindQuote } from '../../../../src/client/features/unbind/unbind-api';

describe('pasted rows', () => {
  it('reads tab-separated lines as copied from Excel, skipping blank lines', () => {
    const text = 'BT1\t张三\t居民身份证\t110101199003071234\t13800000000\t\n\nBT2\tJane\tpassport\tE1234567\t\tjane@example.com\r\n';
    expect(parsePastedRows(text)).toEqual([
      { ticket: 'BT1', name: '张三', doc_type: '居民身份证', doc_number: '110101199003071234', phone: '13800000000' },
      { ticket: 'BT2', name: 'Jane', doc_type: 'passport', doc_number: 'E1234567', email: 'jane@example.com' },
    ]);
  });

  it('reads comma-separated lines (ASCII or full-width commas) and keeps short lines for the server to judge', () => {
    expect(parsePastedRows('BT3, 李四 ,2,E7654321,13900000000\nBT4，王五')).toEqual([
      { ticket: 'BT3', name: '李四', doc_type: '2', doc_number: 'E7654321', phone: '13900000000' },
      { ticket: 'BT4', name: '王五', doc_type: '', doc_number: '' },
    ]);
  });
});

describe('figures', () => {
  it('shows cents as yuan with two decimals', () => {
    expect(yuan(2000)).toBe('20.00');
    expect(yuan(5)).toBe('0.05');
  });

  it('counts down to a deadline in mm:ss and stops at zero', () => {
    expect(countdown(1000 + 15 * 60, 1000 * 1000)).toEqual({ seconds: 900, text: '15:00' });
    expect(countdown(1000 + 61, 1000 * 1000)).toEqual({ seconds: 61, text: '01:01' });
    expect(countdown(1000, 2000 * 1000).seconds).toBe(0);
  });

  it('reads only positive integer ids and rounds progress', () => {
    expect(positiveId('12')).toBe(12);
    expect(positiveId('x')).toBeUndefined();
    expect(positiveId('-1')).toBeUndefined();
    expect(positiveId(null)).toBeUndefined();
    expect(percent(1, 3)).toBe(33);
    expect(percent(0, 0)).toBe(0);
    expect(percent(5, 3)).toBe(100);
  });
});

describe('unbind quote', () => {
  const config: UnbindConfig = { fee: 2000, remaining: 2, limit: 20, window: { starts_at: 100, ends_at: 200 }, open: true };
  it('prices the tickets and allows them inside the window and the remaining count', () => {
    expect(unbindQuote(config, 2, 150)).toEqual({ total: 4000, allowed: true });
  });
  it('refuses when closed, outside the window or over the remaining unbinds', () => {
    expect(unbindQuote({ ...config, open: false }, 1, 150).reason).toBe('closed');
    expect(unbindQuote(config, 1, 250).reason).toBe('window');
    expect(unbindQuote(config, 3, 150).reason).toBe('remaining');
  });
});

describe('live batch state', () => {
  it('keeps the newest counts and every row result of one batch, ignoring other batches', () => {
    const state = {
      ...initialLiveState.batchBind,
      items: [
        { batch_id: 7, processed: 200, total: 500, succeeded: 199, failed: 1, rows: [{ row_no: 9, ticket_id: 4, status: 2, error: 'ticket.row.resident_id_invalid' }] },
        { batch_id: 8, processed: 10, total: 10, succeeded: 10, failed: 0, rows: [] },
        { batch_id: 7, processed: 400, total: 500, succeeded: 398, failed: 2, rows: [{ row_no: 300, ticket_id: 9, status: 1 }] },
      ],
      finished: null,
    };
    const live = batchLive(state, 7);
    expect(live.progress?.processed).toBe(400);
    expect([...live.rows.keys()]).toEqual([9, 300]);
    expect(live.finished).toBeUndefined();
    expect(batchLive({ ...state, finished: { batch_id: 7, total: 500, succeeded: 497, failed: 3, status: 'done' } }, 7).finished?.failed).toBe(3);
    expect(batchLive({ ...state, finished: { batch_id: 8, total: 10, succeeded: 10, failed: 0, status: 'done' } }, 7).finished).toBeUndefined();
  });
});

describe('ticket row actions', () => {
  const ticket = (status: BoothTicket['status'], unbinding = false) => ({ status, unbinding }) as BoothTicket;
  it('offers bind and share before binding (and after an unbind), edit and unbind after, nothing while an unbind order holds it', () => {
    expect(ticketActions(ticket(TicketStatus.UNBOUND))).toEqual(['bind', 'share']);
    expect(ticketActions(ticket(TicketStatus.FAILED))).toEqual(['bind', 'share']);
    expect(ticketActions(ticket(TicketStatus.BOUND))).toEqual(['edit', 'unbind']);
    expect(ticketActions(ticket(TicketStatus.UNBOUND_OK))).toEqual(['bind', 'share']);
    expect(ticketActions(ticket(TicketStatus.BOUND, true))).toEqual([]);
    // Without the unbind-orders authority a bound ticket can only be edited.
    expect(ticketActions(ticket(TicketStatus.BOUND), false)).toEqual(['edit']);
    expect(canUnbind(ticket(TicketStatus.BOUND))).toBe(true);
    expect(canUnbind(ticket(TicketStatus.UNBOUND))).toBe(false);
  });
});
