// @vitest-environment jsdom
/**
 * The editor's draft under the real request layer, answered by a stand-in for the server that the
 * test controls request by request: the draft starts from the version published and its labels,
 * changes are saved a moment later (the newest last, one save at a time), problems come back with
 * each save, and a failed save keeps what was typed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { readFileSync } from 'node:fs';
import type { ScreenDescriptor } from '../../../../src/shared/descriptor';

/** The server: each request waits until the test answers it (or the request is aborted). */
const server = vi.hoisted(() => {
  interface Pending { request: Request; answer: (data: unknown, code?: number) => void }
  const pending: Pending[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    return new Promise<Response>((resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      pending.push({
        request,
        answer: (data, code = 1) => resolve(new Response(JSON.stringify({ code, message: code === 1 ? 'ok' : 'refused', data }), {
          status: code === 1 ? 200 : 400, headers: { 'content-type': 'application/json' },
        })),
      });
    });
  };
  const next = async (): Promise<Pending & { call: string }> => {
    let found: Pending | undefined;
    await vi.waitFor(() => {
      found = pending.find((entry) => !entry.request.signal.aborted);
      if (!found) throw new Error('no request yet');
    }, { timeout: 3000 });
    pending.splice(pending.indexOf(found!), 1);
    return { ...found!, call: `${found!.request.method} ${new URL(found!.request.url).pathname}` };
  };
  return { fetch, next, pending };
});

vi.mock('../../../../src/client/app/http', async () => {
  const { createHttp } = await import('../../../../src/runtime/http');
  return {
    http: createHttp({
      getToken: () => 'token', clearToken: () => undefined, getClientId: () => 'client-1', onError: () => undefined, onSessionEnd: () => undefined,
      prefixUrl: 'http://portal.test/api', fetch: server.fetch as typeof fetch,
    }),
  };
});

const { useScreenDraft } = await import('../../../../src/client/features/screen-editor/use-screen-draft');
const { setRequired, setFieldLabel } = await import('../../../../src/client/features/screen-editor/descriptor-edits');
const { appStore } = await import('../../../../src/client/app/store');

const wrapper = ({ children }: { children: ReactNode }) => <Provider store={appStore}>{children}</Provider>;
const file = JSON.parse(readFileSync('schemas/invoice-header.json', 'utf8')) as ScreenDescriptor;
const known = () => false;
const stateOf = (draft: unknown, problems: unknown[] = []) => ({ screen: 'invoice-header', version: 1, published: file, draft, problems });
const storedDraft = (descriptor: unknown, messages: unknown) => ({ descriptor, messages, base_version: 1, updated_at: 1_785_000_000, updated_by: '组委会审核员', module: '/schemas/invoice-header/draft/0123/module.js' });

afterEach(() => {
  cleanup();
  server.pending.splice(0);
});

async function opened() {
  const hook = renderHook(() => useScreenDraft('invoice-header'), { wrapper });
  const read = await server.next();
  expect(read.call).toBe('GET /api/organiser/schemas/invoice-header');
  read.answer(stateOf(null));
  // No draft: the labels in use come from the version published.
  const version = await server.next();
  expect(version.call).toBe('GET /api/organiser/schemas/invoice-header/versions/1');
  version.answer({ version: 1, descriptor: file, messages: { en: { 'invoiceHeader.title': 'Company' } }, changes: [] });
  await waitFor(() => expect(hook.result.current.phase).toBe('ready'));
  return hook;
}

