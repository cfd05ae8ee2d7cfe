/**
 * FAQ questions and their threads in SQL. Every exhibitor-side statement names the exhibitor in its
 * WHERE, so another exhibitor's id reads and writes nothing; state changes are single conditional
 * UPDATEs (no read-then-write).
 */
import { sql, type SQL } from 'drizzle-orm';
import { FAQ_ANSWER_WORKING_DAYS, type FaqCategory, type FaqMessage, type FaqPicture, type FaqQuestion, type FaqThread, type Flag, type OrganiserFaqFields, type OrganiserFaqQuestion, type OrganiserFaqThread } from '../../../shared/faq';
import { addWorkingDays } from '../../../shared/show-time';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/results';
import type { ListQuery } from './schemas';

type Row = Record<string, unknown>;

const QUESTION_COLUMNS = sql`q.id, q.category, q.content, q.pictures, q.answered, q.solved,
  (select count(*) from faq_messages m where m.question_id = q.id)::int + 1 as message_count,
  extract(epoch from q.created_at)::bigint as created_at, extract(epoch from q.updated_at)::bigint as updated_at`;

const toQuestion = (row: Row): FaqQuestion => ({
  id: Number(row.id),
  category: String(row.category) as FaqCategory,
  content: String(row.content),
  pictures: (row.pictures ?? []) as FaqPicture[],
  answered: Number(row.answered) as Flag,
  solved: Number(row.solved) as Flag,
  message_count: Number(row.message_count),
  created_at: Number(row.created_at),
  updated_at: Number(row.updated_at),
});

const toMessage = (row: Row): FaqMessage => ({
  id: Number(row.id),
  author: row.author === 'organiser' ? 'organiser' : 'exhibitor',
  content: String(row.content),
  pictures: (row.pictures ?? []) as FaqPicture[],
  created_at: Number(row.created_at),
});

const json = (value: unknown): SQL => sql`${JSON.stringify(value)}::jsonb`;

export async function insertQuestion(db: Db, owner: { exhibitorId: number; userId: number }, input: { category: string; content: string; pictures: FaqPicture[] }): Promise<FaqQuestion> {
  const [row] = rowsOf<Row>(await db.execute(sql`
    insert into faq_questions as q (exhibitor_id, user_id, category, content, pictures)
    values (${owner.exhibitorId}, ${owner.userId}, ${input.category}, ${input.content}, ${json(input.pictures)})
    returning ${QUESTION_COLUMNS}`));
  return toQuestion(row!);
}

/** What staff read besides the exhibitor's view of a question (joined with its exhibitor `e`). */
const ORGANISER_COLUMNS = sql`q.exhibitor_id, e.name as exhibitor_name, coalesce(nullif(e.name_en, ''), e.name) as exhibitor_name_en, q.needs_follow_up`;

/** The exhibitor's newest first; staff see what waits first (longest waiting first), then the answered, latest first. */
const EXHIBITOR_ORDER = sql`q.created_at desc, q.id desc`;
const ORGANISER_ORDER = sql`q.answered, case when q.answered = 0 then q.updated_at end asc, q.updated_at desc, q.id desc`;

/** `scope` is one exhibitor, or every exhibitor for the organiser. */
export async function listQuestions(db: Db, scope: { exhibitorId: number } | 'all', query: ListQuery): Promise<{ list: Row[]; total: number }> {
  const conditions: SQL[] = [sql`true`];
  if (scope !== 'all') conditions.push(sql`q.exhibitor_id = ${scope.exhibitorId}`);
  if (query.answered !== undefined) conditions.push(sql`q.answered = ${query.answered}`);
  if (query.solved !== undefined) conditions.push(sql`q.solved = ${query.solved}`);
  if (query.needs_follow_up !== undefined) conditions.push(sql`q.needs_follow_up = ${query.needs_follow_up}`);
  if (query.exhibitor_id !== undefined) conditions.push(sql`q.exhibitor_id = ${query.exhibitor_id}`);
  const where = sql.join(conditions, sql` and `);
  const [rows, [counted]] = await Promise.all([
    db.execute(sql`select ${QUESTION_COLUMNS}, ${ORGANISER_COLUMNS}
      from faq_questions q join exhibitors e on e.id = q.exhibitor_id
      where ${where} order by ${scope === 'all' ? ORGANISER_ORDER : EXHIBITOR_ORDER}
      limit ${query.limit} offset ${(query.page - 1) * query.limit}`).then(rowsOf<Row>),
    db.execute(sql`select count(*)::int as total from faq_questions q where ${where}`).then(rowsOf<{ total: number }>),
  ]);
  return { list: rows, total: Number(counted?.total ?? 0) };
}

export const exhibitorQuestions = async (db: Db, exhibitorId: number, query: ListQuery): Promise<{ list: FaqQuestion[]; total: number }> => {
  const { list, total } = await listQuestions(db, { exhibitorId }, query);
  return { list: list.map(toQuestion), total };
};

/** Staff's fields of a row read with ORGANISER_COLUMNS; an unanswered question waits since its last exhibitor word. */
function organiserFields(row: Row, timeZone: string): OrganiserFaqFields {
  const waiting = Number(row.answered) === 0 ? Number(row.updated_at) : null;
  return {
    exhibitor_id: Number(row.exhibitor_id),
    exhibitor_name: String(row.exhibitor_name),
    exhibitor_name_en: String(row.exhibitor_name_en),
    needs_follow_up: Number(row.needs_follow_up) as Flag,
    waiting_since: waiting,
    due_at: waiting === null ? null : addWorkingDays(waiting, FAQ_ANSWER_WORKING_DAYS, timeZone),
  };
}

