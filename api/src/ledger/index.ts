// The wallet ledger: the one write path of balances (post), decisions on pending entries (settle), reads, audit.
export { Ledger, type LedgerOptions } from './ledger';
export { profitBounds, profitColumns, profitOfColumns, type ProfitColumns, type ProfitSummary } from './profit';
export type { Settled } from './settle';
export type { ExpiredRequest } from './deposits';
export type { EntryFilter } from './queries';
export type { VerifyReport, MemberProblems, TotalsProblem } from './verify';
export { BALANCE_TOPIC, committedBalanceOf, type BalanceListener, type CommittedBalance } from './committed';
