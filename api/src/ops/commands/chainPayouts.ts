import { formatMoney } from 'shared-contracts';
import { wallet } from 'shared-contracts/api';
import { listPayouts } from '../../wallet/withdrawals/payouts';
import { row, usageError, type OpsCommand } from '../command';

/** Rows shown without --all. */
const RECENT = 50;

export const chainPayouts: OpsCommand = {
  name: 'chain:payouts',
  usage: '[--all]',
  summary: `USDT payouts recorded at approval and their chain check, flagged ones first (the latest ${RECENT}; --all for every one)`,
  async run({ db, out }, args) {
    if (args.length > 1 || (args[0] !== undefined && args[0] !== '--all')) throw usageError(chainPayouts);
    const all = args[0] === '--all';
    const payouts = await listPayouts(db, all ? null : RECENT);
    out(row('id', 'username', 'amount', 'tx', 'to', 'state', 'found', 'recorded'));
    for (const p of payouts)
      out(
        row(
          p.entryId,
          p.username,
          formatMoney(p.amount),
          p.txHash,
          p.toAddress,
          p.state,
          p.found ?? '',
          new Date(p.recordedAt).toISOString(),
        ),
      );
    const flagged = payouts.filter((p) => wallet.FLAGGED_PAYOUT_STATES.includes(p.state)).length;
    out(
      `${payouts.length} payout(s)${all ? '' : ` (the latest ${RECENT} at most)`}, ${flagged} flagged (mismatch, failed or unconfirmed): check them`,
    );
  },
};
