import { askChange } from '../../operators/requests';
import { OpsError, usageError, type OpsCommand } from '../command';
import { refusedInWords } from './adminRefusal';
import { printAsked, takeReason } from './requestArgs';

/** A void refunds a whole round: one admin asks, another approves (request:approve, or the console's requests). */
export const roundVoid: OpsCommand = {
  name: 'round:void',
  usage: '<game_id> <issue> --reason "..."',
  summary:
    'ask to void a sealed round that could not be drawn fairly (another admin approves): every order refunded once, ' +
    'winnings already paid stay; the reason is shown to the players (audited)',
  async run(ctx, args) {
    const { reason, rest } = takeReason(roundVoid, args);
    const [gameArg, issue] = rest;
    if (rest.length !== 2) throw usageError(roundVoid);
    if (!/^\d{1,9}$/.test(gameArg!)) throw new OpsError(`"${gameArg}" is not a game id`, 2);
    if (!/^\d{8,20}$/.test(issue!)) throw new OpsError(`"${issue}" is not an issue number (e.g. 20261122001)`, 2);
    const payload = { gameId: Number(gameArg), issue: issue! };
    const id = await refusedInWords(() =>
      ctx.db.transaction().execute((trx) => askChange(ctx, trx, { kind: 'round.void', payload, reason }, ctx.by)),
    );
    printAsked(ctx, id, `void round ${issue} of game ${gameArg} and refund its orders`);
  },
};
