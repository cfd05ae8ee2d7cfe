/**
 * The project's folder (the one holding package.json), found from this module's own place. The
 * sources (src/server/…) and the built server (dist/server/main.mjs, scripts/lib/server-build.ts)
 * sit at different depths, so files the server reads beside its code (the locale files, the
 * migrations, the checker's sources) are named from here, not relative to a module.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const projectRoot = findRoot(dirname(fileURLToPath(import.meta.url)));
