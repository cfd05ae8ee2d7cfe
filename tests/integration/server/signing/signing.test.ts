/**
 * Brokerage signing through the real routes: the companies with the exhibitor's state, signing
 * (the screen's schema on the server, agreement required), one open signing per company, cancelling
 * only while waiting, the organiser's review with its live message, and who may see what. Its races are in
 * signing.races.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_DECIDED, type ReviewDecided } from '../../../../src/shared/live';
import {
  SigningStatus, type BrokerageCompany, type BrokerageCompanyDetail, type OrganiserSigningRecord, type SigningRecord,
} from '../../../../src/shared/signing';
import { brokerageCompanies, brokerageSignings, exhibitorMembers, users } from '../../../../src/server/db/schema';
import type { LiveEvent } from '../../../../src/server/live/hub';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
let exhibitorId: number;
let companies: BrokerageCompany[];
let inactiveId: number;

type Headers = Record<string, string>;
let main: Headers;
let mainZh: Headers;
let other: Headers;
let organiser: Headers;
type FieldErrors = { errors: { field: string; message: string }[] };

const as = async (account: string, language = 'en'): Promise<Headers> => ({ ...(await t.loginAs(account)), cookie: `language=${language}` });
const valid = { contact_name: '李明', contact_phone: '13800000001', note: 'Two streamers on 1 August', agreed: true };

const list = async (headers: Headers) => t.call<{ list: BrokerageCompany[]; total: number }>({ method: 'GET', url: '/api/v4/signing/company', headers });
const sign = (headers: Headers, id: number, payload: unknown = valid) => t.call<SigningRecord>({ method: 'POST', url: `/api/v4/signing/company/${id}/sign`, headers, payload: payload as object });
const records = (headers: Headers, query = '') => t.call<{ list: SigningRecord[]; total: number }>({ method: 'GET', url: `/api/v4/signing/record${query}`, headers });
const cancel = (headers: Headers, id: number) => t.call<SigningRecord>({ method: 'POST', url: `/api/v4/signing/record/${id}/cancel`, headers });
const review = (id: number, payload: object, headers = organiser) => t.call<OrganiserSigningRecord>({ method: 'POST', url: `/api/organiser/signing/${id}/review`, headers, payload });
const stateOf = async (companyId: number) => (await list(main)).body.data.list.find((company) => company.id === companyId)?.signing ?? null;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.update(users).set({ mustBindContact: false }).where(eq(users.email, 'newbie@demo.test'));
  [{ exhibitorId }] = await db.select({ exhibitorId: exhibitorMembers.exhibitorId }).from(exhibitorMembers)
    .innerJoin(users, eq(users.id, exhibitorMembers.userId)).where(eq(users.email, 'exhibitor@demo.test')) as [{ exhibitorId: number }];
  [{ id: inactiveId }] = await db.insert(brokerageCompanies).values({ name: '已停签经纪公司', nameEn: 'Retired Agency', active: false }).returning({ id: brokerageCompanies.id }) as [{ id: number }];
  main = await as('exhibitor@demo.test');
  mainZh = await as('exhibitor@demo.test', 'zh');
  other = await as('newbie@demo.test');
  organiser = await as('organiser@demo.test');
  companies = (await list(main)).body.data.list;
});
afterAll(async () => { await t.close(); });

describe('companies', () => {
  it('lists the active demo companies in both languages, none signed yet', async () => {
    const { status, body } = await list(main);
    expect(status).toBe(200);
    expect(body.code).toBe(1);
    expect(body.data.total).toBeGreaterThanOrEqual(4);
    expect(body.data.list.map((company) => company.id)).not.toContain(inactiveId);
    for (const company of body.data.list) {
      expect(company.name).toBeTruthy();
      expect(company.name_en).toBeTruthy();
      expect(company.intro_en).toBeTruthy();
      expect(company.signing).toBeNull();
    }
  });

  it('shows one company with its terms; an inactive or unknown one is not found', async () => {
    const { body } = await t.call<BrokerageCompanyDetail>({ method: 'GET', url: `/api/v4/signing/company/${companies[0]!.id}`, headers: main });
    expect(body.code).toBe(1);
    expect(body.data.terms.split('\n\n').length).toBeGreaterThan(3);
    expect(body.data.terms_en).toMatch(/Term/);
    for (const id of [inactiveId, 999999]) {
      const missing = await t.call({ method: 'GET', url: `/api/v4/signing/company/${id}`, headers: main });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('This agency does not exist or no longer takes signings');
    }
  });
});

describe('signing', () => {
  it('refuses a body the screen schema refuses, naming each field', async () => {
    const { status, body } = await sign(main, companies[0]!.id, { contact_name: ' ', contact_phone: '12345', note: 'x'.repeat(501), extra: 1 });
    expect(status).toBe(400);
    expect(body.code).toBe(1000);
    const errors = (body.data as unknown as FieldErrors).errors;
    const byField = Object.fromEntries(errors.map((error) => [error.field, error.message]));
    expect(byField.contact_name).toBe("Please enter the contact's name");
    expect(byField.contact_phone).toBe('Please enter a valid 11-digit mainland mobile number');
    expect(byField.note).toBe('At most 500 characters');
    expect(byField.agreed).toBe('Please read the terms and tick to agree');
    expect(Object.keys(byField)).toContain('extra');
  });

  it('refuses a request without agreeing to the terms, in the caller language', async () => {
    for (const agreed of [false, 'true']) {
      const { status, body } = await sign(mainZh, companies[0]!.id, { ...valid, agreed });
      expect(status).toBe(400);
      expect((body.data as unknown as FieldErrors).errors).toEqual([{ field: 'agreed', message: '请阅读并勾选同意签约条款' }]);
    }
    expect(await stateOf(companies[0]!.id)).toBeNull();
  });

  it('refuses an inactive or unknown company', async () => {
    for (const id of [inactiveId, 999999]) {
      const { status } = await sign(main, id);
      expect(status).toBe(404);
    }
  });

  it('signs: waiting for review, on the company and in the records; a second open signing is refused', async () => {
    const company = companies[0]!;
    const { body } = await sign(main, company.id);
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ company_id: company.id, status: SigningStatus.WAITING, contact_name: '李明', contact_phone: '138****0001', reason: null, decided_at: null, user_name: '李明' });
    expect(await stateOf(company.id)).toMatchObject({ id: body.data.id, status: SigningStatus.WAITING });

    const again = await sign(mainZh, company.id);
    expect(again.body.code).toBe(2010);
    expect(again.body.message).toBe(`您与“${company.name}”已有待审核或已生效的签约，不能重复签约`);
    const english = await sign(main, company.id);
    expect(english.body.message).toBe(`You already have a signing with ${company.name_en} waiting for review or in force; you cannot sign again`);

    const mine = await records(main);
    expect(mine.body.data.list.filter((record) => record.company_id === company.id)).toHaveLength(1);
  });
});

describe('cancelling', () => {
  it('cancels a waiting signing once; then it may be signed again', async () => {
    const company = companies[1]!;
    const signed = (await sign(main, company.id)).body.data;
    const first = await cancel(main, signed.id);
    expect(first.body.code).toBe(1);
    expect(first.body.data.status).toBe(SigningStatus.CANCELLED);
    expect(first.body.data.decided_at).toBeGreaterThan(0);
    const second = await cancel(main, signed.id);
    expect(second.body.code).toBe(2010);
    expect(second.body.message).toBe('This signing is Cancelled; only a signing waiting for review can be cancelled');
    expect((await stateOf(company.id))?.status).toBe(SigningStatus.CANCELLED);

    const again = await sign(main, company.id);
    expect(again.body.code).toBe(1);
    expect(again.body.data.id).not.toBe(signed.id);
  });

  it('cannot cancel a decided signing', async () => {
    const company = companies[2]!;
    const signed = (await sign(main, company.id)).body.data;
    expect((await review(signed.id, { decision: 'approve' })).body.code).toBe(1);
    const refused = await cancel(mainZh, signed.id);
    expect(refused.body.code).toBe(2010);
    expect(refused.body.message).toBe('该签约当前状态为“已签约”，只有待审核的签约可以取消');
  });
});

describe('organiser review', () => {
  it('approves: signed, the exhibitor hears it, and deciding again is refused', async () => {
    const company = companies[3]!;
    const signed = (await sign(main, company.id)).body.data;
    const events: LiveEvent[] = [];
    const stop = t.live.subscribe({ userId: -1, exhibitorId, deliver: (event) => { events.push(event); } });
    try {
      const { body } = await review(signed.id, { decision: 'approve' });
      expect(body.code).toBe(1);
      expect(body.data).toMatchObject({ id: signed.id, status: SigningStatus.SIGNED, reason: null, exhibitor_id: exhibitorId, contact_phone: '13800000001' });
      await expect.poll(() => events.find((event) => event.code === REVIEW_DECIDED)).toBeTruthy();
      const decided = events.find((event) => event.code === REVIEW_DECIDED)!.data as ReviewDecided;
      expect(decided).toEqual({ screen: 'company-signing', id: signed.id, review_status: SigningStatus.SIGNED, review_reason: null });
    } finally {
      stop();
    }
    expect((await stateOf(company.id))?.status).toBe(SigningStatus.SIGNED);
    // Signed is open too: no second signing with the same company.
    expect((await sign(main, company.id)).body.code).toBe(2010);

    for (const decision of [{ decision: 'approve' }, { decision: 'reject', reason: 'late' }]) {
      const twice = await review(signed.id, decision);
      expect(twice.body.code).toBe(2010);
      expect(twice.body.message).toBe('This signing is Signed and can no longer be reviewed');
    }
  });

  it('rejects only with a reason: failed, the reason shown to the exhibitor, and it may sign again', async () => {
    const company = companies[4] ?? companies[0]!;
    const { db } = t.database;
    await db.delete(brokerageSignings).where(eq(brokerageSignings.companyId, company.id));
    const signed = (await sign(main, company.id)).body.data;

    for (const payload of [{ decision: 'reject' }, { decision: 'reject', reason: '   ' }, { decision: 'maybe' }]) {
      const refused = await review(signed.id, payload);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe(1000);
    }
    const { body } = await review(signed.id, { decision: 'reject', reason: 'Fully booked for the show days' });
    expect(body.data).toMatchObject({ status: SigningStatus.FAILED, reason: 'Fully booked for the show days' });
    expect(await stateOf(company.id)).toMatchObject({ status: SigningStatus.FAILED, reason: 'Fully booked for the show days' });
    const failed = await records(main, `?status=${SigningStatus.FAILED}`);
    expect(failed.body.data.list.map((record) => record.id)).toContain(signed.id);
    expect(failed.body.data.list.every((record) => record.status === SigningStatus.FAILED)).toBe(true);

    expect((await sign(main, company.id)).body.code).toBe(1);
  });

  it('lists every exhibitor signings with a status filter, for organiser staff only', async () => {
    const otherSigned = (await sign(other, companies[0]!.id)).body.data;
    const all = await t.call<{ list: OrganiserSigningRecord[]; total: number }>({ method: 'GET', url: '/api/organiser/signing?limit=100', headers: organiser });
    expect(all.body.code).toBe(1);
    const exhibitorIds = new Set(all.body.data.list.map((record) => record.exhibitor_id));
    expect(exhibitorIds.size).toBe(2);
    expect(all.body.data.list.find((record) => record.id === otherSigned.id)?.exhibitor_name_en).toBe('Rookie Games Studio');
    // A queue for staff: what waits first, oldest first; then the rest, newest first.
    const waitingIds = all.body.data.list.filter((record) => record.status === SigningStatus.WAITING).map((record) => record.id);
    const decidedIds = all.body.data.list.filter((record) => record.status !== SigningStatus.WAITING).map((record) => record.id);
    expect(all.body.data.list.map((record) => record.id)).toEqual([...waitingIds, ...decidedIds]);
    expect(waitingIds).toEqual([...waitingIds].sort((a, b) => a - b));
    expect(decidedIds).toEqual([...decidedIds].sort((a, b) => b - a));
    expect(waitingIds.length).toBeGreaterThan(0);
    expect(decidedIds.length).toBeGreaterThan(0);

    const waiting = await t.call<{ list: OrganiserSigningRecord[] }>({ method: 'GET', url: `/api/organiser/signing?status=${SigningStatus.WAITING}&limit=100`, headers: organiser });
    expect(waiting.body.data.list.length).toBeGreaterThan(0);
    expect(waiting.body.data.list.every((record) => record.status === SigningStatus.WAITING)).toBe(true);

    for (const headers of [main, other]) {
      expect((await t.call({ method: 'GET', url: '/api/organiser/signing', headers })).status).toBe(403);
      expect((await review(otherSigned.id, { decision: 'approve' }, headers)).status).toBe(403);
    }
    expect((await review(999999, { decision: 'approve' })).status).toBe(404);
  });
});

describe('records', () => {
  it('pages newest first', async () => {
    const all = (await records(main, '?limit=100')).body.data;
    expect(all.total).toBeGreaterThanOrEqual(3);
    const ids = all.list.map((record) => record.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = (await records(main, '?limit=2&page=2')).body.data;
    expect(second.total).toBe(all.total);
    expect(second.list.map((record) => record.id)).toEqual(ids.slice(2, 4));
    expect((await records(main, '?status=9')).status).toBe(400);
  });
});

describe('who may see what', () => {
  it("refuses another exhibitor's signings as not found", async () => {
    const mine = (await records(main)).body.data.list.find((record) => record.status === SigningStatus.WAITING)!;
    const refused = await cancel(other, mine.id);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('No such signing record');
    expect((await records(other)).body.data.list.map((record) => record.id)).not.toContain(mine.id);
    // The other exhibitor's view of the same company says nothing of this exhibitor's signing.
    const theirs = (await list(other)).body.data.list.find((company) => company.id === mine.company_id);
    expect(theirs?.signing?.id).not.toBe(mine.id);
    expect((await records(main)).body.data.list.find((record) => record.id === mine.id)?.status).toBe(SigningStatus.WAITING);
  });

  it('refuses a sub-account without the signing authority, and the organiser account, on every endpoint', async () => {
    const sub2 = await as('sub2@demo.test');
    const id = companies[0]!.id;
    const calls = [
      { method: 'GET', url: '/api/v4/signing/company' },
      { method: 'GET', url: `/api/v4/signing/company/${id}` },
      { method: 'POST', url: `/api/v4/signing/company/${id}/sign`, payload: valid },
      { method: 'GET', url: '/api/v4/signing/record' },
      { method: 'POST', url: '/api/v4/signing/record/1/cancel' },
    ] as const;
    for (const call of calls) {
      const { status, body } = await t.call({ ...call, headers: sub2 });
      expect(status, call.url).toBe(403);
      expect(body.code).toBe(1003);
    }
    expect((await t.call({ method: 'GET', url: '/api/v4/signing/company' })).status).toBe(401);
  });
});
