import { defineArea } from 'shared-contracts';

/** The audit log. */
export const audit = defineArea({
  tw: {
    title: '稽核日誌',
    filters: { actor: '操作者', action: '動作', target: '對象', search: '搜尋', reset: '清除' },
    columns: { time: '時間', actor: '操作者', action: '動作', target: '對象', reason: '原因', address: 'IP 位址' },
    before: '變更前',
    after: '變更後',
    empty: '沒有紀錄',
    tabs: { changes: '變更', reads: '查閱' },
    reads: {
      member: '會員',
      what: '查閱內容',
      kinds: {
        'member.detail': '會員詳情與資金明細',
        'member.show': '會員資料（CLI）',
        'member.fundLog': '會員資金明細（分頁）',
        'export.members': '匯出會員',
        'export.fundLog': '匯出資金明細',
        'export.transactions': '匯出充值與提現',
        'export.audit': '匯出稽核日誌',
      },
    },
  },
  zh: {
    title: '审计日志',
    filters: { actor: '操作者', action: '动作', target: '对象', search: '搜索', reset: '清除' },
    columns: { time: '时间', actor: '操作者', action: '动作', target: '对象', reason: '原因', address: 'IP 地址' },
    before: '变更前',
    after: '变更后',
    empty: '没有记录',
    tabs: { changes: '变更', reads: '查阅' },
    reads: {
      member: '会员',
      what: '查阅内容',
      kinds: {
        'member.detail': '会员详情与资金明细',
        'member.show': '会员资料（CLI）',
        'member.fundLog': '会员资金明细（分页）',
        'export.members': '导出会员',
        'export.fundLog': '导出资金明细',
        'export.transactions': '导出充值与提现',
        'export.audit': '导出审计日志',
      },
    },
  },
  en: {
    title: 'Audit log',
    filters: { actor: 'Actor', action: 'Action', target: 'Target', search: 'Search', reset: 'Clear' },
    columns: { time: 'Time', actor: 'Actor', action: 'Action', target: 'Target', reason: 'Reason', address: 'Address' },
    before: 'Before',
    after: 'After',
    empty: 'No entries',
    tabs: { changes: 'Changes', reads: 'Reads' },
    reads: {
      member: 'Member',
      what: 'Opened',
      kinds: {
        'member.detail': 'Member detail and fund log',
        'member.show': 'Member record (CLI)',
        'member.fundLog': 'Member fund log (a page)',
        'export.members': 'Export of members',
        'export.fundLog': 'Export of the fund log',
        'export.transactions': 'Export of deposits and withdrawals',
        'export.audit': 'Export of the audit log',
      },
    },
  },
});
