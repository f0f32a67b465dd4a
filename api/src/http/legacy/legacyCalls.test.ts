import { classWins, maskNickname } from 'shared-contracts';
import { get, post, registerMember, uniqueUsername } from '../../testing/http';
import { legacyOfMinor } from './money';
import { ADDRESS, CODE, FIRST_ISSUE, legacyFixture, type LegacyFixture } from '../../testing/legacy';
import { addDays, dateIn } from '../../domain/time';
import { loadWalletSettings } from '../../wallet/settings';

/** Today where the server counts days (its wallet zone, not UTC: at 16:00 UTC Taipei is already tomorrow). */
const today = () => dateIn(Date.now(), loadWalletSettings({}).timeZone);

let f: LegacyFixture;
beforeEach(async () => {
  f = await legacyFixture();
});
afterEach(async () => f.t.close());

/** The combined outcomes as the legacy client names them. */
const COMBOS: [number, string][] = [
  [11, '多单'],
  [12, '多双'],
  [13, '空单'],
  [14, '空双'],
];

/** Our own view of a member's balance, in minor units (our dialect). */
async function balance(token: string): Promise<number> {
  return (await post(f.app, '/api/user/userInfo', {}, { token })).data.money;
}

/** A member with `minor` on the balance (registered in our dialect). */
async function funded(minor: number) {
  const m = await registerMember(f.app);
  if (minor) await f.credit(m.id, minor);
  return m;
}

describe('legacy user/register and user/login', () => {
  it('takes group_id "1" and a blank inviter, and answers the user in data.userinfo with money in u', async () => {
    const username = uniqueUsername('leg');
    const reg = await f.legacy('/api/user/register', { username, password: 'secret123', group_id: '1', inviter_id: '' });
    expect(reg.code).toBe(1);
    expect(reg.data.userinfo).toMatchObject({ token: expect.any(String), user_id: reg.data.id, id: reg.data.id, money: '0' });
    await f.credit(reg.data.id, 15_005);

    const login = await f.legacy('/api/user/login', { account: username, password: 'secret123' });
    expect(login.code).toBe(1);
    expect(login.data.userinfo).toMatchObject({ user_id: reg.data.id, money: '150.05' });
    expect(login.data.money).toBe('150.05');
    expect(await balance(login.data.userinfo.token)).toBe(15_005);
  });

  it('keeps our own wire strict: group_id "1" is refused there', async () => {
    const res = await post(f.app, '/api/user/register', { username: uniqueUsername(), password: 'secret123', group_id: '1' });
    expect(res.code).toBe(10001);
  });

  it('refuses a text that is not an integer\'s canonical form ("01")', async () => {
    const res = await f.legacy('/api/user/register', { username: uniqueUsername(), password: 'secret123', group_id: '01', lang: 'en' });
    expect(res.code).toBe(10001);
  });
});

