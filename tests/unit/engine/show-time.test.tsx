// @vitest-environment jsdom
/** The engine writes a list's times with the shared formatter, on the show zone the app hands in with its services. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen as view } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { IntlProvider } from 'react-intl';
import { EngineProvider, SchemaTable, type EngineServices } from '../../../src/engine';
import type { EnumSets, ScreenDescriptor } from '../../../src/shared/descriptor';
import en from '../../../locales/en.json';
import zh from '../../../locales/zh.json';
import enums from '../../../schemas/enums.json';
import invoiceHeader from '../../../schemas/invoice-header.json';

const originalTz = process.env.TZ;
afterEach(() => {
  cleanup();
  process.env.TZ = originalTz;
});

/** 2026-11-23T02:13:20Z. */
const CREATED = 1795400000;

function renderList(locale: 'en' | 'zh', timeZone?: string) {
  // The answer of the list endpoint: one header created at CREATED.
  const request = { get: vi.fn(async () => ({ list: [{ id: 1, title: 'Star Trail Interactive', tax_no: '91350100M000100Y43', invoice_type: 2, created_at: CREATED }], total: 1 })), post: vi.fn(), put: vi.fn(), delete: vi.fn() };
  const services: EngineServices = { request: request as unknown as EngineServices['request'], enums: enums as EnumSets, signUpload: vi.fn(), uploadFile: vi.fn(), ...(timeZone ? { timeZone } : {}) };
  render(
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale={locale} messages={locale === 'en' ? en : zh}>
        <EngineProvider services={services}>
          <SchemaTable descriptor={invoiceHeader as unknown as ScreenDescriptor} endpoint="/v4/invoice/header" />
        </EngineProvider>
      </IntlProvider>
    </ChakraProvider>,
  );
}

describe('times in engine lists', () => {
  it('default to the show in Shanghai, in the form language, labelled for a viewer elsewhere', async () => {
    process.env.TZ = 'UTC';
    renderList('zh');
    expect(await view.findByText('2026-11-23 10:13 (UTC+8)')).toBeTruthy();
  });

  it('follow the zone the app hands in, unlabelled for a viewer on the same clock', async () => {
    process.env.TZ = 'Europe/London';
    renderList('en', 'Europe/London');
    expect(await view.findByText('23 Nov 2026, 02:13')).toBeTruthy();
  });
});
