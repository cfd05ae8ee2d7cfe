/**
 * The S3 driver against a real S3-compatible server (tests/support/s3-server.ts): the browser's part
 * is played with the engine's own upload code (uploadFormData, confirmUpload) over real HTTP, the
 * bucket checks the SigV4 POST policy, and the portal checks what landed before anyone can use it.
 */
import { readFileSync } from 'node:fs';
import { AwsClient } from 'aws4fetch';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmUpload, objectKey, uploadFormData } from '../../../../src/engine/upload/upload-file';
import type { UploadPolicy } from '../../../../src/shared/api';
import type { Envelope } from '../../../../src/shared/codes';
import { uploads } from '../../../../src/server/db/schema';
import { loadConfig, type StorageConfig } from '../../../../src/server/config';
import { createPostPolicy, readPostPolicy, signPostPolicy } from '../../../../src/server/storage/s3-post-policy';
import { createObjectUrls } from '../../../../src/server/storage/object-urls';
import { createS3ObjectStore } from '../../../../src/server/storage/s3-store';
import { makePng, SVG } from '../../../support/images';
import { objectUrlOf } from '../../../support/object-urls';
import { startTestS3, type TestS3 } from '../../../support/s3-server';
import { createTestApp, type TestApp } from '../../../support/test-app';

type Signed = UploadPolicy & { fields: Record<string, string>; confirm: string };

