import { justUnder, littlePlay, sharedAddress, structuring } from './rules';
import { loadAmlSettings } from './settings';

const settings = loadAmlSettings({});
const DAY = 86_400_000;
const deposit = (entryId: number, amount: number) => ({ entryId, amount, at: entryId * DAY });

describe('the settings', () => {
  it('default to 30%, 3 deposits in 7 days, 1,000u, and refuse nonsense', () => {
    expect(settings).toEqual({ minPlayPercent: 30, structuringCount: 3, structuringMs: 7 * DAY, structuringThreshold: 100_000 });
    expect(() => loadAmlSettings({ AML_MIN_PLAY_PERCENT: '101' })).toThrow(/percent/);
    expect(() => loadAmlSettings({ AML_STRUCTURING_COUNT: '1' })).toThrow(/at least 2/);
    expect(() => loadAmlSettings({ AML_STRUCTURING_THRESHOLD: '0' })).toThrow(/whole number/);
  });
});

describe('a deposit withdrawn with little play', () => {
  const withdrawal = { entryId: 9, amount: 50_000 };
  it('trips below the share of the last deposit played, not at it', () => {
    expect(littlePlay(withdrawal, deposit(1, 100_000), 29_999, settings)).toEqual({
      withdrawal,
      deposit: deposit(1, 100_000),
      stakes: 29_999,
      minPlayPercent: 30,
    });
    expect(littlePlay(withdrawal, deposit(1, 100_000), 30_000, settings)).toBeNull();
  });
  it('never trips without a deposit', () => {
    expect(littlePlay(withdrawal, null, 0, settings)).toBeNull();
  });
});

describe('many deposits just under a threshold', () => {
  it('counts deposits from 90% of the threshold up to below it', () => {
    expect([justUnder(89_999, 100_000), justUnder(90_000, 100_000), justUnder(99_999, 100_000), justUnder(100_000, 100_000)]).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
  it('trips at the count, with only those deposits as evidence', () => {
    const two = [deposit(1, 95_000), deposit(2, 99_000), deposit(3, 50_000), deposit(4, 100_000)];
    expect(structuring(two, settings)).toBeNull();
    expect(structuring([...two, deposit(5, 90_000)], settings)).toEqual({
      deposits: [deposit(1, 95_000), deposit(2, 99_000), deposit(5, 90_000)],
      threshold: 100_000,
      days: 7,
    });
  });
});

describe('one payout address shared by several members', () => {
  it('trips when anyone else uses it, naming them', () => {
    expect(sharedAddress(1, 'usdt:T1', { binding: true }, [1])).toBeNull();
    expect(sharedAddress(1, 'usdt:T1', { withdrawal: 7 }, new Set([3, 1, 2]))).toEqual({
      destination: 'usdt:T1',
      movement: { withdrawal: 7 },
      others: [2, 3],
    });
  });
});
