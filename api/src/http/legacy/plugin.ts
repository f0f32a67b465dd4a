import type { RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every read call's handler by path (http/route.ts), for a legacy request that asks for another call's answer. */
    readHandlers: Map<string, RouteHandlerMethod>;
  }
}

/** The legacy dialect's one piece of app state, shared by every route module (registered before them). */
export default fp(
  async (app) => {
    app.decorate('readHandlers', new Map<string, RouteHandlerMethod>());
  },
  { name: 'legacy' },
);
