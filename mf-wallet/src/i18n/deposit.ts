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
      quantity: {
        label: '充值數量（u）',
        placeholder: '請輸入充值數量，如 100 或 100.5',
        required: '請輸入充值數量',
        invalid: '充值數量格式不正確，最多兩位小數',
      },
      receive: '贈送 {{bonus}}，共到賬 {{total}}',
      reminder: '提交後請在 {{minutes}} 分鐘內完成轉賬，逾時申請將失效',
      submit: '提交',
      submitted: '提交成功',
      opened: {
        title: '充值申請已提交',
        transfer: '請向上方地址轉賬 {{amount}}',
        timeLeft: '剩餘時間',
        bonus: '審核通過後到賬，並贈送 {{bonus}}',
      },
      listTitle: '我的充值申請',
      state: {
        pending: '待處理',
        credited: '已到賬，贈送 {{bonus}}',
        rejected: '已駁回',
        expired: '已過期',
      },
      row: {
        bonus: '贈送 {{bonus}}',
        timeLeft: '剩餘 {{time}}',
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
      quantity: {
        label: '充值数量（u）',
        placeholder: '请输入充值数量，如 100 或 100.5',
        required: '请输入充值数量',
        invalid: '充值数量格式不正确，最多两位小数',
      },
      receive: '赠送 {{bonus}}，共到账 {{total}}',
      reminder: '提交后请在 {{minutes}} 分钟内完成转账，逾时申请将失效',
      submit: '提交',
      submitted: '提交成功',
      opened: {
        title: '充值申请已提交',
        transfer: '请向上方地址转账 {{amount}}',
        timeLeft: '剩余时间',
        bonus: '审核通过后到账，并赠送 {{bonus}}',
      },
      listTitle: '我的充值申请',
      state: {
        pending: '待处理',
        credited: '已到账，赠送 {{bonus}}',
        rejected: '已驳回',
        expired: '已过期',
      },
      row: {
        bonus: '赠送 {{bonus}}',
        timeLeft: '剩余 {{time}}',
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
      quantity: {
        label: 'Quantity (u)',
        placeholder: 'Enter the quantity, e.g. 100 or 100.5',
        required: 'Please enter the deposit quantity',
        invalid: 'Enter a quantity with at most 2 decimals',
      },
      receive: 'Bonus {{bonus}}, you receive {{total}}',
      reminder: 'After submitting, complete the transfer within {{minutes}} minutes; later the request expires',
      submit: 'Submit',
      submitted: 'Submitted successfully',
      opened: {
        title: 'Deposit request submitted',
        transfer: 'Transfer {{amount}} to the address above',
        timeLeft: 'Time left',
        bonus: 'Credited once approved, with a bonus of {{bonus}}',
      },
      listTitle: 'My deposit requests',
      state: {
        pending: 'Pending',
        credited: 'Credited, bonus {{bonus}}',
        rejected: 'Rejected',
        expired: 'Expired',
      },
      row: {
        bonus: 'Bonus {{bonus}}',
        timeLeft: '{{time}} left',
      },
    },
  },
});
