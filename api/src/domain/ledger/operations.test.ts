import { ENTRY_STATUS as S, ENTRY_TYPE as T, type Entry } from './entry';
import { isLedgerError } from './errors';
import { DEPOSIT_WINDOW_MS } from './deposit';
import { depositRequest, MARK, settlement, withdrawalHold } from './operations';
import { deltaOf, SPEC_DEPOSIT_BONUS as SPEC, type DepositBonusRule } from './rules';

function entry(fields: Partial<Entry>): Entry {
  return {
    id: 7,
    userId: 3,
    type: T.deposit,
    status: S.notPassed,
    amount: 20_000,
    mark: '',
    ref: null,
    settles: null,
    delta: 0,
    balanceAfter: 0,
    createdAt: 0,
    ...fields,
  };
}

/** A minute after the test entries were written (createdAt 0): inside a deposit's window. */
const NOW = 60_000;

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return isLedgerError(error) ? error.code : 'other';
  }
  return undefined;
}

describe('ledger operations', () => {
  it('records a deposit request that moves no money and remembers the address', () => {
    const request = depositRequest(3, 20_000, 'TXYZ');
    expect(request).toMatchObject({
      userId: 3,
      type: T.deposit,
      status: S.notPassed,
      amount: 20_000,
      ref: 'TXYZ',
      mark: MARK.depositRequest,
    });
    expect(deltaOf(request)).toBe(0);
  });

  it('holds a withdrawal at once', () => {
    expect(deltaOf(withdrawalHold(3, 15_000, 'TABC'))).toBe(-15_000);
  });

  it('approving a deposit credits it and adds the 10% bonus as a gift, both linked to the request', () => {
    const plan = settlement(entry({ amount: 20_005 }), 'approve', NOW, SPEC);
    expect(plan.to).toBe(S.passed);
    expect(plan.postings).toEqual([
      { userId: 3, type: T.deposit, status: S.passed, amount: 20_005, mark: MARK.deposit, ref: 'entry:7', settles: 7 },
      { userId: 3, type: T.gift, status: S.passed, amount: 2_000, mark: MARK.depositBonus, ref: 'entry:7' },
    ]);
    expect(plan.postings.map(deltaOf)).toEqual([20_005, 2_000]);
  });

  it('writes no bonus entry when the bonus rounds down to nothing', () => {
    expect(settlement(entry({ amount: 9 }), 'approve', NOW, SPEC).postings).toHaveLength(1);
  });

  it('approving a deposit follows the program given: its percent, its cap, none while it is off', () => {
    const bonusOf = (rule: DepositBonusRule) => settlement(entry({ amount: 20_005 }), 'approve', NOW, rule).postings.slice(1);
    expect(bonusOf({ enabled: true, percent: 5, capMinor: null })).toMatchObject([{ type: T.gift, amount: 1_000 }]);
    expect(bonusOf({ enabled: true, percent: 10, capMinor: 1_500 })).toMatchObject([{ type: T.gift, amount: 1_500 }]);
    expect(bonusOf({ enabled: false, percent: 10, capMinor: null })).toEqual([]);
    expect(bonusOf({ enabled: true, percent: 0, capMinor: null })).toEqual([]);
    expect(bonusOf({ enabled: true, percent: 10, capMinor: 0 })).toEqual([]);
  });

  it('rejecting a deposit moves nothing', () => {
    expect(settlement(entry({}), 'reject', NOW, SPEC)).toEqual({ to: S.rejected, postings: [] });
  });

  it('a deposit request past its 30-minute window may be rejected (it expired) but no longer approved', () => {
    const request = entry({ createdAt: 1_000 });
    const lastMoment = 1_000 + DEPOSIT_WINDOW_MS - 1;
    expect(settlement(request, 'approve', lastMoment, SPEC).to).toBe(S.passed);
    expect(codeOf(() => settlement(request, 'approve', lastMoment + 1, SPEC))).toBe('request_expired');
    expect(settlement(request, 'reject', lastMoment + 1, SPEC)).toEqual({ to: S.rejected, postings: [] });
    expect(settlement(entry({ type: T.withdrawal, delta: -20_000 }), 'approve', 10 * DEPOSIT_WINDOW_MS, SPEC).to).toBe(S.passed); // a withdrawal waits
  });

  it('approving a withdrawal moves nothing more: the money left when it was held', () => {
    expect(settlement(entry({ type: T.withdrawal, delta: -20_000 }), 'approve', NOW, SPEC)).toEqual({ to: S.passed, postings: [] });
  });

  it('rejecting a withdrawal returns the held money with a correcting entry', () => {
    const plan = settlement(entry({ type: T.withdrawal, delta: -20_000 }), 'reject', NOW, SPEC);
    expect(plan.to).toBe(S.rejected);
    expect(plan.postings).toEqual([
      { userId: 3, type: T.withdrawal, status: S.rejected, amount: 20_000, mark: MARK.withdrawalReturned, ref: 'entry:7', settles: 7 },
    ]);
    expect(deltaOf(plan.postings[0]!)).toBe(20_000);
  });

  it.each(['approve', 'reject'] as const)('refuses to %s an entry twice', (decision) => {
    expect(codeOf(() => settlement(entry({ status: S.passed }), decision, NOW, SPEC))).toBe('already_settled');
    expect(codeOf(() => settlement(entry({ type: T.withdrawal, status: S.rejected }), decision, NOW, SPEC))).toBe('already_settled');
  });

  it.each([
    ['a purchase', { type: T.purchase, status: S.passed }],
    ['a gift', { type: T.gift, status: S.passed }],
    ['a deposit credit', { status: S.passed, settles: 2 }],
    ['a withdrawal return', { type: T.withdrawal, status: S.rejected, settles: 2 }],
  ] as const)('refuses to decide %s', (_name, fields) => {
    expect(codeOf(() => settlement(entry(fields), 'approve', NOW, SPEC))).toBe('not_settleable');
  });
});
