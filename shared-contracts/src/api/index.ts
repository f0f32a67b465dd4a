export * from './common';
export * from './endpoints';
import * as userCalls from './user';
import * as walletCalls from './wallet';
import * as lotteryCalls from './lottery';
import * as contentCalls from './content';
import * as playCalls from './play';
import * as verificationCalls from './verification';
import type { RequestOf as RequestOfDef, ResponseOf as ResponseOfDef } from './common';
import type { CallName } from './endpoints';
export * as user from './user';
export * as wallet from './wallet';
export * as lottery from './lottery';
export * as content from './content';
export * as play from './play';
export * as verification from './verification';
export { USERNAME_PATTERN, PASSWORD_PATTERN, SECURITY_CODE_PATTERN, IDCARD_PATTERN, WALLET_TYPES } from './user';
export type { UserData, PayInfoEntry } from './user';
export type {
  FundLog,
  DepositRequest,
  DepositState,
  WithdrawalUnderReview,
  TurnoverStanding,
  TurnoverLog,
  TurnoverKind,
  DepositPromotion,
  FixedDepositTerm,
  FixedDepositStanding,
} from './wallet';
export type { Order, OrderRecord } from './lottery';
export type { Article, Notice, Message, MessageKind, Promotions, FixedDepositPromotion } from './content';
export type { VerificationStatus, VerificationLevel, VerificationFileKind } from './verification';
export type { PlayControls, ActivityRow, BreakLength, ImposedExclusionLength, Imposition } from './play';

/** Every call's schemas by name (server side and tests; the browser uses `endpoints` and these types). */
export const calls = {
  register: userCalls.register,
  guest: userCalls.guest,
  login: userCalls.login,
  logout: userCalls.logout,
  userInfo: userCalls.userInfo,
  profile: userCalls.profile,
  newPass: userCalls.newPass,
  resetPassword: userCalls.resetPassword,
  resetSecurityCode: userCalls.resetSecurityCode,
  safetyInfo: userCalls.safetyInfo,
  setSafety: userCalls.setSafety,
  payInfo: userCalls.payInfo,
  setPayInfo: userCalls.setPayInfo,
  quantityLogList: walletCalls.quantityLogList,
  withdrawInfo: walletCalls.withdrawInfo,
  fixedDepositStanding: walletCalls.fixedDepositStanding,
  turnoverLogList: walletCalls.turnoverLogList,
  withdrawAction: walletCalls.withdrawAction,
  withdrawReviewList: walletCalls.withdrawReviewList,
  rechargeInfo: walletCalls.rechargeInfo,
  recharge: walletCalls.recharge,
  rechargeList: walletCalls.rechargeList,
  orderList: lotteryCalls.orderList,
  lotteryIndex: lotteryCalls.lotteryIndex,
  heart: lotteryCalls.heart,
  oddsList: lotteryCalls.oddsList,
  payoutRoom: lotteryCalls.payoutRoom,
  playOrder: lotteryCalls.playOrder,
  issueList: lotteryCalls.issueList,
  cand: lotteryCalls.cand,
  verify: lotteryCalls.verify,
  kefu: contentCalls.kefu,
  homeIndex: contentCalls.homeIndex,
  promotions: contentCalls.promotions,
  articleList: contentCalls.articleList,
  articleDetail: contentCalls.articleDetail,
  noticeList: contentCalls.noticeList,
  messageList: contentCalls.messageList,
  messageUnread: contentCalls.messageUnread,
  messageRead: contentCalls.messageRead,
  playControls: playCalls.playControls,
  setPlayLimit: playCalls.setPlayLimit,
  setRealityCheck: playCalls.setRealityCheck,
  takeBreak: playCalls.takeBreak,
  playSession: playCalls.playSession,
  activityStatement: playCalls.activityStatement,
  verificationStatus: verificationCalls.verificationStatus,
  verificationBasic: verificationCalls.verificationBasic,
  verificationUpload: verificationCalls.verificationUpload,
  verificationSubmit: verificationCalls.verificationSubmit,
} satisfies Record<CallName, unknown>;

export type Calls = typeof calls;
/** What a caller sends for a call (host and lang are added by the client). */
export type CallRequest<K extends CallName> = RequestOfDef<Calls[K]>;
/** What a call answers in the envelope's data. */
export type CallResponse<K extends CallName> = ResponseOfDef<Calls[K]>;
export * as live from './live';
export { LIVE_PATH, LIVE_CONTENT_TYPE, LIVE_KEEPALIVE_MS, LIVE_WALLET_CHANGES } from './live';
export type { LiveEvent, LiveEventName, LiveRound, LiveBet, LiveWalletChange } from './live';
