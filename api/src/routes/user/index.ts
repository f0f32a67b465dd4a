import type { FastifyInstance } from 'fastify';
import accountRoutes from './account';
import authRoutes from './auth';
import payRoutes from './pay';
import playRoutes from './play';
import safetyRoutes from './safety';
import verificationRoutes from './verification';

/** /api/user/*: the account calls of docs/api.md (the wallet calls live with the ledger). */
export default async function userRoutes(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(safetyRoutes);
  await app.register(payRoutes);
  await app.register(playRoutes);
  await app.register(verificationRoutes);
}
