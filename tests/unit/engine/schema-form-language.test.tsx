// @vitest-environment jsdom
/** Switching the language with a form open: every label follows, and nothing typed is lost. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen as view } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { IntlProvider } from 'react-intl';
import { EngineProvider, SchemaForm, type EngineServices } from '../../../src/engine';
import type { EnumSets } from '../../../src/shared/descriptor';
import en from '../../../locales/en.json';
import zh from '../../../locales/zh.json';
import enums from '../../../schemas/enums.json';
import { compileScreen } from './compiled-screen';

const services = (): EngineServices => ({
  request: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
  enums: enums as EnumSets,
  signUpload: vi.fn(),
  uploadFile: vi.fn(),
  storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
});

afterEach(cleanup);

describe('SchemaForm and the language', () => {
  it('relabels every field and keeps what was typed', async () => {
    const { screen } = await compileScreen('invoice-header');
    const engine = services();
    const form = (locale: 'en' | 'zh') => (
      <ChakraProvider value={defaultSystem}>
        <IntlProvider locale={locale} messages={locale === 'en' ? en : zh}>
          <EngineProvider services={engine}>
            <SchemaForm screen={screen} onSubmit={vi.fn()} />
          </EngineProvider>
        </IntlProvider>
      </ChakraProvider>
    );
    const { rerender } = render(form('en'));
    const title = view.getByLabelText(new RegExp(en['invoiceHeader.title'])) as HTMLInputElement;
    await act(async () => { fireEvent.change(title, { target: { value: 'Example Ltd' } }); });
    await act(async () => { fireEvent.blur(title); });
    await act(async () => { rerender(form('zh')); });
    const relabelled = view.getByLabelText(new RegExp(zh['invoiceHeader.title'])) as HTMLInputElement;
    expect(relabelled.value).toBe('Example Ltd');
    expect(view.queryByText(en['invoiceHeader.title'])).toBeNull();
  });
});
