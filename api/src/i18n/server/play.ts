import { defineArea } from 'shared-contracts';

/** server.play.*: player protection's refusals (PLAY_ERR in src/play/errors.ts, 600xx), each naming its limit and reset. */
export const play = defineArea({
  tw: {
    play: {
      depositLimit: {
        day: '此筆充值將超過您的每日充值限額 {{amount}}（今日已申請 {{used}}），限額於 {{resets}} 重置',
        week: '此筆充值將超過您的每週充值限額 {{amount}}（本週已申請 {{used}}），限額於 {{resets}} 重置',
        month: '此筆充值將超過您的每月充值限額 {{amount}}（本月已申請 {{used}}），限額於 {{resets}} 重置',
      },
      lossLimit: {
        day: '此筆投注將超過您的每日虧損限額 {{amount}}（今日淨虧損 {{used}}），限額於 {{resets}} 重置',
        week: '此筆投注將超過您的每週虧損限額 {{amount}}（本週淨虧損 {{used}}），限額於 {{resets}} 重置',
        month: '此筆投注將超過您的每月虧損限額 {{amount}}（本月淨虧損 {{used}}），限額於 {{resets}} 重置',
      },
      maxStake: '此筆投注金額 {{stake}} 超過您設定的單筆投注上限 {{amount}}',
      onBreak: {
        timeout: '您正在暫停遊戲，直至 {{until}}：期間不能投注或充值，仍可查看餘額及提現',
        exclusion: '您已自我排除，直至 {{until}}：期間不能投注或充值，仍可查看餘額及提現',
      },
      imposed: {
        until: '客服已暫停您的遊戲資格，直至 {{until}}。原因：{{reason}}。期間不能投注或充值，仍可查看餘額及提現',
        indefinite: '客服已無限期暫停您的遊戲資格。原因：{{reason}}。您不能投注或充值，仍可查看餘額及提現',
      },
      breakShortens: '您的暫停將持續至 {{until}}，新的暫停只能延長，不能縮短',
      realityCheckMinutes: '遊戲時間提醒只能設為關閉，或每 15、30、60 分鐘',
      periodRequired: '請選擇限額的週期：每日、每週或每月',
      periodNotForStake: '單筆投注上限沒有週期',
    },
  },
  zh: {
    play: {
      depositLimit: {
        day: '此笔充值将超过您的每日充值限额 {{amount}}（今日已申请 {{used}}），限额于 {{resets}} 重置',
        week: '此笔充值将超过您的每周充值限额 {{amount}}（本周已申请 {{used}}），限额于 {{resets}} 重置',
        month: '此笔充值将超过您的每月充值限额 {{amount}}（本月已申请 {{used}}），限额于 {{resets}} 重置',
      },
      lossLimit: {
        day: '此笔投注将超过您的每日亏损限额 {{amount}}（今日净亏损 {{used}}），限额于 {{resets}} 重置',
        week: '此笔投注将超过您的每周亏损限额 {{amount}}（本周净亏损 {{used}}），限额于 {{resets}} 重置',
        month: '此笔投注将超过您的每月亏损限额 {{amount}}（本月净亏损 {{used}}），限额于 {{resets}} 重置',
      },
      maxStake: '此笔投注金额 {{stake}} 超过您设定的单笔投注上限 {{amount}}',
      onBreak: {
        timeout: '您正在暂停游戏，直至 {{until}}：期间不能投注或充值，仍可查看余额及提现',
        exclusion: '您已自我排除，直至 {{until}}：期间不能投注或充值，仍可查看余额及提现',
      },
      imposed: {
        until: '客服已暂停您的游戏资格，直至 {{until}}。原因：{{reason}}。期间不能投注或充值，仍可查看余额及提现',
        indefinite: '客服已无限期暂停您的游戏资格。原因：{{reason}}。您不能投注或充值，仍可查看余额及提现',
      },
      breakShortens: '您的暂停将持续至 {{until}}，新的暂停只能延长，不能缩短',
      realityCheckMinutes: '游戏时间提醒只能设为关闭，或每 15、30、60 分钟',
      periodRequired: '请选择限额的周期：每日、每周或每月',
      periodNotForStake: '单笔投注上限没有周期',
    },
  },
  en: {
    play: {
      depositLimit: {
        day: 'This deposit would pass your daily deposit limit of {{amount}} ({{used}} requested today). It resets at {{resets}}.',
        week: 'This deposit would pass your weekly deposit limit of {{amount}} ({{used}} requested this week). It resets at {{resets}}.',
        month: 'This deposit would pass your monthly deposit limit of {{amount}} ({{used}} requested this month). It resets at {{resets}}.',
      },
      lossLimit: {
        day: 'This bet would pass your daily loss limit of {{amount}} (net loss today: {{used}}). It resets at {{resets}}.',
        week: 'This bet would pass your weekly loss limit of {{amount}} (net loss this week: {{used}}). It resets at {{resets}}.',
        month: 'This bet would pass your monthly loss limit of {{amount}} (net loss this month: {{used}}). It resets at {{resets}}.',
      },
      maxStake: 'This bet of {{stake}} is above your maximum stake per bet of {{amount}}.',
      onBreak: {
        timeout: 'You are taking a time-out until {{until}}: no bets or deposits until then. You can still see your balance and withdraw.',
        exclusion: 'You are self-excluded until {{until}}: no bets or deposits until then. You can still see your balance and withdraw.',
      },
      imposed: {
        until:
          'Customer service has excluded you from play until {{until}}. Reason: {{reason}}. No bets or deposits until then; you can still see your balance and withdraw.',
        indefinite:
          'Customer service has excluded you from play indefinitely. Reason: {{reason}}. No bets or deposits; you can still see your balance and withdraw.',
      },
      breakShortens: 'Your break runs until {{until}}; a new one may only end later, never sooner.',
      realityCheckMinutes: 'The reality check can be off or every 15, 30 or 60 minutes',
      periodRequired: "Choose the limit's period: day, week or month",
      periodNotForStake: 'The maximum stake has no period',
    },
  },
});
