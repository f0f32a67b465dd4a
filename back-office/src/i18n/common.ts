import { defineArea } from 'shared-contracts';

/** The console's frame: title, menu, header, roles, languages, the generic failures and the shared form words. */
export const common = defineArea({
  tw: {
    appName: '營運後台',
    menu: { audit: '稽核日誌', queues: '出入金審核', members: '會員帳號', operators: '營運人員' },
    header: { signOut: '登出', language: '語言' },
    roles: { viewer: '檢視者', cashier: '出納', support: '客服', admin: '管理員' },
    languages: { tw: '繁體中文', zh: '简体中文', en: 'English' },
    errors: { network: '連線失敗，請稍後再試。', retry: '重試' },
    reasonRule: '請輸入原因（至少 3 個字）',
    loading: '載入中…',
    yes: '是',
    no: '否',
  },
  zh: {
    appName: '运营后台',
    menu: { audit: '审计日志', queues: '出入金审核', members: '会员账号', operators: '运营人员' },
    header: { signOut: '退出登录', language: '语言' },
    roles: { viewer: '查看者', cashier: '出纳', support: '客服', admin: '管理员' },
    languages: { tw: '繁體中文', zh: '简体中文', en: 'English' },
    errors: { network: '连接失败，请稍后再试。', retry: '重试' },
    reasonRule: '请输入原因（至少 3 个字）',
    loading: '加载中…',
    yes: '是',
    no: '否',
  },
  en: {
    appName: 'Back office',
    menu: { audit: 'Audit log', queues: 'Cashier queues', members: 'Members', operators: 'Operators' },
    header: { signOut: 'Sign out', language: 'Language' },
    roles: { viewer: 'Viewer', cashier: 'Cashier', support: 'Support', admin: 'Admin' },
    languages: { tw: '繁體中文', zh: '简体中文', en: 'English' },
    errors: { network: 'Connection failed, please try again.', retry: 'Retry' },
    reasonRule: 'Give a reason (3 characters or more)',
    loading: 'Loading…',
    yes: 'Yes',
    no: 'No',
  },
});
