/**
 * Whether a build is older than its sources, judged by content: a build writes a hash of the
 * sources it was made from beside itself (`.sources-hash`, a dot file the server does not serve),
 * and it is stale exactly when the sources hash differently. Modification times alone would rebuild
 * after every `git checkout` or copy that rewrites files without changing them. The stamp also keeps
 * each file's size, times and inode: while none of them moved, no file is read, and the look costs one
 * walk of stat calls. The client (client-build.ts) and the server (server-build.ts) are judged alike.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Beside the build it describes. */
export const SOURCES_STAMP = '.sources-hash';

export interface SourcesStamp {
  /** Hash of every source file's path and content. */
  content: string;
  /** Hash of every source file's path, size, modification and change times and inode: the cheap first look. */
  stats: string;
}

interface SourceFile {
  /** Relative to the root, with forward slashes. */
  path: string;
  signature: string;
  mtimeMs: number;
}

/** Every file under the sources (folders or files, relative to root), in a stable order. */
function sourceFiles(root: string, sources: readonly string[]): SourceFile[] {
  const files: SourceFile[] = [];
  const visit = (path: string): void => {
    const absolute = join(root, path);
    if (!existsSync(absolute)) return;
    const stat = statSync(absolute);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(absolute).sort()) visit(`${path}/${entry}`);
      return;
    }
    files.push({ path, signature: `${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}:${stat.ino}`, mtimeMs: stat.mtimeMs });
  };
  for (const source of sources) visit(source);
  return files;
}

const statsHash = (files: readonly SourceFile[]): string => {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.path}\0${file.signature}\n`);
  return hash.digest('hex');
};

const contentHash = (root: string, files: readonly SourceFile[]): string => {
  const hash = createHash('sha256');
  for (const file of files) {
    const content = readFileSync(join(root, file.path));
    hash.update(`${file.path}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex');
};

function readStamp(outDir: string): SourcesStamp | undefined {
  try {
    const stamp = JSON.parse(readFileSync(join(outDir, SOURCES_STAMP), 'utf8')) as Partial<SourcesStamp>;
    return typeof stamp.content === 'string' && typeof stamp.stats === 'string' ? { content: stamp.content, stats: stamp.stats } : undefined;
  } catch {
    return undefined;
  }
}

export function writeStamp(outDir: string, stamp: SourcesStamp): void {
  // Whole or not at all: a start that reads a half-written stamp would rebuild for nothing.
  const partial = join(outDir, `${SOURCES_STAMP}.${process.pid}`);
  writeFileSync(partial, `${JSON.stringify(stamp)}\n`);
  renameSync(partial, join(outDir, SOURCES_STAMP));
}

/** The stamp of the sources as they are now: taken before a build, so a file edited meanwhile builds again next time. */
export function stampOf(root: string, sources: readonly string[]): SourcesStamp {
  const files = sourceFiles(root, sources);
  return { content: contentHash(root, files), stats: statsHash(files) };
}

/**
 * Whether the build in `outDir` (its main file `built`) must be made again: it is missing, or its
 * sources differ from those it was built from. When only files' times moved, the stamp takes the new
 * times and the build stays. A build without a stamp (made by hand, or before stamps) is judged by
 * being newer than every source file, and stamped when it is.
 */
export function buildIsStale(root: string, outDir: string, built: string, sources: readonly string[]): boolean {
  if (!existsSync(built)) return true;
  const files = sourceFiles(root, sources);
  const stats = statsHash(files);
  const stamp = readStamp(outDir);
  if (stamp?.stats === stats) return false;
  const content = contentHash(root, files);
  if (stamp ? stamp.content !== content : files.some((file) => file.mtimeMs > statSync(built).mtimeMs)) return true;
  writeStamp(outDir, { content, stats });
  return false;
}
