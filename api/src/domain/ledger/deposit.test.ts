import { chainDepositState, DEPOSIT_WINDOW_MS, isExpiredDeposit, MAX_OPEN_DEPOSITS, refusalOfDeposit, statusAt } from './deposit';
import { ENTRY_STATUS as S, ENTRY_TYPE as T } from './entry';
import { depositCredit, MARK } from './operations';
import { MAX_ENTRY_AMOUNT, SPEC_DEPOSIT_BONUS } from './rules';

describe('deposit requests', () => {
  const facts = { groupId: 1, amount: 50_000, maxAmount: 100_000, openRequests: 0 };

  it('refuses a guest first, then an amount above the maximum, then a fourth open request', () => {
    expect(refusalOfDeposit(facts)).toBeNull();
    expect(refusalOfDeposit({ ...facts, groupId: 2, amount: 10 ** 9, openRequests: 9 })).toBe('guest');
    expect(refusalOfDeposit({ ...facts, amount: 100_000 })).toBeNull();
    expect(refusalOfDeposit({ ...facts, amount: 100_001, openRequests: 9 })).toBe('above_maximum');
    expect(MAX_OPEN_DEPOSITS).toBe(3);
    expect(refusalOfDeposit({ ...facts, openRequests: 2 })).toBeNull();
    expect(refusalOfDeposit({ ...facts, openRequests: 3 })).toBe('too_many_open');
  });

  it('a waiting request expires 30 minutes after it was opened and is shown rejected from then on', () => {
    expect(DEPOSIT_WINDOW_MS).toBe(30 * 60_000);
    const request = { type: T.deposit, status: S.notPassed, settles: null, createdAt: 5_000 };
    expect(isExpiredDeposit(request, 5_000 + DEPOSIT_WINDOW_MS - 1)).toBe(false);
    expect(statusAt(request, 5_000 + DEPOSIT_WINDOW_MS - 1)).toBe(S.notPassed);
    expect(isExpiredDeposit(request, 5_000 + DEPOSIT_WINDOW_MS)).toBe(true);
    expect(statusAt(request, 5_000 + DEPOSIT_WINDOW_MS)).toBe(S.rejected);
  });

  it('nothing else expires: an approved deposit, its credit, a waiting withdrawal', () => {
    const late = 10 * DEPOSIT_WINDOW_MS;
    expect(statusAt({ type: T.deposit, status: S.passed, settles: null, createdAt: 0 }, late)).toBe(S.passed);
    expect(statusAt({ type: T.deposit, status: S.passed, settles: 4, createdAt: 0 }, late)).toBe(S.passed);
    expect(statusAt({ type: T.withdrawal, status: S.notPassed, settles: null, createdAt: 0 }, late)).toBe(S.notPassed);
  });
});

describe('transfers seen on chain', () => {
  it("a member is credited from the minimum to one entry's maximum; nothing under one minor unit, whatever the minimum", () => {
    const state = (amount: number | null, minAmount = 100) => chainDepositState({ amount, minAmount });
    expect(state(100)).toBe('credited');
    expect(state(99)).toBe('below_minimum');
    expect(state(0, 0)).toBe('below_minimum');
    expect(state(1, 0)).toBe('credited');
    expect(state(MAX_ENTRY_AMOUNT)).toBe('credited');
    expect(state(MAX_ENTRY_AMOUNT + 1)).toBe('above_maximum');
    expect(state(null)).toBe('above_maximum');
  });

  it('a deposit of its own: the credit and the same bonus an approval brings, both naming the transfer', () => {
    expect(depositCredit(7, 20_005, 'tx:0xab#3', null, SPEC_DEPOSIT_BONUS)).toEqual([
      { userId: 7, type: T.deposit, status: S.passed, amount: 20_005, mark: MARK.deposit, ref: 'tx:0xab#3', settles: null },
      { userId: 7, type: T.gift, status: S.passed, amount: 2_000, mark: MARK.depositBonus, ref: 'tx:0xab#3' },
    ]);
    expect(depositCredit(7, 9, 'tx:0xab#3', null, SPEC_DEPOSIT_BONUS)).toHaveLength(1); // a bonus floored to nothing is not written
  });
});
