/** The account forms' checks, built on the rules shared with the server (src/shared/accounts.ts). Values are message ids. */
import { changePasswordProblem, confirmProblem, contactChannel, newPasswordProblem } from '../../../shared/accounts';
import type { Problems } from './form-checks';

export interface ContactCodeValues { account: string; code: string }
export interface PasswordPairValues { password: string; password_confirm: string }
export interface ChangePasswordValues { password1: string; password2: string }

/** A phone or e-mail that a code can go to; trimmed first, as it is sent. Null when fine. */
export function contactProblem(account: string): string | null {
  const trimmed = account.trim();
  if (!trimmed) return 'account.contact.required';
  return contactChannel(trimmed) ? null : 'account.contact.invalid';
}

export function validateContactCode(values: ContactCodeValues): Problems<keyof ContactCodeValues> {
  const problems: Problems<keyof ContactCodeValues> = {};
  const account = contactProblem(values.account);
  if (account) problems.account = account;
  if (!values.code.trim()) problems.code = 'account.code.required';
  return problems;
}

export function validatePasswordPair(values: PasswordPairValues): Problems<keyof PasswordPairValues> {
  const problems: Problems<keyof PasswordPairValues> = {};
  const password = newPasswordProblem(values.password);
  if (password) problems.password = password;
  const confirm = confirmProblem(values.password, values.password_confirm);
  if (confirm) problems.password_confirm = confirm;
  return problems;
}

export function validateChangePassword(values: ChangePasswordValues): Problems<keyof ChangePasswordValues> {
  const problems: Problems<keyof ChangePasswordValues> = {};
  const old = changePasswordProblem(values.password1);
  if (old) problems.password1 = old;
  const next = changePasswordProblem(values.password2);
  if (next) problems.password2 = next;
  return problems;
}
