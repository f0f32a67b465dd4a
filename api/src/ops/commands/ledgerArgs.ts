import { wallet } from 'shared-contracts/api';
import { isLedgerError, type LedgerErrorCode } from '../../domain/ledger';
import { OpsError, usageError, type OpsCommand } from '../command';

/** The single `<id>` argument of a decision command. */
export function entryIdArg(command: OpsCommand, args: string[]): number {
  const id = Number(args[0]);
  if (args.length !== 1 || !Number.isSafeInteger(id) || id <= 0) throw usageError(command);
  return id;
}

/** `<id>` and `--tx <hash>`, in either order; the hash undefined when `--tx` is not given. */
export function entryIdAndTx(command: OpsCommand, args: string[]): { id: number; tx: string | undefined } {
  const at = args.indexOf('--tx');
  if (at === -1) return { id: entryIdArg(command, args), tx: undefined };
  const tx = args[at + 1];
  if (tx === undefined || tx.startsWith('--')) throw usageError(command);
  return { id: entryIdArg(command, [...args.slice(0, at), ...args.slice(at + 2)]), tx };
}

const EXPLAIN: Partial<Record<LedgerErrorCode, string>> = {
  entry_not_found: 'no such entry',
  not_settleable: 'that entry is not a pending request of this kind',
  already_settled: 'that entry was already approved or rejected',
  request_expired: `that deposit request expired: it was not approved within its ${wallet.DEPOSIT_WINDOW_MINUTES} minutes`,
  insufficient_balance: 'the balance does not cover it',
  member_not_found: 'no such member',
  invalid_amount: 'the amount must be a positive amount of at most 10,000,000,000u',
};

/** Ledger refusals become clean operator messages (exit 1); anything else stays an error. */
export async function explainLedgerErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isLedgerError(error)) throw new OpsError(`${EXPLAIN[error.code] ?? error.code} (${error.message})`);
    throw error;
  }
}
