import { defineArea } from 'shared-contracts';

/** server.wallet.*: the wallet's refusals (WALLET_ERR in src/wallet/errors.ts, 30xxx) and the ledger's entry marks. */
export const wallet = defineArea({
  tw: {
    wallet: {
      insufficient: '餘額不足，轉出失敗',
      transferFailed: '轉出失敗',
      amountRequired: '請輸入提現金額',
      minWithdrawal: '最低提現100',
      guestRefused: '尊敬的遊客：請註冊成為正式會員後再操作',
      assetsInsufficient: '您的資產不足，請充值',
      bindingRequired: '請先綁定提現賬戶',
      codeUnset: '請先設置安全碼',
      amountInvalid: '金額不正確',
      depositAboveMax: '單筆充值不能超過 {{max}}',
      depositsOpen: '您已有 {{count}} 筆充值申請待處理，請完成轉賬或等待其過期（{{minutes}} 分鐘）後再提交',
      turnoverLeft: '尚需流水 {{left}}：充值與贈送的金額須先投注完成（注單結算）才能提現',
      mark: {
        depositRequest: 'USDT 充值申請',
        deposit: 'USDT 充值',
        depositBonus: 'USDT 充值贈送',
        withdrawal: '提現',
        withdrawalReturned: '提現被拒絕，已退回',
        fixedDepositBonus: '定存獎勵（{{month}}）',
      },
    },
  },
  zh: {
    wallet: {
      insufficient: '余额不足，转出失败',
      transferFailed: '转出失败',
      amountRequired: '请输入提现金额',
      minWithdrawal: '最低提现100',
      guestRefused: '尊敬的游客：请注册成为正式会员后再操作',
      assetsInsufficient: '您的资产不足，请充值',
      bindingRequired: '请先绑定提现账户',
      codeUnset: '请先设置安全码',
      amountInvalid: '金额不正确',
      depositAboveMax: '单笔充值不能超过 {{max}}',
      depositsOpen: '您已有 {{count}} 笔充值申请待处理，请完成转账或等待其过期（{{minutes}} 分钟）后再提交',
      turnoverLeft: '尚需流水 {{left}}：充值与赠送的金额须先投注完成（注单结算）才能提现',
      mark: {
        depositRequest: 'USDT 充值申请',
        deposit: 'USDT 充值',
        depositBonus: 'USDT 充值赠送',
        withdrawal: '提现',
        withdrawalReturned: '提现被拒绝，已退回',
        fixedDepositBonus: '定存奖励（{{month}}）',
      },
    },
  },
  en: {
    wallet: {
      insufficient: 'Insufficient balance, transfer out failed',
      transferFailed: 'Failed to transfer out',
      amountRequired: 'Please enter the withdrawal amount',
      minWithdrawal: 'Minimum withdrawal 100',
      guestRefused: 'Dear visitor: please register as a full member before operating',
      assetsInsufficient: 'Your assets are insufficient, please deposit',
      bindingRequired: 'Please bind a withdrawal account first',
      codeUnset: 'Please set a security code first',
      amountInvalid: 'The amount is not valid',
      depositAboveMax: 'One deposit request may be at most {{max}}',
      depositsOpen:
        'You already have {{count}} deposit requests waiting: complete a transfer, or wait until one expires ({{minutes}} minutes), then submit again',
      turnoverLeft: 'Turnover left: {{left}}. Deposits and bonuses must be played through (bets settled) before a withdrawal.',
      mark: {
        depositRequest: 'USDT deposit request',
        deposit: 'USDT deposit',
        depositBonus: 'USDT deposit bonus',
        withdrawal: 'Withdrawal',
        withdrawalReturned: 'Withdrawal rejected, returned',
        fixedDepositBonus: 'Fixed-deposit bonus ({{month}})',
      },
    },
  },
});
