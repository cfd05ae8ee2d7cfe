/**
 * The development error log (SPEC.md §2): window errors and unhandled promise rejections, each with
 * its message, where it came from (info), the page's URL and the stack. The app installs it only in
 * development builds and shows the entries in a dialog.
 */
export interface ErrorLogEntry {
  message: string;
  /** Where it happened: the script position, or what kind of failure. */
  info: string;
  url: string;
  stack: string;
  /** Milliseconds since the epoch. */
  time: number;
}

export interface ErrorLog {
  entries(): readonly ErrorLogEntry[];
  record(entry: ErrorLogEntry): void;
  clear(): void;
  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Enough to see a pattern; an error loop must not eat the tab's memory. */
export const ERROR_LOG_LIMIT = 50;

export function createErrorLog(limit = ERROR_LOG_LIMIT): ErrorLog {
  let entries: readonly ErrorLogEntry[] = [];
  const listeners = new Set<() => void>();
  const changed = (): void => listeners.forEach((listener) => listener());
  return {
    entries: () => entries,
    record(entry) {
      entries = [...entries, entry].slice(-limit);
      changed();
    },
    clear() {
      entries = [];
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const describe = (value: unknown): { message: string; stack: string } => {
  if (value instanceof Error) return { message: value.message || value.name, stack: value.stack ?? '' };
  if (typeof value === 'string') return { message: value, stack: '' };
  if (value === undefined || value === null) return { message: '', stack: '' };
  try {
    return { message: JSON.stringify(value) ?? String(value), stack: '' };
  } catch {
    return { message: String(value), stack: '' };
  }
};

/** The parts of an ErrorEvent the log reads. */
export interface ErrorEventLike {
  message?: string;
  filename?: string;
  lineno?: number;
  colno?: number;
  error?: unknown;
}

export function entryFromError(event: ErrorEventLike, url: string, now = Date.now()): ErrorLogEntry {
  const fromError = event.error === undefined || event.error === null ? undefined : describe(event.error);
  const where = event.filename ? `${event.filename}:${event.lineno ?? 0}:${event.colno ?? 0}` : 'window.onerror';
  return {
    message: event.message || fromError?.message || 'Script error',
    info: where,
    url,
    stack: fromError?.stack ?? '',
    time: now,
  };
}

export function entryFromRejection(reason: unknown, url: string, now = Date.now()): ErrorLogEntry {
  const { message, stack } = describe(reason);
  return { message: message || 'Unhandled promise rejection', info: 'unhandledrejection', url, stack, time: now };
}

/** The part of `window` the capture needs. */
export interface ErrorEventTarget {
  addEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
  removeEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
}

/** Starts feeding the log from the window; returns the function that stops it. */
export function captureErrors(log: ErrorLog, target: ErrorEventTarget, currentUrl: () => string): () => void {
  const onError = (event: Event): void => log.record(entryFromError(event as ErrorEventLike, currentUrl()));
  const onRejection = (event: Event): void => log.record(entryFromRejection((event as { reason?: unknown }).reason, currentUrl()));
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
