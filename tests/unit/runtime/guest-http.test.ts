// @vitest-environment jsdom
/** The guest token of the public calls: fetched once, sent as the bearer, renewed when refused or near its end. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGuestHttp } from '../../../src/runtime/guest-http';

const now = () => Math.floor(Date.now() / 1000);

function fakeServer() {
  const seen: { path: string; auth: string | null }[] = [];
  let issued = 0;
  let expire = now() + 7200;
  let refuse = false;
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    seen.push({ path, auth: request.headers.get('authorization') });
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (path === '/api/v2/login/guest') {
      issued += 1;
      return json(200, { code: 1, message: 'ok', data: { jwt: `guest-${issued}`, expire } });
    }
    if (refuse) {
      refuse = false;
      return json(401, { code: 1002, message: 'Token invalid', data: null });
    }
    return json(200, { code: 1, message: 'ok', data: { path } });
  };
  return {
    seen,
    fetch: fetchStub as typeof fetch,
    expireSoon: () => { expire = now() + 30; },
    refuseNext: () => { refuse = true; },
  };
}

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe('createGuestHttp', () => {
  it('fetches the token once for calls at the same time and sends it as the bearer', async () => {
    const server = fakeServer();
    const guest = createGuestHttp(() => undefined, { fetch: server.fetch, prefixUrl: 'http://portal.test/api' });
    // Three different links at once (the same call twice at once is cancelled by the request layer).
    await Promise.all(['a', 'b', 'c'].map((token) => guest.call((http) => http.get(`/v4/faq/share/${token}`))));
    expect(server.seen.filter((call) => call.path === '/api/v2/login/guest')).toHaveLength(1);
    expect(server.seen.filter((call) => call.path.startsWith('/api/v4/faq/share/')).map((call) => call.auth)).toEqual(['Bearer guest-1', 'Bearer guest-1', 'Bearer guest-1']);
  });

  it('fetches a new token when the stored one is about to expire', async () => {
    const server = fakeServer();
    server.expireSoon();
    const guest = createGuestHttp(() => undefined, { fetch: server.fetch, prefixUrl: 'http://portal.test/api' });
    await guest.call((http) => http.get('/v4/faq/share/abc'));
    await guest.call((http) => http.get('/v4/faq/share/abc'));
    expect(server.seen.filter((call) => call.path === '/api/v2/login/guest')).toHaveLength(2);
  });

  it('drops a refused token without ending any session, and the next call gets a new one', async () => {
    const server = fakeServer();
    const guest = createGuestHttp(() => undefined, { fetch: server.fetch, prefixUrl: 'http://portal.test/api' });
    await guest.call((http) => http.get('/v4/faq/share/abc'));
    server.refuseNext();
    await expect(guest.call((http) => http.get('/v4/faq/share/abc', undefined, { quiet: true }))).rejects.toBeTruthy();
    await guest.call((http) => http.get('/v4/faq/share/abc'));
    expect(server.seen.at(-1)?.auth).toBe('Bearer guest-2');
  });
});
