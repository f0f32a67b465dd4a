import type { OpsCommand } from '../command';
import { runSetGameStatus } from './gameStatusCommand';

export const gameResume: OpsCommand = {
  name: 'game:resume',
  usage: '<game_id|all> [--reason "..."]',
  summary: 'put a paused game back on sale (audited)',
  run: (ctx, args) => runSetGameStatus(gameResume, ctx, args, 1),
};
