import { CLI_ACTOR } from '../audit/log';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { TurnoverLog } from 'shared-contracts/api';
import { tronToHex20 } from '../chain/address';
import { startCursor } from '../chain/cursors';
import { isPostgres } from '../db/rawStatement';
import { ENTRY_STATUS, ENTRY_TYPE, gift } from '../domain/ledger';
import { runOpsCommand } from '../testing/ops';
import { post, registerMember } from '../testing/http';
import { ADDRESS, CODE, legacyFixture, type LegacyFixture } from '../testing/legacy';
import { creditTransferRange } from '../wallet/deposits/chainDeposits';
import { decide } from '../wallet/requests/decide';
import { changeProgram, depositBonusProgram } from './programs';
import { verifyTurnover } from './turnoverAudit';
import { loadAmlSettings } from '../aml/settings';

const REFUSED = 30010;
const refusal = (left: string) => `Turnover left: ${left}. Deposits and bonuses must be played through (bets settled) before a withdrawal.`;

let f: LegacyFixture;
beforeEach(async () => {
  f = await legacyFixture();
});
afterEach(async () => f.t.close());

type Member = Awaited<ReturnType<typeof registerMember>>;

/** A member with a security code and a bound TRC-20 wallet. */
async function readyMember(): Promise<Member> {
  const m = await registerMember(f.app);
  expect((await post(f.app, '/api/user/setSafety', { new_code: CODE }, { token: m.token })).code).toBe(1);
  expect((await post(f.app, '/api/user/setPayInfo', { type: 1, acc: ADDRESS, acc_name: 'USDT-TRC20' }, { token: m.token })).code).toBe(1);
  return m;
}

/** A deposit request of `amount` approved by the operator (credit and bonus). */
async function deposit(m: Member, amount: number): Promise<void> {
  const request = await post(f.app, '/api/user/recharge', { amount }, { token: m.token });
  expect(request.code).toBe(1);
  await decide(f.app.ledger, f.app.db, request.data.id, ENTRY_TYPE.deposit, 'approve');
}

const withdraw = (m: Member, money: number) =>
  post(f.app, '/api/user/withdrawAction', { type: 1, money, securityCode: CODE, index: 0, lang: 'en' }, { token: m.token });
const info = async (m: Member) => (await post(f.app, '/api/user/withdrawInfo', {}, { token: m.token })).data;
const statement = async (m: Member, page = 1): Promise<TurnoverLog[]> =>
  (await post(f.app, '/api/user/turnoverLogList', { page }, { token: m.token })).data;

/** Round `n` of the test calendar (10 s rounds from the fixture's start). */
const issueOf = (n: number) => `20260101${String(n).padStart(4, '0')}`;

/** A bet on round `n` of room 1: `money` per class of `classes`. */
async function bet(m: Member, n: number, classes: string, money: number) {
  return post(
    f.app,
    '/api/Lottery/playOrder',
    { issue: issueOf(n), plan_id: 1, game_id: 1, play_type: classes, money },
    { token: m.token },
  );
}

/** Draws and settles round `n` (the scheduler ticked by hand, as the legacy tests do). */
async function settleRound(n: number): Promise<void> {
  await f.at(n * 10_000 + 2_000);
  await f.at(n * 10_000 + 3_000);
}

const ops = (...argv: string[]) => runOpsCommand({ db: f.app.db, dialect: f.app.dialect }, f.t.config, argv);

async function setMultiples(depositMultiple: number, bonusMultiple: number): Promise<void> {
  const program = await depositBonusProgram(f.app.db);
  await changeProgram(f.app.db, 'deposit_bonus', { ...program, depositMultiple, bonusMultiple }, { actor: CLI_ACTOR, by: 'turnover test' });
}

