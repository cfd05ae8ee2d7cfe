/**
 * What waits for the organiser's staff, across the areas, oldest first: submissions under review,
 * questions whose last word is the exhibitor's, signings waiting, remittances to verify, invoice
 * applications not yet issued. Each carries when the portal promised it done (SPEC.md §9), so the
 * console can show how long it has waited against that promise. A staff member sees the kinds their
 * roles permit (INBOX_KIND_PERMISSION).
 *
 * At the scale of a show thousands wait at once, so the database counts each kind and sends only the
 * oldest items; the states are literals, so its generic plans may read the partial indexes made for
 * what waits (group_orders_verify_idx, …).
 */
import { sql } from 'drizzle-orm';
import { FAQ_ANSWER_WORKING_DAYS } from '../../../shared/faq';
import { GroupOrderStatus } from '../../../shared/group';
import { staffMay, type Subject } from '../../../shared/access';
import { INBOX_KIND_PERMISSION, INBOX_KINDS, INBOX_MAX_ITEMS, type Inbox, type InboxItem, type InboxKind, type InboxSummary } from '../../../shared/console';
import { AWAITING_ISSUE } from '../../../shared/invoice';
import { Review } from '../../../shared/resources';
import { addWorkingDays } from '../../../shared/show-time';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/results';

/** Invoice applications the organiser still has to issue. */
const INVOICE_WAITING = AWAITING_ISSUE.join(', ');
const epoch = (column: string) => sql.raw(`extract(epoch from ${column})::bigint`);

/** What each kind of the inbox holds; every part names the same columns (any may come first in the union). */
const waitingOf = (timeZone: string): Record<InboxKind, ReturnType<typeof sql>> => ({
  review: sql`
    select 'review' as kind, r.id, r.screen, r.screen as title, coalesce(e.name, u.name, '') as owner, coalesce(nullif(e.name_en, ''), e.name, u.name, '') as owner_en,
      ${epoch('r.updated_at')} as since, null::bigint as due_at
    from screen_records r left join exhibitors e on e.id = r.exhibitor_id join users u on u.id = r.user_id
    where r.review_status = ${Review.PENDING}`,
  question: sql`
    select 'question' as kind, q.id, null as screen, left(q.content, 80) as title, e.name as owner, coalesce(nullif(e.name_en, ''), e.name) as owner_en,
      ${epoch('q.updated_at')} as since, null::bigint as due_at
    from faq_questions q join exhibitors e on e.id = q.exhibitor_id
    where q.answered = 0`,
  signing: sql`
    select 'signing' as kind, s.id, null as screen, c.name as title, e.name as owner, coalesce(nullif(e.name_en, ''), e.name) as owner_en,
      ${epoch('s.created_at')} as since, null::bigint as due_at
    from brokerage_signings s join exhibitors e on e.id = s.exhibitor_id join brokerage_companies c on c.id = s.company_id
    where s.status = 0`,
  remittance: sql`
    select 'remittance' as kind, o.id, null as screen, o.order_no as title, u.name as owner, u.name as owner_en,
      ${epoch('coalesce(m.submitted_at, o.created_at)')} as since, ${epoch('o.verify_due_at')} as due_at
    from group_orders o join users u on u.id = o.user_id
      left join lateral (select max(created_at) as submitted_at from group_remittances where order_id = o.id) m on true
    where o.status = ${sql.raw(String(GroupOrderStatus.AWAITING_VERIFICATION))}`,
  invoice: sql`
    select 'invoice' as kind, i.id, null as screen, i.application_no as title, coalesce(e.name, u.name) as owner, coalesce(nullif(e.name_en, ''), e.name, u.name) as owner_en,
      ${epoch('i.applied_at')} as since, extract(epoch from (i.due_on::date + interval '1 day' - interval '1 second') at time zone ${timeZone})::bigint as due_at
    from invoices i join users u on u.id = i.user_id left join exhibitors e on e.id = i.exhibitor_id
    where i.status in (${sql.raw(INVOICE_WAITING)})`,
});

/** The inbox of a staff member: the kinds their roles let them handle, and only those. */
export async function loadInbox(db: Db, timeZone: string, reader: Subject, nowSeconds = Date.now() / 1000): Promise<Inbox> {
  const kinds = INBOX_KINDS.filter((kind) => staffMay(INBOX_KIND_PERMISSION[kind], reader));
  if (kinds.length === 0) return { summary: [], items: [] };
  const waiting = waitingOf(timeZone);
  // A question's promise counts working days (addWorkingDays), so its overdue ones are counted here.
  const counted = kinds.filter((kind) => kind !== 'question');
  const now = Math.floor(nowSeconds);
  const [itemRows, countRows, questionRows] = await Promise.all([
    db.execute(sql`select * from (${sql.join(kinds.map((kind) => sql`(select * from (${waiting[kind]}) p order by since, id limit ${INBOX_MAX_ITEMS})`), sql` union all `)}) w
      order by since, kind, id limit ${INBOX_MAX_ITEMS}`),
    counted.length ? db.execute(sql`${sql.join(counted.map((kind) => sql`
      select ${kind} as kind, count(*)::int as waiting, (count(*) filter (where due_at < ${now}))::int as overdue, min(since) as oldest_since
      from (${waiting[kind]}) p`), sql` union all `)}`) : undefined,
    kinds.includes('question') ? db.execute(sql`select since from (${waiting.question}) p order by since`) : undefined,
  ]);

  const questionDue = (since: number) => addWorkingDays(since, FAQ_ANSWER_WORKING_DAYS, timeZone);
  const items = rowsOf<Record<string, unknown>>(itemRows).map((row): InboxItem => {
    const kind = row.kind as InboxKind;
    const since = Number(row.since);
    return {
      kind, id: Number(row.id), screen: (row.screen as string | null) ?? null, title: String(row.title ?? ''),
      owner: String(row.owner ?? ''), owner_en: String(row.owner_en ?? ''), since,
      due_at: kind === 'question' ? questionDue(since) : row.due_at === null ? null : Number(row.due_at),
    };
  });
  const counts = new Map((countRows ? rowsOf<{ kind: InboxKind; waiting: number; overdue: number; oldest_since: unknown }>(countRows) : []).map((row) => [row.kind, {
    kind: row.kind, waiting: Number(row.waiting), overdue: Number(row.overdue), oldest_since: row.oldest_since === null ? null : Number(row.oldest_since),
  }]));
  const questions = (questionRows ? rowsOf<{ since: unknown }>(questionRows) : []).map((row) => Number(row.since));
  const summary = kinds.map((kind): InboxSummary => (kind === 'question'
    ? { kind, waiting: questions.length, overdue: questions.filter((since) => questionDue(since) < nowSeconds).length, oldest_since: questions[0] ?? null }
    : counts.get(kind) ?? { kind, waiting: 0, overdue: 0, oldest_since: null }));
  return { summary, items };
}
