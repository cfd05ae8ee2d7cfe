/**
 * The corpus of slips (tests/fixtures/schema-check/): copies of real descriptors, catalogues and
 * status sets, each with one mistake organiser staff or a translator really makes. Every one is
 * caught, at the right file, JSON pointer, line and column, by the code the console words it with
 * (and the values that code declares), in words that say what to do; and no file of the corpus is
 * left unexamined.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ScreenDescriptor } from '../../../../src/shared/descriptor';
import { checkScreenDescriptor, type CodedProblem, type Problem } from '../../../../src/server/schema-check/check-screen';
import { checkEnumSets, checkLocaleSources } from '../../../../src/server/schema-check/check-locales';
import { PROBLEM_SENTENCES } from '../../../../src/server/schema-check/problem-sentences';
import en from '../../../../locales/en.json';
import zh from '../../../../locales/zh.json';
import enums from '../../../../schemas/enums.json';

const DIR = 'tests/fixtures/schema-check/';
const read = (name: string): string => readFileSync(`${DIR}${name}`, 'utf8');
const messages = { zh, en };
const realScreens = readdirSync('schemas').filter((name) => /^[a-z][a-z0-9-]*\.json$/.test(name) && name !== 'enums.json')
  .map((name) => JSON.parse(readFileSync(`schemas/${name}`, 'utf8')) as ScreenDescriptor);

/** A catalogue's own slips (ICU syntax, a message in one language only…) are the translators', named in English alone. */
type Expected = Omit<Problem, 'file' | 'screen'> & { file?: string; code?: CodedProblem['code'] };

/** Descriptors: checked from their text, as the run-time editor checks a draft. */
const DESCRIPTORS: Record<string, Expected[]> = {
  'invoice-header-trailing-comma.json': [
    { path: '', line: 37, column: 73, code: 'notJson', message: 'not valid JSON: a comma before "]" (trailing commas are not JSON)' },
  ],
  'invoice-header-literal-title.json': [
    { path: '/title', line: 4, column: 3, code: 'messageId', message: 'not a message id (like "company.name")' },
  ],
  'invoice-header-lowercase-keyword.json': [
    { path: '/schema/properties/title/maxlength', line: 11, column: 84, code: 'schemaCompile', message: 'the data schema does not compile: strict mode: unknown keyword: "maxlength"' },
  ],
  'invoice-header-duplicate-field.json': [
    { path: '/schema/properties/email', line: 18, column: 7, code: 'duplicateKey', message: 'key "email" is repeated in its object: only its last value counts' },
  ],
  'invoice-header-field-not-in-order.json': [
    { path: '/uiSchema/ui:order', line: 22, column: 5, code: 'orderLeavesOut', message: 'ui:order leaves out "bank_address": name every field, or end the order with "*"' },
  ],
  'invoice-header-date-range-on-text.json': [
    { path: '/list/columns/0/filter', line: 33, column: 45, code: 'filterUnsuited', message: 'a dateRange filter needs a time (an integer of Unix seconds named *_at or *_time, or a "moment" field), and "title" is of type string' },
  ],
  'invoice-header-select-without-options.json': [
    { path: '/list/columns/1/filter', line: 34, column: 28, code: 'filterNeedsOptions', message: 'a select filter on "tax_no" needs options (an enum, x-enum, status or a "ui:options" source)' },
  ],
  'invoice-header-duplicate-columns.json': [
    { path: '/list/columns/4/field', line: 37, column: 9, code: 'columnTwice', message: 'column "title" is already column 0: a list shows a field once' },
    { path: '/list/export/8', line: 45, column: 104, code: 'exportTwice', message: '"title" is already exported as column 1: the export would hold it twice' },
  ],
  'invoice-header-code-without-label.json': [
    { path: '/schema/properties/invoice_type/enum', line: 10, column: 83, code: 'codesUnlabelled', message: 'code(s) 3 of "invoice_type" have no label in set "invoiceType" of schemas/enums.json' },
  ],
  'invoice-header-bad-default.json': [
    { path: '/schema/properties/title/default', line: 11, column: 102, code: 'defaultInvalid', message: 'the default "A" fails the field\'s own rules: must NOT have fewer than 2 characters' },
  ],
  'invoice-header-missing-message.json': [
    { path: '/uiSchema/tax_no/ui:help', line: 23, column: 17, code: 'labelMissing', message: 'message id "invoiceHeader.taxno.help" is missing in locales/zh.json' },
    { path: '/uiSchema/tax_no/ui:help', line: 23, column: 17, code: 'labelMissing', message: 'message id "invoiceHeader.taxno.help" is missing in locales/en.json' },
  ],
  'invoice-header-wrong-arguments.json': [
    { path: '/schema/properties/title/x-messages/maxLength', line: 11, column: 162, code: 'placeholders', message: 'message "upload.error.size" (zh) uses {max}, which the engine does not give it here (it gives {field}, {type}, {limit}, {format}, {values})' },
    { path: '/schema/properties/title/x-messages/maxLength', line: 11, column: 162, code: 'placeholders', message: 'message "upload.error.size" (en) uses {max}, which the engine does not give it here (it gives {field}, {type}, {limit}, {format}, {values})' },
  ],
  'invoice-header-help-types-number.json': [
    { path: '/schema/properties/phone/description', line: 16, column: 85, code: 'typedNumber', message: 'message "company.contact_phone.format" (zh) types 11, the field\'s maxLength, by hand: write {maxLength} so it follows the rule' },
    { path: '/schema/properties/phone/description', line: 16, column: 85, code: 'typedNumber', message: 'message "company.contact_phone.format" (en) types 11, the field\'s maxLength, by hand: write {maxLength} so it follows the rule' },
  ],
  'invoice-header-unknown-widget.json': [
    { path: '/uiSchema/invoice_type/ui:widget', line: 22, column: 23, code: 'unknownWidget', message: 'unknown widget "radios" (known: text, textarea, password, email, uri, updown, select, radio, checkboxes, checkbox, switch, date, datetime, moment, upload, hidden)' },
  ],
  'remittance-shared-folder.json': [
    { path: '/uploads/voucher/dir', line: 26, column: 98, code: 'folderSharedWithScreen', message: 'upload folder "company-logo" is also used by "logo" of company with another rule: the server keeps one rule per folder, so give this field its own "dir" (or the same rule)' },
  ],
};

