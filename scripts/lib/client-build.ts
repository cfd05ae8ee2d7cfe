/**
 * Builds the client into dist/client when it is missing or its sources changed in content
 * (sources-stamp.ts), so `npm start` and the browser tests always serve what the working tree says.
 * A build takes 15–25 s of both cores: a needless one is a slow restart.
 *
 * The build runs as a child process: vite's bundler takes ~1 GiB while it works, and a server that
 * built its client in its own process would keep that resident for as long as it runs.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildIsStale, stampOf, writeStamp } from './sources-stamp';

export { SOURCES_STAMP } from './sources-stamp';

/** What the build reads: the client's code, what it shares, the files vite.config.ts and its plugins take in. */
const CLIENT_SOURCES = [
  'src/client', 'src/runtime', 'src/engine', 'src/shared', 'locales', 'schemas', 'index.html', 'vite.config.ts',
  'scripts/vite-precompress.ts', 'scripts/vite-form-styles.ts', 'scripts/vite-precompiled-messages.ts', 'scripts/vite-schema-validators.ts',
  'src/server/screens/screen-module.ts', 'package-lock.json',
];

/** Records the sources the build in `outDir` was made from (ensureClientBuilt does it after building). */
export function stampClientSources(root: string, outDir = join(root, 'dist/client')): void {
  writeStamp(outDir, stampOf(root, CLIENT_SOURCES));
}

/** Whether dist/client must be built again (sources-stamp.ts buildIsStale, judged by its index.html). */
export const clientIsStale = (root: string, outDir = join(root, 'dist/client')): boolean =>
  buildIsStale(root, outDir, join(outDir, 'index.html'), CLIENT_SOURCES);

export function ensureClientBuilt(root: string, log: (line: string) => void = console.log): void {
  const outDir = join(root, 'dist/client');
  if (!clientIsStale(root, outDir)) return;
  log('Building the client…');
  const stamp = stampOf(root, CLIENT_SOURCES);
  const vite = join(dirname(createRequire(join(root, 'package.json')).resolve('vite/package.json')), 'bin/vite.js');
  const built = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`the client build failed (vite build exited with ${built.status ?? built.signal})`);
  writeStamp(outDir, stamp);
}
