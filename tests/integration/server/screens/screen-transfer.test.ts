/**
 * `schemas:export` and `schemas:import` for screens: what staff published is written over the files,
 * and files that differ from what a screen serves are published as its next version — a file with
 * problems refused by name, the others still going in.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScreenDescriptor } from '../../../../src/shared/descriptor';
import { exportScreens, importScreens } from '../../../../src/server/modules/screen-editor/transfer';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = join(mkdtempSync(join(tmpdir(), 'portal-transfer-')), 'schemas');
  cpSync('schemas', dir, { recursive: true });
  t = await createTestApp({ schemasDir: dir });
});
afterAll(async () => { await t.close(); });

const read = (screen: string) => JSON.parse(readFileSync(join(dir, `${screen}.json`), 'utf8')) as ScreenDescriptor;
const write = (screen: string, descriptor: unknown) => writeFileSync(join(dir, `${screen}.json`), `${JSON.stringify(descriptor, null, 2)}\n`);

describe('moving screens between the database and the files', () => {
  it('exports only what staff published, as the version now served', async () => {
    expect(await exportScreens(t.database, dir)).toEqual([]);
    const staff = await t.loginAs('organiser@demo.test');
    const descriptor = read('invoice-header');
    descriptor.schema.properties.title = { ...descriptor.schema.properties.title, maxLength: 80 };
    await t.call({ method: 'PUT', url: '/api/organiser/schemas/invoice-header/draft', headers: staff, payload: { descriptor, messages: {} } });
    expect((await t.call({ method: 'POST', url: '/api/organiser/schemas/invoice-header/publish', headers: staff, payload: { note: 'titles up to 80' } })).body.code).toBe(1);
    write('invoice-header', { stale: true });
    expect(await exportScreens(t.database, dir)).toEqual([{ screen: 'invoice-header', version: 1 }]);
    expect(read('invoice-header')).toEqual(descriptor);
  });

  it('imports each file that differs from its published version; a broken file is refused by name', async () => {
    expect(await importScreens(t.database, t.live, t.app.screens, dir, 'from the files')).toEqual([]);
    const changed = read('invoice-header');
    changed.schema.properties.title = { ...changed.schema.properties.title, maxLength: 90 };
    write('invoice-header', changed);
    expect(await importScreens(t.database, t.live, t.app.screens, dir, 'from the files')).toEqual([{ screen: 'invoice-header', version: 2 }]);
    expect(t.app.screens.current('invoice-header').descriptor).toEqual(changed);

    write('invoice-header', { ...changed, list: { columns: 3 } });
    const [refused] = await importScreens(t.database, t.live, t.app.screens, dir, 'from the files');
    expect(refused).toMatchObject({ screen: 'invoice-header', problems: [expect.objectContaining({ path: '/list/columns' })] });
    expect(t.app.screens.current('invoice-header').version).toBe(2);
  });
});
