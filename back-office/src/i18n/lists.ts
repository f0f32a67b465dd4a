import { defineArea } from 'shared-contracts';

/** The lists' paging, the member search's fields and the CSV exports (issue 40). */
export const lists = defineArea({
  tw: {
    more: '載入更多',
    end: '已顯示全部 {{count}} 筆',
    memberSearch: {
      deposit_address: '充值地址',
      tx_hash: '交易雜湊（充值或出款）',
      last_ip: '最近登入 IP',
      idcard: '身分證號',
      joined_from: '註冊日（起）',
      joined_to: '註冊日（迄）',
      status: '狀態',
      apply: '依條件搜尋',
    },
    export: {
      title: '匯出 CSV',
      from: '開始日',
      to: '結束日',
      download: '下載',
      hint: '所選期間（含首尾兩日）的資料，以串流下載；每次匯出都記錄為查閱。',
      kinds: { members: '會員（依註冊日）', fundLog: '資金明細', transactions: '充值與提現', audit: '稽核日誌' },
    },
  },
  zh: {
    more: '加载更多',
    end: '已显示全部 {{count}} 条',
    memberSearch: {
      deposit_address: '充值地址',
      tx_hash: '交易哈希（充值或出款）',
      last_ip: '最近登录 IP',
      idcard: '身份证号',
      joined_from: '注册日（起）',
      joined_to: '注册日（止）',
      status: '状态',
      apply: '按条件搜索',
    },
    export: {
      title: '导出 CSV',
      from: '开始日',
      to: '结束日',
      download: '下载',
      hint: '所选期间（含首尾两日）的数据，以流式下载；每次导出都记录为查阅。',
      kinds: { members: '会员（按注册日）', fundLog: '资金明细', transactions: '充值与提现', audit: '审计日志' },
    },
  },
  en: {
    more: 'Load more',
    end: 'All {{count}} shown',
    memberSearch: {
      deposit_address: 'Deposit address',
      tx_hash: 'Transaction hash (deposit or payout)',
      last_ip: 'Last sign-in IP',
      idcard: 'ID-card number',
      joined_from: 'Joined from',
      joined_to: 'Joined to',
      status: 'Status',
      apply: 'Search by these fields',
    },
    export: {
      title: 'Export CSV',
      from: 'From',
      to: 'To',
      download: 'Download',
      hint: 'The days picked, both included, downloaded as they are read; every export is recorded as a read.',
      kinds: { members: 'Members (by day joined)', fundLog: 'Fund log', transactions: 'Deposits and withdrawals', audit: 'Audit log' },
    },
  },
});
