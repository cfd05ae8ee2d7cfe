/**
 * A filter object as a query string the way the reference calls expect it (SPEC.md §7): each array
 * becomes its key repeated (`category_id=1&category_id=2`), empty and absent values are left out.
 */
export type QueryValue = string | number | boolean;
export type QueryFilter = Readonly<Record<string, QueryValue | readonly QueryValue[] | null | undefined>>;

export function repeatedParams(filter: QueryFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    for (const each of Array.isArray(value) ? value : [value]) params.append(key, String(each));
  }
  return params;
}
