import { CLI_ACTOR } from '../../audit/log';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { withdrawalHold } from '../../domain/ledger';
import { Ledger } from '../../ledger';
import { postAlone } from '../../testing/ledger';
import { buildTestDb } from '../../testing/app';
import { at, fixedDepositFixtures, payoutMoment, payoutTime, TZ, U } from '../../testing/fixedDeposit';
import { INDEFINITE_UNTIL } from '../../domain/play';
import { writeBreak } from '../../play/controls';
import { fixedDepositJob } from './job';
import { payMembers, payMonth } from './payouts';
import type { RaceJob } from '../../testing/workers/fixedDepositRace';
import { changeProgram, fixedDepositProgram, type FixedDepositProgram, type FixedDepositTier } from '../programs';
import { reservesOf } from './reserves';
import { fixedDepositStandingOf } from './standing';
import type { MessageKind } from 'shared-contracts/api';
import { qualifyingPeriod, type Month } from './rules';

const NOTHING_PAID = { paid: [], alreadyPaid: 0, switchedOff: false, terms: { released: 0, forfeited: 0 } };

/** The member's standing as /announcement reads it at `now`. */
const standing = (id: number, now: number) => fixedDepositStandingOf(t.db, { id, eligible: true }, TZ, now);

/** Posts nobody hears: no balance is held in memory here. */
const ledger = new Ledger();

type TestDb = Awaited<ReturnType<typeof buildTestDb>>;
let t: TestDb;
/** The seeded program's tiers (the spec's). */
let tiers: FixedDepositTier[];
beforeAll(async () => {
  t = await buildTestDb();
  tiers = (await fixedDepositProgram(t.db)).tiers;
});
afterAll(async () => {
  expect((await ledger.verifyLedger(t.db)).failures).toEqual([]);
  await t.close();
});

// Members keep their balances into later months, so every test takes a month years before the tests above it:
// nobody's balance from one test reaches into another's month.

const { holder, topUp, spend } = fixedDepositFixtures(() => t.db);

/** The month's payout rows of `ids`, the messages that told them, and the release entries of their terms. */
async function payoutsOf(month: Month, ids: number[], kind: MessageKind = 'fixed_deposit_locked') {
  const rows = await t.db
    .selectFrom('fixed_deposit_payouts')
    .selectAll()
    .where('month', '=', month)
    .where('user_id', 'in', ids)
    .orderBy('user_id')
    .execute();
  const messages = await t.db
    .selectFrom('messages')
    .select(['user_id', 'params'])
    .where('kind', '=', kind)
    .where('user_id', 'in', ids)
    .orderBy('user_id')
    .orderBy('id')
    .execute();
  return { rows, messages: messages.map((m) => ({ userId: m.user_id, ...JSON.parse(m.params) })), entries: await releasesOf(ids) };
}

/** The release entries (one per released term) of `ids`. */
function releasesOf(ids: number[]) {
  return t.db
    .selectFrom('ledger_entries')
    .select(['user_id', 'type', 'status', 'amount', 'mark', 'ref', 'created_at'])
    .where('ref', 'like', 'fixed-deposit-term:%')
    .where('user_id', 'in', ids)
    .orderBy('user_id')
    .orderBy('id')
    .execute();
}

