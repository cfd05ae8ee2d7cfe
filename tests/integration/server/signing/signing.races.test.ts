/**
 * Signing under concurrency: parallel requests meet at the partial unique index, and a cancel races a
 * review. PostgreSQL only: PGlite has one connection and cannot race.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrokerageCompany, SigningRecord } from '../../../../src/shared/signing';
import { brokerageSignings } from '../../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../../../support/test-app';

type Headers = Record<string, string>;
let t: TestApp;
let main: Headers;
let organiser: Headers;
let company: BrokerageCompany;

const valid = { contact_name: '李明', contact_phone: '13800000001', note: 'Two streamers on 1 August', agreed: true };
const sign = (id: number) => t.call<SigningRecord>({ method: 'POST', url: `/api/v4/signing/company/${id}/sign`, headers: main, payload: valid });

beforeAll(async () => {
  t = await createTestApp();
  main = await t.loginAs('exhibitor@demo.test');
  organiser = await t.loginAs('organiser@demo.test');
  [, company] = (await t.call<{ list: BrokerageCompany[] }>({ method: 'GET', url: '/api/v4/signing/company', headers: main })).body.data.list as [BrokerageCompany, BrokerageCompany];
});
afterAll(async () => { await t.close(); });

describe('signing races', () => {
  it('parallel requests for one company leave exactly one open signing', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => sign(company.id)));
    expect(answers.filter((answer) => answer.body.code === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 2010)).toHaveLength(11);
    const rows = await t.database.db.select().from(brokerageSignings).where(eq(brokerageSignings.companyId, company.id));
    expect(rows).toHaveLength(1);
  });

  it('a cancel and a review at once: exactly one wins', async () => {
    const [open] = await t.database.db.select().from(brokerageSignings).where(eq(brokerageSignings.companyId, company.id));
    const [cancelled, reviewed] = await Promise.all([
      t.call({ method: 'POST', url: `/api/v4/signing/record/${open!.id}/cancel`, headers: main }),
      t.call({ method: 'POST', url: `/api/organiser/signing/${open!.id}/review`, headers: organiser, payload: { decision: 'approve' } }),
    ]);
    expect([cancelled.body.code, reviewed.body.code].sort()).toEqual([1, 2010]);
  });
});
