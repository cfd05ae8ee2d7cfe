/**
 * Pre-show agreements on the server: the exhibitor's list, detail and confirmation (once per
 * exhibitor, by the confirm-by date), and the organiser's publishing and confirmation list.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListData, OrganiserProtocol, ProtocolConfirmation, ProtocolDetail, ProtocolSummary } from '../../../../src/shared/api';
import type { FieldError } from '../../../../src/shared/codes';
import { Authority } from '../../../../src/shared/authorities';
import { exhibitorMembers, protocols, users } from '../../../../src/server/db/schema';
import { createTokens } from '../../../../src/server/http/tokens';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.update(users).set({ mustBindContact: false }).where(eq(users.email, 'newbie@demo.test'));
});
afterAll(async () => { await t.close(); });

type Headers = Record<string, string>;
const as = async (account: string, language = 'en'): Promise<Headers> => ({ ...(await t.loginAs(account)), cookie: `language=${language}` });
const now = (): number => Math.floor(Date.now() / 1000);
/** The show's clock (UTC+8) to the minute, as the server names deadlines. */
const showTime = (seconds: number): string => new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 16).replace('T', ' ');

const list = async (headers: Headers, query = '') =>
  (await t.call<ListData<ProtocolSummary>>({ method: 'GET', url: `/api/v4/exhibitor/protocol${query}`, headers })).body;
const detail = (headers: Headers, id: number | string) => t.call<ProtocolDetail>({ method: 'GET', url: `/api/v4/exhibitor/protocol/${id}`, headers });
const confirm = (headers: Headers, id: number | string, payload: unknown = { agreed: true }) =>
  t.call<ProtocolDetail>({ method: 'POST', url: `/api/v4/exhibitor/protocol/${id}/confirm`, headers, payload: payload as Record<string, unknown> });
const publish = (headers: Headers, payload: Record<string, unknown>) =>
  t.call<ProtocolDetail>({ method: 'POST', url: '/api/organiser/protocols', headers, payload });
const confirmations = (headers: Headers, id: number, query = '') =>
  t.call<{ list: ProtocolConfirmation[]; total: number; confirmed: number }>({ method: 'GET', url: `/api/organiser/protocols/${id}/confirmations${query}`, headers });

const staffList = (headers: Headers, query = '') =>
  t.call<ListData<OrganiserProtocol>>({ method: 'GET', url: `/api/organiser/protocols${query}`, headers });
const withdraw = (headers: Headers, id: number) => t.call<null>({ method: 'DELETE', url: `/api/organiser/protocols/${id}`, headers });

const agreement = (title: string, confirmBy?: number | null) => ({
  title: `${title}（中文）`,
  title_en: title,
  content: '第一段。\n\n第二段。',
  content_en: 'First paragraph.\n\nSecond paragraph.',
  ...(confirmBy !== undefined ? { confirm_by: confirmBy } : {}),
});

/** Ids of the seeded agreements by English title. */
let seeded: Record<string, number>;
beforeAll(async () => {
  const rows = await t.database.db.select({ id: protocols.id, titleEn: protocols.titleEn }).from(protocols);
  seeded = Object.fromEntries(rows.map((row) => [row.titleEn, row.id]));
});

