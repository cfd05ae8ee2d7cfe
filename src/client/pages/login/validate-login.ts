/** Client checks of the password login form; the values are message ids. */
export interface LoginValues {
  account: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  // The account is trimmed before sending, so blanks alone do not count as an account.
  if (!values.account.trim()) errors.account = 'login.account.required';
  if (!values.password) errors.password = 'login.password.required';
  return errors;
}