describe('turnover before withdrawal', () => {
  it('refuses a withdrawal right after a deposit and its bonus, naming what is left; allows it once bets settled play it down', async () => {
    const m = await readyMember();
    await deposit(m, 20_000);
    expect(await info(m)).toMatchObject({ money: 22_000, turnover: { left: 22_000, required: 22_000, played: 0 } });
    expect(await withdraw(m, 10_000)).toMatchObject({ code: REFUSED, msg: refusal('220u') });
    // The hold rolled back with the refusal.
    expect((await info(m)).money).toBe(22_000);
    expect((await post(f.app, '/api/user/withdrawReviewList', {}, { token: m.token })).data).toEqual([]);
    // The spec's checks come first: a withdrawal under the minimum is refused as such.
    expect((await withdraw(m, 9_999)).code).toBe(30005);

    // Long and short, 100u each: 198u comes back whatever the draw, only 2u is at risk. Accepted is not settled:
    // nothing counts yet.
    expect((await bet(m, 1, '1,2', 10_000)).code).toBe(1);
    expect((await info(m)).turnover).toEqual({ left: 22_000, required: 22_000, played: 0 });
    await settleRound(1);
    expect((await info(m)).turnover).toEqual({ left: 21_800, required: 22_000, played: 200 });
    expect(await withdraw(m, 10_000)).toMatchObject({ code: REFUSED, msg: refusal('218u') });

    // A single leg risks its whole stake: it counts whole, and a stake larger than what is left only down to 0.
    await f.credit(m.id, 30_000); // whatever the draws, money for the next bets (a gift adds no turnover)
    expect((await bet(m, 2, '1', 15_000)).code).toBe(1);
    await settleRound(2);
    expect((await info(m)).turnover).toEqual({ left: 6_800, required: 22_000, played: 15_200 });
    expect((await bet(m, 3, '2', 8_000)).code).toBe(1);
    await settleRound(3);
    const allowed = await withdraw(m, 10_000);
    expect(allowed.code).toBe(1);
    expect(allowed.data.turnover).toEqual({ left: 0, required: 22_000, played: 22_000 });

    const log = await statement(m);
    expect(
      log.map(({ kind, amount, delta, left, returned, game_id, issue, ref }) => ({
        kind,
        amount,
        delta,
        left,
        returned,
        game_id,
        issue,
        ref,
      })),
    ).toEqual([
      {
        kind: 'play',
        amount: 8_000,
        delta: -6_800,
        left: 0,
        returned: 0,
        game_id: 1,
        issue: issueOf(3),
        ref: `round:1:${issueOf(3)}:${m.id}`,
      },
      {
        kind: 'play',
        amount: 15_000,
        delta: -15_000,
        left: 6_800,
        returned: 0,
        game_id: 1,
        issue: issueOf(2),
        ref: `round:1:${issueOf(2)}:${m.id}`,
      },
      {
        kind: 'play',
        amount: 20_000,
        delta: -200,
        left: 21_800,
        returned: 19_800,
        game_id: 1,
        issue: issueOf(1),
        ref: `round:1:${issueOf(1)}:${m.id}`,
      },
      { kind: 'bonus', amount: 2_000, delta: 2_000, left: 22_000, returned: null, game_id: null, issue: null, ref: expect.any(String) },
      { kind: 'deposit', amount: 20_000, delta: 20_000, left: 20_000, returned: null, game_id: null, issue: null, ref: expect.any(String) },
    ]);
    expect((await verifyTurnover(f.app.db)).failures).toEqual([]);

    // A new deposit starts a new requirement.
    await deposit(m, 10_000);
    expect((await info(m)).turnover).toEqual({ left: 11_000, required: 11_000, played: 0 });
  });

  it('the hedged cycle: eleven Long and Short 100u orders on 1,000u and its 100u bonus barely move the turnover left', async () => {
    const m = await readyMember();
    await deposit(m, 100_000);
    // 1,100u in eleven orders of one round, settled in batches of 3 (testLotterySettings): one count for the round.
    for (let i = 0; i < 11; i++) expect((await bet(m, 1, '1,2', 5_000)).code).toBe(1);
    await settleRound(1);
    // Every draw pays 1,089u back: only 11u was at risk.
    expect((await info(m)).turnover).toEqual({ left: 108_900, required: 110_000, played: 1_100 });
    expect(await withdraw(m, 100_000)).toMatchObject({ code: REFUSED, msg: refusal('1089u') });
    const [round] = await statement(m);
    expect(round).toMatchObject({ kind: 'play', amount: 110_000, delta: -1_100, left: 108_900, returned: 108_900, issue: issueOf(1) });
    // The original client reads the same statement, its amounts in u.
    const legacyLog = await f.legacy('/api/user/turnoverLogList', {}, m.token);
    expect(legacyLog.data[0]).toMatchObject({
      kind: 'play',
      amount: '1100',
      delta: '-11',
      left: '1089',
      returned: '1089',
      issue: issueOf(1),
    });

    // A plain single-leg order still counts its whole stake.
    expect((await bet(m, 2, '3', 10_000)).code).toBe(1);
    await settleRound(2);
    expect((await info(m)).turnover.left).toBe(98_900);
    expect((await verifyTurnover(f.app.db)).failures).toEqual([]);
  });

  it('counts each deposit with the multiples in force when it is credited, floored to the minor unit', async () => {
    const m = await readyMember();
    await setMultiples(300, 0);
    await deposit(m, 10_000);
    await setMultiples(150, 200);
    const request = await post(f.app, '/api/user/recharge', { amount: 10_101 }, { token: m.token });
    // A change after the request and before its approval applies: the multiples are the credit's.
    await setMultiples(100, 100);
    await setMultiples(150, 200);
    await decide(f.app.ledger, f.app.db, request.data.id, ENTRY_TYPE.deposit, 'approve');
    await setMultiples(100, 100);
    const log = await statement(m);
    expect(log.map(({ kind, amount, delta }) => ({ kind, amount, delta }))).toEqual([
      { kind: 'bonus', amount: 1_010, delta: 2_020 },
      { kind: 'deposit', amount: 10_101, delta: 15_151 }, // 10,101 x 1.5 = 15,151.5
      { kind: 'bonus', amount: 1_000, delta: 0 },
      { kind: 'deposit', amount: 10_000, delta: 30_000 },
    ]);
    expect((await info(m)).turnover).toEqual({ left: 47_171, required: 47_171, played: 0 });
    expect((await verifyTurnover(f.app.db)).failures).toEqual([]);
  });

  it('with multiples 0 a deposit adds nothing and the withdrawal goes through', async () => {
    const m = await readyMember();
    await setMultiples(0, 0);
    await deposit(m, 20_000);
    expect((await info(m)).turnover).toEqual({ left: 0, required: 0, played: 0 });
    expect((await withdraw(m, 10_000)).code).toBe(1);
  });

  it('counts a transfer the chain watcher credits with no request, and its bonus', async () => {
    const m = await readyMember();
    const { address } = (await post(f.app, '/api/user/rechargeInfo', {}, { token: m.token })).data;
    const token = `0x${randomBytes(20).toString('hex')}` as const;
    await startCursor(f.app.db, token, 100n);
    const transfer = {
      token,
      txHash: `0x${randomBytes(32).toString('hex')}` as const,
      logIndex: 0,
      blockNumber: 100n,
      from: `0x${randomBytes(20).toString('hex')}` as const,
      to: tronToHex20(address),
      rawAmount: 300_000_000n, // 300 u
    };
    await creditTransferRange(
      f.app.ledger,
      f.app.db,
      { token, fromBlock: 100n, toBlock: 100n, transfers: [transfer] },
      { minDepositAmount: 100, timeZone: 'Asia/Taipei', aml: loadAmlSettings({}) },
    );
    expect((await info(m)).turnover).toEqual({ left: 33_000, required: 33_000, played: 0 });
    expect(await withdraw(m, 10_000)).toMatchObject({ code: REFUSED, msg: refusal('330u') });
  });

  it('parallel bets and withdrawals racing the last settlements: never allowed while turnover is left', async () => {
    const m = await readyMember();
    // Money that needs no turnover, so the balance covers withdrawals while the bets are open.
    await f.app.db.transaction().execute((trx) => f.app.ledger.post(trx, gift(m.id, 400_000, 'funds with no turnover')));
    // 10u to play (x0.01 of the deposit, nothing of the bonus): the round's 11u at risk plays it through.
    await setMultiples(1, 0);
    await deposit(m, 100_000);
    const bets = await Promise.all(Array.from({ length: 11 }, () => bet(m, 1, '1,2', 5_000)));
    expect(bets.map((res) => res.code)).toEqual(Array(11).fill(1));
    // The round settles in batches of 3 orders (testLotterySettings), each in its own transaction, the last one counting
    // the round; withdrawals race them.
    const answers: Array<{ code: number; msg: string }> = [];
    let settling = true;
    // Each racer stops at its first allowed withdrawal: a dozen allowed ones would pass the 30-day sum above which a
    // withdrawal asks for verification (KYC_BASIC_ABOVE), and the last one below would be refused for that instead.
    const racer = async () => {
      for (let i = 0; settling && i < 20; i++) {
        const answer = await withdraw(m, 10_000);
        answers.push(answer);
        if (answer.code === 1) return;
      }
    };
    await Promise.all([
      settleRound(1).finally(() => {
        settling = false;
      }),
      racer(),
      racer(),
    ]);
    const after = await withdraw(m, 10_000);
    expect(after.code).toBe(1);
    answers.push(after);

    const chain = await f.app.db
      .selectFrom('turnover_entries')
      .select(['kind', 'left_after'])
      .where('user_id', '=', m.id)
      .orderBy('id')
      .execute();
    const committedLefts = new Set(chain.map((row) => Number(row.left_after)).filter((left) => left > 0));
    expect(Number(chain.at(-1)!.left_after)).toBe(0);
    for (const answer of answers.filter((a) => a.code !== 1)) {
      expect(answer.code).toBe(REFUSED);
      const left = Number(/Turnover left: ([\d.]+)u/.exec(answer.msg)![1]) * 100;
      expect(committedLefts).toContain(left);
    }
    // An allowed hold was serialized after the last batch: the member's balance row orders the hold and every batch's win.
    const entries = await f.app.db.selectFrom('ledger_entries').select(['id', 'type']).where('user_id', '=', m.id).orderBy('id').execute();
    const lastWin = Math.max(...entries.filter((e) => Number(e.type) === ENTRY_TYPE.profit).map((e) => Number(e.id)));
    const holds = entries.filter((e) => Number(e.type) === ENTRY_TYPE.withdrawal).map((e) => Number(e.id));
    expect(holds.length).toBe(answers.filter((a) => a.code === 1).length);
    for (const hold of holds) expect(hold).toBeGreaterThan(lastWin);
    expect((await verifyTurnover(f.app.db)).failures).toEqual([]);
  });

  it("answers the original client's withdrawal with the readable text, and its withdrawInfo in u", async () => {
    const m = await readyMember();
    await deposit(m, 20_000);
    const legacyInfo = await f.legacy('/api/user/withdrawInfo', {}, m.token);
    expect(legacyInfo.data.turnover).toEqual({ left: '220', required: '220', played: '0' });
    const body = { type: 1, money: '100', securityCode: CODE };
    expect(await f.legacy('/api/user/withdrawAction', { ...body, lang: 'en' }, m.token)).toMatchObject({
      code: REFUSED,
      msg: refusal('220u'),
    });
    expect((await f.legacy('/api/user/withdrawAction', { ...body, lang: 'tw' }, m.token)).msg).toBe(
      '尚需流水 220u：充值與贈送的金額須先投注完成（注單結算）才能提現',
    );
    expect((await f.legacy('/api/user/withdrawAction', { ...body, lang: 'zh' }, m.token)).msg).toBe(
      '尚需流水 220u：充值与赠送的金额须先投注完成（注单结算）才能提现',
    );
    const log = await f.legacy('/api/user/turnoverLogList', {}, m.token);
    expect(log.data.map((row: TurnoverLog) => [row.kind, row.amount, row.left])).toEqual([
      ['bonus', '20', '220'],
      ['deposit', '200', '200'],
    ]);
  });

  it("lists only the token's own movements, 20 a page", async () => {
    const m = await readyMember();
    const other = await readyMember();
    await setMultiples(0, 0);
    for (let i = 0; i < 11; i++) await deposit(m, 1_000 + i);
    await deposit(other, 5_000);
    const first = await statement(m);
    expect(first).toHaveLength(20);
    expect(first[0]).toMatchObject({ kind: 'bonus', amount: 101 });
    expect(await statement(m, 2)).toHaveLength(2);
    expect((await statement(other)).map((row) => row.amount)).toEqual([500, 5_000]);
    expect((await post(f.app, '/api/user/turnoverLogList', {})).code).toBe(50008);
  });
});

