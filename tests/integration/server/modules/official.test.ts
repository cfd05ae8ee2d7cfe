/**
 * The organiser's official accounts and their keywords (SPEC.md §7 /user/admin/official/keyword with
 * official_id), and notices tagged with those keywords.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notice } from '../../../../src/shared/api';
import { NOTICE_MAX_KEYWORDS, type OfficialAccount, type OfficialKeyword } from '../../../../src/shared/official';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const as = async (account: string) => ({ ...(await t.loginAs(account)), cookie: 'language=en' });
const get = async <T>(url: string, account = 'exhibitor@demo.test') => (await t.call<T>({ method: 'GET', url, headers: await as(account) })).body;
const accounts = async () => (await get<{ list: OfficialAccount[] }>('/api/user/admin/official')).data.list;
const keywordsOf = (officialId: number | string, account?: string) =>
  get<{ list: OfficialKeyword[]; total: number }>(`/api/user/admin/official/keyword?official_id=${officialId}`, account);
const tag = async (noticeId: number, payload: unknown, account = 'organiser@demo.test') =>
  t.call<Notice>({ method: 'PUT', url: `/api/organiser/notices/${noticeId}/keywords`, headers: await as(account), payload: payload as Record<string, unknown> });

describe('official accounts and their keywords', () => {
  it('lists the accounts, and the keywords of one account by official_id', async () => {
    const list = await accounts();
    expect(list.map((account) => account.platform)).toEqual(['wechat', 'weibo', 'bilibili']);
    const wechat = await keywordsOf(list[0]!.id, 'groupbuy@demo.test');
    expect(wechat.code).toBe(1);
    expect(wechat.data.list.map((keyword) => keyword.keyword_en)).toEqual(['Exhibitor guide', 'Booth-build', 'Tickets', 'Travel and stay']);
    expect(wechat.data.list.every((keyword) => keyword.official_id === list[0]!.id)).toBe(true);
    expect((await keywordsOf(list[2]!.id)).data.total).toBe(2);
  });

  it('needs official_id (1000 naming it), answers 1004 for an account that does not exist', async () => {
    const missing = await get<unknown>('/api/user/admin/official/keyword');
    expect(missing.code).toBe(1000);
    expect(JSON.stringify(missing.data)).toContain('"field":"official_id"');
    expect((await keywordsOf(999_999)).code).toBe(1004);
    for (const bad of ['x', '0', '-1', '1%00', '99999999999']) expect((await keywordsOf(bad)).code, bad).toBe(1000);
    expect((await t.call({ method: 'GET', url: '/api/user/admin/official/keyword?official_id=1' })).status).toBe(401);
  });
});

describe('notices tagged with keywords', () => {
  const notices = async () => (await get<{ list: Notice[] }>('/api/v4/expo/notice?limit=100')).data.list;

  it("shows each notice's keywords to exhibitors, as the organiser tagged it", async () => {
    const handbook = (await notices()).find((notice) => notice.title_en === 'Exhibitor guide')!;
    expect(handbook.keywords.map((keyword) => keyword.keyword)).toEqual(['参展须知', '布展']);
  });

  it('staff set the tags in their order, and clear them; others may not', async () => {
    const [wechat, weibo] = await accounts();
    const [guide] = (await keywordsOf(wechat!.id)).data.list;
    const [news] = (await keywordsOf(weibo!.id)).data.list;
    const notice = (await notices()).find((item) => item.title_en === 'Shell-scheme booth fittings')!;
    const tagged = await tag(notice.id, { keyword_ids: [news!.id, guide!.id] });
    expect(tagged.body.code).toBe(1);
    expect(tagged.body.data.keywords.map((keyword) => keyword.keyword_en)).toEqual(['Show news', 'Exhibitor guide']);
    expect((await notices()).find((item) => item.id === notice.id)!.keywords.map((keyword) => keyword.id)).toEqual([news!.id, guide!.id]);
    expect((await tag(notice.id, { keyword_ids: [] })).body.data.keywords).toEqual([]);
    expect((await tag(notice.id, { keyword_ids: [guide!.id] }, 'exhibitor@demo.test')).status).toBe(403);
  });

  it(`refuses unknown or repeated keywords, more than ${NOTICE_MAX_KEYWORDS}, and an unknown notice`, async () => {
    const notice = (await notices())[0]!;
    const all = (await Promise.all((await accounts()).map(async (account) => (await keywordsOf(account.id)).data.list))).flat();
    expect(all.length).toBeGreaterThanOrEqual(NOTICE_MAX_KEYWORDS - 2);
    const unknown = await tag(notice.id, { keyword_ids: [all[0]!.id, 999_999] });
    expect([unknown.status, unknown.body.data]).toEqual([400, { errors: [{ field: 'keyword_ids', message: 'A chosen keyword no longer exists; reload and choose again' }] }]);
    expect((await tag(notice.id, { keyword_ids: [all[0]!.id, all[0]!.id] })).body.code).toBe(1000);
    const eleven = Array.from({ length: NOTICE_MAX_KEYWORDS + 1 }, (_, i) => i + 1);
    expect((await tag(notice.id, { keyword_ids: eleven })).body.code).toBe(1000);
    expect((await tag(notice.id, { keyword_ids: all.slice(0, 8).map((keyword) => keyword.id) })).body.code).toBe(1);
    expect((await tag(notice.id, {})).body.code).toBe(1000);
    expect((await tag(999_999, { keyword_ids: [] })).body.code).toBe(1004);
  });
});
