/**
 * Translators edit messages at run time (issue 21): the side-by-side table, the shared draft, the
 * check that refuses each kind of broken message, publishing with a note (this process translates
 * with it before answering; every page is told by live 10106), the history with each version's diff,
 * and rollback as a new version. Staff only, bounded input, never a 500.
 *
 * The app reads a copy of locales/ with two flaws a deploy could bring: an id only zh.json has, and
 * an id whose files ask for different placeholders in zh and en.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldError } from '../../../../src/shared/codes';
import { MESSAGES_PUBLISHED } from '../../../../src/shared/live';
import {
  DRAFT_BATCH_MAX, MESSAGE_ID_MAX_LENGTH, MESSAGE_MAX_LENGTH, type MessageCheck, type MessageRow, type MessageTable, type MessageVersion,
  type MessageVersionList, type PublishedMessages, type PublishResult,
} from '../../../../src/shared/messages';
import { translate } from '../../../../src/server/http/i18n';
import type { LiveEvent } from '../../../../src/server/live/hub';
import { createTestApp, type TestApp } from '../../../support/test-app';

/** Only zh.json has it. */
const HALF = 'messages.test.half';
/** zh.json asks for {a}, en.json for {b}. */
const MISMATCH = 'messages.test.mismatch';
/** A plain message every 401 answers with. */
const TOKEN = 'api.error.token_missing';

let t: TestApp;
let staff: Record<string, string>;
let exhibitor: Record<string, string>;
let files: { zh: Record<string, string>; en: Record<string, string> };

beforeAll(async () => {
  const localesDir = join(mkdtempSync(join(tmpdir(), 'portal-messages-')), 'locales');
  cpSync('locales', localesDir, { recursive: true });
  const read = (locale: string) => JSON.parse(readFileSync(join(localesDir, `${locale}.json`), 'utf8')) as Record<string, string>;
  const [zh, en] = [read('zh'), read('en')];
  zh[HALF] = '只有中文';
  zh[MISMATCH] = '共 {a} 项';
  en[MISMATCH] = '{b} items';
  writeFileSync(join(localesDir, 'zh.json'), JSON.stringify(zh, null, 2));
  writeFileSync(join(localesDir, 'en.json'), JSON.stringify(en, null, 2));
  files = { zh, en };
  t = await createTestApp({ localesDir });
  staff = { ...(await t.loginAs('organiser@demo.test')), cookie: 'language=en' };
  exhibitor = await t.loginAs('exhibitor@demo.test');
});
afterAll(async () => { await t.close(); });

type Headers = Record<string, string>;
const get = <T>(url: string, headers: Headers = staff) => t.call<T>({ method: 'GET', url, headers });
const table = async (query = '') => (await get<MessageTable>(`/api/organiser/messages${query}`)).body.data;
const saveDraft = (entries: unknown, headers: Headers = staff) =>
  t.call<{ list: MessageRow[] }>({ method: 'PUT', url: '/api/organiser/messages/draft', headers, payload: { entries } as Record<string, unknown> });
const discard = () => t.call<{ discarded: number }>({ method: 'DELETE', url: '/api/organiser/messages/draft', headers: staff });
const publish = (note: unknown, headers: Headers = staff) =>
  t.call<PublishResult | { problems: MessageCheck['problems'] } | null>({ method: 'POST', url: '/api/organiser/messages/publish', headers, payload: (note === undefined ? {} : { note }) as Record<string, unknown> });
const rollback = (version: unknown) =>
  t.call<PublishResult>({ method: 'POST', url: '/api/organiser/messages/rollback', headers: staff, payload: { version } as Record<string, unknown> });
const errorsOf = (body: { data: unknown }): Record<string, string> =>
  Object.fromEntries((body.data as { errors: FieldError[] }).errors.map((error) => [error.field, error.message]));
/** What an anonymous caller is told, in English: a message this process translates. */
const tokenMessage = async () => (await t.call({ method: 'GET', url: '/api/v2/user/info', headers: { cookie: 'language=en' } })).body.message;

