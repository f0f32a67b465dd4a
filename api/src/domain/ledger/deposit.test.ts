import { DEPOSIT_WINDOW_MS, isExpiredDeposit, MAX_OPEN_DEPOSITS, refusalOfDeposit, statusAt } from './deposit';
import { ENTRY_STATUS as S, ENTRY_TYPE as T } from './entry';

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
