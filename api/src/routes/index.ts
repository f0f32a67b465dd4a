import type { FastifyInstance } from 'fastify';
import contentRoutes from './content';
import lotteryRoutes from './lottery';
import messageRoutes from './messages';
import opsRoutes from './ops';
import taskRoutes from './task';
import userRoutes from './user';
import walletRoutes from './wallet';

/** Every route module of docs/api.md; adding an area = one import and one register line. */
export default async function routes(app: FastifyInstance) {
  await app.register(taskRoutes);
  await app.register(userRoutes);
  await app.register(contentRoutes);
  await app.register(walletRoutes);
  await app.register(lotteryRoutes);
  await app.register(messageRoutes);
  await app.register(opsRoutes);
}