describe('the reserve is the lowest balance of the month', () => {
  const month = '2025-03';

  it('pays by the lowest balance up to the payout moment: a deposit on the 29th or a dip mid-month decides it', async () => {
    const before = at('2025-02-10');
    const steady = await holder(150_000 * U, before);
    const lateDeposit = await holder(0, before);
    await topUp(lateDeposit, 3_000_000 * U, at('2025-03-29', 23)); // the balance before it (0) counts
    const dipped = await holder(300_000 * U, before);
    await spend(dipped, 250_000 * U, at('2025-03-15')); // 50,000u for a day
    await topUp(dipped, 250_000 * U, at('2025-03-16'));
    const dippedToTier = await holder(1_200_000 * U, before);
    await postAlone(t.db, withdrawalHold(dippedToTier, 1_000_000 * U, 'usdt:T'), at('2025-03-20')); // held: 200,000u left
    const spentAfterPayoutMoment = await holder(2_500_000 * U, before);
    await spend(spentAfterPayoutMoment, 2_500_000 * U, at('2025-03-30', 0) + 1_000); // after 00:00 of the 30th
    const depositedOnTheFirst = await holder(0, before);
    await topUp(depositedOnTheFirst, 500_000 * U, at('2025-03-01', 0) + 1); // the month began at 0
    const justBelow = await holder(9_999_999, before);
    const exactlyFirstTier = await holder(10_000_000, before);
    const topTier = await holder(250_000_000, before);
    const guest = await holder(500_000 * U, before, 2);
    const disabled = await holder(500_000 * U, before);
    await t.db.updateTable('users').set({ status: 1 }).where('id', '=', disabled).execute();
    const excluded = await holder(500_000 * U, before); // self-excluded past the payout moment: no promotion
    await writeBreak(t.db, excluded, { kind: 'exclusion', until: payoutMoment(month) + 1 });
    const excludedBefore = await holder(150_000 * U, before); // the exclusion ended before the payout moment: paid
    await writeBreak(t.db, excludedBefore, { kind: 'exclusion', until: payoutMoment(month) });
    const imposed = await holder(500_000 * U, before); // excluded indefinitely by support (issue 40): no promotion
    await writeBreak(t.db, imposed, { kind: 'exclusion', until: INDEFINITE_UNTIL }, before, {
      by: 'operator:s',
      reason: 'harm',
      since: before,
    });
    const timedOut = await holder(150_000 * U, before); // a time-out is no exclusion: paid
    await writeBreak(t.db, timedOut, { kind: 'timeout', until: payoutMoment(month) + 86_400_000 });

    const ids = [
      steady,
      lateDeposit,
      dipped,
      dippedToTier,
      spentAfterPayoutMoment,
      depositedOnTheFirst,
      justBelow,
      exactlyFirstTier,
      topTier,
      guest,
      disabled,
      excluded,
      excludedBefore,
      imposed,
      timedOut,
    ];
    const reserves = (await reservesOf(t.db, month, TZ, payoutTime(month), tiers)).filter((r) => ids.includes(r.userId));
    expect(reserves.map(({ userId, reserve, bonus, paid }) => ({ userId, reserve, bonus, paid }))).toEqual([
      { userId: steady, reserve: 150_000 * U, bonus: 5_000 * U, paid: false },
      { userId: dippedToTier, reserve: 200_000 * U, bonus: 12_000 * U, paid: false },
      { userId: spentAfterPayoutMoment, reserve: 2_500_000 * U, bonus: 400_000 * U, paid: false },
      { userId: exactlyFirstTier, reserve: 10_000_000, bonus: 500_000, paid: false },
      { userId: topTier, reserve: 250_000_000, bonus: 40_000_000, paid: false },
      { userId: excludedBefore, reserve: 150_000 * U, bonus: 5_000 * U, paid: false },
      { userId: timedOut, reserve: 150_000 * U, bonus: 5_000 * U, paid: false },
    ]);

    const now = payoutTime(month);
    const run = await payMonth(ledger, t.db, month, TZ, now);
    expect(run.paid.map((m) => m.userId).filter((id) => ids.includes(id))).toEqual(reserves.map((r) => r.userId));
    const { entries, messages, rows } = await payoutsOf(month, ids);
    // Locked in a 2-month term (the seed's): nothing reaches the balance before 2025-04's payout moment.
    expect(entries).toEqual([]);
    const until = '2025-04-30';
    expect(messages).toEqual(
      reserves.map((r) => ({ userId: r.userId, month, amount: r.bonus, reserve: r.reserve, locked: r.bonus, until })),
    );
    expect(rows.map((row) => [row.user_id, Number(row.bonus), row.term_id !== null])).toEqual(
      reserves.map((r) => [r.userId, r.bonus, true]),
    );
    expect(await ledger.balanceOf(t.db, steady)).toBe(150_000 * U);
    expect((await reservesOf(t.db, month, TZ, now, tiers)).filter((r) => ids.includes(r.userId)).every((r) => r.paid)).toBe(true);
  });

  it('refuses to pay a month before its payout moment', async () => {
    await expect(payMonth(ledger, t.db, '2025-04', TZ, at('2025-04-29', 23))).rejects.toThrow('not payable yet');
  });
});

