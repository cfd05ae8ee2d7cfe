import { describe, expect, it } from 'vitest';
import type { UploadRule } from '../../../src/shared/descriptor';
import { acceptAttribute, checkUpload, fileMime, megabytes, ratioLabel } from '../../../src/engine/upload/upload-rules';
import en from '../../../locales/en.json';
import zh from '../../../locales/zh.json';
import { IntlMessageFormat } from 'intl-messageformat';

const MB = 1048576;
// SPEC.md §5 limits, as descriptor upload rules.
const PSD_AI: UploadRule = { accept: ['image/vnd.adobe.photoshop', 'application/postscript'], maxBytes: 20 * MB };
const LOGO_2_1: UploadRule = { accept: ['image/jpeg', 'image/png'], maxBytes: 5 * MB, aspectRatio: { ratio: 2, tolerance: 0.02 } };
const PHOTO_1_5: UploadRule = { accept: ['image/jpeg', 'image/png'], maxBytes: 5 * MB, aspectRatio: { ratio: 1.5 } };
const VIDEO: UploadRule = { accept: ['video/mp4'], maxBytes: 50 * MB };
const FILE: UploadRule = { accept: ['application/pdf', 'application/zip'], maxBytes: 50 * MB };
const BANNER: UploadRule = { accept: ['image/jpeg', 'image/png'], maxBytes: 2 * MB, dimensions: { width: 750, height: 348 } };
const GENERAL: UploadRule = { accept: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxBytes: 2 * MB };

const say = (messages: Record<string, string>, locale: string, problem: { id: string; values: Record<string, string | number> } | null) =>
  problem ? String(new IntlMessageFormat(messages[problem.id]!, locale).format(problem.values)) : null;

describe('checkUpload (SPEC.md §5)', () => {
  it('20 MB PSD/AI: by extension when the browser reports no type', () => {
    expect(checkUpload({ name: 'booth.psd', type: '', size: 19 * MB }, PSD_AI)).toBeNull();
    expect(checkUpload({ name: 'booth.ai', type: 'application/octet-stream', size: 20 * MB }, PSD_AI)).toBeNull();
    expect(checkUpload({ name: 'booth.psd', type: '', size: 20 * MB + 1 }, PSD_AI)).toEqual({ id: 'upload.error.size', values: { max: '20' } });
    expect(checkUpload({ name: 'booth.png', type: 'image/png', size: 1 }, PSD_AI)?.id).toBe('upload.error.type');
  });

  it('5 MB JPG/PNG 2:1 with tolerance, naming the limit in both languages', () => {
    expect(checkUpload({ name: 'logo.png', type: 'image/png', size: MB, width: 800, height: 400 }, LOGO_2_1)).toBeNull();
    expect(checkUpload({ name: 'logo.png', type: 'image/png', size: MB, width: 808, height: 400 }, LOGO_2_1)).toBeNull(); // 1 % off
    const off = checkUpload({ name: 'logo.png', type: 'image/png', size: MB, width: 600, height: 400 }, LOGO_2_1);
    expect(say(en, 'en', off)).toBe('The image must have an aspect ratio of 2:1 (this one is 600×400)');
    expect(say(zh, 'zh', off)).toContain('宽高比应为 2:1');
    const big = checkUpload({ name: 'logo.jpg', type: 'image/jpeg', size: 5 * MB + 1, width: 800, height: 400 }, LOGO_2_1);
    expect(say(en, 'en', big)).toBe('The file must not exceed 5 MB');
    expect(say(zh, 'zh', big)).toBe('文件不能超过 5 MB');
    expect(checkUpload({ name: 'logo.gif', type: 'image/gif', size: MB }, LOGO_2_1)).toEqual({ id: 'upload.error.type', values: { types: 'JPG / PNG' } });
  });

  it('5 MB 1.5:1 with the default tolerance of 2 %', () => {
    expect(checkUpload({ name: 'a.jpg', type: 'image/jpeg', size: MB, width: 1500, height: 1000 }, PHOTO_1_5)).toBeNull();
    expect(checkUpload({ name: 'a.jpg', type: 'image/jpeg', size: MB, width: 1540, height: 1000 }, PHOTO_1_5)?.values.ratio).toBe('1.5:1');
    expect(checkUpload({ name: 'a.jpg', type: 'image/jpeg', size: MB }, PHOTO_1_5)?.id).toBe('upload.error.unreadable');
  });

  it('50 MB video and 50 MB file', () => {
    expect(checkUpload({ name: 'promo.mp4', type: 'video/mp4', size: 50 * MB }, VIDEO)).toBeNull();
    expect(checkUpload({ name: 'promo.mp4', type: 'video/mp4', size: 50 * MB + 1 }, VIDEO)?.values.max).toBe('50');
    expect(checkUpload({ name: 'doc.pdf', type: 'application/pdf', size: 10 * MB }, FILE)).toBeNull();
    expect(checkUpload({ name: 'doc.zip', type: 'application/zip', size: 51 * MB }, FILE)?.id).toBe('upload.error.size');
    expect(checkUpload({ name: 'empty.pdf', type: 'application/pdf', size: 0 }, FILE)?.id).toBe('upload.error.empty');
  });

  it('750×348 2 MB banner: exact dimensions', () => {
    expect(checkUpload({ name: 'b.png', type: 'image/png', size: MB, width: 750, height: 348 }, BANNER)).toBeNull();
    const wrong = checkUpload({ name: 'b.png', type: 'image/png', size: MB, width: 1500, height: 696 }, BANNER);
    expect(say(en, 'en', wrong)).toBe('The image must be exactly 750×348 pixels (this one is 1500×696)');
    expect(checkUpload({ name: 'b.png', type: 'image/png', size: 2 * MB + 1, width: 750, height: 348 }, BANNER)?.values.max).toBe('2');
  });

  it('2 MB general images', () => {
    expect(checkUpload({ name: 'x.webp', type: 'image/webp', size: 2 * MB }, GENERAL)).toBeNull();
    expect(checkUpload({ name: 'x.webp', type: 'image/webp', size: 2 * MB + 1 }, GENERAL)?.id).toBe('upload.error.size');
  });

  it('helpers', () => {
    expect(fileMime({ name: 'A.JPG', type: '' })).toBe('image/jpeg');
    expect(fileMime({ name: 'fake.png', type: 'image/svg+xml' })).toBe('image/svg+xml');
    expect(megabytes(1.5 * MB)).toBe('1.5');
    expect(ratioLabel(2)).toBe('2:1');
    expect(acceptAttribute(PSD_AI.accept)).toContain('.psd');
  });
});
