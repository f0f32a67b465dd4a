import { defineArea } from 'shared-contracts';

/** wallet.* words of bankCardManage,addBankCard,addVirtualWallet. */
export const bindings = defineArea({
  tw: {},
  zh: {},
  en: {},
});
