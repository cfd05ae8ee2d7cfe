import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Codes } from '../../../../../src/shared/codes';
import { createTokens } from '../../../../../src/server/http/tokens';
import { createTestApp, type TestApp } from '../../../../support/test-app';
import { bearer, createUser } from './support';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const userInfo = (jwt: string) => t.call({ method: 'GET', url: '/api/v2/user/info', headers: { ...bearer(jwt), cookie: 'language=en' } });

describe('tokens the server refuses with HTTP 401 code 1002', () => {
  it('an unknown token', async () => {
    const forged = await createTokens('another-secret-of-at-least-32-characters').sign({ purpose: 'session', userId: 1, version: 0 }, 600);
    for (const jwt of ['not-a-token', forged.jwt]) {
      const { status, body } = await userInfo(jwt);
      expect(status).toBe(401);
      expect(body.code).toBe(Codes.TOKEN_INVALID.code);
    }
  });

  it('an expired token', async () => {
    const user = await createUser(t);
    const expired = await createTokens(t.config.jwtSecret).sign({ purpose: 'session', userId: user.id, version: 0 }, -10);
    const { status, body } = await userInfo(expired.jwt);
    expect(status).toBe(401);
    expect(body.code).toBe(Codes.TOKEN_INVALID.code);
    // The same token unexpired is accepted: it is the expiry that was refused.
    const fresh = await createTokens(t.config.jwtSecret).sign({ purpose: 'session', userId: user.id, version: 0 }, 600);
    expect((await userInfo(fresh.jwt)).body.code).toBe(1);
  });

  it('a revoked token (logout)', async () => {
    const { authorization } = await t.loginAs('sub2@demo.test');
    await t.call({ method: 'POST', url: '/api/v2/login/logout', headers: { authorization } });
    const { status, body } = await t.call({ method: 'GET', url: '/api/v2/user/info', headers: { authorization, cookie: 'language=en' } });
    expect(status).toBe(401);
    expect(body).toEqual({ code: 1002, message: 'You have been logged out, please log in again', data: null });
  });

  it('an expired reset or bind token on the account endpoints: the step is over, no session is touched', async () => {
    const user = await createUser(t);
    const tokens = createTokens(t.config.jwtSecret);
    const reset = await tokens.sign({ purpose: 'reset', userId: user.id, version: 0 }, -10);
    const bind = await tokens.sign({ purpose: 'bind', userId: user.id, version: 0, contact: '13912345678' }, -10);
    const resetAnswer = await t.call({ method: 'POST', url: '/api/v2/password/reset', payload: { reset_token: reset.jwt, password: 'Fresh#2027', password_confirm: 'Fresh#2027' } });
    const bindAnswer = await t.call({ method: 'POST', url: '/api/v2/contact/bind', payload: { bind_token: bind.jwt, password: 'Fresh#2027', password_confirm: 'Fresh#2027' } });
    for (const answer of [resetAnswer, bindAnswer]) {
      expect(answer.status).toBe(200);
      expect(answer.body.code).toBe(Codes.STEP_EXPIRED.code);
    }
  });
});
