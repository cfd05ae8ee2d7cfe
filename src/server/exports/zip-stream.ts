/**
 * A zip file written as it is made, for the export's .xlsx: small entries whole, one large entry (the
 * sheet) streamed piece by piece, so memory stays at what deflate and the streams buffer whatever the
 * sheet's size. The zip format itself is archiver's (also used for template downloads); this module
 * only gives the export's writer awaitable writes that respect the file's back-pressure and fail
 * with the archive's or the file's error.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import { loadArchiver } from '../packages-on-demand';

export interface StreamedEntry {
  /** Writes `text` into the entry; resolves when the streams have room for more. */
  write(text: string): Promise<void>;
  /** Ends the entry. */
  end(): Promise<void>;
}

export interface ZipStream {
  /** A whole entry: for the small parts. */
  add(name: string, text: string): Promise<void>;
  /** An entry written piece by piece; no other entry may be added until it has ended. */
  stream(name: string): StreamedEntry;
  /** Writes the central directory and closes the file. */
  finish(): Promise<void>;
}

export async function createZipStream(path: string): Promise<ZipStream> {
  const { ZipArchive } = await loadArchiver();
  // An export is XML: the fastest level already shrinks it about tenfold, and costs the least CPU.
  const archive = new ZipArchive({ zlib: { level: 1 } });
  const file = createWriteStream(path);
  let failure: Error | undefined;
  // Whoever waits (for room, for the end) learns of a failure at once rather than waiting for ever.
  let fail: (error: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => { fail = reject; });
  failed.catch(() => {});
  const onError = (error: Error) => {
    failure ??= error;
    fail(error);
  };
  archive.on('error', onError);
  file.on('error', onError);
  const closed = once(file, 'close');
  closed.catch(() => {});
  archive.pipe(file);

  const check = () => {
    if (failure) throw failure;
  };

  return {
    async add(name, text) {
      check();
      archive.append(Buffer.from(text, 'utf8'), { name });
    },
    stream(name) {
      const entry = new PassThrough();
      archive.append(entry, { name });
      return {
        async write(text) {
          check();
          if (!entry.write(text, 'utf8')) await Promise.race([once(entry, 'drain'), failed]);
        },
        async end() {
          check();
          entry.end();
        },
      };
    },
    async finish() {
      check();
      await Promise.race([archive.finalize(), failed]);
      await Promise.race([closed, failed]);
      check();
    },
  };
}
