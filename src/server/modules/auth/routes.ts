/** /v2/login/* — the ways into the portal (SPEC.md §7). */
import type { FastifyInstance } from 'fastify';
import type { LoginPasswordBody } from '../../../shared/api';
import type { ModuleOptions } from '../../deps';
import { sessionUserId } from '../../http/auth';
import { ok } from '../../http/envelope';
import { EMAIL_OR_MOBILE, trimFields } from './body-rules';
import { guestToken, loginWithPassword, logout } from './service';

const LOGIN_ANSWERS = 'data: {jwt, expire}. Codes 11013 (bind a phone or e-mail first: data.bind_token) and 11016 (set a new password first: data.reset_token) issue no session.';

const trimAccount = trimFields('account');

export default async function authRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const passwordBody = (account: object) => ({
    type: 'object',
    required: ['account', 'password'],
    additionalProperties: false,
    properties: {
      account: { type: 'string', minLength: 1, maxLength: 100, ...account },
      password: { type: 'string', minLength: 1, maxLength: 128 },
    },
  });

  app.post<{ Body: LoginPasswordBody }>('/v2/login/account', {
    config: { auth: 'public', writesNoTickets: true },
    preValidation: trimAccount,
    schema: {
      summary: 'Log in with a login name, e-mail or phone and the password',
      tags: ['login'],
      body: passwordBody({}),
      description: LOGIN_ANSWERS,
    },
  }, async (request) => ok(await loginWithPassword(deps, request.body.account, request.body.password)));

  app.post<{ Body: LoginPasswordBody }>('/v2/login/password', {
    config: { auth: 'public', writesNoTickets: true },
    preValidation: trimAccount,
    schema: {
      summary: 'Log in with a verified e-mail or mainland mobile number and the password',
      tags: ['login'],
      body: passwordBody({ pattern: EMAIL_OR_MOBILE }),
      description: LOGIN_ANSWERS,
    },
  }, async (request) => ok(await loginWithPassword(deps, request.body.account, request.body.password)));

  app.post('/v2/login/guest', {
    config: { auth: 'public', writesNoTickets: true },
    schema: { summary: 'A guest token for the public calls (ads, shared FAQ)', tags: ['login'] },
  }, async () => ok(await guestToken(deps)));

  app.post('/v2/login/logout', {
    schema: { summary: 'Log out: every token of the account stops working', tags: ['login'] },
  }, async (request) => {
    await logout(deps, sessionUserId(request));
    return ok(null);
  });
}
