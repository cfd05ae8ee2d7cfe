/**
 * Reads and writes of brokerage signings. Every rule that must hold under concurrency is left to one
 * statement: the partial unique index `brokerage_signings_open_key` keeps one open (waiting or
 * signed) signing per exhibitor and company, and cancel and review change a signing only while it
 * is still waiting (`… where status = 0`), so two of them at once cannot both win.
 */
import { rowsOf } from '../../db/results';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { mask } from '../../../shared/mask';
import {
  SigningStatus, type BrokerageCompany, type BrokerageCompanyDetail, type CompanySigningState, type OrganiserSigningRecord,
  type SigningRecord, type SigningStatusValue,
} from '../../../shared/signing';
import type { Db } from '../../db/client';
import { brokerageCompanies, brokerageSignings, exhibitors, users } from '../../db/schema';

export const OPEN_SIGNING_INDEX = 'brokerage_signings_open_key';

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);
const secondsOrNull = (date: Date | null): number | null => (date ? seconds(date) : null);

/** Whose signings a query sees: one exhibitor's, or (the organiser) everyone's. */
export type Scope = { exhibitorId: number } | 'everyone';

const inScope = (scope: Scope): SQL | undefined =>
  (scope === 'everyone' ? undefined : eq(brokerageSignings.exhibitorId, scope.exhibitorId));

/** The exhibitor's newest signing with each company: the state a company card shows. */
const latestSigning = (db: Db, exhibitorId: number) => db.selectDistinctOn([brokerageSignings.companyId], {
  companyId: brokerageSignings.companyId,
  signingId: brokerageSignings.id,
  status: brokerageSignings.status,
  reason: brokerageSignings.reason,
  signedAt: brokerageSignings.createdAt,
}).from(brokerageSignings)
  .where(eq(brokerageSignings.exhibitorId, exhibitorId))
  .orderBy(brokerageSignings.companyId, desc(brokerageSignings.id))
  .as('latest');

type CompanyRow = typeof brokerageCompanies.$inferSelect;
type LatestRow = { signingId: number | null; status: number | null; reason: string | null; signedAt: Date | null };

const toState = (row: LatestRow): CompanySigningState | null => (row.signingId === null || row.status === null || row.signedAt === null ? null : {
  id: row.signingId,
  status: row.status as SigningStatusValue,
  reason: row.reason,
  created_at: seconds(row.signedAt),
});

const toCompany = (company: CompanyRow, latest: LatestRow): BrokerageCompany => ({
  id: company.id,
  name: company.name,
  name_en: company.nameEn,
  intro: company.intro,
  intro_en: company.introEn,
  logo: company.logo,
  signing: toState(latest),
});

async function companiesWithState(db: Db, exhibitorId: number, where: SQL | undefined): Promise<{ company: CompanyRow; latest: LatestRow }[]> {
  const latest = latestSigning(db, exhibitorId);
  const rows = await db.select({
    company: brokerageCompanies,
    signingId: latest.signingId,
    status: latest.status,
    reason: latest.reason,
    signedAt: latest.signedAt,
  }).from(brokerageCompanies)
    .leftJoin(latest, eq(latest.companyId, brokerageCompanies.id))
    .where(and(eq(brokerageCompanies.active, true), where))
    .orderBy(brokerageCompanies.id);
  return rows.map(({ company, ...state }) => ({ company, latest: state }));
}

/** The active companies, in the organiser's order, with the exhibitor's state of each. */
export async function listCompanies(db: Db, exhibitorId: number): Promise<{ list: BrokerageCompany[]; total: number }> {
  const rows = await companiesWithState(db, exhibitorId, undefined);
  return { list: rows.map((row) => toCompany(row.company, row.latest)), total: rows.length };
}

/** One active company with its terms; undefined when unknown or no longer active. */
export async function findCompany(db: Db, exhibitorId: number, id: number): Promise<BrokerageCompanyDetail | undefined> {
  const [row] = await companiesWithState(db, exhibitorId, eq(brokerageCompanies.id, id));
  return row && { ...toCompany(row.company, row.latest), terms: row.company.terms, terms_en: row.company.termsEn };
}

export interface NewSigning {
  exhibitorId: number;
  userId: number;
  companyId: number;
  contactName: string;
  contactPhone: string;
  note: string;
}

/**
 * Asks to sign with an active company, in one statement: nothing is written for an unknown or
 * inactive company (undefined). A second open signing fails on the partial unique index; the caller
 * turns that into its refusal.
 */
export async function createSigning(db: Db, input: NewSigning): Promise<number | undefined> {
  const result = await db.execute<{ id: number }>(sql`
    insert into brokerage_signings (exhibitor_id, company_id, user_id, contact_name, contact_phone, note)
    select ${input.exhibitorId}::integer, id, ${input.userId}::integer, ${input.contactName}::text, ${input.contactPhone}::text, ${input.note}::text
    from brokerage_companies where id = ${input.companyId} and active
    returning id`);
  const [row] = rowsOf<{ id: number }>(result);
  return row ? Number(row.id) : undefined;
}

/** The company a signing would be with, active or not (for the refusal's message). */
export async function companyName(db: Db, id: number): Promise<{ name: string; nameEn: string } | undefined> {
  const [row] = await db.select({ name: brokerageCompanies.name, nameEn: brokerageCompanies.nameEn }).from(brokerageCompanies).where(eq(brokerageCompanies.id, id));
  return row;
}

