/** Amounts in cents (x-money): shown in yuan in the reader's language, typed in yuan and stored as cents. */
import { describe, expect, it } from 'vitest';
import { formatYuan, isMoney, parseYuan, yuanText } from '../../../src/engine/money';
import { translateErrors, type Translator } from '../../../src/engine';
import type { FieldSchema } from '../../../src/shared/descriptor';
import en from '../../../locales/en.json';
import zh from '../../../locales/zh.json';
import { IntlMessageFormat } from 'intl-messageformat';

const translator = (messages: Record<string, string>, locale: string): Translator => ({
  t: (id, values) => String(new IntlMessageFormat(messages[id] ?? id, locale).format(values)),
  has: (id) => id in messages,
});

describe('formatYuan', () => {
  it('shows cents as yuan with two decimals and the language\'s grouping', () => {
    expect(formatYuan(123450, 'zh')).toBe('¥1,234.50');
    expect(formatYuan(123450, 'en')).toBe('¥1,234.50');
    expect(formatYuan(5, 'en')).toBe('¥0.05');
    expect(formatYuan(0, 'zh')).toBe('¥0.00');
    // A language that groups and separates otherwise does so here too.
    expect(formatYuan(123450, 'de')).toMatch(/^1\.234,50\s?¥$/);
  });
});

describe('yuanText and parseYuan', () => {
  it('write stored cents as the text a person would type', () => {
    expect(yuanText(123450)).toBe('1234.50');
    expect(yuanText(7)).toBe('0.07');
    expect(yuanText(100)).toBe('1.00');
  });

  it('read yuan as typed into integer cents, without float error', () => {
    expect(parseYuan('1234.5')).toBe(123450);
    expect(parseYuan('1234.50')).toBe(123450);
    expect(parseYuan('1,234.56')).toBe(123456);
    expect(parseYuan(' ¥ 12 ')).toBe(1200);
    expect(parseYuan('￥0.29')).toBe(29);
    expect(parseYuan('.5')).toBe(50);
    expect(parseYuan('12.')).toBe(1200);
    expect(parseYuan('0')).toBe(0);
  });

  it('refuse what is not an amount in yuan with at most two decimals', () => {
    for (const text of ['', 'abc', '12.345', '-5', '1e3', '12,34', '1.2.3', '12 34', '0x10']) expect(parseYuan(text), text).toBeUndefined();
  });

  it('come back to the same cents for every stored amount', () => {
    for (const cents of [0, 1, 29, 99, 100, 123456, 10_000_000_000]) expect(parseYuan(yuanText(cents))).toBe(cents);
  });
});

describe('amount fields in validation messages', () => {
  const root: FieldSchema = {
    type: 'object',
    properties: { amount: { type: 'integer', title: 'remittance.amount', minimum: 1, maximum: 10000000000, 'x-money': true } as FieldSchema },
  };

  it('say that the text is not an amount in yuan, naming the field', () => {
    const [error] = translateErrors([{ name: 'type', property: '.amount', params: { type: 'integer' }, stack: '', message: '' }], root, translator(en, 'en'));
    expect(error!.message).toBe('Amount remitted must be an amount in yuan with at most two decimals, e.g. 1234.50');
    const [zhError] = translateErrors([{ name: 'type', property: '.amount', params: { type: 'integer' }, stack: '', message: '' }], root, translator(zh, 'zh'));
    expect(zhError!.message).toContain('汇款金额');
  });

  it('give the limits in yuan, as the amount is typed', () => {
    const [low] = translateErrors([{ name: 'minimum', property: '.amount', params: { limit: 1 }, stack: '', message: '' }], root, translator(en, 'en'));
    expect(low!.message).toBe('Amount remitted must be at least 0.01');
    const [high] = translateErrors([{ name: 'maximum', property: '.amount', params: { limit: 10000000000 }, stack: '', message: '' }], root, translator(en, 'en'));
    expect(high!.message).toBe('Amount remitted must be at most 100000000');
  });

  it('leave other integer fields as they were', () => {
    const plain: FieldSchema = { type: 'object', properties: { quantity: { type: 'integer', title: 'groupOrder.quantity', minimum: 1 } } };
    expect(isMoney(plain.properties!.quantity as FieldSchema)).toBe(false);
    const [error] = translateErrors([{ name: 'minimum', property: '.quantity', params: { limit: 1 }, stack: '', message: '' }], plain, translator(en, 'en'));
    expect(error!.message).toBe('Quantity must be at least 1');
  });
});
