// @vitest-environment jsdom
/**
 * useResource under the real request layer, answered by a stand-in for the server that the test
 * controls request by request: paths from the resource table, aborted reads, reloads, kept errors.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { ApiError } from '../../../../src/runtime/http';
import { RESOURCES } from '../../../../src/shared/resources';

/** The server: each request waits until the test answers it (or the request is aborted). */
const server = vi.hoisted(() => {
  interface Pending { request: Request; answer: (data: unknown, code?: number) => void }
  const pending: Pending[] = [];
  const requests: Request[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    return new Promise<Response>((resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      pending.push({
        request,
        answer: (data, code = 1) => resolve(new Response(JSON.stringify({ code, message: code === 1 ? 'ok' : 'refused', data }), {
          status: code === 1 ? 200 : code === 1004 ? 404 : 400, headers: { 'content-type': 'application/json' },
        })),
      });
    });
  };
  /** The oldest unanswered request as "METHOD /path", with its answer. */
  const next = async (): Promise<Pending & { call: string }> => {
    let found: Pending | undefined;
    await vi.waitFor(() => {
      found = pending.find((entry) => !entry.request.signal.aborted);
      if (!found) throw new Error('no request yet');
    });
    pending.splice(pending.indexOf(found!), 1);
    const url = new URL(found!.request.url);
    return { ...found!, call: `${found!.request.method} ${url.pathname}` };
  };
  return { fetch, next, pending, requests };
});

vi.mock('../../../../src/client/app/http', async () => {
  const { createHttp } = await import('../../../../src/runtime/http');
  return {
    http: createHttp({
      getToken: () => 'token',
      clearToken: () => undefined,
      getClientId: () => 'client-1',
      onError: () => undefined,
      onSessionEnd: () => undefined,
      prefixUrl: 'http://portal.test/api',
      fetch: server.fetch as typeof fetch,
    }),
  };
});

const { useResource } = await import('../../../../src/client/features/screens/use-resource');
const { appStore } = await import('../../../../src/client/app/store');
const { lastReviewDecisionAtom } = await import('../../../../src/client/features/live/review-decisions');

const wrapper = ({ children }: { children: ReactNode }) => <Provider store={appStore}>{children}</Provider>;

afterEach(() => {
  cleanup();
  server.pending.splice(0);
  server.requests.splice(0);
  appStore.set(lastReviewDecisionAtom, null);
});

