/**
 * Builds the client into dist/client when it is missing or older than any of its sources, so
 * `npm start` and the browser tests always serve what the working tree says.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const CLIENT_SOURCES = ['src/client', 'src/runtime', 'src/engine', 'src/shared', 'locales', 'schemas', 'index.html', 'vite.config.ts', 'scripts/vite-precompress.ts', 'package-lock.json'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stat.mtimeMs);
}

export function clientIsStale(root: string, outDir = join(root, 'dist/client')): boolean {
  const index = join(outDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return CLIENT_SOURCES.some((source) => newestChange(join(root, source)) > built);
}

export async function ensureClientBuilt(root: string, log: (line: string) => void = console.log): Promise<void> {
  if (!clientIsStale(root)) return;
  log('Building the client…');
  const { build } = await import('vite');
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
}
