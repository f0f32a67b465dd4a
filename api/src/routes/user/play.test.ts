import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { depositRequest, gift, profit, purchase, SPEC_DEPOSIT_BONUS, withdrawalHold } from '../../domain/ledger';
import { breakEnd, periodOf } from '../../domain/play';
import { wallClock } from '../../domain/time';
import { loadWalletSettings } from '../../wallet/settings';
import { runOps } from '../../ops/run';
import { asOperator } from '../../testing/ops';
import { buildTestApp, type TestApp } from '../../testing/app';
import { post, registerMember } from '../../testing/http';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
  app = t.app;
});
afterAll(() => t.close());

const ZONE = loadWalletSettings({}).timeZone;
const HOUR = 3_600_000;
const call = (url: string, token: string, body: Record<string, unknown> = {}) =>
  post(app, `/api/user/${url}`, { lang: 'en', ...body }, { token });
const controls = async (token: string) => (await call('playControls', token)).data;
const rowOf = (data: any, kind: string, period: string) => data.limits.find((l: any) => l.kind === kind && l.period === period);
const post$ = (userId: number, posting: Parameters<typeof app.ledger.post>[1], at?: number) =>
  app.db.transaction().execute((trx) => app.ledger.post(trx, posting, at));
const withinSecond = (seconds: number, ms: number) => expect(Math.abs(seconds * 1000 - ms)).toBeLessThan(2_000);

describe('playControls', () => {
  it('starts with no limits, nothing used, the 60-minute reality check and no break', async () => {
    const m = await registerMember(app);
    const data = await controls(m.token);
    const now = Date.now();
    expect(data.limits.map((l: any) => `${l.kind}:${l.period}`)).toEqual([
      'deposit:day',
      'deposit:week',
      'deposit:month',
      'loss:day',
      'loss:week',
      'loss:month',
    ]);
    for (const row of data.limits) {
      expect(row).toMatchObject({ amount: null, pending: null, used: 0 });
      expect(row.resets_at).toBe(Math.floor(periodOf(now, row.period, ZONE).to / 1000));
    }
    expect(data).toMatchObject({ max_stake: { amount: null, pending: null }, reality_check_minutes: 60, break: null });
  });
});

