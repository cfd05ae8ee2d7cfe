/**
 * Notices with files: the organiser publishes a notice and its files, every logged-in account lists
 * and downloads them, and names from requests never become paths. The uploads go over a real socket
 * (FormData, as a browser sends them); everything else through app.inject.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListData, Notice } from '../../../../src/shared/api';
import type { Envelope } from '../../../../src/shared/codes';
import { attachmentDisposition, safeFileName } from '../../../../src/server/files/shelf-files';
import { attachDemoNoticeFiles } from '../../../../src/server/seed/demo-notice-files';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
let base: string;
let dataDir: string;
let organiser: { authorization: string };
let exhibitor: { authorization: string };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-notices-'));
  t = await createTestApp({ dataDir });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  organiser = await t.loginAs('organiser@demo.test');
  exhibitor = await t.loginAs('exhibitor@demo.test');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const en = { cookie: 'language=en' };

async function publish(body: Record<string, unknown>, headers = organiser) {
  return t.call<Notice>({ method: 'POST', url: '/api/organiser/notices', headers: { ...headers, ...en }, payload: body });
}

async function upload(noticeId: number, bytes: Buffer, name: string, headers: Record<string, string> = organiser, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${base}/api/organiser/notices/${noticeId}/attachments`, { method: 'POST', body: form, headers: { ...headers, ...en } });
  return { status: response.status, body: (await response.json()) as Envelope<Notice> };
}

async function download(url: string, headers: Record<string, string> = exhibitor) {
  const response = await t.app.inject({ method: 'GET', url, headers: { ...headers, ...en } });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload, response };
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

describe('publishing a notice (organiser API)', () => {
  it('publishes a notice, adds files, and every account sees them in the list', async () => {
    const created = await publish({ kind: 'exhibitionRelatedMaterials', title: ' 电箱申请 ', title_en: 'Power boxes', content: '第一行\n第二行', content_en: 'Line one\nLine two' });
    expect(created.status).toBe(200);
    expect(created.body.code).toBe(1);
    expect(created.body.data).toMatchObject({ kind: 'exhibitionRelatedMaterials', title: '电箱申请', title_en: 'Power boxes', content: '第一行\n第二行', attachments: [] });
    expect(String(created.body.data.published_at)).toMatch(/^\d{10}$/);
    const id = created.body.data.id;

    const first = await upload(id, pdf, '电箱申请表（2027）.pdf');
    expect(first.status).toBe(200);
    expect(first.body.data.attachments).toEqual([
      { name: '电箱申请表（2027）.pdf', name_en: '', mime: 'application/pdf', size: pdf.length, url: `/api/v4/expo/notice/${id}/attachments/0` },
    ]);
    const text = Buffer.from('电压 380V\n', 'utf8');
    const second = await upload(id, text, 'notes.txt', organiser, 'text/html');
    // The type comes from the bytes and the name, never from what the browser claims.
    expect(second.body.data.attachments[1]).toMatchObject({ name: 'notes.txt', mime: 'text/plain', size: text.length });

    for (const account of ['exhibitor@demo.test', 'sub2@demo.test', 'group@demo.test']) {
      const { body } = await t.call<ListData<Notice>>({ method: 'GET', url: '/api/v4/expo/notice?kind=exhibitionRelatedMaterials', headers: await t.loginAs(account) });
      expect(body.code, account).toBe(1);
      // Newest first: the notice published just now leads.
      expect(body.data.list[0]?.id, account).toBe(id);
      expect(body.data.list[0]?.attachments.map((file) => file.name), account).toEqual(['电箱申请表（2027）.pdf', 'notes.txt']);
    }
    const one = await t.call<Notice>({ method: 'GET', url: `/api/v4/expo/notice/${id}`, headers: exhibitor });
    expect(one.body.data).toEqual(second.body.data);
  });

  it('keeps names from requests out of paths and never overwrites a file of the same name', async () => {
    const { body: { data: notice } } = await publish({ kind: 'requiredReading', title: 'Names' });
    const names = ['../../../etc/passwd', '..\\..\\boot.ini', '.hidden', '同名.txt', '同名.txt', 'a\u202Etxt.exe'];
    for (const name of names) expect((await upload(notice.id, Buffer.from(name), name)).status, name).toBe(200);
    const { body } = await t.call<Notice>({ method: 'GET', url: `/api/v4/expo/notice/${notice.id}`, headers: exhibitor });
    expect(body.data.attachments.map((file) => file.name)).toEqual(['passwd', 'boot.ini', '.hidden', '同名.txt', '同名.txt', 'atxt.exe']);
    expect(readdirSync(join(dataDir, 'notices', String(notice.id))).sort()).toEqual(['atxt.exe', 'boot.ini', 'hidden', 'passwd', '同名-2.txt', '同名.txt'].sort());
    expect(existsSync(join(dataDir, 'etc'))).toBe(false);
    // Each download is its own file's bytes.
    for (const [index, name] of names.entries()) {
      expect((await download(body.data.attachments[index]!.url)).bytes.toString(), name).toBe(name);
    }
  });

  it('answers 400 naming the field for bad input', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: 'requiredReading' }, 'title', 'Title is required'],
      [{ kind: 'requiredReading', title: '   ' }, 'title', 'Title is required'],
      [{ kind: 'gossip', title: 'x' }, 'kind', 'Notice type must be one of: requiredReading, exhibitionRelatedMaterials'],
      [{ title: 'x' }, 'kind', 'Notice type is required'],
      [{ kind: 'requiredReading', title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
      [{ kind: 'requiredReading', title: 'x', content_en: 5 }, 'content_en', 'Content (English) must be of type text'],
      [{ kind: 'requiredReading', title: 'x', author: 'me' }, 'author', 'author is not an allowed field'],
    ];
    for (const [payload, field, message] of cases) {
      const { status, body } = await publish(payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.code).toBe(1000);
      expect(body.message, JSON.stringify(payload)).toBe(message);
      expect((body.data as unknown as { errors: { field: string }[] }).errors[0]?.field).toBe(field);
    }
  });

  it('refuses uploads that are empty, too large, not multipart, or for no notice', async () => {
    const { body: { data: notice } } = await publish({ kind: 'requiredReading', title: 'Uploads' });
    expect((await upload(notice.id, Buffer.alloc(0), 'empty.txt')).body).toMatchObject({ code: 1000, message: 'The file is empty' });

    const big = await upload(notice.id, Buffer.alloc(20 * 1024 * 1024 + 1, 1), 'big.bin');
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 1005, message: 'A notice file may be at most 20 MB' });
    const exactly = await upload(notice.id, Buffer.alloc(20 * 1024 * 1024, 1), 'limit.bin');
    expect(exactly.status).toBe(200);
    expect(exactly.body.data.attachments).toHaveLength(1);
    // Neither refused file stays behind.
    expect(readdirSync(join(dataDir, 'notices', String(notice.id)))).toEqual(['limit.bin']);

    const json = await t.call({ method: 'POST', url: `/api/organiser/notices/${notice.id}/attachments`, headers: { ...organiser, ...en }, payload: { file: 'x' } });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe('Send the file as a multipart form');

    const missing = await upload(999999, pdf, 'a.pdf');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 1004, message: 'The notice does not exist' });
    expect(existsSync(join(dataDir, 'notices', '999999'))).toBe(false);
  });

  it('is for organiser staff only: exhibitors and sub-accounts get 403', async () => {
    const { body: { data: notice } } = await publish({ kind: 'requiredReading', title: 'Staff only' });
    for (const account of ['exhibitor@demo.test', 'sub@demo.test']) {
      const headers = await t.loginAs(account);
      const created = await publish({ kind: 'requiredReading', title: 'Mine' }, headers);
      expect(created.status, account).toBe(403);
      expect(created.body).toMatchObject({ code: 1003, message: 'Only organiser staff can do this' });
      expect((await upload(notice.id, pdf, 'x.pdf', headers)).status, account).toBe(403);
      expect((await t.call({ method: 'DELETE', url: `/api/organiser/notices/${notice.id}`, headers })).status, account).toBe(403);
    }
    expect((await t.call({ method: 'POST', url: '/api/organiser/notices', payload: { kind: 'requiredReading', title: 'x' } })).status).toBe(401);
    expect((await t.call<Notice>({ method: 'GET', url: `/api/v4/expo/notice/${notice.id}`, headers: exhibitor })).body.data.attachments).toEqual([]);
  });

  it('withdraws a notice with its files', async () => {
    const { body: { data: notice } } = await publish({ kind: 'requiredReading', title: 'Withdrawn' });
    const { body } = await upload(notice.id, pdf, 'gone.pdf');
    const url = body.data.attachments[0]!.url;
    expect((await download(url)).status).toBe(200);

    expect((await t.call({ method: 'DELETE', url: `/api/organiser/notices/${notice.id}`, headers: organiser })).body.code).toBe(1);
    expect(existsSync(join(dataDir, 'notices', String(notice.id)))).toBe(false);
    expect((await download(url)).status).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/v4/expo/notice/${notice.id}`, headers: exhibitor })).status).toBe(404);
    const again = await t.call({ method: 'DELETE', url: `/api/organiser/notices/${notice.id}`, headers: { ...organiser, ...en } });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('The notice does not exist');
  });
});

describe('downloading a notice file', () => {
  let notice: Notice;
  beforeAll(async () => {
    ({ body: { data: notice } } = await publish({ kind: 'requiredReading', title: '下载' }));
    ({ body: { data: notice } } = await upload(notice.id, pdf, '展商手册 (终版);2027.pdf'));
  });

  it('streams the bytes as an attachment whose Chinese name survives (RFC 5987)', async () => {
    const { status, headers, bytes } = await download(notice.attachments[0]!.url);
    expect(status).toBe(200);
    expect(Buffer.compare(bytes, pdf)).toBe(0);
    expect(headers['content-type']).toBe('application/pdf');
    expect(headers['content-length']).toBe(String(pdf.length));
    expect(headers['x-content-type-options']).toBe('nosniff');
    const disposition = String(headers['content-disposition']);
    expect(disposition).toBe("attachment; filename=\"____ (__)_2027.pdf\"; filename*=UTF-8''%E5%B1%95%E5%95%86%E6%89%8B%E5%86%8C%20%28%E7%BB%88%E7%89%88%29%3B2027.pdf");
    // What a browser does with filename*: the exact name back.
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1]!)).toBe('展商手册 (终版);2027.pdf');
  });

  it('serves every logged-in account, and nobody without a login', async () => {
    for (const account of ['sub2@demo.test', 'group@demo.test', 'organiser@demo.test']) {
      expect((await download(notice.attachments[0]!.url, await t.loginAs(account))).status, account).toBe(200);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: notice.attachments[0]!.url });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for unknown notices, unknown files and files missing on disk', async () => {
    const cases: [string, string][] = [
      ['/api/v4/expo/notice/999999', 'The notice does not exist'],
      ['/api/v4/expo/notice/999999/attachments/0', 'The notice does not exist'],
      [`/api/v4/expo/notice/${notice.id}/attachments/1`, 'The notice has no such file'],
    ];
    for (const [url, message] of cases) {
      const { status, response } = await download(url);
      expect(status, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 1004, message });
    }
    expect((await download(`/api/v4/expo/notice/${notice.id}/attachments/-1`)).status).toBe(400);
    expect((await download('/api/v4/expo/notice/abc')).status).toBe(400);

    const { body: { data: lost } } = await upload(notice.id, pdf, 'lost.pdf');
    rmSync(join(dataDir, 'notices', String(notice.id), 'lost.pdf'));
    const { status, response } = await download(lost.attachments[1]!.url);
    expect(status).toBe(404);
    expect(response.json()).toMatchObject({ code: 1004, message: 'The file lost.pdf is missing on the server; please tell the organiser' });
  });
});

describe('naming a notice file in English', () => {
  let notice: Notice;
  const nameEn = (index: number, payload: Record<string, unknown>, headers: Record<string, string> = organiser) =>
    t.call<Notice>({ method: 'PUT', url: `/api/organiser/notices/${notice.id}/attachments/${index}`, headers: { ...headers, ...en }, payload });
  const disposition = async (index: number, language: 'zh' | 'en') => {
    const response = await t.app.inject({ method: 'GET', url: notice.attachments[index]!.url, headers: { ...exhibitor, cookie: `language=${language}` } });
    return decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(String(response.headers['content-disposition']))![1]!);
  };

  beforeAll(async () => {
    ({ body: { data: notice } } = await publish({ kind: 'requiredReading', title: '双语文件' }));
    ({ body: { data: notice } } = await upload(notice.id, pdf, '展商手册.pdf'));
    ({ body: { data: notice } } = await upload(notice.id, pdf, '规则.pdf'));
  });

  it('gives readers of each language their name, in the list and in the download', async () => {
    const { status, body } = await nameEn(0, { name_en: '  Exhibitor handbook.pdf ' });
    expect(status).toBe(200);
    expect(body.data.attachments.map((file) => [file.name, file.name_en])).toEqual([['展商手册.pdf', 'Exhibitor handbook.pdf'], ['规则.pdf', '']]);
    notice = body.data;
    expect(await disposition(0, 'en')).toBe('Exhibitor handbook.pdf');
    expect(await disposition(0, 'zh')).toBe('展商手册.pdf');
    // A file without an English name is named as uploaded in both languages.
    expect(await disposition(1, 'en')).toBe('规则.pdf');
    const listed = await t.call<Notice>({ method: 'GET', url: `/api/v4/expo/notice/${notice.id}`, headers: exhibitor });
    expect(listed.body.data.attachments[0]?.name_en).toBe('Exhibitor handbook.pdf');
  });

  it('keeps the file\'s extension, cleans the name, and clears it when empty', async () => {
    expect((await nameEn(1, { name_en: 'Rules' })).body.data.attachments[1]?.name_en).toBe('Rules.pdf');
    expect((await nameEn(1, { name_en: 'Rules.PDF' })).body.data.attachments[1]?.name_en).toBe('Rules.PDF');
    // A right-to-left override could dress a name up as another; it is dropped. NUL is refused outright.
    expect((await nameEn(1, { name_en: 'Ru\u202Eles' })).body.data.attachments[1]?.name_en).toBe('Rules.pdf');
    const nul = await nameEn(1, { name_en: 'Ru\u0000les' });
    expect(nul.status).toBe(400);
    expect(nul.body.code).toBe(1000);
    const cleared = await nameEn(1, { name_en: '   ' });
    expect(cleared.body.data.attachments[1]?.name_en).toBe('');
    expect(await disposition(1, 'en')).toBe('规则.pdf');
    // The other file keeps its name.
    expect(cleared.body.data.attachments[0]?.name_en).toBe('Exhibitor handbook.pdf');
  });

  it('takes at most 200 characters: 199 and 200 pass, 201 is refused naming the field', async () => {
    expect((await nameEn(1, { name_en: 'x'.repeat(199) })).status).toBe(200);
    expect((await nameEn(1, { name_en: 'x'.repeat(200) })).status).toBe(200);
    const long = await nameEn(1, { name_en: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.code).toBe(1000);
    expect(long.body.message).toMatch(/name_en/i);
  });

  it('takes 200 namings at once, with files added meanwhile, each file keeping its own name', async () => {
    const { body: { data: fresh } } = await publish({ kind: 'requiredReading', title: '并发命名' });
    const uploaded = await upload(fresh.id, pdf, '甲.pdf');
    expect(uploaded.status).toBe(200);
    const name = (index: number, nameEn: string) =>
      t.call<Notice>({ method: 'PUT', url: `/api/organiser/notices/${fresh.id}/attachments/${index}`, headers: { ...organiser, ...en }, payload: { name_en: nameEn } });
    const answers = await Promise.all([
      ...Array.from({ length: 200 }, (_, i) => name(0, `First ${i % 2}`)),
      upload(fresh.id, pdf, '乙.pdf'),
      upload(fresh.id, pdf, '丙.pdf'),
    ]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const { body } = await t.call<Notice>({ method: 'GET', url: `/api/v4/expo/notice/${fresh.id}`, headers: exhibitor });
    expect(body.data.attachments.map((file) => file.name)).toEqual(['甲.pdf', expect.any(String), expect.any(String)]);
    expect(new Set(body.data.attachments.slice(1).map((file) => file.name))).toEqual(new Set(['乙.pdf', '丙.pdf']));
    expect(['First 0.pdf', 'First 1.pdf']).toContain(body.data.attachments[0]?.name_en);
    expect(body.data.attachments.slice(1).map((file) => file.name_en)).toEqual(['', '']);
  });

  it('refuses bad requests, unknown files and anyone but organiser staff', async () => {
    for (const payload of [{}, { name_en: 5 }, { name_en: 'x', extra: 1 }]) {
      const { status, body } = await nameEn(0, payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.code).toBe(1000);
    }
    const unknownFile = await nameEn(2, { name_en: 'x' });
    expect(unknownFile.status).toBe(404);
    expect(unknownFile.body.message).toBe('The notice has no such file');
    const unknownNotice = await t.call({ method: 'PUT', url: '/api/organiser/notices/999999/attachments/0', headers: { ...organiser, ...en }, payload: { name_en: 'x' } });
    expect(unknownNotice.status).toBe(404);
    expect(unknownNotice.body.message).toBe('The notice does not exist');
    expect((await nameEn(0, { name_en: 'Mine.pdf' }, exhibitor)).status).toBe(403);
    expect((await t.call({ method: 'PUT', url: `/api/organiser/notices/${notice.id}/attachments/0`, payload: { name_en: 'x' } })).status).toBe(401);
  });
});

describe('demo notices', () => {
  it('are seeded without files when the seed has no data folder (the test template)', async () => {
    const { body } = await t.call<ListData<Notice>>({ method: 'GET', url: '/api/v4/expo/notice?kind=requiredReading', headers: exhibitor });
    const seeded = body.data.list.filter((notice) => notice.title === '展商参展须知');
    expect(seeded).toHaveLength(1);
    expect(seeded[0]?.attachments).toEqual([]);
  });

  it('get real files (PDF, Word, Excel, text) when the seed writes them into the data folder', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-demo-notices-'));
    const demo = await createTestApp({ dataDir: folder });
    try {
      const headers = await demo.loginAs('exhibitor@demo.test');
      const { body } = await demo.call<ListData<Notice>>({ method: 'GET', url: '/api/v4/expo/notice?limit=100', headers });
      const seeded = [...body.data.list].sort((a, b) => a.id - b.id);
      await attachDemoNoticeFiles(demo.database.db, folder, seeded.map((notice) => notice.id));

      const { body: after } = await demo.call<ListData<Notice>>({ method: 'GET', url: '/api/v4/expo/notice?limit=100', headers });
      for (const notice of after.data.list) {
        expect(notice.attachments.length, notice.title).toBeGreaterThanOrEqual(2);
        expect(notice.attachments.length, notice.title).toBeLessThanOrEqual(3);
        for (const file of notice.attachments) {
          const response = await demo.app.inject({ method: 'GET', url: file.url, headers });
          expect(response.statusCode, file.name).toBe(200);
          expect(response.rawPayload.length, file.name).toBe(file.size);
          // A file named in Chinese has an English name for English readers, with the same extension.
          if (/\p{Script=Han}/u.test(file.name)) expect(file.name_en.split('.').at(-1), file.name).toBe(file.name.split('.').at(-1));
          if (file.name.endsWith('.pdf')) {
            expect(file.mime).toBe('application/pdf');
            const text = response.rawPayload.toString('latin1');
            expect(text.startsWith('%PDF-1.4\n')).toBe(true);
            expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
            // The cross-reference table points at each object exactly.
            const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
            expect(text.slice(xref, xref + 4)).toBe('xref');
            for (const match of text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)) {
              expect(text.slice(Number(match[1]))).toMatch(/^\d+ 0 obj/);
            }
          } else if (file.name.endsWith('.docx')) {
            // A Word document: recognised as one from its bytes, its text in both scripts inside.
            expect(file.mime).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
            expect(response.rawPayload.toString('utf8')).toContain('展商参展检查清单 / Exhibitor checklist');
          } else if (file.name.endsWith('.xlsx')) {
            expect(file.mime).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
          } else {
            expect(file.mime).toBe('text/plain');
            expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
          }
        }
      }
      expect(after.data.list.flatMap((notice) => notice.attachments.map((file) => file.name))).toEqual(expect.arrayContaining(['展商参展须知.pdf', '展商参展检查清单.docx']));
    } finally {
      await demo.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('notice file names', () => {
  it('derives a safe name on disk and an RFC 5987 header from any name', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('展商 手册(终版).PDF')).toBe('展商_手册(终版).pdf');
    expect(safeFileName('...')).toBe('file');
    expect(safeFileName('.env')).toBe('env');
    expect(Buffer.byteLength(safeFileName(`${'展'.repeat(200)}.pdf`))).toBeLessThanOrEqual(160);
    expect(attachmentDisposition("it's (a)*.txt")).toBe(`attachment; filename="it's (a)*.txt"; filename*=UTF-8''it%27s%20%28a%29%2A.txt`);
  });
});
