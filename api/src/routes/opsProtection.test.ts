import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { gift } from '../domain/ledger';
import { breakEnd, periodOf } from '../domain/play';
import { wallClock } from '../domain/time';
import { runOps } from '../ops/run';
import { asOperator } from '../testing/ops';
import { buildTestApp, type TestApp } from '../testing/app';
import { freshWallet, post, registerMember } from '../testing/http';
import { fakeClock, testCalendarStart, testLotterySettings, type FakeClock } from '../testing/lottery';
import { opsTestKit, type SignedOperator } from '../testing/opsSession';

let t: TestApp;
let app: FastifyInstance;
let clock: FakeClock;
const { call, walk, enrolled, advance } = opsTestKit(() => app);

const SECURITY = '135790';
const REASON = 'Family asked us; signs of harm in play';

beforeAll(async () => {
  // An always-open lottery on its own clock; Date.now (the ledger's, the sessions') put on the lottery's day.
  clock = fakeClock(0);
  const settings = testLotterySettings(clock);
  clock.set(testCalendarStart(settings) + 1000);
  t = await buildTestApp({ lottery: settings, seedDemo: false });
  app = t.app;
  advance(clock() - Date.now());
  await app.lottery.tick();
});
afterAll(() => t.close());

let support: SignedOperator;
let viewer: SignedOperator;
beforeAll(async () => {
  support = await enrolled('support');
  viewer = await enrolled('viewer');
});

const ZONE = () => t.config.wallet.timeZone;
const user = (url: string, token: string, body: Record<string, unknown> = {}) =>
  post(app, `/api/user/${url}`, { lang: 'en', ...body }, { token });
const protect = (userId: number, body: Record<string, unknown>, op = support) =>
  call('/api/ops/memberProtect', { user_id: userId, reason: REASON, lang: 'en', ...body }, op);
const bet = (token: string, money: number, lang = 'en') =>
  post(
    app,
    '/api/Lottery/playOrder',
    { issue: app.lottery.currentRound(clock())!.issue, plan_id: 1, game_id: 1, play_type: '1', money, lang },
    { token },
  );
const ops = async (argv: string[]) => {
  const out: string[] = [];
  const io = { out: (line: string) => out.push(line), err: (line: string) => out.push(line) };
  const connection = { db: app.db, dialect: app.dialect };
  const code = await runOps(await asOperator(connection, argv), io, { connection, config: t.config });
  return { code, out: out.join('\n') };
};

async function funded(amount = 100_000) {
  const m = await registerMember(app);
  await app.db.transaction().execute((trx) => app.ledger.post(trx, gift(m.id, amount, 'test funds')));
  return m;
}

async function withdraw(token: string, money: number) {
  await user('setSafety', token, { new_code: SECURITY });
  await user('setPayInfo', token, { type: 1, acc: freshWallet(), acc_name: 'USDT-TRC20' });
  return user('withdrawAction', token, { type: 1, securityCode: SECURITY, index: 0, money });
}

describe('an exclusion support imposes', () => {
  it('refuses bets and deposits naming the reason, tells the member in three languages, is audited, and nobody shortens it', async () => {
    const m = await funded();
    const imposed = await protect(m.id, { kind: 'exclusion', length: '1y' });
    const until = breakEnd('1y', clock());
    expect(imposed).toMatchObject({
      code: 1,
      data: { break: { kind: 'exclusion', until: Math.floor(until / 1000), indefinite: false, imposed: { reason: REASON } } },
    });
    expect((await user('playControls', m.token)).data.break).toEqual(imposed.data.break);

    const refusal = `Customer service has excluded you from play until ${wallClock(until, ZONE())}. Reason: ${REASON}. No bets or deposits until then; you can still see your balance and withdraw.`;
    expect(await bet(m.token, 1_000)).toMatchObject({ code: 60006, msg: refusal });
    expect((await bet(m.token, 1_000, 'tw')).msg).toBe(
      `客服已暫停您的遊戲資格，直至 ${wallClock(until, ZONE())}。原因：${REASON}。期間不能投注或充值，仍可查看餘額及提現`,
    );
    expect(await user('recharge', m.token, { amount: 10_000 })).toMatchObject({ code: 60006, msg: refusal });
    expect((await user('userInfo', m.token)).data.money).toBe(100_000);

    // It holds as the member's own: neither the member nor support makes it end sooner.
    expect((await user('takeBreak', m.token, { length: '24h' })).code).toBe(60005);
    expect((await protect(m.id, { kind: 'exclusion', length: '30d' })).code).toBe(60005);
    expect((await user('playControls', m.token)).data.break.until).toBe(Math.floor(until / 1000));

    const [message] = (await user('messageList', m.token, { page: 1 })).data;
    expect(message).toMatchObject({
      kind: 'exclusion_imposed',
      title: 'Customer service has excluded you from play',
      content: expect.stringContaining(`from play until ${wallClock(until, ZONE())}. Reason: ${REASON}.`),
    });
    for (const lang of ['tw', 'zh'])
      expect((await user('messageList', m.token, { page: 1, lang })).data[0].content).toContain(`原因：${REASON}`);

    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.protect')
      .where('target', '=', `member:${m.id}`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: `operator:${support.name}`, reason: REASON });
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ kind: 'exclusion', until, length: '1y' });
  });

  it('may be indefinite; a viewer may not impose, a reason is required, an unknown member is 10005', async () => {
    const m = await funded();
    expect((await protect(m.id, { kind: 'exclusion', length: '1y' }, viewer)).code).toBe(70002);
    expect((await protect(m.id, { kind: 'exclusion', length: '1y', reason: '' })).code).toBe(10001);
    expect((await protect(m.id, { kind: 'exclusion' })).code).toBe(10001);
    expect((await protect(999_999, { kind: 'exclusion', length: '1y' })).code).toBe(10005);
    expect((await protect(m.id, { kind: 'exclusion', length: 'indefinite' })).data.break).toMatchObject({ indefinite: true });
    expect((await bet(m.token, 1_000)).msg).toBe(
      `Customer service has excluded you from play indefinitely. Reason: ${REASON}. No bets or deposits; you can still see your balance and withdraw.`,
    );
  });
});

