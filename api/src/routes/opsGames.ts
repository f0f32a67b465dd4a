import type { FastifyInstance } from 'fastify';

/** The back office's games calls (issue 29), through http/opsRoute.ts as routes/ops.ts. */
export default async function opsGamesRoutes(_app: FastifyInstance) {}
