// @vitest-environment jsdom
/**
 * Help texts, descriptions and placeholders say the numbers of the rules they describe, taken from
 * the field's schema and upload rule (ruleValues), never typed by hand: change the rule in the
 * descriptor and the text follows, in both languages.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen as view } from '@testing-library/react';
import { SchemaForm, type EngineServices } from '../../../src/engine';
import type { EnumSets, ScreenDescriptor } from '../../../src/shared/descriptor';
import enums from '../../../schemas/enums.json';
import { compileScreen } from './compiled-screen';
import { EngineHarness } from './engine-harness';

afterEach(cleanup);

const services = (): EngineServices => ({
  request: { get: vi.fn(async () => []), post: vi.fn(), put: vi.fn(), delete: vi.fn() } as unknown as EngineServices['request'],
  enums: enums as EnumSets, signUpload: vi.fn(), uploadFile: vi.fn(),
});

async function renderScreen(id: string, locale: 'en' | 'zh', edit?: (descriptor: ScreenDescriptor) => ScreenDescriptor) {
  const { screen } = await compileScreen(id, edit);
  render(<EngineHarness services={services()} locale={locale}><SchemaForm screen={screen} onSubmit={vi.fn()} /></EngineHarness>);
}

describe('texts that speak of a rule', () => {
  it('say the schema\'s length and the upload rule\'s size and ratio', async () => {
    await renderScreen('catalogue', 'en');
    expect(view.getByText('The company name on the fascia board of a shell-scheme booth, at most 20 characters')).toBeTruthy();
    expect(view.getByText('JPG or PNG, at most 5 MB, aspect ratio 2:1, for the expo app')).toBeTruthy();
    expect(view.getByText('PSD or AI source file, at most 20 MB, for the printed catalogue')).toBeTruthy();
  });

  it('follow the descriptor when staff change a rule', async () => {
    await renderScreen('catalogue', 'zh', (descriptor) => {
      const copy = structuredClone(descriptor);
      copy.schema.properties.lintel_text!.maxLength = 24;
      copy.uploads!.display_logo = { ...copy.uploads!.display_logo!, maxBytes: 3 * 1048576, aspectRatio: { ratio: 1.5 } };
      return copy;
    });
    expect(view.getByText('标准展位楣板上的公司名称，不超过 24 个字')).toBeTruthy();
    expect(view.getByText('JPG 或 PNG，不超过 3 MB，宽高比 1.5:1，用于展会 App')).toBeTruthy();
  });

  it('say an array of uploads\' count, and an exact pixel size', async () => {
    await renderScreen('product', 'en');
    expect(view.getByText('JPG or PNG, at most 5 MB each, aspect ratio 1.5:1, up to 6 images')).toBeTruthy();
    expect(view.getByText('JPG or PNG, 750 × 348 pixels, at most 2 MB')).toBeTruthy();
  });

  it('reach placeholders too', async () => {
    await renderScreen('faq-question', 'en', (descriptor) => {
      const copy = structuredClone(descriptor);
      copy.schema.properties.content!.minLength = 5;
      return copy;
    });
    expect(view.getByPlaceholderText('Describe your question in as much detail as you can (5–1000 characters)')).toBeTruthy();
  });
});