describe('deposit limits', () => {
  it('refuses a request past the daily limit, naming it and its reset, in the member’s language; pending requests count', async () => {
    const m = await registerMember(app);
    const set = await call('setPlayLimit', m.token, { kind: 'deposit', period: 'day', amount: 10_000 });
    expect(set.code).toBe(1);
    expect(rowOf(set.data, 'deposit', 'day')).toMatchObject({ amount: 10_000, pending: null });
    expect((await call('recharge', m.token, { amount: 6_000 })).code).toBe(1);
    const resets = wallClock(periodOf(Date.now(), 'day', ZONE).to, ZONE);
    const refused = await call('recharge', m.token, { amount: 5_000 });
    expect(refused).toMatchObject({
      code: 60001,
      msg: `This deposit would pass your daily deposit limit of 100u (60u requested today). It resets at ${resets}.`,
    });
    const zh = await post(app, '/api/user/recharge', { amount: 5_000, lang: 'zh' }, { token: m.token });
    expect(zh.msg).toBe(`此笔充值将超过您的每日充值限额 100u（今日已申请 60u），限额于 ${resets} 重置`);
    expect((await call('recharge', m.token, { amount: 4_000 })).code).toBe(1); // exactly up to the limit
    expect(rowOf(await controls(m.token), 'deposit', 'day').used).toBe(10_000);
    expect((await call('rechargeList', m.token)).data).toHaveLength(2);
  });

  it('lets no burst of parallel requests pass a limit', async () => {
    const m = await registerMember(app);
    await call('setPlayLimit', m.token, { kind: 'deposit', period: 'day', amount: 5_000 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('recharge', m.token, { amount: 3_000 })));
    expect(answers.map((a) => a.code).sort()).toEqual([1, 60001, 60001, 60001, 60001]);
  });

  it('does not count refused or expired requests', async () => {
    const m = await registerMember(app);
    await call('setPlayLimit', m.token, { kind: 'deposit', period: 'week', amount: 10_000 });
    const first = await call('recharge', m.token, { amount: 9_000 });
    await app.db.transaction().execute((trx) => app.ledger.settle(trx, first.data.id, 'reject', SPEC_DEPOSIT_BONUS));
    const old = await post$(m.id, depositRequest(m.id, 9_000, 'T'), Date.now() - 31 * 60_000); // past its window
    expect(old.id).toBeGreaterThan(0);
    expect(rowOf(await controls(m.token), 'deposit', 'week').used).toBe(0);
    expect((await call('recharge', m.token, { amount: 10_000 })).code).toBe(1);
  });

  it('raises only after 24 hours (pending with its time), lowers at once and drops a pending raise', async () => {
    const m = await registerMember(app);
    await call('setPlayLimit', m.token, { kind: 'deposit', period: 'month', amount: 5_000 });
    const asked = Date.now();
    const raised = rowOf(
      (await call('setPlayLimit', m.token, { kind: 'deposit', period: 'month', amount: 20_000 })).data,
      'deposit',
      'month',
    );
    expect(raised.amount).toBe(5_000);
    expect(raised.pending.amount).toBe(20_000);
    withinSecond(raised.pending.effective_at, asked + 24 * HOUR);
    expect((await call('recharge', m.token, { amount: 6_000 })).code).toBe(60001); // the old limit still holds

    // The 24 hours pass (the stored time moved back, as a day's wait would).
    await app.db
      .updateTable('play_limits')
      .set({ pending_at: Date.now() - 1 })
      .where('user_id', '=', m.id)
      .execute();
    expect(rowOf(await controls(m.token), 'deposit', 'month')).toMatchObject({ amount: 20_000, pending: null });
    expect((await call('recharge', m.token, { amount: 6_000 })).code).toBe(1);

    await call('setPlayLimit', m.token, { kind: 'deposit', period: 'month', amount: 50_000 }); // pending raise
    const lowered = rowOf(
      (await call('setPlayLimit', m.token, { kind: 'deposit', period: 'month', amount: 7_000 })).data,
      'deposit',
      'month',
    );
    expect(lowered).toMatchObject({ amount: 7_000, pending: null, used: 6_000 });
    expect((await call('recharge', m.token, { amount: 1_001 })).code).toBe(60001);
  });

  it('removes a limit only after 24 hours', async () => {
    const m = await registerMember(app);
    await call('setPlayLimit', m.token, { kind: 'stake', amount: 1_000 });
    const removal = (await call('setPlayLimit', m.token, { kind: 'stake', amount: null })).data.max_stake;
    expect(removal.amount).toBe(1_000);
    expect(removal.pending.amount).toBeNull();
    await app.db
      .updateTable('play_limits')
      .set({ pending_at: Date.now() - 1 })
      .where('user_id', '=', m.id)
      .execute();
    expect((await controls(m.token)).max_stake).toEqual({ amount: null, pending: null, imposed: null });
  });

  it('refuses a stake limit with a period and a period limit without one, changing nothing', async () => {
    const m = await registerMember(app);
    expect(await call('setPlayLimit', m.token, { kind: 'stake', period: 'day', amount: 100 })).toMatchObject({
      code: 10001,
      msg: 'The maximum stake has no period',
    });
    const tw = await post(app, '/api/user/setPlayLimit', { kind: 'loss', amount: 100, lang: 'tw' }, { token: m.token });
    expect(tw).toMatchObject({ code: 10001, msg: '請選擇限額的週期：每日、每週或每月' });
    expect((await call('setPlayLimit', m.token, { kind: 'loss', period: 'day', amount: 0 })).code).toBe(10001);
    expect(await app.db.selectFrom('play_limits').selectAll().where('user_id', '=', m.id).execute()).toEqual([]);
  });
});

