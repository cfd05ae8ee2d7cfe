/**
 * A show-sized data set for measuring the portal at the scale of a real games expo (issue 24):
 * 5,000 exhibitors with their main accounts and company records, 150,000 booth tickets (two thirds
 * bound to real-name holders), 20,000 group tickets of 500 group accounts, 10,000 group orders,
 * 2,000 invoice applications and 30,000 display items — at `scale` 1. Everything is derived from
 * row numbers, so two runs give the same data (only the ciphertexts differ: each has its own IV).
 *
 * Most rows are written by set-based SQL on the server (generate_series); the holders' documents are
 * sealed here, with the installation's personal-data key, and written a chunk at a time.
 */
import { sql } from 'drizzle-orm';
import { Review } from '../../shared/resources';
import { OrderStatus } from '../../shared/tickets';
import { InvoiceStatus } from '../../shared/invoice';
import type { Db } from '../db/client';
import { rowsOf } from '../db/results';
import { hashPassword } from '../modules/auth/password';
import { sealHolder } from '../modules/tickets/holder-values';
import type { PiiKeys } from '../pii/keys';
import { residentId } from './demo-tickets';

/** At scale 1; `scale` multiplies each (at least one of each). */
export const SHOW_SIZE = {
  exhibitors: 5_000,
  ticketsPerExhibitor: 30,
  groupAccounts: 500,
  groupTicketsPerAccount: 40,
  ordersPerGroupAccount: 20,
  invoices: 2_000,
  displayItemsPerExhibitor: 6,
} as const;

/** Every show account shares this password. */
export const SHOW_PASSWORD = 'Show2027!';
export const showExhibitorEmail = (n: number): string => `exhibitor${n}@show.test`;
export const showGroupEmail = (n: number): string => `group${n}@show.test`;

export interface ShowCounts {
  exhibitors: number;
  boothTickets: number;
  boundTickets: number;
  groupTickets: number;
  orders: number;
  invoices: number;
  displayItems: number;
}

/** Rows sealed and written per statement. */
const BIND_CHUNK = 10_000;
const HALLS = ['N1', 'N2', 'N3', 'N4', 'N5', 'W1', 'W2', 'W3', 'W4', 'W5'];
const DISPLAY_SCREENS = ['product', 'merch', 'project', 'activity'];

