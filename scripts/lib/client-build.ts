/**
 * Builds the client into dist/client when it is missing or its sources changed in content
 * (build-sources.mjs), so `npm start` and the browser tests always serve what the working tree says.
 * A build takes 15–25 s of both cores: a needless one is a slow restart.
 *
 * The build runs as a child process: vite's bundler takes ~1 GiB while it works, and a server that
 * built its client in its own process would keep that resident for as long as it runs.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CLIENT_SOURCES, clientIsStale, clientOutDir } from './build-sources.mjs';
import { stampOf, writeStamp } from './sources-stamp.mjs';

export { clientIsStale } from './build-sources.mjs';
export { SOURCES_STAMP } from './sources-stamp.mjs';

/** Records the sources the build in `outDir` was made from (ensureClientBuilt does it after building). */
export function stampClientSources(root: string, outDir = clientOutDir(root)): void {
  writeStamp(outDir, stampOf(root, CLIENT_SOURCES));
}

export function ensureClientBuilt(root: string, log: (line: string) => void = console.log): void {
  const outDir = clientOutDir(root);
  if (!clientIsStale(root, outDir)) return;
  log('Building the client…');
  const stamp = stampOf(root, CLIENT_SOURCES);
  const vite = join(dirname(createRequire(join(root, 'package.json')).resolve('vite/package.json')), 'bin/vite.js');
  const built = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`the client build failed (vite build exited with ${built.status ?? built.signal})`);
  writeStamp(outDir, stamp);
}
