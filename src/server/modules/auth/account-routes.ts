/** The account endpoints of src/shared/accounts.ts: codes, code login, forget/reset, check/bind, change password, register. */
import type { FastifyInstance } from 'fastify';
import {
  CODE_LENGTH, CODE_PURPOSES,
  type BindContactBody, type ChangePasswordBody, type CheckContactBody, type CodeLoginBody, type ForgetBody,
  type RegisterBody, type ResetPasswordBody, type SendCodeBody,
} from '../../../shared/accounts';
import type { ModuleOptions } from '../../deps';
import { sessionUserId } from '../../http/auth';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/i18n';
import { createNotifier } from '../../notify/create-notifier';
import { bindContact, changePassword, checkContact, forgetPassword, loginWithCode, register, resetPassword } from './account-flows';
import { EMAIL_OR_MOBILE, trimFields } from './body-rules';
import { sendCode } from './send-code';

const account = { type: 'string', title: 'field.account', minLength: 1, maxLength: 100, pattern: EMAIL_OR_MOBILE };
const code = { type: 'string', title: 'account.field.code', pattern: `^\\d{${CODE_LENGTH}}$` };
const token = (title: string) => ({ type: 'string', title, minLength: 1, maxLength: 2048 });
// Empty passwords pass the schema so the shared rules answer them with the form's own message.
const password = (title: string) => ({ type: 'string', title, maxLength: 128 });

const body = (properties: Record<string, object>, required = Object.keys(properties)) =>
  ({ type: 'object', required, additionalProperties: false, properties });

const SESSION_ANSWER = 'data: {jwt, expire}; 11013 / 11016 like a password login.';

export default async function accountRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const notifier = createNotifier(deps.db, deps.config, app.log);
  const trimAccount = trimFields('account', 'code');

  app.post<{ Body: SendCodeBody }>('/v2/code/send', {
    config: { auth: 'public', writesNoTickets: true },
    preValidation: trimAccount,
    schema: {
      summary: 'Send a verification code to a phone or e-mail',
      tags: ['login'],
      description: 'data: {expire, retry_after, channel}. 11011 (data.retry_after) while the last code to the target is under a minute old; 1007 past 5 an hour or 10 a day per target, or the limits per client address.',
      body: body({ account, purpose: { type: 'string', title: 'account.field.purpose', enum: [...CODE_PURPOSES] }, bind_token: token('account.field.bind_token') }, ['account', 'purpose']),
    },
  }, async (request) =>
    ok(await sendCode(deps, request.body, { notifier, clientAddress: request.ip, locale: requestLocale(request) })));

  app.post<{ Body: CodeLoginBody }>('/v2/login/code', {
    config: { auth: 'public', writesNoTickets: true },
    preValidation: trimAccount,
    schema: { summary: 'Log in with a phone or e-mail and a verification code', tags: ['login'], description: SESSION_ANSWER, body: body({ account, code }) },
  }, async (request) => ok(await loginWithCode(deps, request.body)));

  app.post<{ Body: ForgetBody }>('/v2/password/forget', {
    config: { auth: 'public', writesNoTickets: true },
    preValidation: trimAccount,
    schema: { summary: 'Prove the account by a code to reset a forgotten password', tags: ['login'], description: 'data: {reset_token, expire}.', body: body({ account, code }) },
  }, async (request) => ok(await forgetPassword(deps, request.body)));

  app.post<{ Body: ResetPasswordBody }>('/v2/password/reset', {
    config: { auth: 'public', writesNoTickets: true },
    schema: {
      summary: 'Set a new password with a reset token (from /forget or an 11016 login)',
      tags: ['login'],
      description: `Every older token of the account stops working. ${SESSION_ANSWER}`,
      body: body({ reset_token: token('account.field.reset_token'), password: password('field.password'), password_confirm: password('account.field.password_confirm') }),
    },
  }, async (request) => ok(await resetPassword(deps, request.body)));

  app.post<{ Body: CheckContactBody }>('/v2/contact/check', {
    config: { auth: 'public', writesNoTickets: true },
    preValidation: trimAccount,
    schema: {
      summary: 'Verify the phone or e-mail to bind (the 11013 flow)',
      tags: ['login'],
      description: 'data: {bind_token, expire, account}: a bind token carrying the checked contact.',
      body: body({ bind_token: token('account.field.bind_token'), account, code }),
    },
  }, async (request) => ok(await checkContact(deps, request.body)));

  app.post<{ Body: BindContactBody }>('/v2/contact/bind', {
    config: { auth: 'public', writesNoTickets: true },
    schema: {
      summary: 'Bind the checked phone or e-mail and set a password',
      tags: ['login'],
      description: SESSION_ANSWER,
      body: body({ bind_token: token('account.field.bind_token'), password: password('field.password'), password_confirm: password('account.field.password_confirm') }),
    },
  }, async (request) => ok(await bindContact(deps, request.body)));

  app.post<{ Body: ChangePasswordBody }>('/v2/user/password', {
    schema: {
      summary: 'Change the password (main accounts, account_type 1)',
      tags: ['user'],
      description: 'Every token of the account, the caller\'s included, stops working; data: {jwt, expire} is the new session.',
      body: body({ password1: password('account.field.password1'), password2: password('account.field.password2') }),
    },
  }, async (request) => ok(await changePassword(deps, sessionUserId(request), request.claims?.version ?? -1, request.body)));

  app.post<{ Body: RegisterBody }>('/v2/user/register', {
    config: { auth: 'public', writesNoTickets: true },
    preValidation: trimFields('account', 'code', 'name'),
    schema: {
      summary: 'Register a user with a verified phone or e-mail (what the official mini program calls)',
      tags: ['user'],
      description: 'data: {user_id}. The user belongs to no exhibitor until one adds it as a sub-account.',
      body: body({ account, code, name: { type: 'string', title: 'account.field.name', minLength: 1, maxLength: 50 }, password: password('field.password'), password_confirm: password('account.field.password_confirm') }),
    },
  }, async (request) => ok(await register(deps, request.body)));
}