describe('a limit support imposes', () => {
  it('holds as the member’s own: lowered at once, raised only after the delay, whoever asks', async () => {
    const m = await funded();
    const row = (data: any) => data.limits.find((l: any) => l.kind === 'deposit' && l.period === 'day');
    const set = await protect(m.id, { kind: 'deposit', period: 'day', amount: 10_000 });
    expect(row(set.data)).toMatchObject({ amount: 10_000, pending: null, imposed: { reason: REASON } });
    const resets = wallClock(periodOf(Date.now(), 'day', ZONE()).to, ZONE());
    expect((await user('recharge', m.token, { amount: 15_000 })).msg).toBe(
      `This deposit would pass your daily deposit limit of 100u (0u requested today). It resets at ${resets}.`,
    );
    const raised = await user('setPlayLimit', m.token, { kind: 'deposit', period: 'day', amount: 50_000 });
    expect(row(raised.data)).toMatchObject({ amount: 10_000, pending: { amount: 50_000 }, imposed: { reason: REASON } });
    const bySupport = await protect(m.id, { kind: 'deposit', period: 'day', amount: null });
    expect(row(bySupport.data)).toMatchObject({ amount: 10_000, pending: { amount: null }, imposed: { reason: REASON } });
    // The member lowers it further: the amount in force is then theirs.
    const lowered = await user('setPlayLimit', m.token, { kind: 'deposit', period: 'day', amount: 5_000 });
    expect(row(lowered.data)).toMatchObject({ amount: 5_000, pending: null, imposed: null });

    const stake = await protect(m.id, { kind: 'stake', amount: 2_000 });
    expect(stake.data.max_stake).toMatchObject({ amount: 2_000, imposed: { reason: REASON } });
    expect((await bet(m.token, 2_001)).code).toBe(60003);
    expect((await protect(m.id, { kind: 'stake', period: 'day', amount: 2_000 })).code).toBe(10001);

    const messages = (await user('messageList', m.token, { page: 1 })).data.filter((x: any) => x.kind === 'limit_imposed');
    expect(messages.map((x: any) => x.content)).toContain(
      `Customer service has set your maximum stake per bet to 20u, in force from ${wallClock(Date.now(), ZONE())}. Reason: ${REASON}. It holds like a limit you set yourself: lowering it applies at once, raising or removing it waits 24 hours.`,
    );
  });
});

describe('withdrawing under protection', () => {
  it('an excluded member and a disabled one still withdraw their whole balance, and the cashier pays them out', async () => {
    const excluded = await funded(30_000);
    await protect(excluded.id, { kind: 'exclusion', length: 'indefinite' });
    expect((await withdraw(excluded.token, 30_000)).code).toBe(1);

    const disabled = await funded(20_000);
    expect((await call('/api/ops/memberStatus', { user_id: disabled.id, disabled: true, reason: 'chargeback fraud' }, support)).code).toBe(
      1,
    );
    // Every session ended, and the first call still carrying one says why, in the member's language (issue 42).
    expect(await user('userInfo', disabled.token, { lang: 'en' })).toMatchObject({
      code: 50008,
      msg: expect.stringContaining('Your account has been disabled by customer service'),
      data: { ended: 'disabled' },
    });
    // A session ended for another reason, or never held, keeps the plain words.
    expect((await user('userInfo', 'no-such-token', { lang: 'en' })).msg).toBe('Please log in');
    const signedIn = await post(app, '/api/user/login', { account: disabled.username, password: disabled.password });
    expect(signedIn.code).toBe(1);
    const token = signedIn.data.token as string;
    expect((await bet(token, 1_000)).code).toBe(20010);
    expect((await withdraw(token, 20_000)).code).toBe(1);
    expect((await user('userInfo', token)).data.money).toBe(0);

    const cashier = await enrolled('cashier');
    const queue = (await call('/api/ops/queue', { kind: 'withdrawal' }, cashier)).data.rows;
    for (const member of [excluded, disabled]) {
      const id = queue.find((r: { user_id: number }) => r.user_id === member.id).id as number;
      expect(await call('/api/ops/decide', { id, kind: 'withdrawal', decision: 'approve' }, cashier)).toMatchObject({
        data: { state: 'approved' },
      });
      expect((await call('/api/ops/withdrawalPaid', { id, tx: randomBytes(32).toString('hex') }, cashier)).code).toBe(1);
    }
  });
});

