import { defineArea } from './define';

/** Screen titles, keyed by shared-contracts ROUTES names. */
export const screens = defineArea({
  tw: {
    home: '首頁', lottery: '交易大廳', room: '客服', find: '走勢', personal: '我的', login: '登錄', register: '註冊', language: '語言設置',
    setting: '設置', changeline: '切換線路', about: '關於我們', system: '系統設置', baseinfo: '基本信息', defaultAvatar: '系統頭像',
    setSecurityCode: '安全碼', changePassword: '修改登錄密碼', shareFriend: '分享好友', betRoom: '交易房間', lotteryDetail: '開獎結果',
    lotteryExplain: '產品說明', trendChart: '開獎走勢', betRecord: '歷史賬單', betDetail: '訂單詳情', verify: '公平性驗證', recharge: '充值',
    withdraw: '提現', bankCardManage: '綁定管理', addBankCard: '添加銀行卡', addVirtualWallet: '添加虛擬錢包', capitalDetail: '資金明細',
    moreNews: '投資資訊', articleDetail: '資訊詳情', announcement: '活動公告', notice: '消息中心', actionCenter: '活動中心',
  },
  zh: {
    home: '首页', lottery: '交易大厅', room: '客服', find: '走势', personal: '我的', login: '登录', register: '注册', language: '语言设置',
    setting: '设置', changeline: '切换线路', about: '关于我们', system: '系统设置', baseinfo: '基本信息', defaultAvatar: '系统头像',
    setSecurityCode: '安全码', changePassword: '修改登录密码', shareFriend: '分享好友', betRoom: '交易房间', lotteryDetail: '开奖结果',
    lotteryExplain: '产品说明', trendChart: '开奖走势', betRecord: '历史账单', betDetail: '订单详情', verify: '公平性验证', recharge: '充值',
    withdraw: '提现', bankCardManage: '绑定管理', addBankCard: '添加银行卡', addVirtualWallet: '添加虚拟钱包', capitalDetail: '资金明细',
    moreNews: '投资资讯', articleDetail: '资讯详情', announcement: '活动公告', notice: '消息中心', actionCenter: '活动中心',
  },
  en: {
    home: 'Home', lottery: 'Trading hall', room: 'Customer service', find: 'Trend', personal: 'Me', login: 'Log in', register: 'Register', language: 'Language',
    setting: 'Settings', changeline: 'Change line', about: 'About us', system: 'System settings', baseinfo: 'Basic info', defaultAvatar: 'System avatars',
    setSecurityCode: 'Security code', changePassword: 'Change login password', shareFriend: 'Share with friends', betRoom: 'Trading room', lotteryDetail: 'Draw results',
    lotteryExplain: 'Product description', trendChart: 'Draw trend', betRecord: 'History bills', betDetail: 'Order detail', verify: 'Fairness check', recharge: 'Deposit',
    withdraw: 'Withdraw', bankCardManage: 'Bindings', addBankCard: 'Add bank card', addVirtualWallet: 'Add virtual wallet', capitalDetail: 'Fund detail',
    moreNews: 'Investment news', articleDetail: 'Article', announcement: 'Announcements', notice: 'Messages', actionCenter: 'Activity center',
  },
});
