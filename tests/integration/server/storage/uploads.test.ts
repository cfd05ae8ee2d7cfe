/**
 * Uploads over real HTTP, as the browser does them: a signed policy from /api/oss/sign, then a
 * multipart POST to the local object store, which checks the policy like object storage would and
 * the file's real bytes against the field's rule from the screen descriptor.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../../src/shared/codes';
import { createPolicy } from '../../../../src/server/storage/policy';
import { makeJpeg, makePng, SVG } from '../../../support/images';
import { createTestApp, type TestApp } from '../../../support/test-app';

interface Signed { policy: string; signature: string; accessid: string; host: string; dir: string; expire: number; uploader: string }

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'portal-uploads-')) });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
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
      key: 'exhibitors/1/company-logo/logo.png', url: '/api/oss/object/exhibitors/1/company-logo/logo.png',
      name: '标志.png', mime: 'image/png', size: png.length, width: 800, height: 400,
    } });
    const object = await fetch(`${base}/api/oss/object/exhibitors/1/company-logo/logo.png`);
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
  ])('refuses %s, keeping nothing', async (_, file, message) => {
    const { data: signed } = await sign('exhibitor@demo.test', 'company-logo');
    const { status, body } = await post(formFor(signed, 'bad.png'), file, 'bad.png', 'image/png');
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect((await fetch(`${base}/api/oss/object/exhibitors/1/company-logo/bad.png`)).status).toBe(404);
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
