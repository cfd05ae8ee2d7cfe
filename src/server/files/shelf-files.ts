/**
 * Files the organiser publishes, on disk under DATA_DIR/<shelf>/<record id>/<safe file name>: a
 * notice's attachments (shelf `notices`), a material template (shelf `templates`).
 *
 * A name that arrives with a request is only ever a label: the name on disk is derived from it
 * (letters, digits and a few marks; no separators, no leading dot, so never `..`), and a stored key
 * is accepted only when it is exactly `<shelf>/<that record's id>/<a safe name>` and resolves inside
 * that record's folder. A file is written under a temporary name first and then linked to its final
 * name, which fails rather than overwrites when the name is taken.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { link, mkdir, rm, stat, unlink } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import { localized, type Locale } from '../../shared/locale';

/** Where a file belongs: the shelf of its kind of record, and the record. */
export interface FilePlace {
  shelf: 'notices' | 'templates';
  id: number;
}

/** What a record keeps of each of its files (a notice's column attachments, a template's row). */
export interface StoredAttachment {
  key: string;
  /** The name as uploaded, in whatever language it was written. */
  name: string;
  /** The English name the organiser gave a file whose own name is Chinese; absent when none was given. */
  nameEn?: string;
  mime: string;
  size: number;
}

export const isStoredAttachment = (value: unknown): value is StoredAttachment => {
  const item = value as Partial<StoredAttachment> | null;
  return typeof item === 'object' && item !== null && typeof item.key === 'string' && typeof item.name === 'string'
    && typeof item.mime === 'string' && typeof item.size === 'number' && (item.nameEn === undefined || typeof item.nameEn === 'string');
};

/** The file's name for a reader of this language: the English one where the organiser gave it. */
export const attachmentName = (file: StoredAttachment, locale: Locale): string => localized(locale, file.name, file.nameEn ?? '');

export class FileTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`file larger than ${limit} bytes`);
  }
}

/** Bytes enough for file-type to recognise every format it knows. */
const HEAD_BYTES = 4100;
/** File systems allow 255 bytes per name; Chinese characters take 3 each in UTF-8. */
const MAX_NAME_BYTES = 150;
const MAX_LABEL_CHARS = 200;

/** Types file-type cannot see in the bytes (plain text has no signature). */
const TEXT_TYPES: Record<string, string> = {
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.md': 'text/markdown',
};

/**
 * The name users see: the last segment of what the browser sent (old browsers send C:\fakepath\…),
 * without control or format characters (a right-to-left override could dress `exe.pdf` up as a PDF).
 */
export function displayName(raw: string): string {
  const last = raw.split(/[/\\]/).at(-1) ?? '';
  const clean = last.normalize('NFC').replace(/[\p{Cc}\p{Cf}]/gu, '').replace(/\s+/g, ' ').trim();
  return [...clean].slice(0, MAX_LABEL_CHARS).join('');
}

/**
 * The English name of a file as the organiser typed it, cleaned like any name and carrying the
 * file's own extension (typed or not), so a download in English opens in the same program.
 * Empty clears it.
 */
export function englishName(typed: string, uploadedName: string): string {
  const name = displayName(typed);
  if (name === '') return '';
  const ext = extname(uploadedName);
  return ext && !name.toLowerCase().endsWith(ext.toLowerCase()) ? `${name}${ext}` : name;
}

const cutToBytes = (text: string, max: number): string => {
  let result = '';
  for (const char of text) {
    if (Buffer.byteLength(result + char) > max) break;
    result += char;
  }
  return result;
};

/** The name on disk for a display name: letters (any script), digits, `._-()`; never `.`-led. */
export function safeFileName(name: string): string {
  const replaced = displayName(name).replace(/[^\p{L}\p{N}._()-]+/gu, '_').replace(/^[._]+/, '');
  const ext = /^\.[\p{L}\p{N}]{1,10}$/u.test(extname(replaced)) ? extname(replaced).toLowerCase() : '';
  const stem = replaced.slice(0, replaced.length - ext.length).replace(/[._]+$/, '');
  return `${cutToBytes(stem, MAX_NAME_BYTES) || 'file'}${ext}`;
}

