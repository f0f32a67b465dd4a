import { randomBytes } from 'node:crypto';
import { MAX_SUM, SUM_COUNTS } from 'shared-contracts';
import { HashChain, newChainSeed } from './chain';
import { chiSquareTest, type ChiSquareResult } from './chiSquare';
import { SalesCalendar, type RoundSlot } from './calendar';
import { drawDigits } from './draw';

/**
 * The fairness run (`npm run fairness`): rounds drawn exactly as the engine draws them (storage/drawing.ts:
 * round k of a chain takes `chain.link(k)`, digits = drawDigits(link, salt, issue)) from a fresh chain over
 * consecutive calendar issues, then a chi-square test of each digit against 1/10 per value and of the sum
 * against n_s/1000 (docs/game-rules.md).
 */
export interface FairnessRun {
  draws: number;
  /** The chain's secret seed: 64 lowercase hex characters. */
  seed: string;
  /** The chain's public salt: 32 lowercase hex characters, as the engine makes them. */
  salt: string;
  /** The first round's issue; the others follow on the default sales calendar. */
  fromIssue: string;
}

export interface FairnessResult extends FairnessRun {
  commitment: string;
  toIssue: string;
  /** Per site (site_1..site_3), how often each digit 0-9 was drawn. */
  digitCounts: number[][];
  /** How often each sum 0-27 was drawn. */
  sumCounts: number[];
  tests: { site1: ChiSquareResult; site2: ChiSquareResult; site3: ChiSquareResult; sum: ChiSquareResult };
}

const SALT_PATTERN = /^[0-9a-f]{32}$/;
/** A test whose p-value is below this fails: by chance 1 run in 1000 per test. */
export const FAIL_BELOW = 0.001;

/** A run from a fresh random chain (seed and salt made as the engine makes them), from the round running at `now` (else the next). */
export function freshRun(draws: number, now = Date.now(), calendar = new SalesCalendar()): FairnessRun {
  return { draws, seed: newChainSeed(), salt: randomBytes(16).toString('hex'), fromIssue: calendar.roundFrom(now).issue };
}

export function runFairness(run: FairnessRun, calendar = new SalesCalendar()): FairnessResult {
  if (!Number.isSafeInteger(run.draws) || run.draws < 1) throw new RangeError(`draws must be a positive integer, got ${run.draws}`);
  if (!SALT_PATTERN.test(run.salt)) throw new RangeError('salt must be 32 lowercase hex characters');
  const first = calendar.roundOfIssue(run.fromIssue);
  if (!first) throw new RangeError(`${run.fromIssue} is not a round on the calendar`);
  const chain = new HashChain(run.seed, run.draws);
  const digitCounts = [0, 1, 2].map(() => new Array<number>(10).fill(0));
  const sumCounts = new Array<number>(MAX_SUM + 1).fill(0);
  const issues = issuesFrom(calendar, first);
  let issue = '';
  for (let k = 1; k <= run.draws; k++) {
    issue = issues.next().value!;
    const digits = drawDigits(chain.link(k), run.salt, issue);
    digits.forEach((d, site) => digitCounts[site]![d]!++);
    sumCounts[digits[0] + digits[1] + digits[2]]!++;
  }
  const uniform = new Array<number>(10).fill(run.draws / 10);
  const bySum = SUM_COUNTS.map((n) => (run.draws * n) / 1000);
  return {
    ...run,
    commitment: chain.commitment,
    toIssue: issue,
    digitCounts,
    sumCounts,
    tests: {
      site1: chiSquareTest(digitCounts[0]!, uniform),
      site2: chiSquareTest(digitCounts[1]!, uniform),
      site3: chiSquareTest(digitCounts[2]!, uniform),
      sum: chiSquareTest(sumCounts, bySum),
    },
  };
}

/**
 * The issues from `first` on, in calendar order (what `calendar.nextRound` steps through): a sales day's rounds are
 * numbered 1..n, so n is looked up once per day and only the day's last round asks the calendar for the next one
 * (nextRound costs about 30 us, which would be most of a million-draw run).
 */
function* issuesFrom(calendar: SalesCalendar, first: RoundSlot): Generator<string, never> {
  let day = first;
  for (;;) {
    const last = lastSequence(calendar, day.salesDay, day.sequence);
    for (let sequence = day.sequence; sequence <= last; sequence++) yield calendar.issueOf(day.salesDay, sequence);
    day = calendar.nextRound(calendar.roundOfIssue(calendar.issueOf(day.salesDay, last))!);
  }
}

/** The last round of a sales day that has round `known`: a binary search over the sequences its width holds. */
function lastSequence(calendar: SalesCalendar, salesDay: string, known: number): number {
  let low = known;
  let high = 10 ** calendar.sequenceDigits - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (calendar.roundOfIssue(calendar.issueOf(salesDay, mid))) low = mid;
    else high = mid - 1;
  }
  return low;
}
