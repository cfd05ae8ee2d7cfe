/**
 * The checker on a descriptor held in memory, as the run-time editor calls it on a draft from the
 * database: no file, no line (unless the text is given), the other screens passed in. Each check at
 * its edges; the real screens pass.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ScreenDescriptor } from '../../../../src/shared/descriptor';
import { breakingProblems, checkScreenDescriptor, formatProblem, type ScreenCheckContext } from '../../../../src/server/schema-check/check-screen';
import en from '../../../../locales/en.json';
import zh from '../../../../locales/zh.json';
import enums from '../../../../schemas/enums.json';

const screens = readdirSync('schemas').filter((name) => /^[a-z][a-z0-9-]*\.json$/.test(name) && name !== 'enums.json')
  .map((name) => JSON.parse(readFileSync(`schemas/${name}`, 'utf8')) as ScreenDescriptor);
const byId = (id: string): ScreenDescriptor => structuredClone(screens.find((screen) => screen.id === id)!);
const context = (over: Partial<ScreenCheckContext> = {}): ScreenCheckContext => ({ messages: { zh, en }, enums, otherDescriptors: screens, ...over });
const check = (descriptor: unknown, over: Partial<ScreenCheckContext> = {}) => checkScreenDescriptor(descriptor, context(over)).map(formatProblem);

describe('checkScreenDescriptor on a draft in memory', () => {
  it('finds nothing in any real screen, each checked against all the others', () => {
    for (const screen of screens) expect(check(screen)).toEqual([]);
  });

  it('names the screen and the default file, and gives no line without the text', () => {
    const draft = byId('invoice-header');
    draft.list!.columns[0]!.filter = 'dateRange';
    const [problem] = checkScreenDescriptor(draft, context());
    expect(problem).toEqual({
      file: 'schemas/invoice-header.json', path: '/list/columns/0/filter', screen: 'invoice-header',
      code: 'filterUnsuited', params: { filter: 'dateRange', field: 'title', type: 'string' }, message: expect.stringContaining('dateRange'),
    });
    expect(problem!.line).toBeUndefined();
  });

  it('reports a draft that is not a descriptor alone, as breaking', () => {
    expect(check(null)).toEqual(['schemas/screen.json: must be object']);
    expect(breakingProblems({ id: 'x', title: 'x.title' })).toEqual([{ file: 'schemas/x.json', path: '', screen: 'x', code: 'requiredProperty', params: { name: 'schema' }, message: 'missing "schema"' }]);
    expect(breakingProblems(byId('company'))).toEqual([]);
  });

  it('names each refusal of the descriptor format by a code of its own, with ajv’s values', () => {
    // The edits reach deep into the descriptor on purpose; typing every shape would hide what is broken.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const draft = byId('invoice-header') as unknown as Record<string, any>;
    draft.title = 'Invoice header';
    draft.colour = 'blue';
    draft.list.columns[0].width = 10;
    draft.list.defaultSort.order = 'up';
    draft.uploads = { stamp: { accept: 'image/png', maxBytes: 10 } };
    const named = breakingProblems(draft).map(({ path, code, params }) => ({ path, code, params }));
    expect(named).toEqual(expect.arrayContaining([
      { path: '/title', code: 'messageId', params: {} },
      { path: '/colour', code: 'additionalProperties', params: { key: 'colour' } },
      { path: '/list/columns/0/width', code: 'minimum', params: { limit: 40 } },
      { path: '/list/defaultSort/order', code: 'enum', params: { values: '"asc", "desc"' } },
      { path: '/uploads/stamp/accept', code: 'type', params: { type: 'array' } },
    ]));
    // A schema ajv cannot compile keeps the compiler's words as a value: they are the developer's.
    draft.title = 'invoiceHeader.title';
    delete draft.colour;
    draft.list.columns[0].width = 120;
    draft.list.defaultSort.order = 'asc';
    delete draft.uploads;
    draft.schema.properties.title.pattern = '(';
    expect(breakingProblems(draft)).toEqual([expect.objectContaining({ path: '/schema', code: 'schemaCompile', params: { detail: expect.stringContaining('Invalid regular expression') } })]);
  });

  it('checks a declared layout: one or two columns, sections naming real fields once, titles translated', () => {
    const layout = (value: unknown) => {
      const draft = byId('company');
      draft.uiSchema!['ui:layout'] = value;
      return check(draft);
    };
    expect(layout({ columns: 2, sections: [{ title: 'form.section.company', fields: ['name'] }] })).toEqual([]);
    expect(layout({ columns: 1 })).toEqual([]);
    expect(layout({ columns: 3 })).toEqual(['schemas/company.json /uiSchema/ui:layout/columns: columns is 1 or 2']);
    expect(layout({ sections: [{ fields: ['name', 'nope'] }, { fields: ['name'] }] })).toEqual([
      'schemas/company.json /uiSchema/ui:layout/sections/0/fields/1: section names "nope", which is not a field',
      'schemas/company.json /uiSchema/ui:layout/sections/1/fields/0: "name" is already in an earlier section',
    ]);
    expect(layout({ sections: [{ title: 'form.section.nowhere', fields: ['name'] }] })).toEqual([
      'schemas/company.json /uiSchema/ui:layout/sections/0/title: message id "form.section.nowhere" is missing in locales/zh.json',
      'schemas/company.json /uiSchema/ui:layout/sections/0/title: message id "form.section.nowhere" is missing in locales/en.json',
    ]);
    expect(layout('two')).toHaveLength(1);
  });

  it('wants every field in ui:order, unless the order ends with "*"; names a field ordered twice', () => {
    const draft = byId('invoice-header');
    draft.schema.properties.fax = { type: 'string', title: 'invoiceHeader.phone' };
    expect(check(draft)).toEqual(['schemas/invoice-header.json /uiSchema/ui:order: ui:order leaves out "fax": name every field, or end the order with "*"']);
    (draft.uiSchema!['ui:order'] as string[]).push('*');
    expect(check(draft)).toEqual([]);
    (draft.uiSchema!['ui:order'] as string[]).push('title');
    expect(check(draft)).toEqual(['schemas/invoice-header.json /uiSchema/ui:order/9: ui:order names "title" twice']);
  });

  it('wants a text filter on text, a date range on a time, and options for a select', () => {
    const draft = byId('invoice-header');
    draft.list!.columns[2]!.filter = 'text';
    draft.list!.columns[4]!.filter = 'text';
    expect(check(draft)).toEqual([
      'schemas/invoice-header.json /list/columns/2/filter: a text filter searches text, and "invoice_type" is of type integer: use select for codes, dateRange for times',
      'schemas/invoice-header.json /list/columns/4/filter: a text filter searches text, and "created_at" is of type integer: use select for codes, dateRange for times',
    ]);
    draft.list!.columns[2]!.filter = 'dateRange';
    draft.list!.columns[4]!.filter = 'dateRange';
    // An id is an integer, not a time; a "moment" field is one whatever its name.
    draft.list!.columns.push({ field: 'id', filter: 'dateRange' });
    expect(check(draft)).toContain('schemas/invoice-header.json /list/columns/5/filter: a dateRange filter needs a time (an integer of Unix seconds named *_at or *_time, or a "moment" field), and "id" is not one');
    draft.uiSchema!.id = { 'ui:widget': 'moment' };
    draft.schema.properties.id = { type: 'integer', title: 'common.id' };
    (draft.uiSchema!['ui:order'] as string[]).push('id');
    draft.list!.columns.pop();
    draft.list!.columns.push({ field: 'id', filter: 'dateRange' });
    expect(check(draft)).toEqual(['schemas/invoice-header.json /list/columns/2/filter: a dateRange filter needs a time (an integer of Unix seconds named *_at or *_time, or a "moment" field), and "invoice_type" is not one']);
  });

  it('lets fields share an upload folder with the very same rule, not with another', () => {
    const faq = byId('faq-question');
    // The real FAQ screens share "faq-picture" with one rule.
    expect(check(faq)).toEqual([]);
    faq.uploads!.pictures!.maxBytes = 10 * 1048576;
    expect(check(faq)).toEqual([
      'schemas/faq-question.json /uploads/pictures/dir: upload folder "faq-picture" is also used by "pictures" of faq-answer with another rule: the server keeps one rule per folder, so give this field its own "dir" (or the same rule)',
    ]);
    // The screen being replaced is not its own rival.
    expect(check(byId('company'), { otherDescriptors: [byId('company')] })).toEqual([]);
    // Two fields of one screen, the default folder of one being the other's.
    const company = byId('company');
    company.schema.properties.banner = { type: 'object', 'x-upload': true, title: 'company.logo' };
    company.uploads!.banner = { accept: ['image/png'], maxBytes: 1024, dir: 'company-logo' };
    (company.uiSchema!['ui:order'] as string[]).push('banner');
    expect(check(company)).toContain('schemas/company.json /uploads/banner/dir: upload folder "company-logo" is also used by "logo" with another rule: the server keeps one rule per folder, so give this field its own "dir" (or the same rule)');
  });

  it('wants a label for every code a field lists, and a title for every option', () => {
    const draft = byId('invoice-header');
    draft.schema.properties.invoice_type!.enum = [1, 2, 3];
    expect(check(draft)).toEqual(['schemas/invoice-header.json /schema/properties/invoice_type/enum: code(s) 3 of "invoice_type" have no label in set "invoiceType" of schemas/enums.json']);
    draft.schema.properties.invoice_type!.enum = [1, 2];
    draft.schema.properties.kind = { type: 'string', title: 'invoiceHeader.title', oneOf: [{ const: 'a', title: 'invoiceHeader.title' }, { const: 'b' }] };
    (draft.uiSchema!['ui:order'] as string[]).push('kind');
    expect(check(draft)).toEqual(['schemas/invoice-header.json /schema/properties/kind/oneOf/1: option "b" of "kind" has no title (its label\'s message id)']);
  });

  it('wants every default to pass its own field, at its edge', () => {
    const draft = byId('setting-sub-account-limit');
    draft.schema.properties.value!.default = 100;
    expect(check(draft)).toEqual([]);
    draft.schema.properties.value!.default = 101;
    expect(check(draft)).toEqual(['schemas/setting-sub-account-limit.json /schema/properties/value/default: the default 101 fails the field\'s own rules: must be <= 100']);
  });

  it('wants each column and each export column once', () => {
    const draft = byId('invoice-header');
    draft.list!.export!.push('email');
    expect(check(draft)).toEqual(['schemas/invoice-header.json /list/export/9: "email" is already exported as column 7: the export would hold it twice']);
  });

  it('refuses a help text that types the rule\'s number, and takes the same text with the argument', () => {
    const messages = { zh: { ...zh, 'x.help': '最多 20 个字' }, en: { ...en, 'x.help': 'At most 20 characters' } };
    const draft = byId('catalogue');
    draft.schema.properties.lintel_text!.description = 'x.help';
    expect(check(draft, { messages })).toEqual([
      'schemas/catalogue.json /schema/properties/lintel_text/description: message "x.help" (zh) types 20, the field\'s maxLength, by hand: write {maxLength} so it follows the rule',
      'schemas/catalogue.json /schema/properties/lintel_text/description: message "x.help" (en) types 20, the field\'s maxLength, by hand: write {maxLength} so it follows the rule',
    ]);
    // A number that is no rule's, or one inside an argument, is fine.
    const fine = { zh: { ...zh, 'x.help': '最多 {maxLength} 个字，例如 21 号馆' }, en: { ...en, 'x.help': 'At most {maxLength} characters, e.g. Hall 21' } };
    expect(check(draft, { messages: fine })).toEqual([]);
    // A help text may use only what the engine gives it.
    const unknown = { zh: { ...zh, 'x.help': '最多 {max} 个字' }, en: { ...en, 'x.help': 'At most {max} characters' } };
    expect(check(draft, { messages: unknown })[0]).toBe('schemas/catalogue.json /schema/properties/lintel_text/description: message "x.help" (zh) uses {max}, which the engine does not give it here (it gives {minLength}, {maxLength}, {minimum}, {maximum}, {minItems}, {maxItems}, {maxSize}, {width}, {height}, {ratio}, {maxFiles})');
  });

  it('refuses a label with an argument: titles are worded with none', () => {
    const messages = { zh: { ...zh, 'x.title': '{count} 个' }, en: { ...en, 'x.title': '{count} items' } };
    const draft = byId('invoice-header');
    draft.title = 'x.title';
    expect(check(draft, { messages })).toEqual([
      'schemas/invoice-header.json /title: message "x.title" (zh) uses {count}, which the engine does not give it here (it gives none)',
      'schemas/invoice-header.json /title: message "x.title" (en) uses {count}, which the engine does not give it here (it gives none)',
    ]);
  });

  it('checks the id against the file name only for a file of schemas/', () => {
    expect(check(byId('company'), { file: 'schemas/firm.json' })).toEqual(['schemas/firm.json /id: id "company" must equal the file name "firm"']);
    expect(check(byId('company'), { file: 'drafts/17' })).toEqual([]);
  });
});
