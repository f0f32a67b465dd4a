// Four eyes on gifts (issue 29), with no storage: who may decide a request, and when.
import type { ErrorDef } from '../i18n/errors';
import { OPS_ERR } from './errors';
import type { GiftState } from './giftRequests/tables';

export type GiftDecision = 'approve' | 'reject';

/**
 * Why `by` may not take `decision` on the request, or null. A decided request stays decided; nobody approves their own
 * (rejecting one's own withdraws it: nothing moves).
 */
export function giftDecisionRefusal(
  request: { state: GiftState; requested_by: string },
  decision: GiftDecision,
  by: string,
): ErrorDef | null {
  if (request.state !== 'pending') return OPS_ERR.notPending;
  if (decision === 'approve' && request.requested_by === by) return OPS_ERR.ownGift;
  return null;
}
