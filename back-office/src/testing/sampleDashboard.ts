// Tests only: an opsDashboard answer as the api gives one (the dashboard's tests, the gate's that opens on it).
import type { opsDashboard } from 'shared-contracts/ops';
import type { AnswerOf } from '../shared/api/contract';

const figures = (scale: number) => ({
  deposits: 150_000 * scale,
  withdrawals: 3_000 * scale,
  stakes: 6_200 * scale,
  payouts: 4_355 * scale,
  bonuses: 15_500 * scale,
  ggr: 1_845 * scale,
  ngr: (1_845 - 15_500) * scale,
  active_members: 2 * scale,
  orders: 4 * scale,
});

export const sampleDashboard: AnswerOf<typeof opsDashboard> = {
  time_zone: 'Asia/Taipei',
  today: { date: '2026-01-01', figures: figures(1) },
  month: {
    month: '2026-01',
    figures: figures(3),
    classes: [
      { class: 1, stakes: 1_000, payouts: 1_980, realised_bp: 19_800, theoretical_bp: 9_900 },
      { class: 105, stakes: 1_000, payouts: 0, realised_bp: 0, theoretical_bp: 9_526 },
    ],
  },
  queues: { deposits: 1, open_deposits: 2, withdrawals: 4 },
  leader: { id: 'api-1:4242:abcdef', since: 1_767_196_800, last_draw: 1_767_200_400 },
  this_process: { id: 'api-2:99:123456', leading: false },
  watcher: { state: 'on', lag_blocks: 12, lag_seconds: 36 },
};
