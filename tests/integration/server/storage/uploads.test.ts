/**
 * Uploads over real HTTP, as the browser does them: a signed policy from /api/oss/sign, then a
 * multipart POST to the local object store, which checks the policy like object storage would and
 * the file's real bytes against the field's rule from the screen descriptor.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../../src/shared/codes';
import { uploads } from '../../../../src/server/db/schema';
import { createObjectUrls } from '../../../../src/server/storage/object-urls';
import { createPolicy } from '../../../../src/server/storage/policy';
import { makeJpeg, makePng, SVG } from '../../../support/images';
import { objectUrlOf } from '../../../support/object-urls';
import { createTestApp, type TestApp } from '../../../support/test-app';

interface Signed { policy: string; signature: string; accessid: string; host: string; dir: string; expire: number; uploader: string }

let t: TestApp;
let base: string;
/** Signs object addresses as the portal does, for keys no answer handed out. */
let urls: ReturnType<typeof createObjectUrls>;
beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'portal-uploads-')) });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  urls = createObjectUrls(t.config.jwtSecret);
});
afterAll(async () => { await t.close(); });

async function sign(account: string, dir: string, path = `/api/oss/sign?dir=${dir}`): Promise<Envelope<Signed>> {
  const response = await fetch(`${base}${path}`, { headers: { ...(await t.loginAs(account)), cookie: 'language=en' } });
  return (await response.json()) as Envelope<Signed>;
}

async function post(fields: Record<string, string>, file: Buffer, name: string, type = 'application/octet-stream') {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(file)], { type }), name);
  const response = await fetch(`${base}/api/oss/upload`, { method: 'POST', body: form, headers: { cookie: 'language=en' } });
  return { status: response.status, body: (await response.json()) as Envelope<Record<string, unknown>> };
}

const formFor = (signed: Signed, file: string) => ({
  key: `${signed.dir}${file}`, policy: signed.policy, OSSAccessKeyId: signed.accessid, signature: signed.signature, 'x:user': signed.uploader,
});

describe('GET /api/oss/sign', () => {
  it("signs a policy limited to the exhibitor's folder of the field, expiring in 10-digit seconds", async () => {
    const { code, data } = await sign('exhibitor@demo.test', 'company-logo');
    expect(code).toBe(1);
    expect(data).toMatchObject({ accessid: 'local', host: '/api/oss/upload', dir: 'exhibitors/1/company-logo/' });
    expect(String(data.expire)).toMatch(/^\d{10}$/);
    const document = JSON.parse(Buffer.from(data.policy, 'base64').toString());
    expect(document.conditions).toEqual(expect.arrayContaining([['content-length-range', 1, 5 * 1024 * 1024]]));
  });

  it('refuses a folder no screen declares', async () => {
    expect(await sign('exhibitor@demo.test', 'passwords')).toMatchObject({ code: 1000, message: 'Unknown upload folder: passwords' });
  });

  it('gives general attachments 2 MB through /api/v2/obs/sign', async () => {
    const { data } = await sign('group@demo.test', '', '/api/v2/obs/sign');
    expect(data.dir).toMatch(/^users\/\d+\/general\/$/);
    expect(JSON.parse(Buffer.from(data.policy, 'base64').toString()).conditions).toContainEqual(['content-length-range', 1, 2 * 1024 * 1024]);
  });
});