let s3: TestS3;
let t: TestApp;
let base: string;
let storage: StorageConfig;
let bucket: AwsClient;
beforeAll(async () => {
  s3 = await startTestS3();
  storage = {
    driver: 's3', endpoint: s3.endpoint, region: s3.region, bucket: s3.bucket,
    accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, forcePathStyle: true,
  };
  // No dataDir: with the S3 driver nothing is written to disk.
  t = await createTestApp({ storage });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  bucket = new AwsClient({ accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, region: s3.region, service: 's3', retries: 0 });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

/** The bucket as the test sees it, bypassing the portal. */
const objectAt = async (key: string) => {
  const response = await bucket.fetch(`${s3.endpoint}/${s3.bucket}/${key}`);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
};

async function sign(account: string, dir: string, path = `/api/oss/sign?dir=${dir}`): Promise<Envelope<Signed>> {
  const response = await fetch(`${base}${path}`, { headers: { ...(await t.loginAs(account)), cookie: 'language=en' } });
  return (await response.json()) as Envelope<Signed>;
}

/** What the browser does: the policy's form fields, then the file, posted to the bucket. */
async function postToBucket(signed: Signed, file: Buffer, name: string, key = objectKey(signed.dir, name)) {
  const form = uploadFormData(signed, new File([new Uint8Array(file)], name, { type: 'image/png' }), key);
  const response = await fetch(signed.host, { method: 'POST', body: form });
  return { status: response.status, text: await response.text(), key };
}

async function confirm(signed: Pick<Signed, 'policy' | 'signature'>, key: string, name = 'file.png') {
  const response = await fetch(`${base}/api/oss/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'language=en' },
    body: JSON.stringify({ key, name, policy: signed.policy, signature: signed.signature }),
  });
  return { status: response.status, body: (await response.json()) as Envelope<Record<string, unknown>> };
}

const decode = (policy: string) => JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
const finalKey = (key: string) => key.replace(/^incoming\//, '');

describe('configuration', () => {
  const env = { DATA_DIR: '/tmp', JWT_SECRET: 's' };

  it('selects the S3 driver from STORAGE_DRIVER and S3_*, local otherwise', () => {
    expect(loadConfig(env).storage?.driver).toBe('local');
    expect(loadConfig({
      ...env, STORAGE_DRIVER: 's3', S3_ENDPOINT: 'https://minio.example:9000/', S3_REGION: 'cn-east-1', S3_BUCKET: 'expo',
      S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_FORCE_PATH_STYLE: '1',
    }).storage).toEqual({
      driver: 's3', endpoint: 'https://minio.example:9000', region: 'cn-east-1', bucket: 'expo', accessKeyId: 'id', secretAccessKey: 'secret', forcePathStyle: true,
    });
  });

  it('refuses to start with an incomplete S3 setting or an unknown driver', () => {
    expect(() => loadConfig({ ...env, STORAGE_DRIVER: 's3', S3_BUCKET: 'expo' })).toThrow('STORAGE_DRIVER=s3 needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY');
    expect(() => loadConfig({ ...env, STORAGE_DRIVER: 'ftp' })).toThrow('STORAGE_DRIVER must be local or s3, not ftp');
  });
});

describe('SigV4 signing, against the examples AWS publishes', () => {
  const example = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' };

  it('signs a POST policy as "Example: Browser-Based Upload using HTTP POST" does', () => {
    const policy = 'eyAiZXhwaXJhdGlvbiI6ICIyMDE1LTEyLTMwVDEyOjAwOjAwLjAwMFoiLA0KICAiY29uZGl0aW9ucyI6IFsNCiAgICB7ImJ1Y2tldCI6ICJzaWd2NGV4YW1wbGVidWNrZXQifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRrZXkiLCAidXNlci91c2VyMS8iXSwNCiAgICB7ImFjbCI6ICJwdWJsaWMtcmVhZCJ9LA0KICAgIHsic3VjY2Vzc19hY3Rpb25fcmVkaXJlY3QiOiAiaHR0cDovL3NpZ3Y0ZXhhbXBsZWJ1Y2tldC5zMy5hbWF6b25hd3MuY29tL3N1Y2Nlc3NmdWxfdXBsb2FkLmh0bWwifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRDb250ZW50LVR5cGUiLCAiaW1hZ2UvIl0sDQogICAgeyJ4LWFtei1tZXRhLXV1aWQiOiAiMTQzNjUxMjM2NTEyNzQifSwNCiAgICB7IngtYW16LXNlcnZlci1zaWRlLWVuY3J5cHRpb24iOiAiQUVTMjU2In0sDQogICAgWyJzdGFydHMtd2l0aCIsICIkeC1hbXotbWV0YS10YWciLCAiIl0sDQoNCiAgICB7IngtYW16LWNyZWRlbnRpYWwiOiAiQUtJQUlPU0ZPRE5ON0VYQU1QTEUvMjAxNTEyMjkvdXMtZWFzdC0xL3MzL2F3czRfcmVxdWVzdCJ9LA0KICAgIHsieC1hbXotYWxnb3JpdGhtIjogIkFXUzQtSE1BQy1TSEEyNTYifSwNCiAgICB7IngtYW16LWRhdGUiOiAiMjAxNTEyMjlUMDAwMDAwWiIgfQ0KICBdDQp9';
    expect(signPostPolicy(policy, example.secretAccessKey, '20151229', example.region)).toBe('8afdbf4008c03f22c2cd3cdb72e4afbb1f6a588f3255ac628749a66d7f09699e');
  });

  it('presigns a GET as "Authenticating Requests: Using Query Parameters" does', async () => {
    const store = createS3ObjectStore(
      { driver: 's3', endpoint: 'https://s3.amazonaws.com', bucket: 'examplebucket', forcePathStyle: false, ...example },
      () => new Date('2013-05-24T00:00:00Z'),
    );
    const url = new URL(await store.presignedUrl('test.txt', 86400));
    expect(`${url.origin}${url.pathname}`).toBe('https://examplebucket.s3.amazonaws.com/test.txt');
    expect(url.searchParams.get('X-Amz-Credential')).toBe('AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request');
    expect(url.searchParams.get('X-Amz-Signature')).toBe('aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404');
  });

  it('reads back only its own, unexpired policies', () => {
    const terms = { expire: Math.floor(Date.now() / 1000) + 60, keyPrefix: 'incoming/users/9/general/', minBytes: 1, maxBytes: 100, uploader: '9' };
    const { policy, signature } = createPostPolicy(terms, 'b', example);
    expect(readPostPolicy(policy, signature, example)).toEqual(terms);
    expect(readPostPolicy(policy, signature, { ...example, secretAccessKey: 'another' })).toBe('signature');
    expect(readPostPolicy(policy, signature, { ...example, accessKeyId: 'ANOTHER' })).toBe('signature');
    const widened = Buffer.from(Buffer.from(policy, 'base64').toString().replace('users/9/', 'users/')).toString('base64');
    expect(readPostPolicy(widened, signature, example)).toBe('signature');
    expect(readPostPolicy(policy, signature, example, Date.now() + 120_000)).toBe('expired');
    expect(readPostPolicy('not base64 json', signature, example)).toBe('malformed');
  });
});

describe('GET /api/oss/sign with the S3 driver', () => {
  it('answers the SPEC fields plus the SigV4 form fields, for keys under incoming/ of the caller and field', async () => {
    const { code, data } = await sign('exhibitor@demo.test', 'company-logo');
    expect(code).toBe(1);
    expect(data).toMatchObject({
      accessid: s3.accessKeyId, host: `${s3.endpoint}/${s3.bucket}`, dir: 'incoming/exhibitors/1/company-logo/', confirm: '/api/oss/confirm',
    });
    expect(String(data.expire)).toMatch(/^\d{10}$/);
    expect(data.uploader).toMatch(/^\d+$/);
    expect(Object.keys(data.fields).sort()).toEqual(['policy', 'x-amz-algorithm', 'x-amz-credential', 'x-amz-date', 'x-amz-meta-user', 'x-amz-signature']);
    expect(data.fields).toMatchObject({ policy: data.policy, 'x-amz-signature': data.signature, 'x-amz-algorithm': 'AWS4-HMAC-SHA256', 'x-amz-meta-user': data.uploader });
    expect(data.fields['x-amz-credential']).toMatch(new RegExp(`^${s3.accessKeyId}/\\d{8}/${s3.region}/s3/aws4_request$`));
    expect(data.fields['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(data.signature).toMatch(/^[0-9a-f]{64}$/);

    const document = decode(data.policy);
    expect(Math.floor(Date.parse(document.expiration) / 1000)).toBe(data.expire);
    expect(document.conditions).toEqual(expect.arrayContaining([
      { bucket: s3.bucket },
      ['starts-with', '$key', 'incoming/exhibitors/1/company-logo/'],
      ['content-length-range', 1, 5 * 1024 * 1024],
      { 'x-amz-meta-user': data.uploader },
      { 'x-amz-credential': data.fields['x-amz-credential'] },
      { 'x-amz-date': data.fields['x-amz-date'] },
      { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
    ]));
  });

  it('gives general attachments 2 MB in the account\'s own folder through /api/v2/obs/sign', async () => {
    const { data } = await sign('group@demo.test', '', '/api/v2/obs/sign');
    expect(data.dir).toMatch(/^incoming\/users\/\d+\/general\/$/);
    expect(decode(data.policy).conditions).toContainEqual(['content-length-range', 1, 2 * 1024 * 1024]);
  });

  it('has no local upload endpoint', async () => {
    expect((await fetch(`${base}/api/oss/upload`, { method: 'POST' })).status).toBe(404);
  });
});

describe('an upload straight to the bucket, then POST /api/oss/confirm', () => {
  it('confirms a 2:1 PNG: moved out of incoming/, recorded, usable in a form (unlike an unconfirmed one), read through a presigned redirect', async () => {
    const { data: signed } = await sign('exhibitor@demo.test', 'company-logo');
    const png = makePng(800, 400);
    const posted = await postToBucket(signed, png, '标志 (1).png');
    expect(posted.status).toBe(204);
    expect(posted.key).toMatch(/^incoming\/exhibitors\/1\/company-logo\/[a-z0-9]+-_1_\.png$/);

    const stored = await confirmUpload({ ...signed, confirm: `${base}${signed.confirm}` }, posted.key, '标志 (1).png');
    const key = finalKey(posted.key);
    expect(stored).toEqual({ key, url: objectUrlOf(key), name: '标志 (1).png', mime: 'image/png', size: png.length, width: 800, height: 400 });
    expect((await objectAt(posted.key)).status).toBe(404);
    expect((await objectAt(key)).bytes.equals(png)).toBe(true);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.key, key));
    expect(row).toMatchObject({ exhibitorId: 1, userId: Number(signed.uploader), dir: 'company-logo', mime: 'image/png', width: 800, height: 400 });

    const redirect = await fetch(`${base}${stored.url}`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const location = redirect.headers.get('location') ?? '';
    expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/${key}?`)).toBe(true);
    expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe('600');
    const read = await fetch(location);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await read.arrayBuffer()).equals(png)).toBe(true);

    // A form may refer to it; not to an upload nobody confirmed (which stays under incoming/).
    const company = JSON.parse(readFileSync('tests/fixtures/company/valid/complete.json', 'utf8')) as Record<string, unknown>;
    const headers = { ...(await t.loginAs('exhibitor@demo.test')), cookie: 'language=en' };
    const unconfirmed = await postToBucket(signed, png, 'unconfirmed.png');
    const sneaky = { ...stored, key: finalKey(unconfirmed.key), url: `/api/oss/object/${finalKey(unconfirmed.key)}` };
    const refused = await t.call({ method: 'PUT', url: '/api/v4/exhibitor/company', headers, payload: { ...company, logo: sneaky } });
    expect([refused.status, refused.body.message]).toEqual([400, 'Company logo: this file was not uploaded by your company; please upload it again']);
    const saved = await t.call({ method: 'PUT', url: '/api/v4/exhibitor/company', headers, payload: { ...company, logo: stored } });
    expect(saved.body.code).toBe(1);
  });

  it.each([
    ['an SVG renamed .png', SVG, 'This file type is not accepted; use JPEG, PNG'],
    ['a 4:3 image for a 2:1 field', makePng(800, 600), 'The image must have an aspect ratio of 2:1 (this one is 800×600)'],
  ])('refuses %s and deletes it from the bucket', async (_, file, message) => {
    const { data: signed } = await sign('exhibitor@demo.test', 'company-logo');
    const posted = await postToBucket(signed, file, 'bad.png');
    expect(posted.status).toBe(204); // the bucket cannot tell
    expect((await objectAt(posted.key)).status).toBe(200);
    const { status, body } = await confirm(signed, posted.key, 'bad.png');
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect((await objectAt(posted.key)).status).toBe(404);
    expect((await objectAt(finalKey(posted.key))).status).toBe(404);
    expect((await fetch(`${base}${createObjectUrls(t.config.jwtSecret).sign(finalKey(posted.key))}`, { redirect: 'manual' })).status).toBe(404);
  });

  it('keeps a confirmed object out of reach of later policies', async () => {
    const { data: signed } = await sign('exhibitor@demo.test', 'company-logo');
    const posted = await postToBucket(signed, makePng(600, 300), 'keep.png');
    expect((await confirm(signed, posted.key)).body.code).toBe(1);
    // The final key is outside every policy's folder, so nobody can swap an SVG in under it.
    const overwrite = await postToBucket(signed, SVG, 'keep.png', finalKey(posted.key));
    expect(overwrite.status).toBe(403);
    expect(s3.refusals.at(-1)?.code).toBe('AccessDenied');
    expect((await objectAt(finalKey(posted.key))).bytes.equals(makePng(600, 300))).toBe(true);
  });

  it('never replaces a confirmed object: the same key posted and confirmed again is refused, the first file stays', async () => {
    const { data: signed } = await sign('exhibitor@demo.test', 'company-logo');
    const approved = makePng(800, 400);
    const posted = await postToBucket(signed, approved, 'approved.png');
    expect((await confirm(signed, posted.key, 'approved.png')).body.code).toBe(1);
    // The browser-writable incoming/ key takes a new file; confirming it must not copy it over the stored one.
    expect((await postToBucket(signed, makePng(600, 300), 'swapped.png', posted.key)).status).toBe(204);
    const again = await confirm(signed, posted.key, 'swapped.png');
    expect([again.status, again.body.code, again.body.message])
      .toEqual([400, 1000, 'A file is already stored under this path and stored files never change; upload it again under a new name']);
    expect((await objectAt(finalKey(posted.key))).bytes.equals(approved)).toBe(true);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.key, finalKey(posted.key)));
    expect(row).toMatchObject({ name: 'approved.png', size: approved.length, width: 800, height: 400 });
  });

  it('redirects to a presigned URL only at an address an answer handed out', async () => {
    const { data: signed } = await sign('exhibitor@demo.test', 'company-logo');
    const posted = await postToBucket(signed, makePng(800, 400), 'private.png');
    const stored = (await confirm(signed, posted.key, 'private.png')).body.data as { key: string; url: string };
    expect((await fetch(`${base}${stored.url}`, { redirect: 'manual' })).status).toBe(302);
    const bare = await fetch(`${base}/api/oss/object/${stored.key}`, { redirect: 'manual' });
    expect([bare.status, bare.headers.get('location')]).toEqual([403, null]);
  });

  it("refuses keys outside the caller's folder: the bucket when posting, the portal when confirming", async () => {
    const { data: signed } = await sign('exhibitor@demo.test', 'company-logo');
    const png = makePng(800, 400);
    expect((await postToBucket(signed, png, 'x.png', 'incoming/exhibitors/2/company-logo/x.png')).status).toBe(403);
    expect((await objectAt('incoming/exhibitors/2/company-logo/x.png')).status).toBe(404);

    // Someone else's upload, with their own policy: exhibitor 1's policy may not confirm (or delete) it.
    const { data: theirs } = await sign('group@demo.test', '', '/api/v2/obs/sign');
    const their = await postToBucket(theirs, png, 'theirs.png');
    expect(their.status).toBe(204);
    const outside = await confirm(signed, their.key);
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe('The file path is outside the permitted folder');
    expect((await objectAt(their.key)).status).toBe(200);

    const posted = await postToBucket(signed, png, 'y.png');
    for (const key of [finalKey(posted.key), `${signed.dir}../../2/company-logo/y.png`, signed.dir]) {
      expect((await confirm(signed, key)).body.message).toBe('The file path is outside the permitted folder');
    }
  });

  it('enforces the size range: the bucket refuses too large or empty, the portal deletes what got in over the limit', async () => {
    const { data: signed } = await sign('exhibitor@demo.test', 'company-logo');
    const big = Buffer.concat([makePng(800, 400), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await postToBucket(signed, big, 'big.png');
    expect(tooBig.status).toBe(400);
    expect(tooBig.text).toContain('<Code>EntityTooLarge</Code>');
    expect((await objectAt(tooBig.key)).status).toBe(404);
    const empty = await postToBucket(signed, Buffer.alloc(0), 'empty.png');
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('<Code>EntityTooSmall</Code>');

    // Written behind the policy's back (a service that does not enforce content-length-range).
    const sneaked = `${signed.dir}sneaked.png`;
    const put = await bucket.fetch(`${s3.endpoint}/${s3.bucket}/${sneaked}`, { method: 'PUT', body: new Uint8Array(big), headers: { 'x-amz-meta-user': signed.uploader } });
    expect(put.status).toBe(200);
    const { status, body } = await confirm(signed, sneaked);
    expect(status).toBe(413);
    expect(body.message).toBe('The file must not exceed 5 MB');
    expect((await objectAt(sneaked)).status).toBe(404);
  });

  it("refuses a forged or expired policy, another member's upload, and a key nothing was uploaded to", async () => {
    const { data: signed } = await sign('exhibitor@demo.test', 'company-logo');
    const posted = await postToBucket(signed, makePng(800, 400), 'z.png');
    expect(posted.status).toBe(204);

    const forged = await confirm({ ...signed, signature: `0000${signed.signature.slice(4)}` }, posted.key);
    expect(forged.body.message).toBe('The upload authorisation is invalid; please upload again');
    const widened = Buffer.from(Buffer.from(signed.policy, 'base64').toString().replace('exhibitors/1/', 'exhibitors/')).toString('base64');
    expect((await confirm({ ...signed, policy: widened }, posted.key)).body.message).toBe('The upload authorisation is invalid; please upload again');
    const stale = createPostPolicy(
      { expire: Math.floor(Date.now() / 1000) - 3600, keyPrefix: signed.dir, minBytes: 1, maxBytes: 5 * 1024 * 1024, uploader: signed.uploader },
      s3.bucket, { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, region: s3.region },
    );
    expect((await confirm(stale, posted.key)).body.message).toBe('The upload authorisation has expired; please upload again');

    // A sub-account of the same exhibitor has the same folder, but this upload carries another uploader.
    const { data: subs } = await sign('sub@demo.test', 'company-logo');
    expect(subs.dir).toBe(signed.dir);
    expect((await confirm(subs, posted.key)).body.message).toBe('The upload authorisation is invalid; please upload again');
    expect((await objectAt(posted.key)).status).toBe(200);
    expect((await confirm(signed, posted.key)).body.code).toBe(1);

    expect((await confirm(signed, `${signed.dir}never-uploaded.png`)).body.message).toBe('The request contains no file');
  });
});
