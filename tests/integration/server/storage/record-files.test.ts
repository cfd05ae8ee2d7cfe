/**
 * Files in records (src/server/storage/record-files.ts), with real uploads over HTTP: a record accepts
 * a file only if it satisfies the rule of the field it is saved in, as the descriptor states it now,
 * judged from what the server measured at upload; and what a record stores about a file is the
 * server's upload record, never the body's `url`, `name` or `mime`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedObject } from '../../../../src/shared/descriptor';
import { screenRecords, uploads } from '../../../../src/server/db/schema';
import { makePng } from '../../../support/images';
import { objectUrlOf } from '../../../support/object-urls';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { uploader } from '../../../support/uploading';

const EXHIBITOR = 'exhibitor@demo.test';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

let t: TestApp;
let upload: ReturnType<typeof uploader>;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'portal-record-files-')) });
  upload = uploader(t, await t.app.listen({ port: 0, host: '127.0.0.1' }));
  headers = { ...(await t.loginAs(EXHIBITOR)), cookie: 'language=en' };
});
afterAll(async () => { await t.close(); });

type Product = { id: number; images: UploadedObject[]; banner?: UploadedObject };
const createProduct = (files: Record<string, unknown>, language = 'en') => t.call<Product>({
  method: 'POST', url: '/api/v4/exhibitor/display/product', headers: { ...headers, cookie: `language=${language}` },
  payload: { name: '星际远航', name_en: 'Star Voyage', ...files },
});
const uploaded = async (dir: string, file: Buffer, name: string): Promise<UploadedObject> => {
  const { code, message, data } = await upload(EXHIBITOR, dir, file, name);
  expect([code, message]).toEqual([1, '']);
  return data;
};

describe('a file is judged by the rule of the field it is saved in', () => {
  it.each([
    ['a square FAQ picture as a product image', 'faq-picture', makePng(400, 400), 'square.png', 'images',
      'Product images must have an aspect ratio of 1.5:1 (this one is 400×400)'],
    ['a PDF as a product image', 'report-attachment', PDF, 'plan.pdf', 'images',
      'Product images: this file type is not accepted; use JPEG, PNG'],
    ['a 150×100 picture as the 750×348 banner', 'faq-picture', makePng(150, 100), 'small.png', 'banner',
      'Banner image must be exactly 750×348 pixels (this one is 150×100)'],
    ['an image 3 % off the 1.5:1 ratio as a product image', 'faq-picture', makePng(1545, 1000), 'wide.png', 'images',
      'Product images must have an aspect ratio of 1.5:1 (this one is 1545×1000)'],
  ])('refuses %s (accepted where it was uploaded), naming the field', async (_, dir, file, name, field, message) => {
    const cover = await uploaded('product-image', makePng(1500, 1000), 'cover.png');
    const other = await uploaded(dir, file, name);
    const files = field === 'images' ? { images: [cover, other] } : { images: [cover], banner: other };
    const { status, body } = await createProduct(files);
    expect([status, body.code, body.data]).toEqual([400, 1000, { errors: [{ field, message }] }]);
  });

  it('says so in Chinese too', async () => {
    const square = await uploaded('faq-picture', makePng(400, 400), 'square.png');
    const { body } = await createProduct({ images: [square] }, 'zh');
    expect(body.data).toEqual({ errors: [{ field: 'images', message: '产品图片的宽高比应为 1.5:1（当前 400×400）' }] });
  });

  it('judges what was measured at upload under the rule as it stands now, whatever the body claims', async () => {
    // Measured and recorded when this folder still took square pictures; the field's rule is 1.5:1 now.
    const key = 'exhibitors/1/product-image/square-from-before.png';
    await t.database.db.insert(uploads).values({ key, userId: 1, exhibitorId: 1, dir: 'product-image', name: 'square.png', mime: 'image/png', size: 4096, width: 1000, height: 1000 });
    const claimed = { key, url: `/api/oss/object/${key}`, name: 'square.png', mime: 'image/png', size: 4096, width: 1500, height: 1000 };
    const { body } = await createProduct({ images: [claimed] });
    expect(body.data).toEqual({ errors: [{ field: 'images', message: 'Product images must have an aspect ratio of 1.5:1 (this one is 1000×1000)' }] });
  });

  it('saves files that satisfy their fields', async () => {
    const cover = await uploaded('product-image', makePng(1500, 1000), 'cover.png');
    const banner = await uploaded('product-banner', makePng(750, 348), 'banner.png');
    const { body } = await createProduct({ images: [cover], banner });
    expect(body.code).toBe(1);
    expect(body.data.banner).toMatchObject({ key: banner.key, width: 750, height: 348 });
  });
});

describe("a record's file details are the server's", () => {
  it('stores name, type, size and pixels from the upload record and answers an expiring address, whatever the body said', async () => {
    const cover = await uploaded('product-image', makePng(1500, 1000), 'cover.png');
    const banner = await uploaded('product-banner', makePng(750, 348), 'banner.png');
    const { body } = await createProduct({
      images: [{ ...cover, url: 'javascript:alert(document.cookie)', name: 'invoice.html', mime: 'text/html', size: 1, width: 3, height: 2 }],
      banner: { ...banner, url: 'https://tracker.example/pixel.gif?u=1' },
    });
    expect(body.code).toBe(1);
    expect(body.data.images).toEqual([{ key: cover.key, url: objectUrlOf(cover.key), name: 'cover.png', mime: 'image/png', size: cover.size, width: 1500, height: 1000 }]);
    expect(body.data.banner).toEqual({ key: banner.key, url: objectUrlOf(banner.key), name: 'banner.png', mime: 'image/png', size: banner.size, width: 750, height: 348 });

    const [row] = await t.database.db.select({ data: screenRecords.data }).from(screenRecords).where(eq(screenRecords.id, body.data.id));
    expect((row!.data as Product).images).toEqual([{ key: cover.key, url: `/api/oss/object/${cover.key}`, name: 'cover.png', mime: 'image/png', size: cover.size, width: 1500, height: 1000 }]);
    expect(JSON.stringify(row!.data)).not.toMatch(/javascript:|tracker\.example|invoice\.html|text\/html/);
  });

  it('answers the server\'s details of a record stored with a client\'s before, never its url', async () => {
    const cover = await uploaded('product-image', makePng(1500, 1000), 'cover.png');
    const { body } = await createProduct({ images: [cover] });
    await t.database.db.update(screenRecords).set({ data: { name: '星际远航', name_en: 'Star Voyage', images: [{ ...cover, url: 'javascript:alert(1)' }] } })
      .where(eq(screenRecords.id, body.data.id));
    const read = await t.call<Product>({ method: 'GET', url: `/api/v4/exhibitor/display/product/${body.data.id}`, headers });
    expect(read.body.data.images[0]!.url).toEqual(objectUrlOf(cover.key));
  });
});
