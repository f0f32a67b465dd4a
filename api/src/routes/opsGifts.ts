import type { FastifyInstance } from 'fastify';

/** The back office's gifts calls (issue 29), through http/opsRoute.ts as routes/ops.ts. */
export default async function opsGiftsRoutes(_app: FastifyInstance) {}
