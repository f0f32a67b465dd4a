/**
 * Method, path and flags of every call, by name, with no zod: the browser imports this (and the schemas'
 * types only), so validation code stays on the server. A test proves it agrees with the schema modules.
 */
export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  /** Changes state, so it carries an Idempotency-Key that its retries reuse. */
  mutates: boolean;
  /** Sent without a token. */
  public?: boolean;
}

const post = (path: string, mutates = false, isPublic = false): Endpoint => ({
  method: 'POST',
  path,
  mutates,
  ...(isPublic ? { public: true } : {}),
});
const get = (path: string, isPublic = false): Endpoint => ({ method: 'GET', path, mutates: false, ...(isPublic ? { public: true } : {}) });

export const endpoints = {
  register: post('/api/user/register', true, true),
  guest: post('/api/user/guest', true, true),
  login: post('/api/user/login', true, true),
  logout: post('/api/user/logout', true),
  userInfo: post('/api/user/userInfo'),
  profile: post('/api/user/profile', true),
  newPass: post('/api/user/newPass', true),
  resetPassword: post('/api/user/resetPassword', true, true),
  resetSecurityCode: post('/api/user/resetSecurityCode', true),
  safetyInfo: post('/api/user/safetyInfo'),
  setSafety: post('/api/user/setSafety', true),
  payInfo: post('/api/user/payInfo'),
  setPayInfo: post('/api/user/setPayInfo', true),
  quantityLogList: post('/api/user/quantityLogList'),
  withdrawInfo: post('/api/user/withdrawInfo'),
  fixedDepositStanding: post('/api/user/fixedDepositStanding'),
  turnoverLogList: post('/api/user/turnoverLogList'),
  withdrawAction: post('/api/user/withdrawAction', true),
  withdrawReviewList: post('/api/user/withdrawReviewList'),
  rechargeInfo: post('/api/user/rechargeInfo'),
  recharge: post('/api/user/recharge', true),
  rechargeList: post('/api/user/rechargeList'),
  orderList: post('/api/user/orderList'),
  lotteryIndex: post('/api/Lottery/index'),
  heart: post('/api/Lottery/heart'),
  oddsList: post('/api/Lottery/oddsList'),
  payoutRoom: post('/api/Lottery/payoutRoom'),
  playOrder: post('/api/Lottery/playOrder', true),
  issueList: post('/api/Lottery/issueList'),
  cand: post('/api/Lottery/cand'),
  verify: post('/api/Lottery/verify'),
  kefu: get('/api/Task/kefu', true),
  homeIndex: get('/api/index/index'),
  promotions: get('/api/index/promotions', true),
  articleList: get('/api/index/articleList'),
  articleDetail: post('/api/index/article'),
  noticeList: post('/api/index/noticeList'),
  messageList: post('/api/user/messageList'),
  messageUnread: post('/api/user/messageUnread'),
  messageRead: post('/api/user/messageRead', true),
  playControls: post('/api/user/playControls'),
  setPlayLimit: post('/api/user/setPlayLimit', true),
  setRealityCheck: post('/api/user/setRealityCheck', true),
  takeBreak: post('/api/user/takeBreak', true),
  playSession: post('/api/user/playSession'),
  activityStatement: post('/api/user/activityStatement'),
  verificationStatus: post('/api/user/verificationStatus'),
  verificationBasic: post('/api/user/verificationBasic', true),
  verificationUpload: post('/api/user/verificationUpload', true),
  verificationSubmit: post('/api/user/verificationSubmit', true),
} satisfies Record<string, Endpoint>;

export type CallName = keyof typeof endpoints;
