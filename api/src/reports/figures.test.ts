import { correction, depositCredit, gift, SPEC_DEPOSIT_BONUS, withdrawalHold } from '../domain/ledger';
import { buildTestDb } from '../testing/app';
import { createMember, postAlone } from '../testing/ledger';
import { figuresBySpan, ratioBp } from './figures';
import { daysOfMonth, monthsOfYear } from './periods';

const TAIPEI = 'Asia/Taipei';
const HOUR = 3_600_000;

describe('periods', () => {
  it("cuts a month into its days and a year into its months at the zone's midnights", () => {
    const days = daysOfMonth('2026-02', TAIPEI);
    expect(days.labels).toHaveLength(28);
    expect(days.labels[0]).toBe('2026-02-01');
    expect(days.bounds).toHaveLength(29);
    expect(days.bounds[0]).toBe(Date.UTC(2026, 0, 31, 16));
    expect(days.bounds[28]).toBe(Date.UTC(2026, 1, 28, 16));
    const months = monthsOfYear('2026', TAIPEI);
    expect(months.labels).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((m) => `2026-${m}`));
    expect(months.bounds[0]).toBe(Date.UTC(2025, 11, 31, 16));
    expect(months.bounds[12]).toBe(Date.UTC(2026, 11, 31, 16));
  });
});

describe('ratioBp', () => {
  it('rounds half up, exactly past 2^53, and answers 0 with nothing staked', () => {
    expect(ratioBp(1n, 3n)).toBe(3333);
    expect(ratioBp(2n, 3n)).toBe(6667);
    expect(ratioBp(1n, 20_000n)).toBe(1);
    expect(ratioBp(10n ** 20n - 1n, 10n ** 20n)).toBe(10_000);
    expect(ratioBp(5n, 0n)).toBe(0);
  });
});

describe('figuresBySpan', () => {
  let t: Awaited<ReturnType<typeof buildTestDb>>;
  beforeAll(async () => {
    t = await buildTestDb();
  });
  afterAll(() => t.close());

  it('sums each span of the ledger by entry time, leaving guests and undecided requests out', async () => {
    const day = Date.UTC(2026, 2, 1, 16); // 2026-03-02 00:00 Taipei
    const member = await createMember(t.db);
    const guest = await createMember(t.db, 2);
    for (const posting of depositCredit(member, 10_000, 'a', null, SPEC_DEPOSIT_BONUS)) await postAlone(t.db, posting, day);
    await postAlone(t.db, gift(member, 300, 'promo'), day + 23 * HOUR);
    await postAlone(t.db, depositCredit(member, 7_000, 'b', null, { ...SPEC_DEPOSIT_BONUS, enabled: false })[0]!, day + 24 * HOUR);
    await postAlone(t.db, withdrawalHold(member, 2_000, 'bank:x'), day + 25 * HOUR); // pending: not paid
    await postAlone(t.db, correction(member, 500, 1, 1), day + 26 * HOUR); // an operator's correction: no bonus
    await postAlone(t.db, depositCredit(member, 99, 'early', null, SPEC_DEPOSIT_BONUS)[0]!, day - 1);
    await postAlone(t.db, depositCredit(guest, 5_000, 'g', null, SPEC_DEPOSIT_BONUS)[0]!, day + HOUR);
    const [first, second] = await figuresBySpan(t.db, [day, day + 24 * HOUR, day + 48 * HOUR]);
    expect(first).toEqual({
      deposits: 10_000,
      withdrawals: 0,
      stakes: 0,
      payouts: 0,
      bonuses: 1_300,
      ggr: 0,
      ngr: -1_300,
      activeMembers: 0,
      orders: 0,
    });
    expect(second).toMatchObject({ deposits: 7_000, withdrawals: 0, bonuses: 0 });
    expect(await figuresBySpan(t.db, [day - HOUR, day + 48 * HOUR])).toEqual([expect.objectContaining({ deposits: 17_099 })]);
  });

  it('refuses bounds that do not ascend', async () => {
    await expect(figuresBySpan(t.db, [5])).rejects.toThrow(RangeError);
    await expect(figuresBySpan(t.db, [5, 5])).rejects.toThrow(RangeError);
  });
});
