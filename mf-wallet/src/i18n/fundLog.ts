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
      reason: '駁回原因：{{reason}}',
      tabs: { fund: '資金記錄', turnover: '流水明細' },
      turnover: {
        intro:
          '充值與贈送計入所需流水，已結算投注的有風險金額將其扣減（每期一筆：投注金額減去無論開獎結果如何都會返還的部分）；剩餘流水為 0 時方可提現。',
        kinds: { deposit: '充值', bonus: '贈送', play: '投注', waiver: '豁免', void: '作廢' },
        added: '所需 {{amount}}',
        played: '完成 {{amount}}',
        waived: '豁免 {{amount}}',
        restored: '恢復 {{amount}}',
        source: {
          deposit: '充值 {{amount}}',
          bonus: '贈送 {{amount}}',
          play: '投注 {{amount}}，單號 {{ref}}',
          waiver: '客服豁免 {{amount}}',
          void: '第 {{issue}} 期已作廢：該期完成的流水 {{amount}} 恢復為剩餘',
        },
        round: '第 {{issue}} 期投注 {{amount}}，其中 {{returned}} 無論開獎結果都會返還（不計入）',
        left: '剩餘 {{left}}',
      },
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
      reason: '驳回原因：{{reason}}',
      tabs: { fund: '资金记录', turnover: '流水明细' },
      turnover: {
        intro:
          '充值与赠送计入所需流水，已结算投注的有风险金额将其扣减（每期一笔：投注金额减去无论开奖结果如何都会返还的部分）；剩余流水为 0 时方可提现。',
        kinds: { deposit: '充值', bonus: '赠送', play: '投注', waiver: '豁免', void: '作废' },
        added: '所需 {{amount}}',
        played: '完成 {{amount}}',
        waived: '豁免 {{amount}}',
        restored: '恢复 {{amount}}',
        source: {
          deposit: '充值 {{amount}}',
          bonus: '赠送 {{amount}}',
          play: '投注 {{amount}}，单号 {{ref}}',
          waiver: '客服豁免 {{amount}}',
          void: '第 {{issue}} 期已作废：该期完成的流水 {{amount}} 恢复为剩余',
        },
        round: '第 {{issue}} 期投注 {{amount}}，其中 {{returned}} 无论开奖结果都会返还（不计入）',
        left: '剩余 {{left}}',
      },
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
      reason: 'Reason for rejection: {{reason}}',
      tabs: { fund: 'Fund log', turnover: 'Turnover' },
      turnover: {
        intro:
          'Deposits and bonuses add to the turnover required; settled bets count it down by the part at risk (once a round: the stake less what comes back whatever the draw). You can withdraw once none is left.',
        kinds: { deposit: 'Deposit', bonus: 'Bonus', play: 'Bet', waiver: 'Waiver', void: 'Voided round' },
        added: '{{amount}} required',
        played: '{{amount}} played',
        waived: '{{amount}} waived',
        restored: '{{amount}} left again',
        source: {
          deposit: '{{amount}} deposited',
          bonus: '{{amount}} bonus',
          play: '{{amount}} staked, order {{ref}}',
          waiver: '{{amount}} waived by support',
          void: 'Round {{issue}} voided: the {{amount}} it counted is left again',
        },
        round: 'Round {{issue}}: {{amount}} staked, {{returned}} of it back whatever the draw (not counted)',
        left: 'Left {{left}}',
      },
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