describe('legacy pay info', () => {
  it('binds a wallet typed TRC20 (or usdt) as USDT-TRC20 and reads it with type "1"', async () => {
    const m = await funded(0);
    const bound = await f.legacy('/api/user/setPayInfo', { type: 1, acc: ADDRESS, acc_name: 'TRC20' }, m.token);
    expect(bound.code).toBe(1);
    expect(typeof bound.msg).toBe('string');
    const info = await f.legacy('/api/user/payInfo', { type: '1' }, m.token);
    expect(info.data).toMatchObject({ acc: ADDRESS, acc_name: 'USDT-TRC20' });
    // The same binding typed another accepted way changes nothing (no code needed).
    expect((await f.legacy('/api/user/setPayInfo', { type: '1', acc: ADDRESS, acc_name: ' usdt ' }, m.token)).code).toBe(1);
    // The network as commonly written; AddVirtualWallet.vue sends acc_bank and mark blank.
    const hyphened = { type: 1, acc: ADDRESS, acc_name: 'TRC-20', acc_bank: '', mark: '' };
    expect((await f.legacy('/api/user/setPayInfo', hyphened, m.token)).code).toBe(1);
    expect((await f.legacy('/api/user/setPayInfo', { ...hyphened, acc_name: 'usdt-trc-20' }, m.token)).code).toBe(1);
    expect((await f.legacy('/api/user/setPayInfo', { type: 1, acc: ADDRESS, acc_name: 'BEP20', lang: 'en' }, m.token)).code).toBe(20029);
  });

  it('binds a bank card without bank code and branch; our wire still needs all five', async () => {
    const m = await funded(0);
    const card = { type: 0, acc: 'Chan Tai Man', acc_name: '6222 0000 1111 2222', acc_bank: 'Bank of Taiwan' };
    expect((await post(f.app, '/api/user/setPayInfo', card, { token: m.token })).code).toBe(20025);
    expect((await f.legacy('/api/user/setPayInfo', card, m.token)).code).toBe(1);
    const info = await f.legacy('/api/user/payInfo', { type: '0' }, m.token);
    expect(info.data).toMatchObject({
      acc: 'Chan Tai Man',
      acc_name: '6222000011112222',
      acc_bank: 'Bank of Taiwan',
      acc_code: '',
      acc_fh: '',
    });
    expect((await post(f.app, '/api/user/payInfo', { type: '0' }, { token: m.token })).code).toBe(10001);
  });
});

describe('legacy withdrawals', () => {
  async function ready(minor: number) {
    const m = await funded(minor);
    expect((await f.legacy('/api/user/setSafety', { new_code: CODE }, m.token)).code).toBe(1);
    expect((await f.legacy('/api/user/setPayInfo', { type: 1, acc: ADDRESS, acc_name: 'TRC20' }, m.token)).code).toBe(1);
    return m;
  }

  it('lists the balance in u and the wallet then the bank card as pay_list', async () => {
    const m = await ready(20_000);
    let info = await f.legacy('/api/user/withdrawInfo', {}, m.token);
    expect(info.data.money).toBe('200');
    expect(info.data.pay_list).toEqual([{ acc_name: 'USDT-TRC20', acc: ADDRESS }, null]);
    await f.legacy(
      '/api/user/setPayInfo',
      { type: 0, acc: 'Chan Tai Man', acc_name: '6222000011112222', acc_bank: 'Bank of Taiwan' },
      m.token,
    );
    info = await f.legacy('/api/user/withdrawInfo', {}, m.token);
    expect(info.data.pay_list[1]).toEqual({ acc: 'Chan Tai Man', acc_name: '6222000011112222', acc_bank: 'Bank of Taiwan' });
  });

  it('withdraws "150" u as 15000 minor units and answers the balance left in u', async () => {
    const m = await ready(20_000);
    const res = await f.legacy('/api/user/withdrawAction', { type: 1, money: '150', securityCode: CODE }, m.token);
    expect(res.code).toBe(1);
    expect(res.data.money).toBe('50');
    expect(await balance(m.token)).toBe(5_000);
  });

  it('means the minimum withdrawal as the player sees it: "99.99" is below 100 u, "100.5" is fine', async () => {
    const m = await ready(20_000);
    const low = await f.legacy('/api/user/withdrawAction', { type: 1, money: '99.99', securityCode: CODE, lang: 'en' }, m.token);
    expect(low.msg).toMatch(/100/);
    expect(await balance(m.token)).toBe(20_000);
    const res = await f.legacy('/api/user/withdrawAction', { type: 1, money: 100.5, securityCode: CODE }, m.token);
    expect(res.data.money).toBe('99.5');
  });

  it('stores the answer in our form: a retry with the same key replays it in the dialect of the retry', async () => {
    const m = await ready(20_000);
    const body = { type: 1, money: '150', securityCode: CODE };
    const first = await post(f.app, '/api/user/withdrawAction', body, { dialect: 'legacy', token: m.token, idempotencyKey: 'w-1' });
    const again = await post(f.app, '/api/user/withdrawAction', body, { dialect: 'legacy', token: m.token, idempotencyKey: 'w-1' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.data).toEqual(first.data);
    expect(first.data.money).toBe('50');
    expect(await balance(m.token)).toBe(5_000);
  });

  it('refuses "1.234" with a clear message and changes nothing', async () => {
    const m = await ready(20_000);
    const res = await f.legacy('/api/user/withdrawAction', { type: 1, money: '1.234', securityCode: CODE, lang: 'en' }, m.token);
    expect(res).toMatchObject({ code: 10001, msg: 'Invalid amount (at most 2 decimals): amount' });
    expect(await balance(m.token)).toBe(20_000);
  });
});

describe('legacy user/recharge', () => {
  it('answers {} with the deposit info and opens no request', async () => {
    const m = await funded(0);
    const ours = (await post(f.app, '/api/user/rechargeInfo', {}, { token: m.token })).data;
    const res = await f.legacy('/api/user/recharge', {}, m.token);
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ usdt: ours.address, bankname: '', bankxm: '', banknum: '' });
    expect((await post(f.app, '/api/user/rechargeList', {}, { token: m.token })).data).toEqual([]);
  });

  it("answers {} with the member's balance in u as money (the screen's total assets)", async () => {
    const m = await funded(12_345);
    const res = await f.legacy('/api/user/recharge', {}, m.token);
    expect(res.data.money).toBe('123.45');
    expect((await f.legacy('/api/user/rechargeInfo', {}, m.token)).data.money).toBe('123.45');
  });

  it('answers a blank amount as no amount: the deposit info, not "Unknown field"', async () => {
    const m = await funded(0);
    const res = await f.legacy('/api/user/recharge', { amount: '' }, m.token);
    expect(res).toMatchObject({ code: 1, data: { usdt: expect.any(String), money: '0' } });
  });

  it('opens a request for an amount in u', async () => {
    const m = await funded(0);
    const res = await f.legacy('/api/user/recharge', { amount: '50' }, m.token);
    expect(res.data).toMatchObject({ amount: '50', bonus: '5', state: 'pending' });
    expect((await post(f.app, '/api/user/rechargeList', {}, { token: m.token })).data[0]).toMatchObject({ amount: 5_000, bonus: 500 });
  });
});

