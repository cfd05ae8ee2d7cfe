/**
 * FAQ on the server: asking (validated by schemas/faq-question.json, pictures only the caller's own
 * FAQ uploads), the records and their filters, the organiser's answer with its live 10001, the solved
 * mark, asking again, public share links read with the guest token, and who may do what. Staff's
 * side: the list (what waits first, with when its answer is due), one thread, answers with staff's
 * own pictures (schemas/faq-answer.json) and staff's follow-up mark.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldError } from '../../../../src/shared/codes';
import {
  FAQ_ANSWER_WORKING_DAYS, FAQ_MAX_PICTURES, type FaqPicture, type FaqQuestion, type FaqShareLink, type FaqThread, type OrganiserFaqQuestion,
  type OrganiserFaqThread, type SharedFaq,
} from '../../../../src/shared/faq';
import { addWorkingDays } from '../../../../src/shared/show-time';
import { LiveCode } from '../../../../src/shared/live';
import { exhibitorMembers, uploads, users } from '../../../../src/server/db/schema';
import { objectUrlOf } from '../../../support/object-urls';
import { createTestApp, type TestApp } from '../../../support/test-app';

type Headers = Record<string, string>;

let t: TestApp;
let owner: Headers;
let organiser: Headers;
let stranger: Headers;
let exhibitorId: number;
let otherExhibitorId: number;

const errorsOf = (body: { data: unknown }): FieldError[] => (body.data as { errors: FieldError[] }).errors;
const as = async (account: string, language = 'en'): Promise<Headers> => ({ ...(await t.loginAs(account)), cookie: `language=${language}` });

async function memberOf(email: string): Promise<{ userId: number; exhibitorId: number }> {
  const [row] = await t.database.db.select({ userId: users.id, exhibitorId: exhibitorMembers.exhibitorId }).from(exhibitorMembers)
    .innerJoin(users, eq(users.id, exhibitorMembers.userId)).where(eq(users.email, email));
  return row!;
}

/** An upload as the storage endpoint would have recorded it (staff upload to their own folder). */
async function uploaded(owner: { userId: number; exhibitorId: number | null }, name: string, dir = 'faq-picture'): Promise<FaqPicture> {
  const folder = owner.exhibitorId === null ? `users/${owner.userId}` : `exhibitors/${owner.exhibitorId}`;
  const key = `${folder}/${dir}/${Math.random().toString(36).slice(2)}-${name}`;
  await t.database.db.insert(uploads).values({ key, userId: owner.userId, exhibitorId: owner.exhibitorId, dir, name, mime: 'image/png', size: 2048, width: 40, height: 30 });
  return { key, url: `/api/oss/object/${key}`, name, mime: 'image/png', size: 2048 };
}

const ask = (headers: Headers, payload: Record<string, unknown>) =>
  t.call<FaqQuestion>({ method: 'POST', url: '/api/v4/faq/question', headers, payload });
const records = (headers: Headers, query = '') =>
  t.call<{ list: FaqQuestion[]; total: number }>({ method: 'GET', url: `/api/v4/faq/question${query}`, headers });
const thread = (headers: Headers, id: number) => t.call<FaqThread>({ method: 'GET', url: `/api/v4/faq/question/${id}`, headers });
const answer = (id: number, content = '可以，请在布展前三天通过服务平台申请临时电源。') =>
  t.call<FaqThread>({ method: 'POST', url: `/api/organiser/faq/${id}/answer`, headers: organiser, payload: { content } });
const solve = (headers: Headers, id: number, solved = true) =>
  t.call<FaqThread>({ method: 'POST', url: `/api/v4/faq/question/${id}/solved`, headers, payload: { solved } });
const followUp = (headers: Headers, id: number, payload: Record<string, unknown>) =>
  t.call<FaqThread>({ method: 'POST', url: `/api/v4/faq/question/${id}/follow-up`, headers, payload });
const share = (headers: Headers, id: number) => t.call<FaqShareLink>({ method: 'POST', url: `/api/v4/faq/question/${id}/share`, headers });
const readShared = (token: string, headers: Headers = {}) => t.call<SharedFaq>({ method: 'GET', url: `/api/v4/faq/share/${token}`, headers });

