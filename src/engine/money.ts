/**
 * Amounts in integer cents (`"x-money": true`, SPEC.md §9: stored in cents, shown in yuan): the one
 * place that turns cents into yuan and yuan typed by a person back into cents. Pure, so the table,
 * the details, the form widget and their tests share it.
 */
import type { FieldSchema } from '../shared/descriptor';

export const isMoney = (schema: FieldSchema | undefined): boolean => schema?.['x-money'] === true;

const formatters = new Map<string, Intl.NumberFormat>();

/** ¥1,234.50 in the locale's grouping and decimal marks; the yuan sign is the same in every language. */
export function formatYuan(cents: number, locale: string): string {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(locale, format);
  }
  return format.format(cents / 100);
}

/** Cents as a person types yuan: "1234.50" (no grouping, two decimals); the form's text for a stored amount. */
export function yuanText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * Yuan as typed ("1234.5", "1,234.50", "¥ 12", ".5") → integer cents, worked out
 * on the digits rather than through a float, so 0.29 is 29 cents and never 28.999…; undefined when
 * the text is not an amount in yuan with at most two decimals. An empty text is not an amount either:
 * the caller decides what empty means.
 */
export function parseYuan(text: string): number | undefined {
  const plain = text.trim().replace(/^[¥￥]\s*/, '').replace(/,(?=\d{3}(\D|$))/g, '').replace(/^\./, '0.');
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(plain);
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/** The text a form shows for a stored amount: cents as yuan, anything else (text that was not an amount) as typed. */
export const moneyText = (value: unknown): string =>
  typeof value === 'number' && Number.isInteger(value) ? yuanText(value) : value === undefined || value === null ? '' : String(value);

/** Whether typed text stands for the stored value: the same cents ("1,999.9" for 199990), or the same text. */
export const moneyStandsFor = (value: unknown, text: string): boolean => parseYuan(text) === value || moneyText(value) === text;

/**
 * What the form stores for typed text: cents, `empty` for nothing typed, or the text itself when it
 * is not an amount, so the schema's type rule refuses it and the field says what is wrong.
 */
export const moneyValue = (text: string, empty: unknown): unknown => (text.trim() === '' ? empty : parseYuan(text) ?? text);
