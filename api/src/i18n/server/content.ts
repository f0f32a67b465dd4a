import { defineArea } from 'shared-contracts';

/** server.content.*: news and announcements' refusals (CONTENT_ERR in src/content/errors.ts, 601xx). */
export const content = defineArea({
  tw: {
    content: { articleNotFound: '文章不存在' },
  },
  zh: {
    content: { articleNotFound: '文章不存在' },
  },
  en: {
    content: { articleNotFound: 'No such article' },
  },
});
