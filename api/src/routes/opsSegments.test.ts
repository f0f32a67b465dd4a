import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { dateInZone } from 'shared-contracts';
import { ENTRY_STATUS, ENTRY_TYPE } from '../domain/ledger';
import { SEGMENT_BATCH } from '../messages/segments';
import { bonusOf, creditDeposit } from '../wallet/deposits/creditDeposit';
import { changeProgram } from '../promotions/programs';
import { buildTestApp, type TestApp } from '../testing/app';
import { post, registerMember } from '../testing/http';
import { ensureOperator, runOpsCommand } from '../testing/ops';
import { opsTestKit, type SignedOperator } from '../testing/opsSession';
import { plantOrder, plantRound } from '../testing/reports';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
  app = t.app;
});
afterAll(() => t.close());

const { call, enrolled } = opsTestKit(() => app);
const WORDS = {
  title_tw: '本月優惠',
  title_zh: '本月优惠',
  title_en: 'This month',
  body_tw: '感謝您本月的支持',
  body_zh: '感谢您本月的支持',
  body_en: 'Thank you for this month',
};
const THIS_MONTH = { kind: 'deposited_this_month' };

const deposit = (userId: number, amount = 10_000) =>
  app.db
    .transaction()
    .execute((trx) => app.ledger.post(trx, { userId, type: ENTRY_TYPE.deposit, status: ENTRY_STATUS.passed, amount, mark: 'deposit' }));
const messagesOf = async (token: string, lang: string) =>
  ((await post(app, '/api/user/messageList', { lang }, { token })).data as { kind: string; title: string; content: string }[]).filter(
    (m) => m.kind === 'segment_message',
  );
const preview = (segment: Record<string, unknown>, op: SignedOperator) => call('/api/ops/segmentPreview', { segment }, op);
const ask = (segment: Record<string, unknown>, op: SignedOperator, words = WORDS) =>
  call('/api/ops/segmentAsk', { segment, ...words, reason: 'monthly thanks', lang: 'en' }, op);
const decide = (op: SignedOperator, id: number, decision = 'approve') =>
  call('/api/ops/requestDecide', { id, decision, reason: 'checked', lang: 'en' }, op);
const cli = (...argv: string[]) => runOpsCommand({ db: app.db, dialect: app.dialect }, t.config, argv, { by: null });

let asker: SignedOperator;
let approver: SignedOperator;
let admin: SignedOperator;
/** Deposited this month: one who gets it, one excluded (by support), one disabled; one who never deposited. */
let members: Record<'reached' | 'excluded' | 'disabled' | 'idle', Awaited<ReturnType<typeof registerMember>>>;
beforeAll(async () => {
  [asker, approver, admin] = [await enrolled('support'), await enrolled('support'), await enrolled('admin')];
  members = {
    reached: await registerMember(app),
    excluded: await registerMember(app),
    disabled: await registerMember(app),
    idle: await registerMember(app),
  };
  for (const member of [members.reached, members.excluded, members.disabled]) await deposit(member.id);
  const reason = 'asked for it on the phone';
  expect(
    await call('/api/ops/memberProtect', { user_id: members.excluded.id, kind: 'exclusion', length: '6m', reason }, asker),
  ).toMatchObject({ code: 1 });
  expect(await call('/api/ops/memberStatus', { user_id: members.disabled.id, disabled: true, reason }, asker)).toMatchObject({
    code: 1,
  });
});

