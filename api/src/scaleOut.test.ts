import { randomBytes } from 'node:crypto';
// Two real api processes on one PostgreSQL schema, as WORKERS=2 or two machines behind a load balancer run them,
// checked over HTTP: what a call does on one process holds on the other by the next heartbeat (README: "Running
// several processes or machines"). PostgreSQL only: on SQLite one process owns the file.
import { call, register, startTwoApis, type Answer, type TwoApis } from './testing/twoApis';
import { testDatabaseUrl } from './testing/app';
import { asOperator } from './testing/ops';

const FAILS_PER_PAIR = 3;
const ROOM = { game_id: 1, plan_id: 1 };
const DEPOSIT = 100_000;
const CREDITED = 110_000; // the deposit and its 10% bonus
const STAKE = 1_000;
/** What "shows in the other process" must take at most: half a heartbeat (the app polls every 2 s). */
const WITHIN_MS = 1_000;

type Member = Awaited<ReturnType<typeof register>>;

async function heart(server: string, member: Member): Promise<Answer['data']> {
  const res = await call(server, '/api/Lottery/heart', ROOM, member.token);
  if (res.code !== 1) throw new Error(`heart failed: ${res.code} ${res.msg}`);
  return res.data;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long until `probe` holds (polled every 20 ms); throws after `timeoutMs`. */
async function msUntil(what: string, probe: () => Promise<boolean>, timeoutMs = 5_000): Promise<number> {
  const start = Date.now();
  while (!(await probe())) {
    if (Date.now() - start > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(20);
  }
  return Date.now() - start;
}

let apis: TwoApis;
let a: string;
let b: string;

(testDatabaseUrl() ? describe : describe.skip)('two api processes on one PostgreSQL', () => {
  beforeAll(async () => {
    apis = await startTwoApis({ LOGIN_FAILS_PER_PAIR: String(FAILS_PER_PAIR) });
    ({ a, b } = apis);
  }, 60_000);

  afterAll(async () => apis?.close());

  /** An ops command as the tests' operator (`--by`). */
  const ops = async (...argv: string[]) => apis.ops(...(await asOperator(apis.t, argv)));

  /** A member registered on A, with a deposit request of DEPOSIT waiting for the operator. */
  async function memberAskingToDeposit(): Promise<{ member: Member; requestId: number }> {
    const member = await register(a);
    const request = await call(a, '/api/user/recharge', { amount: DEPOSIT }, member.token);
    if (request.code !== 1) throw new Error(`recharge failed: ${request.code} ${request.msg}`);
    return { member, requestId: request.data.id };
  }

  // Each check starts its clock before a process first reads the member's balance: from that read on it holds the
  // balance, so a change shown within 1 s was heard, not read again.

  it('(a) a deposit the ops CLI approves shows in the heart balance of both processes within 1 s', async () => {
    const { member, requestId } = await memberAskingToDeposit();
    const start = Date.now();
    expect((await heart(a, member)).user_quantity.money).toBe(0);
    expect((await heart(b, member)).user_quantity.money).toBe(0);
    expect(await ops('deposit:approve', String(requestId), '--tx', randomBytes(32).toString('hex'))).toBe(0);
    await Promise.all(
      [a, b].map((server) =>
        msUntil('the credited deposit in the heart', async () => (await heart(server, member)).user_quantity.money === CREDITED),
      ),
    );
    expect(Date.now() - start).toBeLessThan(WITHIN_MS);
  });

  it("(b) a bet placed on A shows in B's heart within 1 s: its balance, and the room's feed", async () => {
    const { member, requestId } = await memberAskingToDeposit();
    expect(await ops('deposit:approve', String(requestId), '--tx', randomBytes(32).toString('hex'))).toBe(0);
    let issue = '';
    // A round with time left to see the bet in before it is drawn (rounds of 6 s; the first chain may still be committing).
    await msUntil(
      'an open round',
      async () => {
        const room = await heart(a, member);
        issue = room.issue?.issue ?? '';
        return room.issue !== null && !room.issue.whether_close && room.issue.openTime1 >= 3 && room.commitment !== '';
      },
      15_000,
    );
    const start = Date.now();
    expect((await heart(b, member)).user_quantity.money).toBe(CREDITED);
    const placed = await call(a, '/api/Lottery/playOrder', { ...ROOM, issue, play_type: '1', money: STAKE }, member.token);
    expect(placed).toMatchObject({ code: 1 });
    const sinceStart = (shown: Promise<number>) => shown.then(() => Date.now() - start);
    const [debited, inFeed] = await Promise.all([
      sinceStart(msUntil("the bet's debit in B's heart", async () => (await heart(b, member)).user_quantity.money === CREDITED - STAKE)),
      sinceStart(
        msUntil("the bet in B's room feed", async () => (await heart(b, member)).message.some((m: { issue: string }) => m.issue === issue)),
      ),
    ]);
    expect({ debitedInTime: debited < WITHIN_MS, inFeedInTime: inFeed < WITHIN_MS }).toEqual({ debitedInTime: true, inFeedInTime: true });
  });

  it('(c) after a logout on A, the very next call on B with that token is refused (50008)', async () => {
    const someone = await register(a);
    expect((await call(b, '/api/user/userInfo', {}, someone.token)).code).toBe(1); // B has resolved the session
    expect((await call(a, '/api/user/logout', {}, someone.token)).code).toBe(1);
    expect((await call(b, '/api/user/userInfo', {}, someone.token)).code).toBe(50008);
  });

  it('(d) a parallel wrong-password burst split over A and B checks no more passwords than one process allows', async () => {
    const target = await register(a);
    const answers = await Promise.all(
      Array.from({ length: 4 * FAILS_PER_PAIR }, (_, i) =>
        call(i % 2 ? b : a, '/api/user/login', { account: target.username, password: 'not-the-password' }),
      ),
    );
    const codes = answers.map((answer) => answer.code);
    expect(codes.every((code) => code === 20007 || code === 20008)).toBe(true); // wrong password, or locked
    expect(codes.filter((code) => code === 20007).length).toBeLessThanOrEqual(FAILS_PER_PAIR);
  });

  it("(e) a parallel burst of bets split over A and B never passes a round's payout limit", async () => {
    const members = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const { member, requestId } = await memberAskingToDeposit();
        expect(await ops('deposit:approve', String(requestId), '--tx', randomBytes(32).toString('hex'))).toBe(0);
        return member;
      }),
    );
    // 1,000u for a round of game 2 (no other test bets there): five 100u Longs (198u each) fit, a sixth does not, whichever
    // process takes it.
    await apis.t.db.updateTable('games').set({ round_payout_limit: 100_000 }).where('id', '=', 2).execute();
    const room = { game_id: 2, plan_id: 5 };
    let issue = '';
    await msUntil(
      'an open round',
      async () => {
        const state = (await call(a, '/api/Lottery/heart', room, members[0]!.token)).data;
        issue = state.issue?.issue ?? '';
        return state.issue !== null && !state.issue.whether_close && state.issue.openTime1 >= 3 && state.commitment !== '';
      },
      15_000,
    );
    const answers = await Promise.all(
      members.map((member, i) =>
        call(i % 2 ? b : a, '/api/Lottery/playOrder', { ...room, issue, play_type: '1', money: 10_000 }, member.token),
      ),
    );
    expect(answers.map((answer) => answer.code).sort()).toEqual([1, 1, 1, 1, 1, 40014, 40014, 40014, 40014, 40014]);
    const round = await apis.t.db
      .selectFrom('lottery_rounds')
      .select('id')
      .where('game_id', '=', 2)
      .where('issue', '=', issue)
      .executeTakeFirstOrThrow();
    const rows = await apis.t.db.selectFrom('round_exposure').select(['result', 'payout']).where('round_id', '=', round.id).execute();
    expect(rows.map((row) => Number(row.payout))).toEqual(new Array(14).fill(5 * 19_800));
  });
});
