import { defineArea } from 'shared-contracts';

/** wallet.* words of capitalDetail. */
export const fundLog = defineArea({
  tw: {
    fundLog: {
      type: '類型',
      all: '全部',
      types: { deposit: '充值', withdrawal: '提現', purchase: '購買', profit: '盈利', gift: '贈送' },
      statuses: { notPassed: '待審核', passed: '已通過', rejected: '已駁回' },
      range: '{{begin}} 至 {{end}}',
      over: '餘額 {{over}}',
    },
  },
  zh: {
    fundLog: {
      type: '类型',
      all: '全部',
      types: { deposit: '充值', withdrawal: '提现', purchase: '购买', profit: '盈利', gift: '赠送' },
      statuses: { notPassed: '待审核', passed: '已通过', rejected: '已驳回' },
      range: '{{begin}} 至 {{end}}',
      over: '余额 {{over}}',
    },
  },
  en: {
    fundLog: {
      type: 'Type',
      all: 'All',
      types: { deposit: 'Deposit', withdrawal: 'Withdrawal', purchase: 'Purchase', profit: 'Profit', gift: 'Gift' },
      statuses: { notPassed: 'Pending review', passed: 'Passed', rejected: 'Rejected' },
      range: '{{begin}} to {{end}}',
      over: 'Balance {{over}}',
    },
  },
});