describe('useResource', () => {
  it('reads a single resource at its path from the table and saves it there, keeping the saved record', async () => {
    const { result } = renderHook(() => useResource(RESOURCES.company), { wrapper });
    expect(result.current.record).toEqual({ phase: 'loading' });
    const read = await server.next();
    expect(read.call).toBe('GET /api/v4/exhibitor/company');
    read.answer(null);
    await waitFor(() => expect(result.current.record).toEqual({ phase: 'ready', record: null }));

    let saving!: Promise<unknown>;
    act(() => { saving = result.current.save({ name: 'Star Trail' }); });
    const put = await server.next();
    expect(put.call).toBe('PUT /api/v4/exhibitor/company');
    await expect(put.request.json()).resolves.toEqual({ name: 'Star Trail' });
    put.answer({ id: 1, name: 'Star Trail', review_status: 0 });
    let saved: unknown;
    await act(async () => { saved = await saving; });
    expect(saved).toEqual({ id: 1, name: 'Star Trail', review_status: 0 });
    expect(result.current.record).toEqual({ phase: 'ready', record: { id: 1, name: 'Star Trail', review_status: 0 } });
    expect(result.current.version).toBe(1);
    // The saved record is not read again.
    expect(server.requests).toHaveLength(2);
  });

  it('aborts the read when the page goes', async () => {
    const { unmount } = renderHook(() => useResource(RESOURCES.report, { id: 7 }), { wrapper });
    const read = await server.next();
    expect(read.call).toBe('GET /api/v4/exhibitor/report/7');
    unmount();
    expect(read.request.signal.aborted).toBe(true);
  });

  it('aborts the read of the previous record when the id changes, and shows only the new one', async () => {
    const { result, rerender } = renderHook(({ id }) => useResource(RESOURCES.product, { id }), { wrapper, initialProps: { id: 3 } });
    const first = await server.next();
    expect(first.call).toBe('GET /api/v4/exhibitor/display/product/3');
    rerender({ id: 4 });
    expect(first.request.signal.aborted).toBe(true);
    expect(result.current.record).toEqual({ phase: 'loading' });
    const second = await server.next();
    expect(second.call).toBe('GET /api/v4/exhibitor/display/product/4');
    second.answer({ id: 4 });
    await waitFor(() => expect(result.current.record).toEqual({ phase: 'ready', record: { id: 4 } }));
  });

  it('needs no read for a new record of a list resource', () => {
    const { result } = renderHook(() => useResource(RESOURCES['invoice-header']), { wrapper });
    expect(result.current.record).toEqual({ phase: 'ready', record: null });
    expect(result.current.list.endpoint).toBe('/v4/invoice/header');
    expect(server.requests).toHaveLength(0);
  });

  it('tells a missing record from a failed read', async () => {
    const { result, rerender } = renderHook(({ id }) => useResource(RESOURCES.report, { id }), { wrapper, initialProps: { id: 8 } });
    (await server.next()).answer(null, 1004);
    await waitFor(() => expect(result.current.record).toEqual({ phase: 'missing' }));
    rerender({ id: 9 });
    (await server.next()).answer(null, 5000);
    await waitFor(() => expect(result.current.record).toEqual({ phase: 'failed' }));
  });

  it('reloads the record, still showing it meanwhile, and the list', async () => {
    const { result } = renderHook(() => useResource(RESOURCES.report, { id: 5 }), { wrapper });
    (await server.next()).answer({ id: 5, title: 'old' });
    await waitFor(() => expect(result.current.record).toEqual({ phase: 'ready', record: { id: 5, title: 'old' } }));
    const listKey = result.current.list.reloadKey;

    act(() => result.current.reload());
    expect(result.current.list.reloadKey).not.toBe(listKey);
    expect(result.current.record).toEqual({ phase: 'ready', record: { id: 5, title: 'old' } });
    const again = await server.next();
    expect(again.call).toBe('GET /api/v4/exhibitor/report/5');
    again.answer({ id: 5, title: 'new' });
    await waitFor(() => expect(result.current.record).toEqual({ phase: 'ready', record: { id: 5, title: 'new' } }));
  });

  it('keeps a refused save as saveError, rejects with it, and forgets it when a save succeeds', async () => {
    const { result } = renderHook(() => useResource(RESOURCES['invoice-header']), { wrapper });
    let saving!: Promise<unknown>;
    act(() => { saving = result.current.save({ title: '' }).catch((error: unknown) => error); });
    const post = await server.next();
    expect(post.call).toBe('POST /api/v4/invoice/header');
    post.answer({ errors: [{ field: 'title', message: 'Enter the title' }] }, 1000);
    let refused: unknown;
    await act(async () => { refused = await saving; });
    expect(refused).toBeInstanceOf(ApiError);
    expect(result.current.saveError).toBe(refused);
    expect((result.current.saveError as ApiError).data).toEqual({ errors: [{ field: 'title', message: 'Enter the title' }] });
    expect(result.current.version).toBe(0);

    act(() => { saving = result.current.save({ title: 'Star Trail' }, 12); });
    // A new save starts without the last one's error.
    expect(result.current.saveError).toBeNull();
    const put = await server.next();
    expect(put.call).toBe('PUT /api/v4/invoice/header/12');
    put.answer({ id: 12, title: 'Star Trail' });
    await act(async () => { await saving; });
    expect(result.current.saveError).toBeNull();
    expect(result.current.version).toBe(1);
  });

  it('removes a record at its path and has the list read again', async () => {
    const { result } = renderHook(() => useResource(RESOURCES.merch), { wrapper });
    const listKey = result.current.list.reloadKey;
    let removing!: Promise<void>;
    act(() => { removing = result.current.remove(21); });
    const deletion = await server.next();
    expect(deletion.call).toBe('DELETE /api/v4/exhibitor/display/merch/21');
    deletion.answer(null);
    await act(async () => { await removing; });
    expect(result.current.version).toBe(1);
    expect(result.current.list.reloadKey).not.toBe(listKey);
  });

  it('reads one record on demand, aborted when the page goes', async () => {
    const { result, unmount } = renderHook(() => useResource(RESOURCES['invoice-header']), { wrapper });
    const reading = result.current.one(3);
    const read = await server.next();
    expect(read.call).toBe('GET /api/v4/invoice/header/3');
    read.answer({ id: 3, email: 'finance@startrail.example.com' });
    await expect(reading).resolves.toEqual({ id: 3, email: 'finance@startrail.example.com' });

    const pending = result.current.one(4).catch((error: unknown) => error);
    const second = await server.next();
    unmount();
    expect(second.request.signal.aborted).toBe(true);
    expect(await pending).toMatchObject({ name: 'AbortError' });
  });

  it('follows the organiser decisions on a reviewed resource: the list on any of its records, the record on its own', async () => {
    const { result } = renderHook(() => useResource(RESOURCES.report, { id: 5 }), { wrapper });
    (await server.next()).answer({ id: 5, review_status: 0 });
    await waitFor(() => expect(result.current.record).toMatchObject({ phase: 'ready' }));

    let listKey = result.current.list.reloadKey;
    act(() => appStore.set(lastReviewDecisionAtom, { screen: 'report', id: 6, review_status: 1, review_reason: null }));
    expect(result.current.list.reloadKey).not.toBe(listKey);

    listKey = result.current.list.reloadKey;
    act(() => appStore.set(lastReviewDecisionAtom, { screen: 'company', id: 5, review_status: 1, review_reason: null }));
    expect(result.current.list.reloadKey).toBe(listKey);
    // Neither decision was about this record: it is not read again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toHaveLength(1);

    act(() => appStore.set(lastReviewDecisionAtom, { screen: 'report', id: 5, review_status: 2, review_reason: 'Blurred scan' }));
    const again = await server.next();
    expect(again.call).toBe('GET /api/v4/exhibitor/report/5');
    again.answer({ id: 5, review_status: 2, review_reason: 'Blurred scan' });
    await waitFor(() => expect(result.current.record).toEqual({ phase: 'ready', record: { id: 5, review_status: 2, review_reason: 'Blurred scan' } }));

    // A later decision elsewhere leaves both alone.
    listKey = result.current.list.reloadKey;
    act(() => appStore.set(lastReviewDecisionAtom, { screen: 'catalogue', id: 1, review_status: 1, review_reason: null }));
    expect(result.current.list.reloadKey).toBe(listKey);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toHaveLength(2);
  });

  it('does not follow decisions on a resource that is not reviewed', () => {
    const { result } = renderHook(() => useResource(RESOURCES['invoice-header']), { wrapper });
    const listKey = result.current.list.reloadKey;
    act(() => appStore.set(lastReviewDecisionAtom, { screen: 'invoice-header', id: 1, review_status: 1, review_reason: null }));
    expect(result.current.list.reloadKey).toBe(listKey);
  });
});