describe('legacy player protection: amounts in u as everywhere in the dialect', () => {
  it('sets a daily deposit limit of "20" u as 2000 minor units and reads it back as "20"', async () => {
    const m = await funded(0);
    const set = await f.legacy('/api/user/setPlayLimit', { kind: 'deposit', period: 'day', amount: '20' }, m.token);
    expect(set.code).toBe(1);
    const ours = (await post(f.app, '/api/user/playControls', {}, { token: m.token })).data;
    expect(ours.limits.find((l: any) => l.kind === 'deposit' && l.period === 'day').amount).toBe(2_000);
    const legacy = (await f.legacy('/api/user/playControls', {}, m.token)).data;
    expect(legacy.limits.find((l: any) => l.kind === 'deposit' && l.period === 'day')).toMatchObject({ amount: '20', used: '0' });
  });
});

describe('legacy Lottery calls', () => {
  it('index: game_id "" lists every game, rooms with type, join_limit and min_limit in u, no invented online count', async () => {
    const m = await funded(0);
    const res = await f.legacy('/api/Lottery/index', { game_id: '' }, m.token);
    expect(res.data.gameList).toHaveLength(4);
    const rooms = res.data.gameList[0].planList;
    expect(rooms.map((room: any) => room.type)).toEqual([0, 1, 2, 3]);
    expect(rooms[1]).toMatchObject({ joinmoeny: '100', join_limit: '100', min_limit: '5', min_money: '5', max_money: '2000' });
    expect(rooms[1]).not.toHaveProperty('robot_num');
    expect((await f.legacy('/api/Lottery/index', { game_id: '2' }, m.token)).data.gameList.map((g: any) => g.id)).toEqual([2]);
  });

  it.each([{ plan_id: '' }, {}])('heart %j (the home page): the round countdown and the wins', async (body) => {
    const m = await funded(12_345);
    const res = await f.legacy('/api/Lottery/heart', body, m.token);
    expect(res.code).toBe(1);
    // openTime: when betting seals, as the home cards read it (`new Date(openTime)`); openTime1: the seconds left.
    expect(res.data.issue).toMatchObject({ issue: FIRST_ISSUE, openTime1: expect.any(Number) });
    expect(res.data.issue.openTime1).toBeGreaterThan(0);
    const sealsAt = new Date(res.data.issue.openTime).getTime() - f.clock();
    expect(sealsAt).toBe(res.data.issue.openTime1 * 1000);
    expect(res.data.hit_notice).toEqual([]);
    expect(res.data.user_quantity.money).toBe('123.45');
  });

  it('oddsList: number bets apart in rule_num and num_code, limits in u', async () => {
    const m = await funded(0);
    const res = await f.legacy('/api/Lottery/oddsList', { plan_id: '1' }, m.token);
    expect(res.data.rule_base.map((r: any) => r.class)).toEqual([1, 2, 3, 4, 11, 12, 13, 14, 21, 22]);
    expect(res.data.rule_base[0]).toMatchObject({ min_money: '1', max_money: '500', odds: '1.98' });
    expect(res.data.rule_num).toHaveLength(28);
    expect(res.data.rule_num[0]).toMatchObject({ class: 100, min_money: '1' });
    expect(res.data.num_code).toMatchObject({ '0': 100, '14': 114, '27': 127 });
  });

  it('playOrder: ids as text, play_type a number, money "5" u; the order in u with the feed name', async () => {
    const m = await funded(15_000);
    const nickname = maskNickname(m.username);
    const body = { issue: FIRST_ISSUE, plan_id: '1', game_id: '1', play_type: 1, money: '5' };
    const res = await f.legacy('/api/Lottery/playOrder', body, m.token);
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ quantity: '5', after_quantity: '145', play_type: '1', nickname });
    expect(await balance(m.token)).toBe(14_500);
    const refused = await f.legacy('/api/Lottery/playOrder', { ...body, money: '1.234', lang: 'en' }, m.token);
    expect(refused.code).toBe(10001);
    expect(await balance(m.token)).toBe(14_500);
    // Our wire still takes only its own form.
    expect((await post(f.app, '/api/Lottery/playOrder', body, { token: m.token })).code).toBe(10001);
  });

  it("issueList and the heartbeat's last round: the trend table's outcome keys, whatever the language", async () => {
    const m = await funded(0);
    await f.at(12_000);
    const rows = (await f.legacy('/api/Lottery/issueList', { game_id: '1', lang: 'en' }, m.token)).data;
    expect(rows.length).toBeGreaterThan(0);
    // TrendChart.vue compares base[0], base[1] and join with its own i18n keys (simplified Chinese), then translates.
    for (const row of rows) {
      expect(row.base).toEqual([classWins(1, row.code) ? '做多' : '做空', classWins(3, row.code) ? '平单' : '平双']);
      expect(row.join).toBe(COMBOS.find(([cls]) => classWins(cls, row.code))![1]);
    }
    // BetRoom.vue translates the last round's base the same way.
    const beat = await f.legacy('/api/Lottery/heart', { plan_id: 1, game_id: 1, lang: 'en' }, m.token);
    expect(beat.data.last_issue.base).toEqual(rows[0].base);
  });

  it("issueList: each row's id is the game's first room, which the home cards beat with", async () => {
    const m = await funded(0);
    await f.at(12_000);
    const hall = await f.legacy('/api/Lottery/index', { game_id: '2' }, m.token);
    const room = hall.data.gameList[0].planList[0];
    const rows = (await f.legacy('/api/Lottery/issueList', { game_id: 2 }, m.token)).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row: any) => row.id)).toEqual(rows.map(() => room.id));
    // UniversalLotteryCard: heart(response.data[0].id, gameId) every 5 s.
    const beat = await f.legacy('/api/Lottery/heart', { plan_id: rows[0].id, game_id: 2 }, m.token);
    expect(beat.code).toBe(1);
  });
});

