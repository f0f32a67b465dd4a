import { defineArea } from 'shared-contracts';

/** server.verification.*: member verification's refusals to members (VERIFICATION_ERR in src/verification/errors.ts). */
export const verification = defineArea({
  tw: {
    verification: {
      levelNeeded: {
        basic: '此筆提現 {{amount}} 超過 {{threshold}}，須先完成基本認證（真實姓名與出生日期）。請到「個人資料」完成認證',
        full: '此筆提現 {{amount}} 超過 {{threshold}}，須先完成完整認證（證件照片與自拍，經客服審核）。請到「個人資料」完成認證',
      },
      levelNeededOver30Days: {
        basic:
          '此筆提現 {{amount}} 連同近 30 天的提現共 {{total}}，超過 {{threshold}}，須先完成基本認證（真實姓名與出生日期）。請到「個人資料」完成認證',
        full: '此筆提現 {{amount}} 連同近 30 天的提現共 {{total}}，超過 {{threshold}}，須先完成完整認證（證件照片與自拍，經客服審核）。請到「個人資料」完成認證',
      },
      underage: '未滿 18 歲不能通過認證',
      imageType: '只接受 JPEG、PNG 或 WebP 圖片',
      imageTooLarge: '圖片不能超過 {{max}} MB',
      basicFirst: '請先完成基本認證（真實姓名與出生日期）',
      submissionPending: '您的認證資料正在審核中，請等候結果',
      fileUnknown: '找不到您上傳的圖片，請重新上傳',
      verifiedAlready: '您已完成完整認證，姓名與出生日期不能再更改；如有錯誤請聯繫客服',
      birthDateInvalid: '出生日期不正確',
    },
  },
  zh: {
    verification: {
      levelNeeded: {
        basic: '此笔提现 {{amount}} 超过 {{threshold}}，须先完成基本认证（真实姓名与出生日期）。请到“个人资料”完成认证',
        full: '此笔提现 {{amount}} 超过 {{threshold}}，须先完成完整认证（证件照片与自拍，经客服审核）。请到“个人资料”完成认证',
      },
      levelNeededOver30Days: {
        basic:
          '此笔提现 {{amount}} 连同近 30 天的提现共 {{total}}，超过 {{threshold}}，须先完成基本认证（真实姓名与出生日期）。请到“个人资料”完成认证',
        full: '此笔提现 {{amount}} 连同近 30 天的提现共 {{total}}，超过 {{threshold}}，须先完成完整认证（证件照片与自拍，经客服审核）。请到“个人资料”完成认证',
      },
      underage: '未满 18 岁不能通过认证',
      imageType: '只接受 JPEG、PNG 或 WebP 图片',
      imageTooLarge: '图片不能超过 {{max}} MB',
      basicFirst: '请先完成基本认证（真实姓名与出生日期）',
      submissionPending: '您的认证资料正在审核中，请等候结果',
      fileUnknown: '找不到您上传的图片，请重新上传',
      verifiedAlready: '您已完成完整认证，姓名与出生日期不能再更改；如有错误请联系客服',
      birthDateInvalid: '出生日期不正确',
    },
  },
  en: {
    verification: {
      levelNeeded: {
        basic:
          'This withdrawal of {{amount}} is above {{threshold}}: it needs basic verification (your legal name and date of birth). Verify on your profile page',
        full: 'This withdrawal of {{amount}} is above {{threshold}}: it needs full verification (an ID document and a selfie, reviewed by customer service). Verify on your profile page',
      },
      levelNeededOver30Days: {
        basic:
          'This withdrawal of {{amount}} and your withdrawals of the last 30 days come to {{total}}, above {{threshold}}: it needs basic verification (your legal name and date of birth). Verify on your profile page',
        full: 'This withdrawal of {{amount}} and your withdrawals of the last 30 days come to {{total}}, above {{threshold}}: it needs full verification (an ID document and a selfie, reviewed by customer service). Verify on your profile page',
      },
      underage: 'You must be 18 or over to be verified',
      imageType: 'Only JPEG, PNG or WebP images are accepted',
      imageTooLarge: 'An image may be at most {{max}} MB',
      basicFirst: 'Complete basic verification (legal name and date of birth) first',
      submissionPending: 'Your documents are being reviewed: please wait for the result',
      fileUnknown: 'Your uploaded image was not found: please upload it again',
      verifiedAlready:
        'You are fully verified: your name and date of birth can no longer change; contact customer service if they are wrong',
      birthDateInvalid: 'That date of birth is not a date',
    },
  },
});
