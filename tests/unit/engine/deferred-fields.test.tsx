// @vitest-environment jsdom
/**
 * A long form draws its first screenful of fields at once and the rest right after the first paint
 * (src/engine/form/deferred-fields.ts): every field is soon in the page, and a submit made before
 * then still validates the whole record, focuses the first field in error and sends every value.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen as view, waitFor } from '@testing-library/react';
import { SchemaForm } from '../../../src/engine';
import { FIRST_FIELDS, firstItems } from '../../../src/engine/form/deferred-fields';
import type { FieldSchema } from '../../../src/shared/descriptor';
import { compileScreen } from './compiled-screen';
import { EngineHarness, quietServices } from './engine-harness';

afterEach(cleanup);

const FIELDS = 60;
const ITEMS = 40;
const name = (i: number) => `f${String(i + 1).padStart(2, '0')}`;

/** Sixty text fields, the last of them required, and a list of forty items whose name is required. */
async function longScreen(uiSchema: Record<string, unknown> = {}) {
  const properties: Record<string, FieldSchema> = {};
  for (let i = 0; i < FIELDS; i++) properties[name(i)] = { type: 'string', title: `Field ${i + 1}`, maxLength: 50 };
  const { screen } = await compileScreen('company', (descriptor) => ({
    ...descriptor,
    schema: {
      type: 'object',
      additionalProperties: false,
      required: [name(FIELDS - 1)],
      properties: {
        ...properties,
        items: {
          type: 'array',
          title: 'Items',
          items: {
            type: 'object', additionalProperties: false, required: ['label'],
            properties: { label: { type: 'string', title: 'Label', minLength: 1 }, count: { type: 'integer', title: 'Count' } },
          },
        },
      },
    },
    uiSchema,
    uploads: {},
  }));
  return screen;
}

const items = (count: number, label = (i: number) => `Item ${i + 1}`) => Array.from({ length: count }, (_, i) => ({ label: label(i), count: i }));
const field = (id: string) => document.getElementById(id);

