/**
 * The one wording of validation messages (server and engine): each keyword ajv reports, in Chinese
 * and English, with the rule's own numbers as arguments and the field named by its title. The
 * failures come from ajv itself, compiled with the custom formats the product uses.
 */
import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { CUSTOM_FORMATS } from '../../../src/shared/formats';
import { megabytes, onePerField, ratioLabel, ruleValues, validationMessage, wordFailure, wordMessage, type MessageSchema, type RuleFailure, type Translator } from '../../../src/shared/validation-messages';
import en from '../../../locales/en.json';
import zh from '../../../locales/zh.json';

const translator = (messages: Record<string, string>, locale: string): Translator => ({
  t: (id, values) => String(new IntlMessageFormat(messages[id] ?? id, locale).format(values)),
  has: (id) => id in messages,
});
const EN = translator(en, 'en');
const ZH = translator(zh, 'zh');

const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
addFormats.default(ajv, ['email']);
for (const [name, check] of Object.entries(CUSTOM_FORMATS)) ajv.addFormat(name, { type: 'string', validate: check });

// Titles are real message ids, so the field's label is its translation.
const schema = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', title: 'boothTicket.name', minLength: 2, maxLength: 5 },
    doc_number: { type: 'string', title: 'boothTicket.doc_number', pattern: '^[A-Za-z0-9]+$' },
    quantity: { type: 'integer', title: 'boothTicket.doc_type', minimum: 3, maximum: 9 },
    phone: { type: 'string', title: 'boothTicket.phone', format: 'mobile-cn' },
    email: { type: 'string', title: 'boothTicket.email', format: 'email' },
    doc_type: { type: 'integer', title: 'boothTicket.doc_type', enum: [1, 2, 4] },
    agreed: { title: 'boothTicket.name', const: true },
    tags: { type: 'array', title: 'boothTicket.contact', minItems: 2, maxItems: 3, items: { type: 'string' } },
    own: { type: 'string', title: 'boothTicket.doc_number', minLength: 5, 'x-messages': { minLength: 'boothTicket.doc_number.pattern' } },
    untitled_thing: { type: 'string', maxLength: 1 },
    count_text: { type: 'string', title: 'boothTicket.name', format: 'positive-integer' },
    handle: { type: 'string', title: 'boothTicket.name', format: 'letters-underscore' },
  },
};
const validate = ajv.compile(schema);

/** The failure of one field for some data, as ajv reports it. */
function failureOf(data: Record<string, unknown>, field: string): RuleFailure {
  expect(validate(data)).toBe(false);
  const error = (validate.errors ?? []).find((e) => (e.keyword === 'required' ? String(e.params.missingProperty) : e.instancePath.slice(1)) === field) as ErrorObject;
  expect(error).toBeDefined();
  const parent = error.parentSchema as MessageSchema & { properties?: Record<string, MessageSchema> };
  return error.keyword === 'required'
    ? { keyword: 'required', params: error.params, path: [field], schema: parent.properties?.[field] }
    : { keyword: error.keyword, params: error.params, path: [field], schema: parent };
}

const base = { name: 'Li Lei' };
const both = (data: Record<string, unknown>, field: string) => {
  const failure = failureOf({ ...base, ...data }, field);
  return [wordFailure(failure, ZH), wordFailure(failure, EN)];
};