/** Catalogue pairs `<case>.zh.json` + `<case>.en.json`: checked together, as the build and the server read them. */
const CATALOGUES: Record<string, Expected[]> = {
  'locales-unclosed-brace': [
    { file: 'zh', path: '/faq.content.minLength', line: 2, column: 3, message: 'message "faq.content.minLength": ICU syntax error at line 1, column 8: a placeholder name is malformed (MALFORMED_ARGUMENT)' },
  ],
  'locales-renamed-placeholder': [
    { file: 'zh', path: '/display.banner.help', line: 5, column: 3, message: 'message "display.banner.help": the zh message uses {size}, which the en message does not (zh: {height}, {size}, {width}; en: {height}, {maxSize}, {width})' },
    { file: 'en', path: '/display.banner.help', line: 5, column: 3, message: 'message "display.banner.help": the en message uses {maxSize}, which the zh message does not (zh: {height}, {size}, {width}; en: {height}, {maxSize}, {width})' },
  ],
  'locales-empty-message': [
    { file: 'en', path: '/common.edit', line: 6, column: 3, message: 'message "common.edit": the message is empty' },
  ],
  // A message missing from a file has no line of its own: the problem points at the catalogue's start.
  'locales-missing-message': [
    { file: 'zh', path: '/faq.content.maxLength', line: 1, column: 1, message: 'message "faq.content.maxLength": the message is missing in zh (it exists in en)' },
  ],
  'locales-repeated-key': [
    { file: 'zh', path: '/faq.content.minLength', line: 6, column: 3, code: 'duplicateKey', message: 'key "faq.content.minLength" is repeated in its object: only its last value counts' },
  ],
  'locales-validation-argument': [
    { file: 'zh', path: '/api.validation.maxLength', line: 4, column: 3, message: 'message "api.validation.maxLength": the zh message uses {limit}, which the en message does not (zh: {field}, {limit}; en: {field}, {max})' },
    { file: 'en', path: '/api.validation.maxLength', line: 4, column: 3, message: 'message "api.validation.maxLength": the en message uses {max}, which the zh message does not (zh: {field}, {limit}; en: {field}, {max})' },
    { file: 'en', path: '/api.validation.maxLength', line: 4, column: 3, message: 'validation message "api.validation.maxLength" uses {max}, which the code does not give it (it gives {field}, {type}, {limit}, {format}, {values})' },
  ],
};