describe('POST /api/oss/upload', () => {
  it('stores a 2:1 PNG logo and serves it back with its real type', async () => {
    const { data: signed } = await sign('exhibitor@demo.test', 'company-logo');
    const png = makePng(800, 400);
    const { status, body } = await post(formFor(signed, 'logo.png'), png, '标志.png', 'image/png');
    expect(status).toBe(200);
    expect(body).toEqual({ code: 1, message: '', data: {
      key: 'exhibitors/1/company-logo/logo.png', url: objectUrlOf('exhibitors/1/company-logo/logo.png'),
      name: '标志.png', mime: 'image/png', size: png.length, width: 800, height: 400,
    } });
    const object = await fetch(`${base}${body.data.url as string}`);
    expect(object.headers.get('content-type')).toBe('image/png');
    expect(object.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await object.arrayBuffer()).equals(png)).toBe(true);
  });

  it('accepts a JPEG within the ratio tolerance', async () => {
    const { data: signed } = await sign('exhibitor@demo.test', 'company-logo');
    expect((await post(formFor(signed, 'logo.jpg'), makeJpeg(1000, 505), 'logo.jpg', 'image/jpeg')).body.code).toBe(1);
  });

  it.each([
    ['a 4:3 image for a 2:1 field', makePng(800, 600), 'The image must have an aspect ratio of 2:1 (this one is 800×600)'],
    ['an SVG renamed .png and sent as image/png', SVG, 'This file type is not accepted; use JPEG, PNG'],
    ['a text file', Buffer.from('just text, not an image at all'), 'This file type is not accepted; use JPEG, PNG'],
    ['an image 3 % off its 2:1 ratio', makePng(824, 400), 'The image must have an aspect ratio of 2:1 (this one is 824×400)'],
  ])('refuses %s, keeping nothing', async (_, file, message) => {
    const { data: signed } = await sign('exhibitor@demo.test', 'company-logo');
    const { status, body } = await post(formFor(signed, 'bad.png'), file, 'bad.png', 'image/png');
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect((await fetch(`${base}${urls.sign('exhibitors/1/company-logo/bad.png')}`)).status).toBe(404);
  });

  it('refuses a file over the limit with the limit in the message', async () => {
    const { data: signed } = await sign('exhibitor@demo.test', 'company-logo');
    const big = Buffer.concat([makePng(800, 400), Buffer.alloc(5 * 1024 * 1024)]);
    const { status, body } = await post(formFor(signed, 'big.png'), big, 'big.png', 'image/png');
    expect(status).toBe(413);
    expect(body.message).toBe('The file must not exceed 5 MB');
  });

  it('refuses a forged signature, an expired policy, another uploader and a key outside the folder', async () => {
    const { data: signed } = await sign('exhibitor@demo.test', 'company-logo');
    const png = makePng(800, 400);
    const forged = await post({ ...formFor(signed, 'a.png'), signature: 'AAAA' + signed.signature.slice(4) }, png, 'a.png');
    expect(forged.body.message).toBe('The upload authorisation is invalid; please upload again');

    const tampered = JSON.parse(Buffer.from(signed.policy, 'base64').toString());
    tampered.conditions[0][2] = 'exhibitors/2/company-logo/';
    const swapped = await post({ ...formFor(signed, 'a.png'), policy: Buffer.from(JSON.stringify(tampered)).toString('base64') }, png, 'a.png');
    expect(swapped.body.message).toBe('The upload authorisation is invalid; please upload again');

    const outside = await post({ ...formFor(signed, 'a.png'), key: 'exhibitors/2/company-logo/a.png' }, png, 'a.png');
    expect(outside.body.message).toBe('The file path is outside the permitted folder');
    const climbing = await post({ ...formFor(signed, 'a.png'), key: `${signed.dir}../../2/company-logo/a.png` }, png, 'a.png');
    expect(climbing.body.message).toBe('The file path is outside the permitted folder');

    const otherUser = await post({ ...formFor(signed, 'a.png'), 'x:user': '2' }, png, 'a.png');
    expect(otherUser.body.message).toBe('The upload authorisation is invalid; please upload again');
  });

  it('refuses an expired policy', async () => {
    const { data: signed } = await sign('exhibitor@demo.test', 'company-logo');
    // The same secret, an expiry in the past: only the time is wrong.
    const secret = (await import('node:crypto')).createHmac('sha256', t.config.jwtSecret).update('object-storage').digest('base64url');
    const stale = createPolicy({ expire: Math.floor(Date.now() / 1000) - 1, keyPrefix: signed.dir, minBytes: 1, maxBytes: 1e6, uploader: signed.uploader }, secret);
    const { body } = await post({ ...formFor(signed, 'a.png'), ...stale }, makePng(800, 400), 'a.png');
    expect(body.message).toBe('The upload authorisation has expired; please upload again');
  });

  it("uploads with temporary credentials, kept inside the caller's folder", async () => {
    const headers = await t.loginAs('exhibitor@demo.test');
    const token = (await (await fetch(`${base}/api/oss/token`, { headers })).json()) as Envelope<{ accessid: string; access_secret: string; security_token: string; expire: number }>;
    expect(token.data.accessid).toMatch(/^STS\./);
    const own = createPolicy({ expire: token.data.expire, keyPrefix: 'exhibitors/1/company-logo/', minBytes: 1, maxBytes: 1e7, uploader: '1' }, token.data.access_secret);
    const base64 = { OSSAccessKeyId: token.data.accessid, 'x-oss-security-token': token.data.security_token, 'x:user': '1', ...own };
    expect((await post({ ...base64, key: 'exhibitors/1/company-logo/sts.png' }, makePng(600, 300), 'sts.png')).body.code).toBe(1);

    const elsewhere = createPolicy({ expire: token.data.expire, keyPrefix: 'exhibitors/2/company-logo/', minBytes: 1, maxBytes: 1e7, uploader: '1' }, token.data.access_secret);
    const refused = await post({ ...base64, ...elsewhere, key: 'exhibitors/2/company-logo/sts.png' }, makePng(600, 300), 'sts.png');
    expect(refused.body.message).toBe('The file path is outside the permitted folder');
  });
});

