import { ALL_CLASSES, MAX_SUM, SUM_COUNTS, unitsToMinor } from 'shared-contracts';
import { generator } from '../../testing/random';
import { settleBet, stakeOf, type PlacedBet } from '../lottery';
import {
  auditTurnover,
  creditStep,
  guaranteedReturn,
  played,
  playStep,
  roundPlay,
  stakeCounted,
  turnoverAdded,
  turnoverRefusal,
  voidStep,
  type AuditedStep,
} from './turnover';

describe('the turnover rules', () => {
  it('adds amount x multiple / 100, floored to the minor unit, exactly for any safe amount', () => {
    expect(turnoverAdded(10_000, 100)).toBe(10_000);
    expect(turnoverAdded(10_101, 150)).toBe(15_151); // 15,151.5
    expect(turnoverAdded(1_000, 0)).toBe(0);
    // 2^52 + 1 at x1.5: the product is past 2^53, where floating point would be off; the result is exact.
    expect(turnoverAdded(4_503_599_627_370_497, 150)).toBe(6_755_399_441_055_745);
    expect(() => turnoverAdded(Number.MAX_SAFE_INTEGER, 10_000)).toThrow(RangeError);
    expect(turnoverAdded(3, 33)).toBe(0);
    expect(() => turnoverAdded(0, 100)).toThrow(RangeError);
    expect(() => turnoverAdded(100, -1)).toThrow(RangeError);
  });

  it('counts a stake up to what is left, never below 0', () => {
    expect(stakeCounted(5_000, 2_000, 0)).toBe(2_000);
    expect(stakeCounted(1_000, 2_000, 0)).toBe(1_000);
    expect(playStep({ left: 0, required: 500 }, 1_000, 0)).toEqual([null, { left: 0, required: 500 }]);
    expect(playStep({ left: 2_000, required: 22_000 }, 5_000, 0)).toEqual([
      { kind: 'play', amount: 5_000, delta: -2_000, leftAfter: 0, multiple: null, returned: 0 },
      { left: 0, required: 22_000 },
    ]);
  });

  it('counts only the part of a stake at risk: what comes back whatever the draw counts nothing', () => {
    expect(stakeCounted(20_000, 22_000, 19_800)).toBe(200);
    expect(stakeCounted(20_000, 100, 19_800)).toBe(100);
    expect(stakeCounted(1_000, 5_000, 1_200)).toBe(0);
    expect(playStep({ left: 22_000, required: 22_000 }, 20_000, 19_800)).toEqual([
      { kind: 'play', amount: 20_000, delta: -200, leftAfter: 21_800, multiple: null, returned: 19_800 },
      { left: 21_800, required: 22_000 },
    ]);
    expect(playStep({ left: 22_000, required: 22_000 }, 1_000, 1_000)).toEqual([null, { left: 22_000, required: 22_000 }]);
    // An order counted on its own before migration 044 returned nothing: its whole stake counted.
    expect(playStep({ left: 22_000, required: 22_000 }, 1_000, null)[0]).toMatchObject({ delta: -1_000, returned: null });
  });

  it('starts a new requirement with a credit that finds nothing left, and adds to one under way', () => {
    const [, first] = creditStep({ left: 0, required: 9_000 }, 'deposit', 20_000, 100);
    expect(first).toEqual({ left: 20_000, required: 20_000 });
    const [step, second] = creditStep({ left: 500, required: 20_000 }, 'bonus', 2_000, 200);
    expect(step).toEqual({ kind: 'bonus', amount: 2_000, delta: 4_000, leftAfter: 4_500, multiple: 200, returned: null });
    expect(second).toEqual({ left: 4_500, required: 24_000 });
    expect(played(second)).toBe(19_500);
  });

  it('refuses a withdrawal while anything is left', () => {
    expect(turnoverRefusal(1)).toBe('turnover_left');
    expect(turnoverRefusal(0)).toBeNull();
  });
});

const bet = (classes: number[], odds: number[], moneyPerChoice: number): PlacedBet => ({
  classes,
  oddsHundredths: odds,
  moneyPerChoice,
});
const LONG = 1;
const SHORT = 2;
const number = (sum: number) => 100 + sum;
/** A number's default odds (docs/game-rules.md): floor(950 / n_s) to 2 decimals. */
const numberOdds = (sum: number) => Math.floor(95_000 / SUM_COUNTS[sum]!);