const QUESTION = '我们的特装展位需要额外两路 220V 电源，请问如何申请？';

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.update(users).set({ mustBindContact: false }).where(eq(users.email, 'newbie@demo.test'));
  owner = await as('exhibitor@demo.test');
  organiser = await as('organiser@demo.test');
  stranger = await as('newbie@demo.test');
  exhibitorId = (await memberOf('exhibitor@demo.test')).exhibitorId;
  otherExhibitorId = (await memberOf('newbie@demo.test')).exhibitorId;
});
afterAll(async () => { await t.close(); });

describe('asking', () => {
  it('stores a valid question with the caller\'s own picture, unanswered and unsolved', async () => {
    const picture = await uploaded(await memberOf('exhibitor@demo.test'), 'booth.png');
    const { body } = await ask(owner, { category: 'booth_build', content: QUESTION, pictures: [{ ...picture, url: 'https://evil.example/x.png' }] });
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ category: 'booth_build', content: QUESTION, answered: 0, solved: 0, message_count: 1 });
    // The stored reference is ours, not what the client claimed.
    expect(body.data.pictures).toEqual([{ key: picture.key, url: objectUrlOf(picture.key), name: 'booth.png', mime: 'image/png', size: 2048, width: 40, height: 30 }]);
    expect(body.data.created_at).toBeGreaterThan(1_700_000_000);
    expect(body.data.created_at).toBeLessThan(10_000_000_000);
  });

  it('refuses invalid fields, naming each, in the caller\'s language', async () => {
    const en = await ask(owner, { category: 'catering', content: 'short' });
    expect(en.status).toBe(400);
    expect(en.body.code).toBe(1000);
    const fields = errorsOf(en.body).map((error) => error.field).sort();
    expect(fields).toEqual(['category', 'content']);
    expect(errorsOf(en.body).find((error) => error.field === 'content')!.message).toContain('at least 10 characters');
    const zh = await ask(await as('exhibitor@demo.test', 'zh'), { content: QUESTION });
    expect(zh.status).toBe(400);
    expect(errorsOf(zh.body)).toEqual([expect.objectContaining({ field: 'category', message: expect.stringContaining('请选择问题分类') })]);
  });

  it(`refuses more than ${FAQ_MAX_PICTURES} pictures`, async () => {
    const me = await memberOf('exhibitor@demo.test');
    const pictures = await Promise.all(Array.from({ length: FAQ_MAX_PICTURES + 1 }, (_, i) => uploaded(me, `p${i}.png`)));
    const { status, body } = await ask(owner, { category: 'other', content: QUESTION, pictures });
    expect(status).toBe(400);
    expect(errorsOf(body).map((error) => error.field)).toContain('pictures');
  });

  it("refuses someone else's upload, and one of the caller's own that the pictures rule does not allow", async () => {
    const theirs = await uploaded(await memberOf('newbie@demo.test'), 'theirs.png');
    const refused = await ask(owner, { category: 'other', content: QUESTION, pictures: [theirs] });
    expect(refused.status).toBe(400);
    expect(errorsOf(refused.body)[0]).toMatchObject({ field: 'pictures' });
    expect(refused.body.message).toBe('Pictures: this file was not uploaded by your company; please upload it again');
    const me = await memberOf('exhibitor@demo.test');
    const plan = { key: `exhibitors/${me.exhibitorId}/report-attachment/plan.pdf`, url: `/api/oss/object/exhibitors/${me.exhibitorId}/report-attachment/plan.pdf`, name: 'plan.png', mime: 'image/png', size: 2048 };
    // Measured a PDF at upload, whatever the body calls it.
    await t.database.db.insert(uploads).values({ ...plan, userId: me.userId, exhibitorId: me.exhibitorId, dir: 'report-attachment', mime: 'application/pdf' });
    const pdf = await ask(owner, { category: 'other', content: QUESTION, pictures: [plan] });
    expect([pdf.status, errorsOf(pdf.body)]).toEqual([400, [{ field: 'pictures', message: 'Pictures: this file type is not accepted; use JPEG, PNG' }]]);
  });
});

