import { usageError, type OpsCommand } from '../command';
import { runSetGameStatus } from './gameStatusCommand';

export const gameResume: OpsCommand = {
  name: 'game:resume',
  usage: '<game_id|all>',
  summary: 'put a paused game back on sale',
  async run(ctx, args) {
    if (args.length !== 1) throw usageError(gameResume);
    await runSetGameStatus(ctx, args[0]!, 1);
  },
};