describe('the exhibitor reads the agreements', () => {
  it('lists the seeded agreements by urgency, the nearest deadline first, each still to be confirmed, with paging and a status filter', async () => {
    const headers = await as('exhibitor@demo.test');
    const body = await list(headers);
    expect(body.code).toBe(1);
    expect(body.data.total).toBe(3);
    expect(body.data.list.map((p) => p.title_en)).toEqual(['Booth construction and safety agreement', 'Exhibitor code of conduct', 'Data protection terms for ticket holders']);
    expect(body.data.list[0]).toEqual({
      id: seeded['Booth construction and safety agreement'],
      title: '展位搭建与安全责任协议',
      title_en: 'Booth construction and safety agreement',
      confirm_by: Date.UTC(2027, 5, 30, 15, 59, 59) / 1000,
      published_at: Date.UTC(2026, 9, 10, 2) / 1000,
      closed: false,
      confirmed: false,
      confirmed_at: null,
      confirmed_by: null,
    });
    expect(body.data.list[2]?.confirm_by).toBeNull();
    const page2 = await list(headers, '?limit=2&page=2');
    expect([page2.data.total, page2.data.list.map((p) => p.title_en)]).toEqual([3, ['Data protection terms for ticket holders']]);
    expect((await list(headers, '?status=pending')).data.total).toBe(3);
    expect((await list(headers, '?status=confirmed')).data.total).toBe(0);
  });

  it('gives one agreement with its text in both languages, paragraphs intact', async () => {
    const { body } = await detail(await as('exhibitor@demo.test'), seeded['Exhibitor code of conduct']!);
    expect(body.code).toBe(1);
    expect(body.data.title).toBe('参展商行为准则');
    expect(body.data.content.split('\n\n').length).toBeGreaterThan(3);
    expect(body.data.content_en).toContain('\n\n2. Noise and stage events.');
    expect(body.data).toMatchObject({ confirmed: false, confirmed_by: null, closed: false });
  });

  it('answers an unknown agreement 404 and a malformed id 400 naming the field', async () => {
    const headers = await as('exhibitor@demo.test');
    const missing = await detail(headers, 999_999);
    expect([missing.status, missing.body.code, missing.body.message]).toEqual([404, 1004, 'This agreement does not exist']);
    expect((await confirm(headers, 999_999)).body.code).toBe(1004);
    const bad = await detail(headers, 'abc');
    expect(bad.status).toBe(400);
    expect((bad.body.data as unknown as { errors: FieldError[] }).errors[0]).toEqual({ field: 'id', message: 'Agreement ID must be of type whole number' });
    const badStatus = await t.call<{ errors: FieldError[] }>({ method: 'GET', url: '/api/v4/exhibitor/protocol?status=done', headers });
    expect([badStatus.status, badStatus.body.data.errors[0]?.field]).toEqual([400, 'status']);
    expect(badStatus.body.message).toBe('Confirmation status must be one of: confirmed, pending');
  });
});

