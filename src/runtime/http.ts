/**
 * The one request layer of the client. It alone decides what a response code means for the user
 * (SPEC.md §7, §8), so screens only ever see data, a pass-through answer, or a rejected promise
 * whose message has already been shown:
 *
 *   code 1                         → resolves with data
 *   10006 11011 11013 11016 12010  → resolves with the whole answer, no toast (the caller decides)
 *   1002, HTTP 401/403             → toast, token cleared, onSessionEnd() (the app reloads);
 *                                    without a token only the toast (nothing to end, no reload loop)
 *   any other code                 → toast with the server's message, rejects with ApiError
 *   network failure, timeout       → toast with the error's message, rejects with that error
 *   aborted by the caller          → rejects quietly
 *   same call while one is pending → the new one rejects quietly with CONSECUTIVE_REQUEST_MESSAGE
 *   `quiet: true`                  → no toast for an error code or a network failure (the caller
 *                                    logs it instead); the session still ends on 1002 / 401 / 403
 *
 * Non-2xx answers carry the same envelope in their body (e.g. HTTP 400 code 1000 with
 * data.errors), so HTTP status alone never decides; the envelope does.
 */
import ky, { type KyInstance, type SearchParamsOption } from 'ky';
import { Codes, PASS_THROUGH_CODES, type Envelope } from '../shared/codes';
import { APP_VERSION, CLIENT_KIND, CLIENT_NAME, PLATFORM } from './app-info';
import { progressFetch } from './progress-fetch';

export const CONSECUTIVE_REQUEST_MESSAGE = 'cancel sending consecutive requests';
export const REQUEST_TIMEOUT_MS = 20_000;

type CodeTable = typeof Codes;
/** The literal codes the spec passes through as non-errors. */
export type PassThroughCode = Extract<CodeTable[keyof CodeTable], { passThrough: true }>['code'];

/** What a call that may be passed through resolves with; narrow on `code`. */
export type Answer<T> =
  | { code: typeof Codes.SUCCESS.code; message: string; data: T }
  | { code: PassThroughCode; message: string; data: unknown };

/** The server answered with an error code; its message has been shown already. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** The envelope's code, or 0 when the body was not an envelope at all. */
    readonly code: number,
    message: string,
    readonly data: unknown,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The call never went out (a duplicate) or was aborted; nothing was shown to the user. */
export class RequestCancelledError extends Error {
  override readonly name = 'RequestCancelledError';
}

/** Errors whose message the layer has put on screen already; callers must not show them twice. */
const shownErrors = new WeakSet<object>();

/** Whether the request layer has already shown this error to the user. */
export const wasShown = (error: unknown): boolean => typeof error === 'object' && error !== null && shownErrors.has(error);

export const isCancelled = (error: unknown): boolean =>
  error instanceof RequestCancelledError || (error instanceof Error && error.name === 'AbortError');

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  searchParams?: SearchParamsOption;
  json?: unknown;
  /** A file as the body itself (a spreadsheet to import), sent with its type; instead of `json`. */
  body?: Blob;
  /** A multipart body (a file for an endpoint that takes one), instead of `json`. */
  form?: FormData;
  /** Aborting rejects quietly and frees the slot at once, so an identical call may follow. */
  signal?: AbortSignal;
  /** Failures are not shown to the user (SPEC.md §8: the category call is only logged). */
  quiet?: boolean;
  /** The fraction of the body sent so far (0…1), for a page that shows a large upload's progress. */
  onUploadProgress?: (fraction: number) => void;
}

type Extra = Pick<CallOptions, 'signal' | 'quiet'>;

/** A file the server answered: its body, the name it gave it (content-disposition) and its headers. */
export interface Download {
  blob: Blob;
  name: string | undefined;
  headers: Headers;
}

export interface HttpDeps {
  getToken: () => string | undefined;
  clearToken: () => void;
  getClientId: () => string;
  /** Shows an error to the user (a toast of 5 s in the app). */
  onError: (message: string) => void;
  /** The session is over: the app forgets the user and reloads. Called once per ending. */
  onSessionEnd: () => void;
  /** '/api' in the browser; tests give an absolute URL. */
  prefixUrl?: string;
  fetch?: typeof fetch;
  timeout?: number;
}

