/** The development error log's collector (SPEC.md §2: message, info, url, stack). */
import { describe, expect, it, vi } from 'vitest';
import { captureErrors, createErrorLog, entryFromError, entryFromRejection, type ErrorEventTarget } from '../../../src/runtime/error-log';

function fakeWindow() {
  const listeners = new Map<string, (event: Event) => void>();
  const target: ErrorEventTarget = {
    addEventListener: (type, listener) => listeners.set(type, listener),
    removeEventListener: (type) => listeners.delete(type),
  };
  return { target, fire: (type: string, event: object) => listeners.get(type)?.(event as Event), listeners };
}

describe('error log', () => {
  it('records window errors with message, info, url and stack', () => {
    const log = createErrorLog();
    const win = fakeWindow();
    captureErrors(log, win.target, () => 'http://portal/faq/index');
    const error = new TypeError('x is undefined');
    win.fire('error', { message: 'Uncaught TypeError: x is undefined', filename: 'http://portal/assets/a.js', lineno: 3, colno: 14, error });
    const [entry] = log.entries();
    expect(entry).toMatchObject({ message: 'Uncaught TypeError: x is undefined', info: 'http://portal/assets/a.js:3:14', url: 'http://portal/faq/index' });
    expect(entry?.stack).toContain('x is undefined');
  });

  it('records unhandled rejections, Error or not', () => {
    const log = createErrorLog();
    const win = fakeWindow();
    captureErrors(log, win.target, () => 'http://portal/');
    win.fire('unhandledrejection', { reason: new Error('boom') });
    win.fire('unhandledrejection', { reason: { code: 1009 } });
    expect(log.entries().map((e) => [e.message, e.info])).toEqual([['boom', 'unhandledrejection'], ['{"code":1009}', 'unhandledrejection']]);
  });

  it('stops on uninstall, keeps the newest entries only, tells subscribers', () => {
    const log = createErrorLog(2);
    const listener = vi.fn();
    const unsubscribe = log.subscribe(listener);
    const win = fakeWindow();
    const stop = captureErrors(log, win.target, () => 'u');
    for (const message of ['a', 'b', 'c']) win.fire('error', { message });
    expect(log.entries().map((entry) => entry.message)).toEqual(['b', 'c']);
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    expect(win.listeners.size).toBe(0);
    unsubscribe();
    log.clear();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(log.entries()).toEqual([]);
  });

  it('describes odd events without throwing', () => {
    expect(entryFromError({}, 'u', 1)).toEqual({ message: 'Script error', info: 'window.onerror', url: 'u', stack: '', time: 1 });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(entryFromRejection(circular, 'u', 1).message).toBe('[object Object]');
    expect(entryFromRejection(undefined, 'u', 1).message).toBe('Unhandled promise rejection');
  });
});
