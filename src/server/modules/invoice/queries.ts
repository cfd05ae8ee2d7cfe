/**
 * Reads of invoices: the paid orders an owner may invoice, the applications (the owner's, or every
 * one for staff) and one application in full. An owner is a screen-record owner: an exhibitor (its
 * members share its invoices and its unbind orders), or a group account on its own.
 */
import { sql, type SQL } from 'drizzle-orm';
import { InvoiceStatus, type Invoice, type InvoiceDetail, type InvoiceEvent, type InvoiceableOrder, type InvoiceOrderRef } from '../../../shared/invoice';
import { OrderStatus } from '../../../shared/tickets';
import type { UploadedObject } from '../../../shared/descriptor';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/results';
import { rowsInStatus } from '../../db/status-counts';
import { translate } from '../../http/i18n';
import type { Owner, Scope } from '../../screens/records';
import { containing } from '../../db/like';

const PAID = sql.raw(`${OrderStatus.PAYMENT_COMPLETE}, ${OrderStatus.TRANSACTION_COMPLETE}`);
const epoch = (column: SQL): SQL => sql`extract(epoch from ${column})::bigint`;

/** The applications in scope: the exhibitor's, or a group account's own, or (staff) all. */
export function invoicesOf(scope: Scope, alias = 'i'): SQL {
  if ('organiser' in scope) return sql`true`;
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return scope.exhibitorId !== null
    ? sql`${column('exhibitor_id')} = ${scope.exhibitorId}`
    : sql`${column('exhibitor_id')} is null and ${column('user_id')} = ${scope.userId}`;
}

/**
 * The owner's paid orders with an amount: the exhibitor's unbind orders, and the group orders the
 * calling account bought. `refs` narrows to those orders. Each carries the state of the live
 * application covering it, if any.
 */
