import type { FastifyInstance } from 'fastify';

/** The back office's members calls (issue 29), through http/opsRoute.ts as routes/ops.ts. */
export default async function opsMembersRoutes(_app: FastifyInstance) {}