describe('setRealityCheck and playSession', () => {
  it('stores off, 15, 30 or 60 minutes and refuses anything else', async () => {
    const m = await registerMember(app);
    expect((await call('setRealityCheck', m.token, { minutes: 15 })).data.reality_check_minutes).toBe(15);
    expect(await call('setRealityCheck', m.token, { minutes: 1 })).toMatchObject({
      code: 10001,
      msg: 'The reality check can be off or every 15, 30 or 60 minutes',
    });
    expect((await call('setRealityCheck', m.token, { minutes: 45 })).code).toBe(10001);
    expect((await call('setRealityCheck', m.token, { minutes: 0 })).data.reality_check_minutes).toBe(0);
    expect((await call('playSession', m.token)).data.reality_check_minutes).toBe(0);
  });

  it('accepts 1 minute on a test server (REALITY_CHECK_TEST_MINUTE)', async () => {
    const test = await buildTestApp({ seedDemo: false, realityCheckTestMinute: true });
    try {
      const m = await registerMember(test.app);
      const res = await post(test.app, '/api/user/setRealityCheck', { minutes: 1 }, { token: m.token });
      expect(res.data.reality_check_minutes).toBe(1);
    } finally {
      await test.close();
    }
  });

  it('answers the token’s session start and the stakes and wins since then', async () => {
    const m = await registerMember(app);
    await post$(m.id, gift(m.id, 100_000, 'funds'));
    await post$(m.id, purchase(m.id, 9_999, 'bet', 'before'), Date.now() - HOUR); // before this session
    const login = await post(app, '/api/user/login', { account: m.username, password: m.password });
    const session = await app.db
      .selectFrom('sessions')
      .select('created_at')
      .where('user_id', '=', m.id)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    await post$(m.id, purchase(m.id, 3_000, 'bet', 'a'));
    await post$(m.id, purchase(m.id, 2_000, 'bet', 'b'));
    await post$(m.id, profit(m.id, 3_960, 'win', 'a'));
    const res = await call('playSession', login.data.token);
    expect(res.data).toEqual({
      started_at: Math.floor(Number(session.created_at) / 1000),
      stakes: 5_000,
      wins: 3_960,
      net: -1_040,
      reality_check_minutes: 60,
    });
  });
});