export async function invoiceableOrders(db: Db, owner: Owner, refs?: readonly InvoiceOrderRef[]): Promise<InvoiceableOrder[]> {
  const wanted = (kind: string) => {
    if (!refs) return sql`true`;
    const ids = refs.filter((ref) => ref.kind === kind).map((ref) => ref.id);
    return ids.length ? sql`o.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql`false`;
  };
  const unbind = owner.exhibitorId === null ? sql`` : sql`
    select 'unbind' as kind, o.id, o.order_no, o.amount, ${epoch(sql`o.paid_at`)} as paid_at, o.ticket_count as quantity, null as name, null as name_en
    from unbind_orders o where o.exhibitor_id = ${owner.exhibitorId} and o.status in (${PAID}) and o.amount > 0 and ${wanted('unbind')}
    union all`;
  const rows = rowsOf<Record<string, unknown>>(await db.execute(sql`
    select orders.*, coalesce(i.status, ${InvoiceStatus.NOT_INVOICED}) as invoice_status, i.id as invoice_id
    from (${unbind}
      select 'group' as kind, o.id, o.order_no, o.amount, ${epoch(sql`o.paid_at`)} as paid_at, o.quantity, p.name, p.name_en
      from group_orders o join group_products p on p.id = o.product_id
      where o.user_id = ${owner.userId} and o.status in (${PAID}) and o.amount > 0 and ${wanted('group')}
    ) as orders
    left join invoice_orders io on io.order_kind = orders.kind and io.order_id = orders.id and io.active
    left join invoices i on i.id = io.invoice_id
    order by orders.paid_at desc nulls last, orders.id desc`));
  return rows.map((row) => {
    const quantity = Number(row.quantity);
    const kind = row.kind as InvoiceableOrder['kind'];
    const summary = (locale: 'zh' | 'en') => (kind === 'unbind'
      ? translate(locale, 'invoice.summary.unbind', { count: quantity })
      : translate(locale, 'invoice.summary.group', { count: quantity, name: String(locale === 'en' ? row.name_en || row.name : row.name) }));
    return {
      kind, id: Number(row.id), order_no: String(row.order_no), amount: Number(row.amount),
      paid_at: row.paid_at === null ? null : Number(row.paid_at),
      summary: summary('zh'), summary_en: summary('en'),
      invoice_status: Number(row.invoice_status) as InvoiceableOrder['invoice_status'],
      invoice_id: row.invoice_id === null ? null : Number(row.invoice_id),
    };
  });
}

export interface InvoiceListQuery {
  page: number;
  limit: number;
  status?: string;
  application_no?: string;
  title?: string;
  applied_at?: string;
  keyword?: string;
  /** Staff: the applicant's name or account (e-mail, phone, login name). */
  applicant_name?: string;
  sort?: string;
  order?: 'asc' | 'desc';
}


/** Whether the list's filters read the applicant's account (users u). */
const readsApplicant = (query: Pick<InvoiceListQuery, 'keyword' | 'applicant_name'>): boolean => Boolean(query.keyword || query.applicant_name);

function listWhere(scope: Scope, query: Omit<InvoiceListQuery, 'page' | 'limit'>): SQL {
  const conditions: SQL[] = [invoicesOf(scope)];
  if (query.status !== undefined && query.status !== '') conditions.push(sql`i.status = ${Number(query.status)}`);
  if (query.application_no) conditions.push(sql`i.application_no ilike ${containing(query.application_no)}`);
  if (query.title) conditions.push(sql`i.header ->> 'title' ilike ${containing(query.title)}`);
  if (query.keyword) {
    conditions.push(sql`(i.application_no ilike ${containing(query.keyword)} or i.header ->> 'title' ilike ${containing(query.keyword)}
      or i.invoice_number ilike ${containing(query.keyword)} or u.name ilike ${containing(query.keyword)} or u.email ilike ${containing(query.keyword)})`);
  }
  if (query.applicant_name) {
    const pattern = containing(query.applicant_name);
    conditions.push(sql`(u.name ilike ${pattern} or u.email ilike ${pattern} or u.phone ilike ${pattern} or u.username ilike ${pattern})`);
  }
  if (query.applied_at) {
    // Either end may be empty: "1790000000," is "from then on".
    const [from, to] = query.applied_at.split(',').map((end) => (end === '' ? Number.NaN : Number(end)));
    if (Number.isFinite(from)) conditions.push(sql`i.applied_at >= to_timestamp(${from})`);
    if (Number.isFinite(to)) conditions.push(sql`i.applied_at <= to_timestamp(${to})`);
  }
  return sql.join(conditions, sql` and `);
}

const INVOICE_COLUMNS = sql`i.id, i.application_no, i.status, i.invoice_type, i.header, i.email, i.amount, i.red_flushed_amount,
  ${epoch(sql`i.applied_at`)} as applied_at, i.due_on, i.invoice_number, i.invoiced_on, i.reason,
  u.id as user_id, u.name as user_name, coalesce(u.email, u.phone, u.username) as user_account`;

function toInvoice(row: Record<string, unknown>, withApplicant: boolean): Invoice {
  const header = row.header as { title: string; tax_no: string };
  return {
    id: Number(row.id), application_no: String(row.application_no), status: Number(row.status) as Invoice['status'],
    invoice_type: Number(row.invoice_type) as Invoice['invoice_type'], title: header.title, tax_no: header.tax_no,
    email: String(row.email), amount: Number(row.amount), red_flushed_amount: Number(row.red_flushed_amount),
    applied_at: Number(row.applied_at), due_on: String(row.due_on),
    invoice_number: (row.invoice_number as string | null) ?? null, invoiced_on: (row.invoiced_on as string | null) ?? null,
    reason: (row.reason as string | null) ?? null,
    ...(withApplicant ? { applicant: { id: Number(row.user_id), name: String(row.user_name ?? ''), account: String(row.user_account ?? '') } } : {}),
  };
}

/**
 * By the application's time (newest first unless asked), or by status in the order of the states
 * (applied first: what waits to be taken), each state's oldest application first.
 */
function listOrder(query: Pick<InvoiceListQuery, 'sort' | 'order'>): SQL {
  if (query.sort === 'status') return sql`i.status ${query.order === 'desc' ? sql`desc` : sql`asc`}, i.applied_at asc, i.id asc`;
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  return sql`i.applied_at ${direction}, i.id ${direction}`;
}

/**
 * The list's total. Every invoice, or one status of them, is read from the kept counts (the
 * organiser's list at show scale); other filters count their rows, joining the applicant only when
 * one reads it.
 */
async function countInvoices(db: Db, scope: Scope, query: Omit<InvoiceListQuery, 'page' | 'limit'>, where: SQL): Promise<number> {
  const { status, sort: _sort, order: _order, ...others } = query;
  if ('organiser' in scope && Object.values(others).every((value) => value === undefined || value === '')) {
    return rowsInStatus(db, 'invoices', status === undefined || status === '' ? undefined : [Number(status)]);
  }
  const [row] = rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from invoices i
    ${readsApplicant(query) ? sql`join users u on u.id = i.user_id` : sql``} where ${where}`));
  return Number(row?.total ?? 0);
}

