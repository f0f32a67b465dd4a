import { defineArea } from 'shared-contracts';

/** server.segment.*: a message to a segment of members (SEGMENT_ERR in src/messages/errors.ts, 70160-70169). */
export const segment = defineArea({
  tw: {
    segment: {
      period: '期間無效：請選擇今天或之前的日期，且開始日不晚於結束日',
      empty: '此分群目前沒有可接收消息的會員（排除遊戲與已停用的會員一律不發送）',
    },
  },
  zh: {
    segment: {
      period: '期间无效：请选择今天或之前的日期，且开始日不晚于结束日',
      empty: '此分群目前没有可接收消息的会员（排除游戏与已停用的会员一律不发送）',
    },
  },
  en: {
    segment: {
      period: 'Invalid period: choose days up to today, the first not after the last',
      empty: 'This segment reaches no member now (excluded and disabled members are always left out)',
    },
  },
});