describe('no promotion for an excluded member', () => {
  it('refuses a gift asked for them and one asked before, when approved (70120), in the console and the CLI', async () => {
    const m = await funded();
    const [asker, approver] = [await enrolled('admin'), await enrolled('admin')];
    const ask = () =>
      call('/api/ops/giftRequest', { user_id: m.id, amount: 1_000, mark: 'welcome back', reason: 'goodwill', lang: 'en' }, asker);
    const early = await ask();
    expect(early.code).toBe(1);
    await protect(m.id, { kind: 'exclusion', length: '6m' });
    expect(await ask()).toMatchObject({ code: 70120, msg: expect.stringContaining('no gift or promotion') });
    expect((await call('/api/ops/giftDecide', { id: early.data.id, decision: 'approve', reason: 'approved' }, approver)).code).toBe(70120);
    const cli = await ops(['gift', m.username, '10', 'bonus']);
    expect(cli.code).toBe(1);
    expect(cli.out).toContain('no gift or promotion');
    expect((await user('userInfo', m.token)).data.money).toBe(100_000);
  });
});

describe('the exclusion report', () => {
  it('lists the breaks running, imposed (who, why) or self-taken, in the console and the CLI; member:protect imposes as the console does', async () => {
    const self = await funded();
    await user('takeBreak', self.token, { length: '6m' });
    const cliImposed = await funded();
    const imposed = await ops(['member:protect', cliImposed.username, 'exclusion', 'indefinite', '--reason', REASON]);
    expect(imposed).toMatchObject({ code: 0, out: expect.stringContaining('exclusion (indefinite) imposed by operator:ops-tester') });
    expect((await ops(['member:protect', cliImposed.username, 'exclusion', 'forever', '--reason', REASON])).code).toBe(2);

    const rows = (await call('/api/ops/exclusions', { limit: 200 }, support)).data.rows;
    expect(rows.find((r: any) => r.user_id === self.id)).toEqual({
      user_id: self.id,
      username: self.username,
      kind: 'exclusion',
      since: Math.floor(clock() / 1000),
      until: Math.floor(breakEnd('6m', clock()) / 1000),
      indefinite: false,
      imposed_by: null,
      reason: null,
    });
    expect(rows.find((r: any) => r.user_id === cliImposed.id)).toMatchObject({
      indefinite: true,
      imposed_by: 'operator:ops-tester',
      reason: REASON,
    });
    expect((await call('/api/ops/exclusions', {}, viewer)).code).toBe(70002);

    const report = await ops(['report:exclusions']);
    expect(report.out).toContain(`${cliImposed.id}\t${cliImposed.username}\texclusion\t`);
    expect(report.out).toContain(`\tindefinite\toperator:ops-tester\t${REASON}`);
    expect(report.out).toMatch(new RegExp(`${self.id}\\t${self.username}\\texclusion\\t.*\\tself\\t$`, 'm'));
  });

  it('pages the breaks running, newest first, each member once though members take breaks between pages', async () => {
    const onBreak = async () => {
      const member = await funded();
      await user('takeBreak', member.token, { length: '24h' });
    };
    for (let i = 0; i < 4; i += 1) await onBreak();
    const all = (
      (await call('/api/ops/exclusions', { limit: 200 }, support)).data.rows as Array<{ user_id: number; since: number | null }>
    ).map((row) => [row.since ?? 0, row.user_id]);
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect([...all].sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]!)).toEqual(all);
    const walked = await walk('/api/ops/exclusions', {}, support, 2, onBreak); // a break taken now: newer than every one walked
    expect(walked.rows.map((row) => row.user_id)).toEqual(all.map(([, id]) => id));
    expect(await call('/api/ops/exclusions', { cursor: Buffer.from('[1]').toString('base64url') }, support)).toMatchObject({ code: 70150 });
  });
});
