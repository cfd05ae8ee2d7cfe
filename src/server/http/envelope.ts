/**
 * The `{code, message, data}` envelope and the one error type routes throw. The error handler
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
