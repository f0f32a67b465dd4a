import { OPS_ERR } from './errors';
import { giftDecisionRefusal } from './giftRules';

const pending = { state: 'pending' as const, requested_by: 'operator:alice' };

describe('giftDecisionRefusal', () => {
  it('lets another admin approve or reject a pending request', () => {
    expect(giftDecisionRefusal(pending, 'approve', 'operator:bob')).toBeNull();
    expect(giftDecisionRefusal(pending, 'reject', 'operator:bob')).toBeNull();
  });

  it('refuses the requester their own approval, and lets them withdraw it', () => {
    expect(giftDecisionRefusal(pending, 'approve', 'operator:alice')).toBe(OPS_ERR.ownGift);
    expect(giftDecisionRefusal(pending, 'reject', 'operator:alice')).toBeNull();
  });

  it('refuses a decided request, whoever asks', () => {
    for (const state of ['approved', 'rejected'] as const)
      for (const decision of ['approve', 'reject'] as const)
        expect(giftDecisionRefusal({ ...pending, state }, decision, 'operator:bob')).toBe(OPS_ERR.notPending);
  });
});
