/**
 * The portal's tables. Change this file, then `npm run db:generate` writes the next migration.
 * Times are `timestamptz` in the database and 10-digit Unix seconds in the API.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Organiser-issued login name; phone and e-mail are the other ways to name the account. */
  username: text('username'),
  email: text('email'),
  phone: text('phone'),
  passwordHash: text('password_hash'),
  name: text('name').notNull().default(''),
  avatar: text('avatar').notNull().default(''),
  /** 1 main exhibitor, 2 group-purchase account (SPEC.md §3). */
  accountType: smallint('account_type').notNull().default(1),
  isGroupBuy: boolean('is_group_buy').notNull().default(false),
  isGroupTicket: boolean('is_group_ticket').notNull().default(false),
  /** First login must bind a phone or e-mail (login answers 11013). */
  mustBindContact: boolean('must_bind_contact').notNull().default(false),
  /** First login must set a new password (login answers 11016). */
  mustSetPassword: boolean('must_set_password').notNull().default(false),
  /** Organiser staff: may use the organiser API (reviews, lists across exhibitors). */
  isOrganiser: boolean('is_organiser').notNull().default(false),
  /** Raised to revoke every token issued before (logout, password change). */
  tokenVersion: integer('token_version').notNull().default(0),
  /** Wrong passwords since `failuresSince`; LOGIN_LOCK of src/shared/accounts.ts turns them into a lock. */
  failedLogins: smallint('failed_logins').notNull().default(0),
  failuresSince: timestamp('failures_since', { withTimezone: true }),
  /** Password login is refused until then (code login still works). */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
  uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
  uniqueIndex('users_phone_key').on(t.phone),
  check('users_account_type_check', sql`${t.accountType} in (1, 2)`),
]);

export const exhibitors = pgTable('exhibitors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull().default(''),
  boothNo: text('booth_no').notNull().default(''),
  hall: text('hall').notNull().default(''),
  /** Square metres. */
  boothArea: integer('booth_area').notNull().default(0),
  boothType: text('booth_type').notNull().default(''),
  /** What the exhibitor shows (exhibit type) and the show area / programme it takes part in (project). */
  exhibitType: text('exhibit_type').notNull().default(''),
  exhibitTypeEn: text('exhibit_type_en').notNull().default(''),
  project: text('project').notNull().default(''),
  projectEn: text('project_en').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [
  // The console's directory pages through exhibitors by booth.
  index('exhibitors_booth_idx').on(t.boothNo, t.id),
]);

/** Who acts for which exhibitor: the main account and its sub-accounts. */
export const exhibitorMembers = pgTable('exhibitor_members', {
  exhibitorId: integer('exhibitor_id').notNull().references(() => exhibitors.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  isSubAccount: boolean('is_sub_account').notNull().default(false),
  realName: text('real_name').notNull().default(''),
  /** Authority ids of a sub-account (src/shared/authorities.ts); unused for the main account. */
  authorities: integer('authorities').array().notNull().default(sql`'{}'::integer[]`),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ columns: [t.exhibitorId, t.userId] }),
  // A person acts for one exhibitor only.
  uniqueIndex('exhibitor_members_user_key').on(t.userId),
]);

