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
      payout: {
        paid: '已付款，交易 {{tx}}',
        checking: '此筆付款正在核對中，如有需要客服會與您聯繫',
        copy: '複製交易哈希 {{tx}}',
        copied: '交易哈希已複製',
        copyFailed: '複製失敗，請長按交易哈希複製',
      },
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
      payout: {
        paid: '已付款，交易 {{tx}}',
        checking: '此笔付款正在核对中，如有需要客服会与您联系',
        copy: '复制交易哈希 {{tx}}',
        copied: '交易哈希已复制',
        copyFailed: '复制失败，请长按交易哈希复制',
      },
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
      payout: {
        paid: 'Paid, tx {{tx}}',
        checking: 'We are checking this payment; support will contact you if needed',
        copy: 'Copy transaction hash {{tx}}',
        copied: 'Transaction hash copied',
        copyFailed: 'Copy failed, please long-press the transaction hash to copy it',
      },
    },
  },
});
