// @vitest-environment jsdom
/**
 * Issue 4's promise in the browser engine: a field added to a copy of schemas/company.json plus its
 * two locale entries shows in the form (label, validation with its own message) and in the table,
 * with no code change. (tests/integration/server/screens/add-a-field.test.ts covers the server.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen as view, waitFor } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { IntlProvider } from 'react-intl';
import { EngineProvider, SchemaForm, SchemaTable, type EngineServices } from '../../../src/engine';
import type { CompiledScreen } from '../../../src/engine/compiled-screen';
import type { EnumSets, ScreenDescriptor } from '../../../src/shared/descriptor';
import { copyWithNewCompanyField, NEW_FIELD, NEW_FIELD_LABEL, NEW_FIELD_PATTERN_MESSAGE, type SchemaCopy } from '../../support/schema-copy';
import { compileScreen } from './compiled-screen';

afterEach(cleanup);

let copy: SchemaCopy;
let screen: CompiledScreen;
const messages = (locale: 'zh' | 'en') => JSON.parse(readFileSync(join(copy.localesDir, `${locale}.json`), 'utf8')) as Record<string, string>;
const enums = () => JSON.parse(readFileSync(join(copy.schemasDir, 'enums.json'), 'utf8')) as EnumSets;

beforeAll(async () => {
  copy = copyWithNewCompanyField();
  ({ screen } = await compileScreen('company', undefined, copy.schemasDir));
});

function renderWith(locale: 'zh' | 'en', children: React.ReactNode, get = vi.fn()) {
  const services: EngineServices = { request: { get, post: vi.fn(), put: vi.fn(), delete: vi.fn() }, enums: enums(), signUpload: vi.fn(), uploadFile: vi.fn() };
  const wrap = (node: React.ReactNode) => (
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale={locale} messages={messages(locale)}>
        <EngineProvider services={services}>{node}</EngineProvider>
      </IntlProvider>
    </ChakraProvider>
  );
  const { rerender } = render(wrap(children));
  return { rerender: (node: React.ReactNode) => rerender(wrap(node)) };
}

describe('a field added to a copy of the company descriptor', () => {
  it.each(['zh', 'en'] as const)('appears in the form with its label and is validated with its own message (%s)', async (locale) => {
    const onSubmit = vi.fn();
    renderWith(locale, <SchemaForm screen={screen} onSubmit={onSubmit} />);
    const input = view.getByLabelText(new RegExp(NEW_FIELD_LABEL[locale]));
    // Placed where the copy's ui:order puts it: right after the contact phone.
    const labels = [...document.querySelectorAll('label')].map((label) => label.textContent ?? '');
    const phone = labels.findIndex((text) => text.includes(messages(locale)['company.contact_phone']!));
    expect(labels[phone + 1]).toContain(NEW_FIELD_LABEL[locale]);

    await act(async () => { fireEvent.change(input, { target: { value: '1-not-a-wechat-id' } }); });
    await act(async () => { fireEvent.blur(input); });
    expect(await view.findByText(NEW_FIELD_PATTERN_MESSAGE[locale])).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('appears in the table as a sortable, filterable column', async () => {
    const get = vi.fn(async () => ({ list: [{ id: 1, name: '星游互动娱乐有限公司', name_en: 'Star Trail', credit_code: '91350100M000100Y43', [NEW_FIELD]: 'startrail_expo', contact_phone: '138****0001', review_status: 0, updated_at: 1795400000 }], total: 1 }));
    renderWith('en', <SchemaTable descriptor={screen.descriptor as ScreenDescriptor} endpoint="/organiser/company" />, get);
    expect(await view.findByText('startrail_expo')).toBeTruthy();
    await act(async () => { fireEvent.click(view.getByRole('button', { name: new RegExp(NEW_FIELD_LABEL.en) })); });
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/organiser/company', expect.objectContaining({ sort: NEW_FIELD }), expect.anything()));
    await act(async () => { fireEvent.change(view.getByRole('textbox', { name: NEW_FIELD_LABEL.en }), { target: { value: 'trail' } }); });
    await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Search' })); });
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/organiser/company', expect.objectContaining({ [NEW_FIELD]: 'trail' }), expect.anything()));
  });
});

describe('a new version of the screen arriving while its form is open (staff published one)', () => {
  it('shows the new field, keeps what was typed, and fills the new field from the stored record', async () => {
    const { screen: before } = await compileScreen('company');
    const stored = { name: '星游互动娱乐有限公司', [NEW_FIELD]: 'startrail_expo' };
    const onSubmit = vi.fn();
    const { rerender } = renderWith('en', <SchemaForm screen={before} formData={stored} recordKey={1} onSubmit={onSubmit} />);
    expect(view.queryByLabelText(new RegExp(NEW_FIELD_LABEL.en))).toBeNull();
    const name = view.getByLabelText(messages('en')['company.name']!, { exact: false }) as HTMLInputElement;
    await act(async () => { fireEvent.change(name, { target: { value: 'Typed before the new version' } }); });
    await act(async () => { fireEvent.blur(name); });

    rerender(<SchemaForm screen={screen} formData={stored} recordKey={1} onSubmit={onSubmit} />);
    const added = await view.findByLabelText(new RegExp(NEW_FIELD_LABEL.en)) as HTMLInputElement;
    expect(added.value).toBe('startrail_expo');
    expect((view.getByLabelText(messages('en')['company.name']!, { exact: false }) as HTMLInputElement).value).toBe('Typed before the new version');
  });
});
