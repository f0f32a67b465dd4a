import { defineArea } from 'shared-contracts';

/** server.ops.*: the back office's refusals (OPS_ERR in src/operators/errors.ts, 700xx). */
export const ops = defineArea({
  tw: {
    ops: {
      secondApprover: '此筆提現金額較大，須由另一位操作員覆核；您已核准過，不能再次核准',
      notPending: '此申請不存在或已處理',
      payoutRefused: '無法核准：{{detail}}',
      depositsFromChain: '充值由鏈上轉帳自動入帳，請勿手動核准（更正請用贈送）',
      signedOut: '請先登入後台',
      forbidden: '您的角色無權執行此操作',
      csrf: '請求未通過驗證，請重新整理頁面',
      signInFailed: '帳號、密碼或驗證碼錯誤',
      signInLocked: '嘗試次數過多，請稍後再試',
      enrolmentInvalid: '啟用連結無效或已過期，請向管理員索取新連結',
      codeWrong: '驗證碼不正確，請確認驗證器 App 的時間後重試',
      nameTaken: '此操作員名稱已存在',
      passwordWeak: '密碼至少 12 個字元，且不可為常見密碼',
    },
  },
  zh: {
    ops: {
      secondApprover: '此笔提现金额较大，须由另一位操作员复核；您已核准过，不能再次核准',
      notPending: '此申请不存在或已处理',
      payoutRefused: '无法核准：{{detail}}',
      depositsFromChain: '充值由链上转账自动入账，请勿手动核准（更正请用赠送）',
      signedOut: '请先登录后台',
      forbidden: '您的角色无权执行此操作',
      csrf: '请求未通过验证，请刷新页面',
      signInFailed: '账号、密码或验证码错误',
      signInLocked: '尝试次数过多，请稍后再试',
      enrolmentInvalid: '激活链接无效或已过期，请向管理员索取新链接',
      codeWrong: '验证码不正确，请确认验证器 App 的时间后重试',
      nameTaken: '此操作员名称已存在',
      passwordWeak: '密码至少 12 个字符，且不能是常见密码',
    },
  },
  en: {
    ops: {
      secondApprover: 'This withdrawal is large: a second operator must approve it, and you already did',
      notPending: 'No such request, or it was already decided',
      payoutRefused: 'Cannot approve: {{detail}}',
      depositsFromChain: 'Deposits are credited from the chain by themselves: do not approve them by hand (correct with a gift)',
      signedOut: 'Please sign in to the back office',
      forbidden: 'Your role may not do this',
      csrf: 'The request could not be verified: reload the page',
      signInFailed: 'Name, password or code wrong',
      signInLocked: 'Too many attempts: try again later',
      enrolmentInvalid: 'This enrolment link is invalid or has expired: ask an admin for a new one',
      codeWrong: "The code does not match: check the authenticator app's clock and try again",
      nameTaken: 'An operator of this name exists',
      passwordWeak: 'The password needs 12 characters or more and may not be a common one',
    },
  },
});
