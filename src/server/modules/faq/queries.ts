/**
 * FAQ questions and their threads in SQL. Every exhibitor-side statement names the exhibitor in its
 * WHERE, so another exhibitor's id reads and writes nothing; state changes are single conditional
 * UPDATEs (no read-then-write).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FaqCategory, FaqMessage, FaqPicture, FaqQuestion, FaqThread, Flag, OrganiserFaqQuestion } from '../../../shared/faq';
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

/** Newest first; `scope` is one exhibitor, or every exhibitor for the organiser. */
export async function listQuestions(db: Db, scope: { exhibitorId: number } | 'all', query: ListQuery): Promise<{ list: Row[]; total: number }> {
  const conditions: SQL[] = [sql`true`];
  if (scope !== 'all') conditions.push(sql`q.exhibitor_id = ${scope.exhibitorId}`);
  if (query.answered !== undefined) conditions.push(sql`q.answered = ${query.answered}`);
  if (query.solved !== undefined) conditions.push(sql`q.solved = ${query.solved}`);
  const where = sql.join(conditions, sql` and `);
  const [rows, [counted]] = await Promise.all([
    db.execute(sql`select ${QUESTION_COLUMNS}, q.exhibitor_id, e.name as exhibitor_name
      from faq_questions q join exhibitors e on e.id = q.exhibitor_id
      where ${where} order by q.created_at desc, q.id desc
      limit ${query.limit} offset ${(query.page - 1) * query.limit}`).then(rowsOf<Row>),
    db.execute(sql`select count(*)::int as total from faq_questions q where ${where}`).then(rowsOf<{ total: number }>),
  ]);
  return { list: rows, total: Number(counted?.total ?? 0) };
}

export const exhibitorQuestions = async (db: Db, exhibitorId: number, query: ListQuery): Promise<{ list: FaqQuestion[]; total: number }> => {
  const { list, total } = await listQuestions(db, { exhibitorId }, query);
  return { list: list.map(toQuestion), total };
};

export const organiserQuestions = async (db: Db, query: ListQuery): Promise<{ list: OrganiserFaqQuestion[]; total: number }> => {
  const { list, total } = await listQuestions(db, 'all', query);
  return { list: list.map((row) => ({ ...toQuestion(row), exhibitor_id: Number(row.exhibitor_id), exhibitor_name: String(row.exhibitor_name) })), total };
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

export const findAnyThread = (db: Db, id: number): Promise<FaqThread | null> => threadWhere(db, sql`q.id = ${id}`);

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
export async function addAnswer(db: Db, organiserId: number, id: number, content: string): Promise<{ exhibitorId: number } | null> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<Row>(await tx.execute(sql`
      update faq_questions set answered = 1, updated_at = now() where id = ${id} returning exhibitor_id`));
    if (!row) return null;
    await tx.execute(sql`insert into faq_messages (question_id, author, user_id, content)
      values (${id}, 'organiser', ${organiserId}, ${content})`);
    return { exhibitorId: Number(row.exhibitor_id) };
  });
}
