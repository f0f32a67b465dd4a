import { defineArea } from 'shared-contracts';

/** wallet.* words of recharge. */
export const deposit = defineArea({
  tw: {},
  zh: {},
  en: {},
});