/** The exhibitor's exhibit categories (SPEC.md: hasCategory counts them). */
export const exhibitorCategories = pgTable('exhibitor_categories', {
  id: serial('id').primaryKey(),
  exhibitorId: integer('exhibitor_id').notNull().references(() => exhibitors.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['requiredReading', 'exhibitionRelatedMaterials'] }).notNull(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull().default(''),
  content: text('content').notNull().default(''),
  contentEn: text('content_en').notNull().default(''),
  /** Downloadable files of the notice: [{key, name, mime, size}], key = notices/<id>/<file> under DATA_DIR (modules/notices/notice-files.ts). */
  attachments: jsonb('attachments').notNull().default(sql`'[]'::jsonb`),
  /** Keywords of the official accounts the notice is tagged with (official_keywords ids, in the organiser's order). */
  keywordIds: integer('keyword_ids').array().notNull().default(sql`'{}'::integer[]`),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The organiser's media accounts (SPEC.md §7 official calls): where the show speaks to its public. */
export const officialAccounts = pgTable('official_accounts', {
  id: serial('id').primaryKey(),
  /** wechat, weibo, bilibili… (src/shared/official.ts). */
  platform: text('platform').notNull(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

/** The keywords of one official account (SPEC.md §7 /user/admin/official/keyword): notices are tagged with them. */
export const officialKeywords = pgTable('official_keywords', {
  id: serial('id').primaryKey(),
  officialId: integer('official_id').notNull().references(() => officialAccounts.id, { onDelete: 'cascade' }),
  keyword: text('keyword').notNull(),
  keywordEn: text('keyword_en').notNull().default(''),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('official_keywords_official_idx').on(t.officialId, t.sort)]);

/** Pre-show agreements the organiser publishes; each exhibitor confirms each one once. */
export const protocols = pgTable('protocols', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull().default(''),
  content: text('content').notNull(),
  contentEn: text('content_en').notNull().default(''),
  /** Confirm by this time (Unix seconds in the API); null: no deadline. */
  confirmBy: timestamp('confirm_by', { withTimezone: true }),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

export const protocolConfirmations = pgTable('protocol_confirmations', {
  protocolId: integer('protocol_id').notNull().references(() => protocols.id, { onDelete: 'cascade' }),
  exhibitorId: integer('exhibitor_id').notNull().references(() => exhibitors.id, { onDelete: 'cascade' }),
  /** Who confirmed for the exhibitor (main or sub-account). */
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.protocolId, t.exhibitorId] })]);

export const todos = pgTable('todos', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull().default(''),
  icon: text('icon').notNull().default(''),
  router: text('router').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Which user has opened which to-do (is_click). */
export const todoClicks = pgTable('todo_clicks', {
  todoId: integer('todo_id').notNull().references(() => todos.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.todoId, t.userId] })]);

/**
 * The show's exhibit categories (SPEC.md §7 /discovery/admin/discovery_category): what visitors
 * discover exhibits by. Two levels: a top category (parent null) and its sub-categories.
 */
export const discoveryCategories = pgTable('discovery_categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  /** The top category's group: games, hardware or culture (src/shared/discovery.ts). */
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull().default(''),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('discovery_categories_parent_idx').on(t.parentId, t.sort)]);

/** The tracks of the show's conference programme (SPEC.md §7 /course/admin/category); an activity may name one. */
export const courseCategories = pgTable('course_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

/** The programme's speakers (SPEC.md §7 /course/admin/teacher), each speaking in one track. */
export const courseTeachers = pgTable('course_teachers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull().default(''),
  /** Role and organisation, as the programme prints them. */
  title: text('title').notNull().default(''),
  titleEn: text('title_en').notNull().default(''),
  categoryId: integer('category_id').notNull().references(() => courseCategories.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('course_teachers_category_idx').on(t.categoryId, t.sort)]);

/** An account's quick links beside the to-do strip (src/shared/shortcuts.ts), in the order pinned. */
export const shortcuts = pgTable('shortcuts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** The pinned screen: an id of SHORTCUT_TYPES. */
  typeId: smallint('type_id').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('shortcuts_user_type_key').on(t.userId, t.typeId)]);

/** Organiser settings of the show, one JSON value per key (src/server/settings.ts). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * Every live message ever published, so a client that reconnects with Last-Event-ID gets what it
 * missed. The audience is one user, every member of one exhibitor, or (both null) everyone.
 */
export const liveEvents = pgTable('live_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: integer('code').notNull(),
  data: jsonb('data'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  exhibitorId: integer('exhibitor_id').references(() => exhibitors.id, { onDelete: 'cascade' }),
  /** For the organiser's staff only (what waits in their console changed). */
  forStaff: boolean('for_staff').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  index('live_events_user_idx').on(t.userId, t.id),
  index('live_events_exhibitor_idx').on(t.exhibitorId, t.id),
  index('live_events_staff_idx').on(t.id).where(sql`${t.forStaff}`),
]);

/**
 * Every object stored through the portal's upload policy, with who uploaded it, so a submitted form
 * may reference only its own exhibitor's objects.
 */
export const uploads = pgTable('uploads', {
  key: text('key').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  exhibitorId: integer('exhibitor_id').references(() => exhibitors.id, { onDelete: 'cascade' }),
  dir: text('dir').notNull(),
  name: text('name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  width: integer('width'),
  height: integer('height'),
  createdAt: createdAt(),
}, (t) => [index('uploads_exhibitor_idx').on(t.exhibitorId)]);

/**
 * Background work (batch binding, exports): one row per job, claimed by a worker with
 * FOR UPDATE SKIP LOCKED under a lease, so a job survives a restart and no two workers run it.
 */
export const jobs = pgTable('jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  exhibitorId: integer('exhibitor_id').references(() => exhibitors.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
  payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
  /** Where a resumed job carries on: handlers record their own checkpoint here. */
  checkpoint: jsonb('checkpoint'),
  processed: integer('processed').notNull().default(0),
  total: integer('total').notNull().default(0),
  result: jsonb('result'),
  error: text('error'),
  attempts: integer('attempts').notNull().default(0),
  lockedBy: text('locked_by'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [index('jobs_claim_idx').on(t.status, t.id)]);

/**
 * Records of schema-driven screens (company information, invoice headers, …): the validated form
 * data as JSON, so a field added to a descriptor needs no migration. Ownership and review state are
 * columns, because every query filters on them.
 */
export const screenRecords = pgTable('screen_records', {
  id: serial('id').primaryKey(),
  screen: text('screen').notNull(),
  exhibitorId: integer('exhibitor_id').references(() => exhibitors.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  data: jsonb('data').notNull(),
  reviewStatus: smallint('review_status'),
  reviewReason: text('review_reason'),
  /** Display materials only: 1 on shelf (listed in the expo app), 0 off; only a reviewed record goes on. */
  shelfStatus: smallint('shelf_status'),
  /** The data as the organiser last approved it (null: never approved): staff see what changed since. */
  approvedData: jsonb('approved_data'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('screen_records_owner_idx').on(t.screen, t.exhibitorId, t.id),
  index('screen_records_user_idx').on(t.screen, t.userId, t.id),
]);

/**
 * The booth's ticket allocation: how many staff tickets of a kind the organiser grants an exhibitor
 * (quota) and how many it has claimed so far. Claiming is a conditional UPDATE of `claimed`.
 */
export const ticketAllocations = pgTable('ticket_allocations', {
  id: serial('id').primaryKey(),
  /** Whose tickets (modules/tickets/owner.ts): an exhibitor's booth tickets, or a group account's group tickets. */
  exhibitorId: integer('exhibitor_id').references(() => exhibitors.id, { onDelete: 'cascade' }),
  groupUserId: integer('group_user_id').references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull().default(''),
  /** What the ticket admits to, shown beside the kind (e.g. the show days). */
  validity: text('validity').notNull().default(''),
  validityEn: text('validity_en').notNull().default(''),
  quota: integer('quota').notNull(),
  claimed: integer('claimed').notNull().default(0),
  /** Group tickets: the product they are of, and the paid order they came from (none when the organiser allocated them). */
  groupProductId: integer('group_product_id').references(() => groupProducts.id),
  groupOrderId: integer('group_order_id').references(() => groupOrders.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [
  index('ticket_allocations_exhibitor_idx').on(t.exhibitorId),
  uniqueIndex('ticket_allocations_group_order_key').on(t.groupOrderId),
  index('ticket_allocations_group_user_idx').on(t.groupUserId),
  check('ticket_allocations_claimed_check', sql`${t.claimed} >= 0 and ${t.claimed} <= ${t.quota}`),
  check('ticket_allocations_owner_check', sql`(${t.exhibitorId} is null) <> (${t.groupUserId} is null)`),
]);

/**
 * A claimed booth ticket and its real-name holder. Status (schemas/enums.json ticketStatus):
 * 0 unbound, 1 binding failed, 2 bound, 3 unbound successfully (after a paid unbind).
 * Document number, phone and e-mail are AES-GCM ciphertexts (`*_enc`) with a masked copy for lists
 * (`*_mask`); `doc_hash` is a keyed HMAC of the document, unique among bound tickets.
 */
export const tickets = pgTable('tickets', {
  id: serial('id').primaryKey(),
  /** Whose ticket: an exhibitor's (booth) or a group account's (group); exactly one is set. */
  exhibitorId: integer('exhibitor_id').references(() => exhibitors.id, { onDelete: 'cascade' }),
  groupUserId: integer('group_user_id').references(() => users.id, { onDelete: 'cascade' }),
  allocationId: integer('allocation_id').notNull().references(() => ticketAllocations.id, { onDelete: 'cascade' }),
  ticketNo: text('ticket_no').notNull(),
  status: smallint('status').notNull().default(0),
  holderName: text('holder_name'),
  docType: smallint('doc_type'),
  docNumberEnc: text('doc_number_enc'),
  docNumberMask: text('doc_number_mask'),
  docHash: text('doc_hash'),
  phoneEnc: text('phone_enc'),
  phoneMask: text('phone_mask'),
  emailEnc: text('email_enc'),
  emailMask: text('email_mask'),
  /** Message id of why the last binding failed (status 1). */
  failureReason: text('failure_reason'),
  /** How the holder was bound: form, batch or share (the holder through a shared link). */
  boundVia: text('bound_via'),
  boundBy: integer('bound_by').references(() => users.id, { onDelete: 'set null' }),
  boundAt: timestamp('bound_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('tickets_ticket_no_key').on(t.ticketNo),
  index('tickets_exhibitor_idx').on(t.exhibitorId, t.id),
  index('tickets_exhibitor_status_idx').on(t.exhibitorId, t.status),
  index('tickets_group_user_idx').on(t.groupUserId, t.id).where(sql`${t.groupUserId} is not null`),
  // Booth tickets bound per day (the console's binding chart): only bound ones, by when.
  index('tickets_bound_at_idx').on(t.boundAt).where(sql`${t.status} = 2 and ${t.exhibitorId} is not null`),
  check('tickets_owner_check', sql`(${t.exhibitorId} is null) <> (${t.groupUserId} is null)`),
  uniqueIndex('tickets_doc_bound_key').on(t.docHash).where(sql`${t.status} = 2`),
  check('tickets_status_check', sql`${t.status} in (0, 1, 2, 3)`),
]);

/**
 * How many tickets of an allocation are in each status: the sum of `tickets` over its rows. Triggers
 * on `tickets` append each statement's net change in the same transaction (migration 0013), so lists
 * and allocation cards read totals here instead of counting an exhibitor's tickets on every call.
 * Rows are only ever appended (no lock is shared between two changes, so none waits or deadlocks);
 * compactTicketCounts folds them back to one row per allocation and status now and then.
 */
export const ticketStatusCounts = pgTable('ticket_status_counts', {
  allocationId: integer('allocation_id').notNull().references(() => ticketAllocations.id, { onDelete: 'cascade' }),
  status: smallint('status').notNull(),
  tickets: integer('tickets').notNull(),
}, (t) => [index('ticket_status_counts_allocation_idx').on(t.allocationId, t.status)]);

/**
 * How many rows of a table are in each status (group_orders and invoices), for the organiser's lists:
 * their totals at show scale without counting every order. Kept like ticket_status_counts: the
 * triggers of migration 0033 append each statement's net change; compactStatusCounts folds them.
 */
export const statusCounts = pgTable('status_counts', {
  tableName: text('table_name').notNull(),
  status: smallint('status').notNull(),
  rows: integer('rows').notNull(),
}, (t) => [index('status_counts_table_idx').on(t.tableName, t.status)]);

/** A batch real-name binding (bindLogList): one uploaded Excel file, pasted rows or resubmitted fixes. */
export const bindBatches = pgTable('bind_batches', {
  id: serial('id').primaryKey(),
  /** Whose tickets the batch binds (exactly one is set). */
  exhibitorId: integer('exhibitor_id').references(() => exhibitors.id, { onDelete: 'cascade' }),
  groupUserId: integer('group_user_id').references(() => users.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  jobId: integer('job_id'),
  /** excel, paste or resubmit (fixed rows of an earlier batch, `parent_id`). */
  source: text('source').notNull(),
  fileName: text('file_name').notNull().default(''),
  parentId: integer('parent_id'),
  total: integer('total').notNull().default(0),
  processed: integer('processed').notNull().default(0),
  succeeded: integer('succeeded').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [
  index('bind_batches_exhibitor_idx').on(t.exhibitorId, t.id),
  index('bind_batches_group_user_idx').on(t.groupUserId, t.id).where(sql`${t.groupUserId} is not null`),
  check('bind_batches_owner_check', sql`(${t.exhibitorId} is null) <> (${t.groupUserId} is null)`),
]);

/** One row of a batch as the user gave it (personal data encrypted), and its result. Status: 0 pending, 1 bound, 2 failed. */
export const bindBatchRows = pgTable('bind_batch_rows', {
  batchId: integer('batch_id').notNull().references(() => bindBatches.id, { onDelete: 'cascade' }),
  rowNo: integer('row_no').notNull(),
  ticketId: integer('ticket_id'),
  /** The ticket as the user named it (id or ticket number), for the error when it is not theirs. */
  ticketRef: text('ticket_ref').notNull().default(''),
  holderName: text('holder_name').notNull().default(''),
  docType: smallint('doc_type'),
  docNumberEnc: text('doc_number_enc'),
  docNumberMask: text('doc_number_mask'),
  docHash: text('doc_hash'),
  phoneEnc: text('phone_enc'),
  phoneMask: text('phone_mask'),
  emailEnc: text('email_enc'),
  emailMask: text('email_mask'),
  status: smallint('status').notNull().default(0),
  /** Message id (and its values) of why the row failed. */
  error: text('error'),
  errorValues: jsonb('error_values'),
}, (t) => [
  primaryKey({ columns: [t.batchId, t.rowNo] }),
  index('bind_batch_rows_status_idx').on(t.batchId, t.status, t.rowNo),
]);

/** A single-use, expiring link through which a ticket's holder binds it without logging in; only the token's hash is kept. */
export const ticketShareLinks = pgTable('ticket_share_links', {
  id: serial('id').primaryKey(),
  ticketId: integer('ticket_id').notNull().references(() => tickets.id, { onDelete: 'cascade' }),
  exhibitorId: integer('exhibitor_id').references(() => exhibitors.id, { onDelete: 'cascade' }),
  groupUserId: integer('group_user_id').references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** A newer link for the same ticket revokes this one. */
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('ticket_share_links_token_key').on(t.tokenHash), index('ticket_share_links_ticket_idx').on(t.ticketId)]);

/**
 * An unbind order: unbinding tickets costs a fee per ticket, paid before the tickets are unbound.
 * Status (schemas/enums.json orderStatus): 0 awaiting payment, 3 cancelled, 5 payment complete,
 * 6 transaction complete (every ticket unbound). Amount in cents.
 */
export const unbindOrders = pgTable('unbind_orders', {
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull(),
  exhibitorId: integer('exhibitor_id').notNull().references(() => exhibitors.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  ticketCount: integer('ticket_count').notNull(),
  /** Fee per ticket when the order was made, cents. */
  unitFee: integer('unit_fee').notNull(),
  amount: integer('amount').notNull(),
  status: smallint('status').notNull().default(0),
  /** Set when payment is first started; the order must be paid within 15 minutes of it (SPEC.md §4). */
  payStartedAt: timestamp('pay_started_at', { withTimezone: true }),
  payExpiresAt: timestamp('pay_expires_at', { withTimezone: true }),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('unbind_orders_order_no_key').on(t.orderNo),
  index('unbind_orders_exhibitor_idx').on(t.exhibitorId, t.id),
  check('unbind_orders_amount_check', sql`${t.amount} >= 0`),
]);

/** The tickets of an unbind order. `open` while the order may still unbind them: a ticket is in at most one open order. */
export const unbindOrderTickets = pgTable('unbind_order_tickets', {
  orderId: integer('order_id').notNull().references(() => unbindOrders.id, { onDelete: 'cascade' }),
  ticketId: integer('ticket_id').notNull().references(() => tickets.id, { onDelete: 'cascade' }),
  ticketNo: text('ticket_no').notNull(),
  holderNameMask: text('holder_name_mask').notNull().default(''),
  open: boolean('open').notNull().default(true),
  /** 0 waiting, 1 unbound. */
  state: smallint('state').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.orderId, t.ticketId] }),
  uniqueIndex('unbind_order_tickets_open_key').on(t.ticketId).where(sql`${t.open}`),
]);

/**
 * A payment attempt with a provider (the sandbox by default) for an order of some kind (unbind now,
 * group orders later). `trade_no` is the provider's id of the payment; a callback naming one already
 * recorded is answered as before and changes nothing.
 */
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  orderKind: text('order_kind').notNull(),
  orderId: integer('order_id').notNull(),
  provider: text('provider').notNull(),
  /** The provider's checkout session (the sandbox's checkout page names it). */
  session: text('session').notNull(),
  amount: integer('amount').notNull(),
  /** 0 pending, 1 paid, 2 closed (expired or cancelled), 3 refused (late or wrong amount). */
  status: smallint('status').notNull().default(0),
  tradeNo: text('trade_no'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** The verified callback as received, for the organiser's reconciliation. */
  callback: jsonb('callback'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('payments_session_key').on(t.session),
  uniqueIndex('payments_trade_no_key').on(t.provider, t.tradeNo),
  index('payments_order_idx').on(t.orderKind, t.orderId),
]);

/**
 * Verification codes (SPEC.md §1, §5). Only a keyed hash of the code is kept. A row is also the record
 * of one send, so the send limits per target and per client address count these rows.
 */
export const verificationCodes = pgTable('verification_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  purpose: text('purpose', { enum: ['login', 'forget', 'bind', 'register'] }).notNull(),
  /** Lower-case e-mail or mainland mobile number. */
  target: text('target').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: smallint('attempts').notNull().default(0),
  /** A bind code is good only for the account whose bind token asked for it. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  clientAddress: text('client_address').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [
  index('verification_codes_target_idx').on(t.target, t.createdAt),
  index('verification_codes_address_idx').on(t.clientAddress, t.createdAt),
  check('verification_codes_attempts_check', sql`${t.attempts} between 0 and 5`),
]);

/** Messages of the default notifier: what would have been texted or mailed (GET /api/dev/outbox). */
export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
  target: text('target').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
}, (t) => [index('outbox_target_idx').on(t.target, t.id)]);

/**
 * Questions an exhibitor asks the organiser (SPEC.md §1 FAQ). The thread (the question's follow-ups
 * and the organiser's answers) lives in faq_messages; `answered` and `solved` are the two states the
 * exhibitor sees; `needs_follow_up` is the staff's own mark. A share token (stored hashed) opens the
 * question read-only at /faqShare.
 */
export const faqQuestions = pgTable('faq_questions', {
  id: serial('id').primaryKey(),
  exhibitorId: integer('exhibitor_id').notNull().references(() => exhibitors.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** schemas/enums.json faqCategory. */
  category: text('category').notNull(),
  content: text('content').notNull(),
  /** Upload references {key, url, name, mime, size, width, height} of the pictures. */
  pictures: jsonb('pictures').notNull().default(sql`'[]'::jsonb`),
  /** 0 unanswered, 1 answered: the last word is the organiser's. */
  answered: smallint('answered').notNull().default(0),
  /** 0 unsolved, 1 solved: the exhibitor marked the answer as solving it. */
  solved: smallint('solved').notNull().default(0),
  /** 0 or 1: staff marked the thread as needing follow-up on their side. Only staff see it. */
  needsFollowUp: smallint('needs_follow_up').notNull().default(0),
  shareTokenHash: text('share_token_hash'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('faq_questions_exhibitor_idx').on(t.exhibitorId, t.id),
  uniqueIndex('faq_questions_share_key').on(t.shareTokenHash),
  check('faq_questions_answered_check', sql`${t.answered} in (0, 1)`),
  check('faq_questions_solved_check', sql`${t.solved} in (0, 1)`),
  check('faq_questions_needs_follow_up_check', sql`${t.needsFollowUp} in (0, 1)`),
]);

/** One message of a question's thread: the exhibitor's question or follow-up, or the organiser's answer. */
export const faqMessages = pgTable('faq_messages', {
  id: serial('id').primaryKey(),
  questionId: integer('question_id').notNull().references(() => faqQuestions.id, { onDelete: 'cascade' }),
  /** 'exhibitor' or 'organiser'. */
  author: text('author').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  content: text('content').notNull(),
  pictures: jsonb('pictures').notNull().default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
}, (t) => [
  index('faq_messages_question_idx').on(t.questionId, t.id),
  check('faq_messages_author_check', sql`${t.author} in ('exhibitor', 'organiser')`),
]);

/** Talent brokerage companies an exhibitor can sign with (SPEC.md §1), kept by the organiser. */
export const brokerageCompanies = pgTable('brokerage_companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull().default(''),
  intro: text('intro').notNull().default(''),
  introEn: text('intro_en').notNull().default(''),
  /** The terms shown before signing. */
  terms: text('terms').notNull().default(''),
  termsEn: text('terms_en').notNull().default(''),
  logo: text('logo').notNull().default(''),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * An exhibitor's signing with a brokerage company: waiting for review (0), signed (1), failed (2,
 * the organiser refused, with a reason) or cancelled (3, by the exhibitor while waiting). At most one
 * open (waiting or signed) signing per exhibitor and company.
 */
export const brokerageSignings = pgTable('brokerage_signings', {
  id: serial('id').primaryKey(),
  exhibitorId: integer('exhibitor_id').notNull().references(() => exhibitors.id, { onDelete: 'cascade' }),
  companyId: integer('company_id').notNull().references(() => brokerageCompanies.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  status: smallint('status').notNull().default(0),
  contactName: text('contact_name').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  note: text('note').notNull().default(''),
  reason: text('reason'),
  createdAt: createdAt(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
}, (t) => [
  index('brokerage_signings_exhibitor_idx').on(t.exhibitorId, t.id),
  uniqueIndex('brokerage_signings_open_key').on(t.exhibitorId, t.companyId).where(sql`${t.status} in (0, 1)`),
  check('brokerage_signings_status_check', sql`${t.status} in (0, 1, 2, 3)`),
]);

/**
 * A ticket that opens the live stream once, within a minute of being issued (GET /api/sse?ticket=),
 * so a session token never has to travel in a URL. Only its hash is kept; redeeming deletes it.
 */
export const streamTickets = pgTable('stream_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** The session's token version: a logout between issuing and opening revokes the ticket too. */
  tokenVersion: integer('token_version').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('stream_tickets_expires_idx').on(t.expiresAt)]);

/**
 * A group ticket product the organiser sells to group buyers. `stock` is what the host still has to
 * sell: placing an order takes its quantity by a conditional UPDATE (stock >= quantity), cancelling
 * or expiring one gives it back, so stock never goes below zero however many buy at once.
 */
export const groupProducts = pgTable('group_products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  description: text('description').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  /** Cents per ticket. */
  price: integer('price').notNull(),
  stock: integer('stock').notNull(),
  /** Most tickets one account may buy in all its orders that are not cancelled. */
  purchaseLimit: integer('purchase_limit').notNull(),
  saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }).notNull(),
  saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }).notNull(),
  /** The show days the ticket admits, "YYYY-MM-DD". */
  admits: jsonb('admits').$type<string[]>().notNull(),
  active: boolean('active').notNull().default(true),
  /** schemas/enums.json priceType: 1 early bird, 2 standard, 3 on-site. */
  priceType: smallint('price_type').notNull().default(2),
  /** schemas/enums.json priceChannel: how its tickets may be sold (online, remittance) or allocated. */
  channels: smallint('channels').array().notNull().default(sql`'{1,2,3}'::smallint[]`),
  createdAt: createdAt(),
}, (t) => [
  check('group_products_price_type_check', sql`${t.priceType} in (1, 2, 3)`),
  check('group_products_channels_check', sql`cardinality(${t.channels}) >= 1 and ${t.channels} <@ '{1,2,3}'::smallint[]`),
  check('group_products_stock_check', sql`${t.stock} >= 0`),
  check('group_products_price_check', sql`${t.price} >= 0`),
  check('group_products_limit_check', sql`${t.purchaseLimit} >= 1`),
]);

/**
 * A group order (src/shared/group.ts has its life). One unpaid order per buyer is kept by a partial
 * unique index; `deadline_at` is when an unpaid order is cancelled (15 minutes, or 3 days later once
 * deferred); `deferred_at` set once only, by a conditional UPDATE.
 */
export const groupOrders = pgTable('group_orders', {
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => groupProducts.id),
  quantity: integer('quantity').notNull(),
  unitPrice: integer('unit_price').notNull(),
  amount: integer('amount').notNull(),
  /** 0 not chosen, 1 online, 2 remittance (schemas/enums.json paymentMethod). */
  paymentMethod: smallint('payment_method').notNull().default(0),
  /** The product's price type when the order was placed. */
  priceType: smallint('price_type').notNull().default(2),
  status: smallint('status').notNull().default(0),
  deadlineAt: timestamp('deadline_at', { withTimezone: true }),
  deferredAt: timestamp('deferred_at', { withTimezone: true }),
  verifyDueAt: timestamp('verify_due_at', { withTimezone: true }),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('group_orders_order_no_key').on(t.orderNo),
  uniqueIndex('group_orders_unpaid_key').on(t.userId).where(sql`${t.status} in (0, 1, 2, 4)`),
  index('group_orders_user_idx').on(t.userId, t.id),
  index('group_orders_deadline_idx').on(t.deadlineAt).where(sql`${t.status} in (0, 1, 4)`),
  // Remittances to verify, due soonest first: the organiser's order list and inbox (status written as a literal there).
  index('group_orders_verify_idx').on(t.verifyDueAt, t.id).where(sql`${t.status} = 2`),
  check('group_orders_quantity_check', sql`${t.quantity} >= 1`),
  check('group_orders_amount_check', sql`${t.amount} >= 0`),
]);

/** Every move of a group order: to which state, when, by whom and why (the order's timeline). */
export const groupOrderEvents = pgTable('group_order_events', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => groupOrders.id, { onDelete: 'cascade' }),
  status: smallint('status').notNull(),
  /** buyer, organiser, system (deadline passed) or provider (payment callback). */
  actor: text('actor').notNull(),
  actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason'),
  createdAt: createdAt(),
}, (t) => [index('group_order_events_order_idx').on(t.orderId, t.id)]);

/** A remittance the buyer submitted for an order (schemas/remittance.json) and the organiser's decision on it. */
export const groupRemittances = pgTable('group_remittances', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => groupOrders.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
  /** null while awaiting verification, then 'approved' or 'rejected'. */
  decision: text('decision'),
  reason: text('reason'),
  decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('group_remittances_order_idx').on(t.orderId, t.id)]);

/**
 * An invoice application (src/shared/invoice.ts): whose (an exhibitor's, or a group account's own, as
 * screen records are owned), the header as it stood when applied, and where it is in its twelve states.
 */
export const invoices = pgTable('invoices', {
  id: serial('id').primaryKey(),
  applicationNo: text('application_no').notNull(),
  exhibitorId: integer('exhibitor_id').references(() => exhibitors.id, { onDelete: 'cascade' }),
  /** The account that applied (or last resubmitted). */
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  headerId: integer('header_id').references(() => screenRecords.id, { onDelete: 'set null' }),
  /** InvoiceHeaderSnapshot: a header edited later changes no application. */
  header: jsonb('header').notNull(),
  invoiceType: smallint('invoice_type').notNull(),
  email: text('email').notNull(),
  amount: integer('amount').notNull(),
  redFlushedAmount: integer('red_flushed_amount').notNull().default(0),
  /** While a red-flush is in progress: the amount asked for. */
  redFlushAmount: integer('red_flush_amount'),
  status: smallint('status').notNull(),
  invoiceNumber: text('invoice_number'),
  invoicedOn: text('invoiced_on'),
  redInvoiceNumber: text('red_invoice_number'),
  /** The e-invoice (UploadedObject), once attached. */
  file: jsonb('file'),
  reason: text('reason'),
  /** The tax-system batch that carried it last. */
  exportBatch: integer('export_batch'),
  dueOn: text('due_on').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('invoices_application_no_key').on(t.applicationNo),
  index('invoices_exhibitor_idx').on(t.exhibitorId, t.id),
  index('invoices_user_idx').on(t.userId, t.id),
  index('invoices_status_idx').on(t.status, t.id),
  // The organiser's list, newest first.
  index('invoices_applied_idx').on(t.appliedAt, t.id),
  // What waits to be issued (AWAITING_ISSUE, written as literals there): the organiser's inbox reads only these.
  index('invoices_waiting_idx').on(t.appliedAt, t.dueOn, t.id).where(sql`${t.status} in (1, 2, 3)`),
  check('invoices_amount_check', sql`${t.amount} > 0 and ${t.redFlushedAmount} between 0 and ${t.amount}`),
]);

/**
 * The orders an application covers. An order is on at most one live application: the partial unique
 * index refuses the second of two applications racing for it; a full red-flush releases them.
 */
export const invoiceOrders = pgTable('invoice_orders', {
  invoiceId: integer('invoice_id').notNull().references(() => invoices.id, { onDelete: 'cascade' }),
  /** 'group' (group_orders) or 'unbind' (unbind_orders). */
  orderKind: text('order_kind').notNull(),
  orderId: integer('order_id').notNull(),
  orderNo: text('order_no').notNull(),
  amount: integer('amount').notNull(),
  active: boolean('active').notNull().default(true),
}, (t) => [
  primaryKey({ columns: [t.invoiceId, t.orderKind, t.orderId] }),
  uniqueIndex('invoice_orders_active_key').on(t.orderKind, t.orderId).where(sql`${t.active}`),
]);

/** Every move of an application: from, to, by what action, whom, when and why. */
export const invoiceEvents = pgTable('invoice_events', {
  id: serial('id').primaryKey(),
  invoiceId: integer('invoice_id').notNull().references(() => invoices.id, { onDelete: 'cascade' }),
  fromStatus: smallint('from_status').notNull(),
  toStatus: smallint('to_status').notNull(),
  action: text('action').notNull(),
  /** applicant, organiser or tax_system. */
  actor: text('actor').notNull(),
  actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason'),
  amount: integer('amount'),
  createdAt: createdAt(),
}, (t) => [index('invoice_events_invoice_idx').on(t.invoiceId, t.id)]);

/** A batch sent to the tax system: what it carried is on the invoices (export_batch). */
export const invoiceBatches = pgTable('invoice_batches', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  rows: integer('rows').notNull(),
  createdAt: createdAt(),
});

