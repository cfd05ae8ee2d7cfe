import type { FastifyRequest } from 'fastify';

/** The origin the caller reached us at (behind a proxy: X-Forwarded-Proto/Host); return and notify addresses use it. */
export const requestOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;