describe('February', () => {
  it('counts up to the 28th, and to the 29th in a leap year', async () => {
    const before = (year: number) => at(`${year}-01-10`);
    // 2024 is a leap year: payout on the 29th, so a dip on the 28th counts and one on the 29th does not.
    const leapDipOn28 = await holder(200_000 * U, before(2024));
    await spend(leapDipOn28, 150_000 * U, at('2024-02-28'));
    const leapDipOn29 = await holder(200_000 * U, before(2024));
    await spend(leapDipOn29, 150_000 * U, at('2024-02-29'));
    expect(await payMonth(ledger, t.db, '2024-02', TZ, at('2024-02-28', 23)).catch((e: Error) => e.message)).toMatch('not payable');
    const leap = await payMonth(ledger, t.db, '2024-02', TZ, payoutTime('2024-02'));
    expect(leap.paid.map((m) => [m.userId, m.bonus])).toEqual([[leapDipOn29, 12_000 * U]]);

    // 2023 is not: payout on the 28th, so a dip on the 27th counts and one on the 28th does not.
    const dipOn27 = await holder(200_000 * U, before(2023));
    await spend(dipOn27, 150_000 * U, at('2023-02-27'));
    const dipOn28 = await holder(200_000 * U, before(2023));
    await spend(dipOn28, 150_000 * U, at('2023-02-28'));
    const plain = await payMonth(ledger, t.db, '2023-02', TZ, payoutTime('2023-02'));
    expect(plain.paid.map((m) => [m.userId, m.bonus])).toEqual([[dipOn28, 12_000 * U]]);
  });
});

describe('exactly once', () => {
  it('a run that stops after 2 of 5 members pays the other 3 when run again, and a further run pays nobody', async () => {
    const month = '2022-03';
    const ids = await Promise.all(Array.from({ length: 5 }, () => holder(100_000 * U, at('2022-02-10'))));
    const now = payoutTime(month);
    let count = 0;
    const crashAfterTwo = () => {
      count += 1;
      if (count === 2) throw new Error('process killed');
    };
    await expect(payMonth(ledger, t.db, month, TZ, now, crashAfterTwo)).rejects.toThrow('process killed');
    expect((await payoutsOf(month, ids)).rows).toHaveLength(2);

    const resumed = await payMonth(ledger, t.db, month, TZ, now + 60_000);
    expect(resumed).toMatchObject({ alreadyPaid: 2 });
    expect(resumed.paid).toHaveLength(3);
    expect(await payMonth(ledger, t.db, month, TZ, now + 120_000)).toEqual({ ...NOTHING_PAID, alreadyPaid: 5 });
    const { messages, rows } = await payoutsOf(month, ids);
    expect(rows.map((row) => row.user_id)).toEqual([...ids].sort((a, b) => a - b));
    expect(messages).toHaveLength(5);
    for (const id of ids) expect((await standing(id, now)).term?.locked).toBe(5_000 * U);
    expect((await ledger.verifyLedger(t.db)).failures).toEqual([]);
  });

  it('a payer that read the month before another paid it loses on the key and writes nothing', async () => {
    const month = '2021-03';
    const ids = await Promise.all(Array.from({ length: 3 }, () => holder(400_000 * U, at('2021-02-10'))));
    const now = payoutTime(month);
    const staleReading = await reservesOf(t.db, month, TZ, now, tiers);
    expect((await payMonth(ledger, t.db, month, TZ, now)).paid).toHaveLength(3);
    expect(await payMembers(ledger, t.db, month, staleReading, { termMonths: 2, timeZone: TZ, now })).toEqual({
      ...NOTHING_PAID,
      alreadyPaid: 3,
    });
    expect((await payoutsOf(month, ids)).rows).toHaveLength(3);
    for (const id of ids) expect((await standing(id, now)).term?.locked).toBe(40_000 * U);
  });

  it("two processes racing over the same 40 members' last month of term lock and release each exactly once", async () => {
    const month = '2020-03';
    const ids = await Promise.all(Array.from({ length: 40 }, () => holder(1_000_000 * U, at('2020-01-10'))));
    expect((await payMonth(ledger, t.db, '2020-02', TZ, payoutTime('2020-02'))).paid.length).toBeGreaterThanOrEqual(40);
    const job = { month, timeZone: TZ, now: payoutTime(month) };
    const racers = [startRacer(job), startRacer(job)];
    await Promise.all(racers.map((r) => r.ready));
    racers.forEach((r) => r.child.stdin!.write('go\n'));
    const results = await Promise.all(racers.map((r) => r.result));
    expect(results.map((r) => r.paid + r.alreadyPaid)).toEqual([40, 40]);
    expect(results[0]!.paid + results[1]!.paid).toBe(40);
    const { entries, messages, rows } = await payoutsOf(month, ids, 'fixed_deposit_released');
    expect(new Set(entries.map((e) => e.user_id)).size).toBe(40);
    expect(entries.map((e) => Number(e.amount))).toEqual(ids.map(() => 300_000 * U));
    expect(messages).toHaveLength(40);
    expect(rows).toHaveLength(40);
    for (const id of ids) expect(await ledger.balanceOf(t.db, id)).toBe(1_300_000 * U);
    expect((await ledger.verifyLedger(t.db)).failures).toEqual([]);
  }, 60_000);
});

