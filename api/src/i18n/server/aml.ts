import { defineArea } from 'shared-contracts';

/** server.aml.*: the anti-money-laundering refusals (AML_ERR in src/aml/errors.ts, 7014x), the console's only. */
export const aml = defineArea({
  tw: {
    aml: {
      caseOpen: '此會員有未結案的洗錢防制案件 #{{id}}：結案前不能核准或登記出款',
      denyListInvalid: '名單未更新，以下各行有誤：{{lines}}',
      caseUnknown: '此案件不存在',
      caseClosed: '案件 #{{id}} 已結案：不能再加註或結案',
    },
  },
  zh: {
    aml: {
      caseOpen: '此会员有未结案的反洗钱案件 #{{id}}：结案前不能核准或登记出款',
      denyListInvalid: '名单未更新，以下各行有误：{{lines}}',
      caseUnknown: '此案件不存在',
      caseClosed: '案件 #{{id}} 已结案：不能再加注或结案',
    },
  },
  en: {
    aml: {
      caseOpen: 'This member has an open anti-money-laundering case #{{id}}: no approval or payout until it is closed',
      denyListInvalid: 'The list was not changed; these lines are wrong: {{lines}}',
      caseUnknown: 'No such case',
      caseClosed: 'Case #{{id}} is closed: no more notes or decisions',
    },
  },
});
