import { defineArea } from 'shared-contracts';

/** content.* words of moreNews,aticleDetail,Notice. */
export const news = defineArea({
  tw: {},
  zh: {},
  en: {},
});
