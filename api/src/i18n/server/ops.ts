import { defineArea } from 'shared-contracts';

/** server.ops.*: the back office's refusals (OPS_ERR in src/operators/errors.ts, 700xx). */
export const ops = defineArea({
  tw: {
    ops: {
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
