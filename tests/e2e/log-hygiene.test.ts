/**
 * The browser suite's portal logs every request (LOG_LEVEL=info, kept whole in a file). After a
 * session in the browser with the live stream open, a code sent and pages with share links, a grep
 * of the whole log (every browser test that ran before in this run included) finds no token, no
 * code, no demo account's e-mail or phone.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, portalUrl } from './support/browser';
import { logInThroughForm, tokenOf } from './shell-helpers';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await openPage(browser));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The portal's log lines (pino's JSON); the start banner for the operator is not the log. */
function logLines(): string[] {
  return readFileSync(inject('portalLog'), 'utf8').split('\n').filter((line) => line.startsWith('{"level"'));
}

/** Whether a line holds the secret; a number only as a whole number (a timestamp holds many 6-digit runs). */
const mentions = (line: string, secret: string): boolean =>
  /^\d+$/.test(secret) ? new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(line) : line.includes(secret);

/** Demo accounts' e-mails and phones (src/server/seed/demo.ts). */
const DEMO_CONTACTS = [
  'exhibitor@demo.test', 'sub@demo.test', 'sub2@demo.test', 'group@demo.test', 'groupbuy@demo.test', 'newbie@demo.test',
  'staff1@demo.test', 'staff2@demo.test', 'organiser@demo.test', 'firstlogin@demo.test', 'renew@demo.test',
  '13800000001', '13800000002', '13800000003', '13800000011', '13800000021',
];

describe('the portal log after a browser session', () => {
  it('holds no session token, code, e-mail or phone', async () => {
    const streamOpen = page.waitForResponse((response) => response.url().includes('/api/sse?') && response.status() === 200);
    await logInThroughForm(page, 'exhibitor@demo.test');
    const stream = await streamOpen;
    // The browser opens the stream with a single-use ticket, never with its session token.
    expect(stream.url()).toContain('ticket=');
    expect(stream.url()).not.toContain('token=');
    const token = await tokenOf(context);

    // A live message reaches the open stream; a code goes to the outbox.
    const published = await fetch(`${portalUrl()}/api/dev/live/publish`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ code: 10001, data: null }),
    });
    expect(((await published.json()) as { code: number }).code).toBe(1);
    await page.getByTestId('live-badge').waitFor();
    const sent = await fetch(`${portalUrl()}/api/v2/code/send`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: '13800000011', purpose: 'login' }),
    });
    const sentCode = ((await sent.json()) as { code: number }).code;
    // 11011: a code went to this phone less than a minute ago (another browser test); it is in the outbox all the same.
    expect([1, 11011]).toContain(sentCode);
    const outbox = (await (await fetch(`${portalUrl()}/api/dev/outbox?target=13800000011`)).json()) as { data: { list: { body: string }[] } };
    const codes = outbox.data.list.map((message) => message.body.match(/(?<!\d)\d{6}(?!\d)/)?.[0]).filter((code): code is string => !!code);
    expect(codes.length).toBeGreaterThan(0);

    // The old way of the spec's client, a token in the stream's URL, still works and is not logged either.
    const controller = new AbortController();
    const byToken = await fetch(`${portalUrl()}/api/sse?token=${token}`, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
    expect(byToken.status).toBe(200);
    controller.abort();
    await page.goto('/ticketBoothManagement/ticketBooth');
    await page.getByTestId('page-title').waitFor();

    // pino writes asynchronously; the request logs of the calls above must be in before the grep.
    let lines: string[] = [];
    for (let i = 0; i < 50 && !(lines = logLines()).some((line) => line.includes('/api/sse?token=[redacted]')); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines.some((line) => line.includes('/api/sse?token=[redacted]'))).toBe(true);
    expect(lines.some((line) => line.includes('"url":"/api/sse?client-id=[redacted]&ticket=[redacted]"'))).toBe(true);

    const jwt = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;
    expect(lines.filter((line) => jwt.test(line)), 'a JWT in the log').toEqual([]);
    for (const secret of [token, ...codes, ...DEMO_CONTACTS]) {
      expect(lines.filter((line) => mentions(line, secret)), `"${secret}" in the log`).toEqual([]);
    }
  });
});
