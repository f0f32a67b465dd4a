import { defineArea } from 'shared-contracts';

/** content.* words of moreNews,aticleDetail,Notice. */
export const news = defineArea({
  tw: {
    news: {
      hot: '熱門話題',
      tabs: { original: '原創', recommended: '推薦', wealth: '財富' },
    },
    noticeCenter: { messages: '站內消息', notice: '平台公告', unread: '未讀' },
  },
  zh: {
    news: {
      hot: '热门话题',
      tabs: { original: '原创', recommended: '推荐', wealth: '财富' },
    },
    noticeCenter: { messages: '站内消息', notice: '平台公告', unread: '未读' },
  },
  en: {
    news: {
      hot: 'Hot topics',
      tabs: { original: 'Original', recommended: 'Recommended', wealth: 'Wealth' },
    },
    noticeCenter: { messages: 'In-site messages', notice: 'Platform notices', unread: 'Unread' },
  },
});
