// Issue 40's anti-money-laundering checks through the api: each rule opens a case (and not short of its threshold),
// a case holds its member's withdrawal at the cashier's until support closes it, the deny-list upload, the report.
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { hex20ToTron, type Hex20 } from '../chain/address';
import { startCursor } from '../chain/cursors';
import type { Transfer } from '../chain/transfers';
import { ENTRY_STATUS, ENTRY_TYPE, gift } from '../domain/ledger';
import { buildTestApp, type TestApp } from '../testing/app';
import { freshWallet, post, registerMember } from '../testing/http';
import { runOpsCommand } from '../testing/ops';
import { opsTestKit } from '../testing/opsSession';
import { creditTransferRange } from '../wallet/deposits/chainDeposits';
import { rememberDepositAddress } from '../wallet/deposits/addressBook';
import { openCase } from './cases';
import { loadAmlSettings } from './settings';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(() => t.close());

const { call, walk, enrolled } = opsTestKit(() => app);
const SECURITY = '246801';
const hex20 = (): Hex20 => `0x${randomBytes(20).toString('hex')}`;
const ops = (...argv: string[]) => runOpsCommand({ db: app.db, dialect: app.dialect }, t.config, argv);

type Member = Awaited<ReturnType<typeof registerMember>>;

async function casesOf(userId: number) {
  return app.db.selectFrom('aml_cases').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** A member with a security code and a bound wallet (their own unless `wallet` is named). */
async function payable(wallet = freshWallet()): Promise<Member> {
  const member = await registerMember(app);
  await post(app, '/api/user/setSafety', { new_code: SECURITY }, { token: member.token });
  expect((await post(app, '/api/user/setPayInfo', { type: 1, acc: wallet, acc_name: 'USDT-TRC20' }, { token: member.token })).code).toBe(1);
  return member;
}

/** A credited deposit with no turnover to play through (as one credited under protection), so it can be withdrawn. */
async function deposited(userId: number, amount: number): Promise<void> {
  await app.db.transaction().execute((trx) =>
    app.ledger.post(trx, {
      userId,
      type: ENTRY_TYPE.deposit,
      status: ENTRY_STATUS.passed,
      amount,
      mark: 'test deposit',
      ref: 'test',
      settles: null,
    }),
  );
}

async function withdraw(member: Member, amount: number) {
  return post(app, '/api/user/withdrawAction', { type: 1, securityCode: SECURITY, index: 0, money: amount }, { token: member.token });
}

/** A bet of `stakes` placed now by the member, in a round long over. */
async function bet(userId: number, stakes: number): Promise<void> {
  const issue = `2025${randomBytes(4).toString('hex')}`;
  const round = await app.db
    .insertInto('lottery_rounds')
    .values({ game_id: 1, issue, opens_at: 0, seals_at: 1, draws_at: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('lottery_orders')
    .values({
      order_no: `aml${randomBytes(6).toString('hex')}`,
      user_id: userId,
      game_id: 1,
      plan_id: 1,
      round_id: round.id,
      issue,
      play_type: '1',
      odds: '198',
      money: stakes,
      quantity: stakes,
      after_quantity: 0,
      created_at: Date.now(),
    })
    .execute();
}

/** The chain watcher crediting a transfer of `units` u from `from` to the member's deposit address. */
async function chainDeposit(userId: number, units: bigint, from: Hex20 = hex20()): Promise<void> {
  await rememberDepositAddress(app.db, userId, hex20ToTron(hex20()));
  // One address a member: the first remembered.
  const to = (await app.db.selectFrom('deposit_addresses').select('address').where('user_id', '=', userId).executeTakeFirstOrThrow())
    .address as Hex20;
  const transfer: Transfer = {
    token: hex20(),
    txHash: `0x${randomBytes(32).toString('hex')}`,
    logIndex: 0,
    blockNumber: 10n,
    from,
    to,
    rawAmount: units * 1_000_000n,
  };
  await startCursor(app.db, transfer.token, transfer.blockNumber);
  const done = await creditTransferRange(
    app.ledger,
    app.db,
    { token: transfer.token, fromBlock: 10n, toBlock: 10n, transfers: [transfer] },
    { minDepositAmount: 100, timeZone: 'Asia/Taipei', aml: loadAmlSettings({}) },
  );
  expect(done?.credits).toHaveLength(1);
}

describe('the rules', () => {
  it('a deposit withdrawn with little play: a case, with the deposit, the stakes and the withdrawal; none once 30% is played', async () => {
    const quick = await payable();
    await deposited(quick.id, 100_000);
    await bet(quick.id, 29_999);
    expect((await withdraw(quick, 50_000)).code).toBe(1);
    const [opened] = await casesOf(quick.id);
    expect(opened).toMatchObject({ rule: 'little_play', decision: null });
    expect(JSON.parse(opened!.evidence)).toMatchObject({
      withdrawal: { amount: 50_000 },
      deposit: { amount: 100_000 },
      stakes: 29_999,
      minPlayPercent: 30,
    });
    // Asked again: still the one case.
    expect((await withdraw(quick, 10_000)).code).toBe(1);
    expect(await casesOf(quick.id)).toHaveLength(1);

    const player = await payable();
    await deposited(player.id, 100_000);
    await bet(player.id, 30_000);
    expect((await withdraw(player, 50_000)).code).toBe(1);
    const winner = await payable(); // no deposit at all: winnings and gifts are not the rule's
    await app.db.transaction().execute((trx) => app.ledger.post(trx, gift(winner.id, 50_000, 'test funds')));
    expect((await withdraw(winner, 50_000)).code).toBe(1);
    expect([...(await casesOf(player.id)), ...(await casesOf(winner.id))]).toEqual([]);
  });

  it('many deposits just under 1,000u within 7 days: a case at the third, credited all the same; none for two', async () => {
    const member = await registerMember(app);
    await chainDeposit(member.id, 950n);
    await chainDeposit(member.id, 500n); // not just under
    await chainDeposit(member.id, 999n);
    expect(await casesOf(member.id)).toEqual([]);
    await chainDeposit(member.id, 900n);
    const [opened] = await casesOf(member.id);
    expect(opened).toMatchObject({ rule: 'structuring' });
    expect(JSON.parse(opened!.evidence).deposits.map((d: { amount: number }) => d.amount)).toEqual([90_000, 99_900, 95_000]);
    expect(await app.ledger.balanceOf(app.db, member.id)).toBeGreaterThanOrEqual(334_900);
  });

  it('one payout address shared: the second member binding it, and a withdrawal to it, open a case; the first member none', async () => {
    const wallet = freshWallet();
    const first = await payable(wallet);
    const second = await payable(wallet);
    expect(await casesOf(first.id)).toEqual([]);
    const [opened] = await casesOf(second.id);
    expect(opened).toMatchObject({ rule: 'shared_address' });
    expect(JSON.parse(opened!.evidence)).toEqual({ destination: `usdt:${wallet}`, movement: { binding: true }, others: [first.id] });
  });

  it('the deny-list: a deposit from a listed sender and a binding to a listed address open cases; the deposit is credited', async () => {
    const admin = await enrolled('admin');
    const sender = hex20();
    const payee = freshWallet();
    expect(await call('/api/ops/denyListUpload', { lines: ['address,note', `${sender},OFAC`, payee] }, admin)).toMatchObject({
      code: 1,
      data: { count: 2 },
    });
    const member = await registerMember(app);
    await chainDeposit(member.id, 100n, sender);
    expect(await app.ledger.balanceOf(app.db, member.id)).toBeGreaterThanOrEqual(10_000);
    const [fromListed] = await casesOf(member.id);
    expect(fromListed).toMatchObject({ rule: 'deny_list' });
    expect(JSON.parse(fromListed!.evidence)).toMatchObject({ address: sender, note: 'OFAC', movement: { deposit: expect.any(Number) } });
    const binder = await payable(payee);
    expect((await casesOf(binder.id)).map((row) => row.rule)).toEqual(['deny_list']);
    await call('/api/ops/denyListUpload', { lines: [hex20()] }, admin); // the others leave the list
  });
});

describe('the deny-list upload', () => {
  it("is the admin's: a wrong line refuses it all, naming the lines; a good one replaces it, audited with its hash; the CLI too", async () => {
    const admin = await enrolled('admin');
    const support = await enrolled('support');
    const good = [hex20(), `${freshWallet()},"sanctions, 2026"`];
    expect(await call('/api/ops/denyListUpload', { lines: good }, support)).toMatchObject({ code: 70002 });
    const done = await call('/api/ops/denyListUpload', { lines: good }, admin);
    expect(done).toMatchObject({ code: 1, data: { count: 2, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    const bad = await call('/api/ops/denyListUpload', { lines: [hex20(), 'nonsense', hex20(), 'T123'], lang: 'en' }, admin);
    expect(bad).toMatchObject({ code: 70141, msg: expect.stringContaining('2, 4') });
    expect(await call('/api/ops/denyList', {}, support)).toMatchObject({ code: 1, data: { count: 2 } });
    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'aml.denyList')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect([audit.actor, JSON.parse(audit.after!)]).toEqual([`operator:${admin.name}`, { count: 2, sha256: done.data.sha256 }]);

    const file = join(tmpdir(), `denylist-${randomBytes(4).toString('hex')}.csv`);
    await writeFile(file, `${hex20()}\n`);
    expect(await ops('aml:denylist', file)).toMatchObject({ code: 0, out: expect.stringContaining('1 addresses') });
    await writeFile(file, 'x\n');
    expect(await ops('aml:denylist', file)).toMatchObject({ code: 1, err: expect.stringContaining('lines are wrong: 1') });
    expect(await call('/api/ops/denyList', {}, support)).toMatchObject({ data: { count: 1 } });
  });
});

describe('a case holds the withdrawal', () => {
  it('the cashier cannot approve it or record its payout while the case is open; support notes and closes it; then it goes', async () => {
    const cashier = await enrolled('cashier');
    const support = await enrolled('support');
    const member = await payable();
    await deposited(member.id, 20_000);
    expect((await withdraw(member, 20_000)).code).toBe(1);
    const [opened] = await casesOf(member.id);
    const caseId = Number(opened!.id);
    // The member sees it under review, nothing more.
    const review = await post(app, '/api/user/withdrawReviewList', {}, { token: member.token });
    expect(review.data).toHaveLength(1);
    expect(JSON.stringify(review)).not.toMatch(/case|laundering|aml/i);

    const id = (await call('/api/ops/queue', { kind: 'withdrawal' }, cashier)).data.rows.find(
      (r: { user_id: number }) => r.user_id === member.id,
    ).id;
    const held = await call('/api/ops/decide', { id, kind: 'withdrawal', decision: 'approve', lang: 'en' }, cashier);
    expect(held).toMatchObject({ code: 70140, msg: expect.stringContaining(`#${caseId}`) });

    expect(await call('/api/ops/cases', {}, cashier)).toMatchObject({ code: 70002 });
    const listed = (await call('/api/ops/cases', { user_id: member.id }, support)).data.rows;
    expect(listed).toMatchObject([{ id: caseId, username: member.username, rule: 'little_play', decision: null, notes: [] }]);
    expect(await call('/api/ops/caseNote', { id: caseId, note: 'asked the member for the source of funds' }, support)).toMatchObject({
      code: 1,
      data: { notes: [{ author: `operator:${support.name}`, note: 'asked the member for the source of funds' }] },
    });
    const closed = await call('/api/ops/caseClose', { id: caseId, decision: 'cleared', note: 'salary, documents seen' }, support);
    expect(closed).toMatchObject({ code: 1, data: { decision: 'cleared', decided_by: `operator:${support.name}` } });
    expect(closed.data.notes).toHaveLength(2);
    expect(await call('/api/ops/caseNote', { id: caseId, note: 'too late' }, support)).toMatchObject({ code: 70143 });
    expect(await call('/api/ops/caseClose', { id: 999_999, decision: 'cleared', note: 'none' }, support)).toMatchObject({ code: 70142 });
    const audit = await app.db
      .selectFrom('audit_log')
      .select(['action', 'reason'])
      .where('target', '=', `aml_case:${caseId}`)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'aml.caseNote', reason: 'asked the member for the source of funds' },
      { action: 'aml.caseClose', reason: 'salary, documents seen' },
    ]);

    // Closing paid nothing: the cashier approves now. A case opened after the approval holds the payout.
    expect((await app.db.selectFrom('ledger_entries').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe(
      ENTRY_STATUS.notPassed,
    );
    expect(await call('/api/ops/decide', { id, kind: 'withdrawal', decision: 'approve' }, cashier)).toMatchObject({ code: 1 });
    await app.db
      .transaction()
      .execute((trx) => openCase(trx, { userId: member.id, rule: 'structuring', evidence: { test: true } }, Date.now()));
    const tx = randomBytes(32).toString('hex');
    expect(await call('/api/ops/withdrawalPaid', { id, tx }, cashier)).toMatchObject({ code: 70140 });
    const second = Number((await casesOf(member.id))[1]!.id);
    await call('/api/ops/caseClose', { id: second, decision: 'confirmed', note: 'structured deposits confirmed' }, support);
    expect(await call('/api/ops/withdrawalPaid', { id, tx }, cashier)).toMatchObject({ code: 1 });
  });
});

describe('the case list', () => {
  it('pages open cases (oldest first) then closed ones (newest first), each once though cases open between pages', async () => {
    const support = await enrolled('support');
    const member = await registerMember(app);
    const open = (rule: 'little_play' | 'structuring' | 'shared_address' | 'deny_list', userId = member.id) =>
      app.db.transaction().execute((trx) => openCase(trx, { userId, rule, evidence: { test: true } }, Date.now()));
    for (const rule of ['little_play', 'structuring', 'shared_address', 'deny_list'] as const) await open(rule);
    const ids = (await casesOf(member.id)).map((row) => Number(row.id));
    await call('/api/ops/caseClose', { id: ids[0], decision: 'cleared', note: 'seen, fine' }, support);
    await call('/api/ops/caseClose', { id: ids[1], decision: 'cleared', note: 'seen, fine' }, support);
    const all = (await call('/api/ops/cases', { user_id: member.id, limit: 200 }, support)).data.rows.map((row: { id: number }) => row.id);
    expect(all).toEqual([ids[2], ids[3], ids[1], ids[0]]);
    const others: number[] = [];
    const walked = await walk('/api/ops/cases', { user_id: member.id }, support, 1, async () => {
      if (others.length === 0) {
        await open('little_play'); // open again: the newest open case, read at the open part's end
        others.push(...(await casesOf(member.id)).map((row) => Number(row.id)).filter((id) => !ids.includes(id)));
      }
    });
    expect(walked.ids).toEqual([ids[2], ids[3], others[0], ids[1], ids[0]]);
    expect(await call('/api/ops/cases', { cursor: Buffer.from('[5,1]').toString('base64url') }, support)).toMatchObject({ code: 70150 });
  });
});

describe('the cases report', () => {
  it('counts the cases opened in the days asked by rule and outcome, in the console and the CLI', async () => {
    const support = await enrolled('support');
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10); // Asia/Taipei, the test calendar's zone
    const report = await call('/api/ops/caseReport', { from: today, to: today }, support);
    const counts = await app.db.selectFrom('aml_cases').select(['rule', 'decision']).execute();
    const expected = (rule: string, decision: string | null) =>
      counts.filter((row) => row.rule === rule && row.decision === decision).length;
    expect(report.data.rows).toEqual(
      ['little_play', 'structuring', 'shared_address', 'deny_list'].map((rule) => ({
        rule,
        open: expected(rule, null),
        cleared: expected(rule, 'cleared'),
        confirmed: expected(rule, 'confirmed'),
      })),
    );
    expect(report.data.rows.find((row: { rule: string }) => row.rule === 'structuring')).toMatchObject({ open: 1, confirmed: 1 });
    const cli = await ops('report:cases', today, today, '--csv');
    expect(cli.out.split('\n')).toEqual([
      'rule,open,cleared,confirmed',
      ...report.data.rows.map((row: { rule: string; open: number; cleared: number; confirmed: number }) =>
        [row.rule, row.open, row.cleared, row.confirmed].join(','),
      ),
    ]);
    const yesterdayOnly = await call('/api/ops/caseReport', { from: '2020-01-01', to: '2020-01-01' }, support);
    expect(yesterdayOnly.data.rows.every((row: { open: number }) => row.open === 0)).toBe(true);
  });
});
