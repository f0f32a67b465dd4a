import { defineArea } from 'shared-contracts';

/** The signed-in operator's own account: password and authenticator. */
export const account = defineArea({
  tw: {
    title: '我的帳號',
    password: {
      title: '變更密碼',
      current: '目前密碼',
      new: '新密碼',
      rule: '至少 12 個字元，不可包含帳號，也不可為常見密碼或常見密碼加數字',
      submit: '變更密碼',
      done: '密碼已變更，您在其他裝置的登入已結束',
    },
    authenticator: {
      title: '更換驗證器',
      hint: '換手機或驗證器 App 時使用：輸入密碼與目前驗證器的驗證碼，取得新的 QR 碼。',
      start: '取得新的 QR 碼',
      confirmHint: '掃描後，輸入新驗證器顯示的驗證碼完成更換；完成前舊驗證器仍有效。',
      confirm: '完成更換',
      done: '已改用新的驗證器，舊驗證器不再有效',
    },
  },
  zh: {
    title: '我的账号',
    password: {
      title: '修改密码',
      current: '当前密码',
      new: '新密码',
      rule: '至少 12 个字符，不能包含账号，也不能是常见密码或常见密码加数字',
      submit: '修改密码',
      done: '密码已修改，您在其他设备的登录已结束',
    },
    authenticator: {
      title: '更换验证器',
      hint: '换手机或验证器 App 时使用：输入密码与当前验证器的验证码，获取新的二维码。',
      start: '获取新的二维码',
      confirmHint: '扫描后，输入新验证器显示的验证码完成更换；完成前旧验证器仍有效。',
      confirm: '完成更换',
      done: '已改用新的验证器，旧验证器不再有效',
    },
  },
  en: {
    title: 'My account',
    password: {
      title: 'Change password',
      current: 'Current password',
      new: 'New password',
      rule: '12 characters or more, not holding your name, and not a common password with or without digits added',
      submit: 'Change password',
      done: 'Password changed: your sign-ins on other devices have ended',
    },
    authenticator: {
      title: 'Change authenticator',
      hint: 'For a new phone or authenticator app: your password and a code of the current authenticator give a new QR code.',
      start: 'Get a new QR code',
      confirmHint: 'Once scanned, type a code of the new authenticator to finish; until then the old one still works.',
      confirm: 'Finish the change',
      done: 'You now use the new authenticator; the old one no longer works',
    },
  },
});
