/**
 * What waits for the organiser's staff, across the areas, oldest first: submissions under review,
 * questions whose last word is the exhibitor's, signings waiting, remittances to verify, invoice
 * applications not yet issued. Each carries when the portal promised it done (SPEC.md §9), so the
 * console can show how long it has waited against that promise.
 */
import { sql } from 'drizzle-orm';
import { FAQ_ANSWER_WORKING_DAYS } from '../../../shared/faq';
import { GroupOrderStatus } from '../../../shared/group';
import { INBOX_KINDS, INBOX_MAX_ITEMS, type Inbox, type InboxItem, type InboxKind } from '../../../shared/console';
import { AWAITING_ISSUE } from '../../../shared/invoice';
import { Review } from '../../../shared/resources';
import { addWorkingDays } from '../../../shared/show-time';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/results';

/** Invoice applications the organiser still has to issue. */
const INVOICE_WAITING = AWAITING_ISSUE.join(', ');
const epoch = (column: string) => sql.raw(`extract(epoch from ${column})::bigint`);

export async function loadInbox(db: Db, timeZone: string, nowSeconds = Date.now() / 1000): Promise<Inbox> {
  const rows = rowsOf<Record<string, unknown>>(await db.execute(sql`
    select 'review' as kind, r.id, r.screen, r.screen as title, coalesce(e.name, u.name, '') as owner, coalesce(nullif(e.name_en, ''), e.name, u.name, '') as owner_en,
      ${epoch('r.updated_at')} as since, null::bigint as due_at
    from screen_records r left join exhibitors e on e.id = r.exhibitor_id join users u on u.id = r.user_id
    where r.review_status = ${Review.PENDING}
    union all
    select 'question', q.id, null, left(q.content, 80), e.name, coalesce(nullif(e.name_en, ''), e.name), ${epoch('q.updated_at')}, null
    from faq_questions q join exhibitors e on e.id = q.exhibitor_id
    where q.answered = 0
    union all
    select 'signing', s.id, null, c.name, e.name, coalesce(nullif(e.name_en, ''), e.name), ${epoch('s.created_at')}, null
    from brokerage_signings s join exhibitors e on e.id = s.exhibitor_id join brokerage_companies c on c.id = s.company_id
    where s.status = 0
    union all
    select 'remittance', o.id, null, o.order_no, u.name, u.name, ${epoch('coalesce(m.submitted_at, o.created_at)')}, ${epoch('o.verify_due_at')}
    from group_orders o join users u on u.id = o.user_id
      left join lateral (select max(created_at) as submitted_at from group_remittances where order_id = o.id) m on true
    where o.status = ${GroupOrderStatus.AWAITING_VERIFICATION}
    union all
    select 'invoice', i.id, null, i.application_no, coalesce(e.name, u.name), coalesce(nullif(e.name_en, ''), e.name, u.name), ${epoch('i.applied_at')},
      extract(epoch from (i.due_on::date + interval '1 day' - interval '1 second') at time zone ${timeZone})::bigint
    from invoices i join users u on u.id = i.user_id left join exhibitors e on e.id = i.exhibitor_id
    where i.status in (${sql.raw(INVOICE_WAITING)})
    order by since, kind, id`));

  const items: InboxItem[] = rows.map((row) => {
    const kind = row.kind as InboxKind;
    const since = Number(row.since);
    // A question is promised an answer 5 working days after its last word.
    const due = kind === 'question' ? addWorkingDays(since, FAQ_ANSWER_WORKING_DAYS, timeZone) : row.due_at === null ? null : Number(row.due_at);
    return {
      kind, id: Number(row.id), screen: (row.screen as string | null) ?? null, title: String(row.title ?? ''),
      owner: String(row.owner ?? ''), owner_en: String(row.owner_en ?? ''), since, due_at: due,
    };
  });
  const summary = INBOX_KINDS.map((kind) => {
    const mine = items.filter((item) => item.kind === kind);
    return {
      kind, waiting: mine.length, overdue: mine.filter((item) => item.due_at !== null && item.due_at < nowSeconds).length,
      oldest_since: mine[0]?.since ?? null,
    };
  });
  return { summary, items: items.slice(0, INBOX_MAX_ITEMS) };
}