describe('the table', () => {
  it('lists every id of the files with both languages, missing ones first', async () => {
    const all = await table('?limit=100');
    expect(all.version).toBe(0);
    expect(all.counts.all).toBe(new Set([...Object.keys(files.zh), ...Object.keys(files.en)]).size);
    expect(all.list[0]).toMatchObject({ id: HALF, missing: true, problem: true, zh: { published: '只有中文', default: '只有中文' }, en: { published: null, default: null } });
    expect(all.list[0]!.en.problems).toEqual([{ locale: 'en', id: HALF, code: 'missing', message: 'There is no text in this language' }]);
    // Then those with problems, then the files' order.
    expect(all.list[1]).toMatchObject({ id: MISMATCH, missing: false, problem: true });
    expect(all.list[2]!.id).toBe('app.title');
    expect(all.counts).toMatchObject({ attention: 2, changed: 0, draft: 0 });
  });

  it('searches the id and both languages, case-insensitively, and pages', async () => {
    const byEnglish = await table('?q=EXHIBITOR%20SERVICE%20PORTAL');
    expect(byEnglish.list.map((row) => row.id)).toContain('app.title');
    const byChinese = await table(`?q=${encodeURIComponent(files.zh['app.title']!)}`);
    expect(byChinese.list.map((row) => row.id)).toContain('app.title');
    const byId = await table('?q=api.error.&limit=5&page=2');
    expect(byId.list).toHaveLength(5);
    expect(byId.list.every((row) => row.id.includes('api.error.'))).toBe(true);
    expect(byId.total).toBe(Object.keys(files.zh).filter((id) => id.includes('api.error.')).length);
    expect((await table('?filter=attention')).list.map((row) => row.id)).toEqual([HALF, MISMATCH]);
    expect((await table('?q=no-such-text-anywhere')).total).toBe(0);
  });

  it('bounds its query: a search of 100 characters, pages of 100', async () => {
    expect((await get(`/api/organiser/messages?q=${'x'.repeat(100)}`)).status).toBe(200);
    const long = await get(`/api/organiser/messages?q=${'x'.repeat(101)}`);
    expect([long.status, Object.keys(errorsOf(long.body))]).toEqual([400, ['q']]);
    expect((await table('?limit=100')).list).toHaveLength(100);
    expect((await get('/api/organiser/messages?limit=101')).status).toBe(400);
    expect((await get('/api/organiser/messages?filter=everything')).status).toBe(400);
  });
});

describe('the draft', () => {
  it('keeps what staff type, per language, shared, shown beside the published text', async () => {
    const { body } = await saveDraft([{ locale: 'en', id: 'app.title', text: 'Exhibitor Portal' }]);
    expect(body.data.list).toEqual([expect.objectContaining({
      id: 'app.title', en: { published: files.en['app.title'], default: files.en['app.title'], draft: 'Exhibitor Portal', problems: [] },
    })]);
    expect((await table('?filter=draft')).list.map((row) => row.id)).toEqual(['app.title']);
    // Saving the published text again takes the entry out; so does null.
    await saveDraft([{ locale: 'en', id: 'app.title', text: files.en['app.title'] }]);
    expect((await table()).counts.draft).toBe(0);
    await saveDraft([{ locale: 'zh', id: 'app.title', text: '展商门户' }, { locale: 'zh', id: 'app.title', text: null }]);
    expect((await table()).counts.draft).toBe(0);
  });

  it('refuses an id the files do not know, and texts or batches past their limits, naming the field', async () => {
    const unknown = await saveDraft([{ locale: 'en', id: 'app.title', text: 'x' }, { locale: 'en', id: 'no.such.message', text: 'x' }]);
    expect([unknown.status, errorsOf(unknown.body)]).toEqual([400, { 'entries.1.id': 'There is no message no.such.message' }]);
    // The prototype's names are no message either.
    expect((await saveDraft([{ locale: 'en', id: 'constructor', text: 'x' }])).status).toBe(400);
    expect((await saveDraft([{ locale: 'en', id: 'x'.repeat(MESSAGE_ID_MAX_LENGTH), text: 'x' }])).body.data).toEqual({ errors: [{ field: 'entries.0.id', message: expect.stringContaining('no message') }] });
    expect(Object.keys(errorsOf((await saveDraft([{ locale: 'en', id: 'x'.repeat(MESSAGE_ID_MAX_LENGTH + 1), text: 'x' }])).body))).toEqual(['entries.0.id']);

    expect((await saveDraft([{ locale: 'en', id: 'app.title', text: 'y'.repeat(MESSAGE_MAX_LENGTH) }])).status).toBe(200);
    const long = await saveDraft([{ locale: 'en', id: 'app.title', text: 'y'.repeat(MESSAGE_MAX_LENGTH + 1) }]);
    expect([long.status, Object.keys(errorsOf(long.body))]).toEqual([400, ['entries.0.text']]);
    expect(errorsOf(long.body)['entries.0.text']).toContain(String(MESSAGE_MAX_LENGTH));

    const batch = (size: number) => Array.from({ length: size }, () => ({ locale: 'en', id: 'app.title', text: 'z' }));
    expect((await saveDraft(batch(DRAFT_BATCH_MAX))).status).toBe(200);
    expect((await saveDraft(batch(DRAFT_BATCH_MAX + 1))).status).toBe(400);
    expect((await saveDraft([])).status).toBe(400);
    expect((await saveDraft([{ locale: 'fr', id: 'app.title', text: 'z' }])).status).toBe(400);
    expect((await saveDraft([{ locale: 'en', id: 'app.title', text: 'nul\u0000' }])).status).toBe(400);
    expect((await discard()).body.data).toEqual({ discarded: 1 });
    expect((await table()).counts.draft).toBe(0);
  });
});

