/** The screen editor's operations on a draft, at their edges (src/client/features/screen-editor/descriptor-edits.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ScreenDescriptor } from '../../../../src/shared/descriptor';
import {
  DEFAULT_MAX_LENGTH, EditRefusal, FIELD_NAME_MAX_LENGTH, LABEL_MAX_LENGTH, LENGTH_LIMIT_MAX, OPTION_CODE_MAX_LENGTH, PATTERN_MAX_LENGTH,
  addColumn, addExport, addField, addOption, choiceOptions, fieldKindOf, fieldNameProblem, fieldReferences, fieldsInOrder, filterKindsFor,
  labelProblem, moveColumn, moveExport, moveField, newLabelId, optionCodeProblem, parseRule, readableDescriptor, removeColumn, removeExport,
  removeField, removeOption, setColumn, setDefaultSort, setFieldKind, setFieldLabel, setOptionLabel, setRequired, setRule, setRuleMessage,
  sortableField, type EditorDoc,
} from '../../../../src/client/features/screen-editor/descriptor-edits';

const file = (id: string) => JSON.parse(readFileSync(`schemas/${id}.json`, 'utf8')) as ScreenDescriptor;
const header = (): EditorDoc => ({ descriptor: file('invoice-header'), messages: {} });
/** Ids the locale files hold, as far as these tests need. */
const fileIds = new Set(Object.keys(JSON.parse(readFileSync('locales/en.json', 'utf8')) as object));
const known = (id: string) => fileIds.has(id);
const seal = { name: 'seal_no', kind: 'text', labels: { zh: '发票专用章编号', en: 'Invoice seal number' }, required: true } as const;

/** Runs an edit that must be refused, answering the refusal's message id. */
const refusal = (edit: () => unknown): string => {
  try {
    edit();
  } catch (error) {
    if (error instanceof EditRefusal) return error.id;
    throw error;
  }
  throw new Error('the edit was not refused');
};

describe('fields in the order the form shows them', () => {
  it('follows ui:order, its * standing for the fields it leaves out, and lists fields without ui:order as declared', () => {
    const descriptor = file('invoice-header');
    expect(fieldsInOrder(descriptor)).toEqual(descriptor.uiSchema!['ui:order']);
    const starred = { ...descriptor, uiSchema: { 'ui:order': ['email', '*', 'title'] } };
    expect(fieldsInOrder(starred)).toEqual(['email', 'invoice_type', 'tax_no', 'address', 'bank', 'bank_account', 'phone', 'title']);
    expect(fieldsInOrder({ ...descriptor, uiSchema: { 'ui:order': ['email', 'gone'] } }).slice(0, 2)).toEqual(['email', 'invoice_type']);
    expect(fieldsInOrder({ ...descriptor, uiSchema: {} })).toEqual(Object.keys(descriptor.schema.properties));
  });

  it('knows the kinds it edits and leaves codes, uploads and lists of values alone', () => {
    const product = file('product');
    expect(['name', 'description', 'price_min', 'release_date'].map((field) => fieldKindOf(product, field))).toEqual(['text', 'textarea', 'integer', 'date']);
    expect(['platforms', 'images', 'video'].map((field) => fieldKindOf(product, field))).toEqual([null, null, null]);
    expect(fieldKindOf(file('invoice-header'), 'invoice_type')).toBeNull();
    expect(fieldKindOf(product, 'nope')).toBeNull();
  });
});