describe('legacy amounts in the lists and the home page', () => {
  it("fund log, orders, the room's and the home page's wins in u; banner present", async () => {
    const m = await funded(15_000);
    // Long, then short: one of the two bets wins whatever the draw.
    for (const side of [1, 2]) {
      const bet = { issue: FIRST_ISSUE, plan_id: 1, game_id: 1, play_type: side, money: '2.5' };
      expect((await f.legacy('/api/Lottery/playOrder', bet, m.token)).code).toBe(1);
    }
    const dates = { begin_date: '2018-01-01', end_date: today() };
    const log = await f.legacy('/api/user/quantityLogList', dates, m.token);
    // CapitalDetail.vue shows quantity as it comes: money going out carries its minus sign.
    expect(log.data.map((e: any) => [e.quantity, e.over])).toEqual([
      ['-2.5', '145'],
      ['-2.5', '147.5'],
      ['150', '150'],
    ]);
    const orders = await f.legacy('/api/user/orderList', dates, m.token);
    expect(orders.data[0]).toMatchObject({ quantity: '2.5', after_quantity: '145', lottery_code: '' }); // not drawn yet

    await f.at(12_000);
    await f.at(13_000);
    const ours = await get(f.app, '/api/index/index', { token: m.token });
    const won = ours.data.winners[0].profit as number;
    expect(won).toBeGreaterThan(0);
    const home = await get(f.app, '/api/index/index', { dialect: 'legacy', token: m.token });
    expect(home.data.banner).toEqual([]);
    expect(home.data.winners[0].profit).toBe(legacyOfMinor(won));
    const heart = await f.legacy('/api/Lottery/heart', { plan_id: 1, game_id: 1 }, m.token);
    expect(heart.data.hit_notice[0].profit).toBe(legacyOfMinor(won));
    // BetDetail.vue's balls: the three digits and their sum.
    const drawn = (await f.legacy('/api/user/orderList', dates, m.token)).data[0];
    const { site_1, site_2, site_3, code } = drawn.draw;
    expect(drawn.lottery_code).toBe(`${site_1} ${site_2} ${site_3} ${code}`);
    expect(site_1 + site_2 + site_3).toBe(code);
  });
});

