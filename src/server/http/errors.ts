/**
 * Turns every failure into the envelope: thrown ApiErrors, schema violations, unreadable bodies,
 * unknown routes and unexpected faults. A person never sees a stack trace or a bare 500 page.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Codes, type CodeInfo, type Envelope } from '../../shared/codes';
import { ApiError, FieldError } from './envelope';
import { requestLocale, translate, type MessageValues } from './i18n';
import { toFieldErrors } from './validation';

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
      const errors = toFieldErrors(error.validation as never, requestLocale(request));
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