describe('the check', () => {
  const refused = async (entries: { locale: 'zh' | 'en'; id: string; text: string }[]) => {
    await saveDraft(entries);
    const check = (await get<MessageCheck>('/api/organiser/messages/check')).body.data;
    const answer = await publish('try it');
    await discard();
    expect([answer.status, answer.body.code]).toEqual([200, 2010]);
    expect((answer.body.data as { problems: unknown[] }).problems).toEqual(check.problems);
    return { check, message: answer.body.message, problems: check.problems };
  };

  it('refuses a message that is not ICU MessageFormat', async () => {
    const { problems, message } = await refused([{ locale: 'en', id: 'api.error.bad_url', text: 'The address {is not valid' }]);
    expect(problems).toEqual([{ locale: 'en', id: 'api.error.bad_url', code: 'syntax', message: expect.stringContaining('line 1') }]);
    expect(message).toMatch(/^The check found 1 problem, e\.g\. api\.error\.bad_url \(English\): /);
  });

  it('refuses an empty message, in the caller’s language', async () => {
    await saveDraft([{ locale: 'zh', id: 'api.error.bad_url', text: '   ' }]);
    const answer = await publish('试试', { ...staff, cookie: 'language=zh' });
    await discard();
    expect(answer.body.message).toBe('检查未通过，共 1 处问题，例如 api.error.bad_url（中文）：文案为空');
    expect((answer.body.data as { problems: unknown[] }).problems).toEqual([{ locale: 'zh', id: 'api.error.bad_url', code: 'empty', message: '文案为空' }]);
  });

  it('refuses placeholders other than those of the file’s text', async () => {
    const { problems } = await refused([{ locale: 'en', id: 'api.error.uri_too_long', text: 'Too long (at most {max} characters)' }]);
    expect(problems).toEqual([{ locale: 'en', id: 'api.error.uri_too_long', code: 'placeholders', message: 'Placeholders {max} differ from the built-in text: {limit}' }]);
  });

  it('refuses placeholders that differ between zh and en', async () => {
    // en.json lacks the message: its new English text is held to the Chinese one.
    const { problems } = await refused([{ locale: 'en', id: HALF, text: 'Only {what} in Chinese' }]);
    expect(problems).toEqual([{ locale: 'en', id: HALF, code: 'placeholders', message: 'Placeholders {what} differ from the Chinese text: none' }]);
  });

  it('does not blame a translator for files that disagree', async () => {
    // zh.json asks for {a}, en.json for {b}: a zh text with {a} is as right as the file.
    await saveDraft([{ locale: 'zh', id: MISMATCH, text: '合计 {a} 项' }]);
    expect((await get<MessageCheck>('/api/organiser/messages/check')).body.data.problems).toEqual([]);
    await discard();
    // Untouched, the table still shows the files' disagreement.
    const row = (await table(`?q=${MISMATCH}`)).list[0]!;
    expect(row.zh.problems.map((problem) => problem.message)).toEqual(['Placeholders {a} differ from the English text: {b}']);
  });

  it('refuses a message left without a text in a language', async () => {
    const { problems } = await refused([{ locale: 'zh', id: HALF, text: '只有中文（改）' }]);
    expect(problems).toEqual([{ locale: 'en', id: HALF, code: 'missing', message: 'There is no text in this language' }]);
  });

  it('refuses to publish nothing, and a note that says nothing', async () => {
    const nothing = await publish('nothing changed');
    expect([nothing.body.code, nothing.body.message]).toEqual([2010, 'There is nothing to publish: no message would change']);
    await saveDraft([{ locale: 'en', id: TOKEN, text: 'Please sign in again' }]);
    for (const note of ['', '  \n ', undefined]) {
      const answer = await publish(note);
      expect([answer.status, errorsOf(answer.body)]).toEqual([400, { note: 'Please write a note on what changed' }]);
    }
    const long = await publish('n'.repeat(501));
    expect(errorsOf(long.body)).toEqual({ note: 'The note can be at most 500 characters' });
    await discard();
  });
});

