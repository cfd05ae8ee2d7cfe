import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/test-app';

/** Large enough to be worth compressing, as the build's precompress step judges it. */
const BUNDLE = `console.log(${JSON.stringify('portal '.repeat(400))});\n`;
const PAGE = `<!doctype html><title>portal</title>${'<meta name="x" content="portal">'.repeat(60)}`;

let t: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'portal-client-'));
  mkdirSync(join(clientDir, 'assets'));
  // As the build leaves them: each text file with its brotli and gzip copy beside it.
  const withCopies = (path: string, text: string) => {
    writeFileSync(path, text);
    writeFileSync(`${path}.br`, brotliCompressSync(text));
    writeFileSync(`${path}.gz`, gzipSync(text));
  };
  withCopies(join(clientDir, 'index.html'), PAGE);
  withCopies(join(clientDir, 'assets', 'index-abc123.js'), BUNDLE);
  // Too small for copies: sent as it is whatever the browser accepts.
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ clientDir });
});
afterAll(async () => { await t.close(); });

describe('serving the built client', () => {
  it.each(['/', '/login', '/exhibit-info/index', '/ticketBoothManagement/ticketBooth/list?page=2'])('answers the page %s with index.html, never cached', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>portal</title>');
  });

  it('serves hashed bundles as immutable and other files for an hour', async () => {
    const bundle = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing bundle and an unknown API path with a 404 envelope, not the page', async () => {
    for (const url of ['/assets/gone-000.js', '/api/nothing']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 1004 });
    }
  });
});

describe('compressed answers', () => {
  const get = (url: string, acceptEncoding?: string) => t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
  ])('sends a bundle to Accept-Encoding "%s" as %s, with its type, immutable caching and the security headers', async (accepted, encoding) => {
    const response = await get('/assets/index-abc123.js', accepted);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const decode = encoding === 'br' ? brotliDecompressSync : gunzipSync;
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(BUNDLE.length / 4);
    expect(decode(response.rawPayload).toString()).toBe(BUNDLE);
  });

  it.each([undefined, 'identity', 'deflate'])('sends the bundle itself to Accept-Encoding %s, still varying by encoding', async (accepted) => {
    const response = await get('/assets/index-abc123.js', accepted);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.body).toBe(BUNDLE);
  });

  it('sends a deep link its page compressed, never cached, with the security headers', async () => {
    const response = await get('/ticketBoothManagement/ticketBooth/list', 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PAGE);
  });

  it('sends a file without compressed copies as it is to a browser that accepts brotli', async () => {
    const response = await get('/favicon.svg', 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toContain('<svg');
  });

  it('does not serve the compressed copies under their own names', async () => {
    for (const url of ['/assets/index-abc123.js.br', '/assets/index-abc123.js.gz']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 1004 });
    }
    // Outside assets/ an unknown name is a deep link: it gets the page, like any other.
    const page = await get('/index.html.br');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toBe(PAGE);
  });
});