describe("a member's round: the stake and what comes back whatever the draw (docs/game-rules.md's examples)", () => {
  it('Long and Short 100u each at 1.98: stake 200u, 198u back either way, counts 2u, as one order or two', () => {
    const hedge = roundPlay([bet([LONG, SHORT], [198, 198], 10_000)]);
    expect(hedge).toEqual({ stake: 20_000, returned: 19_800 });
    expect(stakeCounted(hedge.stake, 110_000, hedge.returned)).toBe(200);
    expect(roundPlay([bet([LONG], [198], 10_000), bet([SHORT], [198], 10_000)])).toEqual(hedge);
  });

  it('all 28 sums: 1u each pays at least 12.66u (13 or 14); n_s u on each sum pays at least 949.41u of 1,000u', () => {
    const sums = Array.from({ length: MAX_SUM + 1 }, (_, s) => s);
    expect(roundPlay([bet(sums.map(number), sums.map(numberOdds), 100)])).toEqual({ stake: 2_800, returned: 1_266 });
    const dutched = sums.map((s) => bet([number(s)], [numberOdds(s)], unitsToMinor(SUM_COUNTS[s]!)));
    expect(roundPlay(dutched)).toEqual({ stake: 100_000, returned: 94_941 }); // sum 10 or 17: 63u x 15.07
  });

  it('a number plus its class hedges nothing: Long and number 14, 100u each, count their whole 200u', () => {
    expect(roundPlay([bet([LONG, number(14)], [198, numberOdds(14)], 10_000)])).toEqual({ stake: 20_000, returned: 0 });
  });

  it('Short and every Long number: covers all 28 sums, returns the least of them', () => {
    const longs = Array.from({ length: 14 }, (_, i) => 14 + i);
    const legs = [bet([SHORT], [198], 10_000), bet(longs.map(number), longs.map(numberOdds), 1_000)];
    expect(roundPlay(legs)).toEqual({ stake: 24_000, returned: 12_660 });
  });

  it('returns nothing for no bets', () => {
    expect(guaranteedReturn([])).toBe(0);
  });
});

describe('the count of a round, over random leg sets', () => {
  it('never counts more than the stake less what comes back in the worst draw, and nothing when every draw pays the stake back', () => {
    const seed = Date.now() % 2 ** 31;
    const rand = generator(seed);
    let covered = 0;
    for (let round = 0; round < 600; round++) {
      const bets = Array.from({ length: 1 + rand(4) }, () => {
        // A third of the orders hedge: two complementary classes (Long/Short, Odd/Even) at odds around even money.
        const classes = rand(3)
          ? (() => {
              const pool = [...ALL_CLASSES];
              return Array.from({ length: 1 + rand(rand(2) ? 4 : 28) }, () => pool.splice(rand(pool.length), 1)[0]!);
            })()
          : rand(2)
            ? [LONG, SHORT]
            : [3, 4];
        // Odds from just above the stake to a number's 950, small stakes where rounding a payout down matters.
        const odds = classes.map(() => 101 + rand(rand(2) ? 200 : 95_000));
        return bet(classes, odds, 1 + rand(rand(2) ? 100 : 50_000));
      });
      const stake = bets.reduce((total, b) => total + stakeOf(b), 0);
      // Every draw's payout, from the settlement itself.
      const paid = Array.from({ length: MAX_SUM + 1 }, (_, sum) => bets.reduce((total, b) => total + settleBet(b, sum).payout, 0));
      const worst = Math.min(...paid);
      const left = rand(2) ? stake * 2 : rand(stake + 1);
      const play = roundPlay(bets);
      const counted = stakeCounted(play.stake, left, play.returned);
      const context = `seed ${seed}, round ${round}: ${JSON.stringify(bets)}`;
      expect({ context, stake: play.stake, returned: play.returned }).toEqual({ context, stake, returned: worst });
      expect(counted).toBeLessThanOrEqual(Math.max(0, stake - worst));
      expect(counted).toBeLessThanOrEqual(left);
      expect(counted).toBe(Math.min(Math.max(0, stake - worst), left));
      if (paid.every((amount) => amount >= stake)) {
        covered++;
        expect({ context, counted }).toEqual({ context, counted: 0 });
      }
    }
    // The random sets include some that pay the stake back in every draw.
    expect(covered).toBeGreaterThan(0);
  });
});

