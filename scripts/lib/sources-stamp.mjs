/**
 * Whether a build is older than its sources, judged by content: a build writes a hash of the
 * sources it was made from beside itself (`.sources-hash`, a dot file the server does not serve),
 * and it is stale exactly when the sources hash differently. Modification times alone would rebuild
 * after every `git checkout` or copy that rewrites files without changing them. The stamp also keeps
 * each file's size, times and inode: while none of them moved, no file is read, and the look costs one
 * walk of stat calls. The client (client-build.ts) and the server (server-build.ts) are judged alike.
 *
 * Plain JavaScript, its types declared once in sources-stamp.d.mts: `npm start` judges the builds before it loads any
 * TypeScript tooling, which it needs only to build (scripts/start.mjs).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Beside the build it describes. */
export const SOURCES_STAMP = '.sources-hash';

/**
 * Every file under the sources (folders or files, relative to root), in a stable order: its path
 * (relative to the root, forward slashes), its stat signature and its modification time.
 */
function sourceFiles(root, sources) {
  const files = [];
  const visit = (path) => {
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

const statsHash = (files) => {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.path}\0${file.signature}\n`);
  return hash.digest('hex');
};

const contentHash = (root, files) => {
  const hash = createHash('sha256');
  for (const file of files) {
    const content = readFileSync(join(root, file.path));
    hash.update(`${file.path}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex');
};

function readStamp(outDir) {
  try {
    const stamp = JSON.parse(readFileSync(join(outDir, SOURCES_STAMP), 'utf8'));
    return typeof stamp.content === 'string' && typeof stamp.stats === 'string' ? { content: stamp.content, stats: stamp.stats } : undefined;
  } catch {
    return undefined;
  }
}

export function writeStamp(outDir, stamp) {
  // Whole or not at all: a start that reads a half-written stamp would rebuild for nothing.
  const partial = join(outDir, `${SOURCES_STAMP}.${process.pid}`);
  writeFileSync(partial, `${JSON.stringify(stamp)}\n`);
  renameSync(partial, join(outDir, SOURCES_STAMP));
}

/** The stamp of the sources as they are now: taken before a build, so a file edited meanwhile builds again next time. */
export function stampOf(root, sources) {
  const files = sourceFiles(root, sources);
  return { content: contentHash(root, files), stats: statsHash(files) };
}

/**
 * Whether the build in `outDir` (its main file `built`) must be made again: it is missing, or its
 * sources differ from those it was built from. When only files' times moved, the stamp takes the new
 * times and the build stays. A build without a stamp (made by hand, or before stamps) is judged by
 * being newer than every source file, and stamped when it is.
 */
export function buildIsStale(root, outDir, built, sources) {
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
