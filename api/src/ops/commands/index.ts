import type { OpsCommand } from '../command';
import { alertAck, alertList } from './alertCommands';
import { articleAdd } from './articleAdd';
import { chainPayouts } from './chainPayouts';
import { chainSend } from './chainSend';
import { depositApprove } from './depositApprove';
import { depositList } from './depositList';
import { depositReject } from './depositReject';
import { depositOpenApprove, depositOpenList, depositOpenReject } from './openDepositCommands';
import { chainVerify } from './chainVerify';
import { chainDepositList } from './chainDepositList';
import { chainStatus } from './chainStatus';
import { gameLimit } from './gameLimit';
import { gamePause } from './gamePause';
import { gameResume } from './gameResume';
import { fixedDepositPreview } from './fixedDepositPreview';
import { fixedDepositRun } from './fixedDepositRun';
import { gift, giftApprove, giftReject } from './gift';
import { ledgerCorrect } from './ledgerCorrect';
import { ledgerVerify } from './ledgerVerify';
import { noticeAdd } from './noticeAdd';
import { reconcile, reconcileList } from './reconcile';
import { oddsSet } from './oddsSet';
import { roundVoid } from './roundVoid';
import { operatorAdd } from './operatorAdd';
import { operatorRole } from './operatorRole';
import { operatorDisable, operatorReset } from './operatorLifecycle';
import { programSet } from './programSet';
import { programShow } from './programShow';
import { reportBreakdown, reportCases, reportFigures, reportLiability, reportWithdrawals } from './reportCommands';
import { amlDenyList } from './amlDenyList';
import { casesClose, casesList } from './caseCommands';
import { verificationDecide, verificationList } from './verificationCommands';
import { requestApprove, requestList, requestOverride, requestReject } from './requestCommands';
import { roomRetire } from './roomRetire';
import { roomSave } from './roomSave';
import { turnoverWaive } from './turnoverWaive';
import { memberProtect } from './memberProtect';
import { messageSegment } from './messageSegment';
import { reportExclusions } from './reportExclusions';
import { userDisable, userEnable } from './userDisable';
import { userList } from './userList';
import { userShow } from './userShow';
import { withdrawApprove } from './withdrawApprove';
import { withdrawList } from './withdrawList';
import { withdrawPaid } from './withdrawPaid';
import { withdrawReject } from './withdrawReject';

/** Every ops command; adding one = one file in this folder, one import and one entry here. */
export const commands: OpsCommand[] = [
  userList,
  userShow,
  userDisable,
  userEnable,
  memberProtect,
  reportExclusions,
  messageSegment,
  depositList,
  depositApprove,
  depositReject,
  depositOpenList,
  depositOpenApprove,
  depositOpenReject,
  withdrawList,
  withdrawApprove,
  withdrawPaid,
  withdrawReject,
  gift,
  giftApprove,
  giftReject,
  fixedDepositPreview,
  fixedDepositRun,
  programShow,
  programSet,
  ledgerVerify,
  ledgerCorrect,
  turnoverWaive,
  requestList,
  requestApprove,
  requestReject,
  requestOverride,
  alertList,
  alertAck,
  reconcile,
  reconcileList,
  reportFigures,
  reportLiability,
  reportBreakdown,
  reportWithdrawals,
  reportCases,
  amlDenyList,
  casesList,
  casesClose,
  verificationList,
  verificationDecide,
  gamePause,
  gameResume,
  gameLimit,
  oddsSet,
  roundVoid,
  roomSave,
  roomRetire,
  chainVerify,
  chainStatus,
  chainDepositList,
  chainPayouts,
  chainSend,
  noticeAdd,
  articleAdd,
  operatorAdd,
  operatorRole,
  operatorDisable,
  operatorReset,
];
