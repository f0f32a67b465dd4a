import { defineArea } from 'shared-contracts';

/** wallet.* words of withdraw. */
export const withdraw = defineArea({
  tw: {},
  zh: {},
  en: {},
});
