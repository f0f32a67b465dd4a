import { exposureRefusal, payoutsOf, RESULTS, type ExposureLimits } from './exposure';
import { ALL_CLASSES, defaultOddsHundredths } from './outcomes';

// A seeded generator (mulberry32), so a failure replays.
let state = 39;
function pick(n: number): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let x = Math.imul(state ^ (state >>> 15), 1 | state);
  x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
  return Math.floor((((x ^ (x >>> 14)) >>> 0) / 2 ** 32) * n);
}

function randomBet() {
  const classes = [...new Set(Array.from({ length: 1 + pick(4) }, () => ALL_CLASSES[pick(ALL_CLASSES.length)]!))];
  return { classes, oddsHundredths: classes.map(defaultOddsHundredths), moneyPerChoice: 1 + pick(5_000_000) };
}
const randomPayouts = (max: number) => Array.from({ length: RESULTS }, () => pick(max));

describe('exposureRefusal', () => {
  it('over random bets, limits and rounds: the largest stake named is accepted, one minor unit more is refused', () => {
    for (let i = 0; i < 2_000; i++) {
      const bet = randomBet();
      const limits: ExposureLimits = { order: 1 + pick(50_000_000), member: 1 + pick(80_000_000), round: 1 + pick(100_000_000) };
      const before = { member: randomPayouts(limits.member / 2), round: randomPayouts(limits.round) };
      const refusal = exposureRefusal(bet, limits, before);
      const fits = (stake: number) => exposureRefusal({ ...bet, moneyPerChoice: stake }, limits, before) === null;
      if (!refusal) {
        const payouts = payoutsOf(bet);
        expect(payouts.every((paid, sum) => paid <= limits.order && paid + before.round[sum]! <= limits.round)).toBe(true);
        continue;
      }
      expect(refusal.amount).toBe(limits[refusal.limit]);
      expect(refusal.largestStake).toBeLessThan(bet.moneyPerChoice);
      if (refusal.largestStake > 0) expect(fits(refusal.largestStake)).toBe(true);
      expect(fits(refusal.largestStake + 1)).toBe(false);
    }
  });

  it('names the order limit first, then the member, then the round', () => {
    const bet = { classes: [1], oddsHundredths: [198], moneyPerChoice: 10_000 }; // pays 19,800 on 14-27
    const none = { member: new Array(RESULTS).fill(0), round: new Array(RESULTS).fill(0) };
    const full = { member: new Array(RESULTS).fill(90_000), round: new Array(RESULTS).fill(90_000) };
    expect(exposureRefusal(bet, { order: 19_800, member: 19_800, round: 19_800 }, none)).toBeNull();
    expect(exposureRefusal(bet, { order: 19_799, member: 0, round: 0 }, none)?.limit).toBe('order');
    expect(exposureRefusal(bet, { order: 19_800, member: 100_000, round: 100_000 }, full)).toMatchObject({
      limit: 'member',
      largestStake: 5_051,
    });
    expect(exposureRefusal(bet, { order: 19_800, member: 200_000, round: 100_000 }, full)).toMatchObject({
      limit: 'round',
      largestStake: 5_051,
    });
  });
});
