import type { OpsCommand } from '../command';
import { runSetGameStatus } from './gameStatusCommand';

export const gamePause: OpsCommand = {
  name: 'game:pause',
  usage: '<game_id|all> [--reason "..."]',
  summary: "stop a game's sales: bets answer 'Product has been discontinued'; its rounds keep drawing, so bets placed settle (audited)",
  run: (ctx, args) => runSetGameStatus(gamePause, ctx, args, 0),
};
