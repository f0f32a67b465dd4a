import {
  FEED_CAP,
  balancePreset,
  largestPerChoice,
  followRefusal,
  followStake,
  issueOnSale,
  mergeFeed,
  perChoiceMoney,
  roundResult,
  roundState,
  readQuantity,
  type Bet,
} from './roomRules';

const bet = (id: number, issue = '20261122001'): Bet => ({
  id,
  nickname: 'a***1',
  issue,
  play_method: 'Long',
  quantity: 1000,
  play_type: '1',
});
const bets = (from: number, count: number) => Array.from({ length: count }, (_, i) => bet(from + i));

describe('round state', () => {
  it('is on sale while open and not sealed, counting to the seal', () => {
    expect(roundState({ game_status: 1, issue: { issue: '20261122001', openTime1: 42, whether_close: false } })).toEqual({
      kind: 'onSale',
      issue: '20261122001',
      secondsLeft: 42,
    });
  });
  it('is sealed once whether_close, counting to the draw', () => {
    expect(roundState({ game_status: 1, issue: { issue: '20261122001', openTime1: 9, whether_close: true } }).kind).toBe('sealed');
  });
  it('is closed outside sales hours, and paused (not closed) when the operator paused the game', () => {
    expect(roundState({ game_status: 1, issue: null })).toEqual({ kind: 'closed' });
    expect(roundState({ game_status: 0, issue: { issue: '20261122001', openTime1: 42, whether_close: false } })).toEqual({
      kind: 'paused',
    });
    expect(roundState({ game_status: 0, issue: null })).toEqual({ kind: 'paused' });
  });
});

describe('follow rules', () => {
  const onSale = issueOnSale(roundState({ game_status: 1, issue: { issue: '20261122002', openTime1: 30, whether_close: false } }));
  it('follows a bet of the current round while on sale', () => {
    expect(followRefusal(bet(1, '20261122002'), onSale)).toBeNull();
  });
  it('refuses a bet of an earlier round', () => {
    expect(followRefusal(bet(1, '20261122001'), onSale)).toBe('notCurrent');
  });
  it('refuses while sealed or closed, even for the current round', () => {
    const sealed = issueOnSale(roundState({ game_status: 1, issue: { issue: '20261122002', openTime1: 5, whether_close: true } }));
    expect(followRefusal(bet(1, '20261122002'), sealed)).toBe('closed');
    expect(followRefusal(bet(1, '20261122002'), issueOnSale({ kind: 'closed' }))).toBe('closed');
    expect(followRefusal(bet(1, '20261122002'), issueOnSale({ kind: 'paused' }))).toBe('closed');
  });
  it('buys the same outcomes at the same stake per outcome', () => {
    expect(followStake({ play_type: '1,3,105', quantity: 3000 })).toEqual({ classes: [1, 3, 105], perChoice: 1000 });
  });
});

describe('quantity', () => {
  it('reads whole units, and refuses a decimal or any other sign rather than dropping it', () => {
    expect(readQuantity('0012')).toEqual({ kind: 'whole', units: 12 });
    expect(readQuantity(' 12 ')).toEqual({ kind: 'whole', units: 12 });
    expect(readQuantity('')).toEqual({ kind: 'empty' });
    for (const text of ['12.', '12.7', '.5', '12,7', '1e3', '-5']) expect(readQuantity(text)).toEqual({ kind: 'notWhole' });
  });
  it('offers the balance minus 1 unit as a preset, never below 0', () => {
    expect(balancePreset(50_075)).toBe(499);
    expect(balancePreset(50)).toBe(0);
  });
  it('splits the quantity evenly per choice, floored to whole units', () => {
    expect(perChoiceMoney(10, 3)).toBe(300);
    expect(perChoiceMoney(10, 2)).toBe(500);
    expect(perChoiceMoney(1, 2)).toBe(0);
    expect(perChoiceMoney(10, 0)).toBe(0);
  });
});

describe('feed', () => {
  it('appends only bets not seen yet, and keeps the same list when nothing is new', () => {
    const feed = mergeFeed([], bets(1, 3));
    expect(mergeFeed(feed, bets(2, 3)).map((b) => b.id)).toEqual([1, 2, 3, 4]);
    expect(mergeFeed(feed, bets(1, 3))).toBe(feed);
  });
  it('drops the 30 oldest once over 300', () => {
    const full = mergeFeed([], bets(1, FEED_CAP));
    expect(full).toHaveLength(300);
    const over = mergeFeed(full, [bet(301)]);
    expect(over).toHaveLength(271);
    expect(over[0]!.id).toBe(31);
    expect(over.at(-1)!.id).toBe(301);
  });
  it('stays within the cap after a burst', () => {
    expect(mergeFeed(bets(1, 290), bets(291, 100)).length).toBeLessThanOrEqual(FEED_CAP);
  });
});

describe('round result of the member', () => {
  const order = (
    o: Partial<{ issue: string; status: number; whether_hit: number; quantity: number; profit: number; game_id: number }>,
  ) => ({
    game_id: 1,
    issue: '20261122001',
    status: 1,
    whether_hit: 0,
    quantity: 1000,
    profit: -1000,
    ...o,
  });
  it('is nothing when the member did not bet in the round', () => {
    expect(roundResult([order({ issue: '20261122000' }), order({ game_id: 2 })], 1, '20261122001')).toBeNull();
  });
  it('is settling while an order is pending', () => {
    expect(roundResult([order({ status: 0, profit: 0 })], 1, '20261122001')).toEqual({ kind: 'settling' });
  });
  it('is won when the round made money, with the net, the payout and the stake', () => {
    const won = order({ whether_hit: 1, quantity: 1000, profit: 980 });
    expect(roundResult([won], 1, '20261122001')).toEqual({ kind: 'won', net: 980, paid: 1980, stake: 1000 });
  });
  it('is lost when a leg paid less than the round staked (39.6u paid on 55u)', () => {
    const partly = order({ whether_hit: 1, quantity: 2000, profit: 1960 });
    const lost = order({ whether_hit: 0, quantity: 3500, profit: -3500 });
    expect(roundResult([partly, lost], 1, '20261122001')).toEqual({ kind: 'lost', net: -1540, paid: 3960, stake: 5500 });
  });
  it('is back when the payout equals the stake', () => {
    expect(roundResult([order({ whether_hit: 1, profit: 0 })], 1, '20261122001')).toEqual({
      kind: 'back',
      net: 0,
      paid: 1000,
      stake: 1000,
    });
  });
  it('is lost when nothing paid', () => {
    expect(roundResult([order({})], 1, '20261122001')).toEqual({ kind: 'lost', net: -1000, paid: 0, stake: 1000 });
  });
});

describe('largestPerChoice', () => {
  const long = { class: 1, odds: '1.98', max_money: 50_000 };
  const number0 = { class: 100, odds: '950.00', max_money: 50_000 };
  const open = new Array(28).fill(10_000_000);
  it('is the room maximum while the limits allow it, and null while the capacity is unknown or nothing is chosen', () => {
    expect(largestPerChoice([long], open)).toBe(50_000);
    expect(largestPerChoice([long], undefined)).toBeNull();
    expect(largestPerChoice([], open)).toBeNull();
  });
  it('floors to whole units the largest stake whose payout fits every result it wins on', () => {
    expect(largestPerChoice([number0], open)).toBe(10_500); // 105u pays 99,750u; 106u would pay 100,700u
    const longFull = open.map((room, sum) => (sum >= 14 ? 0 : room));
    expect(largestPerChoice([long], longFull)).toBe(0);
    expect(largestPerChoice([long, number0], longFull)).toBe(0);
  });
});
