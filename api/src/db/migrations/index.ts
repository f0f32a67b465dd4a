import { accounts } from './001_accounts';
import { content } from './002_content';
import { games } from './003_games';
import { ledger } from './010_ledger';
import { lottery } from './020_lottery';
import { lotteryWins } from './021_lottery_wins';
import { lotteryWinsPartial } from './022_lottery_wins_partial';
import { usernamesIgnoreCase } from './023_usernames_ignore_case';
import { payInfoChanges } from './024_pay_info_changes';
import { messages } from './025_messages';
import { depositOutcomes } from './026_deposit_outcomes';
import { noticesArticles } from './027_notices_articles';
import { fixedDepositPayouts } from './028_fixed_deposit_payouts';
import { ledgerTotals } from './029_ledger_totals';
import { throttleEntries } from './030_throttle_entries';
import { playControls } from './031_play_controls';
import { chainDeposits } from './032_chain_deposits';
import { chainPayouts } from './033_chain_payouts';
import { programs } from './034_programs';
import { turnover } from './035_turnover';
import { fixedDepositTerms } from './036_fixed_deposit_terms';
import { operators } from './037_operators';
import { accountRecovery } from './038_account_recovery';
import { withdrawalApprovals } from './039_withdrawal_approvals';
import { giftRequests } from './040_gift_requests';
import { roomRetirement } from './041_room_retirement';
import { contentRetirement } from './042_content_retirement';
import { reportIndexes } from './043_report_indexes';
import { turnoverRounds } from './044_turnover_rounds';
import { creditedTransfers } from './045_credited_transfers';
import { opsRequests } from './047_ops_requests';
import { turnoverWaivers } from './048_turnover_waivers';
import { approvedWithdrawals } from './049_approved_withdrawals';
import { roundExposure } from './051_round_exposure';
import { alerts } from './052_alerts';
import { roundVoids } from './053_round_voids';
import { reconciliations } from './054_reconciliations';
import { withdrawalRiskIndexes } from './055_withdrawal_risk_indexes';
import { imposedProtection } from './057_imposed_protection';
import { operatorActivity } from './056_operator_activity';
import { accessLog } from './058_access_log';
import { memberVerification } from './059_member_verification';
import { verificationThresholds } from './060_verification_thresholds';
import { amlCases } from './061_aml_cases';
import { amlDenyList } from './062_aml_deny_list';
import { memberSearchIndexes } from './063_member_search_indexes';
import { exportIndexes } from './064_export_indexes';
import { segmentMessages } from './065_segment_messages';
import { truncateGuards } from './066_truncate_guards';
import { chainReorgs } from './067_chain_reorgs';
import { memberChangeNotices } from './070_member_change_notices';
import { endedSessions } from './073_ended_sessions';
import { openDeposits } from './074_open_deposits';
import type { Migration } from './types';

/** Every migration, run in name order at start. Adding one = one import and one entry here. */
export const migrations: Migration[] = [
  accounts,
  content,
  games,
  ledger,
  lottery,
  lotteryWins,
  lotteryWinsPartial,
  usernamesIgnoreCase,
  payInfoChanges,
  messages,
  depositOutcomes,
  noticesArticles,
  fixedDepositPayouts,
  ledgerTotals,
  throttleEntries,
  playControls,
  chainDeposits,
  chainPayouts,
  programs,
  turnover,
  fixedDepositTerms,
  operators,
  accountRecovery,
  withdrawalApprovals,
  giftRequests,
  roomRetirement,
  contentRetirement,
  reportIndexes,
  turnoverRounds,
  creditedTransfers,
  opsRequests,
  turnoverWaivers,
  approvedWithdrawals,
  roundExposure,
  alerts,
  roundVoids,
  reconciliations,
  withdrawalRiskIndexes,
  imposedProtection,
  operatorActivity,
  accessLog,
  memberVerification,
  verificationThresholds,
  amlCases,
  amlDenyList,
  memberSearchIndexes,
  exportIndexes,
  segmentMessages,
  truncateGuards,
  chainReorgs,
  memberChangeNotices,
  endedSessions,
  openDeposits,
];
