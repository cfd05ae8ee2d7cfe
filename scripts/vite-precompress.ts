/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the built client, at the
 * strongest settings, once per build: the server hands them out as they are (preCompressed in
 * src/server/http/static-client.ts) instead of compressing on every request or sending them whole.
 * Files under 1 KiB, and copies that would not be smaller, are left out; the server then sends the
 * file itself.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const ENCODINGS = [
  { extension: '.br', compress: (data: Buffer) => brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }) },
  { extension: '.gz', compress: (data: Buffer) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }) },
] as const;

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && TEXT.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
}

/** Compresses the text files of `dir` (the public folder's copies included, which Vite writes first). */
export async function precompressFolder(dir: string): Promise<void> {
  for (const file of await textFiles(dir)) {
    const data = await readFile(file);
    if (data.length < MIN_BYTES) continue;
    await Promise.all(ENCODINGS.map(async ({ extension, compress }) => {
      const packed = await compress(data);
      if (packed.length < data.length) await writeFile(file + extension, packed);
    }));
  }
}

export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options) {
      if (options.dir) await precompressFolder(options.dir);
    },
  };
}