describe('records, answers and states', () => {
  let first: number;
  let second: number;
  beforeAll(async () => {
    first = (await ask(owner, { category: 'tickets', content: 'How many exhibitor badges come with our booth?' })).body.data.id;
    second = (await ask(owner, { category: 'invoice', content: 'When will the invoice for the booth fee be issued?' })).body.data.id;
  });

  it('lists the caller\'s questions newest first, with paging', async () => {
    const { body } = await records(owner, '?limit=2');
    expect(body.code).toBe(1);
    expect(body.data.list.map((q) => q.id)).toEqual([second, first]);
    expect(body.data.total).toBe(3);
    const page2 = await records(owner, '?limit=2&page=2');
    expect(page2.body.data.list).toHaveLength(1);
  });

  it('answers: the question is answered, the thread holds the answer, and a live 10001 is stored for the exhibitor', async () => {
    const before = Date.now();
    const { body } = await answer(first);
    expect(body.code).toBe(1);
    expect(body.data.answered).toBe(1);
    expect(body.data.messages).toEqual([expect.objectContaining({ author: 'organiser', content: expect.stringContaining('临时电源') })]);
    const mine = await thread(owner, first);
    expect(mine.body.data).toMatchObject({ answered: 1, solved: 0, message_count: 2 });
    const events = (await t.database.db.execute(sql`select code, data, user_id, exhibitor_id from live_events
      where code = ${LiveCode.NEW_MESSAGE} and created_at >= to_timestamp(${Math.floor(before / 1000) - 1})`) as unknown as { rows: { code: number; data: unknown; user_id: number | null; exhibitor_id: number | null }[] }).rows;
    expect(events).toEqual([{ code: LiveCode.NEW_MESSAGE, data: { question_id: first }, user_id: null, exhibitor_id: exhibitorId }]);
  });

  it('filters by answered and solved', async () => {
    expect((await records(owner, '?answered=1')).body.data.list.map((q) => q.id)).toEqual([first]);
    expect((await records(owner, '?answered=0')).body.data.list.map((q) => q.id)).not.toContain(first);
    expect((await records(owner, '?solved=1')).body.data.total).toBe(0);
    expect((await records(owner, '?answered=2')).status).toBe(400);
  });

  it('marks solved only when answered', async () => {
    const refused = await solve(owner, second);
    expect(refused.body.code).toBe(2010);
    expect(refused.body.message).toBe('The organiser has not answered yet, so it cannot be marked solved');
    const done = await solve(owner, first);
    expect(done.body.code).toBe(1);
    expect(done.body.data).toMatchObject({ answered: 1, solved: 1 });
    expect((await records(owner, '?solved=1&answered=1')).body.data.list.map((q) => q.id)).toEqual([first]);
    expect((await solve(owner, first, false)).body.data.solved).toBe(0);
    await solve(owner, first);
  });

  it('asking again makes the question unanswered and unsolved, with the follow-up in the thread', async () => {
    const picture = await uploaded(await memberOf('exhibitor@demo.test'), 'badge.png');
    const { body } = await followUp(owner, first, { content: '谢谢！那么布展证也包含在内吗？', pictures: [picture] });
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ answered: 0, solved: 0, message_count: 3 });
    expect(body.data.messages.map((m) => m.author)).toEqual(['organiser', 'exhibitor']);
    expect(body.data.messages[1]!.pictures[0]!.key).toBe(picture.key);
    const short = await followUp(owner, first, { content: 'ok' });
    expect(short.status).toBe(400);
    expect(errorsOf(short.body)[0]!.field).toBe('content');
  });

  it('lets the organiser list every question, filtered by answered', async () => {
    const { body } = await t.call<{ list: OrganiserFaqQuestion[]; total: number }>({ method: 'GET', url: '/api/organiser/faq?answered=0', headers: organiser });
    expect(body.code).toBe(1);
    expect(body.data.list.every((q) => q.answered === 0)).toBe(true);
    expect(body.data.list[0]).toMatchObject({ exhibitor_id: exhibitorId, exhibitor_name: expect.any(String) });
    expect((await t.call({ method: 'GET', url: '/api/organiser/faq', headers: owner })).status).toBe(403);
    expect((await t.call({ method: 'POST', url: `/api/organiser/faq/${second}/answer`, headers: owner, payload: { content: 'mine' } })).status).toBe(403);
    expect((await answer(999_999)).body.code).toBe(1004);
  });
});

