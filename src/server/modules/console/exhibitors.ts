/**
 * The organiser's directory of exhibitors: where each one stands in every area (materials, tickets,
 * orders, invoices), and how far booth-ticket binding has come across the show. Each figure is counted
 * for the page's exhibitors only, through the owner indexes, so the directory reads the same at five
 * thousand exhibitors as at five.
 */
import { sql } from 'drizzle-orm';
import { BINDING_DAYS, type ExhibitorState, type ShowBinding } from '../../../shared/console';
import { InvoiceStatus } from '../../../shared/invoice';
import { Review } from '../../../shared/resources';
import { isoDay } from '../../../shared/show-time';
import { TicketStatus } from '../../../shared/tickets';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/results';
import { containing } from '../../db/like';

export interface ExhibitorQuery {
  page: number;
  limit: number;
  keyword?: string;
}

/** The screens counted as materials: filings and display items (company and catalogue have their own columns). */
const MATERIALS = sql.raw(`('report', 'product', 'merch', 'project', 'activity')`);
const WAITING = sql.raw([InvoiceStatus.APPLIED, InvoiceStatus.INVOICING, InvoiceStatus.EXPORTED].join(', '));
const ISSUED = sql.raw([InvoiceStatus.INVOICED, InvoiceStatus.PARTIALLY_RED_FLUSHED, InvoiceStatus.UPLOAD_FAILED, InvoiceStatus.UPLOAD_SUCCEEDED].join(', '));
const count = (value: unknown): number => Number(value ?? 0);

export async function listExhibitors(db: Db, { page, limit, keyword }: ExhibitorQuery): Promise<{ list: ExhibitorState[]; total: number }> {
  const like = keyword?.trim() ? containing(keyword.trim()) : null;
  const where = like ? sql`where e.name ilike ${like} or e.name_en ilike ${like} or e.booth_no ilike ${like}` : sql``;
  const [rows, totals] = await Promise.all([
    // The page of exhibitors first (by the booth index), then each figure for those twenty only.
    db.execute(sql`
      with page as (
        select e.id, e.name, e.name_en, e.booth_no, e.hall from exhibitors e ${where}
        order by e.booth_no, e.id limit ${limit} offset ${(page - 1) * limit})
      select e.id, e.name, e.name_en, e.booth_no, e.hall,
        (select r.review_status from screen_records r where r.screen = 'company' and r.exhibitor_id = e.id order by r.id desc limit 1) as company_status,
        (select r.review_status from screen_records r where r.screen = 'catalogue' and r.exhibitor_id = e.id order by r.id desc limit 1) as catalogue_status,
        m.submitted, m.pending, m.approved, m.rejected, t.total as tickets, t.bound, i.waiting, i.issued,
        (select count(*) from unbind_orders u where u.exhibitor_id = e.id) as unbind_orders
      from page e
        left join lateral (
          select count(*) filter (where r.review_status is not null) as submitted, count(*) filter (where r.review_status = ${Review.PENDING}) as pending,
            count(*) filter (where r.review_status = ${Review.APPROVED}) as approved, count(*) filter (where r.review_status = ${Review.REJECTED}) as rejected
          from screen_records r where r.screen in ${MATERIALS} and r.exhibitor_id = e.id) m on true
        left join lateral (
          select count(*) as total, count(*) filter (where k.status = ${TicketStatus.BOUND}) as bound from tickets k where k.exhibitor_id = e.id) t on true
        left join lateral (
          select count(*) filter (where v.status in (${WAITING})) as waiting, count(*) filter (where v.status in (${ISSUED})) as issued
          from invoices v where v.exhibitor_id = e.id) i on true
      order by e.booth_no, e.id`),
    db.execute(sql`select count(*) as total from exhibitors e ${where}`),
  ]);
  return {
    list: rowsOf<Record<string, unknown>>(rows).map((row) => ({
      id: Number(row.id), name: String(row.name), name_en: String(row.name_en), booth_no: String(row.booth_no), hall: String(row.hall),
      company_status: row.company_status === null ? null : Number(row.company_status),
      catalogue_status: row.catalogue_status === null ? null : Number(row.catalogue_status),
      materials: { submitted: count(row.submitted), pending: count(row.pending), approved: count(row.approved), rejected: count(row.rejected) },
      tickets: { total: count(row.tickets), bound: count(row.bound) },
      unbind_orders: count(row.unbind_orders),
      invoices: { waiting: count(row.waiting), issued: count(row.issued) },
    })),
    total: count(rowsOf<{ total: unknown }>(totals)[0]?.total),
  };
}

export async function showBinding(db: Db, timeZone: string, nowSeconds = Date.now() / 1000): Promise<ShowBinding> {
  const since = nowSeconds - (BINDING_DAYS - 1) * 86_400;
  const firstDay = isoDay(since, timeZone);
  const [halls, days] = await Promise.all([
    // From the counters kept per allocation and status (migration 0013), not by counting every ticket.
    db.execute(sql`
      select e.hall, coalesce(sum(c.tickets), 0) as total, coalesce(sum(c.tickets) filter (where c.status = ${TicketStatus.BOUND}), 0) as bound
      from ticket_status_counts c join ticket_allocations a on a.id = c.allocation_id join exhibitors e on e.id = a.exhibitor_id
      group by e.hall having sum(c.tickets) > 0 order by e.hall`),
    db.execute(sql`
      select to_char(k.bound_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, count(*) as bound
      from tickets k
      -- The bound state as a literal: the generic plan may then read the partial index tickets_bound_at_idx.
      where k.exhibitor_id is not null and k.status = ${sql.raw(String(TicketStatus.BOUND))} and k.bound_at >= (${firstDay}::date::timestamp at time zone ${timeZone})
      group by 1`),
  ]);
  const byHall = rowsOf<{ hall: string; total: unknown; bound: unknown }>(halls).map((row) => ({ hall: row.hall, total: count(row.total), bound: count(row.bound) }));
  const perDay = new Map(rowsOf<{ day: string; bound: unknown }>(days).map((row) => [row.day, count(row.bound)]));
  return {
    total: byHall.reduce((sum, hall) => sum + hall.total, 0),
    bound: byHall.reduce((sum, hall) => sum + hall.bound, 0),
    halls: byHall,
    days: Array.from({ length: BINDING_DAYS }, (_, index) => {
      const day = isoDay(since + index * 86_400, timeZone);
      return { day, bound: perDay.get(day) ?? 0 };
    }),
  };
}
