/**
 * Reads and writes of pre-show agreements. An agreement is the organiser's and the same for every
 * exhibitor; its confirmation is per exhibitor, so every read joins the caller's exhibitor only.
 * Whether confirm_by has passed is decided by the database clock, the same one that stamps
 * confirmed_at.
 */
import { and, asc, count, desc, eq, gte, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  OrganiserProtocol, ProtocolConfirmation, ProtocolDetail, ProtocolHead, ProtocolInput, ProtocolStatus, ProtocolSummary,
} from '../../../shared/api';
import type { Db } from '../../db/client';
import { exhibitors, protocolConfirmations, protocols, users } from '../../db/schema';

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);
const secondsOrNull = (date: Date | null): number | null => (date ? seconds(date) : null);

const isClosed = sql<boolean>`(${protocols.confirmBy} is not null and ${protocols.confirmBy} < now())`;

/** The caller's exhibitor's confirmation of each agreement, and no other exhibitor's. */
const confirmationOf = (exhibitorId: number): SQL | undefined =>
  and(eq(protocolConfirmations.protocolId, protocols.id), eq(protocolConfirmations.exhibitorId, exhibitorId));

const summaryColumns = {
  id: protocols.id,
  title: protocols.title,
  titleEn: protocols.titleEn,
  confirmBy: protocols.confirmBy,
  publishedAt: protocols.publishedAt,
  closed: isClosed,
  confirmedAt: protocolConfirmations.confirmedAt,
  confirmedBy: users.name,
};

type SummaryRow = {
  id: number; title: string; titleEn: string; confirmBy: Date | null; publishedAt: Date;
  closed: boolean; confirmedAt: Date | null; confirmedBy: string | null;
};

type HeadRow = Pick<SummaryRow, 'id' | 'title' | 'titleEn' | 'confirmBy' | 'publishedAt' | 'closed'>;

const toHead = (row: HeadRow): ProtocolHead => ({
  id: row.id,
  title: row.title,
  title_en: row.titleEn,
  confirm_by: secondsOrNull(row.confirmBy),
  published_at: seconds(row.publishedAt),
  closed: Boolean(row.closed),
});

const toSummary = (row: SummaryRow): ProtocolSummary => ({
  ...toHead(row),
  confirmed: row.confirmedAt !== null,
  confirmed_at: secondsOrNull(row.confirmedAt),
  confirmed_by: row.confirmedAt ? row.confirmedBy ?? '' : null,
});

const statusFilter = (status: ProtocolStatus | undefined): SQL | undefined => {
  if (status === 'confirmed') return isNotNull(protocolConfirmations.protocolId);
  if (status === 'pending') return isNull(protocolConfirmations.protocolId);
  return undefined;
};

export interface ProtocolListQuery {
  page: number;
  limit: number;
  status?: ProtocolStatus;
}

/**
 * How urgent an agreement is for the exhibitor, most urgent lowest: still open to sign with a
 * deadline, open without one, its deadline missed, signed.
 */
const urgency = sql<number>`case
  when ${protocolConfirmations.protocolId} is not null then 3
  when ${protocols.confirmBy} is null then 1
  when ${protocols.confirmBy} < now() then 2
  else 0 end`;

/**
 * The agreements by urgency (the nearest deadline first among those still to sign, then those
 * without one, then missed, then signed), newest first within each, with the exhibitor's state.
 */
export async function listProtocols(db: Db, exhibitorId: number, query: ProtocolListQuery): Promise<{ list: ProtocolSummary[]; total: number }> {
  const where = statusFilter(query.status);
  const [rows, [total]] = await Promise.all([
    db.select(summaryColumns).from(protocols)
      .leftJoin(protocolConfirmations, confirmationOf(exhibitorId))
      .leftJoin(users, eq(users.id, protocolConfirmations.userId))
      .where(where)
      .orderBy(asc(urgency), sql`${protocols.confirmBy} asc nulls last`, desc(protocols.publishedAt), desc(protocols.id))
      .limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(protocols)
      .leftJoin(protocolConfirmations, confirmationOf(exhibitorId))
      .where(where),
  ]);
  return { list: rows.map(toSummary), total: total?.value ?? 0 };
}

export async function findProtocol(db: Db, exhibitorId: number, id: number): Promise<ProtocolDetail | undefined> {
  const [row] = await db.select({ ...summaryColumns, content: protocols.content, contentEn: protocols.contentEn })
    .from(protocols)
    .leftJoin(protocolConfirmations, confirmationOf(exhibitorId))
    .leftJoin(users, eq(users.id, protocolConfirmations.userId))
    .where(eq(protocols.id, id));
  return row && { ...toSummary(row), content: row.content, content_en: row.contentEn };
}

/**
 * Records the exhibitor's confirmation in one statement: only while the agreement is open, and only
 * if the exhibitor has not confirmed it already (the first confirmation stands). Concurrent calls
 * meet at the primary key; whichever is second inserts nothing. Whether a row was written is not
 * the caller's question: it reads the state afterwards.
 */
