import { formatMoney } from 'shared-contracts';
import type { ChainTransferState } from '../../chain/tables';
import { CHAIN_TRANSFER_STATES, recentChainTransfers, type ChainTransferView } from '../../wallet/deposits/chainDepositReport';
import { row, usageError, type OpsCommand } from '../command';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 10_000;

/** The amount in u with cents; the token's raw units beside it when a fraction of a cent was floored away (or it is beyond range). */
export function transferAmount(t: ChainTransferView): string {
  if (t.amount === null) return `raw ${t.rawAmount}`;
  return t.fractionOfCent ? `${formatMoney(t.amount)} (raw ${t.rawAmount})` : formatMoney(t.amount);
}

/** tx hash#log index: one transfer (a transaction may carry several). */
export const transferRef = (t: ChainTransferView) => `${t.txHash}#${t.logIndex}`;

function parseArgs(args: string[]): { limit: number; state?: ChainTransferState } {
  let limit = DEFAULT_LIMIT;
  let state: ChainTransferState | undefined;
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (flag === '--limit' && value !== undefined && /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_LIMIT)
      limit = Number(value);
    else if (flag === '--state' && CHAIN_TRANSFER_STATES.includes(value as ChainTransferState)) state = value as ChainTransferState;
    else throw usageError(chainDepositList);
  }
  return { limit, ...(state ? { state } : {}) };
}

export const chainDepositList: OpsCommand = {
  name: 'chain:deposits',
  usage: `[--limit N] [--state ${CHAIN_TRANSFER_STATES.join('|')}]`,
  summary: `transfers the chain watcher recorded, newest block first (default ${DEFAULT_LIMIT}): member, amount, state, tx#log, block, time`,
  async run({ db, out }, args) {
    const options = parseArgs(args);
    const transfers = await recentChainTransfers(db, options);
    out(row('username', 'amount', 'state', 'tx#log', 'block', 'recorded'));
    for (const t of transfers)
      out(row(t.username, transferAmount(t), t.state, transferRef(t), t.blockNumber, new Date(t.recordedAt).toISOString()));
    out(`${transfers.length} transfer(s)${options.state ? ` ${options.state}` : ''}`);
  },
};
