// @vitest-environment jsdom
/**
 * A list of uploads as a wall of tiles (src/engine/upload/UploadWall.tsx), on the FAQ question's
 * pictures (JPG or PNG up to 5 MB, at most 6): several files chosen at once, each checked and sent
 * with its own progress, refused ones named, reordered by buttons and by dragging, removed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen as view, within } from '@testing-library/react';
import { SchemaForm, type EngineServices, type UploadedObject } from '../../../src/engine';
import type { EnumSets } from '../../../src/shared/descriptor';
import enums from '../../../schemas/enums.json';
import en from '../../../locales/en.json';
import { compileScreen } from './compiled-screen';
import { EngineHarness } from './engine-harness';

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
});
afterEach(() => { cleanup(); localStorage.clear(); vi.unstubAllGlobals(); });

const stored = (file: File): UploadedObject => ({ key: `faq-picture/${file.name}`, url: `/files/faq-picture/${file.name}`, name: file.name, mime: file.type, size: file.size });
const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

async function pictureForm(uploadFile: EngineServices['uploadFile'] = vi.fn(async (_signed, file: File, onProgress) => { onProgress(1); return stored(file); })) {
  const { screen } = await compileScreen('faq-question');
  const onSubmit = vi.fn();
  const services: EngineServices = {
    request: { get: vi.fn(async () => []) as EngineServices['request']['get'], post: vi.fn(), put: vi.fn(), delete: vi.fn() }, enums: enums as EnumSets,
    signUpload: vi.fn(async () => ({ host: '/upload', dir: 'faq-picture', fields: {} }) as never), uploadFile,
  };
  render(<EngineHarness services={services}><SchemaForm screen={screen} formData={{ category: 'booth_build', content: 'Where is the loading dock?' }} onSubmit={onSubmit} /></EngineHarness>);
  const wall = () => view.getByTestId('upload-wall-pictures');
  const choose = async (...files: File[]) => {
    const input = wall().querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => { fireEvent.change(input, { target: { files } }); });
  };
  const names = () => within(wall()).queryAllByTestId('upload-tile').map((tile) => tile.querySelector('img')?.getAttribute('alt'));
  const submit = async () => { await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Save' })); }); };
  return { wall, choose, names, submit, onSubmit, uploadFile };
}

describe('a wall of pictures', () => {
  it('takes several pictures at once, in the order chosen, as tiles with previews, and saves them in that order', async () => {
    const { choose, names, submit, onSubmit } = await pictureForm();
    await choose(png('hall.png'), png('dock.png'));
    expect(names()).toEqual(['hall.png', 'dock.png']);
    expect(document.getElementById('root_pictures_1')?.querySelector('img')?.getAttribute('alt')).toBe('dock.png');
    await submit();
    expect(onSubmit.mock.calls[0]![0].pictures.map((each: UploadedObject) => each.name)).toEqual(['hall.png', 'dock.png']);
  });

  it('names each file its rule refuses and sends the others', async () => {
    const { wall, choose, names } = await pictureForm();
    await choose(new File(['x'], 'notes.txt', { type: 'text/plain' }), png('huge.png', 5 * 1048576 + 1), png('dock.png', 5 * 1048576));
    expect(names()).toEqual(['dock.png']);
    const alert = within(wall()).getByRole('alert').textContent ?? '';
    expect(alert).toContain('notes.txt: ');
    expect(alert).toContain('huge.png: ');
    expect(alert).not.toContain('dock.png');
  });

  it('takes no more than the list may hold (6), saying how many were left out, and offers no more room', async () => {
    const { wall, choose, names } = await pictureForm();
    await choose(...Array.from({ length: 8 }, (_, i) => png(`p${i}.png`)));
    expect(names()).toEqual(['p0.png', 'p1.png', 'p2.png', 'p3.png', 'p4.png', 'p5.png']);
    expect(within(wall()).getByRole('alert').textContent).toBe('Up to 6: 2 more were not added');
    expect(wall().querySelector('input[type="file"]')).toBeNull();
  });

  it('takes 5 more after 1, and 1 is then room for one', async () => {
    const { wall, choose, names } = await pictureForm();
    await choose(png('a.png'));
    await choose(...['b', 'c', 'd', 'e'].map((n) => png(`${n}.png`)));
    expect(names()).toHaveLength(5);
    expect((wall().querySelector('input[type="file"]') as HTMLInputElement).multiple).toBe(false);
    expect(within(wall()).queryByRole('alert')).toBeNull();
  });

  it('shows each upload with its own progress while it is sent', async () => {
    let finish: (value: UploadedObject) => void = () => {};
    const uploadFile = vi.fn((_signed, file: File, onProgress: (fraction: number) => void) => {
      onProgress(0.5);
      return new Promise<UploadedObject>((resolve) => { finish = () => resolve(stored(file)); });
    });
    const { wall, choose, names } = await pictureForm(uploadFile as unknown as EngineServices['uploadFile']);
    await choose(png('hall.png'));
    const sending = within(wall()).getByTestId('upload-sending');
    expect(within(sending).getByRole('progressbar', { name: 'Uploading hall.png' }).getAttribute('aria-valuenow')).toBe('50');
    expect(sending.textContent).toContain('50%');
    await act(async () => { finish(stored(png('hall.png'))); });
    expect(within(wall()).queryByTestId('upload-sending')).toBeNull();
    expect(names()).toEqual(['hall.png']);
  });

  it('reorders with the tile buttons and by dragging a tile onto another, and removes a tile', async () => {
    const { wall, choose, names, submit, onSubmit } = await pictureForm();
    await choose(png('a.png'), png('b.png'), png('c.png'));
    await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Move a.png later' })); });
    expect(names()).toEqual(['b.png', 'a.png', 'c.png']);
    expect((view.getByRole('button', { name: 'Move b.png earlier' }) as HTMLButtonElement).disabled).toBe(true);
    const tiles = within(wall()).getAllByTestId('upload-tile');
    const dataTransfer = { effectAllowed: '', dropEffect: '', files: [] };
    await act(async () => { fireEvent.dragStart(tiles[2]!, { dataTransfer }); });
    await act(async () => { fireEvent.dragOver(tiles[0]!, { dataTransfer }); });
    await act(async () => { fireEvent.drop(tiles[0]!, { dataTransfer }); });
    expect(names()).toEqual(['c.png', 'b.png', 'a.png']);
    await act(async () => { fireEvent.click(view.getByRole('button', { name: 'Remove b.png' })); });
    expect(names()).toEqual(['c.png', 'a.png']);
    await submit();
    expect(onSubmit.mock.calls[0]![0].pictures.map((each: UploadedObject) => each.name)).toEqual(['c.png', 'a.png']);
  });

  it('takes files dropped on the add tile', async () => {
    const { wall, names } = await pictureForm();
    const add = within(wall()).getByRole('button', { name: en['engine.upload.addPictures'] });
    await act(async () => { fireEvent.drop(add, { dataTransfer: { files: [png('dropped.png')], dropEffect: '' } }); });
    expect(names()).toEqual(['dropped.png']);
  });
});
