/** translate(): a message that cannot be shown in its language is shown in the other, then as its id, and reported once. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocales, messageArguments, onMessageFault, translate, type MessageFault } from '../../../../src/server/http/i18n';

const faults: MessageFault[] = [];

beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-i18n-'));
  writeFileSync(join(dir, 'zh.json'), JSON.stringify({
    ok: '好的', label: '账号', required: '{field}不能为空', broken: '坏了 {x', needsValue: '共 {count} 个', both: '{a',
    plural: '{n, plural, other {# 个}}',
  }));
  writeFileSync(join(dir, 'en.json'), JSON.stringify({
    ok: 'OK', label: 'Account', required: '{label} is required', broken: 'Broken {x}', needsValue: '{count} items', both: '{b',
  }));
  loadLocales(dir);
  onMessageFault((fault) => faults.push(fault));
});

describe('translate', () => {
  it('shows a message in its language, message arguments in that language too', () => {
    expect(translate('zh', 'ok')).toBe('好的');
    expect(translate('zh', 'required', { field: { message: 'label' } })).toBe('账号不能为空');
  });

  it('shows the other language when the message does not parse, is missing, or lacks an argument', () => {
    expect(translate('zh', 'broken', { x: 1 })).toBe('Broken 1');
    expect(translate('en', 'plural', { n: 2 })).toBe('2 个');
    // The English one asks for {label}: the whole message comes in Chinese, its label included.
    expect(translate('en', 'required', { field: { message: 'label' } })).toBe('账号不能为空');
  });

  it('shows the id when neither language can, and an unknown id as it is', () => {
    expect(translate('en', 'both')).toBe('both');
    expect(translate('en', 'needsValue')).toBe('needsValue');
    expect(translate('zh', 'not.a.message')).toBe('not.a.message');
  });

  it('reports each fault once, with its reason and no value', () => {
    translate('zh', 'broken', { x: 'secret-13800000001' });
    expect(faults).toEqual([
      { locale: 'zh', id: 'broken', reason: 'syntax', shown: 'en' },
      { locale: 'en', id: 'plural', reason: 'missing', shown: 'zh' },
      { locale: 'en', id: 'required', reason: 'MISSING_VALUE', shown: 'zh' },
      { locale: 'en', id: 'both', reason: 'syntax', shown: 'id' },
      { locale: 'en', id: 'needsValue', reason: 'MISSING_VALUE', shown: 'id' },
    ]);
    expect(JSON.stringify(faults)).not.toContain('secret');
  });

  it('tells which arguments a message asks for in a language, without formatting it', () => {
    expect(messageArguments('zh', 'required')).toEqual(['field']);
    expect(messageArguments('en', 'required')).toEqual(['label']);
    expect(messageArguments('zh', 'ok')).toEqual([]);
    expect(messageArguments('zh', 'broken')).toEqual([]);
    expect(messageArguments('en', 'plural')).toEqual([]);
  });
});