describe('adding a field', () => {
  it('adds a required, labelled field at the end of the form, with a label id of its own and a bounded length', () => {
    const doc = addField(header(), seal, known);
    expect(doc.descriptor.schema.properties.seal_no).toEqual({ type: 'string', title: 'invoice_header.seal_no', maxLength: DEFAULT_MAX_LENGTH.text });
    expect(doc.descriptor.schema.required?.at(-1)).toBe('seal_no');
    expect((doc.descriptor.uiSchema!['ui:order'] as string[]).at(-1)).toBe('seal_no');
    expect(doc.messages).toEqual({ zh: { 'invoice_header.seal_no': '发票专用章编号' }, en: { 'invoice_header.seal_no': 'Invoice seal number' } });
    // The draft it came from is untouched.
    expect(header().descriptor.schema.properties.seal_no).toBeUndefined();
  });

  it('puts a new field before ui:order’s *, and leaves required alone when not required', () => {
    const base = header();
    base.descriptor.uiSchema = { 'ui:order': ['title', '*'] };
    const doc = addField(base, { ...seal, required: false }, known);
    expect(doc.descriptor.uiSchema!['ui:order']).toEqual(['title', 'seal_no', '*']);
    expect(doc.descriptor.schema.required).toEqual(base.descriptor.schema.required);
  });

  it('gives each kind its schema and widget; a choice starts with one labelled option', () => {
    const kinds = {
      textarea: [{ type: 'string', maxLength: 2000 }, 'textarea'], integer: [{ type: 'integer' }, undefined], number: [{ type: 'number' }, undefined],
      date: [{ type: 'string', format: 'date' }, 'date'], boolean: [{ type: 'boolean' }, undefined],
    } as const;
    for (const [kind, [schema, widget]] of Object.entries(kinds)) {
      const doc = addField(header(), { ...seal, name: `f_${kind}`, kind: kind as keyof typeof kinds }, known);
      expect(doc.descriptor.schema.properties[`f_${kind}`], kind).toMatchObject(schema);
      expect((doc.descriptor.uiSchema?.[`f_${kind}`] as Record<string, unknown> | undefined)?.['ui:widget'], kind).toBe(widget);
      expect(fieldKindOf(doc.descriptor, `f_${kind}`)).toBe(kind);
    }
    const choice = addField(header(), { ...seal, name: 'size', kind: 'choice' }, known);
    expect(choice.descriptor.schema.properties.size!.oneOf).toEqual([{ const: 'option_1', title: 'invoice_header.size.option_1' }]);
    expect(choice.messages.en?.['invoice_header.size.option_1']).toBe('Option 1');
    expect(fieldKindOf(choice.descriptor, 'size')).toBe('choice');
  });

  it('takes names of lowercase letters, digits and underscores up to 40, not taken by a field, the record or the staff', () => {
    const { descriptor } = header();
    expect(fieldNameProblem(descriptor, 'a')).toBeNull();
    expect(fieldNameProblem(descriptor, `a${'b'.repeat(FIELD_NAME_MAX_LENGTH - 1)}`)).toBeNull();
    expect(fieldNameProblem(descriptor, `a${'b'.repeat(FIELD_NAME_MAX_LENGTH)}`)).toBe('screen_editor.fieldName.tooLong');
    for (const name of ['Seal', '1seal', 'seal-no', 'seal no', '_seal', '印章']) expect(fieldNameProblem(descriptor, name), name).toBe('screen_editor.fieldName.format');
    expect(fieldNameProblem(descriptor, '')).toBe('screen_editor.fieldName.required');
    for (const name of ['title', 'created_at', 'id', 'exhibitor_name', 'booth_no', 'review_status']) expect(fieldNameProblem(descriptor, name), name).toBe('screen_editor.fieldName.taken');
    expect(refusal(() => addField(header(), { ...seal, name: 'title' }, known))).toBe('screen_editor.fieldName.taken');
  });

  it('needs both labels, of 1 to 200 characters', () => {
    expect(labelProblem('x'.repeat(LABEL_MAX_LENGTH))).toBeNull();
    expect(labelProblem('x'.repeat(LABEL_MAX_LENGTH + 1))).toBe('screen_editor.label.tooLong');
    expect(labelProblem('  ')).toBe('screen_editor.label.required');
    expect(refusal(() => addField(header(), { ...seal, labels: { zh: '印章', en: ' ' } }, known))).toBe('screen_editor.label.required');
  });

  it('numbers a label id that is taken, by the files or by the draft', () => {
    expect(newLabelId('invoice-header', ['seal_no'], () => false)).toBe('invoice_header.seal_no');
    const taken = new Set(['invoice_header.seal_no', 'invoice_header.seal_no_2']);
    expect(newLabelId('invoice-header', ['seal_no'], (id) => taken.has(id))).toBe('invoice_header.seal_no_3');
    const doc = addField(header(), { ...seal, name: 'add' }, (id) => id === 'invoice_header.add' || known(id));
    expect(doc.descriptor.schema.properties.add!.title).toBe('invoice_header.add_2');
  });
});

