// @vitest-environment jsdom
/**
 * Switching the language with a form open, or messages of the same language published anew while it
 * is open (issue 21): every label follows, and nothing typed is lost.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen as view } from '@testing-library/react';
import { SchemaForm } from '../../../src/engine';
import en from '../../../locales/en.json';
import zh from '../../../locales/zh.json';
import { compileScreen } from './compiled-screen';
import { EngineHarness, quietServices } from './engine-harness';


afterEach(cleanup);

/** The invoice-header form in English, and the same form in another language to rerender with. */
async function invoiceHeaderForm() {
  const { screen } = await compileScreen('invoice-header');
  const engine = quietServices();
  const form = (locale: 'en' | 'zh') => (
    <EngineHarness services={engine} locale={locale}>
      <SchemaForm screen={screen} onSubmit={vi.fn()} />
    </EngineHarness>
  );
  return { ...render(form('en')), form };
}

describe('SchemaForm and the language', () => {
  it('relabels every field and keeps what was typed', async () => {
    const { rerender, form } = await invoiceHeaderForm();
    const title = view.getByLabelText(new RegExp(en['invoiceHeader.title'])) as HTMLInputElement;
    await act(async () => { fireEvent.change(title, { target: { value: 'Example Ltd' } }); });
    await act(async () => { fireEvent.blur(title); });
    await act(async () => { rerender(form('zh')); });
    const relabelled = view.getByLabelText(new RegExp(zh['invoiceHeader.title'])) as HTMLInputElement;
    expect(relabelled.value).toBe('Example Ltd');
    expect(view.queryByText(en['invoiceHeader.title'])).toBeNull();
  });

  it('words the errors on screen anew in the new language, keeping the data and which errors show', async () => {
    const { rerender, form } = await invoiceHeaderForm();
    const field = (name: string) => document.getElementById(`root_${name}`) as HTMLInputElement;
    const errorOf = (name: string) => document.getElementById(`root_${name}__error`)?.textContent ?? '';
    // Too short, then left: its message shows; the address, untouched, says nothing yet.
    await act(async () => { fireEvent.change(field('title'), { target: { value: 'X' } }); });
    await act(async () => { fireEvent.blur(field('title')); });
    expect(errorOf('title')).toBe('Invoice header must be at least 2 characters');

    await act(async () => { rerender(form('zh')); });
    expect(field('title').value).toBe('X');
    expect(errorOf('title')).toBe('发票抬头至少 2 个字符');
    expect(errorOf('address')).toBe('');

    // After a submit every error shows, and a switch back words them all in English again.
    await act(async () => { fireEvent.click(view.getByRole('button', { name: zh['engine.form.submit'] })); });
    expect(errorOf('address')).toBe(zh['invoiceHeader.address.required']);
    await act(async () => { rerender(form('en')); });
    expect(errorOf('title')).toBe('Invoice header must be at least 2 characters');
    expect(errorOf('address')).toBe(en['invoiceHeader.address.required']);
    expect(field('title').value).toBe('X');
  });

  it('takes the same language’s messages published anew: the label follows, what was typed and the errors shown stay', async () => {
    const { screen } = await compileScreen('invoice-header');
    const engine = quietServices();
    const form = (messages: Record<string, string>) => (
      <EngineHarness services={engine} locale="en" messages={messages}>
        <SchemaForm screen={screen} onSubmit={vi.fn()} />
      </EngineHarness>
    );
    const { rerender } = render(form(en));
    const field = (name: string) => document.getElementById(`root_${name}`) as HTMLInputElement;
    await act(async () => { fireEvent.change(field('title'), { target: { value: 'X' } }); });
    await act(async () => { fireEvent.blur(field('title')); });
    await act(async () => { fireEvent.change(field('address'), { target: { value: '1 Expo Road' } }); });
    expect(document.getElementById('root_title__error')?.textContent).toBe('Invoice header must be at least 2 characters');

    await act(async () => { rerender(form({ ...en, 'invoiceHeader.title': 'Company on the invoice' })); });
    expect(view.getByLabelText(/Company on the invoice/)).toBe(field('title'));
    expect(field('title').value).toBe('X');
    expect(field('address').value).toBe('1 Expo Road');
    expect(document.getElementById('root_title__error')?.textContent).toBe('Company on the invoice must be at least 2 characters');
  });
});
