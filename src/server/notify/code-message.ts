/** The text of a verification code message, in the language of the request that asked for it. */
import { CODE_TTL_SECONDS, type CodePurpose } from '../../shared/accounts';
import type { Locale } from '../../shared/locale';
import { translate } from '../http/i18n';

export function codeMessage(locale: Locale, purpose: CodePurpose, code: string): { subject: string; body: string } {
  const values = { code, minutes: CODE_TTL_SECONDS / 60, purpose: { message: `notify.code.purpose.${purpose}` } };
  return { subject: translate(locale, 'notify.code.subject', values), body: translate(locale, 'notify.code.body', values) };
}
