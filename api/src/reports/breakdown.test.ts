import { correction, depositCredit, gift, SPEC_DEPOSIT_BONUS } from '../domain/ledger';
import { releasePosting } from '../promotions/fixedDeposit/rules';
import { buildTestDb } from '../testing/app';
import { createMember, postAlone } from '../testing/ledger';
import { plantOrder, plantRound } from '../testing/reports';
import { breakdown } from './breakdown';

const FROM = Date.UTC(2026, 2, 1);
const TO = Date.UTC(2026, 2, 8);
const HOUR = 3_600_000;

describe('breakdown', () => {
  let t: Awaited<ReturnType<typeof buildTestDb>>;
  beforeAll(async () => {
    t = await buildTestDb();
  });
  afterAll(() => t.close());

  it('sums the span’s settled orders per game and room and its bonuses per program, never a guest’s', async () => {
    const { db } = t;
    const [ann, ben, guest] = await Promise.all([createMember(db), createMember(db), createMember(db, 2)]);
    // Game 1 rooms 1 and 2, game 2 room 5 (plan id = (game - 1) x 4 + tier).
    const r1 = await plantRound(db, 1, FROM);
    const r2 = await plantRound(db, 2, FROM);
    const order = (userId: number, gameId: number, planId: number, stake: number, payout: number, settledAt: number | null) =>
      plantOrder(db, { userId, gameId, planId, roundId: gameId === 1 ? r1 : r2, stake, payout, settledAt });
    await order(ann, 1, 1, 1_000, 1_960, FROM + HOUR);
    await order(ben, 1, 1, 2_000, 0, FROM + 2 * HOUR);
    await order(ann, 1, 2, 500, 0, TO - 1);
    await order(ben, 2, 5, 3_000, 5_880, FROM + 3 * HOUR);
    await order(ann, 1, 1, 9_000, 0, null); // not settled
    await order(ann, 1, 1, 7_000, 0, FROM - 1); // before the span
    await order(ann, 1, 2, 6_000, 0, TO); // after it
    await order(guest, 1, 1, 4_000, 0, FROM + HOUR); // a guest's

    // Bonuses: two deposit bonuses (10% of 10,000 and of 5,000), a fixed deposit's release, two gifts; a correction
    // (no bonus), one deposit bonus outside the span and a guest's are left out.
    for (const posting of depositCredit(ann, 10_000, 'a', null, SPEC_DEPOSIT_BONUS)) await postAlone(db, posting, FROM + HOUR);
    for (const posting of depositCredit(ben, 5_000, 'b', null, SPEC_DEPOSIT_BONUS)) await postAlone(db, posting, FROM + HOUR);
    await postAlone(db, releasePosting(ben, 7, '2025-12', '2026-02', 4_000), FROM + 5 * HOUR);
    await postAlone(db, gift(ann, 300, 'promo'), FROM + 6 * HOUR);
    await postAlone(db, gift(ben, 200, 'birthday'), FROM + 7 * HOUR);
    await postAlone(db, correction(ann, 50, 1, 1), FROM + 8 * HOUR);
    for (const posting of depositCredit(ann, 20_000, 'c', null, SPEC_DEPOSIT_BONUS)) await postAlone(db, posting, TO);
    for (const posting of depositCredit(guest, 20_000, 'g', null, SPEC_DEPOSIT_BONUS)) await postAlone(db, posting, FROM + HOUR);

    const found = await breakdown(db, FROM, TO);
    const game = (id: number) => found.games.find((g) => g.gameId === id);
    const room = (id: number) => found.rooms.find((r) => r.planId === id);
    expect(game(1)).toMatchObject({ stakes: 3_500, payouts: 1_960, ggr: 1_540, orders: 3 });
    expect(game(2)).toMatchObject({ stakes: 3_000, payouts: 5_880, ggr: -2_880, orders: 1 });
    expect(room(1)).toMatchObject({ gameId: 1, tier: 1, stakes: 3_000, payouts: 1_960, ggr: 1_040, orders: 2 });
    expect(room(2)).toMatchObject({ gameId: 1, tier: 2, stakes: 500, payouts: 0, ggr: 500, orders: 1 });
    expect(room(5)).toMatchObject({ gameId: 2, tier: 1, stakes: 3_000, payouts: 5_880, ggr: -2_880, orders: 1 });
    // Every other game and room is listed, at 0.
    const games = await db.selectFrom('games').select(['id', 'name_en']).execute();
    const plans = await db.selectFrom('plans').select('id').execute();
    expect(found.games).toHaveLength(games.length);
    expect(found.rooms).toHaveLength(plans.length);
    expect(game(1)!.names.en).toBe(games.find((g) => Number(g.id) === 1)!.name_en);
    for (const other of found.rooms.filter((r) => ![1, 2, 5].includes(r.planId))) expect(other).toMatchObject({ stakes: 0, orders: 0 });
    expect(found.programs).toEqual([
      { program: 'deposit_bonus', bonuses: 1_000 + 500, count: 2 },
      { program: 'fixed_deposit', bonuses: 4_000, count: 1 },
      { program: 'gift', bonuses: 500, count: 2 },
    ]);
  });
});
