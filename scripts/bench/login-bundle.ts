/**
 * First-load JavaScript of the login page (issue 4: ≤ 200 KiB gzip, without RJSF, ajv or ExcelJS).
 * Builds the client into a temporary folder while recording which modules each chunk holds, serves
 * it with the real server, opens /login in Chromium and adds up the gzip size of every script it
 * loaded before the network went quiet.
 *
 * It also adds up what the browser actually transferred for the page (issue 16: ≤ 250 kB, was
 * 653 kB): the encoded body and the headers of every answer, as Chromium counts them, with brotli
 * accepted as a browser does over HTTPS (Chromium offers it to plain-HTTP origins only when asked).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import type { Plugin } from 'vite';
import { launchChromium } from '../lib/chromium';
import { projectRoot, startPortal } from '../lib/portal-process';

export const TARGET_KIB = 200;
/** Bytes over the wire for the whole login page, in kB (1,000 bytes) as browsers' tools count them. */
export const TARGET_TRANSFER_KB = 250;
const HEAVY = [/[\\/]@rjsf[\\/]/, /[\\/]ajv[\\/]/, /[\\/]ajv-formats[\\/]/, /[\\/]exceljs[\\/]/];

export interface LoginBundleResult {
  files: { name: string; gzipBytes: number }[];
  totalKiB: number;
  heavyModules: string[];
  /** Every answer of the page load: bytes transferred (headers and encoded body) and how it was encoded. */
  transfers: { path: string; bytes: number; encoding: string }[];
  transferKB: number;
}

function chunkModules(into: Map<string, string[]>): Plugin {
  return {
    name: 'bench-chunk-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') into.set(output.fileName, output.moduleIds);
      }
    },
  };
}

export async function measureLoginBundle(): Promise<LoginBundleResult> {
  const outDir = mkdtempSync(join(tmpdir(), 'portal-bench-client-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-data-'));
  const modules = new Map<string, string[]>();
  const { build } = await import('vite');
  await build({ root: projectRoot, configFile: join(projectRoot, 'vite.config.ts'), logLevel: 'silent', build: { outDir, emptyOutDir: true }, plugins: [chunkModules(modules)] });

  const portal = await startPortal(dataDir, { CLIENT_DIR: outDir });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ extraHTTPHeaders: { 'accept-encoding': 'gzip, deflate, br' } });
    const scripts = new Set<string>();
    const answers: Response[] = [];
    page.on('response', (response) => {
      answers.push(response);
      const url = new URL(response.url());
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice('/assets/'.length));
    });
    await page.goto(`${portal.url}/login`, { waitUntil: 'networkidle' });
    await page.locator('input[name="account"]').waitFor();
    const files = [...scripts].sort().map((name) => ({ name, gzipBytes: gzipSync(readFileSync(join(outDir, 'assets', name))).length }));
    const heavyModules = [...scripts].flatMap((name) => (modules.get(`assets/${name}`) ?? []).filter((id) => HEAVY.some((pattern) => pattern.test(id))));
    const transfers = await Promise.all(answers.map(async (response) => {
      const sizes = await response.request().sizes();
      return { path: new URL(response.url()).pathname, bytes: sizes.responseHeadersSize + sizes.responseBodySize, encoding: (await response.allHeaders())['content-encoding'] ?? 'identity' };
    }));
    return {
      files, totalKiB: files.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024, heavyModules,
      transfers, transferKB: transfers.reduce((sum, transfer) => sum + transfer.bytes, 0) / 1000,
    };
  } finally {
    await browser.close();
    await portal.stop();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
