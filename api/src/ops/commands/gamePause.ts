import { usageError, type OpsCommand } from '../command';
import { runSetGameStatus } from './gameStatusCommand';

export const gamePause: OpsCommand = {
  name: 'game:pause',
  usage: '<game_id|all>',
  summary: "stop a game's sales: bets answer 'Product has been discontinued'; its rounds keep drawing, so bets placed settle",
  async run(ctx, args) {
    if (args.length !== 1) throw usageError(gamePause);
    await runSetGameStatus(ctx, args[0]!, 0);
  },
};
