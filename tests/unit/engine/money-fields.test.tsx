// @vitest-environment jsdom
/**
 * Amounts in cents (x-money) in the engine's three views: a table cell and a read-only detail show
 * yuan, the form's field (chosen for every x-money field, no page code) is typed in yuan and stores cents.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen as view } from '@testing-library/react';
import { SchemaDetails, SchemaForm, SchemaTable, usePagedList, type EngineServices } from '../../../src/engine';
import { formUiSchema } from '../../../src/engine/form/form-ui-schema';
import type { EnumSets, ScreenDescriptor } from '../../../src/shared/descriptor';
import enums from '../../../schemas/enums.json';
import groupOrder from '../../../schemas/group-order.json';
import remittance from '../../../schemas/remittance.json';
import { compileScreen } from './compiled-screen';
import { EngineHarness } from './engine-harness';

afterEach(cleanup);

// The engine's services as these views need them: no request is made, nothing is uploaded.
const services = (): EngineServices => ({ request: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }, enums: enums as EnumSets, signUpload: vi.fn(), uploadFile: vi.fn() });

const order = { id: 3, order_no: 'G20260101', ticket_name: 'Trade day', quantity: 2, unit_price: 61725, amount: 123450, payment_method: 0, status: 0, created_at: 1795400000, deadline_at: null };

const loadOrders = async () => ({ list: [order], total: 1 });
const noFilters = {};

function OrderTable() {
  const list = usePagedList(loadOrders, noFilters);
  return <SchemaTable descriptor={groupOrder as unknown as ScreenDescriptor} list={list} />;
}

describe('amounts in a table and in details', () => {
  it('show the amount column in yuan with two decimals', async () => {
    render(<EngineHarness services={services()} locale="zh"><OrderTable /></EngineHarness>);
    expect(await view.findByText('¥1,234.50')).toBeTruthy();
    // The quantity beside it is a plain number.
    expect(view.getByText('2')).toBeTruthy();
  });

  it('show a stored amount in yuan in read-only details', () => {
    render(
      <EngineHarness services={services()}>
        <SchemaDetails descriptor={remittance as unknown as ScreenDescriptor} record={{ bank_name: 'ICBC', amount: 5 }} />
      </EngineHarness>,
    );
    const amount = document.querySelector('[data-field="amount"]');
    expect(amount?.textContent).toContain('¥0.05');
  });
});

describe('nullable moments beside amounts', () => {
  it('show a moment typed ["integer", "null"] as a date and time, and its absence as a dash', () => {
    render(
      <EngineHarness services={services()}>
        <SchemaDetails descriptor={groupOrder as unknown as ScreenDescriptor} record={{ ...order, paid_at: 1795400000, verify_due_at: null }} />
      </EngineHarness>,
    );
    expect(document.querySelector('[data-field="paid_at"]')?.textContent).toMatch(/2026/);
    expect(document.querySelector('[data-field="verify_due_at"]')?.textContent).toContain('—');
  });
});

describe('the money field of a form', () => {
  it('is chosen for every x-money field unless the descriptor names another widget', () => {
    const descriptor = remittance as unknown as ScreenDescriptor;
    expect(formUiSchema(descriptor).amount).toEqual({ 'ui:widget': 'money' });
    expect(formUiSchema({ ...descriptor, uiSchema: { amount: { 'ui:widget': 'updown' } } }).amount).toEqual({ 'ui:widget': 'updown' });
    expect(formUiSchema(descriptor).bank_name).toBeUndefined();
  });

  async function amountForm(formData?: Record<string, unknown>) {
    const { screen } = await compileScreen('remittance', (descriptor) => ({ ...descriptor, schema: { ...descriptor.schema, required: ['amount'] } }));
    const onSubmit = vi.fn();
    render(
      <EngineHarness services={services()}>
        <SchemaForm screen={screen} formData={formData} onSubmit={onSubmit} />
      </EngineHarness>,
    );
    const input = document.getElementById('root_amount') as HTMLInputElement;
    const type = async (text: string) => {
      await act(async () => { fireEvent.change(input, { target: { value: text } }); });
      await act(async () => { fireEvent.blur(input); });
    };
    const submit = async () => { await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Save' })); }); };
    return { input, type, submit, onSubmit };
  }

  it('shows a stored amount in yuan and stores what is typed in yuan as cents', async () => {
    const { input, type, submit, onSubmit } = await amountForm({ amount: 123450 });
    expect(input.value).toBe('1234.50');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    // The ¥ before the input says the unit; it is not part of what is typed or read out.
    const prefix = input.previousElementSibling;
    expect([prefix?.textContent, prefix?.getAttribute('aria-hidden')]).toEqual(['¥', 'true']);
    await type('1,999.9');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: 199990 }));
    // The text stays as typed while it stands for the stored cents.
    expect(input.value).toBe('1,999.9');
  });

  it('refuses text that is not an amount in yuan, naming the field, and stores nothing', async () => {
    const { type, submit, onSubmit } = await amountForm();
    for (const text of ['12.345', '1e3', 'abc']) {
      await type(text);
      await submit();
      expect(await view.findByText('Amount remitted must be an amount in yuan with at most two decimals, e.g. 1234.50')).toBeTruthy();
    }
    await type('0');
    await submit();
    expect(await view.findByText('Amount remitted must be at least 0.01')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
