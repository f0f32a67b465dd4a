import { engineFixture } from '../../testing/lottery';
import { placeOrder } from '../../lottery/storage/orders';
import { runOps } from '../run';
import { asOperator, ensureOperator, SECOND_TEST_OPERATOR, TEST_OPERATOR } from '../../testing/ops';
import { ORDER_STATUS } from '../../domain/lottery';

const TESTER = `operator:${TEST_OPERATOR}`;

const f = engineFixture();
let out: string[];
let err: string[];
const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
const ops = async (...argv: string[]) => runOps(await asOperator(f.t, argv), io, { connection: f.t, config: f.t.config });
beforeEach(() => {
  out = [];
  err = [];
});
/** The audit rows of actions starting with `prefix`, oldest first. */
const audit = (prefix: string) =>
  f.t.db
    .selectFrom('audit_log')
    .select(['actor', 'action', 'target', 'before', 'after', 'reason'])
    .where('action', 'like', `${prefix}%`)
    .orderBy('id')
    .execute();

const bet = (userId: number, playType = '1') =>
  f.t.db.transaction().execute((trx) =>
    placeOrder(
      trx,
      f.engine,
      {
        userId,
        gameId: 1,
        planId: 1,
        issue: f.engine.currentRound()!.issue,
        playType,
        money: 1000,
      },
      f.clock(),
      'en',
    ),
  );

describe('game:pause / game:resume', () => {
  it('pauses a game (bets refused) and resumes it', async () => {
    await f.engine.tick();
    const userId = await f.member(10_000);
    expect(await ops('game:pause', '1', '--reason', 'draw feed down')).toBe(0);
    expect(out).toEqual(['1\tSingapore\tpaused']);
    await expect(bet(userId)).rejects.toMatchObject({ def: { code: 40001 } });
    expect(await ops('game:resume', '1')).toBe(0);
    expect((await bet(userId)).quantity).toBe(1000);
    expect(await audit('game.')).toEqual([
      { actor: TESTER, action: 'game.pause', target: 'game:1', before: '{"status":1}', after: '{"status":0}', reason: 'draw feed down' },
      { actor: TESTER, action: 'game.resume', target: 'game:1', before: '{"status":0}', after: '{"status":1}', reason: null },
    ]);
  });

  it('takes all, refuses an unknown game and wrong usage', async () => {
    expect(await ops('game:pause', 'all')).toBe(0);
    expect(out).toHaveLength(4);
    expect((await f.t.db.selectFrom('games').select('status').execute()).every((g) => g.status === 0)).toBe(true);
    expect(await ops('game:resume', 'all')).toBe(0);
    expect(await audit('game.pause')).toHaveLength(4);
    expect(await ops('game:pause', '9')).toBe(1);
    expect(err[0]).toMatch(/no game "9"/);
    expect(await ops('game:resume')).toBe(2);
    expect(await ops('game:resume', '1', '--why', 'x')).toBe(2);
  });
});

describe('game:limit', () => {
  it("sets a game's round limit as the --by operator (audited); refuses a zero amount, an unknown game and wrong usage", async () => {
    expect(await ops('game:limit', '1', '250000.5', '--reason', 'bigger float')).toBe(0);
    expect(out).toEqual(['game 1: a round pays at most 250000.5u for any one result']);
    expect(await f.t.db.selectFrom('games').select('round_payout_limit').where('id', '=', 1).executeTakeFirst()).toEqual({
      round_payout_limit: 25_000_050,
    });
    expect(await audit('game.limit')).toEqual([
      {
        actor: TESTER,
        action: 'game.limit',
        target: 'game:1',
        before: '{"round_payout_limit":100000000}',
        after: '{"round_payout_limit":25000050}',
        reason: 'bigger float',
      },
    ]);
    expect(await ops('game:limit', '1', '0')).toBe(2);
    expect(await ops('game:limit', '9', '10')).toBe(1);
    expect(await ops('game:limit', '1')).toBe(2);
    expect(await ops('game:limit', '1', '10', '--why', 'x')).toBe(2);
  });
});