describe('labels', () => {
  it('rewords a field’s label id in one language, and gives a field without one its own', () => {
    const doc = setFieldLabel(header(), 'title', 'en', 'Company on the invoice', known);
    expect(doc.messages).toEqual({ en: { 'invoiceHeader.title': 'Company on the invoice' } });
    expect(doc.descriptor).toEqual(header().descriptor);
    const untitled = header();
    delete untitled.descriptor.schema.properties.email!.title;
    const titled = setFieldLabel(untitled, 'email', 'zh', '邮箱', known);
    expect(titled.descriptor.schema.properties.email!.title).toBe('invoice_header.email');
    expect(titled.messages.zh).toEqual({ 'invoice_header.email': '邮箱' });
  });
});

describe('removing a field', () => {
  it('removes it with its place in required and ui:order, its UI and the labels the draft brought for it', () => {
    const added = addField(header(), seal, known);
    const doc = removeField(added, 'seal_no');
    expect(doc).toEqual({ descriptor: header().descriptor, messages: { zh: {}, en: {} } });
    const email = removeField(header(), 'email', true);
    expect(email.descriptor.schema.required).not.toContain('email');
    expect(email.descriptor.uiSchema!['ui:order']).not.toContain('email');
    const type = removeField(header(), 'invoice_type', true);
    expect(type.descriptor.uiSchema).not.toHaveProperty('invoice_type');
  });

  it('is refused while a list names it, unless the lists go too; the default sort goes with its column', () => {
    expect(fieldReferences(header().descriptor, 'email')).toEqual([{ kind: 'column', list: 'list', path: '/list/columns/3' }, { kind: 'export', list: 'list', path: '/list/export/7' }]);
    expect(refusal(() => removeField(header(), 'email'))).toBe('screen_editor.refusal.namedByList');
    const doc = removeField(header(), 'email', true);
    expect(doc.descriptor.list!.columns.map((column) => column.field)).not.toContain('email');
    expect(doc.descriptor.list!.export).not.toContain('email');
    const product = { descriptor: file('product'), messages: {} };
    const sorted = setDefaultSort(product, 'list', { field: 'name', order: 'asc' });
    expect(removeField(sorted, 'name', true).descriptor.list!.defaultSort).toBeUndefined();
  });

  it('is refused for a field the portal’s code reads, lists or not', () => {
    for (const field of ['title', 'tax_no', 'address', 'phone', 'bank', 'bank_account']) expect(refusal(() => removeField(header(), field, true)), field).toBe('screen_editor.refusal.kept');
    expect(refusal(() => removeField({ descriptor: file('company'), messages: {} }, 'credit_code', true))).toBe('screen_editor.refusal.kept');
  });

  it('is refused while a rule of the data schema names it, lists or not', () => {
    const doc = header();
    (doc.descriptor.schema as unknown as Record<string, unknown>).if = { properties: { invoice_type: { const: 2 } } };
    (doc.descriptor.schema as unknown as Record<string, unknown>).then = { required: ['email'] };
    expect(fieldReferences(doc.descriptor, 'email')).toContainEqual({ kind: 'rule', path: '/schema/then' });
    expect(refusal(() => removeField(doc, 'email', true))).toBe('screen_editor.refusal.namedByRule');
    expect(refusal(() => removeField(doc, 'invoice_type', true))).toBe('screen_editor.refusal.namedByRule');
  });

  it('is refused when it would leave a list without columns, and for a field that is not there', () => {
    const doc = header();
    doc.descriptor.list!.columns = [{ field: 'email' }];
    expect(refusal(() => removeField(doc, 'email', true))).toBe('screen_editor.refusal.lastColumn');
    expect(refusal(() => removeField(doc, 'nope'))).toBe('screen_editor.refusal.noField');
  });

  it('takes an upload field’s rule with it', () => {
    const product = { descriptor: file('product'), messages: {} };
    const doc = removeField(product, 'banner', true);
    expect(doc.descriptor.uploads?.banner).toBeUndefined();
    expect(doc.descriptor.staffList!.export).not.toContain('banner');
  });
});

