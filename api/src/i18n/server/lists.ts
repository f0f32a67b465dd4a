import { defineArea } from 'shared-contracts';

/** server.lists.*: the console's lists and exports (LIST_ERR in src/lists/errors.ts, 7015x). */
export const lists = defineArea({
  tw: {
    lists: {
      cursorInvalid: '分頁位置無效：請從第一頁重新查詢',
      periodInvalid: '期間須是有效日期，且開始不晚於結束',
    },
  },
  zh: {
    lists: {
      cursorInvalid: '分页位置无效：请从第一页重新查询',
      periodInvalid: '期间须是有效日期，且开始不晚于结束',
    },
  },
  en: {
    lists: {
      cursorInvalid: 'This page position is not valid: search again from the first page',
      periodInvalid: 'The period must be real dates, the first no later than the last',
    },
  },
});
