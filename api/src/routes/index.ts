import type { FastifyInstance } from 'fastify';
import contentRoutes from './content';
import liveRoutes from './live';
import lotteryRoutes from './lottery';
import messageRoutes from './messages';
import opsRoutes from './ops';
import opsMembersRoutes from './opsMembers';
import opsGiftsRoutes from './opsGifts';
import opsRequestsRoutes from './opsRequests';
import opsGamesRoutes from './opsGames';
import opsDashboardRoutes from './opsDashboard';
import opsPromotionsRoutes from './opsPromotions';
import opsAlertsRoutes from './opsAlerts';
import opsReconciliationRoutes from './opsReconciliation';
import opsReportsRoutes from './opsReports';
import opsProtectionRoutes from './opsProtection';
import opsSegmentsRoutes from './opsSegments';
import opsAmlRoutes from './opsAml';
import opsVerificationRoutes from './opsVerification';
import opsListsRoutes from './opsLists';
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
  await app.register(liveRoutes);
  await app.register(messageRoutes);
  await app.register(opsRoutes);
  await app.register(opsMembersRoutes);
  await app.register(opsGiftsRoutes);
  await app.register(opsRequestsRoutes);
  await app.register(opsGamesRoutes);
  await app.register(opsDashboardRoutes);
  await app.register(opsPromotionsRoutes);
  await app.register(opsAlertsRoutes);
  await app.register(opsReconciliationRoutes);
  await app.register(opsReportsRoutes);
  await app.register(opsProtectionRoutes);
  await app.register(opsSegmentsRoutes);
  await app.register(opsAmlRoutes);
  await app.register(opsVerificationRoutes);
  await app.register(opsListsRoutes);
}