describe('moving and requiring', () => {
  it('moves a field up and down the form; past either end nothing moves', () => {
    const order = fieldsInOrder(header().descriptor);
    expect(fieldsInOrder(moveField(header(), order[1]!, -1).descriptor).slice(0, 2)).toEqual([order[1], order[0]]);
    expect(fieldsInOrder(moveField(header(), order[0]!, 1).descriptor).slice(0, 2)).toEqual([order[1], order[0]]);
    expect(moveField(header(), order[0]!, -1)).toEqual(header());
    expect(moveField(header(), order.at(-1)!, 1)).toEqual(header());
  });

  it('makes a field required or not, once', () => {
    const optional = setRequired(header(), 'email', false);
    expect(optional.descriptor.schema.required).not.toContain('email');
    expect(setRequired(setRequired(optional, 'email', true), 'email', true).descriptor.schema.required!.filter((name) => name === 'email')).toHaveLength(1);
  });
});

describe('rules', () => {
  const title = header().descriptor.schema.properties.title!;

  it('takes lengths from 0 to 100000, a longest of at least 1, and not below the shortest', () => {
    expect(parseRule(title, 'text', 'maxLength', '0')).toEqual({ problem: 'screen_editor.rule.maxLengthZero' });
    expect(parseRule(title, 'text', 'minLength', '0')).toEqual({ value: 0 });
    expect(parseRule({}, 'text', 'maxLength', String(LENGTH_LIMIT_MAX))).toEqual({ value: LENGTH_LIMIT_MAX });
    expect(parseRule({}, 'text', 'maxLength', String(LENGTH_LIMIT_MAX + 1))).toMatchObject({ problem: 'screen_editor.rule.tooLarge' });
    expect(parseRule(title, 'text', 'minLength', '100')).toEqual({ value: 100 });
    expect(parseRule(title, 'text', 'minLength', '101')).toEqual({ problem: 'screen_editor.rule.minAboveMax' });
    expect(parseRule(title, 'text', 'maxLength', '1')).toEqual({ problem: 'screen_editor.rule.minAboveMax' });
    for (const typed of ['-1', '1.5', 'ten', '1e3']) expect(parseRule({}, 'text', 'minLength', typed), typed).toEqual({ problem: 'screen_editor.rule.wholeNumber' });
    expect(parseRule(title, 'text', 'minLength', '  ')).toEqual({ value: undefined });
  });

  it('takes whole numbers for an integer, decimals for a number, a minimum not above the maximum', () => {
    expect(parseRule({}, 'integer', 'minimum', '-5')).toEqual({ value: -5 });
    expect(parseRule({}, 'integer', 'minimum', '1.5')).toEqual({ problem: 'screen_editor.rule.integer' });
    expect(parseRule({}, 'number', 'minimum', '1.5')).toEqual({ value: 1.5 });
    expect(parseRule({}, 'number', 'minimum', '1,5')).toEqual({ problem: 'screen_editor.rule.number' });
    expect(parseRule({ maximum: 10 }, 'integer', 'minimum', '10')).toEqual({ value: 10 });
    expect(parseRule({ maximum: 10 }, 'integer', 'minimum', '11')).toEqual({ problem: 'screen_editor.rule.minAboveMax' });
    expect(parseRule({}, 'integer', 'maximum', '99999999999999999999')).toMatchObject({ problem: 'screen_editor.rule.tooLarge' });
    expect(parseRule({}, 'text', 'minimum', '1')).toEqual({ problem: 'screen_editor.rule.notForKind' });
  });

  it('takes a pattern that compiles as the validators compile it (unicode), up to 500 characters', () => {
    expect(parseRule({}, 'text', 'pattern', '^\\p{L}+$')).toEqual({ value: '^\\p{L}+$' });
    expect(parseRule({}, 'text', 'pattern', '(')).toEqual({ problem: 'screen_editor.rule.patternInvalid' });
    // Valid without the unicode flag, not with it.
    expect(parseRule({}, 'text', 'pattern', '\\-')).toEqual({ problem: 'screen_editor.rule.patternInvalid' });
    expect(parseRule({}, 'text', 'pattern', 'a'.repeat(PATTERN_MAX_LENGTH))).toEqual({ value: 'a'.repeat(PATTERN_MAX_LENGTH) });
    expect(parseRule({}, 'text', 'pattern', 'a'.repeat(PATTERN_MAX_LENGTH + 1))).toMatchObject({ problem: 'screen_editor.rule.patternTooLong' });
  });

  it('takes only the shared formats', () => {
    for (const format of ['uscc', 'resident-id', 'mobile-cn', 'email', 'uri']) expect(parseRule({}, 'text', 'format', format)).toEqual({ value: format });
    expect(parseRule({}, 'text', 'format', 'ipv4')).toEqual({ problem: 'screen_editor.rule.formatUnknown' });
    expect(parseRule({}, 'textarea', 'format', 'email')).toEqual({ problem: 'screen_editor.rule.notForKind' });
  });

  it('sets and removes a rule; a pattern’s own message goes with it, labels included', () => {
    let doc = addField(header(), seal, known);
    doc = setRule(doc, 'seal_no', 'minLength', 4);
    doc = setRule(doc, 'seal_no', 'pattern', '^[A-Z0-9]+$');
    doc = setRuleMessage(doc, 'seal_no', 'pattern', 'zh', '只能是大写字母和数字', known);
    doc = setRuleMessage(doc, 'seal_no', 'pattern', 'en', 'Capital letters and digits only', known);
    expect(doc.descriptor.schema.properties.seal_no).toMatchObject({ minLength: 4, pattern: '^[A-Z0-9]+$', 'x-messages': { pattern: 'invoice_header.seal_no.pattern' } });
    expect(doc.messages.en?.['invoice_header.seal_no.pattern']).toBe('Capital letters and digits only');
    expect(refusal(() => setRule(doc, 'seal_no', 'maxLength', 3))).toBe('screen_editor.rule.minAboveMax');
    const without = setRule(doc, 'seal_no', 'pattern', undefined);
    expect(without.descriptor.schema.properties.seal_no).not.toHaveProperty('pattern');
    expect(without.descriptor.schema.properties.seal_no).not.toHaveProperty('x-messages');
    expect(without.messages.en).toEqual({ 'invoice_header.seal_no': 'Invoice seal number' });
    expect(refusal(() => setRuleMessage(without, 'seal_no', 'pattern', 'en', 'x', known))).toBe('screen_editor.refusal.noRule');
  });

  it('rewords a rule message the field already has', () => {
    const doc = setRuleMessage(header(), 'bank_account', 'pattern', 'en', '8 to 30 digits, please', known);
    expect(doc.descriptor).toEqual(header().descriptor);
    expect(doc.messages).toEqual({ en: { 'invoiceHeader.bank_account.pattern': '8 to 30 digits, please' } });
  });
});

