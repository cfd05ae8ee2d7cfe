// @vitest-environment jsdom
/** A submission the server refuses with field errors: the form keeps what was typed and shows each error at its field. */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen as view } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { IntlProvider } from 'react-intl';
import { EngineProvider, SchemaForm } from '../../../src/engine';
import en from '../../../locales/en.json';
import { compileScreen } from './compiled-screen';
import { quietServices } from './engine-harness';


afterEach(cleanup);

describe('SchemaForm and server field errors', () => {
  it.each([['a stored record', true], ['a new record', false]])('keeps the typed data of %s and shows the error at its field', async (_, withRecord) => {
    const { screen } = await compileScreen('invoice-header');
    const stored = JSON.parse(readFileSync('tests/fixtures/invoice-header/valid/company-special.json', 'utf8')) as Record<string, unknown>;
    const refusal = Object.assign(new Error('refused'), { data: { errors: [{ field: 'title', message: 'This header already exists' }] } });
    const onSubmit = vi.fn().mockRejectedValue(refusal);
    render(
      <ChakraProvider value={defaultSystem}>
        <IntlProvider locale="en" messages={en}>
          <EngineProvider services={quietServices()}>
            <SchemaForm screen={screen} formData={withRecord ? stored : { ...stored, title: '' }} recordKey={withRecord ? 7 : 'new'} onSubmit={onSubmit} />
          </EngineProvider>
        </IntlProvider>
      </ChakraProvider>,
    );
    const title = () => view.getByLabelText(/Invoice header/) as HTMLInputElement;
    await act(async () => { fireEvent.change(title(), { target: { value: 'Example Ltd' } }); });
    await act(async () => { fireEvent.blur(title()); });
    await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Save' })); });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(await view.findByText('This header already exists')).toBeTruthy();
    expect(title().value).toBe('Example Ltd');
  });
});
