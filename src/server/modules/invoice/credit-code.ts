/**
 * The tax number of a company by its name, from what the portal knows: the invoice headers and the
 * company records exhibitors filed (SPEC.md §8: the answer is handed back as is; no match is 12010).
 * A credit code is public registry data, so any account may look one up; at most ten matches, the
 * exact name first.
 */
import { sql } from 'drizzle-orm';
import type { CreditCodeMatch } from '../../../shared/invoice';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/results';
import { containing } from '../../db/like';

export const CREDIT_CODE_MATCHES = 10;

export async function lookUpCreditCode(db: Db, name: string): Promise<CreditCodeMatch[]> {
  const wanted = name.trim();
  if (!wanted) return [];
  const pattern = containing(wanted);
  const rows = rowsOf<{ name: string; tax_no: string }>(await db.execute(sql`
    select name, tax_no from (
      select data ->> 'title' as name, data ->> 'tax_no' as tax_no from screen_records where screen = 'invoice-header'
      union
      select data ->> 'name', data ->> 'credit_code' from screen_records where screen = 'company'
      union
      select data ->> 'name_en', data ->> 'credit_code' from screen_records where screen = 'company'
    ) as known
    where name ilike ${pattern} and coalesce(tax_no, '') <> ''
    order by (lower(name) = lower(${wanted})) desc, length(name), name
    limit ${CREDIT_CODE_MATCHES}`));
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(`${row.name}|${row.tax_no}`) && seen.add(`${row.name}|${row.tax_no}`)).map((row) => ({ name: row.name, tax_no: row.tax_no }));
}