describe('changing a field’s kind', () => {
  it('keeps the label and the required message, drops the old kind’s rules and their messages', () => {
    const product = { descriptor: file('product'), messages: {} };
    const doc = setFieldKind(product, 'name', 'integer', known);
    expect(doc.descriptor.schema.properties.name).toEqual({ type: 'integer', title: 'product.name', 'x-messages': { required: 'product.name.required' } });
    const textarea = setFieldKind(product, 'name_en', 'textarea', known);
    expect(textarea.descriptor.uiSchema?.name_en).toEqual({ 'ui:widget': 'textarea' });
    expect(setFieldKind(textarea, 'name_en', 'text', known).descriptor.uiSchema?.name_en).toBeUndefined();
    // Unchanged, it is not retyped at all.
    expect(setFieldKind(product, 'name', 'text', known)).toBe(product);
  });

  it('is refused for a field the portal’s code reads', () => {
    expect(refusal(() => setFieldKind(header(), 'tax_no', 'integer', known))).toBe('screen_editor.refusal.kept');
    expect(setFieldKind(header(), 'tax_no', 'text', known)).toEqual(header());
  });

  it('is refused for a field the editor does not retype', () => {
    expect(refusal(() => setFieldKind(header(), 'invoice_type', 'text', known))).toBe('screen_editor.refusal.kindFixed');
  });
});