/**
 * The screens organiser staff edited at run time (issue 21). The descriptor files in schemas/ are each
 * screen's version 0, the default a new database starts from; every publish or rollback adds the
 * next version, whole, and the highest is what every process serves. History is never rewritten.
 */
export const screenVersions = pgTable('screen_versions', {
  screen: text('screen').notNull(),
  version: integer('version').notNull(),
  descriptor: jsonb('descriptor').notNull(),
  /** The labels the version brought ({zh: {id: text}, en: {…}}), published with it and restored by a rollback to it. */
  messages: jsonb('messages').notNull().default({}),
  note: text('note').notNull(),
  /** The version whose descriptor a rollback restored (null: a publish of a draft). */
  restoredFrom: integer('restored_from'),
  publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.screen, t.version] }), check('screen_versions_version_check', sql`${t.version} >= 1`)]);

/** One draft per screen, shared by the staff editing it, until it is published or discarded. */
export const screenDrafts = pgTable('screen_drafts', {
  screen: text('screen').primaryKey(),
  descriptor: jsonb('descriptor').notNull(),
  /** Labels the draft adds or rewords, in both languages ({zh: {id: text}, en: {…}}). */
  messages: jsonb('messages').notNull().default({}),
  /** The published version the draft was started from: publishing over a newer one is refused. */
  baseVersion: integer('base_version').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Messages changed by staff and not yet published (issue 21): one draft shared by every staff member,
 * a text per language and message id. Publishing takes them into a new version of message_versions.
 */
export const messageDrafts = pgTable('message_drafts', {
  locale: text('locale').notNull(),
  messageId: text('message_id').notNull(),
  text: text('text').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.locale, t.messageId] }),
  check('message_drafts_locale_check', sql`${t.locale} in ('zh', 'en')`),
]);

