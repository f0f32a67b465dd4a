import { ENTRY_STATUS as S, ENTRY_TYPE as T } from './entry';
import { isLedgerError } from './errors';
import { balanceAfter, deltaOf, depositBonus, MAX_ENTRY_AMOUNT, MIN_WITHDRAWAL, possibleDeltas, SPEC_DEPOSIT_BONUS } from './rules';

const posting = (type: number, status: number, amount = 500) => ({ type, status, amount }) as Parameters<typeof deltaOf>[0];

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return isLedgerError(error) ? error.code : 'other';
  }
  return undefined;
}

describe('ledger rules', () => {
  it.each([
    ['deposit request', T.deposit, S.notPassed, 0],
    ['deposit credit', T.deposit, S.passed, 500],
    ['withdrawal hold', T.withdrawal, S.notPassed, -500],
    ['withdrawal return', T.withdrawal, S.rejected, 500],
    ['purchase', T.purchase, S.passed, -500],
    ['purchase returned', T.purchase, S.rejected, 500],
    ['profit', T.profit, S.passed, 500],
    ['gift', T.gift, S.passed, 500],
    ['gift taken back (a debiting correction)', T.gift, S.rejected, -500],
  ])('a %s (type %i, status %i) moves %i', (_name, type, status, delta) => {
    expect(deltaOf(posting(type, status))).toBe(delta);
  });

  it.each([
    [T.deposit, S.rejected],
    [T.withdrawal, S.passed],
    [T.purchase, S.notPassed],
    [T.profit, S.notPassed],
    [T.profit, S.rejected],
    [T.gift, S.notPassed],
  ])('refuses to post type %i with status %i', (type, status) => {
    expect(codeOf(() => deltaOf(posting(type, status)))).toBe('posting_not_allowed');
  });

  it.each([0, -1, 1.5, Number.NaN, MAX_ENTRY_AMOUNT + 1, 2 ** 60])('refuses the amount %p', (amount) => {
    expect(codeOf(() => deltaOf(posting(T.gift, S.passed, amount)))).toBe('invalid_amount');
  });

  it('accepts the largest amount', () => {
    expect(deltaOf(posting(T.gift, S.passed, MAX_ENTRY_AMOUNT))).toBe(MAX_ENTRY_AMOUNT);
  });

  it('guards the balance: a debit may take it to zero, never below', () => {
    expect(balanceAfter(1000, -1000)).toBe(0);
    expect(balanceAfter(1000, 250)).toBe(1250);
    expect(codeOf(() => balanceAfter(1000, -1001))).toBe('insufficient_balance');
    expect(codeOf(() => balanceAfter(0, -1))).toBe('insufficient_balance');
  });

  it('floors the 10% deposit bonus to whole minor units (the fraction stays with the house)', () => {
    expect(depositBonus(10_000, SPEC_DEPOSIT_BONUS)).toBe(1_000);
    expect(depositBonus(12_345, SPEC_DEPOSIT_BONUS)).toBe(1_234);
    expect(depositBonus(9, SPEC_DEPOSIT_BONUS)).toBe(0);
    expect(depositBonus(10, SPEC_DEPOSIT_BONUS)).toBe(1);
  });

  it('the deposit bonus follows the program: its percent floored, then its cap; nothing while it is off', () => {
    expect(depositBonus(12_345, { enabled: true, percent: 7, capMinor: null })).toBe(864);
    expect(depositBonus(12_345, { enabled: true, percent: 7, capMinor: 800 })).toBe(800);
    expect(depositBonus(12_345, { enabled: true, percent: 100, capMinor: null })).toBe(12_345);
    expect(depositBonus(MAX_ENTRY_AMOUNT, { enabled: true, percent: 100, capMinor: null })).toBe(MAX_ENTRY_AMOUNT);
    expect(depositBonus(12_345, { enabled: false, percent: 10, capMinor: null })).toBe(0);
  });

  it('sets the minimum withdrawal at 100u', () => {
    expect(MIN_WITHDRAWAL).toBe(100 * 100);
  });

  it('knows what delta each entry may carry once its request is decided', () => {
    expect(possibleDeltas(T.deposit, S.passed, 700)).toEqual([0, 700]);
    expect(possibleDeltas(T.withdrawal, S.passed, 700)).toEqual([-700]);
    expect(possibleDeltas(T.withdrawal, S.rejected, 700)).toEqual([-700, 700]);
    expect(possibleDeltas(T.gift, S.notPassed, 700)).toEqual([]);
  });
});