describe('validation messages', () => {
  it('required', () => {
    const failure = failureOf({}, 'name');
    expect([wordFailure(failure, ZH), wordFailure(failure, EN)]).toEqual(['姓名不能为空', 'Name is required']);
  });

  it('minLength and maxLength carry the schema’s limits', () => {
    expect(both({ name: 'L' }, 'name')).toEqual(['姓名至少 2 个字符', 'Name must be at least 2 characters']);
    expect(both({ name: 'Li Lei Han' }, 'name')).toEqual(['姓名最多 5 个字符', 'Name must be at most 5 characters']);
    // The number comes from the rule: change the rule, the message follows.
    expect(validationMessage(failureOf({ name: 'Li Lei Han' }, 'name'), EN.has).values.limit).toBe(5);
  });

  it('minimum and maximum', () => {
    expect(both({ quantity: 2 }, 'quantity')).toEqual(['身份证件类型不能小于 3', 'Document type must be at least 3']);
    expect(both({ quantity: 10 }, 'quantity')).toEqual(['身份证件类型不能大于 9', 'Document type must be at most 9']);
  });

  it('pattern', () => {
    expect(both({ count_text: '0' }, 'count_text')).toEqual(['姓名应为正整数', 'Name must be a positive whole number']);
    expect(both({ handle: 'a1' }, 'handle')).toEqual(['姓名只能包含中英文字母和下划线', 'Name may contain only Chinese or English letters and underscores']);
    expect(both({ doc_number: 'A-1' }, 'doc_number')).toEqual(['身份证件号码格式不正确', 'Document number is not in the right format']);
  });

  it('format: the product’s own formats and standard ones by their own messages', () => {
    expect(both({ phone: '12345' }, 'phone')).toEqual(['手机号不是有效的手机号码', 'Mobile phone is not a valid mainland mobile number']);
    expect(both({ email: 'nope' }, 'email')).toEqual(['邮箱不是有效的邮箱地址', 'E-mail is not a valid e-mail address']);
  });

  it('a format without a message of its own names the format', () => {
    const failure: RuleFailure = { keyword: 'format', params: { format: 'ipv4' }, path: ['email'], schema: { title: 'boothTicket.email' } };
    expect([wordFailure(failure, ZH), wordFailure(failure, EN)]).toEqual(['邮箱不是有效的 ipv4', 'E-mail is not a valid ipv4']);
  });

  it('enum lists the allowed values', () => {
    expect(both({ doc_type: 3 }, 'doc_type')).toEqual(['身份证件类型只能是：1, 2, 4', 'Document type must be one of: 1, 2, 4']);
  });

  it('const, which has no message of its own, is invalid', () => {
    expect(both({ agreed: false }, 'agreed')).toEqual(['姓名无效', 'Name is invalid']);
  });

  it('minItems and maxItems', () => {
    expect(both({ tags: ['a'] }, 'tags')).toEqual(['手机号/邮箱至少需要 2 项', 'Phone/e-mail needs at least 2 items']);
    expect(both({ tags: ['a', 'b', 'c', 'd'] }, 'tags')).toEqual(['手机号/邮箱最多 3 项', 'Phone/e-mail takes at most 3 items']);
  });

  it('type names the expected type in the reader’s language', () => {
    expect(both({ quantity: 'three' }, 'quantity')).toEqual(['身份证件类型的类型应为 整数', 'Document type must be of type whole number']);
  });

  it('a field’s own x-messages text wins over the generic one', () => {
    expect(both({ own: 'ab' }, 'own')).toEqual(['身份证件号码只能包含字母和数字', 'The document number may contain only letters and digits']);
  });

  it('names an untitled field by field.<name>, else by its path, else as the caller says', () => {
    const untitled = failureOf({ ...base, untitled_thing: 'ab' }, 'untitled_thing');
    expect(wordFailure(untitled, EN)).toBe('untitled_thing must be at most 1 characters');
    expect(wordFailure({ ...untitled, path: ['items', '0', 'account'] }, ZH)).toBe('账号最多 1 个字符');
    expect(wordFailure({ keyword: 'type', params: { type: 'object' }, path: [], unnamed: { message: 'api.validation.body' } }, EN)).toBe('Request body must be of type object');
  });

  it('keeps a message without a language, labels as references, and words it later in either', () => {
    const kept = validationMessage(failureOf({ name: 'Li Lei Han' }, 'name'), (id) => id in zh && id in en);
    expect(kept).toMatchObject({ id: 'api.validation.maxLength', values: { field: { message: 'boothTicket.name' }, limit: 5 } });
    const stored = JSON.parse(JSON.stringify(kept)) as typeof kept;
    expect([wordMessage(stored, ZH), wordMessage(stored, EN)]).toEqual(['姓名最多 5 个字符', 'Name must be at most 5 characters']);
    expect(wordMessage({ id: 'boothTicket.name.required', values: null }, EN)).toBe('Please enter the name');
  });

  it('shows one error per field and drops if failures', () => {
    const errors = [{ k: 'if', f: 'a' }, { k: 'pattern', f: 'a' }, { k: 'minLength', f: 'a' }, { k: 'required', f: 'b' }];
    expect(onePerField(errors, (e) => e.k, (e) => e.f)).toEqual([{ k: 'pattern', f: 'a' }, { k: 'required', f: 'b' }]);
  });
});

describe('ruleValues: the numbers a help text may say', () => {
  it('gives a field\'s limits by their keyword, and only those it has', () => {
    expect(ruleValues({ type: 'string', minLength: 10, maxLength: 1000 })).toEqual({ minLength: 10, maxLength: 1000 });
    expect(ruleValues({ type: 'integer', minimum: 0, maximum: 100 })).toEqual({ minimum: 0, maximum: 100 });
    expect(ruleValues({ type: 'array', minItems: 1, maxItems: 6 })).toEqual({ minItems: 1, maxItems: 6 });
    expect(ruleValues({ type: 'string' })).toEqual({});
    expect(ruleValues(undefined)).toEqual({});
  });

  it('gives an upload rule\'s size in MB, its pixel size, ratio and file count', () => {
    expect(ruleValues(undefined, { accept: ['image/png'], maxBytes: 5 * 1048576, aspectRatio: { ratio: 1.5, tolerance: 0.02 }, maxFiles: 6 }))
      .toEqual({ maxSize: '5', ratio: '1.5:1', maxFiles: 6 });
    expect(ruleValues(undefined, { accept: ['image/png'], maxBytes: 1572864, dimensions: { width: 750, height: 348 } }))
      .toEqual({ maxSize: '1.5', width: 750, height: 348 });
  });

  it('writes sizes and ratios as the messages do', () => {
    expect(megabytes(5242880)).toBe('5');
    expect(megabytes(1)).toBe('0');
    expect(ratioLabel(2)).toBe('2:1');
  });
});

