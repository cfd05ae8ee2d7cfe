import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Codes } from '../../../../../src/shared/codes';
import { createTestApp, type TestApp } from '../../../../support/test-app';
import { createUser, rowsOf, sendCode } from './support';

describe('the SMTP notifier (SMTP_URL set)', () => {
  let t: TestApp;
  // Nothing listens on port 1: every e-mail fails to go out.
  beforeAll(async () => { t = await createTestApp({ notify: { smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'Portal <no-reply@example.test>' } }); });
  afterAll(async () => { await t.close(); });

  const countWhere = async (table: 'outbox' | 'verification_codes', target: string) =>
    rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where target = ${target}`))[0]?.n;

  it('mails e-mail codes by SMTP; a code that could not be sent is withdrawn and does not count', async () => {
    const user = await createUser(t);
    const { status, body } = await sendCode(t, { account: user.email, purpose: 'login' });
    expect(status).toBe(500);
    expect(body.code).toBe(Codes.INTERNAL_ERROR.code);
    expect(await countWhere('outbox', user.email)).toBe(0);
    expect(await countWhere('verification_codes', user.email)).toBe(0);
  });

  it('keeps text messages in the outbox', async () => {
    const user = await createUser(t);
    expect((await sendCode(t, { account: user.phone, purpose: 'login' })).body.code).toBe(1);
    expect(await countWhere('outbox', user.phone)).toBe(1);
  });
});
