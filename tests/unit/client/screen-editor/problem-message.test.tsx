// @vitest-environment jsdom
/**
 * A draft's problem as staff read it: its code's message in their language, the language it names
 * worded too, and a code the page has no message for shown as the server's sentence in a frame.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ProblemMessage } from '../../../../src/client/features/screen-editor/EditorParts';
import type { DescriptorProblem } from '../../../../src/shared/screen-editor';
import en from '../../../../locales/en.json';
import zh from '../../../../locales/zh.json';

afterEach(cleanup);

const read = (problem: DescriptorProblem, locale: 'zh' | 'en'): string | null => render(
  <IntlProvider locale={locale === 'zh' ? 'zh-CN' : 'en'} messages={locale === 'zh' ? zh : en}><ProblemMessage problem={problem} /></IntlProvider>,
).container.textContent;

describe('ProblemMessage', () => {
  it('words a problem by its code, with the language it names in the reader’s language', () => {
    const emptied: DescriptorProblem = { path: '/schema/properties/name/title', code: 'labelEmpty', params: { id: 'product.name', language: 'en' }, message: 'label "product.name" has no en text' };
    expect(read(emptied, 'zh')).toBe('标签 product.name 缺少英文文字');
    expect(read(emptied, 'en')).toBe('Label product.name has no English text');
  });

  it('words a field’s type as a type', () => {
    const filter: DescriptorProblem = { path: '/list/columns/4/filter', code: 'filterUnsuited', params: { filter: 'text', field: 'created_at', type: 'integer' }, message: 'a text filter searches text…' };
    expect(read(filter, 'zh')).toBe('文本搜索只适用于文本字段，而 created_at 是整数');
    expect(read(filter, 'en')).toBe('A text search needs a text field, and created_at is a whole number');
  });

  it('frames the server’s sentence for a code it has no message for', () => {
    expect(read({ path: '/x', code: 'somethingNew', params: {}, message: 'something new' }, 'zh')).toBe('检查未通过：something new');
  });
});
