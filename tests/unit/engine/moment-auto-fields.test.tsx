// @vitest-environment jsdom
/**
 * Moments in Unix seconds in a form (an integer `…_at` field: a product's sale window): chosen with
 * no page code, typed as a date and a time on the show's clock whatever the browser's zone, with the
 * show's offset beside the input, and stored as seconds.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen as view } from '@testing-library/react';
import { SchemaForm, type EngineServices } from '../../../src/engine';
import { formUiSchema } from '../../../src/engine/form/form-ui-schema';
import type { EnumSets, ScreenDescriptor } from '../../../src/shared/descriptor';
import enums from '../../../schemas/enums.json';
import groupProduct from '../../../schemas/group-product.json';
import { compileScreen } from './compiled-screen';
import { EngineHarness } from './engine-harness';

afterEach(cleanup);

const services = (timeZone?: string): EngineServices => ({
  request: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }, enums: enums as EnumSets, signUpload: vi.fn(), uploadFile: vi.fn(),
  ...(timeZone ? { timeZone } : {}),
});

/** 2026-12-01 10:00 in Shanghai. */
const DEC_FIRST_TEN = Date.UTC(2026, 11, 1, 2, 0) / 1000;
const product = {
  name: '四日通票', name_en: 'Four-day pass', description: '', description_en: '', price: 36000, stock: 10, limit: 5,
  sale_starts_at: DEC_FIRST_TEN, sale_ends_at: DEC_FIRST_TEN + 86_400, admits: ['2026-12-17'], active: true,
};

describe('the moment field of a form', () => {
  it('is chosen for integer …_at fields only, unless the descriptor names another widget', () => {
    const descriptor = groupProduct as unknown as ScreenDescriptor;
    expect(formUiSchema(descriptor).sale_starts_at).toEqual({ 'ui:widget': 'moment' });
    expect(formUiSchema({ ...descriptor, uiSchema: { sale_ends_at: { 'ui:widget': 'updown' } } }).sale_ends_at).toEqual({ 'ui:widget': 'updown' });
    expect(formUiSchema(descriptor).stock).toBeUndefined();
  });

  async function productForm(timeZone?: string) {
    const { screen } = await compileScreen('group-product');
    const onSubmit = vi.fn();
    render(<EngineHarness services={services(timeZone)}><SchemaForm screen={screen} formData={product} recordKey={`moment-${timeZone ?? 'default'}`} onSubmit={onSubmit} /></EngineHarness>);
    const input = document.getElementById('root_sale_starts_at') as HTMLInputElement;
    const submit = async () => { await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Save' })); }); };
    return { input, submit, onSubmit };
  }

  it('shows a stored moment on the show clock with its offset, and stores what is typed as seconds', async () => {
    const { input, submit, onSubmit } = await productForm();
    expect(input.type).toBe('datetime-local');
    expect(input.value).toBe('2026-12-01T10:00');
    expect(input.parentElement?.textContent).toContain('UTC+8');
    await act(async () => { fireEvent.change(input, { target: { value: '2026-12-02T09:30' } }); });
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ sale_starts_at: Date.UTC(2026, 11, 2, 1, 30) / 1000 }));
  });

  it('follows the show zone the app hands in', async () => {
    const { input } = await productForm('Europe/Berlin');
    expect(input.value).toBe('2026-12-01T03:00');
    expect(input.parentElement?.textContent).toContain('UTC+1');
  });

  it('refuses an emptied moment on its field', async () => {
    const { input, submit, onSubmit } = await productForm('UTC');
    await act(async () => { fireEvent.change(input, { target: { value: '' } }); });
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.getElementById('root_sale_starts_at')?.getAttribute('aria-invalid')).toBe('true');
  });
});