export async function listInvoices(db: Db, scope: Scope, query: InvoiceListQuery): Promise<{ list: Invoice[]; total: number }> {
  const where = listWhere(scope, query);
  const [rows, total] = await Promise.all([
    db.execute(sql`select ${INVOICE_COLUMNS} from invoices i join users u on u.id = i.user_id where ${where}
      order by ${listOrder(query)} limit ${query.limit} offset ${(query.page - 1) * query.limit}`),
    countInvoices(db, scope, query, where),
  ]);
  return { list: rowsOf<Record<string, unknown>>(rows).map((row) => toInvoice(row, 'organiser' in scope)), total };
}

export async function findInvoice(db: Db, scope: Scope, id: number): Promise<InvoiceDetail | undefined> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`select ${INVOICE_COLUMNS}, i.file, i.red_invoice_number
    from invoices i join users u on u.id = i.user_id where ${invoicesOf(scope)} and i.id = ${id}`));
  if (!row) return undefined;
  const [orders, events] = await Promise.all([
    db.execute(sql`select order_kind, order_id, order_no, amount from invoice_orders where invoice_id = ${id} order by order_no`),
    db.execute(sql`select from_status, to_status, action, actor, ${epoch(sql`created_at`)} as at, reason, amount
      from invoice_events where invoice_id = ${id} order by id`),
  ]);
  const invoice = toInvoice(row, 'organiser' in scope);
  return {
    ...invoice,
    header: row.header as InvoiceDetail['header'],
    orders: rowsOf<Record<string, unknown>>(orders).map((o) => ({ kind: o.order_kind as InvoiceOrderRef['kind'], id: Number(o.order_id), order_no: String(o.order_no), amount: Number(o.amount) })),
    events: rowsOf<Record<string, unknown>>(events).map((e): InvoiceEvent => ({
      from: Number(e.from_status) as InvoiceEvent['from'], to: Number(e.to_status) as InvoiceEvent['to'],
      action: e.action as InvoiceEvent['action'], by: e.actor as InvoiceEvent['by'], at: Number(e.at),
      reason: (e.reason as string | null) ?? null, amount: e.amount === null ? null : Number(e.amount),
    })),
    file: (row.file as UploadedObject | null) ?? null,
    red_invoice_number: (row.red_invoice_number as string | null) ?? null,
    actions: { resubmit: invoice.status === InvoiceStatus.MANUAL_FAILURE || invoice.status === InvoiceStatus.AUTOMATIC_FAILURE },
  };
}

/** Whose an application is, for telling them live. */
export async function invoiceAudience(db: Db, id: number): Promise<{ exhibitorId: number } | { userId: number } | undefined> {
  const [row] = rowsOf<{ exhibitor_id: number | null; user_id: number }>(await db.execute(sql`select exhibitor_id, user_id from invoices where id = ${id}`));
  if (!row) return undefined;
  return row.exhibitor_id !== null ? { exhibitorId: Number(row.exhibitor_id) } : { userId: Number(row.user_id) };
}

