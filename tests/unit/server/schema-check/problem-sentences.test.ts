/**
 * Each problem the screen checker can name is worded for staff in both languages, by the message
 * `screen_editor.problem.<code>`, which asks for exactly the values the problem is reported with.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { checkMessage } from '../../../../src/shared/message-check';
import { PROBLEM_SENTENCES, worded } from '../../../../src/server/schema-check/problem-sentences';
import en from '../../../../locales/en.json';
import zh from '../../../../locales/zh.json';

const catalogues: Record<'zh' | 'en', Record<string, string>> = { zh, en };
const codes = Object.keys(PROBLEM_SENTENCES) as (keyof typeof PROBLEM_SENTENCES)[];

describe('the problems’ sentences', () => {
  it.each(['zh', 'en'] as const)('word every code in %s, with exactly the values it is reported with', (language) => {
    for (const code of codes) {
      const id = `screen_editor.problem.${code}`;
      const text = catalogues[language][id];
      expect(text, id).toBeTypeOf('string');
      expect(checkMessage(text!).placeholders, id).toEqual([...PROBLEM_SENTENCES[code].params].sort());
    }
  });

  it('make the English sentence of a code from its values', () => {
    expect(worded('columnTwice', { field: 'title', position: 1 }))
      .toEqual({ code: 'columnTwice', params: { field: 'title', position: 1 }, message: 'column "title" is already column 0: a list shows a field once' });
    expect(worded('messageId', {})).toEqual({ code: 'messageId', params: {}, message: 'not a message id (like "company.name")' });
  });

  it('shows a typed number’s argument in braces to staff, as the English does', () => {
    const params = { id: 'x.help', language: 'en', number: '20', rule: 'maxLength', argument: 'maxLength' };
    expect(new IntlMessageFormat(en['screen_editor.problem.typedNumber'], 'en').format(params)).toContain('write {maxLength} instead');
    expect(worded('typedNumber', params).message).toContain('write {maxLength} so');
  });
});
