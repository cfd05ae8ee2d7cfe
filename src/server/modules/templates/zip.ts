/**
 * An area's templates as one zip, built while it is sent: each file streams from disk into the
 * archive, so a package of many large files never sits in memory. Names are the reader's (the
 * English ones in English), made unique inside the archive.
 */
import { extname } from 'node:path';
import type { Readable } from 'node:stream';
import { loadArchiver } from '../../packages-on-demand';

export interface ZipEntry {
  name: string;
  stream: Readable;
}

/** `logo.ai`, `logo (2).ai`, … for names that repeat. */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) {
      const ext = extname(name);
      candidate = `${name.slice(0, name.length - ext.length)} (${n})${ext}`;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** The archive as a stream; an error reading any file ends it with that error. */
export async function zipStream(entries: readonly ZipEntry[]): Promise<Readable> {
  const { ZipArchive } = await loadArchiver();
  // Templates are mostly compressed already (images, PDFs, xlsx): a light level costs little and saves CPU.
  const archive = new ZipArchive({ zlib: { level: 1 } });
  const names = uniqueNames(entries.map((entry) => entry.name));
  entries.forEach((entry, index) => archive.append(entry.stream, { name: names[index]! }));
  void archive.finalize().catch((error: unknown) => archive.destroy(error as Error));
  return archive;
}
