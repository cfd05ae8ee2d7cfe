// @vitest-environment jsdom
/**
 * Never down because of one screen: a descriptor the build cannot use ships as a module marked
 * broken (with a warning, not a failed build), and the engine's form, list and details say that
 * screen is unavailable, in the reader's language, instead of crashing the page.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen as view } from '@testing-library/react';
import { SchemaDetails, SchemaForm, SchemaTable, type EngineServices } from '../../../src/engine';
import type { EnumSets } from '../../../src/shared/descriptor';
import enums from '../../../schemas/enums.json';
import en from '../../../locales/en.json';
import zh from '../../../locales/zh.json';
import { loadScreenModule } from './compiled-screen';
import { EngineHarness } from './engine-harness';

afterEach(cleanup);

const original = readFileSync('schemas/invoice-header.json', 'utf8');

const services = (): EngineServices => ({
  request: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } as unknown as EngineServices['request'],
  enums: enums as EnumSets, signUpload: vi.fn(), uploadFile: vi.fn(),
});

describe('a screen the build cannot use', () => {
  it.each([
    ['is not JSON', original.replace('"list": {', '"list": {,'), /^schemas\/invoice-header\.json:\d+:\d+: not valid JSON: expected a key in double quotes, found ","/],
    ['is not a descriptor', original.replace('"title": "screen.invoiceHeader"', '"title": "Invoice headers"'), /^schemas\/invoice-header\.json:4:3 \/title: not a message id/],
    ['has a schema ajv cannot compile', original.replace('"minLength": 2, "maxLength": 100, "x-messages": { "required": "invoiceHeader.title.required" }', '"minLength": 2, "maxlength": 100'), /:11:\d+ \/schema\/properties\/title\/maxlength: the data schema does not compile: strict mode: unknown keyword: "maxlength"/],
    ['is missing', undefined, /^schemas\/invoice-header\.json: the file is missing/],
  ])('ships as a module marked broken when it %s, with a warning naming where', async (_case, source, warning) => {
    const { screen, named, warnings } = await loadScreenModule('invoice-header', source);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(warning);
    expect(warnings[0]).toMatch(/\(screen "invoice-header" is shipped as unavailable\)$/);
    expect(screen.broken).toHaveLength(1);
    expect(named.broken).toEqual(screen.broken);
    expect(screen.descriptor).toEqual({ id: 'invoice-header', title: 'engine.screen.unavailable', schema: { type: 'object', properties: {} }, broken: screen.broken });
    expect(screen.validateFns).toEqual({});
  });

  it('a usable one is compiled as before, not marked', async () => {
    const { screen, named, warnings } = await loadScreenModule('invoice-header', original);
    expect(warnings).toEqual([]);
    expect(screen.broken).toBeUndefined();
    expect(named.broken).toBeUndefined();
    expect(Object.keys(screen.schema.properties)).toContain('tax_no');
  });

  it.each([['en', en], ['zh', zh]] as const)('is said to be unavailable by the form, the list and the details (%s)', async (locale, messages) => {
    const { screen } = await loadScreenModule('invoice-header', '{ "id": "invoice-header", ');
    const submit = vi.fn();
    render(
      <EngineHarness services={services()} locale={locale}>
        <SchemaForm screen={screen} onSubmit={submit} />
        <SchemaTable descriptor={screen.descriptor} endpoint="/v4/invoice/header" />
        <SchemaDetails descriptor={screen.descriptor} record={{ id: 1 }} />
      </EngineHarness>,
    );
    const alerts = view.getAllByTestId('screen-unavailable');
    expect(alerts).toHaveLength(3);
    for (const alert of alerts) {
      expect(alert.textContent).toContain(messages['engine.screen.unavailable']);
      expect(alert.textContent).toContain(messages['engine.screen.unavailableHint']);
      expect(alert.getAttribute('data-screen')).toBe('invoice-header');
    }
    expect(view.queryByRole('button')).toBeNull();
  });
});
