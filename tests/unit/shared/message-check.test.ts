/**
 * Whether a message can be shown: ICU syntax, emptiness, both languages, the same arguments in both.
 * The real catalogues pass; each slip a translator makes is caught and named.
 */
import { describe, expect, it } from 'vitest';
import { checkMessage, checkMessageSets } from '../../../src/shared/message-check';
import en from '../../../locales/en.json';
import zh from '../../../locales/zh.json';

describe('checkMessage', () => {
  it('lists the arguments a message uses, once each and sorted, plain or typed, plural, select and tags', () => {
    expect(checkMessage('Hello')).toEqual({ placeholders: [] });
    expect(checkMessage('{name} has {count, number} items, {name}')).toEqual({ placeholders: ['count', 'name'] });
    expect(checkMessage('{n, plural, =0 {none} one {# file of {max}} other {# files}}')).toEqual({ placeholders: ['max', 'n'] });
    expect(checkMessage('{kind, select, company {{company}} other {{person}}}')).toEqual({ placeholders: ['company', 'kind', 'person'] });
    expect(checkMessage('{at, date, short} {at, time, short}')).toEqual({ placeholders: ['at'] });
    expect(checkMessage('Read <link>the rules</link>')).toEqual({ placeholders: ['link'] });
  });

  it('reads quoted braces as text, not as arguments', () => {
    expect(checkMessage("Type '{name}' literally")).toEqual({ placeholders: [] });
  });

  it('calls an empty or whitespace-only message empty', () => {
    expect(checkMessage('')).toEqual({ error: 'the message is empty', placeholders: [] });
    expect(checkMessage(' \n\t')).toEqual({ error: 'the message is empty', placeholders: [] });
    // One visible character is a message.
    expect(checkMessage(' x ')).toEqual({ placeholders: [] });
  });

  it('names an ICU syntax error, where it is and what it means', () => {
    expect(checkMessage('Hello {name')).toEqual({
      error: 'ICU syntax error at line 1, column 7: a placeholder is not closed with "}" (EXPECT_ARGUMENT_CLOSING_BRACE)',
      placeholders: [],
    });
    expect(checkMessage('{n, plural, one {# file}}').error).toMatch(/no "other" case \(MISSING_OTHER_CLAUSE\)/);
    expect(checkMessage('{n, plurl, other {#}}').error).toMatch(/INVALID_ARGUMENT_TYPE/);
    expect(checkMessage('{}').error).toMatch(/EMPTY_ARGUMENT/);
    expect(checkMessage('<b>bold').error).toMatch(/UNCLOSED_TAG/);
  });

  it('calls a value that is not a text no message (a number in a locale file)', () => {
    expect(checkMessage(3 as unknown as string).error).toBe('the message is not a text');
  });
});

describe('checkMessageSets', () => {
  it('finds nothing wrong in the real catalogues', () => {
    expect(checkMessageSets({ zh, en })).toEqual([]);
  });

  it('reports a message present in one language only, on the language that lacks it', () => {
    expect(checkMessageSets({ zh: { a: '甲' }, en: { a: 'A', b: 'B' } })).toEqual([
      { locale: 'zh', id: 'b', code: 'missing', message: 'the message is missing in zh (it exists in en)' },
    ]);
  });

  it('reports syntax errors and empty messages on their own language, and skips comparing them', () => {
    expect(checkMessageSets({ zh: { a: '{n', b: '' }, en: { a: '{m}', b: 'B' } })).toEqual([
      { locale: 'zh', id: 'a', code: 'syntax', message: expect.stringMatching(/^ICU syntax error at line 1, column 1/) },
      { locale: 'zh', id: 'b', code: 'empty', message: 'the message is empty' },
    ]);
  });

  it('reports placeholders that differ, on the language that uses a name the other lacks', () => {
    // A translation renamed the argument: both sides are reported.
    expect(checkMessageSets({ zh: { a: '最多 {count} 个' }, en: { a: 'At most {max}' } })).toEqual([
      { locale: 'zh', id: 'a', code: 'placeholders', message: 'the zh message uses {count}, which the en message does not (zh: {count}; en: {max})' },
      { locale: 'en', id: 'a', code: 'placeholders', message: 'the en message uses {max}, which the zh message does not (zh: {count}; en: {max})' },
    ]);
    // A translation dropped one.
    expect(checkMessageSets({ zh: { a: '{label}太长' }, en: { a: '{label} is longer than {limit}' } })).toEqual([
      { locale: 'en', id: 'a', code: 'placeholders', message: 'the en message uses {limit}, which the zh message does not (zh: {label}; en: {label}, {limit})' },
    ]);
    // The same names in another order, or used twice, are the same set.
    expect(checkMessageSets({ zh: { a: '{b}{a}{a}' }, en: { a: '{a} {b}' } })).toEqual([]);
    // A plural's argument counts like any other.
    expect(checkMessageSets({ zh: { a: '{n} 个文件' }, en: { a: '{n, plural, one {# file} other {# files}}' } })).toEqual([]);
  });

  it('checks only the ids asked for, and reports an asked id missing in both languages', () => {
    const sets = { zh: { a: '{x', b: '乙' }, en: { a: 'A', b: 'B' } };
    expect(checkMessageSets(sets, { only: ['b'] })).toEqual([]);
    expect(checkMessageSets(sets, { only: ['a', 'a'] })).toHaveLength(1);
    expect(checkMessageSets(sets, { only: ['c'] })).toEqual([
      { locale: 'zh', id: 'c', code: 'missing', message: 'the message is missing in zh' },
      { locale: 'en', id: 'c', code: 'missing', message: 'the message is missing in en' },
    ]);
    expect(checkMessageSets(sets, { only: [] })).toEqual([]);
  });

  it('does not read inherited properties as messages', () => {
    expect(checkMessageSets({ zh: {}, en: {} }, { only: ['toString'] })).toHaveLength(2);
  });
});
