/**
 * Builds the server into one module, dist/server/main.mjs, when it is missing or its sources changed
 * in content (build-sources.mjs); `npm start` runs that module.
 *
 * Run from its sources through tsx, the server transpiles some 300 files at every start and keeps
 * each one's code and source map: 2.1 s of a restart and ~70 MiB of its resident memory for nothing
 * that differs from the previous start. The build takes under a second with esbuild (the bundler
 * tsx itself uses), the packages stay outside it (node_modules, loaded as they are), and the JSON
 * the server imports is inlined. The tests keep running the sources.
 */
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_SOURCES, serverBundle, serverIsStale } from './build-sources.mjs';
import { stampOf, writeStamp } from './sources-stamp.mjs';

export { serverBundle, serverIsStale } from './build-sources.mjs';

/** Builds dist/server/main.mjs if it is stale; answers its path. */
export async function ensureServerBuilt(root: string, log: (line: string) => void = console.log): Promise<string> {
  const outDir = join(root, 'dist/server');
  const bundle = serverBundle(root);
  if (!serverIsStale(root)) return bundle;
  log('Building the server…');
  const stamp = stampOf(root, SERVER_SOURCES);
  // Written aside and moved in: two starts building at once each leave a whole bundle.
  const aside = join(outDir, `.build-${process.pid}`);
  mkdirSync(aside, { recursive: true });
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(root, 'src/server/main.ts')],
    outfile: join(aside, 'main.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  renameSync(join(aside, 'main.mjs.map'), `${bundle}.map`);
  renameSync(join(aside, 'main.mjs'), bundle);
  rmSync(aside, { recursive: true, force: true });
  writeStamp(outDir, stamp);
  return bundle;
}