/** Whether the database already holds a show (its first exhibitor's account). */
export async function hasShow(db: Db): Promise<boolean> {
  return rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from users where email = ${showExhibitorEmail(1)}`))[0]!.n > 0;
}

export async function seedShow(db: Db, keys: PiiKeys, scale = 1, log: (line: string) => void = () => {}): Promise<ShowCounts> {
  const size = (value: number) => Math.max(1, Math.round(value * scale));
  const exhibitorCount = size(SHOW_SIZE.exhibitors);
  const groupCount = size(SHOW_SIZE.groupAccounts);
  const invoiceCount = size(SHOW_SIZE.invoices);
  const passwordHash = await hashPassword(SHOW_PASSWORD);
  const step = async (label: string, work: () => Promise<unknown>) => {
    const started = Date.now();
    await work();
    log(`${label.padEnd(40)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };

  await db.transaction(async (transaction) => {
    // Inside the transaction only its handle is used (PGlite has one connection).
    const tx = transaction as unknown as Db;
    await step(`${exhibitorCount} exhibitors, accounts, company records`, async () => {
      await tx.execute(sql`create temporary table show_exhibitors (n int primary key, exhibitor_id int, user_id int) on commit drop`);
      await tx.execute(sql`
        with made as (
          insert into exhibitors (name, name_en, booth_no, hall, booth_area, booth_type, exhibit_type, exhibit_type_en, project, project_en)
          select '展商' || lpad(n::text, 5, '0') || '互动娱乐有限公司', 'Show Exhibitor ' || n || ' Games Ltd.',
            (${sql.raw(`array[${HALLS.map((hall) => `'${hall}'`).join(',')}]`)})[n % 10 + 1] || '-' || lpad((n / 10 + 1)::text, 4, '0'),
            (${sql.raw(`array[${HALLS.map((hall) => `'${hall}'`).join(',')}]`)})[n % 10 + 1], 9 * (n % 12 + 1),
            case when n % 4 = 0 then 'raw_space' else 'shell_scheme' end, '主机与移动游戏', 'Console and mobile games', 'B2C 游戏互动展区', 'B2C Game Zone'
          from generate_series(1, ${exhibitorCount}) n order by n
          returning id)
        insert into show_exhibitors (n, exhibitor_id) select row_number() over (order by id), id from made`);
      await tx.execute(sql`
        with made as (
          insert into users (email, name, password_hash, phone)
          select 'exhibitor' || n || '@show.test', '展商联系人' || n, ${passwordHash}, '17' || lpad(n::text, 9, '0')
          from generate_series(1, ${exhibitorCount}) n order by n
          returning id, email)
        update show_exhibitors s set user_id = made.id from made where made.email = 'exhibitor' || s.n || '@show.test'`);
      await tx.execute(sql`insert into exhibitor_members (exhibitor_id, user_id, real_name) select exhibitor_id, user_id, '展商联系人' || n from show_exhibitors`);
      await tx.execute(sql`
        insert into screen_records (screen, exhibitor_id, user_id, data, review_status)
        select 'company', exhibitor_id, user_id, jsonb_build_object(
            'name', '展商' || lpad(n::text, 5, '0') || '互动娱乐有限公司', 'name_en', 'Show Exhibitor ' || n || ' Games Ltd.',
            'credit_code', '91110000600037341L', 'address', '上海市浦东新区龙阳路' || n || '号', 'address_en', n || ' Longyang Road, Shanghai',
            'email', 'hello' || n || '@show.example.com', 'contact_name', '展商联系人' || n, 'contact_phone', '17' || lpad(n::text, 9, '0'),
            'profile', '本公司专注于游戏研发与发行，携新作参展。', 'profile_en', 'A games developer and publisher showing its new titles.'),
          (array[${Review.PENDING}, ${Review.APPROVED}, ${Review.APPROVED}, ${Review.REJECTED}]::smallint[])[n % 4 + 1]
        from show_exhibitors`);
    });

    await step(`${exhibitorCount * SHOW_SIZE.ticketsPerExhibitor} booth tickets`, async () => {
      await tx.execute(sql`
        insert into ticket_allocations (exhibitor_id, name, name_en, validity, validity_en, quota, claimed)
        select exhibitor_id, '展商证', 'Exhibitor ticket', '2027-07-30, 2027-07-31, 2027-08-01, 2027-08-02', '2027-07-30, 2027-07-31, 2027-08-01, 2027-08-02', ${SHOW_SIZE.ticketsPerExhibitor + 10}, ${SHOW_SIZE.ticketsPerExhibitor}
        from show_exhibitors order by n`);
      await tx.execute(sql`
        insert into tickets (exhibitor_id, allocation_id, ticket_no)
        select a.exhibitor_id, a.id, 'SB' || lpad(s.n::text, 5, '0') || lpad(k::text, 3, '0')
        from show_exhibitors s join ticket_allocations a on a.exhibitor_id = s.exhibitor_id, generate_series(1, ${SHOW_SIZE.ticketsPerExhibitor}) k
        order by s.n, k`);
    });

    // Two thirds of each exhibitor's tickets get a holder: 20 of 30.
    await bindHolders(tx, keys, exhibitorCount, step);

    await step(`${groupCount} group accounts, ${groupCount * SHOW_SIZE.groupTicketsPerAccount} group tickets`, async () => {
      await tx.execute(sql`create temporary table show_groups (n int primary key, user_id int) on commit drop`);
      await tx.execute(sql`
        with made as (
          insert into users (email, name, password_hash, account_type, is_group_buy, is_group_ticket)
          select 'group' || n || '@show.test', '团购联系人' || n, ${passwordHash}, 2, true, true
          from generate_series(1, ${groupCount}) n order by n
          returning id, email)
        insert into show_groups (n, user_id) select substring(email from 'group([0-9]+)@')::int, id from made`);
      await tx.execute(sql`
        insert into ticket_allocations (group_user_id, name, name_en, validity, validity_en, quota, claimed, group_product_id)
        select g.user_id, p.name, p.name_en, '', '', ${SHOW_SIZE.groupTicketsPerAccount}, ${SHOW_SIZE.groupTicketsPerAccount}, p.id
        from show_groups g, (select id, name, name_en from group_products order by id limit 1) p order by g.n`);
      await tx.execute(sql`
        insert into tickets (group_user_id, allocation_id, ticket_no)
        select a.group_user_id, a.id, 'SG' || lpad(g.n::text, 4, '0') || lpad(k::text, 3, '0')
        from show_groups g join ticket_allocations a on a.group_user_id = g.user_id, generate_series(1, ${SHOW_SIZE.groupTicketsPerAccount}) k
        order by g.n, k`);
    });

    await step(`${groupCount * SHOW_SIZE.ordersPerGroupAccount} group orders`, async () => {
      // Paid, completed or cancelled: an account holds at most one order still open, as the portal allows.
      await tx.execute(sql`
        insert into group_orders (order_no, user_id, product_id, quantity, unit_price, amount, payment_method, price_type, status, paid_at, created_at)
        select 'SO' || lpad(g.n::text, 4, '0') || lpad(k::text, 3, '0'), g.user_id, p.id, k % 5 + 1, p.price, p.price * (k % 5 + 1),
          k % 2 + 1, p.price_type,
          (array[${OrderStatus.PAYMENT_COMPLETE}, ${OrderStatus.TRANSACTION_COMPLETE}, ${OrderStatus.CANCELLED}]::smallint[])[k % 3 + 1],
          case when k % 3 = 2 then null else now() - make_interval(days => k) end, now() - make_interval(days => k)
        from show_groups g, (select id, price, price_type from group_products order by id limit 1) p, generate_series(1, ${SHOW_SIZE.ordersPerGroupAccount}) k
        order by g.n, k`);
    });

    await step(`${invoiceCount} invoice applications`, async () => {
      await tx.execute(sql`
        insert into invoices (application_no, exhibitor_id, user_id, header, invoice_type, email, amount, status, due_on, applied_at)
        select 'SI' || lpad(k::text, 6, '0'), s.exhibitor_id, s.user_id,
          jsonb_build_object('invoice_type', 1, 'title', '展商' || lpad(s.n::text, 5, '0') || '互动娱乐有限公司', 'tax_no', '91350100M000100Y43'),
          1, 'finance' || s.n || '@show.example.com', 10000 * (k % 20 + 1),
          -- Applied over 30 days; staff keep their promise, so only the last week's still wait to be issued.
          case when k % 30 < 7 then (array[${InvoiceStatus.APPLIED}, ${InvoiceStatus.INVOICING}]::smallint[])[k % 2 + 1]
            else (array[${InvoiceStatus.INVOICED}, ${InvoiceStatus.UPLOAD_SUCCEEDED}]::smallint[])[k % 2 + 1] end,
          to_char(now() + make_interval(days => 7 - k % 30), 'YYYY-MM-DD'), now() - make_interval(days => k % 30)
        from generate_series(1, ${invoiceCount}) k join show_exhibitors s on s.n = (k - 1) % ${exhibitorCount} + 1
        order by k`);
    });

    await step(`${exhibitorCount * SHOW_SIZE.displayItemsPerExhibitor} display items`, async () => {
      await tx.execute(sql`
        insert into screen_records (screen, exhibitor_id, user_id, data, review_status)
        select (${sql.raw(`array[${DISPLAY_SCREENS.map((screen) => `'${screen}'`).join(',')}]`)})[k % 4 + 1], s.exhibitor_id, s.user_id,
          jsonb_build_object('name', '展示项目' || s.n || '-' || k, 'name_en', 'Display item ' || s.n || '-' || k),
          (array[${Review.PENDING}, ${Review.APPROVED}, ${Review.APPROVED}]::smallint[])[k % 3 + 1]
        from show_exhibitors s, generate_series(1, ${SHOW_SIZE.displayItemsPerExhibitor}) k
        order by s.n, k`);
    });
  });
  // Fresh statistics, so the planner sees a show and not the empty tables it last looked at.
  await step('analyse', () => db.execute(sql`analyze`));

  return {
    exhibitors: exhibitorCount,
    boothTickets: exhibitorCount * SHOW_SIZE.ticketsPerExhibitor,
    boundTickets: exhibitorCount * Math.round((SHOW_SIZE.ticketsPerExhibitor * 2) / 3),
    groupTickets: groupCount * SHOW_SIZE.groupTicketsPerAccount,
    orders: groupCount * SHOW_SIZE.ordersPerGroupAccount,
    invoices: invoiceCount,
    displayItems: exhibitorCount * SHOW_SIZE.displayItemsPerExhibitor,
  };
}

