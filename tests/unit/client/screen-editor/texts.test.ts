/**
 * What the screen editor reads to staff: the server's problems in their language and at their place,
 * a version's changes as sentences, and the expert's JSON read back with its errors at their line.
 */
import { describe, expect, it } from 'vitest';
import { describeChanges, shortValue } from '../../../../src/client/features/screen-editor/change-text';
import { columnProblems, fieldProblems, problemPlace, problemText } from '../../../../src/client/features/screen-editor/problem-text';
import { draftText, lineAndColumn, readDraftText } from '../../../../src/client/features/screen-editor/json-text';
import { jsonDiff } from '../../../../src/shared/json-diff';

describe('a draft’s problems', () => {
  const known = new Set(['screen_editor.problem.labelMissing', 'screen_editor.problem.filterUnsuited']);
  const hasMessage = (id: string) => known.has(id);

  it('words a problem by its code’s message, with its values', () => {
    expect(problemText({ path: '/schema/properties/seal_no/title', code: 'labelMissing', params: { id: 'invoice_header.seal_no', language: 'zh' }, message: 'message id "invoice_header.seal_no" is missing in locales/zh.json' }, hasMessage))
      .toEqual({ id: 'screen_editor.problem.labelMissing', values: { id: 'invoice_header.seal_no', language: 'zh' } });
    expect(problemText({ path: '/list/columns/0/filter', code: 'filterUnsuited', params: { filter: 'text', field: 'created_at', type: 'integer' }, message: 'a text filter searches text…' }, hasMessage))
      .toEqual({ id: 'screen_editor.problem.filterUnsuited', values: { filter: 'text', field: 'created_at', type: 'integer' } });
  });

  it('keeps the sentence of a code it has no message for whole, inside a translated frame', () => {
    expect(problemText({ path: '/x', code: 'somethingNew', params: { field: 'a' }, message: 'something new' }, hasMessage))
      .toEqual({ id: 'screen_editor.problem.other', values: { detail: 'something new' } });
  });

  it('places each problem at the field, column or export it is about', () => {
    expect(problemPlace('/schema/properties/seal_no/title')).toEqual({ tab: 'fields', field: 'seal_no' });
    expect(problemPlace('/schema/properties/a~1b')).toEqual({ tab: 'fields', field: 'a/b' });
    expect(problemPlace('/schema/required')).toEqual({ tab: 'fields' });
    expect(problemPlace('/uiSchema/tax_no/ui:help')).toEqual({ tab: 'fields', field: 'tax_no' });
    expect(problemPlace('/uiSchema/ui:order')).toEqual({ tab: 'fields' });
    expect(problemPlace('/list/columns/3/filter')).toEqual({ tab: 'list', list: 'list', column: 3 });
    expect(problemPlace('/staffList/export/2')).toEqual({ tab: 'list', list: 'staffList', export: true });
    expect(problemPlace('/staffList/defaultSort/field')).toEqual({ tab: 'list', list: 'staffList' });
    for (const path of ['/', '/id', '/title', '/record/properties/id', '', '/messages/zh/common.save']) expect(problemPlace(path), path).toEqual({ tab: 'general' });
    const problems = [{ path: '/schema/properties/seal_no/title', code: 'a', params: {}, message: 'a' }, { path: '/list/columns/1', code: 'b', params: {}, message: 'b' }];
    expect(fieldProblems(problems, 'seal_no')).toEqual([problems[0]]);
    expect(columnProblems(problems, 'list', 1)).toEqual([problems[1]]);
    expect(columnProblems(problems, 'staffList', 1)).toEqual([]);
  });
});