describe('publishing, history and rollback', () => {
  it('publishes the draft: translated at once here, told to every page, served parsed per version', async () => {
    const before = await tokenMessage();
    expect(before).toBe(files.en[TOKEN]);
    await saveDraft([{ locale: 'en', id: TOKEN, text: 'Please sign in again' }, { locale: 'zh', id: TOKEN, text: '请重新登录' }]);
    expect((await get<MessageCheck>('/api/organiser/messages/check')).body.data).toEqual({
      changes: [
        { locale: 'zh', id: TOKEN, before: files.zh[TOKEN], after: '请重新登录' },
        { locale: 'en', id: TOKEN, before: files.en[TOKEN], after: 'Please sign in again' },
      ],
      problems: [],
    });
    const told: LiveEvent[] = [];
    const stop = t.live.subscribe({ userId: -1, exhibitorId: null, deliver: (event) => { told.push(event); } });
    const answer = await publish(' Sign-in wording ');
    expect(answer.body).toMatchObject({ code: 1, data: { version: 1, changes: 2 } });
    expect(await tokenMessage()).toBe('Please sign in again');
    expect(translate('zh', TOKEN)).toBe('请重新登录');
    await expect.poll(() => told.map((event) => [event.code, event.data])).toEqual([[MESSAGES_PUBLISHED, { version: 1 }]]);
    stop();

    const after = await table(`?q=${TOKEN}`);
    expect(after).toMatchObject({ version: 1, counts: { changed: 1, draft: 0 } });
    expect(after.list[0]).toMatchObject({ changed: true, en: { published: 'Please sign in again', default: files.en[TOKEN], draft: null } });

    const served = await t.call<PublishedMessages>({ method: 'GET', url: '/api/i18n/en' });
    expect(served.body.data).toEqual({ version: 1, messages: { [TOKEN]: [{ type: 0, value: 'Please sign in again' }] } });
    expect(served.response.headers['cache-control']).toBe('no-cache');
    const etag = served.response.headers.etag as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/i18n/en', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const pinned = await t.app.inject({ method: 'GET', url: '/api/i18n/en?v=1' });
    expect(pinned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.call({ method: 'GET', url: '/api/i18n/fr' })).status).toBe(400);
  });

  it('lists each version with its note, who and when, and its diff', async () => {
    const { body } = await get<MessageVersionList>('/api/organiser/messages/versions');
    expect(body.data).toMatchObject({ total: 1, current: 1, list: [{ version: 1, note: 'Sign-in wording', changes: 2, restores: null, published_by: expect.any(String) }] });
    expect(Math.abs(body.data.list[0]!.published_at - Date.now() / 1000)).toBeLessThan(60);
    const version = (await get<MessageVersion>('/api/organiser/messages/versions/1')).body.data;
    expect(version.diff).toEqual([
      { locale: 'zh', id: TOKEN, before: files.zh[TOKEN], after: '请重新登录' },
      { locale: 'en', id: TOKEN, before: files.en[TOKEN], after: 'Please sign in again' },
    ]);
    const missing = await get('/api/organiser/messages/versions/9');
    expect([missing.status, missing.body.message]).toEqual([404, 'There is no version 9']);
    expect((await get('/api/organiser/messages/versions/0')).status).toBe(400);
  });

  it('a second version changes on top of the first; rollback is a new version restoring an older one', async () => {
    await saveDraft([{ locale: 'en', id: 'api.error.bad_url', text: 'That address is not valid' }]);
    expect((await publish('Address wording')).body.data).toEqual({ version: 2, changes: 1 });
    expect(await tokenMessage()).toBe('Please sign in again');

    const back = await rollback(1);
    expect(back.body.data).toEqual({ version: 3, changes: 1 });
    expect(translate('en', 'api.error.bad_url')).toBe(files.en['api.error.bad_url']);
    expect(await tokenMessage()).toBe('Please sign in again');
    const three = (await get<MessageVersion>('/api/organiser/messages/versions/3')).body.data;
    expect(three).toMatchObject({ restores: 1, note: '', diff: [{ locale: 'en', id: 'api.error.bad_url', before: 'That address is not valid', after: files.en['api.error.bad_url'] }] });

    // The same state again changes nothing; a version to come is none.
    expect((await rollback(3)).body.code).toBe(2010);
    expect((await rollback(1)).body.code).toBe(2010);
    const ahead = await rollback(4);
    expect([ahead.status, errorsOf(ahead.body)]).toEqual([400, { version: 'There is no version 4' }]);
    expect((await rollback(-1)).status).toBe(400);

    // Back to the files: the portal's own wording everywhere.
    expect((await rollback(0)).body.data).toEqual({ version: 4, changes: 2 });
    expect(await tokenMessage()).toBe(files.en[TOKEN]);
    expect((await table()).counts.changed).toBe(0);
    const served = await t.call<PublishedMessages>({ method: 'GET', url: '/api/i18n/zh?v=4' });
    expect(served.body.data).toEqual({ version: 4, messages: {} });
  });

  it('keeps a draft entry changed while publishing for the next time', async () => {
    await saveDraft([{ locale: 'en', id: 'api.error.bad_url', text: 'Bad address' }]);
    expect((await table()).counts.draft).toBe(1);
    expect((await publish('Bad address')).body.code).toBe(1);
    expect((await table()).counts.draft).toBe(0);
    expect((await rollback(4)).body.code).toBe(1);
  });
});