describe('auditTurnover', () => {
  const chain: AuditedStep[] = [
    { id: 1, kind: 'deposit', amount: 20_000, delta: 20_000, leftAfter: 20_000, multiple: 100, returned: null },
    { id: 2, kind: 'bonus', amount: 2_000, delta: 2_000, leftAfter: 22_000, multiple: 100, returned: null },
    { id: 3, kind: 'play', amount: 25_000, delta: -22_000, leftAfter: 0, multiple: null, returned: null },
  ];

  it('passes a chain that follows the rules and ends at the standing', () => {
    expect(auditTurnover({ left: 0, required: 22_000 }, chain)).toEqual([]);
  });

  it('finds a broken chain, a delta the rules do not give, a negative left and a wrong standing', () => {
    const tampered: AuditedStep[] = [chain[0]!, { ...chain[1]!, delta: 1_000 }, { ...chain[2]!, delta: -23_000, leftAfter: -1_000 }];
    expect(auditTurnover({ left: 5, required: 22_000 }, tampered)).toEqual([
      { kind: 'turnover_bad_delta', entryId: 2, delta: 1_000, expected: 2_000 },
      { kind: 'turnover_chain_break', entryId: 2, leftAfter: 22_000, expected: 21_000 },
      { kind: 'turnover_bad_delta', entryId: 3, delta: -23_000, expected: -21_000 },
      { kind: 'turnover_chain_break', entryId: 3, leftAfter: -1_000, expected: -2_000 },
      { kind: 'turnover_negative', entryId: 3, leftAfter: -1_000 },
      { kind: 'turnover_left_mismatch', stored: 5, expected: -2_000 },
    ]);
  });

  it('finds a stake counted when nothing was left', () => {
    const extra: AuditedStep = { id: 4, kind: 'play', amount: 100, delta: 0, leftAfter: 0, multiple: null, returned: 0 };
    expect(auditTurnover({ left: 0, required: 22_000 }, [...chain, extra])).toEqual([
      { kind: 'turnover_bad_delta', entryId: 4, delta: 0, expected: 0 },
    ]);
  });

  it("checks a round's count against its part at risk, and an order's from before migration 044 against its stake", () => {
    const start = chain.slice(0, 2);
    const round: AuditedStep = { id: 3, kind: 'play', amount: 20_000, delta: -200, leftAfter: 21_800, multiple: null, returned: 19_800 };
    expect(auditTurnover({ left: 21_800, required: 22_000 }, [...start, round])).toEqual([]);
    // Counted whole, as before the rule: the delta is not the rule's.
    expect(auditTurnover({ left: 2_000, required: 22_000 }, [...start, { ...round, delta: -20_000, leftAfter: 2_000 }])).toEqual([
      { kind: 'turnover_bad_delta', entryId: 3, delta: -20_000, expected: -200 },
    ]);
    const order: AuditedStep = { ...round, delta: -20_000, leftAfter: 2_000, returned: null };
    expect(auditTurnover({ left: 2_000, required: 22_000 }, [...start, order])).toEqual([]);
  });

  it("passes a voided round's play given back, and finds one that gives back another amount", () => {
    const given: AuditedStep = { id: 4, kind: 'void', amount: 22_000, delta: 22_000, leftAfter: 22_000, multiple: null, returned: null };
    expect(auditTurnover({ left: 22_000, required: 22_000 }, [...chain, given])).toEqual([]);
    expect(auditTurnover({ left: 22_000, required: 22_000 }, [...chain, { ...given, delta: 23_000, leftAfter: 23_000 }])).toContainEqual({
      kind: 'turnover_bad_delta',
      entryId: 4,
      delta: 23_000,
      expected: 22_000,
    });
  });
});

describe('voidStep', () => {
  it('leaves again what the voided play counted, the requirement as it was', () => {
    expect(voidStep({ left: 7_000, required: 10_000 }, 3_000)).toEqual([
      { kind: 'void', amount: 3_000, delta: 3_000, leftAfter: 10_000, multiple: null, returned: null },
      { left: 10_000, required: 10_000 },
    ]);
  });

  it('grows a requirement started since the play only as far as the left needs: played never below 0', () => {
    const [, standing] = voidStep({ left: 5_000, required: 5_000 }, 10_000);
    expect(standing).toEqual({ left: 15_000, required: 15_000 });
    expect(played(standing)).toBe(0);
  });
});