describe('confirming an agreement', () => {
  it('refuses a body whose agreed is missing, false, not a boolean or comes with other fields, naming the field', async () => {
    const id = seeded['Booth construction and safety agreement']!;
    for (const [language, message] of [
      ['en', 'Agreement consent: tick “I have read and agree” before confirming'],
      ['zh', '同意协议：请先勾选“我已阅读并同意”再确认'],
    ] as const) {
      const headers = await as('exhibitor@demo.test', language);
      for (const payload of [{}, { agreed: false }, { agreed: 'true' }, { agreed: 1 }]) {
        const { status, body } = await confirm(headers, id, payload);
        expect([JSON.stringify(payload), status, body.code, body.message]).toEqual([JSON.stringify(payload), 400, 1000, message]);
        expect((body.data as unknown as { errors: FieldError[] }).errors).toEqual([{ field: 'agreed', message }]);
      }
    }
    const extra = await confirm(await as('exhibitor@demo.test'), id, { agreed: true, confirmed_by: 'someone else' });
    expect([extra.status, (extra.body.data as unknown as { errors: FieldError[] }).errors[0]?.field]).toEqual([400, 'confirmed_by']);
    expect((await detail(await as('exhibitor@demo.test'), id)).body.data.confirmed).toBe(false);
  });

  it('records who confirmed and when; confirming again keeps and answers the first confirmation', async () => {
    const id = seeded['Booth construction and safety agreement']!;
    const before = now();
    const first = await confirm(await as('exhibitor@demo.test'), id);
    expect(first.body.code).toBe(1);
    expect(first.body.data).toMatchObject({ id, confirmed: true, confirmed_by: '李明', closed: false });
    expect(first.body.data.confirmed_at).toBeGreaterThanOrEqual(before - 5);
    expect(first.body.data.confirmed_at).toBeLessThanOrEqual(now() + 5);
    expect(first.body.data.content_en).toContain('agree as follows on booth construction and safety');

    // A sub-account allowed the area confirms again: the company's first confirmation stands.
    await t.database.db.update(exhibitorMembers).set({ authorities: [Authority.BOOTH_TICKETS, Authority.UNBIND_ORDERS, Authority.EXHIBITION_MATERIALS] })
      .where(eq(exhibitorMembers.userId, (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'sub@demo.test')))[0]!.id));
    t.callersChanged();
    const sub = await as('sub@demo.test');
    const again = await confirm(sub, id);
    expect(again.body.code).toBe(1);
    expect(again.body.data).toMatchObject({ confirmed: true, confirmed_by: '李明', confirmed_at: first.body.data.confirmed_at });
    expect((await confirm(await as('exhibitor@demo.test'), id)).body.data.confirmed_at).toBe(first.body.data.confirmed_at);

    // The state is kept: the list and the detail show it to every account of the company.
    const mine = (await list(sub)).data.list.find((p) => p.id === id);
    expect(mine).toMatchObject({ confirmed: true, confirmed_by: '李明', confirmed_at: first.body.data.confirmed_at });
    expect((await list(sub, '?status=confirmed')).data.list.map((p) => p.id)).toEqual([id]);
    // Signed, it goes last: what is still to sign comes first.
    expect((await list(sub)).data.list.map((p) => p.title_en)).toEqual(['Exhibitor code of conduct', 'Data protection terms for ticket holders', 'Booth construction and safety agreement']);
    expect((await list(sub, '?status=pending')).data.total).toBe(2);
    expect((await detail(sub, id)).body.data).toMatchObject({ confirmed: true, confirmed_by: '李明' });
  });

  it('keeps one confirmation when several accounts of the company confirm at once', async () => {
    const id = seeded['Exhibitor code of conduct']!;
    const [main, sub] = await Promise.all([as('exhibitor@demo.test'), as('sub@demo.test')]);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => confirm(i % 2 ? sub : main, id)));
    expect(answers.map((a) => a.body.code)).toEqual([1, 1, 1, 1, 1, 1]);
    const firsts = new Set(answers.map((a) => `${a.body.data.confirmed_by}@${a.body.data.confirmed_at}`));
    expect(firsts.size).toBe(1);
    const { body } = await confirmations(await as('organiser@demo.test'), id);
    expect(body.data.confirmed).toBe(1);
  });

  it("refuses after the confirm-by date with the date in the show's time, but still answers an earlier confirmation", async () => {
    const organiser = await as('organiser@demo.test');
    const deadline = now() - 3600;
    const closed = (await publish(organiser, agreement('Closed agreement', deadline))).body.data;
    const headers = await as('exhibitor@demo.test');
    expect((await list(headers)).data.list.find((p) => p.id === closed.id)).toMatchObject({ closed: true, confirmed: false, confirm_by: deadline });
    // By urgency: open with a deadline, open without one, missed, signed.
    const rank = (p: ProtocolSummary) => (p.confirmed ? 3 : p.confirm_by === null ? 1 : p.closed ? 2 : 0);
    const ranks = (await list(headers)).data.list.map(rank);
    expect(ranks).toEqual([...ranks].sort());
    expect(ranks).toContain(1);
    expect(ranks).toContain(2);

    const refused = await confirm(headers, closed.id);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([200, 2010,
      `The confirmation deadline of this agreement (${showTime(deadline)} UTC+8) has passed; it can no longer be confirmed`]);
    const zh = await confirm(await as('exhibitor@demo.test', 'zh'), closed.id);
    expect(zh.body.message).toBe(`本协议的确认截止时间（${showTime(deadline)} UTC+8）已过，无法再确认`);
    expect((await detail(headers, closed.id)).body.data.confirmed).toBe(false);

    // Confirmed in time, then the date passes: asking again answers the confirmation, not a refusal.
    const open = (await publish(organiser, agreement('Open for a while', now() + 3600))).body.data;
    const confirmed = await confirm(headers, open.id);
    expect(confirmed.body.code).toBe(1);
    await t.database.db.update(protocols).set({ confirmBy: new Date((now() - 60) * 1000) }).where(eq(protocols.id, open.id));
    const later = await confirm(headers, open.id);
    expect(later.body).toMatchObject({ code: 1, data: { confirmed: true, closed: true, confirmed_at: confirmed.body.data.confirmed_at } });
  });
});

