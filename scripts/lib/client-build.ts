/**
 * Builds the client into dist/client when it is missing or its sources changed, so `npm start` and
 * the browser tests always serve what the working tree says.
 *
 * "Changed" means changed in content: a build writes a hash of its sources beside itself
 * (dist/client/.sources-hash, a dot file the server does not serve), and the client is rebuilt
 * exactly when the sources hash differently. Modification times alone would rebuild after every
 * `git checkout` or copy that rewrites files without changing them, and a build takes 15–25 s of
 * both cores. The stamp also keeps each file's size, times and inode: while none of them moved, no
 * file is read, and a start costs one walk of stat calls as before.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the build reads: the client's code, what it shares, the files vite.config.ts and its plugins take in. */
const CLIENT_SOURCES = [
  'src/client', 'src/runtime', 'src/engine', 'src/shared', 'locales', 'schemas', 'index.html', 'vite.config.ts',
  'scripts/vite-precompress.ts', 'scripts/vite-form-styles.ts', 'scripts/vite-precompiled-messages.ts', 'scripts/vite-schema-validators.ts',
  'src/server/screens/screen-module.ts', 'package-lock.json',
];

/** Beside the build; vite empties dist/client on each build, so a stamp never outlives its build. */
export const SOURCES_STAMP = '.sources-hash';

interface SourcesStamp {
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

/** Every file under the client sources, in a stable order. */
function sourceFiles(root: string): SourceFile[] {
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
  for (const source of CLIENT_SOURCES) visit(source);
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

function writeStamp(outDir: string, stamp: SourcesStamp): void {
  // Whole or not at all: a start that reads a half-written stamp would rebuild for nothing.
  const partial = join(outDir, `${SOURCES_STAMP}.${process.pid}`);
  writeFileSync(partial, `${JSON.stringify(stamp)}\n`);
  renameSync(partial, join(outDir, SOURCES_STAMP));
}

/** Records the sources the build in `outDir` was made from (ensureClientBuilt calls it after building). */
export function stampClientSources(root: string, outDir = join(root, 'dist/client')): void {
  const files = sourceFiles(root);
  writeStamp(outDir, { content: contentHash(root, files), stats: statsHash(files) });
}

/**
 * Whether dist/client must be built again: it is missing, or its sources differ from those it was
 * built from. When only files' times moved, the stamp takes the new times and the build stays. A
 * build without a stamp (made by `npm run build`, or before stamps) is judged as it used to be, by
 * being newer than every source file, and stamped when it is.
 */
export function clientIsStale(root: string, outDir = join(root, 'dist/client')): boolean {
  const index = join(outDir, 'index.html');
  if (!existsSync(index)) return true;
  const files = sourceFiles(root);
  const stats = statsHash(files);
  const stamp = readStamp(outDir);
  if (stamp?.stats === stats) return false;
  const content = contentHash(root, files);
  if (stamp ? stamp.content !== content : files.some((file) => file.mtimeMs > statSync(index).mtimeMs)) return true;
  writeStamp(outDir, { content, stats });
  return false;
}

export async function ensureClientBuilt(root: string, log: (line: string) => void = console.log): Promise<void> {
  const outDir = join(root, 'dist/client');
  if (!clientIsStale(root, outDir)) return;
  log('Building the client…');
  // The sources as the build is about to read them: one edited meanwhile makes the next start build again.
  const files = sourceFiles(root);
  const stamp = { content: contentHash(root, files), stats: statsHash(files) };
  const { build } = await import('vite');
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
  writeStamp(outDir, stamp);
}
