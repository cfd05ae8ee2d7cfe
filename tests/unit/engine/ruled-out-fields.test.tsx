// @vitest-environment jsdom
/**
 * A field the record's own conditions rule out (the fascia board of a raw-space booth) is neither
 * shown nor kept nor sent: a value stored before the rule must not make the form refuse, or be
 * refused, at a field nobody can see. The same field of a shell-scheme booth is shown and sent.
 */
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

const rawSpace = JSON.parse(readFileSync('tests/fixtures/catalogue/valid/raw-space-without-lintel.json', 'utf8')) as Record<string, unknown>;
const stored = { ...rawSpace, lintel_text: '星游互动', lintel_text_en: 'STAR TRAIL' };

async function submitted(record: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { screen } = await compileScreen('catalogue');
  const onSubmit = vi.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale="en" messages={en}>
        <EngineProvider services={quietServices()}>
          <SchemaForm screen={screen} formData={record} recordKey={1} onSubmit={onSubmit} />
        </EngineProvider>
      </IntlProvider>
    </ChakraProvider>,
  );
  await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Save' })); });
  expect(onSubmit).toHaveBeenCalledTimes(1);
  return onSubmit.mock.calls[0]![0] as Record<string, unknown>;
}

describe('fields the record rules out', () => {
  it('are dropped from a raw-space record stored with fascia board text, which then saves', async () => {
    const data = await submitted(stored);
    expect(view.queryByLabelText(/Fascia board text \(Chinese\)/)).toBeNull();
    expect(data).not.toHaveProperty('lintel_text');
    expect(data).not.toHaveProperty('lintel_text_en');
    expect(data).toMatchObject({ catalogue_name: rawSpace.catalogue_name, booth_type: 'raw_space' });
  });

  it('are kept, shown and sent for a shell-scheme booth', async () => {
    const data = await submitted({ ...stored, booth_type: 'shell_scheme' });
    expect(view.getByLabelText(/Fascia board text \(Chinese\)/)).toBeTruthy();
    expect(data).toMatchObject({ lintel_text: '星游互动', lintel_text_en: 'STAR TRAIL', booth_type: 'shell_scheme' });
  });
});
