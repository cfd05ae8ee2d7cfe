/**
 * Live events in the browser (SPEC.md §4): after logging in, every message code published on the
 * server shows in the page within a second, translated, with the bell counting what is unseen.
 * The server's development endpoint (DEV_TOOLS=1) publishes a message to the caller.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CODES } from '../../src/shared/live';
import { launchBrowser, openPage, portalUrl, screenshotPath } from './support/browser';
import { logInThroughForm, switchLanguage, tokenOf } from './shell-helpers';

/** How long a message may take from the server to the page. */
const WITHIN_MS = 1000;

const TEXT_ZH: Record<number, string> = {
  10001: '您有一条新消息',
  10002: '您有一个新订单',
  10003: '批量实名绑定：又处理了一条',
  10004: '批量实名绑定已完成',
  10005: '批量解绑：又处理了一条',
  10006: '批量解绑已完成',
  10007: '您有一个新的解绑订单',
};
const TEXT_EN: Record<number, string> = {
  10001: 'You have a new message',
  10002: 'You have a new order',
  10003: 'Batch real-name binding: another ticket processed',
  10004: 'Batch real-name binding finished',
  10005: 'Batch unbinding: another ticket processed',
  10006: 'Batch unbinding finished',
  10007: 'You have a new unbind order',
};

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

async function publish(code: number, data: unknown): Promise<void> {
  const response = await fetch(`${portalUrl()}/api/dev/live/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ code, data }),
  });
  const body = (await response.json()) as { code: number };
  expect(body.code, `publish ${code}: start the server with DEV_TOOLS=1`).toBe(1);
}

/** The stream is open once the server has answered GET /api/sse. */
async function waitForStream(target: Page): Promise<void> {
  await target.waitForResponse((response) => response.url().includes('/api/sse') && response.status() === 200);
}

beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  browser = await launchBrowser();
  ({ context, page } = await openPage(browser));
  const streamOpen = waitForStream(page);
  await logInThroughForm(page, 'exhibitor@demo.test');
  await streamOpen;
  token = await tokenOf(context);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('live notifications', () => {
  it('every code 10001–10007 shows within a second of being published', async () => {
    expect(await page.getByTestId('live-badge').count()).toBe(0);
    for (const [index, code] of LIVE_CODES.entries()) {
      const data = code === 10003 || code === 10005 ? { ticket_id: 100 + index, ok: true } : JSON.stringify({ n: index });
      const started = Date.now();
      await publish(code, data);
      await page.getByTestId('live-badge').filter({ hasText: new RegExp(`^${index + 1}$`) }).waitFor({ timeout: WITHIN_MS });
      expect(Date.now() - started).toBeLessThan(WITHIN_MS + 200);
    }
    await page.screenshot({ path: screenshotPath('live-badge-zh'), animations: 'disabled' });

    await page.getByTestId('live-bell').click();
    await page.getByTestId('live-panel').waitFor();
    const items = page.getByTestId('live-item');
    expect(await items.count()).toBe(LIVE_CODES.length);
    // Newest first.
    const codes = await items.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-code'))));
    expect(codes).toEqual([...LIVE_CODES].reverse());
    for (const code of LIVE_CODES) {
      expect(await page.locator(`[data-testid="live-item"][data-code="${code}"]`).textContent()).toContain(TEXT_ZH[code]);
    }
    await page.screenshot({ path: screenshotPath('live-panel-zh'), animations: 'disabled' });

    // Opening the list marks everything seen.
    await page.keyboard.press('Escape');
    await page.getByTestId('live-badge').waitFor({ state: 'detached' });
  });

  it('shows in English after a language switch, and a new message counts again', async () => {
    await switchLanguage(page, 'en');
    await publish(10002, null);
    await page.getByTestId('live-badge').filter({ hasText: /^1$/ }).waitFor({ timeout: WITHIN_MS });
    await page.getByTestId('live-bell').click();
    await page.getByTestId('live-panel').waitFor();
    for (const code of LIVE_CODES) {
      expect(await page.locator(`[data-testid="live-item"][data-code="${code}"]`).first().textContent()).toContain(TEXT_EN[code]);
    }
    await page.screenshot({ path: screenshotPath('live-panel-en'), animations: 'disabled' });
    await page.keyboard.press('Escape');
  });

  it('a finished export arrives on the stream too: the indicator lets go of it and its file downloads', async () => {
    await switchLanguage(page, 'zh');
    const response = await fetch(`${portalUrl()}/api/v4/invoice/header/export`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const started = (await response.json()) as { code: number; data: { name: string } };
    expect(started.code).toBe(1);
    const ready = page.getByTestId('toast').filter({ hasText: `“${started.data.name}”已导出` });
    await ready.waitFor();
    expect(await page.getByTestId('export-progress').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('export-ready-zh'), animations: 'disabled' });
    const download = page.waitForEvent('download');
    await ready.getByTestId('toast-action').click();
    expect((await download).suggestedFilename()).toBe(`${started.data.name}.xlsx`);
  });

  it('after logout the stream is closed and nothing more arrives', async () => {
    const isStream = (request: { url(): string }) => request.url().includes('/api/sse');
    // Closing an EventSource aborts its request: the browser reports it as failed (or finished).
    const closed = Promise.race([
      page.waitForEvent('requestfailed', { predicate: isStream }),
      page.waitForEvent('requestfinished', { predicate: isStream }),
    ]);
    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('menu-logout').click();
    await page.getByTestId('logout-confirm').click();
    await page.waitForURL(/\/login$/);
    await closed;
    // The token was revoked with the session: the server refuses to publish with it.
    const response = await fetch(`${portalUrl()}/api/dev/live/publish`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ code: 10001 }),
    });
    expect(response.status).toBe(401);
  });
});