describe('a message to a segment', () => {
  it('previews whom it reaches and whom it leaves out, by why', async () => {
    expect(await preview(THIS_MONTH, asker)).toMatchObject({ code: 1, data: { reached: 1, excluded: 1, disabled: 1 } });
    expect(await preview({ kind: 'all_active' }, asker)).toMatchObject({ code: 1, data: { reached: 2, excluded: 1, disabled: 1 } });
    const viewer = await enrolled('viewer');
    expect(await preview(THIS_MONTH, viewer)).toMatchObject({ code: 70002 });
  });

  it('counts the members who bet in the last days, and deposits between two days', async () => {
    const round = await plantRound(app.db, 1, Date.now());
    await plantOrder(app.db, {
      userId: members.idle.id,
      gameId: 1,
      planId: 1,
      roundId: round,
      stake: 100,
      payout: 0,
      settledAt: Date.now(),
    });
    expect(await preview({ kind: 'active_days', days: 7 }, asker)).toMatchObject({ data: { reached: 1, excluded: 0, disabled: 0 } });
    const today = dateInZone(Date.now(), t.config.wallet.timeZone);
    expect(await preview({ kind: 'deposited_between', begin: '2019-01-01', end: '2019-01-31' }, asker)).toMatchObject({
      data: { reached: 0, excluded: 0, disabled: 0 },
    });
    const yesterday = dateInZone(Date.now() - 86_400_000, t.config.wallet.timeZone);
    expect(await preview({ kind: 'deposited_between', begin: yesterday, end: today }, asker)).toMatchObject({
      data: { reached: 1, excluded: 1, disabled: 1 },
    });
  });

  it('refuses a period that is not one (70160) and a segment reaching nobody (70161)', async () => {
    expect(await preview({ kind: 'deposited_between', begin: '2026-02-10', end: '2026-02-01' }, asker)).toMatchObject({ code: 70160 });
    expect(await preview({ kind: 'deposited_between', begin: '2099-01-01', end: '2099-01-02' }, asker)).toMatchObject({ code: 70160 });
    expect(await ask({ kind: 'deposited_between', begin: '2019-01-01', end: '2019-01-31' }, asker)).toMatchObject({
      code: 70161,
      msg: expect.stringContaining('excluded and disabled members are always left out'),
    });
    expect(await call('/api/ops/segmentAsk', { segment: THIS_MONTH, ...WORDS, title_zh: ' ', reason: 'why not' }, asker)).toMatchObject({
      code: 10001,
    });
  });

  it('sends nothing until another operator approves; then once, in the reader’s language, never to excluded or disabled members', async () => {
    const asked = await ask(THIS_MONTH, asker);
    expect(asked).toMatchObject({ code: 1, data: { kind: 'message.segment', state: 'pending', payload: { segment: THIS_MONTH } } });
    const id = asked.data.id as number;
    expect(await messagesOf(members.reached.token, 'en')).toEqual([]);

    // Support sees the request to decide it; an admin's kinds stay an admin's.
    const listed = await call('/api/ops/requests', { limit: 200 }, approver);
    expect(listed.data.rows.map((row: { id: number }) => row.id)).toContain(id);
    expect(listed.data.rows.every((row: { kind: string }) => row.kind === 'message.segment')).toBe(true);

    expect(await decide(asker, id)).toMatchObject({ code: 70020 });
    expect(await cli('request:approve', String(id), '--by', asker.name)).toMatchObject({ code: 1 });
    expect(await decide(approver, id)).toMatchObject({
      code: 1,
      data: { request: { state: 'approved', result: { sent: 1, excluded: 1, disabled: 1 } } },
    });
    // A second approval, by anyone through any door, sends nothing more.
    expect(await decide(admin, id)).toMatchObject({ code: 70011 });
    expect(await cli('request:approve', String(id), '--by', admin.name)).toMatchObject({ code: 1 });

    expect(await messagesOf(members.reached.token, 'en')).toEqual([
      expect.objectContaining({ title: 'This month', content: 'Thank you for this month' }),
    ]);
    expect(await messagesOf(members.reached.token, 'tw')).toEqual([
      expect.objectContaining({ title: '本月優惠', content: '感謝您本月的支持' }),
    ]);
    expect(await messagesOf(members.reached.token, 'zh')).toEqual([expect.objectContaining({ title: '本月优惠' })]);
    const written = await app.db
      .selectFrom('messages')
      .select('user_id')
      .where('kind', '=', 'segment_message')
      .where('user_id', 'in', [members.excluded.id, members.disabled.id, members.idle.id])
      .execute();
    expect(written).toEqual([]);

    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'like', 'message.segment.%')
      .where('target', '=', 'segment:deposited_this_month')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.action, row.actor])).toEqual([
      ['message.segment.request', `operator:${asker.name}`],
      ['message.segment.approve', `operator:${approver.name}`],
    ]);
    expect(JSON.parse(audit[1]!.before!)).toMatchObject({ requested_by: `operator:${asker.name}`, segment: THIS_MONTH });
    expect(JSON.parse(audit[1]!.after!)).toMatchObject({ state: 'approved', sent: 1, excluded: 1, disabled: 1 });
  });

  it('writes a large segment in batches, each member once', async () => {
    const many = SEGMENT_BATCH * 2 + 7;
    const now = Date.now();
    const rows = Array.from({ length: many }, (_, i) => ({
      username: `bulk${i}_${now % 100_000}`,
      password_hash: 'x',
      nickname: `bulk${i}`,
      group_id: 1,
      inviter_id: null,
      security_code_hash: null,
      created_at: now,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await app.db
        .insertInto('users')
        .values(rows.slice(i, i + 200))
        .execute();
    const reach = (await preview({ kind: 'all_active' }, asker)).data as { reached: number };
    expect(reach.reached).toBeGreaterThan(many);
    const id = (await ask({ kind: 'all_active' }, asker)).data.id as number;
    expect(await decide(approver, id)).toMatchObject({ data: { request: { result: { sent: reach.reached } } } });
    const segment = await app.db.selectFrom('segment_messages').select('id').where('request_id', '=', id).executeTakeFirstOrThrow();
    const perMember = await app.db
      .selectFrom('messages')
      .select((eb) => [eb.fn.countAll<string | number>().as('rows'), eb.fn.count<string | number>('user_id').distinct().as('members')])
      .where('params', '=', JSON.stringify({ segment_message: Number(segment.id) }))
      .executeTakeFirstOrThrow();
    expect([Number(perMember.rows), Number(perMember.members)]).toEqual([reach.reached, reach.reached]);
  });

  it('asks the same way from the CLI (message:segment, --by), and previews with --preview', async () => {
    await ensureOperator({ db: app.db, dialect: app.dialect }, 'cli-support', 'support');
    expect(await cli('message:segment', 'deposited-this-month', '--preview')).toMatchObject({
      code: 0,
      out: 'reaches 1 members; left out: 1 excluded, 1 disabled',
    });
    const dir = await mkdtemp(join(tmpdir(), 'segment-'));
    const file = join(dir, 'message.json');
    const texts = (lang: 'tw' | 'zh' | 'en') => ({ title: WORDS[`title_${lang}`], body: WORDS[`body_${lang}`] });
    await writeFile(file, JSON.stringify({ tw: texts('tw'), zh: texts('zh'), en: texts('en') }));
    expect(await cli('message:segment', 'deposited-this-month', file, '--reason', 'thanks')).toMatchObject({ code: 2 }); // no --by
    const asked = await cli('message:segment', 'deposited-this-month', file, '--reason', 'thanks', '--by', 'cli-support');
    expect(asked).toMatchObject({ code: 0, out: expect.stringMatching(/request \d+: send "This month" to deposited_this_month/) });
    const id = Number(/request (\d+)/.exec(asked.out)![1]);
    expect(await cli('request:approve', String(id), '--by', 'cli-support')).toMatchObject({
      err: expect.stringContaining('another operator'),
    });
    expect(await decide(approver, id)).toMatchObject({ data: { request: { state: 'approved', result: { sent: 1 } } } });
    expect(await messagesOf(members.reached.token, 'en')).toHaveLength(3); // this month's, everyone's, the CLI's

    await writeFile(file, JSON.stringify({ tw: texts('tw'), zh: { title: 'x\ny', body: 'b' }, en: texts('en') }));
    expect(await cli('message:segment', 'all', file, '--reason', 'thanks', '--by', 'cli-support')).toMatchObject({
      code: 1,
      err: expect.stringContaining('zh.title: no control characters'),
    });
  });

  it('no other promotion reaches a member support excluded: a deposit bonus is withheld, the credit told as a service message', async () => {
    const by = { actor: { actor: `operator:${admin.name}`, address: null } };
    const bonus = { enabled: true, percent: 10, capMinor: null, depositMultiple: 100, bonusMultiple: 100 };
    await changeProgram(app.db, 'deposit_bonus', bonus, by);
    const timeZone = t.config.wallet.timeZone;
    const credit = (userId: number) =>
      app.db
        .transaction()
        .execute((trx) => creditDeposit(app.ledger, trx, { userId, amount: 10_000, ref: `t:${userId}`, timeZone }, Date.now()));
    expect(bonusOf((await credit(members.reached.id)).entries)).toBe(1_000);
    expect(bonusOf((await credit(members.excluded.id)).entries)).toBe(0);
    const told = await app.db.selectFrom('messages').select('kind').where('user_id', '=', members.excluded.id).orderBy('id').execute();
    expect(told.map((m) => m.kind)).toEqual(['exclusion_imposed', 'deposit_credited_on_break']);
    // Gifts are refused them (70120: opsProtection.test.ts); the fixed deposit skips them (promotions/fixedDeposit/payouts.test.ts).
  });
});