export interface Http {
  /** The general call: resolves with code 1 and pass-through answers, rejects otherwise. */
  send<T>(method: Method, path: string, options?: CallOptions): Promise<Answer<T>>;
  /** Calls that expect plain success; a pass-through answer here rejects quietly as ApiError. */
  get<T>(path: string, searchParams?: SearchParamsOption, options?: Extra): Promise<T>;
  post<T>(path: string, json?: unknown, options?: Extra): Promise<T>;
  put<T>(path: string, json?: unknown, options?: Extra): Promise<T>;
  delete<T>(path: string, options?: Extra): Promise<T>;
  /** A POST whose pass-through answers the caller handles (login: 11013, 11016). */
  postEnvelope<T>(path: string, json?: unknown, options?: Extra): Promise<Answer<T>>;
  /** A multipart POST (a file and its fields); answers as post() does. */
  postForm<T>(path: string, form: FormData, options?: Extra): Promise<T>;
  /** A download: the file's body; failures follow the same policy as every call. */
  file(path: string, options?: Extra): Promise<Blob>;
  /** A download with what the server said of it; POST for a file the call makes (a batch built and sent). */
  download(path: string, options?: Extra & { method?: 'GET' | 'POST' }): Promise<Download>;
  /** A POST whose body is a file (a result sheet), typed as the file is; answered as post() is. */
  upload<T>(path: string, file: Blob, options?: Extra & Pick<CallOptions, 'searchParams' | 'onUploadProgress'>): Promise<T>;
}

