import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { translateErrors, type Translator } from '../../../src/engine/form/translate-errors';
import { serverFieldErrors, toErrorSchema } from '../../../src/engine/form/server-errors';
import en from '../../../locales/en.json';
import zh from '../../../locales/zh.json';
import { compileScreen } from './compiled-screen';

const translator = (messages: Record<string, string>, locale: string): Translator => ({
  t: (id, values) => String(new IntlMessageFormat(messages[id] ?? id, locale).format(values)),
  has: (id) => id in messages,
});

describe('translateErrors', () => {
  it('uses x-messages, format messages and generic ids with the field title, one per field', async () => {
    const { screen } = await compileScreen('company');
    const schema = screen.schema as RJSFSchema;
    const validator = createPrecompiledValidator(screen.validateFns, schema);
    const { errors } = validator.validateFormData({ name_en: 'x', website: 'not a url', email: 'bad', contact_phone: '123' }, schema);
    const byField = Object.fromEntries(translateErrors(errors, screen.schema, translator(en, 'en')).map((e) => [`.${(e.property ?? '').replace(/^\./, '')}`, e.message]));
    expect(byField['.name']).toBe('Please enter the company name in Chinese'); // x-messages.required
    expect(byField['.name_en']).toBe('Company name (English) must be at least 2 characters'); // generic, titled
    expect(byField['.website']).toBe('Website is not a valid web address'); // api.validation.format.uri
    expect(byField['.contact_phone']).toBe('Please enter a valid 11-digit mainland mobile number'); // x-messages.format
    expect(byField['.email']).toBe('Company e-mail is not a valid e-mail address');
    const zhByField = Object.fromEntries(translateErrors(errors, screen.schema, translator(zh, 'zh')).map((e) => [`.${(e.property ?? '').replace(/^\./, '')}`, e.stack]));
    expect(zhByField['.website']).toBe(`${zh['company.website']}不是有效的网址`);
  });

  it('falls back to api.validation.invalid for unknown keywords and to the path for untitled fields', () => {
    const root = { type: 'object', properties: { a: { type: 'string' } } } as never;
    const [error] = translateErrors([{ name: 'const', property: '.a', params: {}, message: '', stack: '' }], root, translator(en, 'en'));
    expect(error?.message).toBe('a is invalid');
  });
});

describe('server field errors', () => {
  it('reads data.errors of a rejected request and nests them by path', () => {
    const rejected = Object.assign(new Error('bad'), { code: 1000, data: { errors: [{ field: 'name', message: 'taken' }, { field: 'items.0.title', message: 'too short' }, { nope: 1 }] } });
    const errors = serverFieldErrors(rejected);
    expect(errors).toHaveLength(2);
    expect(toErrorSchema(errors)).toEqual({ name: { __errors: ['taken'] }, items: { 0: { title: { __errors: ['too short'] } } } });
    expect(serverFieldErrors(new Error('network'))).toEqual([]);
  });
});

describe('sameData (isDirty)', async () => {
  const { sameData } = await import('../../../src/engine/form/draft');
  it('treats what RJSF fills for untouched fields as unchanged', () => {
    expect(sameData({}, { logo: {}, name: undefined, title: '' })).toBe(true);
    expect(sameData({ name: 'a' }, { name: 'b' })).toBe(false);
    expect(sameData({ list: [1, 2] }, { list: [1, 2] })).toBe(true);
  });
});
