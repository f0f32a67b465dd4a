import { defineArea } from 'shared-contracts';

/** server.trade.*: the lottery's answers (LOTTERY_ERR in src/lottery/wire/errors.ts, 40xxx) and its entry marks. */
export const trade = defineArea({
  tw: {
    trade: {
      ordered: '下單成功',
      discontinued: '產品已下架',
      banned: '系統已禁止，請選擇購買',
      closed: '已封盤，停止購買',
      followCurrentOnly: '只能跟投當前期',
      invalidChoice: '請選擇有效的投注項',
      duplicateChoice: '投注項不能重複',
      belowMin: '每注金額不能低於 {{min}}',
      aboveMax: '每注金額不能高於 {{max}}',
      roomUnknown: '房間不存在',
      roundUnknown: '該期尚未開獎或不存在',
      exposure: {
        order: '本房間單筆訂單最多可贏 {{limit}}，每注仍可接受的最高金額為 {{stake}}',
        member: '本房間您在本期的訂單合計最多可贏 {{limit}}，每注仍可接受的最高金額為 {{stake}}',
        round: '本期此結果的派彩已達上限 {{limit}}，每注仍可接受的最高金額為 {{stake}}',
      },
      mark: { bet: '購買', win: '中獎派彩', refund: '作廢退款' },
    },
  },
  zh: {
    trade: {
      ordered: '下单成功',
      discontinued: '产品已下架',
      banned: '系统已禁止，请选择购买',
      closed: '已封盘，停止购买',
      followCurrentOnly: '只能跟投当前期',
      invalidChoice: '请选择有效的投注项',
      duplicateChoice: '投注项不能重复',
      belowMin: '每注金额不能低于 {{min}}',
      aboveMax: '每注金额不能高于 {{max}}',
      roomUnknown: '房间不存在',
      roundUnknown: '该期尚未开奖或不存在',
      exposure: {
        order: '本房间单笔订单最多可赢 {{limit}}，每注仍可接受的最高金额为 {{stake}}',
        member: '本房间您在本期的订单合计最多可赢 {{limit}}，每注仍可接受的最高金额为 {{stake}}',
        round: '本期此结果的派彩已达上限 {{limit}}，每注仍可接受的最高金额为 {{stake}}',
      },
      mark: { bet: '购买', win: '中奖派彩', refund: '作废退款' },
    },
  },
  en: {
    trade: {
      ordered: 'successfully ordered',
      discontinued: 'Product has been discontinued',
      banned: 'The system has been banned, please choose to buy',
      closed: 'closed, stop buying',
      followCurrentOnly: 'Only follow the current round',
      invalidChoice: 'Please choose valid options',
      duplicateChoice: 'Each option can be chosen once',
      belowMin: 'The amount per option must be at least {{min}}',
      aboveMax: 'The amount per option must be at most {{max}}',
      roomUnknown: 'This room does not exist',
      roundUnknown: 'This round has not been drawn or does not exist',
      exposure: {
        order: 'One order may win at most {{limit}} in this room: the largest amount per option still accepted is {{stake}}',
        member:
          'Your orders in this round may win at most {{limit}} together in this room: the largest amount per option still accepted is {{stake}}',
        round:
          'This round has reached the most the house pays for one result ({{limit}}): the largest amount per option still accepted is {{stake}}',
      },
      mark: { bet: 'Purchase', win: 'Winnings', refund: 'Refund (round voided)' },
    },
  },
});
