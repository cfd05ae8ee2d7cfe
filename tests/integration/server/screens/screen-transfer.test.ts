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
let localesDir: string;
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'portal-transfer-'));
  dir = join(root, 'schemas');
  localesDir = join(root, 'locales');
  cpSync('schemas', dir, { recursive: true });
  cpSync('locales', localesDir, { recursive: true });
  t = await createTestApp({ schemasDir: dir });
});
afterAll(async () => { await t.close(); });

const read = (screen: string) => JSON.parse(readFileSync(join(dir, `${screen}.json`), 'utf8')) as ScreenDescriptor;
const readLocale = (locale: string) => JSON.parse(readFileSync(join(localesDir, `${locale}.json`), 'utf8')) as Record<string, string>;
const write = (screen: string, descriptor: unknown) => writeFileSync(join(dir, `${screen}.json`), `${JSON.stringify(descriptor, null, 2)}\n`);

describe('moving screens between the database and the files', () => {
  it('exports only what staff published, as the version now served', async () => {
    expect(await exportScreens(t.database, dir, localesDir)).toEqual([]);
    const staff = await t.loginAs('organiser@demo.test');
    const descriptor = read('invoice-header');
    descriptor.schema.properties.title = { ...descriptor.schema.properties.title, maxLength: 80 };
    await t.call({ method: 'PUT', url: '/api/organiser/schemas/invoice-header/draft', headers: staff, payload: { descriptor, messages: {} } });
    expect((await t.call({ method: 'POST', url: '/api/organiser/schemas/invoice-header/publish', headers: staff, payload: { note: 'titles up to 80' } })).body.code).toBe(1);
    write('invoice-header', { stale: true });
    expect(await exportScreens(t.database, dir, localesDir)).toEqual([{ screen: 'invoice-header', version: 1 }]);
    expect(read('invoice-header')).toEqual(descriptor);
  });

  it('imports each file that differs from its published version; a broken file is refused by name', async () => {
    expect(await importScreens(t.database, t.live, t.app.screens, dir, localesDir, 'from the files')).toEqual([]);
    const changed = read('invoice-header');
    changed.schema.properties.title = { ...changed.schema.properties.title, maxLength: 90 };
    write('invoice-header', changed);
    expect(await importScreens(t.database, t.live, t.app.screens, dir, localesDir, 'from the files')).toEqual([{ screen: 'invoice-header', version: 2 }]);
    expect(t.app.screens.current('invoice-header').descriptor).toEqual(changed);

    write('invoice-header', { ...changed, list: { columns: 3 } });
    const [refused] = await importScreens(t.database, t.live, t.app.screens, dir, localesDir, 'from the files');
    expect(refused).toMatchObject({ screen: 'invoice-header', problems: [expect.objectContaining({ path: '/list/columns' })] });
    expect(t.app.screens.current('invoice-header').version).toBe(2);
  });
});

describe('the labels a screen version brings', () => {
  // From the version served (the file may hold the broken one the test above left).
  const withField = (field: string) => {
    const descriptor = structuredClone(t.app.screens.current('invoice-header').descriptor);
    descriptor.schema.properties[field] = { type: 'string', title: `invoice_header.${field}`, maxLength: 20 };
    const order = descriptor.uiSchema?.['ui:order'] as string[] | undefined;
    if (order) order.splice(order.length - (order.at(-1) === '*' ? 1 : 0), 0, field);
    return descriptor;
  };

  it('are written into the locale files beside the screen, each file keeping its other messages', async () => {
    const staff = await t.loginAs('organiser@demo.test');
    const before = readLocale('en');
    const descriptor = withField('seal_no');
    const messages = { zh: { 'invoice_header.seal_no': '发票专用章编号' }, en: { 'invoice_header.seal_no': 'Invoice seal number' } };
    expect((await t.call({ method: 'PUT', url: '/api/organiser/schemas/invoice-header/draft', headers: staff, payload: { descriptor, messages } })).body.code).toBe(1);
    const published = await t.call<{ version: number }>({ method: 'POST', url: '/api/organiser/schemas/invoice-header/publish', headers: staff, payload: { note: 'seal number' } });
    expect(await exportScreens(t.database, dir, localesDir)).toEqual([{ screen: 'invoice-header', version: published.body.data.version, labels: 2 }]);
    expect(read('invoice-header')).toEqual(descriptor);
    expect(readLocale('zh')['invoice_header.seal_no']).toBe('发票专用章编号');
    expect(readLocale('en')).toEqual({ ...before, 'invoice_header.seal_no': 'Invoice seal number' });
    // Nothing new to write the second time.
    expect(await exportScreens(t.database, dir, localesDir)).toEqual([{ screen: 'invoice-header', version: published.body.data.version }]);
  });

  it('are carried from the locale files when a file brings a field the texts in force do not word', async () => {
    const descriptor = withField('stamp_ref');
    write('invoice-header', descriptor);
    // Without its labels the file is refused, naming the missing label.
    const [refused] = await importScreens(t.database, t.live, t.app.screens, dir, localesDir, 'stamp reference');
    expect(refused!.problems).toContainEqual({
      path: '/schema/properties/stamp_ref/title', code: 'labelMissing', params: { id: 'invoice_header.stamp_ref', language: 'zh' },
      message: 'message id "invoice_header.stamp_ref" is missing in locales/zh.json',
    });
    for (const [locale, text] of [['zh', '盖章参考号'], ['en', 'Stamp reference']] as const) {
      writeFileSync(join(localesDir, `${locale}.json`), `${JSON.stringify({ ...readLocale(locale), 'invoice_header.stamp_ref': text }, null, 2)}\n`);
    }
    const [done] = await importScreens(t.database, t.live, t.app.screens, dir, localesDir, 'stamp reference');
    expect(done).toMatchObject({ screen: 'invoice-header', labels: 2 });
    const { body } = await t.call<{ messages: { en: Record<string, string> } }>({
      method: 'GET', url: `/api/organiser/schemas/invoice-header/versions/${done!.version}`, headers: await t.loginAs('organiser@demo.test'),
    });
    expect(body.data.messages.en).toMatchObject({ 'invoice_header.stamp_ref': 'Stamp reference' });
  });
});