export const organiserQuestions = async (db: Db, query: ListQuery, timeZone: string): Promise<{ list: OrganiserFaqQuestion[]; total: number }> => {
  const { list, total } = await listQuestions(db, 'all', query);
  return { list: list.map((row) => ({ ...toQuestion(row), ...organiserFields(row, timeZone) })), total };
};

async function messagesOf(db: Db, questionId: number): Promise<FaqMessage[]> {
  const rows = rowsOf<Row>(await db.execute(sql`
    select id, author, content, pictures, extract(epoch from created_at)::bigint as created_at
    from faq_messages where question_id = ${questionId} order by id`));
  return rows.map(toMessage);
}

/** `where` picks the question: by id within an exhibitor, by id for the organiser, or by share token. */
async function threadWhere(db: Db, where: SQL): Promise<FaqThread | null> {
  const [row] = rowsOf<Row>(await db.execute(sql`select ${QUESTION_COLUMNS} from faq_questions q where ${where}`));
  if (!row) return null;
  const question = toQuestion(row);
  return { ...question, messages: await messagesOf(db, question.id) };
}

export const findThread = (db: Db, exhibitorId: number, id: number): Promise<FaqThread | null> =>
  threadWhere(db, sql`q.id = ${id} and q.exhibitor_id = ${exhibitorId}`);

/** Any exhibitor's question with what staff see of it. */
export async function findOrganiserThread(db: Db, id: number, timeZone: string): Promise<OrganiserFaqThread | null> {
  const [row] = rowsOf<Row>(await db.execute(sql`select ${QUESTION_COLUMNS}, ${ORGANISER_COLUMNS}
    from faq_questions q join exhibitors e on e.id = q.exhibitor_id where q.id = ${id}`));
  if (!row) return null;
  return { ...toQuestion(row), ...organiserFields(row, timeZone), messages: await messagesOf(db, Number(row.id)) };
}

export const findSharedThread = (db: Db, tokenHash: string): Promise<FaqThread | null> =>
  threadWhere(db, sql`q.share_token_hash = ${tokenHash}`);

/** Asking again: the question waits for the organiser once more. False when it is not the exhibitor's. */
export async function addFollowUp(db: Db, owner: { exhibitorId: number; userId: number }, id: number, input: { content: string; pictures: FaqPicture[] }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<Row>(await tx.execute(sql`
      update faq_questions set answered = 0, solved = 0, updated_at = now()
      where id = ${id} and exhibitor_id = ${owner.exhibitorId} returning id`));
    if (!row) return false;
    await tx.execute(sql`insert into faq_messages (question_id, author, user_id, content, pictures)
      values (${id}, 'exhibitor', ${owner.userId}, ${input.content}, ${json(input.pictures)})`);
    return true;
  });
}

/**
 * Marks the answer solved or not. The answered condition sits in the UPDATE itself, so a follow-up
 * racing with it cannot leave an unanswered question marked solved.
 */
export async function setSolved(db: Db, exhibitorId: number, id: number, solved: boolean): Promise<'done' | 'missing' | 'unanswered'> {
  const [row] = rowsOf<Row>(await db.execute(sql`
    update faq_questions set solved = ${solved ? 1 : 0}, updated_at = now()
    where id = ${id} and exhibitor_id = ${exhibitorId} and answered = 1 returning id`));
  if (row) return 'done';
  const [exists] = rowsOf<Row>(await db.execute(sql`select 1 as one from faq_questions where id = ${id} and exhibitor_id = ${exhibitorId}`));
  return exists ? 'unanswered' : 'missing';
}

/** Replaces the question's share token; false when it is not the exhibitor's. */
export async function setShareToken(db: Db, exhibitorId: number, id: number, tokenHash: string): Promise<boolean> {
  const [row] = rowsOf<Row>(await db.execute(sql`
    update faq_questions set share_token_hash = ${tokenHash} where id = ${id} and exhibitor_id = ${exhibitorId} returning id`));
  return Boolean(row);
}

/** The organiser's answer: the message and the answered state in one transaction. Null when no such question. */
export async function addAnswer(db: Db, organiserId: number, id: number, input: { content: string; pictures: FaqPicture[] }): Promise<{ exhibitorId: number } | null> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<Row>(await tx.execute(sql`
      update faq_questions set answered = 1, updated_at = now() where id = ${id} returning exhibitor_id`));
    if (!row) return null;
    await tx.execute(sql`insert into faq_messages (question_id, author, user_id, content, pictures)
      values (${id}, 'organiser', ${organiserId}, ${input.content}, ${json(input.pictures)})`);
    return { exhibitorId: Number(row.exhibitor_id) };
  });
}

/**
 * Staff's follow-up mark, set or cleared. It leaves updated_at alone: that is when the question
 * started waiting, which the answer's promise counts from. False when no such question.
 */
export async function setNeedsFollowUp(db: Db, id: number, needsFollowUp: boolean): Promise<boolean> {
  const [row] = rowsOf<Row>(await db.execute(sql`
    update faq_questions set needs_follow_up = ${needsFollowUp ? 1 : 0} where id = ${id} returning id`));
  return Boolean(row);
}
