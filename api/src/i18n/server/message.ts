import { defineArea } from 'shared-contracts';

/**
 * server.message.*: in-site messages: the refusal (MESSAGE_ERR in src/messages/errors.ts) and each kind's title and
 * content, made from its stored params.
 */
export const message = defineArea({
  tw: {
    message: {
      account_reset: {
        title: '帳戶已重設',
        content: '您的{{what}}已由客服依您的申請重設，所有裝置已登出；為保護您的資金，{{until}} 前暫停提現。如非本人申請，請立即聯繫客服。',
      },
      exclusion_imposed: {
        title: '客服已暫停您的遊戲資格',
        content:
          '客服已暫停您的遊戲資格，{{end}}。原因：{{reason}}。期間不能投注或充值，也不會收到優惠；您仍可查看餘額並提現全部餘額。此暫停不能提前解除。',
      },
      verification_approved: {
        title: '身分認證已通過',
        content: '您的證件與自拍已由客服審核通過，帳戶已完成完整認證，大額提現不再需要其他認證。',
      },
      verification_rejected: {
        title: '身分認證未通過',
        content: '您提交的證件與自拍未通過審核。原因：{{reason}}。請到「個人資料」重新上傳。',
      },
      limit_imposed: {
        title: '客服已為您設定限額',
        content:
          '客服已將您的{{limit}}設為 {{amount}}，於 {{from}} 起生效。原因：{{reason}}。此限額與您自己設定的一樣：降低即時生效，提高或取消須等待 24 小時。',
      },
      protection: {
        until: '直至 {{until}}',
        indefinite: '無限期',
        noLimit: '不設限',
        limit: {
          deposit_day: '每日充值限額',
          deposit_week: '每週充值限額',
          deposit_month: '每月充值限額',
          loss_day: '每日虧損限額',
          loss_week: '每週虧損限額',
          loss_month: '每月虧損限額',
          stake: '單筆投注上限',
        },
      },
      reset: { password: '登入密碼', security_code: '安全碼' },
      // Support's own words (opsMessageSend): the same in every language.
      support_message: { title: '{{title}}', content: '{{body}}' },
      // A message to a segment (opsSegmentAsk): support's words, written in each language.
      segment_message: { title: '{{title}}', content: '{{body}}' },
      notFound: '消息不存在',
      binding: { card: '提現銀行卡', wallet: '提現錢包' },
      deposit_credited: { title: '充值已到賬', content: '您的充值 {{amount}} 已到賬，贈送 {{bonus}} 已一併存入。' },
      deposit_credited_on_break: {
        title: '充值已到賬（無贈送）',
        content: '您的充值 {{amount}} 已作為您自己的資金到賬。您正在暫停或自我排除期間，因此沒有贈送，也不增加流水要求：這筆錢可隨時提現。',
      },
      deposit_credited_past_limit: {
        title: '充值已到賬（無贈送）',
        content: '您的充值 {{amount}} 已作為您自己的資金到賬。它超出了您設定的充值限額，因此沒有贈送，也不增加流水要求：這筆錢可隨時提現。',
      },
      deposit_rejected: {
        title: '充值申請被拒絕',
        content: '您的充值申請 {{amount}} 未通過審核，未入賬。如您已轉賬，請聯繫客服。',
      },
      deposit_expired: {
        title: '充值申請已過期',
        content: '您的充值申請 {{amount}} 未在 {{minutes}} 分鐘內完成，已過期，未入賬。如需充值，請重新提交。',
      },
      withdrawal_paid: { title: '提現已完成', content: '您的提現 {{amount}} 已審核通過並轉出。' },
      withdrawal_rejected: { title: '提現被拒絕', content: '您的提現 {{amount}} 未通過審核，款項已退回您的餘額。' },
      withdrawal_rejected_because: {
        title: '提現被拒絕',
        content: '您的提現 {{amount}} 未通過審核。原因：{{reason}}。款項已退回您的餘額。',
      },
      binding_changed: {
        title: '收款帳戶已更換',
        content: '您的{{binding}}已更換為尾號 {{ending}} 的帳戶。如非本人操作，請立即修改密碼與安全碼並聯繫客服。',
      },
      round_voided: {
        title: '期數已作廢',
        content: '{{game}} 第 {{issue}} 期已由營運方作廢（原因：{{reason}}），您在該期的投注已退款 {{amount}}；已派發的獎金不收回。',
      },
      fixed_deposit_bonus: {
        title: '定存獎勵已發放',
        content: '{{month}} 定存活動：您本月的最低餘額為 {{reserve}}，獎勵 {{amount}} 已存入您的餘額。',
      },
      fixed_deposit_locked: {
        title: '定存獎勵已鎖定',
        content:
          '{{month}} 定存活動：您本月的最低餘額為 {{reserve}}，獎勵 {{amount}} 已鎖定於本期（共鎖定 {{locked}}），將於 {{until}} 期滿時一併存入餘額；期間提現將沒收本期獎勵。',
      },
      fixed_deposit_released: {
        title: '定存獎勵已發放',
        content: '定存期 {{first}} 至 {{last}} 已期滿：鎖定的獎勵 {{amount}} 已存入您的餘額。',
      },
      fixed_deposit_forfeited: {
        title: '定存獎勵已沒收',
        content:
          '您於 {{withdrawn}} 在定存期 {{first}} 至 {{last}} 內申請提現，本期鎖定的獎勵 {{amount}} 已沒收。下一個達標月份將開始新的一期。',
      },
    },
  },
  zh: {
    message: {
      account_reset: {
        title: '账户已重置',
        content: '您的{{what}}已由客服依您的申请重置，所有设备已登出；为保护您的资金，{{until}} 前暂停提现。如非本人申请，请立即联系客服。',
      },
      exclusion_imposed: {
        title: '客服已暂停您的游戏资格',
        content:
          '客服已暂停您的游戏资格，{{end}}。原因：{{reason}}。期间不能投注或充值，也不会收到优惠；您仍可查看余额并提现全部余额。此暂停不能提前解除。',
      },
      verification_approved: {
        title: '身份认证已通过',
        content: '您的证件与自拍已由客服审核通过，账户已完成完整认证，大额提现不再需要其他认证。',
      },
      verification_rejected: {
        title: '身份认证未通过',
        content: '您提交的证件与自拍未通过审核。原因：{{reason}}。请到“个人资料”重新上传。',
      },
      limit_imposed: {
        title: '客服已为您设定限额',
        content:
          '客服已将您的{{limit}}设为 {{amount}}，于 {{from}} 起生效。原因：{{reason}}。此限额与您自己设定的一样：降低即时生效，提高或取消须等待 24 小时。',
      },
      protection: {
        until: '直至 {{until}}',
        indefinite: '无限期',
        noLimit: '不设限',
        limit: {
          deposit_day: '每日充值限额',
          deposit_week: '每周充值限额',
          deposit_month: '每月充值限额',
          loss_day: '每日亏损限额',
          loss_week: '每周亏损限额',
          loss_month: '每月亏损限额',
          stake: '单笔投注上限',
        },
      },
      reset: { password: '登录密码', security_code: '安全码' },
      // Support's own words (opsMessageSend): the same in every language.
      support_message: { title: '{{title}}', content: '{{body}}' },
      // A message to a segment (opsSegmentAsk): support's words, written in each language.
      segment_message: { title: '{{title}}', content: '{{body}}' },
      notFound: '消息不存在',
      binding: { card: '提现银行卡', wallet: '提现钱包' },
      deposit_credited: { title: '充值已到账', content: '您的充值 {{amount}} 已到账，赠送 {{bonus}} 已一并存入。' },
      deposit_credited_on_break: {
        title: '充值已到账（无赠送）',
        content: '您的充值 {{amount}} 已作为您自己的资金到账。您正在暂停或自我排除期间，因此没有赠送，也不增加流水要求：这笔钱可随时提现。',
      },
      deposit_credited_past_limit: {
        title: '充值已到账（无赠送）',
        content: '您的充值 {{amount}} 已作为您自己的资金到账。它超出了您设定的充值限额，因此没有赠送，也不增加流水要求：这笔钱可随时提现。',
      },
      deposit_rejected: {
        title: '充值申请被拒绝',
        content: '您的充值申请 {{amount}} 未通过审核，未入账。如您已转账，请联系客服。',
      },
      deposit_expired: {
        title: '充值申请已过期',
        content: '您的充值申请 {{amount}} 未在 {{minutes}} 分钟内完成，已过期，未入账。如需充值，请重新提交。',
      },
      withdrawal_paid: { title: '提现已完成', content: '您的提现 {{amount}} 已审核通过并转出。' },
      withdrawal_rejected: { title: '提现被拒绝', content: '您的提现 {{amount}} 未通过审核，款项已退回您的余额。' },
      withdrawal_rejected_because: {
        title: '提现被拒绝',
        content: '您的提现 {{amount}} 未通过审核。原因：{{reason}}。款项已退回您的余额。',
      },
      binding_changed: {
        title: '收款账户已更换',
        content: '您的{{binding}}已更换为尾号 {{ending}} 的账户。如非本人操作，请立即修改密码与安全码并联系客服。',
      },
      round_voided: {
        title: '期数已作废',
        content: '{{game}} 第 {{issue}} 期已由运营方作废（原因：{{reason}}），您在该期的投注已退款 {{amount}}；已派发的奖金不收回。',
      },
      fixed_deposit_bonus: {
        title: '定存奖励已发放',
        content: '{{month}} 定存活动：您本月的最低余额为 {{reserve}}，奖励 {{amount}} 已存入您的余额。',
      },
      fixed_deposit_locked: {
        title: '定存奖励已锁定',
        content:
          '{{month}} 定存活动：您本月的最低余额为 {{reserve}}，奖励 {{amount}} 已锁定于本期（共锁定 {{locked}}），将于 {{until}} 期满时一并存入余额；期间提现将没收本期奖励。',
      },
      fixed_deposit_released: {
        title: '定存奖励已发放',
        content: '定存期 {{first}} 至 {{last}} 已期满：锁定的奖励 {{amount}} 已存入您的余额。',
      },
      fixed_deposit_forfeited: {
        title: '定存奖励已没收',
        content:
          '您于 {{withdrawn}} 在定存期 {{first}} 至 {{last}} 内申请提现，本期锁定的奖励 {{amount}} 已没收。下一个达标月份将开始新的一期。',
      },
    },
  },
  en: {
    message: {
      account_reset: {
        title: 'Account reset',
        content:
          'Your {{what}} was reset with a code from customer service, and every device was signed out; to protect your money, withdrawals wait until {{until}}. If you did not ask for this, contact customer service at once.',
      },
      exclusion_imposed: {
        title: 'Customer service has excluded you from play',
        content:
          'Customer service has excluded you from play {{end}}. Reason: {{reason}}. No bets, deposits or promotions until then; you can still see your balance and withdraw all of it. Nobody can lift this exclusion early.',
      },
      verification_approved: {
        title: 'Identity verified',
        content:
          'Customer service approved your ID document and selfie: your account is fully verified, and large withdrawals need nothing more.',
      },
      verification_rejected: {
        title: 'Identity not verified',
        content: 'Your ID document and selfie were not approved. Reason: {{reason}}. Please upload them again on your profile page.',
      },
      limit_imposed: {
        title: 'Customer service has set you a limit',
        content:
          'Customer service has set your {{limit}} to {{amount}}, in force from {{from}}. Reason: {{reason}}. It holds like a limit you set yourself: lowering it applies at once, raising or removing it waits 24 hours.',
      },
      protection: {
        until: 'until {{until}}',
        indefinite: 'indefinitely',
        noLimit: 'no limit',
        limit: {
          deposit_day: 'daily deposit limit',
          deposit_week: 'weekly deposit limit',
          deposit_month: 'monthly deposit limit',
          loss_day: 'daily loss limit',
          loss_week: 'weekly loss limit',
          loss_month: 'monthly loss limit',
          stake: 'maximum stake per bet',
        },
      },
      reset: { password: 'password', security_code: 'security code' },
      // Support's own words (opsMessageSend): the same in every language.
      support_message: { title: '{{title}}', content: '{{body}}' },
      // A message to a segment (opsSegmentAsk): support's words, written in each language.
      segment_message: { title: '{{title}}', content: '{{body}}' },
      notFound: 'Message not found',
      binding: { card: 'withdrawal bank card', wallet: 'withdrawal wallet' },
      deposit_credited: { title: 'Deposit credited', content: 'Your deposit of {{amount}} was credited with a bonus of {{bonus}}.' },
      deposit_credited_on_break: {
        title: 'Deposit credited (no bonus)',
        content:
          'Your deposit of {{amount}} was credited as your own money. You are on a break or self-excluded, so it carries no bonus and adds no turnover: you can withdraw it at any time.',
      },
      deposit_credited_past_limit: {
        title: 'Deposit credited (no bonus)',
        content:
          'Your deposit of {{amount}} was credited as your own money. It passed the deposit limit you set, so it carries no bonus and adds no turnover: you can withdraw it at any time.',
      },
      deposit_rejected: {
        title: 'Deposit request rejected',
        content:
          'Your deposit request of {{amount}} was rejected and nothing was credited. If you did transfer, please contact customer service.',
      },
      deposit_expired: {
        title: 'Deposit request expired',
        content:
          'Your deposit request of {{amount}} was not completed within {{minutes}} minutes and has expired; nothing was credited. To deposit, submit a new request.',
      },
      withdrawal_paid: { title: 'Withdrawal paid', content: 'Your withdrawal of {{amount}} was approved and paid out.' },
      withdrawal_rejected: {
        title: 'Withdrawal rejected',
        content: 'Your withdrawal of {{amount}} was rejected; the money is back in your balance.',
      },
      withdrawal_rejected_because: {
        title: 'Withdrawal rejected',
        content: 'Your withdrawal of {{amount}} was rejected. Reason: {{reason}}. The money is back in your balance.',
      },
      binding_changed: {
        title: 'Payout account changed',
        content:
          'Your {{binding}} was changed to the one ending in {{ending}}. If this was not you, change your password and security code and contact customer service at once.',
      },
      round_voided: {
        title: 'Round voided',
        content:
          '{{game}} round {{issue}} was voided by the operator (reason: {{reason}}). Your bets on it were refunded {{amount}}; winnings already paid stay yours.',
      },
      fixed_deposit_bonus: {
        title: 'Fixed deposit bonus paid',
        content:
          'Fixed deposit, {{month}}: your lowest balance of the month was {{reserve}}; a bonus of {{amount}} has been credited to your balance.',
      },
      fixed_deposit_locked: {
        title: 'Fixed deposit bonus locked',
        content:
          "Fixed deposit, {{month}}: your lowest balance of the month was {{reserve}}; a bonus of {{amount}} is locked in your term ({{locked}} locked in all) and will be credited to your balance when the term ends on {{until}}. A withdrawal before then forfeits the term's bonus.",
      },
      fixed_deposit_released: {
        title: 'Fixed deposit bonus paid',
        content:
          'Your fixed-deposit term {{first}} to {{last}} has ended: its locked bonus of {{amount}} has been credited to your balance.',
      },
      fixed_deposit_forfeited: {
        title: 'Fixed deposit bonus forfeited',
        content:
          'You asked a withdrawal on {{withdrawn}}, during your fixed-deposit term {{first}} to {{last}}: its locked bonus of {{amount}} is forfeited. Your next qualifying month starts a new term.',
      },
    },
  },
});
