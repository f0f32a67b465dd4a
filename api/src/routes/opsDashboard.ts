import type { FastifyInstance } from 'fastify';

/** The back office's dashboard calls (issue 29), through http/opsRoute.ts as routes/ops.ts. */
export default async function opsDashboardRoutes(_app: FastifyInstance) {}
