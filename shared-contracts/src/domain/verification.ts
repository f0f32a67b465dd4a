/**
 * A withdrawal refused for the member's verification level (issue 40), alone or over 30 days: the withdrawal screen
 * leads to /baseinfo. The api's codes are VERIFICATION_ERR's (api/src/verification/errors.ts).
 */
export const VERIFICATION_REFUSED_CODES: readonly number[] = [30080, 30081];