describe('who may', () => {
  const routes = [
    ['GET', '/api/organiser/messages'], ['PUT', '/api/organiser/messages/draft'], ['DELETE', '/api/organiser/messages/draft'],
    ['GET', '/api/organiser/messages/check'], ['POST', '/api/organiser/messages/publish'], ['GET', '/api/organiser/messages/versions'],
    ['GET', '/api/organiser/messages/versions/1'], ['POST', '/api/organiser/messages/rollback'],
  ] as const;

  it.each(routes)('%s %s: staff only (401 without a session, 403 for an exhibitor)', async (method, url) => {
    const payload = method === 'PUT' ? { entries: [{ locale: 'en', id: TOKEN, text: 'x' }] } : method === 'POST' ? { note: 'x', version: 0 } : undefined;
    const anonymous = await t.call({ method, url, payload });
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 1002]);
    const refused = await t.call({ method, url, headers: { ...exhibitor, cookie: 'language=en' }, payload });
    expect([refused.status, refused.body.code]).toEqual([403, 1003]);
    expect((await table()).counts.draft).toBe(0);
  });

  it('serves the published messages to anyone', async () => {
    expect((await t.call({ method: 'GET', url: '/api/i18n/zh' })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/i18n/en', headers: exhibitor })).status).toBe(200);
  });
});
