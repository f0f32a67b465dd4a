import { refusalBeforeCode, refusalOfAmount } from './withdrawal';

const member = { groupId: 1, hasBinding: true, securityCodeSet: true };

describe('withdrawal checks', () => {
  it('lets a bound member with a security code through to the code check', () => {
    expect(refusalBeforeCode(member)).toBeNull();
  });

  it('checks in the spec order: guest first, then binding, then the security code', () => {
    expect(refusalBeforeCode({ groupId: 2, hasBinding: false, securityCodeSet: false })).toBe('guest');
    expect(refusalBeforeCode({ ...member, hasBinding: false, securityCodeSet: false })).toBe('binding_required');
    expect(refusalBeforeCode({ ...member, securityCodeSet: false })).toBe('security_code_unset');
  });

  it('then the amount: present, at least 100u, covered by the balance', () => {
    expect(refusalOfAmount({ amount: undefined, balance: 0 })).toBe('amount_required');
    expect(refusalOfAmount({ amount: 0, balance: 50_000 })).toBe('amount_required');
    expect(refusalOfAmount({ amount: 9_999, balance: 0 })).toBe('below_minimum');
    expect(refusalOfAmount({ amount: 10_001, balance: 10_000 })).toBe('insufficient_balance');
    expect(refusalOfAmount({ amount: 10_000, balance: 10_000 })).toBeNull();
  });
});