/** The file name of a content-disposition header: `filename*=UTF-8''…` preferred, then `filename="…"`. */
export function dispositionName(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (encoded) {
    try { return decodeURIComponent(encoded.trim()); } catch { /* the plain name, if any, follows */ }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || undefined;
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';

const isPassThrough = (code: number): code is PassThroughCode => PASS_THROUGH_CODES.has(code);

async function readEnvelope(response: Response): Promise<Envelope | undefined> {
  try {
    const body: unknown = await response.json();
    return isEnvelope(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

function describeSearch(searchParams: SearchParamsOption | undefined): string {
  if (searchParams === undefined) return '';
  if (typeof searchParams === 'string') return searchParams.replace(/^\?/, '');
  if (searchParams instanceof URLSearchParams) return searchParams.toString();
  if (Array.isArray(searchParams)) return new URLSearchParams(searchParams.map(([k, v]) => [String(k), String(v)])).toString();
  const entries = Object.entries(searchParams).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined);
  return new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString();
}

/** A multipart body as a duplicate call would repeat it: its fields, a file by its name and size. */
function describeForm(form: FormData | undefined): string {
  if (!form) return '';
  return [...form.entries()].map(([name, value]) => `${name}=${typeof value === 'string' ? value : `${value.name}:${value.size}`}`).join('&');
}

export function createHttp(deps: HttpDeps): Http {
  const api: KyInstance = ky.create({
    prefixUrl: deps.prefixUrl ?? '/api',
    credentials: 'include',
    timeout: deps.timeout ?? REQUEST_TIMEOUT_MS,
    // Every answer is read here, whatever its status: the envelope decides, not ky.
    throwHttpErrors: false,
    // A retried POST could act twice, and a silent retry of a 20 s timeout would look frozen.
    retry: 0,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    headers: {
      version: APP_VERSION,
      client: CLIENT_KIND,
      'client-name': CLIENT_NAME,
      platform: PLATFORM,
    },
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set('client-id', deps.getClientId());
          const token = deps.getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  /** Calls in flight by method + url + body; a second identical one is refused. */
  const pending = new Set<string>();
  /** Several calls can fail with 401 at once; the app must end the session only once. */
  let sessionEnding = false;

  const endSession = (message: string): void => {
    if (sessionEnding) return;
    sessionEnding = true;
    // Shown even for a quiet call: the user is about to be logged out and must learn why.
    deps.onError(message);
    deps.clearToken();
    deps.onSessionEnd();
  };

  /**
   * One call under the layer's rules: duplicate refusal, token, network failures, and every answer
   * that is not a success (1002 / 401 / 403, a body that is not an envelope, an error code).
   * `read` turns a successful response into the caller's value; it returns undefined when the
   * answer is an envelope to be judged like any other.
   */
  async function call<R>(method: Method, rawPath: string, options: CallOptions, read: (response: Response) => Promise<R | undefined>): Promise<R | Answer<unknown>> {
    // ky refuses a leading slash with prefixUrl; callers may write either form.
    const path = rawPath.replace(/^\/+/, '');
    const sent = options.body === undefined ? (options.json === undefined ? '' : JSON.stringify(options.json)) : `file:${options.body.size}:${options.body.type}`;
    const key = `${method} ${path}?${describeSearch(options.searchParams)} ${sent}${describeForm(options.form)}`;
    if (pending.has(key)) throw new RequestCancelledError(CONSECUTIVE_REQUEST_MESSAGE);

    /** Shows the message (unless the call is quiet) and remembers that the error was dealt with. */
    const report = <E extends Error>(message: string, error: E): E => {
      if (!options.quiet) {
        deps.onError(message);
        shownErrors.add(error);
      }
      return error;
    };

    // Only a call that carried a token can end a session; a 401 to an anonymous call just means
    // "log in first", and reloading on it would loop.
    const sentToken = Boolean(deps.getToken());

    // The slot is freed synchronously on abort: React's StrictMode and the router abort a call and
    // start the identical one in the same tick, which must not count as a duplicate.
    pending.add(key);
    let released = false;
    const release = (): void => {
      if (released) return;
      released = true;
      pending.delete(key);
      options.signal?.removeEventListener('abort', release);
    };
    options.signal?.addEventListener('abort', release);

    try {
      let response: Response;
      try {
        response = await api(path, {
          method,
          searchParams: options.searchParams,
          ...(options.body !== undefined
            ? { body: options.body, headers: { 'content-type': options.body.type || 'application/octet-stream' } }
            : options.form ? { body: options.form } : { json: options.json }),
          ...(options.onUploadProgress ? { fetch: progressFetch(options.onUploadProgress) } : {}),
          signal: options.signal,
        });
      } catch (error) {
        if (isCancelled(error) || options.signal?.aborted) throw error;
        if (error instanceof Error) throw report(error.message || 'error', error);
        throw report('error', new Error('error', { cause: error }));
      }

      const unauthorised = response.status === 401 || response.status === 403;
      if (response.ok) {
        const value = await read(response);
        if (value !== undefined) return value;
      }

      const envelope = await readEnvelope(response);
      const message = envelope?.message || 'error';

      if (unauthorised || envelope?.code === Codes.TOKEN_INVALID.code) {
        const error = new ApiError(envelope?.code ?? 0, message, envelope?.data ?? null, response.status);
        if (!sentToken) throw report(message, error);
        endSession(message);
        shownErrors.add(error);
        throw error;
      }
      if (!envelope) {
        // A proxy's HTML error page or an empty body: nothing from our server to show.
        const text = response.ok ? 'error' : `${response.status} ${response.statusText}`.trim();
        throw report(text, new ApiError(0, text, null, response.status));
      }
      if (envelope.code === Codes.SUCCESS.code) {
        sessionEnding = false;
        return { code: Codes.SUCCESS.code, message: envelope.message, data: envelope.data };
      }
      if (isPassThrough(envelope.code)) {
        return { code: envelope.code, message: envelope.message, data: envelope.data };
      }
      throw report(message, new ApiError(envelope.code, message, envelope.data, response.status));
    } finally {
      release();
    }
  }

  /** Envelope calls: every answer is read as an envelope. */
  const send = <T>(method: Method, path: string, options: CallOptions = {}): Promise<Answer<T>> =>
    call(method, path, options, async () => undefined) as Promise<Answer<T>>;

  /** A file (an export's .xlsx): the body itself when it is not JSON, the usual policy otherwise. */
  async function download(path: string, { method = 'GET', ...options }: Extra & { method?: 'GET' | 'POST' } = {}): Promise<Download> {
    const result = await call<Download>(method, path, options, async (response) =>
      ((response.headers.get('content-type') ?? '').includes('application/json')
        ? undefined
        : { blob: await response.blob(), name: dispositionName(response.headers.get('content-disposition')), headers: response.headers }));
    if ('blob' in result) return result;
    // An envelope where a file was expected, even a success one, is not the file.
    throw new ApiError(result.code, result.message || 'error', result.data, 200);
  }

  /** For helpers whose callers expect plain data: a pass-through answer is not data. */
  async function data<T>(answer: Promise<Answer<T>>): Promise<T> {
    const result = await answer;
    if (result.code === Codes.SUCCESS.code) return result.data;
    throw new ApiError(result.code, result.message, result.data, 200);
  }

  return {
    send,
    get: <T>(path: string, searchParams?: SearchParamsOption, options?: Extra) =>
      data(send<T>('GET', path, { ...options, searchParams })),
    post: <T>(path: string, json?: unknown, options?: Extra) =>
      data(send<T>('POST', path, { ...options, json })),
    put: <T>(path: string, json?: unknown, options?: Extra) =>
      data(send<T>('PUT', path, { ...options, json })),
    delete: <T>(path: string, options?: Extra) => data(send<T>('DELETE', path, options)),
    postEnvelope: <T>(path: string, json?: unknown, options?: Extra) =>
      send<T>('POST', path, { ...options, json }),
    file: async (path: string, options?: Extra) => (await download(path, options)).blob,
    download,
    upload: <T>(path: string, file: Blob, options: Extra & Pick<CallOptions, 'searchParams' | 'onUploadProgress'> = {}) =>
      data(send<T>('POST', path, { ...options, body: file })),
    postForm: <T>(path: string, form: FormData, options?: Extra) =>
      data(send<T>('POST', path, { ...options, form })),
  };
}
