/**
 * What each build of `npm start` is made of, and whether it must be made again (sources-stamp.mjs):
 * the client (dist/client, built by client-build.ts) and the server (dist/server/main.mjs, built by
 * server-build.ts). Plain JavaScript, its types declared once in build-sources.d.mts: scripts/start.mjs asks before
 * loading any TypeScript tooling, which only a build needs.
 */
import { join } from 'node:path';
import { buildIsStale } from './sources-stamp.mjs';

/** What the client build reads: its code, what it shares, the files vite.config.ts and its plugins take in. */
export const CLIENT_SOURCES = [
  'src/client', 'src/runtime', 'src/engine', 'src/shared', 'locales', 'schemas', 'index.html', 'vite.config.ts',
  'scripts/vite-precompress.ts', 'scripts/vite-form-styles.ts', 'scripts/vite-precompiled-messages.ts', 'scripts/vite-schema-validators.ts',
  'src/server/screens/screen-module.ts', 'package-lock.json',
];

/** What the server bundle is made of: the server, what it shares with the client, the JSON it imports, the packages' versions. */
export const SERVER_SOURCES = ['src/server', 'src/shared', 'schemas/_meta.schema.json', 'package-lock.json', 'scripts/lib/server-build.ts'];

export const clientOutDir = (root) => join(root, 'dist/client');

export const serverBundle = (root) => join(root, 'dist/server/main.mjs');

/** Whether dist/client must be built again, judged by its index.html. */
export const clientIsStale = (root, outDir = clientOutDir(root)) => buildIsStale(root, outDir, join(outDir, 'index.html'), CLIENT_SOURCES);

/** Whether dist/server/main.mjs must be built again. */
export const serverIsStale = (root) => buildIsStale(root, join(root, 'dist/server'), serverBundle(root), SERVER_SOURCES);
