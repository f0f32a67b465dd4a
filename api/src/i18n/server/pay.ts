import { defineArea } from 'shared-contracts';

/** server.pay.*: the payout bindings' refusals (ERR in src/i18n/errors.ts, 2002x-2004x). */
export const pay = defineArea({
  tw: {
    pay: {
      replaceNeedsCode: '更換已綁定的收款帳戶需要輸入安全碼（未設定請先設定安全碼）',
      holderRequired: '請輸入持卡人姓名',
      cardRequired: '請輸入銀行卡號',
      cardDigits: '銀行卡號須為 8-30 位數字',
      bankRequired: '請輸入銀行名稱',
      bankCodeRequired: '請輸入銀行代碼',
      branchRequired: '請輸入開戶支行',
      addressRequired: '請輸入錢包地址',
      walletTypeRequired: '請輸入錢包類型',
      walletTypeUnknown: '不支持的錢包類型',
      addressInvalid: '錢包地址不正確，請輸入有效的 TRC-20 地址',
      addressIsDeposit: '這是本平台的充值地址，不能作為收款錢包：請輸入您自己的錢包地址',
      addressIsOperators: '這是本平台的出款錢包地址，不能作為收款錢包：請輸入您自己的錢包地址',
    },
  },
  zh: {
    pay: {
      replaceNeedsCode: '更换已绑定的收款账户需要输入安全码（未设置请先设置安全码）',
      holderRequired: '请输入持卡人姓名',
      cardRequired: '请输入银行卡号',
      cardDigits: '银行卡号须为 8-30 位数字',
      bankRequired: '请输入银行名称',
      bankCodeRequired: '请输入银行代码',
      branchRequired: '请输入开户支行',
      addressRequired: '请输入钱包地址',
      walletTypeRequired: '请输入钱包类型',
      walletTypeUnknown: '不支持的钱包类型',
      addressInvalid: '钱包地址不正确，请输入有效的 TRC-20 地址',
      addressIsDeposit: '这是本平台的充值地址，不能作为收款钱包：请输入您自己的钱包地址',
      addressIsOperators: '这是本平台的出款钱包地址，不能作为收款钱包：请输入您自己的钱包地址',
    },
  },
  en: {
    pay: {
      replaceNeedsCode: 'Replacing a bound payout account needs your security code (set one first if you have none)',
      holderRequired: 'Please enter the card holder',
      cardRequired: 'Please enter the card number',
      cardDigits: 'The card number must be 8-30 digits',
      bankRequired: 'Please enter the bank name',
      bankCodeRequired: 'Please enter the bank code',
      branchRequired: 'Please enter the branch name',
      addressRequired: 'Please enter the wallet address',
      walletTypeRequired: 'Please enter the wallet type',
      walletTypeUnknown: 'Unsupported wallet type',
      addressInvalid: 'Invalid wallet address, please enter a valid TRC-20 address',
      addressIsDeposit: 'This is a deposit address of this platform, not a payout wallet: enter an address of your own',
      addressIsOperators: "This is one of this platform's own payout wallets, not yours: enter an address of your own",
    },
  },
});
