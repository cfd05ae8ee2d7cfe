/**
 * What reaches the server log. No token, code, share token, document number, phone or e-mail of
 * anyone may: URLs are logged as their route with query values removed, database errors as their
 * SQL state and the database's message (never the statement's parameters), and every message text
 * passes a last filter for whatever still looks like a credential or personal data.
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Fastify's logger options: pino's, plus a destination `stream`. */
export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

const REDACTED = '[redacted]';

/** Shapes of secrets and personal data, most specific first. */
const SECRET_SHAPES: RegExp[] = [
  // JSON Web Tokens (session, guest, bind, reset).
  /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  // Resident ID numbers (GB 11643): 17 digits and a check character.
  /(?<![\dA-Za-z])\d{17}[\dXx](?![\dA-Za-z])/g,
  // Mainland mobile numbers, optionally with the country code.
  /(?<!\d)(?:\+?86[- ]?)?1[3-9]\d{9}(?!\d)/g,
  // Opaque random tokens (share links, stream tickets, checkout sessions): long base64url runs.
  /(?<![\w-])[\w-]{32,}(?![\w-])/g,
  // Six-digit verification codes.
  /(?<!\d)\d{6}(?!\d)/g,
];

/** The text with every credential or personal value it seems to hold replaced. */
export function redactText(text: string): string {
  return SECRET_SHAPES.reduce((out, shape) => out.replace(shape, REDACTED), text);
}

/**
 * A request's URL fit for the log: the route's pattern with numeric ids filled in (a share token or
 * checkout session in the path stays `:token`), and the query's names without their values.
 */
export function loggableUrl(request: Pick<FastifyRequest, 'url' | 'params'> & { routeOptions?: { url?: string } }): string {
  const [path = '', query] = request.url.split(/\?(.*)/s, 2);
  const route = request.routeOptions?.url;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const shownPath = route && !route.includes('*')
    ? route.replace(/:(\w+)/g, (placeholder, name: string) => {
      const value = params[name];
      return typeof value === 'string' && /^\d{1,12}$/.test(value) ? value : placeholder;
    })
    : redactText(path);
  if (!query) return shownPath;
  const names = [...new Set([...new URLSearchParams(query).keys()].map((name) => redactText(name).slice(0, 40)))];
  return `${shownPath}?${names.map((name) => `${name}=${REDACTED}`).join('&')}`;
}

interface ErrorLike {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  cause?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  severity?: unknown;
  statusCode?: unknown;
}

/** The innermost error that carries a SQL state (node-postgres and PGlite alike), if any. */
function databaseCause(error: ErrorLike): ErrorLike | undefined {
  let found: ErrorLike | undefined;
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === 'object' && !seen.has(e); e = (e as ErrorLike).cause) {
    seen.add(e);
    const { code } = e as ErrorLike;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) found = e as ErrorLike;
  }
  return found;
}

/** The stack's frames only: its first lines repeat the message, which may hold a statement's parameters. */
const framesOf = (stack: string | undefined): string | undefined => {
  const at = stack?.indexOf('\n    at ') ?? -1;
  return at >= 0 ? stack!.slice(at + 1) : undefined;
};

type LoggedError = { type: string; message: string; stack: string } & Record<string, unknown>;

/** The err serializer: a database error as its SQL state, names and message; any other as its type, code and message. */
export function loggableError(error: unknown): LoggedError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: redactText(String(error)), stack: '' };
  const e = error as ErrorLike;
  const stack = framesOf(e.stack) ?? '';
  const database = databaseCause(e);
  if (database) {
    // Quoted values in the database's own message ("invalid input syntax for type integer: "…"") are dropped too.
    const message = redactText(String(database.message ?? '').replace(/"[^"]*"/g, `"${REDACTED}"`));
    return {
      type: 'DatabaseError',
      code: database.code,
      ...(typeof database.severity === 'string' ? { severity: database.severity } : {}),
      ...(typeof database.constraint === 'string' ? { constraint: database.constraint } : {}),
      ...(typeof database.table === 'string' ? { table: database.table } : {}),
      message,
      stack,
    };
  }
  return {
    type: e.name ?? 'Error',
    ...(typeof e.code === 'string' || typeof e.code === 'number' ? { code: e.code } : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    message: redactText(String(e.message ?? '')),
    stack,
  };
}

/** The req serializer: no headers, no query values, no tokens in the path. */
function loggableRequest(request: FastifyRequest): Record<string, unknown> {
  return { method: request.method, url: loggableUrl(request), remoteAddress: request.ip };
}

/**
 * The logger options of the app, around whatever the caller gave (a level, a destination stream):
 * the serializers and filters above always apply.
 */
export function redactingLogger(options: LoggerOptions): LoggerOptions {
  return {
    ...options,
    serializers: { ...options.serializers, req: loggableRequest, err: loggableError },
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    formatters: {
      ...options.formatters,
      // Top-level text fields of a log call: a last filter, not the first defence.
      log: (object) => Object.fromEntries(Object.entries(object).map(([key, value]) => [key, typeof value === 'string' ? redactText(value) : value])),
    },
    hooks: {
      ...options.hooks,
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)) as Parameters<typeof method>);
      },
    },
  };
}
