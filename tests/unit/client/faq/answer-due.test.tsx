// @vitest-environment jsdom
/** How long a question has waited against the promise to answer it, as staff's list and drawer show it. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen as view } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { IntlProvider } from 'react-intl';
import { AnswerDue } from '../../../../src/client/features/faq/AnswerDue';
import en from '../../../../locales/en.json';
import zh from '../../../../locales/zh.json';

afterEach(cleanup);

const inApp = (node: React.ReactNode, locale: 'en' | 'zh' = 'en') => render(
  <ChakraProvider value={defaultSystem}>
    <IntlProvider locale={locale === 'zh' ? 'zh-CN' : 'en'} messages={locale === 'zh' ? zh : en}>{node}</IntlProvider>
  </ChakraProvider>,
);

const DAY = 86_400;
const since = 1_789_000_000;

describe('AnswerDue', () => {
  it('says how long it has waited and when the answer is due', () => {
    inApp(<AnswerDue question={{ waiting_since: since, due_at: since + 7 * DAY }} now={since + 2 * DAY + 5} />);
    const due = view.getByTestId('faq-due');
    expect(due.getAttribute('data-overdue')).toBe('0');
    expect(due.textContent).toMatch(/^Waiting 2 daysAnswer due /);
  });

  it('marks a question past its promise as overdue, in the reader\'s language', () => {
    inApp(<AnswerDue question={{ waiting_since: since, due_at: since + 7 * DAY }} now={since + 8 * DAY} />, 'zh');
    const due = view.getByTestId('faq-due');
    expect(due.getAttribute('data-overdue')).toBe('1');
    expect(due.textContent).toMatch(/^已等待 8 天已超时：应于 /);
  });

  it('shows a dash once answered', () => {
    inApp(<AnswerDue question={{ waiting_since: null, due_at: null }} now={since} />);
    expect(view.getByTestId('faq-due-none').textContent).toBe('—');
  });
});
