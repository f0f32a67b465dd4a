import { maskNickname } from 'shared-contracts';
import { placeOrder } from './orders';
import { recentWins } from './reads';
import { engineFixture } from '../../testing/lottery';

const f = engineFixture();

const bet = (userId: number, playType: string) =>
  f.t.db
    .transaction()
    .execute((trx) =>
      placeOrder(
        trx,
        f.engine,
        { userId, gameId: 1, planId: 1, issue: f.engine.currentRound()!.issue, playType, money: 1000 },
        f.clock(),
        'en',
      ),
    );

const nicknameOf = async (id: number) =>
  (await f.t.db.selectFrom('users').select('nickname').where('id', '=', id).executeTakeFirstOrThrow()).nickname;

it('the home marquee lists only settled wins with a net profit, newest first, masked, with the game and the time', async () => {
  await f.engine.tick();
  const [long, short, hedge] = [await f.member(100_000), await f.member(100_000), await f.member(100_000)];
  const issues: string[] = [];
  for (let round = 0; round < 2; round++) {
    issues.push(f.engine.currentRound()!.issue);
    await bet(long, '1');
    await bet(short, '2');
    await bet(hedge, '1,2'); // one of the two always wins, for a net loss of 2%: not a win to show
    expect((await recentWins(f.t.db, 'en')).length).toBe(round); // this round's bets are not settled yet
    f.clock.advance(10_000);
    await f.engine.tick();
  }

  const rounds = await f.t.db.selectFrom('lottery_rounds').select(['issue', 'code']).where('game_id', '=', 1).execute();
  const expected = await Promise.all(
    issues.reverse().map(async (issue) => {
      const round = rounds.find((r) => r.issue === issue)!;
      const winner = round.code! >= 14 ? long : short;
      return { nickname: maskNickname(await nicknameOf(winner)), game_name: 'Singapore', profit: 980 };
    }),
  );
  const wins = await recentWins(f.t.db, 'en');
  expect(wins.map(({ createtime: _, ...w }) => w)).toEqual(expected);
  expect(wins[0]!.createtime - wins[1]!.createtime).toBe(10); // settled one 10 s round apart
  expect((await recentWins(f.t.db, 'tw'))[0]!.game_name).toBe('新加坡');
});
