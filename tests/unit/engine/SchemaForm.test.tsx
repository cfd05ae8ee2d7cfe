// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen as view } from '@testing-library/react';
import { SchemaForm, type EngineServices } from '../../../src/engine';
import type { EnumSets } from '../../../src/shared/descriptor';
import en from '../../../locales/en.json';
import enums from '../../../schemas/enums.json';
import { compileScreen } from './compiled-screen';
import { EngineHarness } from './engine-harness';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k), items };
};

const services = (storage = memory()): EngineServices => ({
  request: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
  enums: enums as EnumSets,
  signUpload: vi.fn(),
  uploadFile: vi.fn(),
  storage,
});

afterEach(cleanup);

describe('SchemaForm', () => {
  it('renders schemas/company.json with translated labels and shows a required error after submit', async () => {
    const { screen } = await compileScreen('company');
    const onSubmit = vi.fn();
    render(
      <EngineHarness services={services()}>
        <SchemaForm screen={screen} onSubmit={onSubmit} />
      </EngineHarness>,
    );
    expect(view.getByText('Company name (Chinese)')).toBeTruthy();
    expect(view.getByText('Unified social credit code')).toBeTruthy();
    expect(view.getByText('JPG or PNG, at most 5 MB, aspect ratio 2:1')).toBeTruthy();
    await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Save' })); });
    expect(await view.findByText('Please enter the company name in Chinese')).toBeTruthy();
    expect(view.getByText('Please upload the company logo')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('marks only the fields whose errors show as invalid, and describes each control by texts that are there', async () => {
    const { screen } = await compileScreen('company');
    render(
      <EngineHarness services={services()}>
        <SchemaForm screen={screen} onSubmit={vi.fn()} />
      </EngineHarness>,
    );
    const field = (name: string) => document.getElementById(`root_${name}`) as HTMLInputElement;
    const describedTextsExist = () => [...document.querySelectorAll('[aria-describedby]')]
      .every((element) => element.getAttribute('aria-describedby')!.split(' ').every((id) => document.getElementById(id) !== null));
    // A short name, left: its own error shows; the other fields, untouched, neither look invalid nor say so.
    await act(async () => { fireEvent.change(field('name'), { target: { value: 'x' } }); });
    await act(async () => { fireEvent.blur(field('name')); });
    expect(field('name').getAttribute('aria-invalid')).toBe('true');
    expect(field('name').getAttribute('aria-describedby')).toContain('root_name__error');
    expect(field('name_en').hasAttribute('aria-invalid')).toBe(false);
    expect(field('name_en').hasAttribute('data-invalid')).toBe(false);
    expect(field('name_en').hasAttribute('aria-describedby')).toBe(false);
    expect(describedTextsExist()).toBe(true);
    // A submit shows every error, and every empty required field says so.
    await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Save' })); });
    expect(field('name_en').getAttribute('aria-invalid')).toBe('true');
    expect(describedTextsExist()).toBe(true);
  });

  it('keeps a field RJSF draws itself (an item of a list of names) from looking invalid before its error shows', async () => {
    const { screen } = await compileScreen('company', (descriptor) => ({
      ...descriptor,
      schema: {
        ...descriptor.schema,
        properties: { ...descriptor.schema.properties, aliases: { type: 'array', title: 'company.name', items: { type: 'string', title: 'company.name_en', minLength: 2 } } },
      },
      uiSchema: { ...descriptor.uiSchema, 'ui:order': [...(descriptor.uiSchema?.['ui:order'] as string[]), 'aliases'] },
    }));
    render(
      <EngineHarness services={services()}>
        <SchemaForm screen={screen} formData={{ aliases: ['x'] }} onSubmit={vi.fn()} />
      </EngineHarness>,
    );
    const alias = () => document.getElementById('root_aliases_0') as HTMLInputElement;
    const name = document.getElementById('root_name') as HTMLInputElement;
    await act(async () => { fireEvent.change(name, { target: { value: 'Star Trail' } }); });
    await act(async () => { fireEvent.blur(name); });
    expect(alias().value).toBe('x');
    expect(alias().hasAttribute('aria-invalid')).toBe(false);
    await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Save' })); });
    expect(alias().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows no error on a list item added after a refused submit until it is left or a submit is tried again', async () => {
    const { screen } = await compileScreen('report');
    const onSubmit = vi.fn();
    // The report's categories come from the server: none here.
    const withCategories = { ...services(), request: { get: vi.fn(async () => []), post: vi.fn(), put: vi.fn(), delete: vi.fn() } } as unknown as EngineServices;
    render(
      <EngineHarness services={withCategories}>
        <SchemaForm screen={screen} formData={{ exhibits: [{ name: 'Console', quantity: 2 }] }} onSubmit={onSubmit} />
      </EngineHarness>,
    );
    const errorOf = (id: string) => document.getElementById(`${id}__error`)?.textContent ?? '';
    const nameRequired = en['report.exhibit.name.required']!;
    // Refused: the title is empty.
    await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Save' })); });
    expect(errorOf('root_title')).not.toBe('');
    // "Add": an empty exhibit appears, its name still to be typed, and says nothing yet.
    await act(async () => { fireEvent.click(view.getByRole('button', { name: en['engine.array.add'] })); });
    expect(document.getElementById('root_exhibits_1_name')).not.toBeNull();
    expect(errorOf('root_exhibits_1_name')).toBe('');
    expect(view.queryByText(nameRequired)).toBeNull();
    // A second refused submit shows it, as every error.
    await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Save' })); });
    expect(errorOf('root_exhibits_1_name')).toBe(nameRequired);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a draft of what was typed and reports dirtiness', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { screen } = await compileScreen('invoice-header');
    const storage = memory();
    const onDirtyChange = vi.fn();
    render(
      <EngineHarness services={services(storage)}>
        <SchemaForm screen={screen} recordKey={7} onSubmit={vi.fn()} onDirtyChange={onDirtyChange} />
      </EngineHarness>,
    );
    expect(view.getByText('VAT special invoice')).toBeTruthy(); // x-enum label from enums.json
    const title = view.getByLabelText(/Invoice header/);
    await act(async () => { fireEvent.change(title, { target: { value: 'Example Ltd' } }); });
    await act(async () => { vi.advanceTimersByTime(1000); });
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    expect(JSON.parse(storage.items.get('draft:invoice-header:7') ?? '{}').data).toMatchObject({ title: 'Example Ltd' });
    vi.useRealTimers();
  });

  it('submits only the fields of its schema, and keeps showing what was saved', async () => {
    const { screen } = await compileScreen('invoice-header');
    const stored = { ...JSON.parse(readFileSync('tests/fixtures/invoice-header/valid/company-special.json', 'utf8')), id: 7, created_at: 1795400000 };
    const onSubmit = vi.fn();
    const tree = (props: { tick: number }) => (
      <EngineHarness services={services()}>
        <SchemaForm screen={screen} formData={stored} recordKey={7} onSubmit={onSubmit} actions={<span>{props.tick}</span>} />
      </EngineHarness>
    );
    const { rerender } = render(tree({ tick: 0 }));
    const title = view.getByLabelText(/Invoice header/) as HTMLInputElement;
    await act(async () => { fireEvent.change(title, { target: { value: 'Example Ltd' } }); });
    await act(async () => { fireEvent.blur(title); });
    await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Save' })); });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const sent = onSubmit.mock.calls[0]![0] as Record<string, unknown>;
    expect(sent.title).toBe('Example Ltd');
    expect(sent).not.toHaveProperty('id');
    expect(sent).not.toHaveProperty('created_at');
    rerender(tree({ tick: 1 }));
    expect((view.getByLabelText(/Invoice header/) as HTMLInputElement).value).toBe('Example Ltd');
  });
});
