/** The public account pages and how the redirect target of the login page travels between them. */
import { LOGIN_PATH } from '../../routes/paths';

export const FORGET_PATH = '/forget';
export const CHECK_PATH = '/check';
export const BIND_PATH = '/bind';

/** Navigation state of /forget when it opens on the new-password step (an 11016 login). */
export interface ForgetState {
  step: 'reset';
  /** 'login': an 11016 login sent the user here, not a forgotten password. */
  via?: 'login';
}

export const isForgetResetState = (state: unknown): state is ForgetState =>
  typeof state === 'object' && state !== null && (state as { step?: unknown }).step === 'reset';

/** `path` with the login page's `?redirect=` carried along, when there is one. */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}

export const loginPathWithRedirect = (redirect: string | null): string => withRedirect(LOGIN_PATH, redirect);

/** The 11013 flow: /check, then /bind. */
export const BIND_STEPS = ['account.check.step.verify', 'account.check.step.bind'] as const;
