/**
 * Turns every failure into the envelope: thrown ApiErrors, schema violations, unreadable bodies,
 * unknown routes and unexpected faults. A person never sees a stack trace or a bare 500 page.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { Codes, type CodeInfo, type Envelope } from '../../shared/codes';
import { DEFAULT_LOCALE } from '../../shared/locale';
import { ApiError, FieldError } from './envelope';
import { requestLocale, translate, type MessageValues } from './i18n';
import { toFieldErrors, type RequestPart } from './validation';

export function sendEnvelope(
  request: FastifyRequest,
  reply: FastifyReply,
  info: CodeInfo,
  data: unknown = null,
  messageId: string = info.message,
  values?: MessageValues,
): FastifyReply {
  const body: Envelope = { code: info.code, message: translate(requestLocale(request), messageId, values), data };
  return reply.status(info.status).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own error codes for bodies it could not read. */
const PARSE_ERRORS: Record<string, [CodeInfo, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [Codes.INVALID_REQUEST, 'api.error.malformed_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [Codes.INVALID_REQUEST, 'api.error.empty_body'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [Codes.INVALID_REQUEST, 'api.error.malformed_body'],
  FST_ERR_CTP_BODY_TOO_LARGE: [Codes.PAYLOAD_TOO_LARGE, Codes.PAYLOAD_TOO_LARGE.message],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [Codes.UNSUPPORTED_MEDIA_TYPE, Codes.UNSUPPORTED_MEDIA_TYPE.message],
  FST_ERR_CTP_INVALID_TYPE: [Codes.UNSUPPORTED_MEDIA_TYPE, Codes.UNSUPPORTED_MEDIA_TYPE.message],
};

/**
 * What the multipart reader throws at a body that is not the multipart form it claims to be (no
 * boundary, a boundary it cannot use, a form cut short): plain errors with these messages only.
 */
const MULTIPART_FAULTS = [
  /^Multipart: Boundary not found$/, /^Boundary required$/, /^The needle cannot/, /unexpected end of multipart data$/i, /^Malformed part header$/,
];

const isMultipartFault = (request: FastifyRequest, error: Error): boolean =>
  /^multipart\//i.test(request.headers['content-type'] ?? '') && MULTIPART_FAULTS.some((pattern) => pattern.test(error.message));

const BY_STATUS: Record<number, CodeInfo> = {
  400: Codes.INVALID_REQUEST,
  401: Codes.TOKEN_INVALID,
  403: Codes.FORBIDDEN,
  404: Codes.NOT_FOUND,
  413: Codes.PAYLOAD_TOO_LARGE,
  415: Codes.UNSUPPORTED_MEDIA_TYPE,
  429: Codes.TOO_MANY_REQUESTS,
};

export function installErrorHandling(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof FieldError) {
      const message = translate(requestLocale(request), error.messageId, error.values);
      return sendEnvelope(request, reply, error.info, { errors: [{ field: error.field, message }] }, error.messageId, error.values);
    }
    if (error instanceof ApiError) {
      return sendEnvelope(request, reply, error.info, error.data, error.messageId, error.values);
    }
    if (error.validation) {
      const errors = toFieldErrors(error.validation as never, requestLocale(request), (error as { validationContext?: RequestPart }).validationContext);
      const body: Envelope = {
        code: Codes.INVALID_REQUEST.code,
        message: errors[0]?.message ?? translate(requestLocale(request), Codes.INVALID_REQUEST.message),
        data: { errors },
      };
      return reply.status(Codes.INVALID_REQUEST.status).send(body);
    }
    const parse = error.code ? PARSE_ERRORS[error.code] : undefined;
    if (parse) {
      return sendEnvelope(request, reply, parse[0], null, parse[1], { limit: Math.floor(bodyLimit / 1024) });
    }
    if (isMultipartFault(request, error)) {
      return sendEnvelope(request, reply, Codes.INVALID_REQUEST, null, 'api.error.malformed_multipart');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Any other client error keeps its status with the closest code (e.g. 406 on /api/sse).
      return sendEnvelope(request, reply, BY_STATUS[error.statusCode] ?? { ...Codes.INVALID_REQUEST, status: error.statusCode });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendEnvelope(request, reply, Codes.INTERNAL_ERROR, { request_id: request.id });
  });
}

/** Unknown API paths get the envelope; anything else is left to the single-page app (static.ts). */
export const apiNotFound = (request: FastifyRequest, reply: FastifyReply): FastifyReply =>
  sendEnvelope(request, reply, Codes.NOT_FOUND, null, 'api.error.no_route', { method: request.method, path: request.url.split('?')[0] ?? '' });

/**
 * Errors the router meets before any route or hook runs (Fastify's `frameworkErrors`): a path param
 * longer than the router reads (414) or a path that is not valid percent-encoding (400).
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const { routerOptions, maxParamLength } = request.server.initialConfig;
    const limit = routerOptions?.maxParamLength ?? maxParamLength ?? 100;
    return sendEnvelope(request, reply, { ...Codes.INVALID_REQUEST, status: 414 }, null, 'api.error.uri_too_long', { limit });
  }
  if (error.code === 'FST_ERR_BAD_URL') return sendEnvelope(request, reply, Codes.INVALID_REQUEST, null, 'api.error.bad_url');
  return sendEnvelope(request, reply, { ...Codes.INVALID_REQUEST, status: error.statusCode ?? 400 });
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or URL over the size limit,
 * a malformed request line) still get the envelope, in the default language since no header was read.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, messageId] = error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'api.error.headers_too_large']
    : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'api.error.request_timeout']
    : [400, 'api.error.malformed_request'];
  const body: Envelope = { code: Codes.INVALID_REQUEST.code, message: translate(DEFAULT_LOCALE, messageId), data: null };
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`);
  }
  socket.destroy(error);
}