describe('share links', () => {
  let id: number;
  beforeAll(async () => {
    id = (await ask(owner, { category: 'materials', content: 'Where do we upload the catalogue logo files?' })).body.data.id;
    await answer(id, 'Exhibition materials → Catalogue, as PSD or AI.');
  });

  it('shares a question: anyone with a guest token reads it, without personal data', async () => {
    const { body } = await share(owner, id);
    expect(body.code).toBe(1);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.url).toMatch(new RegExp(`/faqShare\\?token=${body.data.token}$`));
    const guest = (await t.call<{ jwt: string }>({ method: 'POST', url: '/api/v2/login/guest' })).body.data.jwt;
    const read = await readShared(body.data.token, { authorization: `Bearer ${guest}` });
    expect(read.body.code).toBe(1);
    expect(read.body.data).toMatchObject({ category: 'materials', content: 'Where do we upload the catalogue logo files?', answered: 1 });
    expect(read.body.data.messages.map((m) => m.author)).toEqual(['organiser']);
    const text = JSON.stringify(read.body.data);
    for (const personal of ['李明', '13800000001', 'exhibitor@demo.test', 'user_id', 'exhibitor_id', 'share_token']) expect(text).not.toContain(personal);
    // A session token does as well.
    expect((await readShared(body.data.token, owner)).body.code).toBe(1);
  });

  it('refuses a read without any token (401), and answers an unknown or replaced token 404, translated', async () => {
    const { body } = await share(owner, id);
    const none = await readShared(body.data.token);
    expect(none.status).toBe(401);
    const guest = { authorization: `Bearer ${(await t.call<{ jwt: string }>({ method: 'POST', url: '/api/v2/login/guest' })).body.data.jwt}` };
    const unknown = await readShared('x'.repeat(43), { ...guest, cookie: 'language=zh' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('分享链接无效或已被替换');
    const newer = await share(owner, id);
    expect((await readShared(body.data.token, guest)).status).toBe(404);
    expect((await readShared(newer.body.data.token, guest)).body.code).toBe(1);
  });
});

describe('who may', () => {
  let mine: number;
  let theirs: number;
  beforeAll(async () => {
    mine = (await ask(owner, { category: 'other', content: 'A question only our company should see.' })).body.data.id;
    theirs = (await ask(stranger, { category: 'other', content: 'A question only the rookie studio should see.' })).body.data.id;
    await answer(theirs);
  });

  it("answers another exhibitor's ids as not found, everywhere, and changes nothing", async () => {
    expect((await records(stranger)).body.data.list.map((q) => q.id)).toEqual([theirs]);
    expect((await records(owner)).body.data.list.map((q) => q.id)).not.toContain(theirs);
    const attempts = [
      await thread(owner, theirs),
      await solve(owner, theirs),
      await followUp(owner, theirs, { content: 'Trying to write into their thread.' }),
      await share(owner, theirs),
      await thread(stranger, mine),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(404);
      expect(attempt.body.code).toBe(1004);
    }
    const after = await thread(stranger, theirs);
    expect(after.body.data).toMatchObject({ answered: 1, solved: 0, message_count: 2 });
    expect(otherExhibitorId).not.toBe(exhibitorId);
  });

  it('refuses a sub-account without the FAQ authority (4), HTTP 403', async () => {
    const sub2 = await as('sub2@demo.test');
    for (const attempt of [await records(sub2), await thread(sub2, mine), await ask(sub2, { category: 'other', content: QUESTION }), await share(sub2, mine)]) {
      expect(attempt.status).toBe(403);
      expect(attempt.body.code).toBe(1003);
    }
  });

  it('refuses every exhibitor endpoint without a session, and a guest token is not a session', async () => {
    const guest = { authorization: `Bearer ${(await t.call<{ jwt: string }>({ method: 'POST', url: '/api/v2/login/guest' })).body.data.jwt}` };
    expect((await records({})).status).toBe(401);
    expect((await records(guest)).status).toBe(401);
    expect((await ask(guest, { category: 'other', content: QUESTION })).status).toBe(401);
  });
});

describe("staff's side", () => {
  type Page = { list: OrganiserFaqQuestion[]; total: number };
  const staffList = (query = '') => t.call<Page>({ method: 'GET', url: `/api/organiser/faq${query}`, headers: organiser });
  const staffThread = (id: number, headers = organiser) => t.call<OrganiserFaqThread>({ method: 'GET', url: `/api/organiser/faq/${id}`, headers });
  const staffAnswer = (id: number, payload: Record<string, unknown>, headers = organiser) =>
    t.call<OrganiserFaqThread>({ method: 'POST', url: `/api/organiser/faq/${id}/answer`, headers, payload });
  const flag = (id: number, needs: unknown, headers = organiser) =>
    t.call<OrganiserFaqThread>({ method: 'POST', url: `/api/organiser/faq/${id}/needs-follow-up`, headers, payload: { needs_follow_up: needs } });
  const staffMember = async () => {
    const [row] = await t.database.db.select({ userId: users.id }).from(users).where(eq(users.email, 'organiser@demo.test'));
    return { userId: row!.userId, exhibitorId: null };
  };
  let waiting: number;
  let later: number;
  beforeAll(async () => {
    waiting = (await ask(owner, { category: 'booth_build', content: 'Can we hang a banner above our booth at 6 m?' })).body.data.id;
    later = (await ask(stranger, { category: 'tickets', content: 'Can our badges be collected on the build-up day?' })).body.data.id;
    // Waiting for three days, from a fixed moment: its promise is five working days later.
    await t.database.db.execute(sql`update faq_questions set updated_at = to_timestamp(1789000000) where id = ${waiting}`);
  });

  it('lists what waits first, longest waiting first, with the exhibitor and when the answer is due; then the answered', async () => {
    const { body } = await staffList('?limit=100');
    expect(body.code).toBe(1);
    const answeredAt = body.data.list.findIndex((q) => q.answered === 1);
    expect(body.data.list.slice(0, answeredAt).every((q) => q.answered === 0)).toBe(true);
    expect(body.data.list.slice(answeredAt).every((q) => q.answered === 1)).toBe(true);
    const waits = body.data.list.slice(0, answeredAt).map((q) => q.waiting_since!);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(body.data.list[0]).toMatchObject({
      id: waiting, exhibitor_id: exhibitorId, exhibitor_name: expect.any(String), exhibitor_name_en: expect.any(String), needs_follow_up: 0,
      waiting_since: 1789000000, due_at: addWorkingDays(1789000000, FAQ_ANSWER_WORKING_DAYS, 'Asia/Shanghai'),
    });
    const answered = body.data.list[answeredAt]!;
    expect([answered.waiting_since, answered.due_at]).toEqual([null, null]);
    const updates = body.data.list.slice(answeredAt).map((q) => q.updated_at);
    expect(updates).toEqual([...updates].sort((a, b) => b - a));
    expect((await staffList(`?exhibitor_id=${otherExhibitorId}&limit=100`)).body.data.list.every((q) => q.exhibitor_id === otherExhibitorId)).toBe(true);
    expect((await staffList('?exhibitor_id=0')).status).toBe(400);
  });

  it('reads one thread with what staff see of it', async () => {
    const { body } = await staffThread(later);
    expect(body.data).toMatchObject({ id: later, content: 'Can our badges be collected on the build-up day?', exhibitor_id: otherExhibitorId, needs_follow_up: 0, messages: [] });
    expect(body.data.due_at).toBeGreaterThan(body.data.waiting_since!);
    expect((await staffThread(999_999)).body.code).toBe(1004);
  });

  it("answers with text and staff's own picture; the exhibitor reads both and hears 10001", async () => {
    const picture = await uploaded(await staffMember(), 'badge-desk.png');
    const { body } = await staffAnswer(waiting, { content: '  Up to 6 m is fine; send the rigging plan first.  ', pictures: [{ ...picture, name: 'evil.png', url: 'https://evil.example/x.png' }] });
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ answered: 1, waiting_since: null, due_at: null });
    const [message] = body.data.messages;
    expect(message).toMatchObject({ author: 'organiser', content: 'Up to 6 m is fine; send the rigging plan first.' });
    expect(message!.pictures).toEqual([{ key: picture.key, url: objectUrlOf(picture.key), name: 'badge-desk.png', mime: 'image/png', size: 2048, width: 40, height: 30 }]);
    const mine = await thread(owner, waiting);
    expect(mine.body.data.messages[0]!.pictures.map((p) => p.key)).toEqual([picture.key]);
    expect(JSON.stringify(mine.body.data)).not.toContain('needs_follow_up');
    const [event] = (await t.database.db.execute(sql`select data from live_events where code = ${LiveCode.NEW_MESSAGE} order by id desc limit 1`) as unknown as { rows: { data: unknown }[] }).rows;
    expect(event!.data).toEqual({ question_id: waiting });
  });

  it("refuses an answer without text, an exhibitor's upload, a file the pictures rule does not allow, and too many pictures", async () => {
    const empty = await staffAnswer(later, { content: '   ' });
    expect([empty.status, errorsOf(empty.body).map((e) => e.field)]).toEqual([400, ['content']]);
    expect(errorsOf(empty.body)[0]!.message).toBe('Please write the answer');
    const theirs = await uploaded(await memberOf('newbie@demo.test'), 'theirs.png');
    const notOurs = await staffAnswer(later, { content: 'See the picture.', pictures: [theirs] });
    expect([notOurs.status, errorsOf(notOurs.body)[0]!.field]).toEqual([400, 'pictures']);
    const staff = await staffMember();
    const pdfKey = `users/${staff.userId}/general/plan.pdf`;
    const pdf = { key: pdfKey, url: `/api/oss/object/${pdfKey}`, name: 'plan.png', mime: 'image/png', size: 2048 };
    await t.database.db.insert(uploads).values({ ...pdf, userId: staff.userId, exhibitorId: null, dir: 'general', mime: 'application/pdf' });
    const refused = await staffAnswer(later, { content: 'See the plan.', pictures: [pdf] });
    expect([refused.status, errorsOf(refused.body)]).toEqual([400, [{ field: 'pictures', message: 'Pictures: this file type is not accepted; use JPEG, PNG' }]]);
    const many = await Promise.all(Array.from({ length: FAQ_MAX_PICTURES + 1 }, (_, i) => uploaded(staff, `p${i}.png`)));
    expect((await staffAnswer(later, { content: 'Many pictures.', pictures: many })).status).toBe(400);
    // Nothing of it reached the thread.
    expect((await staffThread(later)).body.data).toMatchObject({ answered: 0, messages: [] });
    expect((await staffAnswer(999_999, { content: 'Nobody asked.' })).body.code).toBe(1004);
  });

  it("sets and clears staff's follow-up mark, filterable, without moving when the answer is due", async () => {
    const before = (await staffThread(later)).body.data;
    const set = await flag(later, true);
    expect(set.body.code).toBe(1);
    expect(set.body.data).toMatchObject({ needs_follow_up: 1, waiting_since: before.waiting_since, due_at: before.due_at, updated_at: before.updated_at });
    expect((await staffList('?needs_follow_up=1&limit=100')).body.data.list.map((q) => q.id)).toEqual([later]);
    expect((await staffList('?needs_follow_up=0&limit=100')).body.data.list.map((q) => q.id)).not.toContain(later);
    // The exhibitor sees nothing of it.
    expect(JSON.stringify((await thread(stranger, later)).body.data)).not.toContain('follow_up');
    expect((await flag(later, false)).body.data.needs_follow_up).toBe(0);
    expect((await staffList('?needs_follow_up=1')).body.data.total).toBe(0);
    expect((await flag(later, 'yes')).status).toBe(400);
    expect((await flag(999_999, true)).body.code).toBe(1004);
  });

  it('keeps all of it to staff', async () => {
    for (const headers of [owner, stranger]) {
      expect((await staffThread(later, headers)).status).toBe(403);
      expect((await flag(later, true, headers)).status).toBe(403);
      expect((await staffAnswer(later, { content: 'Answering myself.' }, headers)).status).toBe(403);
    }
    expect((await staffThread(later)).body.data.needs_follow_up).toBe(0);
  });
});
