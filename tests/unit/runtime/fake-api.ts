/** A stand-in for the portal's API under the real request layer: answers by "METHOD path". */
import { createHttp, type Http } from '../../../src/runtime/http';

/** An envelope-like JSON answer, a ready Response (a file), or a network failure. */
export type Reply = { status?: number; body: unknown } | Response | Error;
export type Routes = Record<string, Reply | ((url: URL, request: Request) => Reply)>;

export interface FakeApi {
  http: Http;
  /** "GET /api/v2/user/info?…" for each call, in order. */
  calls: string[];
  /** The requests as sent, headers and all. */
  requests: Request[];
  /** Messages the layer showed (toasts in the app). */
  shown: string[];
  sessionEnds: number;
}

export const envelope = (data: unknown, code = 1, message = 'ok'): Reply => ({ body: { code, message, data } });

/** `token: null` calls as a visitor without a session. */
export function fakeApi(routes: Routes, { token = 'token' }: { token?: string | null } = {}): FakeApi {
  const calls: string[] = [];
  const requests: Request[] = [];
  const shown: string[] = [];
  const api: FakeApi = { http: undefined as unknown as Http, calls, requests, shown, sessionEnds: 0 };
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    requests.push(request);
    const route = routes[`${request.method} ${url.pathname}`];
    const reply = typeof route === 'function' ? route(url, request) : route;
    if (!reply) return new Response(JSON.stringify({ code: 1004, message: 'Not found', data: null }), { status: 404 });
    if (reply instanceof Error) throw reply;
    if (reply instanceof Response) return reply;
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  api.http = createHttp({
    getToken: () => token ?? undefined,
    clearToken: () => undefined,
    getClientId: () => 'client-1',
    onError: (message) => shown.push(message),
    onSessionEnd: () => { api.sessionEnds += 1; },
    prefixUrl: 'http://portal.test/api',
    fetch: fetchStub as typeof fetch,
  });
  return api;
}