/**
 * Every published version of the messages, newest the one in force: the whole set of overrides over
 * the files in locales/ (`{zh: {id: text}, en: {…}}`), and what it changed (`[{locale, id, before,
 * after}]`, texts as published then). No row: the files alone. A rollback is a new version that
 * `restores` an older one (0: the files). Inserting one tells every process and every open page
 * (migration 0023's trigger: live 10106 and the `portal_messages` channel).
 */
export const messageVersions = pgTable('message_versions', {
  version: integer('version').primaryKey(),
  note: text('note').notNull(),
  publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  overrides: jsonb('overrides').notNull(),
  changes: jsonb('changes').notNull(),
  restores: integer('restores'),
}, (t) => [
  check('message_versions_version_check', sql`${t.version} > 0`),
  check('message_versions_restores_check', sql`${t.restores} is null or (${t.restores} >= 0 and ${t.restores} < ${t.version})`),
]);

/**
 * The organiser's staff roles (issue 23): a named set of console permissions (src/shared/staff.ts).
 * Migration 0029 creates the administrator role, holding every permission, and gives it to every
 * staff account that existed; a change of a role's permissions tells every process (the callers).
 */
export const staffRoles = pgTable('staff_roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  permissions: smallint('permissions').array().notNull().default(sql`'{}'::smallint[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which staff account holds which role; a change tells every process about that account. */
export const staffRoleMembers = pgTable('staff_role_members', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  roleId: integer('role_id').notNull().references(() => staffRoles.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('staff_role_members_role_idx').on(t.roleId)]);

/**
 * Material templates (issue 23): one file each, on disk under DATA_DIR/templates/<id>/ (files/shelf-files.ts),
 * grouped by the area of the portal that offers them (src/shared/templates.ts).
 */
export const materialTemplates = pgTable('material_templates', {
  id: serial('id').primaryKey(),
  area: text('area').notNull(),
  /** StoredAttachment: key, name, mime, size (the English name in nameEn). */
  file: jsonb('file').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('material_templates_area_idx').on(t.area, t.id)]);