describe('odds:set', () => {
  const SECOND = `operator:${SECOND_TEST_OPERATOR}`;
  /** The request `odds:set` printed, approved by the second admin; answers the exit code. */
  async function approved(printed: string): Promise<number> {
    const id = /^request (\d+):/.exec(printed)![1]!;
    await ensureOperator(f.t, SECOND_TEST_OPERATOR);
    return runOps(['request:approve', id, '--by', SECOND_TEST_OPERATOR], io, { connection: f.t, config: f.t.config });
  }
  const oddsOf = async (cls: number) =>
    (await f.t.db.selectFrom('odds').select('odds').where('class', '=', cls).orderBy('plan_id').execute()).map((r) => r.odds);

  it('asks; another admin approves, then it applies; bets already placed keep the odds they were bought at', async () => {
    await f.engine.tick();
    const userId = await f.member(10_000);
    await bet(userId, '1,2');
    expect(await ops('odds:set', '1', '1', '1.5', '--reason', 'promotion over')).toBe(0);
    expect(out[0]).toMatch(
      /^request (\d+): class 1 at 1\.50 in room 1 \(return to player 75\.0%\); pending until another operator approves it \(request:approve \1\)$/,
    );
    expect(await oddsOf(1)).toEqual(Array(16).fill(198));
    const id = /^request (\d+):/.exec(out[0]!)![1]!;
    expect(await ops('request:approve', id)).toBe(1); // not by who asked
    expect(await approved(out[0]!)).toBe(0);
    expect(await audit('odds.set')).toEqual([
      { actor: TESTER, action: 'odds.set.request', target: 'room:1', before: null, after: expect.any(String), reason: 'promotion over' },
      {
        actor: SECOND,
        action: 'odds.set',
        target: 'room:1',
        before: '{"class":1,"odds":198}',
        after: '{"class":1,"odds":150}',
        reason: `request:${id}`,
      },
      { actor: SECOND, action: 'odds.set.approve', target: 'room:1', before: expect.any(String), after: expect.any(String), reason: '' },
    ]);
    expect(await oddsOf(1)).toEqual([150, ...Array(15).fill(198)]);
    f.clock.advance(10_000);
    await f.engine.tick();
    const [order] = await f.t.db.selectFrom('lottery_orders').selectAll().execute();
    expect(order).toMatchObject({ status: ORDER_STATUS.settled, payout: 1980 });
  });

  it('asks for every room with all; refuses above 100% RTP and bad input when asked, changing nothing', async () => {
    expect(await ops('odds:set', 'all', '113', '12.66')).toBe(0);
    expect(await approved(out[0]!)).toBe(0);
    expect(await audit('odds.set.approve')).toHaveLength(1);
    expect((await audit('odds.set')).filter((row) => row.action === 'odds.set')).toHaveLength(16);
    expect(await ops('odds:set', 'all', '113', '14')).toBe(1);
    expect(err).toEqual(['Odds of 14.00 return 105.0% to the player, above 100%: refused; nothing was changed']);
    expect(await ops('odds:set', '1', '1', '2.01')).toBe(1);
    expect((await oddsOf(113)).every((odds) => odds === 1266)).toBe(true);
    expect(await f.t.db.selectFrom('ops_requests').select('id').execute()).toHaveLength(1);
    expect(await ops('odds:set', '1', '1', '2.00')).toBe(0); // exactly 100%
    expect(await ops('odds:set', '1', '5', '2')).toBe(1);
    expect(await ops('odds:set', '1', '1', '0.99')).toBe(1);
    expect(await ops('odds:set', '1', '1', '1.999')).toBe(1);
    expect(await ops('odds:set', '99', '1', '2')).toBe(1);
    expect(await ops('odds:set', '1', '1')).toBe(2);
  });
});

