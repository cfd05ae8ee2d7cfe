/**
 * Custom formats shared by the client's forms and the server's validation (ARCHITECTURE.md):
 * a JSON Schema field says `"format": "resident-id"` and both sides apply the same check.
 */

/** GB 11643-1999 weights of the first 17 digits, and the check character for each remainder. */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';
/** Province-level codes that start a resident ID (83: residence permits of Taiwan residents). */
const ID_PROVINCES = new Set([11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46,
  50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82, 83]);

/** The birth date inside a resident ID, if it is a real, past date. */
export function residentIdBirthDate(id: string, today = new Date()): Date | null {
  const match = /^\d{6}(\d{4})(\d{2})(\d{2})/.exec(id);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && date.getTime() <= today.getTime() ? date : null;
}

/** Mainland resident identity card number: region, real birth date and check character (GB 11643). */
export function isResidentId(value: string, today = new Date()): boolean {
  const id = value.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  if (!ID_PROVINCES.has(Number(id.slice(0, 2)))) return false;
  if (!residentIdBirthDate(id, today)) return false;
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(id[i]), 0);
  return ID_CHECK[sum % 11] === id[17];
}

/** GB 32100-2015: 31 characters (no I, O, S, V, Z) and the weights of the first 17 positions. */
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Unified social credit code of an organisation, with its check character (GB 32100). */
export function isUnifiedSocialCreditCode(value: string): boolean {
  const code = value.toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  const sum = USCC_WEIGHTS.reduce((total, weight, i) => total + weight * USCC_CHARS.indexOf(code[i]!), 0);
  const check = (31 - (sum % 31)) % 31;
  return USCC_CHARS[check] === code[17];
}

/** Mainland mobile number, 11 digits starting 13–19. */
export const MOBILE_CN = /^1[3-9]\d{9}$/;
export const isMobileCn = (value: string): boolean => MOBILE_CN.test(value);

/**
 * SPEC.md §5's helper patterns. A positive integer written as text (a quantity or a number typed
 * into a text field): digits, no sign, no leading zero, not 0. Any length: the text is checked, not
 * converted, so a number too large for JavaScript is still one.
 */
export const POSITIVE_INTEGER = /^[1-9]\d*$/;
export const isPositiveInteger = (value: string): boolean => POSITIVE_INTEGER.test(value);

/** Chinese (Han) or English letters and underscores only: no digits, spaces or marks. */
export const LETTERS_UNDERSCORE = /^[\p{Script=Han}A-Za-z_]+$/u;
export const isLettersUnderscore = (value: string): boolean => LETTERS_UNDERSCORE.test(value);

/** Name → check, as ajv's addFormat takes them. Locale ids of the messages: `format.<name>`. */
export const CUSTOM_FORMATS = {
  'resident-id': (value: string) => isResidentId(value),
  uscc: isUnifiedSocialCreditCode,
  'mobile-cn': isMobileCn,
  'positive-integer': isPositiveInteger,
  'letters-underscore': isLettersUnderscore,
} as const satisfies Record<string, (value: string) => boolean>;

export type CustomFormat = keyof typeof CUSTOM_FORMATS;