describe("a phone behind the lottery's day (issue 42)", () => {
  it("lists what was just made when the end date is the lottery's yesterday (the phone's today), in this dialect only", async () => {
    const m = await funded(15_000);
    const dates = { begin_date: '2018-01-01', end_date: addDays(today(), -1) };
    const legacy = await f.legacy('/api/user/quantityLogList', dates, m.token);
    expect(legacy.data.map((e: any) => e.quantity)).toEqual(['150']);
    // Our own app sends the lottery's days: an end of yesterday means yesterday, without today's gift.
    const ours = await post(f.app, '/api/user/quantityLogList', dates, { token: m.token });
    expect(ours.data.map((e: any) => e.quantity)).not.toContain(15_000);
  });
});

describe('malformed legacy input', () => {
  it.each([
    ['money', { money: {} }],
    ['money', { money: [5] }],
    ['money', { money: true }],
    ['money', { money: null }],
    ['money', { money: '' }],
    ['money', { money: '-5' }],
    ['money', { money: '1e3' }],
    ['money', { money: ' 5 5' }],
    ['money', { money: '9999999999999' }],
    ['play_type', { play_type: [1] }],
    ['play_type', { play_type: 1.5 }],
    ['plan_id', { plan_id: {} }],
    ['plan_id', { plan_id: '01' }],
  ])('refuses a bet with a bad %s (%j) with a message, never a 5xx, changing nothing', async (_field, bad) => {
    const m = await funded(15_000);
    const body = { issue: FIRST_ISSUE, plan_id: '1', game_id: '1', play_type: 1, money: '5', lang: 'en', ...bad };
    const res = await f.legacy('/api/Lottery/playOrder', body, m.token);
    expect(res.status).toBeLessThan(500);
    expect(res.code).not.toBe(1);
    expect(res.msg).toEqual(expect.any(String));
    expect(await balance(m.token)).toBe(15_000);
  });
});
