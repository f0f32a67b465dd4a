import { defineArea } from 'shared-contracts';

/** wallet.* words of capitalDetail. */
export const fundLog = defineArea({
  tw: {},
  zh: {},
  en: {},
});
