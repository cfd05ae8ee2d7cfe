// @vitest-environment jsdom
/** FAQ pictures as the thread draws them: thumbnails that open the picture, a placeholder when one fails to load (SPEC.md §8). */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen as view } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { IntlProvider } from 'react-intl';
import { FaqPictures } from '../../../../src/client/features/faq/FaqPictures';
import en from '../../../../locales/en.json';
import zh from '../../../../locales/zh.json';

afterEach(cleanup);

const inApp = (node: React.ReactNode, locale: 'en' | 'zh' = 'en') => render(
  <ChakraProvider value={defaultSystem}>
    <IntlProvider locale={locale === 'zh' ? 'zh-CN' : 'en'} messages={locale === 'zh' ? zh : en}>{node}</IntlProvider>
  </ChakraProvider>,
);

const picture = (name: string) => ({ key: `exhibitors/1/faq-picture/${name}`, url: `/api/oss/object/exhibitors/1/faq-picture/${name}`, name, mime: 'image/png', size: 10 });

describe('FaqPictures', () => {
  it('shows each picture as a thumbnail linking to the full picture', () => {
    inApp(<FaqPictures pictures={[picture('a.png'), picture('b.png')]} />);
    expect(view.getAllByTestId('faq-picture').map((img) => img.getAttribute('alt'))).toEqual(['a.png', 'b.png']);
    expect(view.getByRole('link', { name: 'Open full picture: b.png' }).getAttribute('href')).toBe('/api/oss/object/exhibitors/1/faq-picture/b.png');
  });

  it('falls back to a placeholder for a picture that fails to load, in the reader\'s language', () => {
    inApp(<FaqPictures pictures={[picture('gone.png'), picture('fine.png')]} />, 'zh');
    fireEvent.error(view.getAllByTestId('faq-picture')[0]!);
    expect(view.getByTestId('image-broken').textContent).toBe('图片无法显示');
    expect(view.getAllByTestId('faq-picture').map((img) => img.getAttribute('alt'))).toEqual(['fine.png']);
  });

  it('draws nothing without pictures', () => {
    const { container } = inApp(<FaqPictures pictures={[]} />);
    expect(container.querySelector('[data-testid="faq-pictures"]')).toBeNull();
  });
});
