/** SPEC.md §6, table by table. */
import { describe, expect, it } from 'vitest';
import { canAddSubAccount, canChangePassword, permits, staffMay, type Area, type Subject } from '../../../src/shared/access';
import { StaffPermission } from '../../../src/shared/staff';
import { Authority } from '../../../src/shared/authorities';

const ALL: Area[] = ['exhibitInfo', 'notice', 'exhibitionMaterials', 'companySigning', 'faq', 'subAccounts',
  'displayMaterials', 'boothTickets', 'groupBuying', 'groupTickets', 'unbindOrders', 'invoice', 'console'];

const subject = (over: Partial<Subject>): Subject => ({
  account_type: 1, is_sub_account: 0, is_group_buy: 0, is_group_ticket: 0, authorities: [], group_switch: 1, ...over,
});
const allowed = (who: Subject): Area[] => ALL.filter((area) => permits(area, who));

describe('account_type 2 (group accounts)', () => {
  it.each([
    ['both flags', { is_group_buy: 1, is_group_ticket: 1 }, ['groupBuying', 'groupTickets', 'invoice']],
    ['group buying only', { is_group_buy: 1 }, ['groupBuying', 'invoice']],
    ['group tickets only', { is_group_ticket: 1 }, ['groupTickets', 'invoice']],
    ['neither flag', {}, ['invoice']],
    ['both flags, group switch off', { is_group_buy: 1, is_group_ticket: 1, group_switch: 0 }, ['groupTickets', 'invoice']],
  ] as const)('%s', (_, flags, expected) => {
    expect(allowed(subject({ account_type: 2, ...flags }))).toEqual(expected);
  });
});

describe('main exhibitor accounts (admin, account_type 1)', () => {
  it('get every area except the group areas without their flags', () => {
    expect(allowed(subject({}))).toEqual(ALL.filter((a) => a !== 'groupBuying' && a !== 'groupTickets' && a !== 'console'));
  });

  it('get the group areas by flag, group buying only while the switch is on', () => {
    expect(allowed(subject({ is_group_buy: 1, is_group_ticket: 1 }))).toEqual(ALL.filter((a) => a !== 'console'));
    expect(permits('groupBuying', subject({ is_group_buy: 1, group_switch: 0 }))).toBe(false);
    expect(permits('groupTickets', subject({ is_group_ticket: 1, group_switch: 0 }))).toBe(true);
  });
});

describe('sub-accounts', () => {
  it('with authorities: only the matching areas, areas without an authority, never sub-accounts', () => {
    expect(allowed(subject({ is_sub_account: 1, authorities: [Authority.BOOTH_TICKETS, Authority.UNBIND_ORDERS] })))
      .toEqual(['notice', 'boothTickets', 'unbindOrders']);
    expect(allowed(subject({ is_sub_account: 1, authorities: [Authority.EXHIBIT_INFO] })))
      .toEqual(['exhibitInfo', 'notice']);
  });

  it('without authorities: not narrowed, but still no sub-accounts and no unbind orders', () => {
    expect(allowed(subject({ is_sub_account: 1 }))).toEqual(ALL.filter((a) => !['subAccounts', 'unbindOrders', 'groupBuying', 'groupTickets', 'console'].includes(a)));
  });

  it('unbind orders need authority 8 in every case', () => {
    expect(permits('unbindOrders', subject({ is_sub_account: 1, authorities: [Authority.BOOTH_TICKETS] }))).toBe(false);
    expect(permits('unbindOrders', subject({ is_sub_account: 1, authorities: [Authority.UNBIND_ORDERS] }))).toBe(true);
  });
});

describe('avatar dropdown', () => {
  it.each([
    [subject({}), true, true],
    [subject({ is_sub_account: 1 }), true, false],
    [subject({ account_type: 2 }), false, false],
  ])('%# change password / add sub-account', (who, password, addSub) => {
    expect(canChangePassword(who)).toBe(password);
    expect(canAddSubAccount(who)).toBe(addSub);
  });
});

describe('organiser staff (issue 20)', () => {
  it('get the console and nothing else, whatever their flags; nobody else gets the console', () => {
    expect(allowed(subject({ is_organiser: 1 }))).toEqual(['console']);
    expect(allowed(subject({ is_organiser: 1, is_group_buy: 1, is_group_ticket: 1, account_type: 2 }))).toEqual(['console']);
    expect(permits('console', subject({ is_organiser: 0 }))).toBe(false);
    expect(permits('console', subject({ account_type: 2, is_group_buy: 1 }))).toBe(false);
    expect(permits('console', subject({ is_sub_account: 1, authorities: [Authority.INVOICES] }))).toBe(false);
  });
});

describe('staff permissions (issue 23)', () => {
  it('hold for staff whose roles give them, and never for anyone else', () => {
    const finance = subject({ is_organiser: 1, staff_permissions: [StaffPermission.GROUP, StaffPermission.INVOICES] });
    expect(staffMay(StaffPermission.GROUP, finance)).toBe(true);
    expect(staffMay(StaffPermission.REVIEWS, finance)).toBe(false);
    expect(staffMay(StaffPermission.GROUP, subject({ is_organiser: 1 }))).toBe(false);
    expect(staffMay(StaffPermission.GROUP, subject({ is_organiser: 0, staff_permissions: [StaffPermission.GROUP] }))).toBe(false);
  });
});
