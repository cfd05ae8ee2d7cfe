/**
 * Tenant isolation and authority on every display materials endpoint: another exhibitor's ids are
 * simply not found (and nothing changes), a sub-account without the display authority (5) is
 * refused, the organiser's API is the organiser's only.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { callers, fixture, KINDS, recordFixtureUploads, urlOf, type Row } from './display-support';

let t: TestApp;
let call: ReturnType<typeof callers>;
beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'portal-display-access-')) });
  await recordFixtureUploads(t);
  call = callers(t);
});
afterAll(async () => { await t.close(); });

describe.each(KINDS)('%s', (kind) => {
  it("refuses another exhibitor's ids on every endpoint and leaves the record as it was", async () => {
    const owner = await call.as('exhibitor@demo.test');
    const item = (await call.create(owner, kind, fixture(kind, 'minimal'))).body.data;
    await call.review(kind, item.id, { decision: 'approve' });

    const stranger = await call.as('newbie@demo.test');
    const url = `${urlOf(kind)}/${item.id}`;
    const attempts = [
      { method: 'GET', url },
      { method: 'PUT', url, payload: fixture(kind, 'minimal') },
      { method: 'DELETE', url },
      { method: 'POST', url: `${url}/shelf`, payload: { on: true } },
      { method: 'POST', url: `${url}/shelf`, payload: { on: false } },
    ] as const;
    for (const attempt of attempts) {
      const { status, body } = await t.call({ ...attempt, headers: stranger });
      expect([attempt.method, attempt.url, status, body.code]).toEqual([attempt.method, attempt.url, 404, 1004]);
    }
    expect((await call.list(stranger, kind)).total).toBe(0);
    const mine = await t.call<Row>({ method: 'GET', url, headers: owner });
    expect(mine.body.data).toMatchObject({ review_status: 1, shelf_status: 0, name: fixture(kind, 'minimal').name });
  });

  it('refuses a sub-account without the display materials authority (sub2 has authority 1 only)', async () => {
    const sub = await call.as('sub2@demo.test');
    for (const attempt of [
      { method: 'GET', url: urlOf(kind) },
      { method: 'POST', url: urlOf(kind), payload: fixture(kind, 'minimal') },
      { method: 'GET', url: `${urlOf(kind)}/1` },
      { method: 'POST', url: `${urlOf(kind)}/1/shelf`, payload: { on: false } },
    ] as const) {
      const { status, body } = await t.call({ ...attempt, headers: sub });
      expect([attempt.method, attempt.url, status, body.code]).toEqual([attempt.method, attempt.url, 403, 1003]);
    }
  });

  it("keeps the organiser API to the organiser's staff", async () => {
    for (const account of ['exhibitor@demo.test', 'sub2@demo.test']) {
      const { status } = await t.call({ method: 'GET', url: `/api/organiser/${kind}`, headers: await call.as(account) });
      expect(status).toBe(403);
    }
    const decision = await t.call({ method: 'POST', url: `/api/organiser/${kind}/1/review`, headers: await call.as('exhibitor@demo.test'), payload: { decision: 'approve' } });
    expect(decision.status).toBe(403);
    expect((await t.call({ method: 'GET', url: urlOf(kind) })).status).toBe(401);
  });
});
