import { FIXED_DEPOSIT_TIERS, fixedDepositTierPercent } from 'shared-contracts';
import { ENTRY_STATUS, ENTRY_TYPE } from '../../domain/ledger';
import { serverMark } from '../../domain/ledger/marks';
import { translate, type MessageKey } from '../../i18n/translate';
import {
  isMonth,
  isPayable,
  lowestBalance,
  monthOf,
  monthsAfter,
  payoutDayOf,
  qualifyingPeriod,
  releasePosting,
  termStartingIn,
  tierOf,
} from './rules';

const TAIPEI = 'Asia/Taipei';

describe('tiers', () => {
  it.each([
    [0, 0, null],
    [9_999_999, 0, null], // 99,999.99u
    [10_000_000, 500_000, 10_000_000], // 100,000u -> 5,000u
    [19_999_999, 500_000, 10_000_000],
    [199_999_999, 15_000_000, 100_000_000], // 1,999,999.99u -> 150,000u
    [200_000_000, 40_000_000, 200_000_000], // 2,000,000u -> 400,000u
    [900_000_000_000, 40_000_000, 200_000_000],
  ])('a reserve of %i minor earns %i (tier %p)', (reserve, bonus, tierReserve) => {
    expect(tierOf(reserve, FIXED_DEPOSIT_TIERS)?.reserve ?? null).toBe(tierReserve);
    expect(tierOf(reserve, FIXED_DEPOSIT_TIERS)?.bonus ?? 0).toBe(bonus);
  });

  it('follows the tiers given (the program the operator set)', () => {
    const tiers = [
      { reserve: 1_000, bonus: 10 },
      { reserve: 5_000, bonus: 100 },
    ];
    expect(tierOf(999, tiers)).toBeNull();
    expect(tierOf(4_999, tiers)).toEqual(tiers[0]);
    expect(tierOf(5_000, tiers)).toEqual(tiers[1]);
  });

  it("shows a tier's percent exactly, floored to a hundredth", () => {
    expect(FIXED_DEPOSIT_TIERS.map(fixedDepositTierPercent)).toEqual(['5%', '6%', '8%', '10%', '12%', '15%', '20%']);
    expect(fixedDepositTierPercent({ reserve: 160_000, bonus: 10_000 })).toBe('6.25%');
    expect(fixedDepositTierPercent({ reserve: 300_000, bonus: 10_000 })).toBe('3.33%');
    expect(fixedDepositTierPercent({ reserve: 1_000, bonus: 1_000_000_000_000 })).toBe('100000000000%');
  });
});

describe('the qualifying reserve', () => {
  it('is the lowest of the balance at the month start (0 without entries) and the balances inside it', () => {
    expect(lowestBalance(null, null)).toBe(0);
    expect(lowestBalance(null, 500)).toBe(0); // nothing before the month: it began at 0
    expect(lowestBalance(700, null)).toBe(700);
    expect(lowestBalance(700, 200)).toBe(200);
    expect(lowestBalance(100, 900)).toBe(100);
  });
});

describe('months and payout days', () => {
  it('pays on the 30th, on February 28th, and on February 29th of a leap year', () => {
    expect(payoutDayOf('2026-03')).toBe(30);
    expect(payoutDayOf('2026-04')).toBe(30);
    expect(payoutDayOf('2026-02')).toBe(28);
    expect(payoutDayOf('2028-02')).toBe(29);
  });

  it("counts balances from the previous month's payout moment to 00:00 of its own payout day, in the zone", () => {
    expect(qualifyingPeriod('2026-03', TAIPEI)).toEqual({
      from: Date.parse('2026-02-27T16:00:00Z'),
      to: Date.parse('2026-03-29T16:00:00Z'),
    });
    expect(qualifyingPeriod('2026-04', TAIPEI).from).toBe(Date.parse('2026-03-29T16:00:00Z'));
  });

  it('leaves no day out: each window starts where the previous one ended, across a year and through February', () => {
    const months = Array.from({ length: 26 }, (_, i) => monthsAfter('2026-11', i));
    for (const [i, month] of months.slice(1).entries())
      expect(qualifyingPeriod(month, TAIPEI).from).toBe(qualifyingPeriod(months[i]!, TAIPEI).to);
    expect(qualifyingPeriod('2026-02', TAIPEI).to).toBe(Date.parse('2026-02-27T16:00:00Z'));
    expect(qualifyingPeriod('2028-02', TAIPEI).to).toBe(Date.parse('2028-02-28T16:00:00Z'));
    expect(qualifyingPeriod('2026-03', 'UTC').to).toBe(Date.parse('2026-03-30T00:00:00Z'));
  });

  it('is payable a minute after the payout moment, not before', () => {
    const moment = qualifyingPeriod('2028-02', TAIPEI).to;
    expect(isPayable('2028-02', TAIPEI, Date.parse('2028-02-28T12:00:00+08:00'))).toBe(false);
    expect(isPayable('2028-02', TAIPEI, moment + 59_999)).toBe(false);
    expect(isPayable('2028-02', TAIPEI, moment + 60_000)).toBe(true);
  });

  it('knows the month of an instant in the zone, and what a month looks like', () => {
    expect(monthOf(Date.parse('2026-02-28T16:30:00Z'), TAIPEI)).toBe('2026-03');
    expect(monthOf(Date.parse('2026-02-28T16:30:00Z'), 'UTC')).toBe('2026-02');
    expect(['2026-03', '2028-12'].every(isMonth)).toBe(true);
    expect(['2026-13', '2026-00', '2026-3', '26-03', '2026-03-01', ''].some(isMonth)).toBe(false);
  });
});

describe('the term', () => {
  it('runs its months from the first, payout moment to payout moment, across a year and through February', () => {
    expect(monthsAfter('2026-11', 0)).toBe('2026-11');
    expect(monthsAfter('2026-11', 2)).toBe('2027-01');
    expect(monthsAfter('2026-12', 13)).toBe('2028-01');
    const term = termStartingIn('2027-01', 2, TAIPEI);
    expect(term).toEqual({
      firstMonth: '2027-01',
      lastMonth: '2027-02',
      termMonths: 2,
      startedAt: Date.parse('2027-01-29T16:00:00Z'), // 00:00 of the 30th in Taipei
      endsAt: Date.parse('2027-02-27T16:00:00Z'), // February pays on its last day
    });
    expect(termStartingIn('2027-03', 1, TAIPEI)).toMatchObject({
      lastMonth: '2027-03',
      startedAt: Date.parse('2027-03-29T16:00:00Z'),
      endsAt: Date.parse('2027-03-29T16:00:00Z'),
    });
  });

  it("releases as one passed gift with the term's ref and a mark that names its months in every language", () => {
    const posting = releasePosting(7, 42, '2026-03', '2026-04', 500_000);
    expect(posting).toMatchObject({
      userId: 7,
      type: ENTRY_TYPE.gift,
      status: ENTRY_STATUS.passed,
      amount: 500_000,
      ref: 'fixed-deposit-term:42',
    });
    const mark = serverMark(posting.mark)!;
    expect(translate('en', mark.key as MessageKey, mark.params)).toBe('Fixed-deposit bonus, term 2026-03 to 2026-04');
    expect(translate('tw', mark.key as MessageKey, mark.params)).toBe('定存獎勵期滿發放（2026-03 至 2026-04）');
    expect(translate('zh', mark.key as MessageKey, mark.params)).toBe('定存奖励期满发放（2026-03 至 2026-04）');
  });
});