describe('room:save / room:retire', () => {
  it('adds a room and changes one (the console’s service, audited as the --by operator); refuses a minimum above the maximum', async () => {
    const add = ['1', '--tw', '大師房', '--zh', '大师房', '--en', 'Masters', '--entry', '2000', '--min', '20', '--max', '3000'];
    expect(await ops('room:save', ...add, '--reason', 'new tier')).toBe(0);
    const limits = "an order pays at most 100000u, a member's orders of a round 300000u";
    expect(out).toEqual([`room 17 (game 1, tier 5) added: Masters, entry 2000u, 20u to 3000u per option, ${limits}`]);
    expect(await ops('room:save', '1', '--room', '1', '--min', '2.5')).toBe(0);
    expect(out[1]).toBe(`room 1 (game 1, tier 1) saved: Beginner, entry 10u, 2.5u to 500u per option, ${limits}`);
    expect(await ops('room:save', '1', '--room', '1', '--order-limit', '500', '--member-limit', '2000.5')).toBe(0);
    expect(out[2]).toBe(
      "room 1 (game 1, tier 1) saved: Beginner, entry 10u, 2.5u to 500u per option, an order pays at most 500u, a member's orders of a round 2000.5u",
    );
    expect(
      await f.t.db.selectFrom('plans').select(['order_payout_limit', 'member_payout_limit']).where('id', '=', 1).executeTakeFirst(),
    ).toEqual({ order_payout_limit: 50_000, member_payout_limit: 200_050 });
    expect(await f.t.db.selectFrom('odds').select('min_money').where('plan_id', '=', 1).where('class', '=', 1).executeTakeFirst()).toEqual({
      min_money: 250,
    });
    expect(await ops('room:save', '1', '--room', '1', '--min', '600')).toBe(1);
    expect(err).toEqual(['The minimum bet may not be above the maximum; nothing was changed']);
    expect(await ops('room:save', '1', '--en', 'Half')).toBe(2);
    expect(await ops('room:save', '1', '--room', '1', '--min', 'ten')).toBe(2);
    expect((await audit('room.')).map((r) => [r.actor, r.action, r.target, r.reason])).toEqual([
      [TESTER, 'room.add', 'room:17', 'new tier'],
      [TESTER, 'room.change', 'room:1', null],
      [TESTER, 'room.change', 'room:1', null],
    ]);
  });

  it('retires a room: bets into it refused; not the last open room of a game', async () => {
    await f.engine.tick();
    const userId = await f.member(10_000);
    expect(await ops('room:retire', '1', '--reason', 'too few players')).toBe(0);
    await expect(bet(userId)).rejects.toMatchObject({ def: { code: 40009 } });
    expect(await ops('room:retire', '1')).toBe(1);
    expect(err[0]).toBe('This room is retired: it cannot be changed; nothing was changed');
    expect(await ops('room:retire', '2')).toBe(0);
    expect(await ops('room:retire', '3')).toBe(0);
    expect(await ops('room:retire', '4')).toBe(1);
    expect(await ops('room:retire')).toBe(2);
    expect((await audit('room.retire')).map((r) => [r.actor, r.target, r.reason])).toEqual([
      [TESTER, 'room:1', 'too few players'],
      [TESTER, 'room:2', null],
      [TESTER, 'room:3', null],
    ]);
  });
});

describe('chain:verify', () => {
  async function drawSome() {
    await f.engine.tick();
    for (let i = 0; i < 3; i++) {
      f.clock.advance(10_000);
      await f.engine.tick();
    }
  }

  it('passes on honest draws', async () => {
    await drawSome();
    expect(await ops('chain:verify')).toBe(0);
    expect(out[out.length - 1]).toBe('ok: 12 drawn round(s) verified');
    expect(await ops('chain:verify', '2')).toBe(0);
    expect(out[out.length - 1]).toBe('ok: 3 drawn round(s) verified');
  });

  it('finds a changed digit, a changed link and a lost secret', async () => {
    await drawSome();
    const [first, second] = await f.t.db
      .selectFrom('lottery_rounds')
      .selectAll()
      .where('game_id', '=', 1)
      .where('status', '>', 0)
      .orderBy('draws_at')
      .execute();
    await f.t.db
      .updateTable('lottery_rounds')
      .set({ site_1: (first!.site_1! + 1) % 10, code: first!.code! + (first!.site_1 === 9 ? -9 : 1) })
      .where('id', '=', first!.id)
      .execute();
    await f.t.db
      .updateTable('lottery_rounds')
      .set({ link: 'a'.repeat(64) })
      .where('id', '=', second!.id)
      .execute();
    await f.t.db.updateTable('lottery_chains').set({ seed: 'gone' }).where('game_id', '=', 3).execute();
    expect(await ops('chain:verify')).toBe(1);
    const problems = out.filter((l) => l.startsWith('PROBLEM'));
    expect(problems).toEqual([
      expect.stringMatching(/game 1 .* round 202601010001 .*digits do not recompute/),
      expect.stringMatching(/game 1 .* round 202601010002 .*does not hash to the previous link/),
      expect.stringMatching(/game 1 .* round 202601010002 .*digits do not recompute/),
      expect.stringMatching(/game 1 .* round 202601010003 .*does not hash to the previous link/),
      expect.stringMatching(/game 3 chain .*secret is missing or malformed/),
    ]);
    expect(err[0]).toBe('5 problem(s) in the draw chains');
  });
});
