/**
 * The browser suite drives Debian's Chromium, with a CJK font so Chinese screens render as a user
 * sees them (screenshots included). Where either is missing, install it when we can (root with
 * apt); otherwise say the one command to run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk';

const canInstall = (): boolean => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

function hasChineseFont(): boolean {
  try {
    return execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

/** Returns null when Chromium and a Chinese font are there (or were installed), else the message to show. */
export function ensureChromium(log: (line: string) => void = console.log): string | null {
  const missing = [
    ...(existsSync(CHROMIUM_PATH) ? [] : ['chromium']),
    ...(hasChineseFont() ? [] : ['fonts-noto-cjk']),
  ];
  if (missing.length === 0) return null;
  if (!canInstall()) return `The browser tests need ${missing.join(' and ')}. Install with:\n  ${INSTALL_COMMAND}`;
  log(`Installing Debian's ${missing.join(' and ')} for the browser tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  return existsSync(CHROMIUM_PATH) ? null : `Installing Chromium did not produce ${CHROMIUM_PATH}. Install it with:\n  ${INSTALL_COMMAND}`;
}

/** The flags this closed network needs: no background traffic, no sandbox as root, no GPU. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
