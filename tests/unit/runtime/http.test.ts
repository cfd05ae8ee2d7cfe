/** The request layer's response-code policy (SPEC.md §7, §8), through a stubbed fetch. */
import { describe, expect, it } from 'vitest';
import { ApiError, CONSECUTIVE_REQUEST_MESSAGE, dispositionName, isCancelled, wasShown } from '../../../src/runtime/http';
import { envelope, fakeApi } from './fake-api';

describe('request layer', () => {
  it('code 1 resolves with data; the spec’s headers and the bearer token go out', async () => {
    const api = fakeApi({ 'GET /api/x': envelope({ a: 1 }) });
    expect(await api.http.get('/x', { page: 2 })).toEqual({ a: 1 });
    const headers = api.requests[0]?.headers;
    expect(api.calls).toEqual(['GET /api/x?page=2']);
    expect(headers?.get('authorization')).toBe('Bearer token');
    for (const name of ['version', 'client', 'client-name', 'client-id', 'platform']) expect(headers?.get(name), name).toBeTruthy();
  });

  it('pass-through codes come back without a message', async () => {
    const api = fakeApi({ 'POST /api/v2/login/account': envelope({ bind_token: 't' }, 11013, 'bind first') });
    await expect(api.http.postEnvelope('v2/login/account', {})).resolves.toEqual({ code: 11013, message: 'bind first', data: { bind_token: 't' } });
    expect(api.shown).toEqual([]);
  });

  it('another code shows the server message and rejects with an error marked as shown', async () => {
    const api = fakeApi({ 'GET /api/x': envelope(null, 2003, 'User not found') });
    const error = await api.http.get('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(api.shown).toEqual(['User not found']);
    expect(wasShown(error)).toBe(true);
  });

  it('a quiet call shows nothing and its error is not marked as shown', async () => {
    const api = fakeApi({ 'GET /api/x': envelope(null, 2003, 'User not found'), 'GET /api/y': new TypeError('Failed to fetch') });
    const coded = await api.http.get('x', undefined, { quiet: true }).catch((e: unknown) => e);
    const network = await api.http.get('y', undefined, { quiet: true }).catch((e: unknown) => e);
    expect(api.shown).toEqual([]);
    expect(wasShown(coded)).toBe(false);
    expect(wasShown(network)).toBe(false);
  });

  it('a network failure shows its message', async () => {
    const api = fakeApi({ 'GET /api/y': new TypeError('Failed to fetch') });
    const error = await api.http.get('y').catch((e: unknown) => e);
    expect(api.shown).toEqual(['Failed to fetch']);
    expect(wasShown(error)).toBe(true);
  });

  it('1002 ends the session once, even for a quiet call', async () => {
    const api = fakeApi({ 'GET /api/x': { status: 401, body: { code: 1002, message: 'expired', data: null } } });
    await api.http.get('x', undefined, { quiet: true }).catch(() => undefined);
    await api.http.get('x').catch(() => undefined);
    expect(api.sessionEnds).toBe(1);
    expect(api.shown).toEqual(['expired']);
  });

  it('a 401 without a token only shows the message: nothing to end', async () => {
    const api = fakeApi({ 'GET /api/x': { status: 401, body: { code: 1002, message: 'log in first', data: null } } }, { token: null });
    await api.http.get('x').catch(() => undefined);
    expect(api.sessionEnds).toBe(0);
    expect(api.shown).toEqual(['log in first']);
  });

  it('a duplicate of a pending call is cancelled with the spec’s message', async () => {
    const api = fakeApi({ 'GET /api/x': envelope(1) });
    const first = api.http.get('x');
    const second = await api.http.get('x').catch((e: unknown) => e);
    expect(isCancelled(second)).toBe(true);
    expect((second as Error).message).toBe(CONSECUTIVE_REQUEST_MESSAGE);
    await expect(first).resolves.toBe(1);
    expect(api.shown).toEqual([]);
  });
});

describe('multipart uploads', () => {
  it('send the form as multipart with the token, and answer like post()', async () => {
    let sent: Promise<FormData> | undefined;
    const api = fakeApi({ 'POST /api/organiser/notices/3/attachments': (_url, request) => { sent = request.formData(); return envelope({ id: 3 }); } });
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
    await expect(api.http.postForm('/organiser/notices/3/attachments', form)).resolves.toEqual({ id: 3 });
    const request = api.requests[0];
    expect(request?.headers.get('authorization')).toBe('Bearer token');
    expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const file = (await sent)?.get('file') as File;
    expect([file.name, await file.text()]).toEqual(['hello.txt', 'hello']);
  });

  it('refuse the same file twice while the first is on its way, but not another file', async () => {
    const api = fakeApi({ 'POST /api/x': envelope(1) });
    const formOf = (name: string) => {
      const form = new FormData();
      form.append('file', new Blob(['x']), name);
      return form;
    };
    const first = api.http.postForm('x', formOf('a.pdf'));
    expect(isCancelled(await api.http.postForm('x', formOf('a.pdf')).catch((e: unknown) => e))).toBe(true);
    await expect(api.http.postForm('x', formOf('b.pdf'))).resolves.toBe(1);
    await expect(first).resolves.toBe(1);
  });
});

describe('file downloads', () => {
  const file = (content: string) => new Response(content, { status: 200, headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });

  it('give the body of a file answer', async () => {
    const api = fakeApi({ 'GET /api/v4/export/7/download': () => file('PK-xlsx') });
    const blob = await api.http.file('/v4/export/7/download');
    expect(await blob.text()).toBe('PK-xlsx');
    expect(api.requests[0]?.headers.get('authorization')).toBe('Bearer token');
  });

  it('show an error envelope like any call', async () => {
    const api = fakeApi({ 'GET /api/v4/export/7/download': { status: 404, body: { code: 1004, message: 'Not found', data: null } } });
    const error = await api.http.file('v4/export/7/download').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(api.shown).toEqual(['Not found']);
  });

  it('refuse a JSON success where a file was expected', async () => {
    const api = fakeApi({ 'GET /api/x': envelope({}) });
    await expect(api.http.file('x')).rejects.toBeInstanceOf(ApiError);
  });

  it('end the session on 401 like any call', async () => {
    const api = fakeApi({ 'GET /api/x': { status: 401, body: { code: 1002, message: 'expired', data: null } } });
    await api.http.file('x').catch(() => undefined);
    expect(api.sessionEnds).toBe(1);
  });
});

describe('downloads a call makes, and files sent as the body', () => {
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  it('a POST download gives the body, the name the server gave it and its headers', async () => {
    const api = fakeApi({
      'POST /api/organiser/invoice/export': () => new Response('PK-batch', {
        status: 200, headers: { 'content-type': XLSX, 'content-disposition': 'attachment; filename="invoice-batch-3-202611271030.xlsx"', 'x-batch-rows': '2' },
      }),
    });
    const got = await api.http.download('/organiser/invoice/export', { method: 'POST' });
    expect(await got.blob.text()).toBe('PK-batch');
    expect(got.name).toBe('invoice-batch-3-202611271030.xlsx');
    expect(got.headers.get('x-batch-rows')).toBe('2');
    expect(api.calls).toEqual(['POST /api/organiser/invoice/export']);
  });

  it('an error envelope instead of the file is shown and rejects', async () => {
    const api = fakeApi({ 'POST /api/organiser/invoice/export': envelope(null, 2010, 'Nothing is waiting to go to the tax system') });
    await expect(api.http.download('organiser/invoice/export', { method: 'POST' })).rejects.toBeInstanceOf(ApiError);
    expect(api.shown).toEqual(['Nothing is waiting to go to the tax system']);
  });

  it('a file goes out as the body with its type, and the envelope answers as post() does', async () => {
    const api = fakeApi({ 'POST /api/organiser/invoice/import': envelope({ issued: 1 }) });
    const sheet = new Blob(['PK-sheet'], { type: XLSX });
    await expect(api.http.upload('organiser/invoice/import', sheet, { searchParams: { file_name: 'result.xlsx' } })).resolves.toEqual({ issued: 1 });
    const request = api.requests[0]!;
    expect(api.calls).toEqual(['POST /api/organiser/invoice/import?file_name=result.xlsx']);
    expect(request.headers.get('content-type')).toBe(XLSX);
    expect(request.headers.get('authorization')).toBe('Bearer token');
  });

  it('a refused file is shown like any refusal', async () => {
    const api = fakeApi({ 'POST /api/x': envelope(null, 1000, 'Upload the result sheet as .xlsx') });
    await expect(api.http.upload('x', new Blob(['no'], { type: 'text/plain' }))).rejects.toBeInstanceOf(ApiError);
    expect(api.shown).toEqual(['Upload the result sheet as .xlsx']);
  });

  it.each([
    ['attachment; filename="a b.xlsx"', 'a b.xlsx'],
    ["attachment; filename*=UTF-8''%E5%8F%91%E7%A5%A8.xlsx; filename=\"x.xlsx\"", '发票.xlsx'],
    ['attachment; filename=plain.xlsx', 'plain.xlsx'],
    ['attachment', undefined],
    [null, undefined],
  ])('reads the file name of %s', (header, name) => {
    expect(dispositionName(header)).toBe(name);
  });
});
