import { SUM_COUNTS } from 'shared-contracts';
import { SalesCalendar } from './calendar';
import { HashChain } from './chain';
import { chiSquareTest } from './chiSquare';
import { drawDigits } from './draw';
import { FAIL_BELOW, freshRun, runFairness } from './fairness';

const DRAWS = 100_000;
/** The chain of the run /lotteryExplain shows (mf-trade/src/features/lotteryExplain/fairnessResult.json). */
const PUBLISHED_CHAIN = {
  seed: '2fef6e0ef9a341f841520a5aca7da84e7319a05f3cbd5fa97c5d5fd954ed0861',
  salt: '46a49e4652eeaf5e922f404301bd264d',
  fromIssue: '20261125224',
};

describe('fairness run', () => {
  it(`${DRAWS.toLocaleString('en')} draws pass every chi-square test at p >= ${FAIL_BELOW}`, () => {
    // A fixed chain (the published run's seed, salt and first issue): a fresh one would fail a fair draw by chance
    // in ~0.4% of CI runs. `npm run fairness` draws from a fresh chain (freshRun, checked below).
    const run = { draws: DRAWS, ...PUBLISHED_CHAIN };
    const result = runFairness(run);
    for (const site of result.digitCounts) expect(site.reduce((a, b) => a + b, 0)).toBe(DRAWS);
    expect(result.sumCounts.reduce((a, b) => a + b, 0)).toBe(DRAWS);
    expect(Object.values(result.tests).map((test) => test.df)).toEqual([9, 9, 9, 27]);
    const failing = Object.entries(result.tests).filter(([, test]) => !(test.pValue >= FAIL_BELOW));
    // On a failure the message names the run, so `npm run fairness -- --seed ... --salt ... --from ...` repeats it.
    expect({ run, failing }).toEqual({ run, failing: [] });
  });

  it("draws what the engine draws: round k takes the chain's link k and the calendar's k-th issue", () => {
    const run = { draws: 300, seed: 'c'.repeat(64), salt: '0'.repeat(32), fromIssue: '20261122273' };
    const result = runFairness(run);
    const chain = new HashChain(run.seed, run.draws);
    const calendar = new SalesCalendar();
    let round = calendar.roundOfIssue(run.fromIssue)!;
    const sums = new Array<number>(28).fill(0);
    for (let k = 1; k <= run.draws; k++) {
      if (k > 1) round = calendar.nextRound(round);
      const d = drawDigits(chain.link(k), run.salt, round.issue);
      sums[d[0] + d[1] + d[2]]!++;
    }
    expect(result.commitment).toBe(chain.commitment);
    expect(result.toIssue).toBe('20261124024'); // 274 rounds a sales day: 273, 274, then 274 on the 23rd, 24 on the 24th
    expect(result.toIssue).toBe(round.issue);
    expect(result.sumCounts).toEqual(sums);
    expect(runFairness(run)).toEqual(result); // the same seed, salt and first issue reproduce the run
  });

  it('steps through the 4-digit round numbers of a 20 s calendar as the engine does, across midnight', () => {
    const calendar = new SalesCalendar({ ...new SalesCalendar().settings, alwaysOpen: true, roundSeconds: 20, sealSeconds: 2 });
    const run = { draws: 5, seed: 'c'.repeat(64), salt: '0'.repeat(32), fromIssue: '202611264318' };
    expect(runFairness(run, calendar).toIssue).toBe('202611270002'); // 4318, 4319, 4320, then 0001, 0002
  });

  it("expects the sums of docs/game-rules.md's n_s table", () => {
    const table = [1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75];
    expect(SUM_COUNTS).toEqual([...table, ...[...table].reverse()]);
  });

  it(`at ${DRAWS.toLocaleString('en')} draws the threshold catches a skewed digit and a skewed sum`, () => {
    // b mod 10 over every byte 0-255 (the draw without its rejection of 250-255) makes 0-5 a little likelier.
    const skewed = new Array<number>(10).fill(0);
    for (let i = 0; i < DRAWS; i++) skewed[(i % 256) % 10]!++;
    expect(chiSquareTest(skewed, new Array<number>(10).fill(DRAWS / 10)).pValue).toBeLessThan(FAIL_BELOW);
    // A draw that picked the sum itself, each of the 28 equally often.
    const flatSums = new Array<number>(28).fill(3571);
    const draws = 28 * 3571;
    expect(
      chiSquareTest(
        flatSums,
        SUM_COUNTS.map((n) => (draws * n) / 1000),
      ).pValue,
    ).toBeLessThan(FAIL_BELOW);
  });

  it('refuses a bad run', () => {
    const good = { draws: 10, seed: 'a'.repeat(64), salt: 'b'.repeat(32), fromIssue: '20261122001' };
    expect(() => runFairness({ ...good, draws: 0 })).toThrow(RangeError);
    expect(() => runFairness({ ...good, seed: 'xyz' })).toThrow(RangeError);
    expect(() => runFairness({ ...good, salt: 'B'.repeat(32) })).toThrow(RangeError);
    expect(() => runFairness({ ...good, fromIssue: '20261122999' })).toThrow(RangeError);
  });

  it('a fresh run is a new chain each time, from the round on sale, and draws', () => {
    const a = freshRun(1_000);
    const b = freshRun(1_000);
    expect(a.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(a.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(a.seed).not.toBe(b.seed);
    expect(a.fromIssue).toBe(new SalesCalendar().roundFrom(Date.now()).issue);
    expect(runFairness(a).sumCounts.reduce((x, y) => x + y, 0)).toBe(1_000);
  });
});
