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

// Each test opens the form afresh: a draft one test left would fill the next one's form.
afterEach(() => { cleanup(); localStorage.clear(); });

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

// Chakra's date picker is slow to mount in jsdom the first time, more so on a busy machine.
describe('the moment field of a form', { timeout: 20_000 }, () => {
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
    const time = document.getElementById('root_sale_starts_at__time') as HTMLInputElement;
    const enter = async (element: HTMLInputElement, text: string) => {
      await act(async () => { fireEvent.change(element, { target: { value: text } }); });
      await act(async () => { fireEvent.blur(element); });
    };
    const submit = async () => { await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Save' })); }); };
    return { input, time, enter, submit, onSubmit };
  }

  it('shows a stored moment on the show clock with its offset, and stores what is typed as seconds', async () => {
    const { input, time, enter, submit, onSubmit } = await productForm();
    expect([input.value, time.value]).toEqual(['2026/12/01', '10:00']);
    expect(time.closest('.ef-input-row')?.textContent).toContain('UTC+8');
    await enter(input, '2026/12/2');
    await enter(time, '9:30');
    expect([input.value, time.value]).toEqual(['2026/12/02', '09:30']);
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ sale_starts_at: Date.UTC(2026, 11, 2, 1, 30) / 1000 }));
  });

  it('follows the show zone the app hands in', async () => {
    const { input, time } = await productForm('Europe/Berlin');
    expect([input.value, time.value]).toEqual(['2026/12/01', '03:00']);
    expect(time.closest('.ef-input-row')?.textContent).toContain('UTC+1');
  });

  it('refuses an emptied moment on its field', async () => {
    const { input, enter, submit, onSubmit } = await productForm('UTC');
    await enter(input, '');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.getElementById('root_sale_starts_at')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps a time that is no time as typed, says how to write it, and does not save', async () => {
    const { input, time, enter, submit, onSubmit } = await productForm('UTC');
    await enter(time, '25:00');
    expect(time.value).toBe('25:00');
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(view.getByText('Write the time on a 24-hour clock, e.g. 09:30')).toBeTruthy();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input.value).toBe('2026/12/01');
    await enter(time, '23:59');
    expect(view.queryByText('Write the time on a 24-hour clock, e.g. 09:30')).toBeNull();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ sale_starts_at: Date.UTC(2026, 11, 1, 23, 59) / 1000 }));
  });

  it('keeps a day that does not exist as typed, refused on its field, and takes a day picked with no time at 00:00', async () => {
    const { input, time, enter, submit, onSubmit } = await productForm('UTC');
    await enter(input, '2026/02/30');
    expect(input.value).toBe('2026/02/30');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await enter(time, '');
    await enter(input, '20261203');
    // (The day's text is redrawn as 2026/12/03 by the picker; jsdom does not run that step, the browser tests see it.)
    expect(time.value).toBe('00:00');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ sale_starts_at: Date.UTC(2026, 11, 3) / 1000 }));
  });
});
