import { uniqueUsername } from '../../testing/http';
import { ADDRESS, CODE, FIRST_ISSUE, legacyFixture, type LegacyFixture } from '../../testing/legacy';
import { dateIn } from '../../domain/time';
import { loadWalletSettings } from '../../wallet/settings';

/** Today where the server counts days (its wallet zone, not UTC: at 16:00 UTC Taipei is already tomorrow). */
const today = () => dateIn(Date.now(), loadWalletSettings({}).timeZone);

let f: LegacyFixture;
beforeAll(async () => {
  f = await legacyFixture();
});
afterAll(async () => f.t.close());

/**
 * A player of the legacy client, every call as it sends it (no client header, amounts in u, its own field names),
 * from registration to a withdrawal; each answer read where that client reads it.
 */
test('the legacy client: login, hall, heartbeat, a bet, its records, a wallet, a withdrawal and the deposit info', async () => {
  const username = uniqueUsername('old');
  const registered = await f.legacy('/api/user/register', { username, password: 'secret123', group_id: '1', inviter_id: '' });
  expect(registered.code).toBe(1);
  await f.credit(registered.data.userinfo.id, 20_000); // the operator credits 200 u

  const login = await f.legacy('/api/user/login', { account: username, password: 'secret123' });
  expect(login.code).toBe(1);
  const { token, money } = login.data.userinfo;
  expect(money).toBe('200');

  const hall = await f.legacy('/api/Lottery/index', { game_id: '' }, token);
  const room = hall.data.gameList[0].planList[0];
  expect(room).toMatchObject({ id: 1, game_id: 1, type: 0, join_limit: '10', min_limit: '1' });
  // The client lets the player in when the balance is at least the room's join limit (both in u).
  expect(Number(money)).toBeGreaterThanOrEqual(Number(room.join_limit));

  const home = await f.legacy('/api/Lottery/heart', { plan_id: '' }, token);
  expect(home.data).toMatchObject({ hit_notice: [], issue: { issue: FIRST_ISSUE } });
  const beat = await f.legacy('/api/Lottery/heart', { plan_id: String(room.id), game_id: String(room.game_id) }, token);
  expect(beat.data.issue.openTime).toBeGreaterThan(0);
  expect(beat.data.user_quantity.money).toBe('200');

  const order = await f.legacy(
    '/api/Lottery/playOrder',
    { issue: beat.data.issue.issue, plan_id: '1', game_id: '1', play_type: 1, money: '5' },
    token,
  );
  expect(order.code).toBe(1);
  expect(order.data).toMatchObject({ quantity: '5', after_quantity: '195' });
  expect(order.data.nickname).toEqual(expect.stringContaining('***'));

  const dates = { begin_date: '2018-01-01', end_date: today() };
  const orders = await f.legacy('/api/user/orderList', dates, token);
  expect(orders.data[0]).toMatchObject({ orderNo: order.data.orderNo, quantity: '5', after_quantity: '195', status: 0 });
  const log = await f.legacy('/api/user/quantityLogList', dates, token);
  expect(log.data.map((e: any) => [e.type, e.quantity, e.over])).toEqual([
    [2, '-5', '195'],
    [4, '200', '200'],
  ]);

  expect((await f.legacy('/api/user/setPayInfo', { type: 1, acc: ADDRESS, acc_name: 'TRC20' }, token)).code).toBe(1);
  expect((await f.legacy('/api/user/payInfo', { type: '1' }, token)).data).toMatchObject({ acc: ADDRESS, acc_name: 'USDT-TRC20' });
  expect((await f.legacy('/api/user/setSafety', { new_code: CODE }, token)).code).toBe(1);
  const before = await f.legacy('/api/user/withdrawInfo', {}, token);
  expect(before.data).toMatchObject({ money: '195', pay_list: [{ acc: ADDRESS, acc_name: 'USDT-TRC20' }, null] });

  const withdrawal = await f.legacy('/api/user/withdrawAction', { type: 1, money: '100', securityCode: CODE }, token);
  expect(withdrawal.code).toBe(1);
  expect(withdrawal.data.money).toBe('95');
  const after = await f.legacy('/api/user/userInfo', {}, token);
  expect(after.data.money).toBe('95');
  expect(after.msg).toEqual(after.data);

  const deposit = await f.legacy('/api/user/recharge', {}, token);
  expect(deposit.code).toBe(1);
  expect(deposit.data.usdt).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  expect(deposit.data).toMatchObject({ bankname: '', bankxm: '', banknum: '' });
});
