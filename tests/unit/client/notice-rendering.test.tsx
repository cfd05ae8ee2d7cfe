// @vitest-environment jsdom
/** A notice's text and files as the notice screens draw them: text stays text, sizes read naturally. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen as view } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { createIntl, IntlProvider } from 'react-intl';
import { NoticeFiles } from '../../../src/client/features/notices/NoticeFiles';
import { formatFileSize } from '../../../src/client/i18n/file-size';
import { NoticeText } from '../../../src/client/features/notices/NoticeText';
import en from '../../../locales/en.json';
import zh from '../../../locales/zh.json';

// The reader's language is the portal's (cookie `language`), read as the app loads.
vi.hoisted(() => { document.cookie = 'language=en'; });

afterEach(cleanup);

const inApp = (node: React.ReactNode, locale: 'en' | 'zh' = 'en') => render(
  <ChakraProvider value={defaultSystem}>
    <IntlProvider locale={locale === 'zh' ? 'zh-CN' : 'en'} messages={locale === 'zh' ? zh : en}>{node}</IntlProvider>
  </ChakraProvider>,
);

describe('NoticeText', () => {
  it('shows markup as the characters the organiser typed, with the line breaks kept', () => {
    inApp(<NoticeText text={'<img src=x onerror="alert(1)"><b>bold</b>\nsecond line'} data-testid="text" />);
    const text = view.getByTestId('text');
    expect(text.querySelector('img, b')).toBeNull();
    expect(text.textContent).toBe('<img src=x onerror="alert(1)"><b>bold</b>\nsecond line');
  });
});

describe('NoticeFiles', () => {
  it('lists each file with its kind, name, size and a download button named after it', () => {
    inApp(<NoticeFiles files={[
      { name: '展商手册.pdf', name_en: '', mime: 'application/pdf', size: 971, url: '/api/v4/expo/notice/1/attachments/0' },
      { name: 'rules.xlsx', name_en: '', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: 6758, url: '/api/v4/expo/notice/1/attachments/1' },
    ]} />);
    expect(view.getByText('2 files')).toBeTruthy();
    expect(view.getAllByTestId('notice-file').map((row) => row.textContent)).toEqual(['PDF展商手册.pdf971 BDownload', 'XLSXrules.xlsx6.6 kBDownload']);
    expect(view.getByRole('button', { name: 'Download rules.xlsx' })).toBeTruthy();
  });

  it('names a file in English for English readers where the organiser gave an English name', () => {
    inApp(<NoticeFiles files={[
      { name: '展商手册.pdf', name_en: 'Exhibitor handbook.pdf', mime: 'application/pdf', size: 971, url: '/api/v4/expo/notice/1/attachments/0' },
      { name: '规则.xlsx', name_en: '', mime: 'application/vnd.ms-excel', size: 10, url: '/api/v4/expo/notice/1/attachments/1' },
    ]} />);
    expect(view.getAllByTestId('notice-file-name').map((name) => name.textContent)).toEqual(['Exhibitor handbook.pdf', '规则.xlsx']);
    expect(view.getByRole('button', { name: 'Download Exhibitor handbook.pdf' })).toBeTruthy();
  });

  it('formats sizes in both languages', () => {
    const sizes = (locale: string) => [0, 971, 6758, 150 * 1024, 20 * 1024 * 1024].map((bytes) => formatFileSize(createIntl({ locale }), bytes));
    expect(sizes('en')).toEqual(['0 B', '971 B', '6.6 kB', '150 kB', '20 MB']);
    expect(sizes('zh-CN')).toEqual(['0 B', '971 B', '6.6 kB', '150 kB', '20 MB']);
  });
});
