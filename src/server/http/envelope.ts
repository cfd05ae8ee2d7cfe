/**
 * The `{code, message, data}` envelope and the error types routes throw. The error handler
 * (errors.ts) turns an ApiError into the envelope, translated into the caller's language.
 */
import { Codes, type CodeInfo, type Envelope } from '../../shared/codes';
import type { MessageValues } from './i18n';

export const ok = <T>(data: T, message = ''): Envelope<T> => ({ code: Codes.SUCCESS.code, message, data });

export class ApiError extends Error {
  constructor(
    readonly info: CodeInfo,
    readonly data: unknown = null,
    /** Locale id overriding the code's default message. */
    readonly messageId: string = info.message,
    readonly values?: MessageValues,
  ) {
    super(messageId);
  }
}

/**
 * A refusal about one field of the request, answered like a schema violation:
 * HTTP 400, code 1000, `data.errors[{field, message}]` with the message in the caller's language.
 */
export class FieldError extends ApiError {
  constructor(readonly field: string, messageId: string, values?: MessageValues) {
    super(Codes.INVALID_REQUEST, null, messageId, values);
  }
}
