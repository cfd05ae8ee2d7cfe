/**
 * The local object store: files under DATA_DIR/uploads/<key>, written to a temporary name first and
 * moved into place only once they passed every check, so a refused upload leaves nothing behind.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class TooLargeError extends Error {}

/** Keys are plain paths: no "..", no absolute paths, no odd characters. */
export const isSafeKey = (key: string): boolean =>
  /^[A-Za-z0-9][A-Za-z0-9._/-]{0,499}$/.test(key) && !key.split('/').some((part) => part === '..' || part === '.' || part === '');

export function createLocalStore(root: string) {
  const pathOf = (key: string): string => {
    const path = resolve(root, key);
    if (!path.startsWith(resolve(root) + sep)) throw new Error('key outside the store');
    return path;
  };

  return {
    pathOf,

    /** Streams into a temporary file, failing with TooLargeError past `maxBytes`. */
    async receive(stream: Readable, maxBytes: number): Promise<{ tempPath: string; size: number }> {
      const tempDir = join(root, '.incoming');
      await mkdir(tempDir, { recursive: true });
      const tempPath = join(tempDir, randomBytes(12).toString('hex'));
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(size > maxBytes ? new TooLargeError() : null, chunk);
        },
      });
      try {
        await pipeline(stream, counter, createWriteStream(tempPath));
      } catch (error) {
        await rm(tempPath, { force: true });
        // Drain what the client still sends, so it reads our answer instead of a reset connection.
        stream.resume();
        throw error;
      }
      return { tempPath, size };
    },

    /** The first bytes of a file, enough to recognise its type and read an image header. */
    async head(path: string, bytes = 256 * 1024): Promise<Buffer> {
      const handle = await open(path, 'r');
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    async keep(tempPath: string, key: string): Promise<void> {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      await rename(tempPath, target);
    },

    discard: (tempPath: string) => rm(tempPath, { force: true }),
  };
}

export type LocalStore = ReturnType<typeof createLocalStore>;
