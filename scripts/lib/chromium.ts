/**
 * The browser suite drives Debian's Chromium. Where it is missing, install it when we can (root with
 * apt); otherwise say the one command to run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium';

const canInstall = (): boolean => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

/** Returns null when Chromium is there (or was installed), else the message to show. */
export function ensureChromium(log: (line: string) => void = console.log): string | null {
  if (existsSync(CHROMIUM_PATH)) return null;
  if (!canInstall()) return `The browser tests need Chromium at ${CHROMIUM_PATH}. Install it with:\n  ${INSTALL_COMMAND}`;
  log('Chromium is missing: installing Debian\'s package…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  return existsSync(CHROMIUM_PATH) ? null : `Installing Chromium did not produce ${CHROMIUM_PATH}. Install it with:\n  ${INSTALL_COMMAND}`;
}

/** The flags this closed network needs: no background traffic, no sandbox as root, no GPU. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
