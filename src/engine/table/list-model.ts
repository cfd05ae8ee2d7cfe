/**
 * The pure half of a list's rows: which rows are chosen (a choice that outlives the page it was
 * made on, so a batch can span pages) and rows replaced in place by a live message or an action.
 */

/** The header checkbox of a page: every choosable row of it chosen, some, or none. */
export type PageCheck = true | false | 'indeterminate';

export function pageCheck(selected: ReadonlySet<string>, pageIds: readonly string[]): PageCheck {
  const chosen = pageIds.filter((id) => selected.has(id)).length;
  if (chosen === 0) return false;
  return chosen === pageIds.length ? true : 'indeterminate';
}

/** Chooses (or lets go of) every row of this page; rows chosen on other pages stay chosen. */
export function choosePage(selected: ReadonlySet<string>, pageIds: readonly string[], checked: boolean): Set<string> {
  const next = new Set(selected);
  for (const id of pageIds) {
    if (checked) next.add(id); else next.delete(id);
  }
  return next;
}

export function chooseRow(selected: ReadonlySet<string>, id: string, checked: boolean): Set<string> {
  const next = new Set(selected);
  if (checked) next.add(id); else next.delete(id);
  return next;
}

/** The page with the matching rows replaced; the same array when nothing matched (no redraw). */
export function patchRows<T>(rows: readonly T[], match: (row: T) => boolean, update: (row: T) => T): T[] {
  let changed = false;
  const next = rows.map((row) => {
    if (!match(row)) return row;
    changed = true;
    return update(row);
  });
  return changed ? next : (rows as T[]);
}
