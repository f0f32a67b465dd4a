import type { ErrorDef } from '../i18n/errors';

/**
 * The anti-money-laundering refusals (issue 40), each with its message in server.aml.*. Only the console's (7014x):
 * a member is never told of a case (tipping off); their held withdrawal is simply under review.
 */
export const AML_ERR = {
  /** The cashier's approval or payout of a withdrawal whose member has an open case. */
  caseOpen: { code: 70140, key: 'server.aml.caseOpen' },
  denyListInvalid: { code: 70141, key: 'server.aml.denyListInvalid' },
  caseUnknown: { code: 70142, key: 'server.aml.caseUnknown' },
  caseClosed: { code: 70143, key: 'server.aml.caseClosed' },
} as const satisfies Record<string, ErrorDef>;