describe('a long form', () => {
  it('draws its first fields at once and every other one right after', async () => {
    const screen = await longScreen();
    render(<EngineHarness services={quietServices()}><SchemaForm screen={screen} formData={{ items: items(ITEMS) }} onSubmit={vi.fn()} /></EngineHarness>);
    expect(field(`root_${name(0)}`)).not.toBeNull();
    expect(field(`root_${name(FIRST_FIELDS - 1)}`)).not.toBeNull();
    expect(field(`root_${name(FIRST_FIELDS)}`)).toBeNull();
    expect(document.querySelector('.ef-deferred')).not.toBeNull();
    await waitFor(() => expect(field(`root_${name(FIELDS - 1)}`)).not.toBeNull());
    // The list, drawn with the rest, then draws its own items past the first ones.
    await waitFor(() => expect(field(`root_items_${ITEMS - 1}_label`)).not.toBeNull());
    expect(document.querySelector('.ef-deferred')).toBeNull();
    // Find-in-page finds the last field's label and the last item's value.
    expect(view.getByText(`Field ${FIELDS}`)).toBeTruthy();
    expect((field(`root_items_${ITEMS - 1}_label`) as HTMLInputElement).value).toBe(`Item ${ITEMS}`);
  });

  it('validates the whole record on a submit made before the rest is drawn, and focuses the first field in error', async () => {
    const screen = await longScreen();
    const onSubmit = vi.fn();
    render(<EngineHarness services={quietServices()}><SchemaForm screen={screen} formData={{ items: items(ITEMS) }} onSubmit={onSubmit} /></EngineHarness>);
    expect(field(`root_${name(FIELDS - 1)}`)).toBeNull();
    await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Save' })); });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement?.id).toBe(`root_${name(FIELDS - 1)}`);
    expect(field(`root_${name(FIELDS - 1)}__error`)).not.toBeNull();
  });

  it('focuses a field in error among the items not drawn yet', async () => {
    const screen = await longScreen();
    const onSubmit = vi.fn();
    const record = { [name(FIELDS - 1)]: 'filled', items: items(ITEMS, (i) => (i === ITEMS - 2 ? '' : `Item ${i + 1}`)) };
    render(<EngineHarness services={quietServices()}><SchemaForm screen={screen} formData={record} onSubmit={onSubmit} /></EngineHarness>);
    await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Save' })); });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement?.id).toBe(`root_items_${ITEMS - 2}_label`);
  });

  it('sends every value, drawn or not, on a submit made before the rest is drawn', async () => {
    const screen = await longScreen();
    const onSubmit = vi.fn();
    const record = { [name(0)]: 'first', [name(FIELDS - 1)]: 'last', items: items(ITEMS) };
    render(<EngineHarness services={quietServices()}><SchemaForm screen={screen} formData={record} onSubmit={onSubmit} /></EngineHarness>);
    expect(field(`root_items_${ITEMS - 1}_label`)).toBeNull();
    await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Save' })); });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual(record);
  });

  it('draws every field at once when one past the first screenful takes the focus as the form opens', async () => {
    const screen = await longScreen({ [name(FIELDS - 5)]: { 'ui:autofocus': true } });
    render(<EngineHarness services={quietServices()}><SchemaForm screen={screen} onSubmit={vi.fn()} /></EngineHarness>);
    expect(field(`root_${name(FIELDS - 1)}`)).not.toBeNull();
    expect(document.activeElement?.id).toBe(`root_${name(FIELDS - 5)}`);
  });

  it('in sections: draws whole sections up to a screenful at once, the later ones right after; a submit still focuses an error in a later one', async () => {
    // Six sections of ten fields in two columns, the list last: sections 1-2 hold the first screenful.
    const sections = Array.from({ length: 6 }, (_, s) => ({ title: `Section ${s + 1}`, fields: Array.from({ length: 10 }, (_, i) => name(s * 10 + i)) }));
    const screen = await longScreen({ 'ui:layout': { columns: 2, sections: [...sections, { title: 'List', fields: ['items'] }] } });
    const onSubmit = vi.fn();
    render(<EngineHarness services={quietServices()}><SchemaForm screen={screen} formData={{ items: items(ITEMS) }} onSubmit={onSubmit} /></EngineHarness>);
    expect(view.getByText('Section 2')).toBeTruthy();
    expect(field(`root_${name(FIRST_FIELDS - 1)}`)).not.toBeNull();
    expect(view.queryByText('Section 3')).toBeNull();
    expect(field(`root_${name(FIRST_FIELDS)}`)).toBeNull();
    expect(document.querySelector('.ef-deferred')).not.toBeNull();
    await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Save' })); });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement?.id).toBe(`root_${name(FIELDS - 1)}`);
    expect(view.getByText('Section 6')).toBeTruthy();
  });

  it('in sections: every section is in the page soon after the first paint', async () => {
    const sections = Array.from({ length: 6 }, (_, s) => ({ title: `Section ${s + 1}`, fields: Array.from({ length: 10 }, (_, i) => name(s * 10 + i)) }));
    const screen = await longScreen({ 'ui:layout': { columns: 2, sections: [...sections, { title: 'List', fields: ['items'] }] } });
    render(<EngineHarness services={quietServices()}><SchemaForm screen={screen} formData={{ items: items(ITEMS) }} onSubmit={vi.fn()} /></EngineHarness>);
    await waitFor(() => expect(field(`root_items_${ITEMS - 1}_label`)).not.toBeNull());
    expect(view.getByText('Section 6')).toBeTruthy();
    expect(field(`root_${name(FIELDS - 1)}`)).not.toBeNull();
    expect(document.querySelector('.ef-deferred')).toBeNull();
  });

  it.each([[FIRST_FIELDS - 1, false], [FIRST_FIELDS, false], [FIRST_FIELDS + 1, true]])('a form of %i fields defers some: %s', async (count, defers) => {
    const properties: Record<string, FieldSchema> = {};
    for (let i = 0; i < count; i++) properties[name(i)] = { type: 'string', title: `Field ${i + 1}`, maxLength: 50 };
    const { screen } = await compileScreen('company', (descriptor) => ({
      ...descriptor, schema: { type: 'object', additionalProperties: false, properties }, uiSchema: {}, uploads: {},
    }));
    render(<EngineHarness services={quietServices()}><SchemaForm screen={screen} onSubmit={vi.fn()} /></EngineHarness>);
    expect(field(`root_${name(count - 1)}`) === null).toBe(defers);
    expect(document.querySelector('.ef-deferred') !== null).toBe(defers);
  });

  it('draws a list of small items about a screenful at a time', () => {
    expect(firstItems({ type: 'object', properties: { label: {}, count: {} } })).toBe(FIRST_FIELDS / 2);
    expect(firstItems({ type: 'string' })).toBe(FIRST_FIELDS);
  });
});
