import type { FastifyRequest } from 'fastify';
import { CLIENT_HEADER, OUR_CLIENT } from 'shared-contracts';

/** Node lowercases request header names. */
export const CLIENT_HEADER_NAME = CLIENT_HEADER.toLowerCase();

/**
 * Which wire a request speaks: ours (the header our clients send on every call: integer minor units, strict
 * schemas) or the legacy client's already in the field (no header: decimal u, its field names; api/PLATFORM.md).
 */
export type Dialect = 'ours' | 'legacy';

export function dialectOf(req: FastifyRequest): Dialect {
  return req.headers[CLIENT_HEADER_NAME] === OUR_CLIENT ? 'ours' : 'legacy';
}
