// @vitest-environment jsdom
/**
 * Moments in Unix seconds (`"ui:widget": "moment"`) in a form: picked as a date and time on the
 * show's clock, whatever the browser's, with the clock's offset beside the field, and stored as
 * seconds (schemas/setting-unbind.json: the unbinding window, beside its fee in yuan).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen as view } from '@testing-library/react';
import { SchemaForm, type EngineServices } from '../../../src/engine';
import type { EnumSets } from '../../../src/shared/descriptor';
import enums from '../../../schemas/enums.json';
import { compileScreen } from './compiled-screen';
import { EngineHarness } from './engine-harness';

// Each test opens the forms afresh: a draft one test left would fill the next one's form.
afterEach(() => { cleanup(); localStorage.clear(); });

const services = (timeZone?: string): EngineServices => ({
  request: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }, enums: enums as EnumSets, signUpload: vi.fn(), uploadFile: vi.fn(),
  ...(timeZone ? { timeZone } : {}),
});

/** 2026-07-31T16:30Z: 00:30 on 1 August in Shanghai. */
const OPENS = Date.UTC(2026, 6, 31, 16, 30) / 1000;
const CLOSES = Date.UTC(2027, 7, 2, 9) / 1000;

async function unbindForm(timeZone?: string) {
  const { screen } = await compileScreen('setting-unbind');
  const onSubmit = vi.fn();
  render(
    <EngineHarness services={services(timeZone)}>
      <SchemaForm screen={screen} formData={{ value: { fee: 2000, limit: 20, starts_at: OPENS, ends_at: CLOSES } }} onSubmit={onSubmit} />
    </EngineHarness>,
  );
  const input = (name: string) => document.getElementById(`root_value_${name}`) as HTMLInputElement;
  const enter = async (element: HTMLInputElement, text: string) => {
    await act(async () => { fireEvent.change(element, { target: { value: text } }); });
    await act(async () => { fireEvent.blur(element); });
  };
  /** Types a field's text; a moment's "day" + "T" + "time" goes into its day and its time input. */
  const type = async (name: string, text: string) => {
    const [day = '', time] = text.split('T');
    await enter(input(name), day);
    if (time !== undefined) await enter(timeInput(name), time);
  };
  const timeInput = (name: string) => document.getElementById(`root_value_${name}__time`) as HTMLInputElement;
  const submit = async () => { await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Save' })); }); };
  return { input, timeInput, type, submit, onSubmit };
}

// Chakra's date picker is slow to mount in jsdom the first time, more so on a busy machine.
describe('a moment field', { timeout: 20_000 }, () => {
  it('shows a stored moment on the show clock as a day and a 24-hour time, the offset beside it', async () => {
    const { input, timeInput } = await unbindForm();
    expect(input('starts_at').value).toBe('2026/08/01');
    expect(timeInput('starts_at').value).toBe('00:30');
    expect(input('ends_at').value).toBe('2027/08/02');
    expect(timeInput('ends_at').value).toBe('17:00');
    expect(timeInput('starts_at').closest('.ef-input-row')?.textContent).toContain('UTC+8');
    // The fee beside it is money, typed in yuan.
    expect(input('fee').value).toBe('20.00');
  });

  it('stores the picked show time as Unix seconds', async () => {
    const { type, submit, onSubmit } = await unbindForm();
    await type('starts_at', '2026-09-01T09:00');
    await type('fee', '12.5');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ value: { fee: 1250, limit: 20, starts_at: Date.UTC(2026, 8, 1, 1) / 1000, ends_at: CLOSES } });
  });

  it('follows the show clock the app names', async () => {
    const { input, timeInput, type, submit, onSubmit } = await unbindForm('UTC');
    expect(`${input('starts_at').value} ${timeInput('starts_at').value}`).toBe('2026/07/31 16:30');
    expect(timeInput('starts_at').closest('.ef-input-row')?.textContent).toContain('UTC');
    await type('ends_at', '2027-08-02T09:00');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ value: expect.objectContaining({ ends_at: CLOSES }) }));
  });

  it('refuses an emptied required moment, naming the field', async () => {
    const { type, submit, onSubmit } = await unbindForm();
    await type('ends_at', '');
    await submit();
    expect(await view.findByText('Unbinding closes is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('several forms on one page', () => {
  it('keep their own field ids, so each label names its own field', async () => {
    const { screen } = await compileScreen('setting-unbind');
    render(
      <EngineHarness services={services()}>
        <SchemaForm screen={screen} idPrefix="first" formData={{ value: { fee: 100, limit: 1, starts_at: OPENS, ends_at: CLOSES } }} onSubmit={vi.fn()} />
        <SchemaForm screen={screen} idPrefix="second" formData={{ value: { fee: 200, limit: 2, starts_at: OPENS, ends_at: CLOSES } }} onSubmit={vi.fn()} />
      </EngineHarness>,
    );
    const fees = view.getAllByLabelText(/Unbinding fee per ticket/) as HTMLInputElement[];
    expect(fees.map((input) => [input.id, input.value])).toEqual([['first_value_fee', '1.00'], ['second_value_fee', '2.00']]);
  });
});