describe('the editor’s draft', () => {
  it('starts from the version published with its labels, and saves the newest of several quick changes once', async () => {
    const { result } = await opened();
    expect(result.current.doc).toEqual({ descriptor: file, messages: { en: { 'invoiceHeader.title': 'Company' } } });
    expect(result.current.saveState).toBe('clean');
    act(() => { result.current.edit((doc) => setFieldLabel(doc, 'title', 'en', 'Compan', known)); });
    act(() => { result.current.edit((doc) => setFieldLabel(doc, 'title', 'en', 'Company name', known)); });
    expect(result.current.saveState).toBe('unsaved');
    const put = await server.next();
    expect(put.call).toBe('PUT /api/organiser/schemas/invoice-header/draft');
    await expect(put.request.json()).resolves.toMatchObject({ messages: { en: { 'invoiceHeader.title': 'Company name' } } });
    await waitFor(() => expect(result.current.saveState).toBe('saving'));
    put.answer(stateOf(storedDraft(file, {}), [{ path: '/schema/properties/title/title', code: 'labelEmpty', params: { id: 'invoiceHeader.title', language: 'zh' }, message: 'label "invoiceHeader.title" has no zh text' }]));
    await waitFor(() => expect(result.current.saveState).toBe('saved'));
    expect(result.current.problems).toEqual([{ path: '/schema/properties/title/title', code: 'labelEmpty', params: { id: 'invoiceHeader.title', language: 'zh' }, message: 'label "invoiceHeader.title" has no zh text' }]);
    expect(result.current.published?.draft?.module).toBe('/schemas/invoice-header/draft/0123/module.js');
    expect(server.pending).toHaveLength(0);
  });

  it('saves a change made while a save is on its way right after it, the newest last', async () => {
    const { result } = await opened();
    act(() => { result.current.edit((doc) => setRequired(doc, 'email', false)); });
    let flushed!: Promise<boolean>;
    act(() => { flushed = result.current.flush(); });
    const first = await server.next();
    act(() => { result.current.edit((doc) => setRequired(doc, 'phone', false)); });
    first.answer(stateOf(storedDraft(file, {})));
    const second = await server.next();
    const body = await second.request.json() as { descriptor: ScreenDescriptor };
    expect(body.descriptor.schema.required).not.toContain('email');
    expect(body.descriptor.schema.required).not.toContain('phone');
    second.answer(stateOf(storedDraft(body.descriptor, {})));
    await act(async () => { await expect(flushed).resolves.toBe(true); });
    expect(result.current.saveState).toBe('saved');
  });

  it('keeps what was typed when a save fails, says so, and saves it on the next try', async () => {
    const { result } = await opened();
    act(() => { result.current.edit((doc) => setFieldLabel(doc, 'bank', 'zh', '开户行', known)); });
    let flushed!: Promise<boolean>;
    act(() => { flushed = result.current.flush(); });
    (await server.next()).answer(null, 1000);
    await act(async () => { await expect(flushed).resolves.toBe(false); });
    expect(result.current.saveState).toBe('failed');
    expect(result.current.doc?.messages.zh).toEqual({ 'invoiceHeader.bank': '开户行' });
    act(() => { flushed = result.current.flush(); });
    const again = await server.next();
    await expect(again.request.json()).resolves.toMatchObject({ messages: { zh: { 'invoiceHeader.bank': '开户行' } } });
    again.answer(stateOf(storedDraft(file, {})));
    await act(async () => { await expect(flushed).resolves.toBe(true); });
    expect(result.current.saveState).toBe('saved');
  });

  it('answers a refused edit without changing or saving anything', async () => {
    const { result } = await opened();
    let refused: unknown;
    act(() => { refused = result.current.edit((doc) => setRequired(doc, 'nope', true)); });
    expect(refused).toMatchObject({ id: 'screen_editor.refusal.noField' });
    expect(result.current.saveState).toBe('clean');
    expect(result.current.doc?.descriptor).toEqual(file);
    expect(server.pending).toHaveLength(0);
  });

  it('opens a stored draft as it is, without reading the version', async () => {
    const { result } = renderHook(() => useScreenDraft('invoice-header'), { wrapper });
    (await server.next()).answer(stateOf(storedDraft(file, { zh: { 'invoiceHeader.title': '抬头' } })));
    await waitFor(() => expect(result.current.phase).toBe('ready'));
    expect(result.current.doc?.messages).toEqual({ zh: { 'invoiceHeader.title': '抬头' } });
    expect(server.pending).toHaveLength(0);
  });
});