export async function confirmProtocol(db: Db, id: number, exhibitorId: number, userId: number): Promise<void> {
  await db.insert(protocolConfirmations).select(
    db.select({
      protocolId: protocols.id,
      // Typed, or PostgreSQL reads a bare parameter in a select list as text.
      exhibitorId: sql<number>`${exhibitorId}::integer`.as('exhibitor_id'),
      userId: sql<number>`${userId}::integer`.as('user_id'),
      confirmedAt: sql<Date>`now()`.as('confirmed_at'),
    }).from(protocols)
      .where(and(eq(protocols.id, id), or(isNull(protocols.confirmBy), gte(protocols.confirmBy, sql`now()`)))),
  ).onConflictDoNothing();
}

export async function createProtocol(db: Db, input: ProtocolInput): Promise<{ id: number; confirm_by: number | null; published_at: number }> {
  const [row] = await db.insert(protocols).values({
    title: input.title,
    titleEn: input.title_en,
    content: input.content,
    contentEn: input.content_en,
    confirmBy: input.confirm_by ? new Date(input.confirm_by * 1000) : null,
  }).returning({ id: protocols.id, confirmBy: protocols.confirmBy, publishedAt: protocols.publishedAt });
  if (!row) throw new Error('protocol not created');
  return { id: row.id, confirm_by: secondsOrNull(row.confirmBy), published_at: seconds(row.publishedAt) };
}

/**
 * Every agreement as the organiser sees it, newest first: how many exhibitors confirmed it, of how
 * many exhibitors there are now.
 */
export async function listOrganiserProtocols(db: Db, query: { page: number; limit: number }): Promise<{ list: OrganiserProtocol[]; total: number }> {
  const confirmed = db.select({ protocolId: protocolConfirmations.protocolId, confirmed: count().as('confirmed') })
    .from(protocolConfirmations).groupBy(protocolConfirmations.protocolId).as('confirmed');
  const [rows, [total], [exhibitorCount]] = await Promise.all([
    db.select({
      id: protocols.id, title: protocols.title, titleEn: protocols.titleEn, confirmBy: protocols.confirmBy,
      publishedAt: protocols.publishedAt, closed: isClosed, confirmed: confirmed.confirmed,
    }).from(protocols)
      .leftJoin(confirmed, eq(confirmed.protocolId, protocols.id))
      .orderBy(desc(protocols.publishedAt), desc(protocols.id))
      .limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(protocols),
    db.select({ value: count() }).from(exhibitors),
  ]);
  const list = rows.map((row): OrganiserProtocol => ({
    ...toHead(row),
    confirmed: Number(row.confirmed ?? 0),
    exhibitors: exhibitorCount?.value ?? 0,
  }));
  return { list, total: total?.value ?? 0 };
}

/** Deletes an agreement and (by the foreign key) its confirmations; false when there was none. */
export async function deleteProtocol(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(protocols).where(eq(protocols.id, id)).returning({ id: protocols.id });
  return rows.length > 0;
}

export async function protocolExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: protocols.id }).from(protocols).where(eq(protocols.id, id));
  return Boolean(row);
}

/** Every exhibitor's state of one agreement: the confirmed ones first, in the order they confirmed. */
export async function listConfirmations(db: Db, id: number, query: ProtocolListQuery): Promise<{ list: ProtocolConfirmation[]; total: number; confirmed: number }> {
  const joined = and(eq(protocolConfirmations.exhibitorId, exhibitors.id), eq(protocolConfirmations.protocolId, id));
  const where = statusFilter(query.status);
  const [rows, [total], [confirmed]] = await Promise.all([
    db.select({
      exhibitorId: exhibitors.id,
      name: exhibitors.name,
      nameEn: exhibitors.nameEn,
      boothNo: exhibitors.boothNo,
      confirmedAt: protocolConfirmations.confirmedAt,
      confirmedBy: users.name,
    }).from(exhibitors)
      .leftJoin(protocolConfirmations, joined)
      .leftJoin(users, eq(users.id, protocolConfirmations.userId))
      .where(where)
      .orderBy(sql`${protocolConfirmations.confirmedAt} asc nulls last`, asc(exhibitors.id))
      .limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(exhibitors).leftJoin(protocolConfirmations, joined).where(where),
    db.select({ value: count() }).from(protocolConfirmations).where(eq(protocolConfirmations.protocolId, id)),
  ]);
  const list = rows.map((row): ProtocolConfirmation => ({
    exhibitor_id: row.exhibitorId,
    exhibitor_name: row.name,
    exhibitor_name_en: row.nameEn,
    booth_no: row.boothNo,
    confirmed: row.confirmedAt !== null,
    confirmed_at: secondsOrNull(row.confirmedAt),
    confirmed_by: row.confirmedAt ? row.confirmedBy ?? '' : null,
  }));
  return { list, total: total?.value ?? 0, confirmed: confirmed?.value ?? 0 };
}
