/**
 * When `npm start` rebuilds the client (scripts/lib/client-build.ts): exactly when the sources differ
 * in content from those of the build, never because a checkout or copy touched files without
 * changing them. A build takes 15–25 s of both cores, so a needless one is a slow restart.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientIsStale, SOURCES_STAMP, stampClientSources } from '../../../scripts/lib/client-build';

let root: string;
let outDir: string;

const write = (path: string, text: string): void => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

/** Sets a file's times `seconds` from now, as a checkout or an extraction would. */
const touch = (path: string, seconds: number): void => {
  const when = new Date(Date.now() + seconds * 1000);
  utimesSync(join(root, path), when, when);
};

/** A build of the current sources, stamped as ensureClientBuilt leaves it. */
const build = (): void => {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'index.html'), '<!doctype html><div id="root"></div>');
  stampClientSources(root, outDir);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'portal-client-build-'));
  outDir = join(root, 'dist/client');
  write('index.html', '<!doctype html><script type="module" src="/src/client/main.tsx"></script>');
  write('src/client/main.tsx', 'export const app = 1;\n');
  write('src/shared/codes.ts', 'export const OK = 1;\n');
  write('locales/en.json', '{"hello": "Hello"}\n');
  write('package-lock.json', '{"lockfileVersion": 3}\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('clientIsStale', () => {
  it('builds when there is no build', () => {
    expect(clientIsStale(root, outDir)).toBe(true);
  });

  it('does not build again when nothing changed', () => {
    build();
    expect(clientIsStale(root, outDir)).toBe(false);
    expect(clientIsStale(root, outDir)).toBe(false);
  });

  it('does not build again when a file was touched or rewritten with the same content', () => {
    build();
    touch('src/client/main.tsx', 60);
    write('locales/en.json', '{"hello": "Hello"}\n');
    expect(clientIsStale(root, outDir)).toBe(false);
    // The stamp took the new times: the next start does not even read the files.
    expect(clientIsStale(root, outDir)).toBe(false);
  });

  it('builds again when a source changed, even with its old times put back', () => {
    build();
    write('src/shared/codes.ts', 'export const OK = 2;\n');
    touch('src/shared/codes.ts', -3600);
    expect(clientIsStale(root, outDir)).toBe(true);
  });

  it('builds again when a source is added or removed', () => {
    build();
    write('src/client/page.tsx', 'export const page = 1;\n');
    expect(clientIsStale(root, outDir)).toBe(true);
    rmSync(join(root, 'src/client/page.tsx'));
    expect(clientIsStale(root, outDir)).toBe(false);
    rmSync(join(root, 'locales/en.json'));
    expect(clientIsStale(root, outDir)).toBe(true);
  });

  it('builds again when the build is gone, even with its stamp left', () => {
    build();
    rmSync(join(outDir, 'index.html'));
    expect(clientIsStale(root, outDir)).toBe(true);
  });

  it('judges a build without a stamp by its age, and stamps it when it is newer than every source', () => {
    build();
    rmSync(join(outDir, SOURCES_STAMP));
    touch('src/client/main.tsx', 60);
    expect(clientIsStale(root, outDir)).toBe(true);
    expect(existsSync(join(outDir, SOURCES_STAMP))).toBe(false);

    touch('src/client/main.tsx', -60);
    expect(clientIsStale(root, outDir)).toBe(false);
    expect(existsSync(join(outDir, SOURCES_STAMP))).toBe(true);
    // From then on content decides: a touch alone no longer rebuilds.
    touch('src/client/main.tsx', 60);
    expect(clientIsStale(root, outDir)).toBe(false);
  });
});