describe('choices', () => {
  const withChoice = () => addField(header(), { ...seal, name: 'size', kind: 'choice' }, known);

  it('adds options with codes of their own and labels in both languages; keeps at least one', () => {
    let doc = addOption(withChoice(), 'size', 'large', { zh: '大', en: 'Large' }, known);
    expect(choiceOptions(doc, 'size').map((option) => option.const)).toEqual(['option_1', 'large']);
    expect(doc.messages.zh?.['invoice_header.size.large']).toBe('大');
    expect(optionCodeProblem(doc, 'size', 'large')).toBe('screen_editor.option.taken');
    expect(optionCodeProblem(doc, 'size', 'Large')).toBe('screen_editor.option.format');
    expect(optionCodeProblem(doc, 'size', 'x'.repeat(OPTION_CODE_MAX_LENGTH))).toBeNull();
    expect(optionCodeProblem(doc, 'size', 'x'.repeat(OPTION_CODE_MAX_LENGTH + 1))).toBe('screen_editor.option.format');
    doc = setOptionLabel(doc, 'size', 0, 'en', 'Small', known);
    expect(doc.messages.en?.['invoice_header.size.option_1']).toBe('Small');
    doc = removeOption(doc, 'size', 0);
    expect(doc.messages.en).not.toHaveProperty('invoice_header.size.option_1');
    expect(refusal(() => removeOption(doc, 'size', 0))).toBe('screen_editor.refusal.lastOption');
    expect(refusal(() => addOption(header(), 'title', 'a', { zh: 'a', en: 'a' }, known))).toBe('screen_editor.refusal.notChoice');
  });
});