describe('breaks', () => {
  it('refuses deposit requests during a time-out (bets: playBets.test.ts), naming its end; login, userInfo and withdrawals still work', async () => {
    const m = await registerMember(app);
    await call('setSafety', m.token, { new_code: '135790' });
    await call('setPayInfo', m.token, { type: 1, acc: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', acc_name: 'USDT-TRC20' });
    await post$(m.id, gift(m.id, 50_000, 'funds'));
    const taken = await call('takeBreak', m.token, { length: '24h' });
    const until = taken.data.break.until * 1000;
    expect(taken.data.break.kind).toBe('timeout');
    withinSecond(taken.data.break.until, Date.now() + 24 * HOUR);
    const end = wallClock(until, ZONE);
    expect(await call('recharge', m.token, { amount: 1_000 })).toMatchObject({
      code: 60004,
      msg: `You are taking a time-out until ${end}: no bets or deposits until then. You can still see your balance and withdraw.`,
    });
    expect((await post(app, '/api/user/login', { account: m.username, password: m.password })).code).toBe(1);
    expect((await call('userInfo', m.token)).data.money).toBe(50_000);
    expect((await call('withdrawAction', m.token, { type: 1, securityCode: '135790', index: 0, money: 20_000 })).code).toBe(1);
  });

  it('can be extended but never shortened, by the member or anyone; ops shows it', async () => {
    const m = await registerMember(app);
    const excluded = (await call('takeBreak', m.token, { length: '6m' })).data.break;
    expect(excluded.kind).toBe('exclusion');
    withinSecond(excluded.until, breakEnd('6m', Date.now()));
    const shorter = await post(app, '/api/user/takeBreak', { length: '24h', lang: 'tw' }, { token: m.token });
    expect(shorter).toMatchObject({
      code: 60005,
      msg: `您的暫停將持續至 ${wallClock(excluded.until * 1000, ZONE)}，新的暫停只能延長，不能縮短`,
    });
    expect((await call('setPlayLimit', m.token, { kind: 'stake', amount: 500 })).data.break).toEqual(excluded);
    const longer = (await call('takeBreak', m.token, { length: '5y' })).data.break;
    expect(longer.until).toBeGreaterThan(excluded.until);
    expect((await call('recharge', m.token, { amount: 1_000 })).code).toBe(60004);

    const out: string[] = [];
    const io = { out: (line: string) => out.push(line), err: (line: string) => out.push(line) };
    expect(await runOps(['user:show', m.username], io, { connection: { db: app.db, dialect: app.dialect }, config: t.config })).toBe(0);
    expect(out.join('\n')).toContain(`break:         exclusion until ${new Date(longer.until * 1000).toISOString().slice(0, 19)}`);
    expect(out.join('\n')).toContain('limit:         stake per bet: 5u');
    // Disabling the account leaves the exclusion as it was (support may only extend one: play/impose.ts).
    await runOps(await asOperator(app, ['user:disable', m.username]), io, {
      connection: { db: app.db, dialect: app.dialect },
      config: t.config,
    });
    const row = await app.db.selectFrom('play_settings').selectAll().where('user_id', '=', m.id).executeTakeFirstOrThrow();
    expect(Math.floor(Number(row.break_until) / 1000)).toBe(longer.until);
  });

  it('has no ops command that writes the player-protection tables', () => {
    const folder = path.join(__dirname, '../../ops/commands');
    const writers = fs
      .readdirSync(folder)
      .filter((file) => !file.endsWith('.test.ts'))
      .filter((file) =>
        /play_settings|play_limits|writeBreak|writeLimit|writeRealityCheck/.test(fs.readFileSync(path.join(folder, file), 'utf8')),
      );
    expect(writers).toEqual([]);
  });
});

describe('activityStatement', () => {
  it('sums deposits, withdrawals (paid, and apart those under review), stakes and wins per day and per month of the zone, newest first, the member’s own only', async () => {
    const m = await registerMember(app);
    const other = await registerMember(app);
    const day1 = Date.UTC(2026, 9, 30, 4); // 2026-10-30 12:00 Taipei
    const day2 = Date.UTC(2026, 10, 2, 4); // 2026-11-02
    const request = await post$(m.id, depositRequest(m.id, 50_000, 'T'), day1);
    await app.db.transaction().execute((trx) => app.ledger.settle(trx, request.id, 'approve', SPEC_DEPOSIT_BONUS, day1 + 1)); // credit + 10% bonus (a gift: not a deposit)
    await post$(m.id, purchase(m.id, 3_000, 'bet', 'a'), day1 + 2);
    await post$(m.id, profit(m.id, 5_940, 'win', 'a'), day1 + 3);
    await post$(m.id, purchase(m.id, 1_000, 'bet', 'b'), day2);
    const paid = await post$(m.id, withdrawalHold(m.id, 10_000, 'x'), day2 + 1);
    await app.db.transaction().execute((trx) => app.ledger.settle(trx, paid.id, 'approve', SPEC_DEPOSIT_BONUS, day2 + 1));
    await post$(m.id, withdrawalHold(m.id, 4_000, 'x'), day2 + 1); // under review: held, not paid
    const refused = await post$(m.id, withdrawalHold(m.id, 7_000, 'x'), day2 + 2);
    await app.db.transaction().execute((trx) => app.ledger.settle(trx, refused.id, 'reject', SPEC_DEPOSIT_BONUS, day2 + 3));
    await post$(m.id, depositRequest(m.id, 1_000, 'T'), day2 + 4); // still pending: not a deposit yet
    await post$(other.id, gift(other.id, 9_000, 'funds'), day2);
    await post$(other.id, purchase(other.id, 9_000, 'bet', 'o'), day2);
    expect(paid.id).toBeGreaterThan(0);

    const byDay = await call('activityStatement', m.token, { by: 'day' });
    expect(byDay.data).toEqual([
      { period: '2026-11-02', deposits: 0, withdrawals: 10_000, reviewing: 4_000, stakes: 1_000, wins: 0, net: -1_000 },
      { period: '2026-10-30', deposits: 50_000, withdrawals: 0, reviewing: 0, stakes: 3_000, wins: 5_940, net: 2_940 },
    ]);
    const byMonth = await call('activityStatement', m.token, { by: 'month' });
    expect(byMonth.data).toEqual([
      { period: '2026-11', deposits: 0, withdrawals: 10_000, reviewing: 4_000, stakes: 1_000, wins: 0, net: -1_000 },
      { period: '2026-10', deposits: 50_000, withdrawals: 0, reviewing: 0, stakes: 3_000, wins: 5_940, net: 2_940 },
    ]);
    expect((await call('activityStatement', m.token, { by: 'day', page: 2 })).data).toEqual([]);
    expect((await call('activityStatement', other.token, { by: 'day' })).data).toEqual([
      { period: '2026-11-02', deposits: 0, withdrawals: 0, reviewing: 0, stakes: 9_000, wins: 0, net: -9_000 },
    ]);
  });

  it('counts a day by the zone’s midnight, not UTC’s', async () => {
    const m = await registerMember(app);
    await post$(m.id, gift(m.id, 10_000, 'funds'));
    await post$(m.id, purchase(m.id, 100, 'bet', 'late'), Date.UTC(2026, 10, 2, 15, 59)); // 23:59 Taipei, 2 Nov
    await post$(m.id, purchase(m.id, 200, 'bet', 'early'), Date.UTC(2026, 10, 2, 16, 0)); // 00:00 Taipei, 3 Nov
    const rows = (await call('activityStatement', m.token, { by: 'day' })).data;
    expect(rows.map((r: any) => [r.period, r.stakes])).toEqual([
      ['2026-11-03', 200],
      ['2026-11-02', 100],
    ]);
  });
});