describe('who may see and confirm', () => {
  it("never shows one exhibitor another exhibitor's confirmation", async () => {
    const id = seeded['Booth construction and safety agreement']!;
    const rookie = await as('newbie@demo.test');
    // Star Trail confirmed this one above; Rookie Games has not.
    expect((await list(rookie, '?status=confirmed')).data.total).toBe(0);
    expect((await list(rookie)).data.list.every((p) => !p.confirmed && p.confirmed_by === null && p.confirmed_at === null)).toBe(true);
    expect((await detail(rookie, id)).body.data).toMatchObject({ confirmed: false, confirmed_by: null, confirmed_at: null });

    const own = await confirm(rookie, id);
    expect(own.body.data).toMatchObject({ confirmed: true, confirmed_by: '赵磊' });
    const star = (await detail(await as('exhibitor@demo.test'), id)).body.data;
    expect(star.confirmed_by).toBe('李明');
    expect((await list(rookie, '?status=confirmed')).data.list.map((p) => p.id)).toEqual([id]);
  });

  it('refuses a sub-account without the exhibition-materials authority (403) and a group account (403)', async () => {
    const id = seeded['Exhibitor code of conduct']!;
    for (const account of ['sub2@demo.test', 'group@demo.test']) {
      const headers = await as(account);
      for (const call of [
        () => t.call({ method: 'GET', url: '/api/v4/exhibitor/protocol', headers }),
        () => detail(headers, id),
        () => confirm(headers, id),
      ]) {
        const { status, body } = await call();
        expect([account, status, body.code, body.message]).toEqual([account, 403, 1003, 'Your account may not use this part of the portal']);
      }
    }
  });

  it('tells an account attached to no exhibitor so (2005)', async () => {
    // A registered account not yet added to any exhibitor passes the area rules but acts for no exhibitor.
    const [loner] = await t.database.db.insert(users).values({ email: 'loner@demo.test', name: 'Loner' }).returning({ id: users.id });
    const { jwt } = await createTokens(t.config.jwtSecret).sign({ purpose: 'session', userId: loner!.id, version: 0 }, 600);
    const headers = { authorization: `Bearer ${jwt}`, cookie: 'language=en' };
    const id = seeded['Exhibitor code of conduct']!;
    for (const call of [() => t.call({ method: 'GET', url: '/api/v4/exhibitor/protocol', headers }), () => detail(headers, id), () => confirm(headers, id)]) {
      const { status, body } = await call();
      expect([status, body.code, body.message]).toEqual([200, 2005, 'This account is not attached to an exhibitor']);
    }
  });

  it('needs a login', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/v4/exhibitor/protocol' });
    expect([status, body.code]).toEqual([401, 1002]);
  });
});

describe('the organiser publishes and follows confirmations', () => {
  it('publishes an agreement every exhibitor then sees, with or without a deadline', async () => {
    const organiser = await as('organiser@demo.test');
    const deadline = now() + 7 * 86400;
    const { body } = await publish(organiser, agreement('Stage schedule rules', deadline));
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ title_en: 'Stage schedule rules', confirm_by: deadline, content_en: 'First paragraph.\n\nSecond paragraph.' });
    expect(body.data.published_at).toBeGreaterThan(now() - 60);
    for (const account of ['exhibitor@demo.test', 'newbie@demo.test']) {
      const seen = await detail(await as(account), body.data.id);
      expect(seen.body.data).toMatchObject({ title: 'Stage schedule rules（中文）', confirm_by: deadline, confirmed: false, closed: false });
    }
    const open = await publish(organiser, { ...agreement('No deadline'), confirm_by: null });
    expect(open.body.data.confirm_by).toBeNull();
    expect((await publish(organiser, agreement('Absent deadline'))).body.data.confirm_by).toBeNull();
  });

  it('refuses a bad agreement naming each field', async () => {
    const organiser = await as('organiser@demo.test');
    const { status, body } = await publish(organiser, { title: '   ', content: '正文', content_en: '', confirm_by: '2027-06-30', note: 'x' });
    expect(status).toBe(400);
    const errors = (body.data as unknown as { errors: FieldError[] }).errors;
    expect(Object.fromEntries(errors.map((e) => [e.field, e.message]))).toEqual({
      title_en: 'English agreement title is required',
      note: 'note is not an allowed field',
      title: 'Agreement title is not in the right format',
      content_en: 'English agreement text must be at least 1 characters',
      confirm_by: 'Confirm-by time must be a 10-digit Unix time in seconds, or empty for no deadline',
    });
  });

  it('is for organiser staff only', async () => {
    for (const account of ['exhibitor@demo.test', 'sub@demo.test', 'group@demo.test']) {
      const headers = await as(account);
      const published = await publish(headers, agreement('Not allowed'));
      expect([account, published.status, published.body.code, published.body.message]).toEqual([account, 403, 1003, 'Only organiser staff can do this']);
      const listed = await confirmations(headers, seeded['Exhibitor code of conduct']!);
      expect([account, listed.status, listed.body.code]).toEqual([account, 403, 1003]);
    }
  });

  it('lists which exhibitors confirmed, who and when, confirmed first', async () => {
    const organiser = await as('organiser@demo.test');
    const id = seeded['Booth construction and safety agreement']!;
    const { body } = await confirmations(organiser, id);
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ total: 2, confirmed: 2 });
    expect(body.data.list.map((row) => [row.exhibitor_name_en, row.booth_no, row.confirmed, row.confirmed_by])).toEqual([
      ['Star Trail Interactive Entertainment Co., Ltd.', 'N3-A01', true, '李明'],
      ['Rookie Games Studio', 'W2-C18', true, '赵磊'],
    ]);
    expect(body.data.list[0]!.confirmed_at).toBeLessThanOrEqual(body.data.list[1]!.confirmed_at!);

    const data = (await confirmations(organiser, seeded['Data protection terms for ticket holders']!)).body.data;
    expect(data).toMatchObject({ total: 2, confirmed: 0 });
    expect(data.list.every((row) => !row.confirmed && row.confirmed_at === null && row.confirmed_by === null)).toBe(true);
    const conduct = seeded['Exhibitor code of conduct']!;
    expect((await confirmations(organiser, conduct, '?status=confirmed')).body.data.list.map((r) => r.exhibitor_name_en)).toEqual(['Star Trail Interactive Entertainment Co., Ltd.']);
    expect((await confirmations(organiser, conduct, '?status=pending')).body.data.list.map((r) => r.exhibitor_name_en)).toEqual(['Rookie Games Studio']);

    const missing = await confirmations(organiser, 999_999);
    expect([missing.status, missing.body.code]).toEqual([404, 1004]);
  });
});