describe('list columns and exports', () => {
  it('offers only the filters that suit a field', () => {
    const { descriptor } = header();
    expect(filterKindsFor(descriptor, 'list', { field: 'title' })).toEqual(['text']);
    expect(filterKindsFor(descriptor, 'list', { field: 'invoice_type', status: 'invoiceType' })).toEqual(['select']);
    expect(filterKindsFor(descriptor, 'list', { field: 'created_at' })).toEqual(['dateRange']);
    // An integer that is not a time (an amount, a count) has no date range.
    expect(filterKindsFor(file('product'), 'list', { field: 'price_min' })).toEqual([]);
    const product = file('product');
    expect(filterKindsFor(product, 'list', { field: 'banner' })).toEqual([]);
    expect(filterKindsFor(product, 'list', { field: 'review_status' })).toEqual(['select']);
    expect(filterKindsFor(product, 'staffList', { field: 'exhibitor_name' })).toEqual(['text']);
    expect(filterKindsFor(product, 'list', { field: 'exhibitor_name' })).toEqual([]);
    expect(sortableField(product, 'list', 'banner')).toBe(false);
    expect(sortableField(product, 'list', 'release_date')).toBe(true);
  });

  it('adds a column once, sorts and filters it as its field allows, moves it and removes it', () => {
    let doc = addField(header(), seal, known);
    doc = addColumn(doc, 'list', 'seal_no');
    const at = doc.descriptor.list!.columns.length - 1;
    expect(refusal(() => addColumn(doc, 'list', 'seal_no'))).toBe('screen_editor.refusal.columnTwice');
    expect(refusal(() => addColumn(doc, 'list', 'nope'))).toBe('screen_editor.refusal.noField');
    doc = setColumn(doc, 'list', at, { sortable: true, filter: 'text' });
    expect(doc.descriptor.list!.columns[at]).toEqual({ field: 'seal_no', sortable: true, filter: 'text' });
    expect(refusal(() => setColumn(doc, 'list', at, { filter: 'dateRange' }))).toBe('screen_editor.refusal.filterUnsuited');
    doc = moveColumn(doc, 'list', at, -1);
    expect(doc.descriptor.list!.columns[at - 1]!.field).toBe('seal_no');
    expect(moveColumn(doc, 'list', 0, -1)).toBe(doc);
    doc = setColumn(doc, 'list', at - 1, { filter: null, sortable: false });
    expect(doc.descriptor.list!.columns[at - 1]).toEqual({ field: 'seal_no' });
    doc = removeColumn(doc, 'list', at - 1);
    expect(doc.descriptor.list!.columns.map((column) => column.field)).not.toContain('seal_no');
  });

  it('drops the default sort when its column stops being sortable or goes, and sorts only by a sortable column', () => {
    const doc = header();
    expect(doc.descriptor.list!.defaultSort).toEqual({ field: 'created_at', order: 'desc' });
    const createdAt = doc.descriptor.list!.columns.findIndex((column) => column.field === 'created_at');
    expect(setColumn(doc, 'list', createdAt, { sortable: false }).descriptor.list!.defaultSort).toBeUndefined();
    expect(removeColumn(doc, 'list', createdAt).descriptor.list!.defaultSort).toBeUndefined();
    expect(refusal(() => setDefaultSort(doc, 'list', { field: 'tax_no', order: 'asc' }))).toBe('screen_editor.refusal.sortNotSortable');
    expect(setDefaultSort(doc, 'list', null).descriptor.list!.defaultSort).toBeUndefined();
  });

  it('keeps at least one column', () => {
    const doc = header();
    doc.descriptor.list!.columns = [{ field: 'title' }];
    expect(refusal(() => removeColumn(doc, 'list', 0))).toBe('screen_editor.refusal.lastColumn');
  });

  it('adds an export column once, moves and removes it', () => {
    let doc = addExport(addField(header(), seal, known), 'list', 'seal_no');
    expect(doc.descriptor.list!.export!.at(-1)).toBe('seal_no');
    expect(refusal(() => addExport(doc, 'list', 'seal_no'))).toBe('screen_editor.refusal.exportTwice');
    const last = doc.descriptor.list!.export!.length - 1;
    doc = moveExport(doc, 'list', last, -1);
    expect(doc.descriptor.list!.export![last - 1]).toBe('seal_no');
    expect(moveExport(doc, 'list', last, 1)).toBe(doc);
    expect(removeExport(doc, 'list', last - 1).descriptor.list!.export).not.toContain('seal_no');
    expect(refusal(() => addExport(header(), 'staffList', 'title'))).toBe('screen_editor.refusal.noList');
  });
});

describe('what the form-based editor can read', () => {
  it('reads every editable screen’s file, and refuses what the expert’s JSON may make of it', () => {
    for (const id of ['company', 'catalogue', 'report', 'product', 'merch', 'project', 'activity', 'invoice-header']) expect(readableDescriptor(file(id)), id).toBe(true);
    const base = file('invoice-header');
    expect(readableDescriptor({ ...base, schema: { type: 'object' } })).toBe(false);
    expect(readableDescriptor({ ...base, schema: { ...base.schema, properties: { a: 1 } } })).toBe(false);
    expect(readableDescriptor({ ...base, list: { columns: 'title' } })).toBe(false);
    expect(readableDescriptor({ ...base, list: { columns: [{ field: 'title' }], export: [1] } })).toBe(false);
    expect(readableDescriptor([])).toBe(false);
  });
});