const recordColumns = {
  id: brokerageSignings.id,
  companyId: brokerageSignings.companyId,
  companyName: brokerageCompanies.name,
  companyNameEn: brokerageCompanies.nameEn,
  status: brokerageSignings.status,
  contactName: brokerageSignings.contactName,
  contactPhone: brokerageSignings.contactPhone,
  note: brokerageSignings.note,
  reason: brokerageSignings.reason,
  userName: users.name,
  createdAt: brokerageSignings.createdAt,
  decidedAt: brokerageSignings.decidedAt,
  exhibitorId: brokerageSignings.exhibitorId,
  exhibitorName: exhibitors.name,
  exhibitorNameEn: exhibitors.nameEn,
};

type RecordRow = {
  id: number; companyId: number; companyName: string; companyNameEn: string; status: number; contactName: string;
  contactPhone: string; note: string; reason: string | null; userName: string | null; createdAt: Date; decidedAt: Date | null;
  exhibitorId: number; exhibitorName: string; exhibitorNameEn: string;
};

const toRecord = (row: RecordRow, maskPhone: boolean): SigningRecord => ({
  id: row.id,
  company_id: row.companyId,
  company_name: row.companyName,
  company_name_en: row.companyNameEn,
  status: row.status as SigningStatusValue,
  contact_name: row.contactName,
  contact_phone: maskPhone ? mask('phone', row.contactPhone) : row.contactPhone,
  note: row.note,
  reason: row.reason,
  user_name: row.userName,
  created_at: seconds(row.createdAt),
  decided_at: secondsOrNull(row.decidedAt),
});

const toOrganiserRecord = (row: RecordRow): OrganiserSigningRecord => ({
  ...toRecord(row, false),
  exhibitor_id: row.exhibitorId,
  exhibitor_name: row.exhibitorName,
  exhibitor_name_en: row.exhibitorNameEn,
});

/** An exhibitor sees its own contact's phone masked, as every list of personal data shows it; the organiser calls the contact. */
const shape = (scope: Scope) => (row: RecordRow): SigningRecord | OrganiserSigningRecord =>
  (scope === 'everyone' ? toOrganiserRecord(row) : toRecord(row, true));

const selectRecords = (db: Db) => db.select(recordColumns).from(brokerageSignings)
  .innerJoin(brokerageCompanies, eq(brokerageCompanies.id, brokerageSignings.companyId))
  .innerJoin(exhibitors, eq(exhibitors.id, brokerageSignings.exhibitorId))
  .leftJoin(users, eq(users.id, brokerageSignings.userId));

const WAITING_FIRST = [
  sql`${brokerageSignings.status} <> ${SigningStatus.WAITING}`,
  sql`case when ${brokerageSignings.status} = ${SigningStatus.WAITING} then ${brokerageSignings.id} end asc`,
  desc(brokerageSignings.id),
];

export interface RecordListQuery {
  page: number;
  limit: number;
  status?: SigningStatusValue;
  exhibitor_id?: number;
}

/**
 * The exhibitor's newest first. Staff's list is a queue: those waiting for review first, longest
 * waiting first, then the rest newest first. `status` and (for the organiser) `exhibitor_id` filter.
 */
export async function listRecords(db: Db, scope: Scope, query: RecordListQuery): Promise<{ list: (SigningRecord | OrganiserSigningRecord)[]; total: number }> {
  const where = and(
    inScope(scope),
    query.status === undefined ? undefined : eq(brokerageSignings.status, query.status),
    query.exhibitor_id === undefined ? undefined : eq(brokerageSignings.exhibitorId, query.exhibitor_id),
  );
  const [rows, [total]] = await Promise.all([
    selectRecords(db).where(where).orderBy(...(scope === 'everyone' ? WAITING_FIRST : [desc(brokerageSignings.id)])).limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(brokerageSignings).where(where),
  ]);
  return { list: rows.map(shape(scope)), total: total?.value ?? 0 };
}

export async function findRecord(db: Db, scope: Scope, id: number): Promise<SigningRecord | OrganiserSigningRecord | undefined> {
  const [row] = await selectRecords(db).where(and(inScope(scope), eq(brokerageSignings.id, id)));
  return row && shape(scope)(row);
}

/** Cancels the exhibitor's signing if it still waits for review; false otherwise (or not its own). */
export async function cancelSigning(db: Db, exhibitorId: number, id: number): Promise<boolean> {
  const rows = await db.update(brokerageSignings)
    .set({ status: SigningStatus.CANCELLED, decidedAt: sql`now()` })
    .where(and(eq(brokerageSignings.id, id), eq(brokerageSignings.exhibitorId, exhibitorId), eq(brokerageSignings.status, SigningStatus.WAITING)))
    .returning({ id: brokerageSignings.id });
  return rows.length === 1;
}

/** The organiser's decision on a signing still waiting for review; undefined when it is not (any more). */
export async function decideSigning(db: Db, id: number, decision: { approved: boolean; reason: string | null }): Promise<{ exhibitorId: number; status: SigningStatusValue; reason: string | null } | undefined> {
  const [row] = await db.update(brokerageSignings)
    .set({ status: decision.approved ? SigningStatus.SIGNED : SigningStatus.FAILED, reason: decision.approved ? null : decision.reason, decidedAt: sql`now()` })
    .where(and(eq(brokerageSignings.id, id), eq(brokerageSignings.status, SigningStatus.WAITING)))
    .returning({ exhibitorId: brokerageSignings.exhibitorId, status: brokerageSignings.status, reason: brokerageSignings.reason });
  return row && { exhibitorId: row.exhibitorId, status: row.status as SigningStatusValue, reason: row.reason };
}
