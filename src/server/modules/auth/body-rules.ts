/** Pieces of the login bodies shared by the password and the account routes. */
import type { FastifyRequest } from 'fastify';

const MOBILE = '^1[3-9]\\d{9}$';
/** An address or a mainland mobile number. */
export const EMAIL_OR_MOBILE = `^(?:[^\\s@]+@[^\\s@]+\\.[^\\s@]+|${MOBILE.slice(1, -1)})$`;

/** A preValidation hook trimming the given string fields: SPEC.md §5 trims the account before it is checked. */
export const trimFields = (...fields: string[]) => async (request: FastifyRequest): Promise<void> => {
  const body = request.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object') return;
  for (const field of fields) {
    const value = body[field];
    if (typeof value === 'string') body[field] = value.trim();
  }
};