describe('ledger:verify and the turnover', () => {
  it('refuses to edit a turnover entry, and catches one changed behind the rules, a standing changed and a credit with no turnover', async () => {
    const m = await readyMember();
    await deposit(m, 20_000);
    expect((await bet(m, 1, '1', 5_000)).code).toBe(1);
    await settleRound(1);
    expect(await ops('ledger:verify')).toMatchObject({ code: 0, out: expect.stringContaining('ledger balanced') });

    const db = f.app.db;
    const [bonus] = await db.selectFrom('turnover_entries').select('id').where('kind', '=', 'bonus').where('user_id', '=', m.id).execute();
    // The driver's error may come from another realm than the test's Error: its message is compared, not its class.
    const refusalOf = (query: Promise<unknown>) =>
      query.then(
        () => 'written',
        (error: { message: string }) => error.message,
      );
    expect(await refusalOf(db.updateTable('turnover_entries').set({ delta: 1 }).where('id', '=', bonus!.id).execute())).toMatch(
      /immutable/,
    );
    expect(await refusalOf(db.deleteFrom('turnover_entries').where('id', '=', bonus!.id).execute())).toMatch(/immutable/);

    // Tampered behind the triggers: the bonus's turnover halved, the standing lowered.
    await (isPostgres(db)
      ? sql`drop trigger turnover_entries_guard on turnover_entries`.execute(db)
      : sql`drop trigger turnover_entries_no_edit`.execute(db));
    await db.updateTable('turnover_entries').set({ delta: 1_000 }).where('id', '=', bonus!.id).execute();
    await db.updateTable('turnover_standings').set({ turnover_left: 0 }).where('user_id', '=', m.id).execute();
    // A deposit credited around the wallet (no turnover recorded).
    await db
      .transaction()
      .execute((trx) =>
        f.app.ledger.post(trx, { userId: m.id, type: ENTRY_TYPE.deposit, status: ENTRY_STATUS.passed, amount: 7_000, mark: 'around' }),
      );
    const report = await verifyTurnover(db);
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]!.userId).toBe(m.id);
    expect([...new Set(report.failures[0]!.problems.map((p) => p.kind))].sort()).toEqual([
      'turnover_bad_delta',
      'turnover_chain_break',
      'turnover_credit_missing',
      'turnover_left_mismatch',
    ]);
    const broken = await ops('ledger:verify');
    expect(broken).toMatchObject({ code: 1, err: expect.stringContaining('turnover NOT consistent') });
    expect(broken.out).toContain(`member ${m.id}, turnover:`);
  });

  it("recomputes a round's count from its orders: a delta changed, or a return changed with it, is caught", async () => {
    const m = await readyMember();
    await deposit(m, 20_000);
    expect((await bet(m, 1, '1,2', 10_000)).code).toBe(1);
    await settleRound(1);
    expect((await verifyTurnover(f.app.db)).failures).toEqual([]);
    const db = f.app.db;
    const ref = `round:1:${issueOf(1)}:${m.id}`;
    await (isPostgres(db)
      ? sql`drop trigger turnover_entries_guard on turnover_entries`.execute(db)
      : sql`drop trigger turnover_entries_no_edit`.execute(db));
    // Counted whole, as if nothing came back: the chain and the standing agree, the rule does not.
    await db.updateTable('turnover_entries').set({ delta: -20_000, left_after: 2_000 }).where('ref', '=', ref).execute();
    await db.updateTable('turnover_standings').set({ turnover_left: 2_000 }).where('user_id', '=', m.id).execute();
    const [entry] = await db.selectFrom('turnover_entries').select('id').where('ref', '=', ref).execute();
    const entryId = Number(entry!.id);
    expect((await verifyTurnover(db)).failures).toEqual([
      { userId: m.id, problems: [{ kind: 'turnover_bad_delta', entryId, delta: -20_000, expected: -200 }] },
    ]);
    // And its return written down to 0 to match: the orders of the round say otherwise.
    await db.updateTable('turnover_entries').set({ returned: 0 }).where('ref', '=', ref).execute();
    expect((await verifyTurnover(db)).failures).toEqual([{ userId: m.id, problems: [{ kind: 'turnover_play_unmatched', entryId, ref }] }]);
  });

  it('keeps a stake counted per order before migration 044 verifiable under the rule it was written by', async () => {
    const m = await readyMember();
    await deposit(m, 20_000);
    expect((await bet(m, 1, '1', 5_000)).code).toBe(1);
    await settleRound(1);
    const db = f.app.db;
    await (isPostgres(db)
      ? sql`drop trigger turnover_entries_guard on turnover_entries`.execute(db)
      : sql`drop trigger turnover_entries_no_edit`.execute(db));
    // The round's count as the older rule wrote it: one order, its number as the ref, no return.
    const [order] = await db.selectFrom('lottery_orders').select(['order_no']).where('user_id', '=', m.id).execute();
    const ref = `round:1:${issueOf(1)}:${m.id}`;
    await db.updateTable('turnover_entries').set({ ref: order!.order_no, returned: null }).where('ref', '=', ref).execute();
    expect((await verifyTurnover(db)).failures).toEqual([]);
    // Its stake changed is caught as before.
    await db.updateTable('turnover_entries').set({ amount: 4_000 }).where('ref', '=', order!.order_no).execute();
    expect((await verifyTurnover(db)).failures[0]!.problems).toContainEqual(
      expect.objectContaining({ kind: 'turnover_play_unmatched', ref: order!.order_no }),
    );
  });

  it("catches a member's round settled while turnover was left that counted nothing down", async () => {
    const m = await readyMember();
    await deposit(m, 20_000);
    expect((await bet(m, 1, '1', 5_000)).code).toBe(1);
    await settleRound(1);
    // Two orders of round 2, 2u of them at risk: one count.
    expect((await bet(m, 2, '1', 5_000)).code).toBe(1);
    expect((await bet(m, 2, '2', 5_000)).code).toBe(1);
    await settleRound(2);
    expect((await verifyTurnover(f.app.db)).failures.filter((failure) => failure.userId === m.id)).toEqual([]);

    // The last count removed and the standing put back as if it never happened: the chain and the standing agree,
    // only the settled orders say a count is missing.
    const db = f.app.db;
    const last = await db
      .selectFrom('turnover_entries')
      .selectAll()
      .where('user_id', '=', m.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await (isPostgres(db)
      ? sql`drop trigger if exists turnover_entries_guard on turnover_entries`.execute(db)
      : sql`drop trigger if exists turnover_entries_no_delete`.execute(db));
    await db.deleteFrom('turnover_entries').where('id', '=', last.id).execute();
    const left = Number(last.left_after) - Number(last.delta);
    await db.updateTable('turnover_standings').set({ turnover_left: left }).where('user_id', '=', m.id).execute();
    const failure = (await verifyTurnover(db)).failures.find((f) => f.userId === m.id);
    expect(failure?.problems).toEqual([{ kind: 'turnover_play_missing', ref: last.ref }]);
  });
});