/** A name safeFileName could have produced (or a numbered variant of one). */
export const isSafeFileName = (name: string): boolean =>
  /^[\p{L}\p{N}(-][\p{L}\p{N}._()-]*$/u.test(name) && Buffer.byteLength(name) <= MAX_NAME_BYTES + 20;

const folderOf = (dataDir: string, { shelf, id }: FilePlace): string => {
  if (!Number.isSafeInteger(id) || id < 1) throw new Error(`bad ${shelf} id ${id}`);
  return join(resolve(dataDir), shelf, String(id));
};

/** The file of a stored key, or null when the key is not one of this record's. */
export function pathOfKey(dataDir: string, place: FilePlace, key: string): string | null {
  const prefix = `${place.shelf}/${place.id}/`;
  if (!key.startsWith(prefix)) return null;
  const name = key.slice(prefix.length);
  if (!isSafeFileName(name)) return null;
  const folder = folderOf(dataDir, place);
  const path = resolve(folder, name);
  return path.startsWith(folder + sep) ? path : null;
}

/** The type from the file's first bytes, else from a text file's extension, else generic. */
export async function detectMime(head: Buffer, name: string): Promise<string> {
  const type = await fileTypeFromBuffer(head);
  if (type) return type.mime;
  return TEXT_TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream';
}

/** Counts bytes, keeps the first ones for type detection, and stops past the limit. */
class Meter extends Transform {
  size = 0;
  private readonly chunks: Buffer[] = [];
  private kept = 0;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void): void {
    this.size += chunk.length;
    if (this.size > this.limit) {
      done(new FileTooLargeError(this.limit));
      return;
    }
    if (this.kept < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.kept);
      this.chunks.push(part);
      this.kept += part.length;
    }
    done(null, chunk);
  }

  get head(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

/** `name.pdf`, `name-2.pdf`, `name-3.pdf`, … */
const numbered = (name: string, n: number): string => {
  if (n === 1) return name;
  const ext = extname(name);
  return `${name.slice(0, name.length - ext.length)}-${n}${ext}`;
};

/**
 * Writes one file of a record from a stream; refuses (and removes) it past `maxBytes`. The caller
 * records the result in the record's row, and calls removeStoredFile when that fails.
 */
export async function saveFile(
  dataDir: string,
  place: FilePlace,
  rawName: string,
  source: Readable,
  maxBytes: number,
): Promise<StoredAttachment> {
  const folder = folderOf(dataDir, place);
  await mkdir(folder, { recursive: true });
  const temp = join(folder, `.part-${randomBytes(8).toString('hex')}`);
  const meter = new Meter(maxBytes);
  try {
    await pipeline(source, meter, createWriteStream(temp, { flags: 'wx' }));
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw error;
  }
  try {
    const name = displayName(rawName) || 'file';
    const base = safeFileName(name);
    for (let n = 1; n <= 100; n += 1) {
      const fileName = numbered(base, n);
      try {
        await link(temp, join(folder, fileName));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
        throw error;
      }
      return { key: `${place.shelf}/${place.id}/${fileName}`, name, mime: await detectMime(meter.head, name), size: meter.size };
    }
    throw new Error(`${place.shelf} ${place.id}: no free file name for ${base}`);
  } finally {
    await unlink(temp).catch(() => {});
  }
}

/** A stored file, or null when it is not on disk (a key of another record counts as not there). */
export async function openFile(dataDir: string, place: FilePlace, key: string): Promise<{ stream: ReadStream; size: number } | null> {
  const path = pathOfKey(dataDir, place, key);
  if (!path) return null;
  try {
    const info = await stat(path);
    if (!info.isFile()) return null;
    return { stream: createReadStream(path), size: info.size };
  } catch {
    return null;
  }
}

export async function removeStoredFile(dataDir: string, place: FilePlace, key: string): Promise<void> {
  const path = pathOfKey(dataDir, place, key);
  if (path) await unlink(path).catch(() => {});
}

/** Every file of a record, with its folder. */
export async function removeFiles(dataDir: string, place: FilePlace): Promise<void> {
  await rm(folderOf(dataDir, place), { recursive: true, force: true });
}

/** Content-Disposition for a download, with the UTF-8 name of RFC 5987/6266 and an ASCII fallback. */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