describe('the organiser list of agreements', () => {
  it('lists every agreement newest first with how many exhibitors confirmed it, paged', async () => {
    const organiser = await as('organiser@demo.test');
    const { body } = await staffList(organiser);
    expect(body.code).toBe(1);
    const all = (await list(await as('exhibitor@demo.test'))).data.total;
    expect(body.data.total).toBe(all);
    const byTitle = Object.fromEntries(body.data.list.map((row) => [row.title_en, row]));
    expect(byTitle['Booth construction and safety agreement']).toMatchObject({ confirmed: 2, exhibitors: 2, closed: false });
    expect(byTitle['Data protection terms for ticket holders']).toMatchObject({ confirmed: 0, exhibitors: 2 });
    const published = body.data.list.map((row) => row.published_at);
    expect(published).toEqual([...published].sort((a, b) => b - a));

    const second = await staffList(organiser, '?page=2&limit=1');
    expect(second.body.data.list.map((row) => row.id)).toEqual([body.data.list[1]!.id]);
    expect((await staffList(organiser, '?limit=1000')).status).toBe(400);
  });

  it('withdraws an agreement with its confirmations; exhibitors no longer see it', async () => {
    const organiser = await as('organiser@demo.test');
    const exhibitor = await as('exhibitor@demo.test');
    const { id } = (await publish(organiser, agreement('Published by mistake'))).body.data;
    expect((await confirm(exhibitor, id)).body.data.confirmed).toBe(true);
    expect((await staffList(organiser)).body.data.list.find((row) => row.id === id)).toMatchObject({ confirmed: 1 });

    const gone = await withdraw(organiser, id);
    expect([gone.status, gone.body.code]).toEqual([200, 1]);
    expect((await staffList(organiser)).body.data.list.some((row) => row.id === id)).toBe(false);
    expect((await detail(exhibitor, id)).status).toBe(404);
    expect((await confirmations(organiser, id)).status).toBe(404);
    const again = await withdraw(organiser, id);
    expect([again.status, again.body.code]).toEqual([404, 1004]);
  });

  it('is for organiser staff only', async () => {
    for (const account of ['exhibitor@demo.test', 'sub@demo.test', 'group@demo.test']) {
      const headers = await as(account);
      expect([account, (await staffList(headers)).status]).toEqual([account, 403]);
      expect([account, (await withdraw(headers, seeded['Exhibitor code of conduct']!)).status]).toEqual([account, 403]);
    }
    expect(Object.keys(seeded)).toContain('Exhibitor code of conduct');
  });
});

describe('organiser staff', () => {
  it('are refused the exhibitor side (403): the console is theirs', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/v4/exhibitor/protocol', headers: await as('organiser@demo.test') });
    expect([status, body.code]).toEqual([403, 1003]);
  });
});
