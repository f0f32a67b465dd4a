import { checkBet, meetsRoomEntry, type BetContext, type OddsRule } from './betRules';

const rules: OddsRule[] = [
  { class: 1, oddsHundredths: 198, minMoney: 0, maxMoney: 0 },
  { class: 3, oddsHundredths: 198, minMoney: 0, maxMoney: 0 },
  { class: 105, oddsHundredths: 1357, minMoney: 200, maxMoney: 5000 },
];
const ctx: BetContext = {
  now: 1_000,
  gameOnSale: true,
  current: { issue: '20261122001', sealsAt: 2_000 },
  plan: { minMoney: 100, maxMoney: 100_000 },
  odds: new Map(rules.map((r) => [r.class, r])),
};
const bet = { issue: '20261122001', playType: '1,3,105', moneyPerChoice: 1000 };

describe('bet rules', () => {
  it('accepts a bet on the current round with unique known classes within limits', () => {
    expect(checkBet(bet, ctx)).toEqual({ ok: true, classes: [1, 3, 105], oddsHundredths: [198, 198, 1357], total: 3000 });
  });

  it('refuses a paused game before anything else', () => {
    expect(checkBet(bet, { ...ctx, gameOnSale: false })).toEqual({ ok: false, reason: 'discontinued' });
  });

  it('refuses when closed or sealed', () => {
    expect(checkBet(bet, { ...ctx, current: null })).toEqual({ ok: false, reason: 'closed' });
    expect(checkBet(bet, { ...ctx, now: 2_000 })).toEqual({ ok: false, reason: 'closed' });
    expect(checkBet(bet, { ...ctx, now: 1_999 }).ok).toBe(true);
  });

  it('refuses any other issue than the current one', () => {
    expect(checkBet({ ...bet, issue: '20261122002' }, ctx)).toEqual({ ok: false, reason: 'not_current_round' });
    expect(checkBet({ ...bet, issue: '20261121274' }, ctx)).toEqual({ ok: false, reason: 'not_current_round' });
  });

  it('refuses repeated, unknown, unpriced or malformed choices', () => {
    expect(checkBet({ ...bet, playType: '1,3,1' }, ctx)).toEqual({ ok: false, reason: 'duplicate_choice' });
    expect(checkBet({ ...bet, playType: '5' }, ctx)).toEqual({ ok: false, reason: 'invalid_choice' });
    expect(checkBet({ ...bet, playType: '4' }, ctx)).toEqual({ ok: false, reason: 'invalid_choice' }); // no odds row
    expect(checkBet({ ...bet, playType: '1,,3' }, ctx)).toEqual({ ok: false, reason: 'invalid_choice' });
    expect(checkBet({ ...bet, playType: '' }, ctx)).toEqual({ ok: false, reason: 'invalid_choice' });
  });

  it('applies the plan limits and each odds row’s own to the money per choice', () => {
    expect(checkBet({ ...bet, playType: '1', moneyPerChoice: 99 }, ctx)).toEqual({ ok: false, reason: 'below_minimum', limit: 100 });
    expect(checkBet({ ...bet, playType: '1', moneyPerChoice: 100 }, ctx).ok).toBe(true);
    expect(checkBet({ ...bet, playType: '1', moneyPerChoice: 100_001 }, ctx)).toEqual({
      ok: false,
      reason: 'above_maximum',
      limit: 100_000,
    });
    expect(checkBet({ ...bet, moneyPerChoice: 150 }, ctx)).toEqual({ ok: false, reason: 'below_minimum', limit: 200 }); // 105 wants 200
    expect(checkBet({ ...bet, moneyPerChoice: 5001 }, ctx)).toEqual({ ok: false, reason: 'above_maximum', limit: 5000 }); // 105 caps 5000
    expect(checkBet({ ...bet, moneyPerChoice: 0 }, ctx)).toEqual({ ok: false, reason: 'below_minimum', limit: 200 });
  });
});

describe('room entry money', () => {
  it("admits a balance not below the room's joinmoeny", () => {
    expect(meetsRoomEntry(500_000, 500_000)).toBe(true);
    expect(meetsRoomEntry(499_999, 500_000)).toBe(false);
    expect(meetsRoomEntry(0, 0)).toBe(true);
  });
});
