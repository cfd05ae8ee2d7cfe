/**
 * The portal's public origin comes from PUBLIC_URL, never from the request: a caller who forges
 * Host and X-Forwarded-Host (and -Proto) still gets share links, checkout and return addresses on the
 * configured origin, and the sandbox's signed callback goes to the portal, not to the forged host.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaqShareLink } from '../../../../src/shared/faq';
import type { BoothTicket, ShareLink, UnbindOrder } from '../../../../src/shared/tickets';
import { freePort } from '../../../../scripts/lib/portal-process';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { as, validId, type Headers } from '../tickets/support';

let t: TestApp;
let publicUrl: string;
let owner: Headers;
/** A server standing for the attacker's host: it records whatever reaches it. */
let evil: Server;
let evilHost: string;
const evilHits: string[] = [];

/** Every header a client (or a proxy nobody configured) could use to name another origin. */
const forged = (host: string): Headers => ({ host, 'x-forwarded-host': host, 'x-forwarded-proto': 'https', 'x-forwarded-port': '443' });

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  t = await createTestApp({ publicUrl });
  await t.app.listen({ port, host: '127.0.0.1' });
  owner = await as(t, 'exhibitor@demo.test');
  evil = createServer((request, response) => {
    evilHits.push(`${request.method} ${request.url}`);
    response.end('success');
  });
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
  evilHost = `127.0.0.1:${(evil.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => evil.close(resolve));
  await t.close();
});

const unboundTicket = async (): Promise<BoothTicket> =>
  (await t.call<{ list: BoothTicket[] }>({ method: 'GET', url: '/api/v4/ticket/booth?status=0&limit=1', headers: owner })).body.data.list[0]!;

describe('links and payment addresses under a forged Host and X-Forwarded-Host', () => {
  it('a ticket share link is on the configured origin', async () => {
    const ticket = await unboundTicket();
    const { body } = await t.call<ShareLink>({ method: 'POST', url: `/api/v4/ticket/booth/${ticket.id}/share`, headers: { ...owner, ...forged('evil.example') } });
    expect(body.code).toBe(1);
    expect(body.data.url).toBe(`${publicUrl}/ticketShare?token=${body.data.token}`);
  });

  it('a FAQ share link is on the configured origin', async () => {
    const asked = await t.call<{ id: number }>({ method: 'POST', url: '/api/v4/faq/question', headers: owner, payload: { category: 'materials', content: 'Where do the catalogue files go?' } });
    expect(asked.body.code).toBe(1);
    const { body } = await t.call<FaqShareLink>({ method: 'POST', url: `/api/v4/faq/question/${asked.body.data.id}/share`, headers: { ...owner, ...forged('evil.example') } });
    expect(body.code).toBe(1);
    expect(body.data.url).toBe(`${publicUrl}/faqShare?token=${body.data.token}`);
  });

  it('checkout, return and the signed callback go to the configured origin, never to the forged host', async () => {
    const ticket = await unboundTicket();
    const bound = await t.call({ method: 'PUT', url: `/api/v4/ticket/booth/${ticket.id}`, headers: owner, payload: { name: 'Origin Test', doc_type: 1, doc_number: validId(4242), phone: '13700137042' } });
    expect(bound.body.code, bound.body.message).toBe(1);
    const order = (await t.call<UnbindOrder>({ method: 'POST', url: '/api/v4/ticket/unbind', headers: owner, payload: { ticket_ids: [ticket.id] } })).body.data;

    const started = await t.call<{ checkout_url: string }>({ method: 'POST', url: `/api/v4/unbind/order/${order.id}/pay`, headers: { ...owner, ...forged(evilHost) } });
    expect(started.body.code).toBe(1);
    const checkoutUrl = started.body.data.checkout_url;
    expect(checkoutUrl).toMatch(new RegExp(`^${publicUrl}/api/pay/sandbox/checkout/sbx_[\\w-]+$`));
    const path = new URL(checkoutUrl).pathname;

    const page = await t.app.inject({ method: 'GET', url: `${path}?lang=en`, headers: forged(evilHost) });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(evilHost);

    const cancelled = await t.app.inject({ method: 'POST', url: `${path}/cancel`, headers: { ...forged(evilHost), 'content-type': 'application/x-www-form-urlencoded' }, payload: 'lang=en' });
    expect([cancelled.statusCode, cancelled.headers.location]).toEqual([303, `${publicUrl}/unbindOrder/list?order=${order.id}`]);

    // Paying makes the sandbox post its signed callback: to the portal, which then records the payment.
    const paid = await t.app.inject({ method: 'POST', url: `${path}/pay`, headers: { ...forged(evilHost), 'content-type': 'application/x-www-form-urlencoded' }, payload: 'lang=en' });
    expect([paid.statusCode, paid.headers.location]).toEqual([303, `${publicUrl}/unbindOrder/list?order=${order.id}`]);
    expect(evilHits).toEqual([]);
    const after = (await t.call<UnbindOrder>({ method: 'GET', url: `/api/v4/unbind/order/${order.id}`, headers: owner })).body.data;
    expect(after.paid_at).not.toBeNull();
  });
});
