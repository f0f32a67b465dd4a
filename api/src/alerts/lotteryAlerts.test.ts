// The lottery's alerts on the paths that raise them, on both databases: a win above ALERT_WIN_ABOVE as its round is
// settled, and the bet that takes a round past ALERT_EXPOSURE_SHARE of its payout limit.
import { placeOrder } from '../lottery/storage/orders';
import { engineFixture } from '../testing/lottery';
import { ROUND_STATUS } from '../domain/lottery';

const f = engineFixture();

/** The Advanced room (up to 10,000u a choice) of game 1. */
const ADVANCED = 3;
const bet = (userId: number, playType: string, money: number) =>
  f.t.db
    .transaction()
    .execute((trx) =>
      placeOrder(
        trx,
        f.engine,
        { userId, gameId: 1, planId: ADVANCED, issue: f.engine.currentRound()!.issue, playType, money },
        f.clock(),
        'en',
      ),
    );
const alerts = () => f.t.db.selectFrom('alerts').select(['kind', 'event_key', 'detail']).orderBy('id').execute();
const LONG = '1';
const SHORT = '2';
const LONG_AND_SHORT = '1,2';

it('a settled order paying more than 10,000u (the default) raises one alert, named by the order; smaller wins none', async () => {
  await f.engine.tick();
  const member = await f.member(2_000_000);
  const large = await bet(member, LONG_AND_SHORT, 600_000); // one side always wins: 11,880u
  await bet(member, LONG_AND_SHORT, 100_000); // 1,980u
  expect(await alerts()).toEqual([]); // not settled yet
  f.clock.advance(10_000);
  await f.engine.tick();
  f.clock.advance(10_000);
  await f.engine.tick();
  const round = await f.t.db.selectFrom('lottery_rounds').select(['status']).where('issue', '=', large.issue).executeTakeFirstOrThrow();
  expect(round.status).toBe(ROUND_STATUS.settled);
  expect((await alerts()).map((a) => ({ ...a, detail: JSON.parse(a.detail) }))).toEqual([
    {
      kind: 'win',
      event_key: `win:${large.orderNo}`,
      detail: { order_no: large.orderNo, user_id: member, round: `1:${large.issue}`, payout: 1_188_000 },
    },
  ]);
});

it("the bet that takes a round's worst result past 80% of the round's limit raises one alert; the bets after it none", async () => {
  await f.engine.tick();
  await f.t.db.updateTable('games').set({ round_payout_limit: 1_000_000 }).where('id', '=', 1).execute(); // 10,000u
  const [one, two] = [await f.member(1_000_000), await f.member(1_000_000)];
  await bet(one, LONG, 200_000); // Long pays 3,960u
  await bet(two, LONG, 200_000); // 7,920u: within 8,000u
  expect(await alerts()).toEqual([]);
  const crossing = await bet(one, LONG, 10_000); // 8,118u
  await bet(two, LONG, 10_000); // 8,316u
  await bet(two, SHORT, 450_000); // Short's results pass the share too: the same round, no second alert
  const [alert, ...others] = await alerts();
  expect(others).toEqual([]);
  const roundId = (await f.t.db.selectFrom('lottery_rounds').select('id').where('issue', '=', crossing.issue).executeTakeFirstOrThrow()).id;
  expect({ ...alert, detail: JSON.parse(alert!.detail) }).toEqual({
    kind: 'exposure',
    event_key: `exposure:${roundId}`,
    detail: { round_id: roundId, game_id: 1, issue: crossing.issue, worst: 811_800, limit: 1_000_000, share_percent: 80 },
  });
});
