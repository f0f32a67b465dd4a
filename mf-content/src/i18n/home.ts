import { defineArea } from 'shared-contracts';

/** content.* words of home,actionCenter,announcement. */
export const home = defineArea({
  tw: {},
  zh: {},
  en: {},
});