describe('a version’s changes', () => {
  const before = {
    descriptor: { schema: { required: ['a'], properties: { a: { type: 'string', title: 'x.a', maxLength: 10 } } }, uiSchema: { 'ui:order': ['a'] }, list: { columns: [{ field: 'a' }], export: ['a'] } },
    messages: {},
  };

  it('reads a field added with its labels, its column and export, as sentences', () => {
    const after = structuredClone(before) as typeof before & { messages: Record<string, Record<string, string>> };
    (after.descriptor.schema.properties as Record<string, unknown>).seal_no = { type: 'string', title: 'x.seal_no' };
    after.descriptor.schema.required.push('seal_no');
    after.descriptor.uiSchema['ui:order'] = ['seal_no', 'a'];
    after.descriptor.list.columns.push({ field: 'seal_no' });
    after.descriptor.list.export.push('seal_no');
    after.messages = { zh: { 'x.seal_no': '印章' }, en: { 'x.seal_no': 'Seal' } };
    const lines = describeChanges(jsonDiff(before, after));
    expect(lines.map((line) => [line.id, line.values, line.count])).toEqual([
      ['screen_editor.change.required', {}, 1],
      ['screen_editor.change.fieldAdded', { field: 'seal_no' }, 1],
      ['screen_editor.change.order', {}, 2],
      ['screen_editor.change.columns', { list: 'list' }, 1],
      ['screen_editor.change.export', { list: 'list' }, 1],
      ['screen_editor.change.label', { id: 'x.seal_no', language: 'zh', verb: 'added' }, 1],
      ['screen_editor.change.label', { id: 'x.seal_no', language: 'en', verb: 'added' }, 1],
    ]);
    expect(lines.find((line) => line.values.language === 'en')).toMatchObject({ after: 'Seal' });
    expect(lines[0]).toMatchObject({ after: 'seal_no' });
    // Two places of one ordered list changed: one sentence, without a single before/after.
    expect(lines[2]).not.toHaveProperty('before');
  });

  it('reads a rule changed, a label reworded and a field removed', () => {
    const after = structuredClone(before) as Record<string, unknown> & typeof before;
    after.descriptor.schema.properties.a.maxLength = 20;
    const reworded = { ...before, messages: { en: { 'x.a': 'Old' } } };
    const rewordedAfter = { ...before, messages: { en: { 'x.a': 'New' } } };
    expect(describeChanges(jsonDiff(before, after))).toEqual([
      { id: 'screen_editor.change.fieldRule', values: { field: 'a', rule: 'maxLength', verb: 'changed' }, before: 10, after: 20, count: 1 },
    ]);
    expect(describeChanges(jsonDiff(reworded, rewordedAfter))).toEqual([
      { id: 'screen_editor.change.label', values: { id: 'x.a', language: 'en', verb: 'changed' }, before: 'Old', after: 'New', count: 1 },
    ]);
    const gone = structuredClone(before) as { descriptor: { schema: { properties: Record<string, unknown> } } };
    delete gone.descriptor.schema.properties.a;
    expect(describeChanges(jsonDiff(before, gone))[0]).toMatchObject({ id: 'screen_editor.change.fieldRemoved', values: { field: 'a' } });
  });

  it('reads a rollback to the file, which takes the labels away, and names a part it has no sentence for by its path', () => {
    const published = { descriptor: before.descriptor, messages: { zh: { 'x.a': '甲' } } };
    expect(describeChanges(jsonDiff(published, before)).map((line) => [line.id, line.values])).toEqual([
      ['screen_editor.change.label', { id: 'x.a', language: 'zh', verb: 'removed' }],
    ]);
    expect(describeChanges([{ path: '/descriptor/uploads/logo/maxBytes', before: 1, after: 2 }])[0]).toMatchObject({ id: 'screen_editor.change.other', values: { path: '/uploads/logo/maxBytes' } });
  });

  it('shortens long values', () => {
    expect(shortValue(undefined)).toBe('—');
    expect(shortValue({ a: 1 })).toBe('{"a":1}');
    expect(shortValue('x'.repeat(80))).toBe('x'.repeat(80));
    expect(shortValue('x'.repeat(81))).toBe(`${'x'.repeat(79)}…`);
  });
});

describe('the expert’s JSON', () => {
  const doc = { descriptor: { id: 'invoice-header', title: 'screen.invoiceHeader', schema: { type: 'object' as const, properties: {} } }, messages: { en: { a: 'A' } } };

  it('reads back what it writes', () => {
    expect(readDraftText(draftText(doc))).toEqual({ doc });
  });

  it('refuses text that is not JSON at its line and column, with the line', () => {
    const text = draftText(doc).replace('"title": "screen.invoiceHeader",', '"title": "screen.invoiceHeader"');
    const read = readDraftText(text);
    expect(read).toMatchObject({ problem: { kind: 'syntax', line: 5, text: '    "schema": {' } });
    expect(readDraftText('{"descriptor": {}')).toMatchObject({ problem: { kind: 'syntax', line: 1 } });
    expect(readDraftText('')).toMatchObject({ problem: { kind: 'syntax', line: 1, column: 1 } });
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumn('ab\ncd', 99)).toEqual({ line: 2, column: 3 });
  });

  it('refuses JSON of the wrong shape by what is wrong', () => {
    expect(readDraftText('[]')).toEqual({ problem: { kind: 'shape', id: 'screen_editor.json.notObject' } });
    expect(readDraftText('{"descriptor": {}, "extra": 1}')).toEqual({ problem: { kind: 'shape', id: 'screen_editor.json.unknownKey', values: { key: 'extra' } } });
    expect(readDraftText('{"descriptor": []}')).toEqual({ problem: { kind: 'shape', id: 'screen_editor.json.descriptor' } });
    expect(readDraftText('{"descriptor": {}, "messages": {"fr": {}}}')).toEqual({ problem: { kind: 'shape', id: 'screen_editor.json.language', values: { key: 'fr' } } });
    expect(readDraftText('{"descriptor": {}, "messages": {"en": {"a": 1}}}')).toEqual({ problem: { kind: 'shape', id: 'screen_editor.json.labelText', values: { key: 'a' } } });
    expect(readDraftText('{"descriptor": {}, "messages": []}')).toEqual({ problem: { kind: 'shape', id: 'screen_editor.json.messages' } });
    expect(readDraftText('{"descriptor": {}}')).toEqual({ doc: { descriptor: {}, messages: {} } });
  });
});
