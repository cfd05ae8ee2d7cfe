/** fetch over XMLHttpRequest: the body's progress reported, the answer a real Response, abort honoured. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressFetch } from '../../../src/runtime/progress-fetch';

/** A stand-in XMLHttpRequest that records what it was given and answers when told. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = false;
  responseType = '';
  status = 0;
  statusText = '';
  response: unknown = null;
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  responseHeaders = '';
  constructor() { FakeXhr.last = this; }
  open(method: string, url: string) { this.method = method; this.url = url; }
  setRequestHeader(name: string, value: string) { this.headers[name] = value; }
  send(body: unknown) { this.body = body; }
  abort() { this.aborted = true; this.onabort?.(); }
  getAllResponseHeaders() { return this.responseHeaders; }
  answer(status: number, body: string, headers = 'content-type: application/json\r\n') {
    this.status = status;
    this.response = new Blob([body]);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

afterEach(() => { vi.unstubAllGlobals(); });

const sent = () => new Promise((resolve) => { setTimeout(resolve, 0); });

describe('progressFetch', () => {
  it('sends the request as fetch would and reports the share of the body sent', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: number[] = [];
    const answer = progressFetch((fraction) => seen.push(fraction))('http://portal.test/api/batches?file_name=a.xlsx', {
      method: 'POST', body: new Blob(['sheet bytes']), headers: { authorization: 'Bearer t', 'content-type': 'application/vnd.ms-excel' }, credentials: 'include',
    });
    await sent();
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', 'http://portal.test/api/batches?file_name=a.xlsx', true]);
    expect(xhr.headers).toMatchObject({ authorization: 'Bearer t', 'content-type': 'application/vnd.ms-excel' });
    expect(await (xhr.body as Blob).text()).toBe('sheet bytes');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 7, total: 0 });
    xhr.answer(200, '{"code":1}');
    const response = await answer;
    expect(seen).toEqual([0.5, 1]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ code: 1 });
  });

  it('answers a status that has no body without failing', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const answer = progressFetch(() => {})('http://portal.test/api/x', { method: 'POST', body: 'x' });
    await sent();
    FakeXhr.last.answer(204, '');
    expect((await answer).status).toBe(204);
  });

  it('rejects as fetch does on a network failure and on abort', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const failing = progressFetch(() => {})('http://portal.test/api/x', { method: 'POST', body: 'x' });
    await sent();
    FakeXhr.last.onerror?.();
    await expect(failing).rejects.toThrow(TypeError);

    const controller = new AbortController();
    const aborted = progressFetch(() => {})('http://portal.test/api/x', { method: 'POST', body: 'x', signal: controller.signal });
    await sent();
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
  });
});