/**
 * Binds the first two thirds of each show exhibitor's tickets to holders with distinct resident IDs,
 * sealed as a binding seals them (document, phone and e-mail encrypted, masked copies, the document's
 * keyed hash), a chunk of rows per statement.
 */
async function bindHolders(tx: Db, keys: PiiKeys, exhibitorCount: number, step: (label: string, work: () => Promise<unknown>) => Promise<void>): Promise<void> {
  const perExhibitor = Math.round((SHOW_SIZE.ticketsPerExhibitor * 2) / 3);
  const total = exhibitorCount * perExhibitor;
  await step(`${total} holders bound (sealed here)`, async () => {
    for (let start = 0; start < total; start += BIND_CHUNK) {
      const rows = Array.from({ length: Math.min(BIND_CHUNK, total - start) }, (_, i) => {
        const index = start + i;
        const exhibitor = Math.floor(index / perExhibitor) + 1;
        const ticket = (index % perExhibitor) + 1;
        // Distinct 17-digit bases: region, a birthday from the index, and a sequence.
        const birthday = new Date(Date.UTC(1970, 0, 1) + (index % 12_000) * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
        const sealed = sealHolder(keys, {
          name: `持证人${index + 1}`, doc_type: 1, doc_number: residentId(`310104${birthday}${String(Math.floor(index / 12_000)).padStart(3, '0')}`),
          phone: `16${String(index).padStart(9, '0')}`,
        });
        return {
          ticket_no: `SB${String(exhibitor).padStart(5, '0')}${String(ticket).padStart(3, '0')}`, holder_name: sealed.holderName, doc_type: sealed.docType,
          doc_number_enc: sealed.docNumberEnc, doc_number_mask: sealed.docNumberMask, doc_hash: sealed.docHash, phone_enc: sealed.phoneEnc, phone_mask: sealed.phoneMask,
          // Bound over the last three weeks, as a show's binding spreads out.
          days_ago: index % 21,
        };
      });
      // One parameter for the chunk: its rows as JSON, read back as a record set.
      await tx.execute(sql`
        update tickets t set status = 2, holder_name = v.holder_name, doc_type = v.doc_type, doc_number_enc = v.doc_number_enc,
          doc_number_mask = v.doc_number_mask, doc_hash = v.doc_hash, phone_enc = v.phone_enc, phone_mask = v.phone_mask,
          bound_via = 'batch', bound_at = now() - make_interval(days => v.days_ago)
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as v(ticket_no text, holder_name text, doc_type smallint, doc_number_enc text, doc_number_mask text, doc_hash text, phone_enc text, phone_mask text, days_ago int)
        where t.ticket_no = v.ticket_no`);
    }
  });
}
