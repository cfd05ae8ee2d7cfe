import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../../scripts/vite-precompress';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portal-precompress-'));
  mkdirSync(join(dir, 'assets'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressFolder', () => {
  it('writes a brotli and a gzip copy of each text file, in subfolders too, that unpack to the file', async () => {
    const script = `export const words = ${JSON.stringify('exhibitor booth ticket '.repeat(200))};\n`;
    const page = `<!doctype html>${'<p>portal</p>'.repeat(200)}`;
    writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(join(dir, 'assets', 'index-abc.css'), `.a{color:red}\n`.repeat(200));
    writeFileSync(join(dir, 'index.html'), page);
    await precompressFolder(dir);
    for (const [file, text] of [['assets/index-abc.js', script], ['index.html', page]] as const) {
      const br = readFileSync(join(dir, `${file}.br`));
      const gz = readFileSync(join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).toString()).toBe(text);
      expect(gunzipSync(gz).toString()).toBe(text);
      expect(br.length).toBeLessThan(text.length);
    }
    expect(existsSync(join(dir, 'assets', 'index-abc.css.br'))).toBe(true);
  });

  it('leaves out files under 1 KiB, binary files and copies that would not be smaller', async () => {
    writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dir, 'assets', 'logo-abc.png'), Buffer.alloc(4096, 7));
    // Random bytes do not shrink.
    writeFileSync(join(dir, 'assets', 'noise-abc.js'), randomBytes(4096));
    await precompressFolder(dir);
    expect(existsSync(join(dir, 'favicon.svg.br'))).toBe(false);
    expect(existsSync(join(dir, 'favicon.svg.gz'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'logo-abc.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'logo-abc.png.gz'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'noise-abc.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'noise-abc.js.gz'))).toBe(false);
  });
});
