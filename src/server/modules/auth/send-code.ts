/**
 * POST /v2/code/send: who may be sent a code for what, then issue and deliver it. login and forget
 * need an account with that contact; register needs the contact free; bind needs a bind token and a
 * contact free (or already the account's own).
 */
import { SEND_LIMITS, type SendCodeBody, type SendCodeResult } from '../../../shared/accounts';
import { Codes } from '../../../shared/codes';
import type { Locale } from '../../../shared/locale';
import type { Deps } from '../../deps';
import { ApiError, FieldError } from '../../http/envelope';
import { codeMessage } from '../../notify/code-message';
import type { Notifier } from '../../notify/notifier';
import { ensureContactFree, findUserByContact, toContact } from './contacts';
import { verifyPurposeToken } from './purpose-tokens';
import { hashCode, issueCode, newCode, withdrawCode } from './verification-codes';

export interface SendContext {
  notifier: Notifier;
  clientAddress: string;
  locale: Locale;
}

async function recipientUserId(deps: Deps, body: SendCodeBody, contact: ReturnType<typeof toContact>): Promise<number | null> {
  switch (body.purpose) {
    case 'login':
    case 'forget':
      if (!(await findUserByContact(deps.db, contact))) throw new ApiError(Codes.ACCOUNT_NOT_FOUND);
      return null;
    case 'register':
      await ensureContactFree(deps.db, contact);
      return null;
    case 'bind': {
      if (!body.bind_token) throw new FieldError('bind_token', 'api.validation.required', { field: { message: 'account.field.bind_token' } });
      const { user } = await verifyPurposeToken(deps, body.bind_token, 'bind');
      await ensureContactFree(deps.db, contact, user.id);
      return user.id;
    }
  }
}

export async function sendCode(deps: Deps, body: SendCodeBody, { notifier, clientAddress, locale }: SendContext): Promise<SendCodeResult> {
  const contact = toContact(body.account);
  const userId = await recipientUserId(deps, body, contact);
  const code = newCode();
  const issued = await issueCode(deps.db, {
    purpose: body.purpose,
    target: contact.target,
    codeHash: hashCode(deps.config.jwtSecret, body.purpose, contact.target, code),
    userId,
    clientAddress,
  });
  try {
    await notifier.send({ channel: contact.channel, target: contact.target, ...codeMessage(locale, body.purpose, code) });
  } catch (error) {
    await withdrawCode(deps.db, issued.id);
    throw error;
  }
  return { expire: issued.expire, retry_after: Math.ceil(60 / SEND_LIMITS.perMinute), channel: contact.channel };
}