const STATUS_SETS: Record<string, Expected[]> = {
  'enums-code-without-label.json': [
    { path: '/invoiceType/3', line: 14, column: 5, message: 'code "3" of set "invoiceType" has no label (a message id)' },
  ],
  'enums-label-not-translated.json': [
    { path: '/invoiceType/3/label', line: 14, column: 12, code: 'labelMissing', message: 'message id "option.invoiceType.electronic" is missing in locales/zh.json' },
    { path: '/invoiceType/3/label', line: 14, column: 12, code: 'labelMissing', message: 'message id "option.invoiceType.electronic" is missing in locales/en.json' },
  ],
};

const located = (problems: (Problem & Partial<CodedProblem>)[]) => problems.map(({ file, path, line, column, code, message }) => ({ file, path, line, column, code, message }));

/** Each coded problem carries the values its code declares, and only those. */
const expectDeclaredValues = (problems: (Problem & Partial<CodedProblem>)[]) => {
  for (const { code, params } of problems) {
    if (code !== undefined) expect(Object.keys(params!).sort(), code).toEqual([...PROBLEM_SENTENCES[code].params].sort());
  }
};

describe('the corpus of slips', () => {
  it('holds a dozen and more slips, and each file of it is one of the cases below', () => {
    const cases = [...Object.keys(DESCRIPTORS), ...Object.keys(CATALOGUES).flatMap((name) => [`${name}.zh.json`, `${name}.en.json`]), ...Object.keys(STATUS_SETS)];
    expect(readdirSync(DIR).sort()).toEqual(cases.sort());
    expect(Object.keys(DESCRIPTORS).length + Object.keys(CATALOGUES).length + Object.keys(STATUS_SETS).length).toBeGreaterThanOrEqual(12);
  });

  it.each(Object.entries(DESCRIPTORS))('catches %s where it is', (name, expected) => {
    const file = `${DIR}${name}`;
    const problems = checkScreenDescriptor(undefined, { messages, enums, otherDescriptors: realScreens, file, source: read(name) });
    expect(located(problems)).toEqual(expected.map((problem) => ({ ...problem, file })));
    expectDeclaredValues(problems);
  });

  it.each(Object.entries(CATALOGUES))('catches %s where it is', (name, expected) => {
    const files = { zh: `${DIR}${name}.zh.json`, en: `${DIR}${name}.en.json` };
    const { problems } = checkLocaleSources({ zh: read(`${name}.zh.json`), en: read(`${name}.en.json`) }, files);
    expect(located(problems)).toEqual(expected.map((problem) => ({ ...problem, file: files[problem.file as 'zh' | 'en'] })));
    expectDeclaredValues(problems);
  });

  it.each(Object.entries(STATUS_SETS))('catches %s where it is', (name, expected) => {
    const file = `${DIR}${name}`;
    const source = read(name);
    const problems = checkEnumSets(JSON.parse(source), messages, { file, source });
    expect(located(problems)).toEqual(expected.map((problem) => ({ ...problem, file })));
    expectDeclaredValues(problems);
  });

  it('finds nothing in the originals the slips were made from', () => {
    for (const name of ['invoice-header', 'remittance']) {
      const file = `schemas/${name}.json`;
      const source = readFileSync(file, 'utf8');
      expect(checkScreenDescriptor(undefined, { messages, enums, otherDescriptors: realScreens, file, source })).toEqual([]);
    }
    expect(checkEnumSets(enums, messages)).toEqual([]);
    expect(checkLocaleSources({ zh: readFileSync('locales/zh.json', 'utf8'), en: readFileSync('locales/en.json', 'utf8') }).problems).toEqual([]);
  });
});
