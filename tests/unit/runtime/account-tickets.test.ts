import { describe, expect, it } from 'vitest';
import { clearTicket, readTicket, saveTicket, type TicketStore } from '../../../src/runtime/account-tickets';

const memory = (): TicketStore & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return { map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => { map.set(key, value); }, removeItem: (key) => { map.delete(key); } };
};

describe('account tickets', () => {
  it('keeps a bind and a reset ticket apart, and clears each', () => {
    const store = memory();
    saveTicket('bind', { token: 'b', expire: 200, account: 'a@b.cn' }, store);
    saveTicket('reset', { token: 'r', expire: 200 }, store);
    expect(readTicket('bind', store, 100)).toEqual({ token: 'b', expire: 200, account: 'a@b.cn' });
    expect(readTicket('reset', store, 100)).toEqual({ token: 'r', expire: 200 });
    clearTicket('bind', store);
    expect(readTicket('bind', store, 100)).toBeUndefined();
    expect(readTicket('reset', store, 100)).toBeDefined();
  });

  it('reads an expired ticket as none and forgets it', () => {
    const store = memory();
    saveTicket('reset', { token: 'r', expire: 100 }, store);
    expect(readTicket('reset', store, 100)).toBeUndefined();
    expect(store.map.size).toBe(0);
  });

  it('reads a ticket without an expiry as valid for the tab', () => {
    const store = memory();
    saveTicket('reset', { token: 'r', expire: 0 }, store);
    expect(readTicket('reset', store, 10 ** 10)).toEqual({ token: 'r', expire: 0 });
  });

  it('ignores what is not a ticket, and works without storage at all', () => {
    const store = memory();
    store.setItem('portal.account.bindTicket', '{not json');
    expect(readTicket('bind', store)).toBeUndefined();
    store.setItem('portal.account.bindTicket', JSON.stringify({ token: '', expire: 1 }));
    expect(readTicket('bind', store)).toBeUndefined();
    expect(() => saveTicket('bind', { token: 't', expire: 1 }, undefined)).not.toThrow();
    expect(readTicket('bind', undefined)).toBeUndefined();
  });
});
