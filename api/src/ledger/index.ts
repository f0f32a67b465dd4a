// The wallet ledger: the one write path of balances (post), decisions on pending entries (settle), reads, audit.
import { listDepositRequests } from './depositRequests';
import { expireDeposits, openDeposits } from './deposits';
import { balanceOf, balancesOf, post } from './post';
import { profitSummary } from './profit';
import { listEntries, listPending, listWithdrawalsUnderReview, profitOf } from './queries';
import { settle } from './settle';
import { verifyLedger } from './verify';

export const ledger = {
  post,
  settle,
  balanceOf,
  balancesOf,
  listEntries,
  listPending,
  listWithdrawalsUnderReview,
  profitOf,
  profitSummary,
  verifyLedger,
  openDeposits,
  expireDeposits,
  listDepositRequests,
};
export { profitBounds, profitColumns, profitOfColumns, type ProfitColumns, type ProfitSummary } from './profit';
export type { Settled } from './settle';
export type { EntryFilter } from './queries';
export { depositRequestOf } from './depositRequests';
export type { VerifyReport, MemberProblems, TotalsProblem } from './verify';
export { BALANCE_TOPIC, committedBalanceOf, onCommittedBalance, publishCommittedBalances, type CommittedBalance } from './committed';
