import type { FastifyInstance } from 'fastify';

/** The back office's promotions calls (issue 29), through http/opsRoute.ts as routes/ops.ts. */
export default async function opsPromotionsRoutes(_app: FastifyInstance) {}
