/**
 * Material templates (SPEC.md §9): staff publish files per area, exhibitors allowed the area list and
 * download them one by one or as a zip built from the files on disk as they are now.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../../../src/shared/codes';
import { TEMPLATE_MAX_FILES, type MaterialTemplate, type TemplateArea } from '../../../../../src/shared/templates';
import { createTestApp, type TestApp } from '../../../../support/test-app';

let t: TestApp;
let base: string;
let dataDir: string;
const headersOf = new Map<string, Record<string, string>>();

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-templates-'));
  t = await createTestApp({ dataDir });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const account of ['organiser@demo.test', 'finance@demo.test', 'exhibitor@demo.test', 'sub2@demo.test', 'group@demo.test']) {
    headersOf.set(account, { ...(await t.loginAs(account)), cookie: 'language=en' });
  }
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const as = (account: string) => headersOf.get(account)!;

async function publish(area: string, name: string, bytes: Buffer, nameEn = '', account = 'organiser@demo.test') {
  const form = new FormData();
  form.append('area', area);
  form.append('name_en', nameEn);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${base}/api/organiser/template`, { method: 'POST', body: form, headers: as(account) });
  return { status: response.status, body: (await response.json()) as Envelope<MaterialTemplate> };
}
const list = async (area: string, account = 'exhibitor@demo.test') =>
  t.call<{ list: MaterialTemplate[]; total: number }>({ method: 'GET', url: `/api/v4/expo/template?area=${area}`, headers: as(account) });
const get = (url: string, account = 'exhibitor@demo.test', language = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { ...as(account), cookie: `language=${language}` } });
const remove = (id: number) => t.call({ method: 'DELETE', url: `/api/organiser/template/${id}`, headers: as('organiser@demo.test') });

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201f5e8a3a50000000049454e44ae426082', 'hex');
const sheet = Buffer.from('姓名,证件号\n', 'utf8');

describe('publishing templates', () => {
  it('publishes files per area; exhibitors allowed the area list them', async () => {
    const logo = await publish('exhibitInfo', '展商标志尺寸.png', png, 'Logo sizes');
    expect(logo.body.data).toMatchObject({ area: 'exhibitInfo', name: '展商标志尺寸.png', name_en: 'Logo sizes.png', mime: 'image/png', size: png.length });
    await publish('exhibitInfo', '展位楣板.txt', Buffer.from('fascia 3000×300 mm'));
    const listed = await list('exhibitInfo');
    expect(listed.body.data.list.map((item) => item.name)).toEqual(['展商标志尺寸.png', '展位楣板.txt']);
    expect((await list('boothTickets')).body.data).toEqual({ list: [], total: 0 });
  });

  it('refuses what is not a template: unknown area, empty file, no file, too many, and staff without the permission', async () => {
    expect((await publish('invoice', 'x.txt', sheet)).body).toMatchObject({ code: 1000, data: { errors: [{ field: 'area', message: 'Choose the area the template belongs to' }] } });
    expect((await publish('boothTickets', 'empty.csv', Buffer.alloc(0))).body.code).toBe(1000);
    expect((await publish('boothTickets', 'x.csv', sheet, '', 'finance@demo.test')).status).toBe(403);
    expect((await publish('boothTickets', 'x.csv', sheet, '', 'exhibitor@demo.test')).status).toBe(403);
    const noFile = await fetch(`${base}/api/organiser/template`, { method: 'POST', body: (() => { const form = new FormData(); form.append('area', 'boothTickets'); return form; })(), headers: as('organiser@demo.test') });
    expect(((await noFile.json()) as Envelope<unknown>).code).toBe(1000);
    const made: number[] = [];
    for (let i = 1; i <= TEMPLATE_MAX_FILES; i += 1) {
      const answer = await publish('groupTickets', `sheet-${i}.csv`, sheet);
      expect(answer.body.code, `template ${i}`).toBe(1);
      made.push(answer.body.data.id);
    }
    const over = await publish('groupTickets', 'one-more.csv', sheet);
    expect([over.body.code, over.body.message]).toEqual([1000, `An area holds at most ${TEMPLATE_MAX_FILES} templates; remove one first`]);
    expect((await list('groupTickets', 'group@demo.test')).body.data.total).toBe(TEMPLATE_MAX_FILES);
    for (const id of made) expect((await remove(id)).body.code).toBe(1);
    expect((await remove(made[0]!)).body.code).toBe(1004);
  });
});

describe('downloading templates', () => {
  it('downloads one file under the reader\'s name for it', async () => {
    const [logo] = (await list('exhibitInfo')).body.data.list;
    const english = await get(`/api/v4/expo/template/${logo!.id}/file`);
    expect([english.statusCode, english.headers['content-type'], english.rawPayload.equals(png)]).toEqual([200, 'image/png', true]);
    expect(english.headers['content-disposition']).toContain("filename*=UTF-8''Logo%20sizes.png");
    const chinese = await get(`/api/v4/expo/template/${logo!.id}/file`, 'exhibitor@demo.test', 'zh');
    expect(chinese.headers['content-disposition']).toContain(encodeURIComponent('展商标志尺寸.png'));
  });

  it('packs every file of the area in one zip, as the files are now', async () => {
    const zipped = await get('/api/v4/expo/template/zip/exhibitInfo');
    expect([zipped.statusCode, zipped.headers['content-type']]).toEqual([200, 'application/zip']);
    expect(zipped.headers['content-disposition']).toContain("filename*=UTF-8''Exhibition%20information%20templates.zip");
    const archive = await JSZip.loadAsync(zipped.rawPayload);
    expect(Object.keys(archive.files)).toEqual(['Logo sizes.png', '展位楣板.txt']);
    expect((await archive.file('Logo sizes.png')!.async('nodebuffer')).equals(png)).toBe(true);
    expect(await archive.file('展位楣板.txt')!.async('string')).toBe('fascia 3000×300 mm');

    // A file published since, and two with one name, are in the next zip; the repeated name is numbered.
    await publish('exhibitInfo', '展位楣板.txt', Buffer.from('second'));
    const again = await JSZip.loadAsync((await get('/api/v4/expo/template/zip/exhibitInfo', 'exhibitor@demo.test', 'zh')).rawPayload);
    expect(Object.keys(again.files)).toEqual(['展商标志尺寸.png', '展位楣板.txt', '展位楣板 (2).txt']);
    expect(await again.file('展位楣板 (2).txt')!.async('string')).toBe('second');
  });

  it('answers 1004 for an area without templates, and refuses areas the account may not use', async () => {
    expect(JSON.parse((await get('/api/v4/expo/template/zip/boothTickets')).body)).toMatchObject({ code: 1004, message: 'There are no templates for this area yet' });
    // sub2 has the exhibit-information authority only; group accounts have no exhibitor areas.
    expect((await list('exhibitInfo', 'sub2@demo.test')).status).toBe(200);
    expect((await list('displayMaterials', 'sub2@demo.test')).status).toBe(403);
    expect((await get('/api/v4/expo/template/zip/exhibitInfo', 'group@demo.test')).statusCode).toBe(403);
    const [logo] = (await list('exhibitInfo')).body.data.list;
    expect((await get(`/api/v4/expo/template/${logo!.id}/file`, 'group@demo.test')).statusCode).toBe(403);
    for (const bad of ['/api/v4/expo/template', '/api/v4/expo/template?area=invoice', '/api/v4/expo/template/zip/invoice', '/api/v4/expo/template/0/file', '/api/v4/expo/template/99999999999/file']) {
      expect(JSON.parse((await get(bad)).body).code, bad).toBe(1000);
    }
    expect(JSON.parse((await get('/api/v4/expo/template/999999/file')).body).code).toBe(1004);
  });

  it('leaves a file the disk lost out of the zip, and names it when asked for alone', async () => {
    const published = (await publish('displayMaterials', 'banner.txt', Buffer.from('banner'))).body.data;
    await publish('displayMaterials', 'layout.txt', Buffer.from('layout'));
    rmSync(join(dataDir, 'templates', String(published.id)), { recursive: true, force: true });
    const archive = await JSZip.loadAsync((await get('/api/v4/expo/template/zip/displayMaterials')).rawPayload);
    expect(Object.keys(archive.files)).toEqual(['layout.txt']);
    expect(JSON.parse((await get(`/api/v4/expo/template/${published.id}/file`)).body)).toMatchObject({ code: 1004 });
  });

  it('lets staff who publish templates read every area', async () => {
    for (const area of ['exhibitInfo', 'groupTickets'] as TemplateArea[]) expect((await list(area, 'organiser@demo.test')).status, area).toBe(200);
    expect((await list('exhibitInfo', 'finance@demo.test')).status).toBe(403);
  });
});
