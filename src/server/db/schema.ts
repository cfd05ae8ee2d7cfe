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
});

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
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

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
  createdAt: createdAt(),
}, (t) => [
  index('live_events_user_idx').on(t.userId, t.id),
  index('live_events_exhibitor_idx').on(t.exhibitorId, t.id),
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
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('screen_records_owner_idx').on(t.screen, t.exhibitorId, t.id),
  index('screen_records_user_idx').on(t.screen, t.userId, t.id),
]);
