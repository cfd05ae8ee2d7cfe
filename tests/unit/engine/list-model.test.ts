import { describe, expect, it } from 'vitest';
import { choosePage, chooseRow, pageCheck, patchRows } from '../../../src/engine/table/list-model';

describe('rows chosen across pages', () => {
  it('keeps the rows chosen on page 1 when all of page 2 is chosen, and lets go of page 2 alone', () => {
    const onPage1 = chooseRow(chooseRow(new Set(), '1', true), '3', true);
    const page2 = ['21', '22', '23'];
    expect(pageCheck(onPage1, page2)).toBe(false);
    const both = choosePage(onPage1, page2, true);
    expect([...both].sort()).toEqual(['1', '21', '22', '23', '3']);
    expect(pageCheck(both, page2)).toBe(true);
    expect(pageCheck(both, ['1', '2', '3'])).toBe('indeterminate');
    const page2Dropped = choosePage(both, page2, false);
    expect([...page2Dropped].sort()).toEqual(['1', '3']);
    // The sets are new: a React state holding the old one sees a change.
    expect(page2Dropped).not.toBe(both);
  });

  it('a page without choosable rows is unchecked; one row dropped makes it partial', () => {
    expect(pageCheck(new Set(['9']), [])).toBe(false);
    const all = choosePage(new Set(), ['1', '2'], true);
    expect(pageCheck(chooseRow(all, '2', false), ['1', '2'])).toBe('indeterminate');
  });
});

describe('rows patched live', () => {
  const rows = [{ id: 1, status: 0 }, { id: 2, status: 0 }, { id: 3, status: 0 }];

  it('replaces the matching row in place and keeps the others as they were', () => {
    const next = patchRows(rows, (row) => row.id === 2, (row) => ({ ...row, status: 1 }));
    expect(next).toEqual([{ id: 1, status: 0 }, { id: 2, status: 1 }, { id: 3, status: 0 }]);
    expect(next[0]).toBe(rows[0]);
    expect(next[2]).toBe(rows[2]);
    expect(rows[1]!.status).toBe(0);
  });

  it('returns the same page when no row on it matches (a message about a ticket on another page)', () => {
    expect(patchRows(rows, (row) => row.id === 99, (row) => ({ ...row, status: 1 }))).toBe(rows);
  });
});
