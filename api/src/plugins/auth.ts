import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { resolveToken, type AuthUser } from '../accounts/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** The user of the request's `token` header, or a 50008/50014 refusal. */
    authenticate(req: FastifyRequest): Promise<AuthUser>;
  }
}

export const TOKEN_HEADER = 'token';

export default fp(
  async (app) => {
    app.decorate('authenticate', async (req: FastifyRequest) => {
      const header = req.headers[TOKEN_HEADER];
      return resolveToken(app.db, typeof header === 'string' ? header : undefined);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