describe('the api job', () => {
  it('pays the month once its payout day came, in the leading process only, and then leaves it be', async () => {
    const month = '2019-03';
    const member = await holder(500_000 * U, at('2019-02-10'));
    const log = { info: jest.fn() };
    let leading = false;
    const leads = jest.fn(async () => leading);
    const job = fixedDepositJob({ db: t.db, ledger, timeZone: TZ, log, leader: { acquire: leads, release: async () => {} } });
    await job(at('2019-03-29', 23)); // not due: the leader is not even asked
    expect(leads).not.toHaveBeenCalled();
    await job(payoutTime(month)); // due, but another process leads
    expect((await payoutsOf(month, [member])).rows).toHaveLength(0);
    leading = true;
    await job(payoutTime(month) + 60_000);
    expect((await payoutsOf(month, [member])).rows).toHaveLength(1);
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ month }), 'fixed-deposit bonuses locked in their terms');
    leads.mockClear();
    await job(at('2019-03-31', 23)); // finished: not read again
    expect(leads).not.toHaveBeenCalled();
  });
});

describe('the program the operator sets', () => {
  // Changes stamped in 2018 (the seed is stamped when the tests migrate): every later month of this file is paid by
  // the seed's settings again once this test restores them.
  it('pays a month by the program at its payout moment: switched off then, nobody, whenever it runs; new tiers, the month after', async () => {
    const march = '2018-03';
    const april = '2018-04';
    const member = await holder(300_000 * U, at('2018-02-10'));
    const DAY = 86_400_000;
    const moment = (month: Month) => qualifyingPeriod(month, TZ).to;
    const change = (settings: FixedDepositProgram, now: number) =>
      changeProgram(t.db, 'fixed_deposit', settings, { actor: CLI_ACTOR, by: 'tester', now });
    const seeded = await fixedDepositProgram(t.db);
    await change({ ...seeded, enabled: false }, moment(march) - DAY);
    const cheaper = [{ reserve: 100_000 * U, bonus: 1_000 * U }];
    await change({ ...seeded, tiers: cheaper }, moment(march) + 3_600_000); // switched on again after the moment

    expect(await payMonth(ledger, t.db, march, TZ, payoutTime(march))).toEqual({ ...NOTHING_PAID, switchedOff: true });
    expect(await payMonth(ledger, t.db, march, TZ, moment(april))).toMatchObject({ paid: [], switchedOff: true }); // run late
    expect((await payoutsOf(march, [member])).rows).toEqual([]);

    const paid = await payMonth(ledger, t.db, april, TZ, payoutTime(april));
    expect(paid.paid.filter((m) => m.userId === member).map((m) => [m.bonus, m.tier])).toEqual([[1_000 * U, cheaper[0]]]);
    expect((await standing(member, payoutTime(april))).term?.locked).toBe(1_000 * U);
    await change(seeded, moment(april) + 3_600_000);
  });
});

// ---- the racing child processes (testing/workers/fixedDepositRace.ts) ----

const RUN_TS = path.join(__dirname, '../../testing/stress/runTs.cjs');
const WORKER = path.join(__dirname, '../../testing/workers/fixedDepositRace.ts');

function startRacer(job: Omit<RaceJob, 'database'>) {
  const database = { databaseUrl: t.config.databaseUrl, databaseSchema: t.config.databaseSchema, dataDir: t.config.dataDir };
  const child: ChildProcess = spawn(process.execPath, ['--conditions=source', RUN_TS, WORKER, JSON.stringify({ ...job, database })], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  const exited = new Promise<void>((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`racer exit ${code}: ${err}`)))),
  );
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d;
      if (out.startsWith('ready\n')) resolve();
    });
    exited.catch(reject);
  });
  const result = exited.then(() => JSON.parse(out.split('\n')[1]!) as { paid: number; alreadyPaid: number });
  return { child, ready, result };
}