describe('stored objects never change', () => {
  it('refuses a second upload to a stored key: an approved logo keeps its file, so a change must go back to review', async () => {
    const { data: signed } = await sign('exhibitor@demo.test', 'company-logo');
    const approved = makePng(800, 400);
    const first = await post(formFor(signed, 'approved.png'), approved, 'approved.png', 'image/png');
    expect(first.body.code).toBe(1);
    const headers = { ...(await t.loginAs('exhibitor@demo.test')), cookie: 'language=en' };
    const company = JSON.parse(readFileSync('tests/fixtures/company/valid/complete.json', 'utf8')) as Record<string, unknown>;
    const saved = await t.call<{ id: number }>({ method: 'PUT', url: '/api/v4/exhibitor/company', headers, payload: { ...company, logo: first.body.data } });
    expect(saved.body.code).toBe(1);
    const organiser = await t.loginAs('organiser@demo.test');
    expect((await t.call({ method: 'POST', url: `/api/organiser/company/${saved.body.data.id}/review`, headers: organiser, payload: { decision: 'approve' } })).body.code).toBe(1);

    // Another valid 2:1 logo posted to the same key, by a sub-account of the same exhibitor with a fresh policy.
    const { data: again } = await sign('sub@demo.test', 'company-logo');
    const swapped = await post(formFor(again, 'approved.png'), makePng(600, 300), 'swapped.png', 'image/png');
    expect([swapped.status, swapped.body.code, swapped.body.message])
      .toEqual([400, 1000, 'A file is already stored under this path and stored files never change; upload it again under a new name']);

    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.key, 'exhibitors/1/company-logo/approved.png'));
    expect(row).toMatchObject({ name: 'approved.png', size: approved.length, width: 800, height: 400 });
    const shown = await t.call<{ review_status: number; logo: { url: string } }>({ method: 'GET', url: '/api/v4/exhibitor/company', headers });
    expect(shown.body.data.review_status).toBe(1);
    expect(Buffer.from(await (await fetch(`${base}${shown.body.data.logo.url}`)).arrayBuffer()).equals(approved)).toBe(true);
  });
});

describe('GET /api/oss/object/<key>', () => {
  const key = 'exhibitors/1/company-logo/reader.png';
  const read = (path: string) => fetch(`${base}${path}`, { headers: { cookie: 'language=en' } });
  const refusal = async (path: string) => {
    const response = await read(path);
    const body = (await response.json()) as Envelope<unknown>;
    return [response.status, body.code, body.message];
  };

  it('serves an object only at the unexpired address an answer handed out for its key', async () => {
    const { data: signed } = await sign('exhibitor@demo.test', 'company-logo');
    const png = makePng(800, 400);
    const { body } = await post(formFor(signed, 'reader.png'), png, 'reader.png', 'image/png');
    const url = new URL(body.data.url as string, base);
    const exp = Number(url.searchParams.get('exp'));
    // Valid for at least an hour, at most an hour and a quarter.
    expect(exp - Date.now() / 1000).toBeGreaterThanOrEqual(3600 - 5);
    expect(exp - Date.now() / 1000).toBeLessThanOrEqual(4500);
    const served = await read(`${url.pathname}${url.search}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const invalid = [403, 1003, 'This file link is not valid; open the file from the page that shows it'];
    expect(await refusal(`/api/oss/object/${key}`)).toEqual(invalid);
    expect(await refusal(`/api/oss/object/${key}?exp=${exp}`)).toEqual(invalid);
    expect(await refusal(`/api/oss/object/${key}?exp=${exp + 900}&sig=${url.searchParams.get('sig')}`)).toEqual(invalid);
    const another = new URL(urls.sign('exhibitors/1/company-logo/logo.png'), base);
    expect(await refusal(`/api/oss/object/${key}${another.search}`)).toEqual(invalid);
    const forged = new URL(createObjectUrls('another secret of at least 32 characters!').sign(key), base);
    expect(await refusal(`${forged.pathname}${forged.search}`)).toEqual(invalid);

    const threeHoursAgo = Math.floor(Date.now() / 1000) - 3 * 3600;
    expect(await refusal(urls.sign(key, threeHoursAgo))).toEqual([403, 1003, 'This file link has expired; reload the page to open the file']);
    expect((await read(urls.sign('exhibitors/1/company-logo/never-stored.png'))).status).toBe(404);
  });

  it("hands a FAQ picture's address to whoever reads the shared question, with no account", async () => {
    const { data: signed } = await sign('exhibitor@demo.test', 'faq-picture');
    const png = makePng(40, 30);
    const picture = (await post(formFor(signed, 'shared.png'), png, 'shared.png', 'image/png')).body.data;
    const owner = await t.loginAs('exhibitor@demo.test');
    const asked = await t.call<{ id: number }>({ method: 'POST', url: '/api/v4/faq/question', headers: owner, payload: { category: 'other', content: 'Where does this picture go on the booth?', pictures: [picture] } });
    const link = await t.call<{ token: string }>({ method: 'POST', url: `/api/v4/faq/question/${asked.body.data.id}/share`, headers: owner });
    const guest = (await t.call<{ jwt: string }>({ method: 'POST', url: '/api/v2/login/guest' })).body.data.jwt;
    const shared = await t.call<{ pictures: { url: string }[] }>({ method: 'GET', url: `/api/v4/faq/share/${link.body.data.token}`, headers: { authorization: `Bearer ${guest}` } });
    const address = shared.body.data.pictures[0]!.url;
    expect(address).toEqual(objectUrlOf(picture.key as string));
    const served = await fetch(`${base}${address}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect((await read(`/api/oss/object/${picture.key as string}`)).status).toBe(403);
  });
});
