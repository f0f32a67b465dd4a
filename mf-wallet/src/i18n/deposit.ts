import { defineArea } from 'shared-contracts';

/** wallet.* words of recharge. */
export const deposit = defineArea({
  tw: {
    recharge: {
      addressTitle: '您的專屬 USDT（TRC-20）充值地址',
      qr: '充值地址二維碼',
      network: '僅支持 TRON（TRC-20）網絡的 USDT',
      copy: '複製地址',
      copied: '已複製',
      copyFailed: '複製失敗，請長按地址複製',
      promotion: '通過 USDT 充值贈送 {{percent}}%',
      promotionCapped: '通過 USDT 充值贈送 {{percent}}%，每筆最高 {{cap}}',
      turnover: {
        both: '每筆充值按金額 ×{{deposit}}、贈送按金額 ×{{bonus}} 計入流水，打滿流水後方可提現。僅計入有風險的投注金額：無論開獎結果如何都會返還的部分（例如同一期同時買做多與做空）不計入流水。',
        deposit:
          '每筆充值按金額 ×{{deposit}} 計入流水，打滿流水後方可提現。僅計入有風險的投注金額：無論開獎結果如何都會返還的部分（例如同一期同時買做多與做空）不計入流水。',
        bonus:
          '每筆贈送按金額 ×{{bonus}} 計入流水，打滿流水後方可提現。僅計入有風險的投注金額：無論開獎結果如何都會返還的部分（例如同一期同時買做多與做空）不計入流水。',
      },
      quantity: {
        label: '充值數量（u）',
        placeholder: '請輸入充值數量，如 100 或 100.5',
        required: '請輸入充值數量',
        notNumber: '充值數量不是數字，請輸入如 100 或 100.5',
        invalid: '充值數量格式不正確，最多兩位小數',
      },
      receive: '贈送 {{bonus}}，共到賬 {{total}}',
      reminder: '提交後請在 {{minutes}} 分鐘內完成轉賬，逾時申請將失效',
      auto: {
        credit: '轉入此地址的 USDT 約 {{minutes}} 分鐘確認後自動到賬並贈送，無需申請或審核',
        creditNoBonus: '轉入此地址的 USDT 約 {{minutes}} 分鐘確認後自動到賬，無需申請或審核',
        request: '可選：先提交充值數量，即可在此查看贈送並跟進到賬；請在 {{minutes}} 分鐘內轉入相同數量',
        bonus: '轉賬確認後（約 {{minutes}} 分鐘）自動到賬，並贈送 {{bonus}}',
        noBonus: '轉賬確認後（約 {{minutes}} 分鐘）自動到賬',
      },
      submit: '提交',
      submitted: '提交成功',
      opened: {
        title: '充值申請已提交',
        transfer: '請向上方地址轉賬 {{amount}}',
        timeLeft: '剩餘時間',
        bonus: '審核通過後到賬，並贈送 {{bonus}}',
        noBonus: '審核通過後到賬',
      },
      listTitle: '我的充值記錄',
      state: {
        pending: '待處理',
        credited: '已到賬，贈送 {{bonus}}',
        rejected: '已駁回',
        expired: '已過期',
      },
      row: {
        bonus: '贈送 {{bonus}}',
        timeLeft: '剩餘 {{time}}',
        tx: '交易 {{tx}}',
      },
    },
  },
  zh: {
    recharge: {
      addressTitle: '您的专属 USDT（TRC-20）充值地址',
      qr: '充值地址二维码',
      network: '仅支持 TRON（TRC-20）网络的 USDT',
      copy: '复制地址',
      copied: '已复制',
      copyFailed: '复制失败，请长按地址复制',
      promotion: '通过 USDT 充值赠送 {{percent}}%',
      promotionCapped: '通过 USDT 充值赠送 {{percent}}%，每笔最高 {{cap}}',
      turnover: {
        both: '每笔充值按金额 ×{{deposit}}、赠送按金额 ×{{bonus}} 计入流水，打满流水后方可提现。仅计入有风险的投注金额：无论开奖结果如何都会返还的部分（例如同一期同时买做多与做空）不计入流水。',
        deposit:
          '每笔充值按金额 ×{{deposit}} 计入流水，打满流水后方可提现。仅计入有风险的投注金额：无论开奖结果如何都会返还的部分（例如同一期同时买做多与做空）不计入流水。',
        bonus:
          '每笔赠送按金额 ×{{bonus}} 计入流水，打满流水后方可提现。仅计入有风险的投注金额：无论开奖结果如何都会返还的部分（例如同一期同时买做多与做空）不计入流水。',
      },
      quantity: {
        label: '充值数量（u）',
        placeholder: '请输入充值数量，如 100 或 100.5',
        required: '请输入充值数量',
        notNumber: '充值数量不是数字，请输入如 100 或 100.5',
        invalid: '充值数量格式不正确，最多两位小数',
      },
      receive: '赠送 {{bonus}}，共到账 {{total}}',
      reminder: '提交后请在 {{minutes}} 分钟内完成转账，逾时申请将失效',
      auto: {
        credit: '转入此地址的 USDT 约 {{minutes}} 分钟确认后自动到账并赠送，无需申请或审核',
        creditNoBonus: '转入此地址的 USDT 约 {{minutes}} 分钟确认后自动到账，无需申请或审核',
        request: '可选：先提交充值数量，即可在此查看赠送并跟进到账；请在 {{minutes}} 分钟内转入相同数量',
        bonus: '转账确认后（约 {{minutes}} 分钟）自动到账，并赠送 {{bonus}}',
        noBonus: '转账确认后（约 {{minutes}} 分钟）自动到账',
      },
      submit: '提交',
      submitted: '提交成功',
      opened: {
        title: '充值申请已提交',
        transfer: '请向上方地址转账 {{amount}}',
        timeLeft: '剩余时间',
        bonus: '审核通过后到账，并赠送 {{bonus}}',
        noBonus: '审核通过后到账',
      },
      listTitle: '我的充值记录',
      state: {
        pending: '待处理',
        credited: '已到账，赠送 {{bonus}}',
        rejected: '已驳回',
        expired: '已过期',
      },
      row: {
        bonus: '赠送 {{bonus}}',
        timeLeft: '剩余 {{time}}',
        tx: '交易 {{tx}}',
      },
    },
  },
  en: {
    recharge: {
      addressTitle: 'Your exclusive USDT (TRC-20) address',
      qr: 'QR code of your deposit address',
      network: 'USDT on the TRON (TRC-20) network only',
      copy: 'Copy address',
      copied: 'Copied',
      copyFailed: 'Copy failed, please long-press the address to copy it',
      promotion: 'Deposit via USDT and get a {{percent}}% bonus',
      promotionCapped: 'Deposit via USDT and get a {{percent}}% bonus, up to {{cap}} a deposit',
      turnover: {
        both: 'Each deposit adds its amount ×{{deposit}} and the bonus ×{{bonus}} to the turnover you play before a withdrawal. Only the part of your stake at risk counts: stakes that come back whatever the draw (such as Long and Short in the same round) do not count.',
        deposit:
          'Each deposit adds its amount ×{{deposit}} to the turnover you play before a withdrawal. Only the part of your stake at risk counts: stakes that come back whatever the draw (such as Long and Short in the same round) do not count.',
        bonus:
          'Each bonus adds its amount ×{{bonus}} to the turnover you play before a withdrawal. Only the part of your stake at risk counts: stakes that come back whatever the draw (such as Long and Short in the same round) do not count.',
      },
      quantity: {
        label: 'Quantity (u)',
        placeholder: 'Enter the quantity, e.g. 100 or 100.5',
        required: 'Please enter the deposit quantity',
        notNumber: 'The quantity is not a number, e.g. 100 or 100.5',
        invalid: 'Enter a quantity with at most 2 decimals',
      },
      receive: 'Bonus {{bonus}}, you receive {{total}}',
      reminder: 'After submitting, complete the transfer within {{minutes}} minutes; later the request expires',
      auto: {
        credit:
          'USDT sent to this address is credited with its bonus by itself after about {{minutes}} min of confirmations: no request, no review',
        creditNoBonus:
          'USDT sent to this address is credited by itself after about {{minutes}} min of confirmations: no request, no review',
        request:
          'Optional: submit the quantity first to see its bonus and follow it here, then transfer exactly that within {{minutes}} minutes',
        bonus: 'Credited by itself about {{minutes}} min after your transfer, with a bonus of {{bonus}}',
        noBonus: 'Credited by itself about {{minutes}} min after your transfer',
      },
      submit: 'Submit',
      submitted: 'Submitted successfully',
      opened: {
        title: 'Deposit request submitted',
        transfer: 'Transfer {{amount}} to the address above',
        timeLeft: 'Time left',
        bonus: 'Credited once approved, with a bonus of {{bonus}}',
        noBonus: 'Credited once approved',
      },
      listTitle: 'My deposits',
      state: {
        pending: 'Pending',
        credited: 'Credited, bonus {{bonus}}',
        rejected: 'Rejected',
        expired: 'Expired',
      },
      row: {
        bonus: 'Bonus {{bonus}}',
        timeLeft: '{{time}} left',
        tx: 'Tx {{tx}}',
      },
    },
  },
});
