import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { opsCalls } from 'shared-contracts/ops';
import { raiseAlert } from '../alerts';
import { winAlert } from '../alerts/sources';
import { buildTestApp, type TestApp } from '../testing/app';
import { freshWallet, post, registerMember } from '../testing/http';
import { gift } from '../domain/ledger';
import { CLI_ACTOR } from '../audit/log';
import { submittedMember, verifiedFull } from '../testing/verification';
import { addOperator } from '../operators/accounts';
import { openCase } from '../aml/cases';
import { OPS_IDLE_MS } from '../operators/sessions';
import { OPS_PASSWORD, opsTestKit, type SignedOperator } from '../testing/opsSession';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(() => t.close());

const { call, walk, enrolled, nextStep, advance, codeOf, freshName } = opsTestKit(() => app);
const PASSWORD = OPS_PASSWORD;
/** Long enough, and among the 10,000 most common passwords. */
const COMMON_LONG = '123456qwerty';

async function auditOf(action: string, target?: string) {
  return app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .$if(!!target, (q) => q.where('target', '=', target!))
    .execute();
}

describe('enrolment', () => {
  it('takes a strong password and a first code, sets an HttpOnly SameSite=Strict cookie, and spends the link', async () => {
    const { token: link } = await app.db.transaction().execute((trx) => addOperator(trx, { name: 'alice', role: 'admin' }, CLI_ACTOR));
    const { secret, token } = (await call('/api/ops/enrolment', { token: link })).data;
    expect(await call('/api/ops/enrolment', { token: link })).toMatchObject({ code: 70006 }); // opened once
    expect(await call('/api/ops/enrol', { token: link, password: PASSWORD, code: codeOf(secret) })).toMatchObject({ code: 70006 });
    expect(await call('/api/ops/enrol', { token, password: 'short', code: codeOf(secret), lang: 'en' })).toMatchObject({ code: 70009 });
    for (const weak of [COMMON_LONG, 'password1234', '!!Password2026', 'alice1234567', 'xxxxxxxxxxxxxxx1'])
      expect(await call('/api/ops/enrol', { token, password: weak, code: codeOf(secret) })).toMatchObject({ code: 70009 });
    const wrongCode = String((Number(codeOf(secret)) + 1) % 1_000_000).padStart(6, '0');
    expect(await call('/api/ops/enrol', { token, password: PASSWORD, code: wrongCode, lang: 'en' })).toMatchObject({
      code: 70007,
      msg: expect.stringContaining('does not match'),
    });
    const done = await call('/api/ops/enrol', { token, password: PASSWORD, code: codeOf(secret) });
    expect(done.code).toBe(1);
    expect(done.setCookie).toMatch(/HttpOnly/);
    expect(done.setCookie).toMatch(/SameSite=Strict/);
    expect(done.setCookie).toMatch(/Path=\/api\/ops/);
    expect(await call('/api/ops/enrolment', { token })).toMatchObject({ code: 70006 });
    expect(await call('/api/ops/enrol', { token, password: PASSWORD, code: codeOf(secret) })).toMatchObject({ code: 70006 });
    expect(await auditOf('operator.enrolmentOpened', 'operator:alice')).toHaveLength(1);
    expect((await auditOf('operator.add', 'operator:alice')).map((row) => [row.actor, row.after])).toEqual([
      ['cli', JSON.stringify({ name: 'alice', role: 'admin' })],
    ]);
    expect(await auditOf('operator.enrol', 'operator:alice')).toHaveLength(1);
  });

  it('whoever opens a leaked link first gets a secret the real operator never uses: the link then opens nothing', async () => {
    const { token: link } = await app.db.transaction().execute((trx) => addOperator(trx, { name: 'leaked', role: 'cashier' }, CLI_ACTOR));
    const stranger = (await call('/api/ops/enrolment', { token: link })).data;
    expect(stranger.secret).toMatch(/^[A-Z2-7]+$/);
    expect(await call('/api/ops/enrolment', { token: link, lang: 'en' })).toMatchObject({
      code: 70006,
      msg: expect.stringContaining('was opened already: ask an admin for a new one'),
    });
  });

  it('refuses a lapsed link', async () => {
    const { token } = await app.db.transaction().execute((trx) => addOperator(trx, { name: 'late', role: 'viewer' }, CLI_ACTOR));
    advance(25 * 3_600_000);
    expect(await call('/api/ops/enrolment', { token })).toMatchObject({ code: 70006 });
  });
});

describe('sign-in', () => {
  it('needs the password and a code of a later step than any used: a replayed code fails like a wrong one', async () => {
    const op = await enrolled('viewer');
    nextStep();
    const code = codeOf(op.secret);
    expect(await call('/api/ops/signIn', { name: op.name, password: 'wrong password!', code, lang: 'en' })).toMatchObject({
      code: 70004,
      msg: 'Name, password or code wrong',
    });
    const first = await call('/api/ops/signIn', { name: op.name.toUpperCase(), password: PASSWORD, code });
    expect(first).toMatchObject({ code: 1, data: { operator: { name: op.name, role: 'viewer' } } });
    expect(await call('/api/ops/signIn', { name: op.name, password: PASSWORD, code })).toMatchObject({ code: 70004 }); // replayed
    expect(await call('/api/ops/signIn', { name: 'nobody', password: PASSWORD, code })).toMatchObject({ code: 70004 });
    expect(await auditOf('session.signIn', `operator:${op.name}`)).toHaveLength(1);
  });

  it("is the only way in: a member's token opens no ops call, and an idle session ends", async () => {
    const member = await registerMember(app);
    expect(await post(app, '/api/ops/me', {}, { token: member.token })).toMatchObject({ code: 70001, status: 401 });
    const op = await enrolled('viewer');
    expect(await call('/api/ops/me', {}, op)).toMatchObject({ code: 1, data: { operator: { name: op.name }, csrf: op.csrf } });
    advance(OPS_IDLE_MS + 1_000);
    expect(await call('/api/ops/me', {}, op)).toMatchObject({ code: 70001 });
  });
});

describe('roles and CSRF', () => {
  it('refuses each role what it may not do, and a mutating call without the CSRF token', async () => {
    const viewer = await enrolled('viewer');
    const cashier = await enrolled('cashier');
    const admin = await enrolled('admin');
    for (const op of [viewer, cashier]) {
      expect(await call('/api/ops/operators', {}, op)).toMatchObject({ code: 70002, status: 403 });
      expect(await call('/api/ops/operatorAdd', { name: `x${op.name}`, role: 'viewer' }, op)).toMatchObject({ code: 70002 });
    }
    expect(await call('/api/ops/audit', {}, viewer)).toMatchObject({ code: 1 });
    expect(await call('/api/ops/operatorAdd', { name: 'bob', role: 'cashier' }, admin, 'not-the-token')).toMatchObject({ code: 70003 });
    expect(await call('/api/ops/operatorAdd', { name: 'bob', role: 'cashier' }, { cookie: admin.cookie, csrf: '' })).toMatchObject({
      code: 70003,
    });
    const asked = await call('/api/ops/operatorAdd', { name: 'bob', role: 'cashier' }, admin);
    expect(asked).toMatchObject({ code: 1, data: { kind: 'operator.add', state: 'pending', payload: { name: 'bob', role: 'cashier' } } });
    const approved = await call('/api/ops/requestDecide', { id: asked.data.id, decision: 'approve', reason: '' }, await enrolled('admin'));
    expect(approved).toMatchObject({ code: 1, data: { request: { state: 'approved' }, enrol_token: expect.any(String) } });
    expect(await call('/api/ops/operatorAdd', { name: 'BOB', role: 'viewer' }, admin)).toMatchObject({ code: 70008 });
    const list = (await call('/api/ops/operators', {}, admin)).data as { name: string; enrolled: boolean }[];
    expect(list.find((row) => row.name === 'bob')).toMatchObject({ enrolled: false });
  });
});

describe("a member's account", () => {
  it('support disables it (every session ends at once) and enables it, with a reason; viewers and cashiers may not', async () => {
    const member = await registerMember(app);
    const support = await enrolled('support');
    for (const role of ['viewer', 'cashier'] as const) {
      const op = await enrolled(role);
      expect(await call('/api/ops/memberStatus', { user_id: member.id, disabled: true, reason: 'test' }, op)).toMatchObject({
        code: 70002,
      });
    }
    const disabled = await call(
      '/api/ops/memberStatus',
      { user_id: member.id, disabled: true, reason: 'chargeback fraud', lang: 'en' },
      support,
    );
    expect(disabled).toMatchObject({ code: 1, data: { user_id: member.id, disabled: true, sessions_ended: 1 } });
    expect((await post(app, '/api/user/userInfo', {}, { token: member.token })).code).not.toBe(1);
    const enabled = await call('/api/ops/memberStatus', { user_id: member.id, disabled: false, reason: 'resolved' }, support);
    expect(enabled).toMatchObject({ code: 1, data: { disabled: false, sessions_ended: 0 } });
    const audit = await auditOf('member.disable', `member:${member.id}`);
    expect(audit.map((row) => [row.actor, row.reason])).toEqual([[`operator:${support.name}`, 'chargeback fraud']]);
    expect(await call('/api/ops/memberStatus', { user_id: 999_999, disabled: true, reason: 'nobody' }, support)).toMatchObject({
      code: 10005,
    });
  });
});

describe('account recovery', () => {
  const CODE = '135790';
  it('support issues a one-time code; the member sets a new password with it; sessions end, withdrawals wait 24 h', async () => {
    const member = await registerMember(app);
    const support = await enrolled('support');
    const viewer = await enrolled('viewer');
    expect(await call('/api/ops/recoveryCode', { user_id: member.id, kind: 'password', reason: 'x'.repeat(5) }, viewer)).toMatchObject({
      code: 70002,
    });
    // Only a member's: an id nobody has is not found, and nothing is issued.
    expect(await call('/api/ops/recoveryCode', { user_id: 987_654, kind: 'password', reason: 'x'.repeat(5) }, support)).toMatchObject({
      code: 10005,
    });
    const first = await call(
      '/api/ops/recoveryCode',
      { user_id: member.id, kind: 'password', reason: 'ID card and wallet match' },
      support,
    );
    const issued = await call(
      '/api/ops/recoveryCode',
      { user_id: member.id, kind: 'password', reason: 'ID card and wallet match' },
      support,
    );
    expect(issued.data.code).toMatch(/^[A-Z2-9]{10}$/);
    const audit = await auditOf('member.recoveryCode', `member:${member.id}`);
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain(issued.data.code); // the code is never recorded

    const reset = (code: string, new_pass = 'fresh-Start-2026') =>
      post(app, '/api/user/resetPassword', { username: member.username, code, new_pass, lang: 'en' });
    expect(await reset(first.data.code)).toMatchObject({ code: 20033 }); // replaced by the newer one
    expect(await reset(issued.data.code, '123')).toMatchObject({ code: 20004 }); // the password's own rules first
    const typed = issued.data.code.toLowerCase().replace(/(.{5})/, '$1-');
    const done = await reset(typed);
    expect(done).toMatchObject({ code: 1, data: { withdrawals_from: expect.any(Number) } });
    expect(done.data.withdrawals_from - Math.floor(Date.now() / 1000)).toBeGreaterThan(24 * 3600 - 5);
    expect(await reset(issued.data.code)).toMatchObject({ code: 20033 }); // once
    expect((await post(app, '/api/user/userInfo', {}, { token: member.token })).code).not.toBe(1); // signed out
    const login = await post(app, '/api/user/login', { account: member.username, password: 'fresh-Start-2026' });
    expect(login.code).toBe(1);
    const token = login.data.token as string;
    const messages = await post(app, '/api/user/messageList', { page: 1, lang: 'en' }, { token });
    expect(messages.data.find((m: { kind: string }) => m.kind === 'account_reset').content).toContain('Your password was reset');

    // /Withdraw knows the hold and its end before any code is typed (issue 42).
    expect((await post(app, '/api/user/withdrawInfo', {}, { token })).data.held_until).toBe(done.data.withdrawals_from);
    // A withdrawal waits: refused with the time it may be made, before the amount is looked at.
    await post(app, '/api/user/setSafety', { new_code: CODE }, { token });
    await post(app, '/api/user/setPayInfo', { type: 1, acc: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8', acc_name: 'USDT-TRC20' }, { token });
    const withdrawal = await post(
      app,
      '/api/user/withdrawAction',
      { type: 1, securityCode: CODE, index: 0, money: 5_000, lang: 'en' },
      { token },
    );
    expect(withdrawal).toMatchObject({ code: 30011, msg: expect.stringContaining('withdrawals wait until') });
  });

  it("a lapsed code, a guessed one, or another member's fails; the security code is reset from a signed-in session", async () => {
    const member = await registerMember(app);
    const other = await registerMember(app);
    const support = await enrolled('support');
    const issued = (await call('/api/ops/recoveryCode', { user_id: member.id, kind: 'security_code', reason: 'verified' }, support)).data;
    const resetCode = (token: string, code: string) => post(app, '/api/user/resetSecurityCode', { code, new_code: CODE }, { token });
    expect(await resetCode(other.token, issued.code)).toMatchObject({ code: 20033 });
    expect(await resetCode(member.token, 'AAAAAAAAAA')).toMatchObject({ code: 20033 });
    advance(31 * 60_000);
    expect(await resetCode(member.token, issued.code)).toMatchObject({ code: 20033 });
    advance(-31 * 60_000);
    expect(await resetCode(member.token, issued.code)).toMatchObject({ code: 1 });
    expect((await post(app, '/api/user/safetyInfo', {}, { token: member.token })).code).not.toBe(1); // every session ended
  });
});

const WALLET = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const SECURITY = '246801';
/** An open anti-money-laundering case of a new member. */
async function walkCase(): Promise<number> {
  const userId = (await registerMember(app)).id;
  await app.db.transaction().execute((trx) => openCase(trx, { userId, rule: 'deny_list', evidence: { walk: true } }, Date.now()));
  return Number((await app.db.selectFrom('aml_cases').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow()).id);
}

/**
 * A member asking a withdrawal of `amount` to a wallet of their own (a wallet two members share opens a case that holds
 * it), fully verified: these are the cashier's rules.
 */
async function withdrawing(amount: number, wallet = freshWallet()) {
  const member = await registerMember(app);
  await verifiedFull(app.db, member.id);
  await post(app, '/api/user/setSafety', { new_code: SECURITY }, { token: member.token });
  await post(app, '/api/user/setPayInfo', { type: 1, acc: wallet, acc_name: 'USDT-TRC20' }, { token: member.token });
  await app.db.transaction().execute((trx) => app.ledger.post(trx, gift(member.id, amount, 'test funds')));
  const asked = await post(
    app,
    '/api/user/withdrawAction',
    { type: 1, securityCode: SECURITY, index: 0, money: amount },
    { token: member.token },
  );
  expect(asked.code).toBe(1);
  return member;
}

describe("the cashier's queues", () => {
  it('a cashier approves the deposit a member opened: the member is credited; a viewer may not', async () => {
    const member = await registerMember(app);
    expect((await post(app, '/api/user/recharge', { amount: 10_000 }, { token: member.token })).code).toBe(1);
    const cashier = await enrolled('cashier');
    const viewer = await enrolled('viewer');
    expect(await call('/api/ops/queue', { kind: 'deposit' }, viewer)).toMatchObject({ code: 70002 });
    const row = (await call('/api/ops/queue', { kind: 'deposit' }, cashier)).data.rows.find(
      (r: { user_id: number }) => r.user_id === member.id,
    );
    expect(row).toMatchObject({ username: member.username, amount: 10_000, approvals: [] });
    expect(
      await call('/api/ops/decide', { id: row.id, kind: 'deposit', decision: 'approve', tx: randomBytes(32).toString('hex') }, viewer),
    ).toMatchObject({ code: 70002 });
    expect(await call('/api/ops/decide', { id: row.id, kind: 'withdrawal', decision: 'approve' }, cashier)).toMatchObject({ code: 70011 });
    expect(
      await call('/api/ops/decide', { id: row.id, kind: 'deposit', decision: 'approve', tx: randomBytes(32).toString('hex') }, cashier),
    ).toMatchObject({
      code: 1,
      data: { state: 'approved' },
    });
    expect(await app.ledger.balanceOf(app.db, member.id)).toBe(11_000); // with the seeded 10% bonus
    expect(
      await call('/api/ops/decide', { id: row.id, kind: 'deposit', decision: 'approve', tx: randomBytes(32).toString('hex') }, cashier),
    ).toMatchObject({ code: 70011 }); // once
    expect((await auditOf('deposit.approve', `deposit:${row.id}`)).map((r) => r.actor)).toEqual([`operator:${cashier.name}`]);
  });

  it("a withdrawal above the threshold is paid on a second operator's approval only; one at or below on the first", async () => {
    const large = await withdrawing(1_000_001);
    const small = await withdrawing(1_000_000);
    const [first, second] = [await enrolled('cashier'), await enrolled('admin')];
    const queue = (await call('/api/ops/queue', { kind: 'withdrawal' }, first)).data;
    expect(queue.second_approval_above).toBe(1_000_000);
    const idOf = (userId: number) => queue.rows.find((r: { user_id: number }) => r.user_id === userId).id as number;
    const approve = (op: SignedOperator, id: number) =>
      call('/api/ops/decide', { id, kind: 'withdrawal', decision: 'approve', lang: 'en' }, op);

    expect(await approve(first, idOf(large.id))).toMatchObject({ code: 1, data: { state: 'awaiting_second' } });
    expect(await approve(first, idOf(large.id))).toMatchObject({ code: 70010, msg: expect.stringContaining('second operator') });
    const waiting = (await call('/api/ops/queue', { kind: 'withdrawal' }, second)).data.rows.find(
      (r: { id: number }) => r.id === idOf(large.id),
    );
    expect(waiting.approvals).toEqual([`operator:${first.name}`]);
    expect(await approve(second, idOf(large.id))).toMatchObject({ code: 1, data: { state: 'approved' } });
    expect(await approve(first, idOf(small.id))).toMatchObject({ code: 1, data: { state: 'approved' } });
    const stillPending = (await call('/api/ops/queue', { kind: 'withdrawal' }, second)).data.rows.map((r: { id: number }) => r.id);
    expect(stillPending).not.toContain(idOf(large.id));
    expect(stillPending).not.toContain(idOf(small.id));
    expect((await auditOf('withdrawal.firstApproval')).map((r) => r.target)).toEqual([`withdrawal:${idOf(large.id)}`]);
  });

  it('an approval takes no transaction; the approved USDT withdrawal then awaits its payout, recorded once by any cashier', async () => {
    const member = await withdrawing(30_000, WALLET);
    const [approver, sender] = [await enrolled('cashier'), await enrolled('cashier')];
    const viewer = await enrolled('viewer');
    const id = (await call('/api/ops/queue', { kind: 'withdrawal' }, approver)).data.rows.find(
      (r: { user_id: number }) => r.user_id === member.id,
    ).id as number;
    const tx = randomBytes(32).toString('hex');
    expect(await call('/api/ops/decide', { id, kind: 'withdrawal', decision: 'approve', tx }, approver)).toMatchObject({ code: 70056 });
    expect(await call('/api/ops/withdrawalPaid', { id, tx }, sender)).toMatchObject({ code: 70050 }); // not approved yet
    expect(await call('/api/ops/decide', { id, kind: 'withdrawal', decision: 'approve' }, approver)).toMatchObject({ code: 1 });
    const awaiting = async () => (await call('/api/ops/payoutQueue', {}, sender)).data.rows.filter((r: { id: number }) => r.id === id);
    expect(await awaiting()).toEqual([
      expect.objectContaining({
        id,
        user_id: member.id,
        amount: 30_000,
        destination: `usdt:${WALLET}`,
        approved_by: `operator:${approver.name}`,
      }),
    ]);
    expect(await call('/api/ops/payoutQueue', {}, viewer)).toMatchObject({ code: 70002 });
    expect(await call('/api/ops/withdrawalPaid', { id, tx }, viewer)).toMatchObject({ code: 70002 });
    expect(await call('/api/ops/withdrawalPaid', { id, tx }, sender)).toMatchObject({
      code: 1,
      data: { tx: `0x${tx}`, to: '0xa614f803b6fd780986a42c78ec9c7f77e6ded13c' },
    });
    expect(await awaiting()).toEqual([]);
    expect(await call('/api/ops/withdrawalPaid', { id, tx: randomBytes(32).toString('hex') }, approver)).toMatchObject({ code: 70054 });
    expect((await auditOf('withdrawal.paid', `withdrawal:${id}`)).map((r) => r.actor)).toEqual([`operator:${sender.name}`]);
  });

  it('pages the queues oldest first, each row once; a withdrawal asked or approved between pages follows at the end', async () => {
    const cashier = await enrolled('cashier');
    for (let i = 0; i < 3; i += 1) await withdrawing(10_000);
    const queued = async () =>
      ((await call('/api/ops/queue', { kind: 'withdrawal', limit: 200 }, cashier)).data.rows as Array<{ id: number }>).map((r) => r.id);
    const all = await queued();
    let asked = 0;
    const walked = await walk('/api/ops/queue', { kind: 'withdrawal' }, cashier, 2, async () => {
      if ((asked += 1) === 1) await withdrawing(10_000);
    });
    expect(walked.ids.slice(0, all.length)).toEqual(all);
    expect(walked.ids).toEqual(await queued()); // the one asked meanwhile too, last
    expect([...walked.ids].sort((a, b) => a - b)).toEqual(walked.ids);
    expect(await call('/api/ops/queue', { kind: 'withdrawal', cursor: 'bm90LWEta2V5' }, cashier)).toMatchObject({ code: 70150 });

    const approve = (id: number) => call('/api/ops/decide', { id, kind: 'withdrawal', decision: 'approve' }, cashier);
    const ids = walked.ids.slice(-3);
    for (const id of ids.slice(0, 2)) expect(await approve(id)).toMatchObject({ code: 1 });
    const awaiting = async () =>
      ((await call('/api/ops/payoutQueue', { limit: 200 }, cashier)).data.rows as Array<{ id: number }>).map((r) => r.id);
    const before = await awaiting();
    expect(before.slice(-2)).toEqual(ids.slice(0, 2));
    let approved = 0;
    const payouts = await walk('/api/ops/payoutQueue', {}, cashier, 1, async () => {
      if ((approved += 1) === 1) await approve(ids[2]!);
    });
    expect(payouts.ids).toEqual([...before, ids[2]]);
    expect(await call('/api/ops/payoutQueue', { cursor: Buffer.from('[1]').toString('base64url') }, cashier)).toMatchObject({
      code: 70150,
    });
  });

  it('a rejection returns the money and records its reason', async () => {
    const member = await withdrawing(50_000);
    const cashier = await enrolled('cashier');
    const id = (await call('/api/ops/queue', { kind: 'withdrawal' }, cashier)).data.rows.find(
      (r: { user_id: number }) => r.user_id === member.id,
    ).id;
    expect(
      await call('/api/ops/decide', { id, kind: 'withdrawal', decision: 'reject', reason: 'address on a sanctions list' }, cashier),
    ).toMatchObject({
      data: { state: 'rejected' },
    });
    expect(await app.ledger.balanceOf(app.db, member.id)).toBe(50_000);
    expect((await auditOf('withdrawal.reject', `withdrawal:${id}`)).map((r) => r.reason)).toEqual(['address on a sanctions list']);
  });
});

describe('the audit log', () => {
  it('has a row for every mutating call, written by its operator from their address', async () => {
    const admin = await enrolled('admin');
    // In this order: signing out last.
    const actions: Record<string, () => Promise<unknown>> = {
      '/api/ops/enrol': async () => (await enrolled('support')) && { code: 1 },
      '/api/ops/signIn': async () => {
        nextStep();
        return call('/api/ops/signIn', { name: admin.name, password: PASSWORD, code: codeOf(admin.secret) });
      },
      '/api/ops/operatorAdd': () => call('/api/ops/operatorAdd', { name: freshName('walk'), role: 'viewer' }, admin),
      '/api/ops/recoveryCode': async () =>
        call('/api/ops/recoveryCode', { user_id: (await registerMember(app)).id, kind: 'password', reason: 'walk' }, admin),
      '/api/ops/decide': async () => {
        const member = await registerMember(app);
        const asked = await post(app, '/api/user/recharge', { amount: 5_000 }, { token: member.token });
        const id = (await call('/api/ops/queue', { kind: 'deposit' }, admin)).data.rows.find(
          (r: { user_id: number }) => r.user_id === member.id,
        ).id;
        return asked.code === 1 && call('/api/ops/decide', { id, kind: 'deposit', decision: 'reject', reason: 'no transfer' }, admin);
      },
      '/api/ops/withdrawalPaid': async () => {
        const member = await withdrawing(10_000);
        const id = (await call('/api/ops/queue', { kind: 'withdrawal' }, admin)).data.rows.find(
          (r: { user_id: number }) => r.user_id === member.id,
        ).id;
        await call('/api/ops/decide', { id, kind: 'withdrawal', decision: 'approve' }, admin);
        return call('/api/ops/withdrawalPaid', { id, tx: randomBytes(32).toString('hex') }, admin);
      },
      '/api/ops/memberStatus': async () =>
        call('/api/ops/memberStatus', { user_id: (await registerMember(app)).id, disabled: true, reason: 'walk' }, admin),
      '/api/ops/giftRequest': async () =>
        call('/api/ops/giftRequest', { user_id: (await registerMember(app)).id, amount: 100, mark: 'walk', reason: 'walk' }, admin),
      '/api/ops/correctionAsk': async () => {
        const member = await registerMember(app);
        const entry = await app.db
          .transaction()
          .execute((trx) => app.ledger.post(trx, { userId: member.id, type: 4, status: 1, amount: 100, mark: 'walk', ref: null }));
        return call('/api/ops/correctionAsk', { user_id: member.id, delta: 100, entry_id: entry.id, reason: 'walk' }, admin);
      },
      '/api/ops/waiverAsk': async () =>
        call('/api/ops/waiverAsk', { user_id: (await registerMember(app)).id, amount: 100, reason: 'walk' }, admin),
      '/api/ops/requestDecide': async () => {
        const asked = await call('/api/ops/waiverAsk', { user_id: (await registerMember(app)).id, amount: 100, reason: 'walk' }, admin);
        return call('/api/ops/requestDecide', { id: asked.data.id, decision: 'reject', reason: 'walk' }, admin); // withdrawing one's own
      },
      '/api/ops/giftDecide': async () => {
        const asked = await call(
          '/api/ops/giftRequest',
          { user_id: (await registerMember(app)).id, amount: 100, mark: 'walk', reason: 'walk' },
          admin,
        );
        return call('/api/ops/giftDecide', { id: asked.data.id, decision: 'reject', reason: 'walk' }, admin); // withdrawing one's own
      },
      '/api/ops/gameStatus': () => call('/api/ops/gameStatus', { game_id: 1, paused: false, reason: 'walk' }, admin),
      '/api/ops/gameLimit': () => call('/api/ops/gameLimit', { game_id: 1, round_payout_limit: 100_000_000, reason: 'walk' }, admin),
      '/api/ops/operatorRole': async () =>
        call('/api/ops/operatorRole', { name: (await enrolled('viewer')).name, role: 'cashier', reason: 'walk' }, admin),
      '/api/ops/enrolment': async () => {
        const { token } = await app.db
          .transaction()
          .execute((trx) => addOperator(trx, { name: freshName('walk'), role: 'viewer' }, CLI_ACTOR));
        return call('/api/ops/enrolment', { token });
      },
      '/api/ops/operatorDisable': async () =>
        call('/api/ops/operatorDisable', { name: (await enrolled('viewer')).name, reason: 'walk' }, admin),
      '/api/ops/operatorReset': async () =>
        call('/api/ops/operatorReset', { name: (await enrolled('viewer')).name, reason: 'walk' }, admin),
      '/api/ops/oddsSet': () => call('/api/ops/oddsSet', { plan_id: 1, class: 1, odds: 198, reason: 'walk' }, admin),
      '/api/ops/roundVoid': async () => {
        // A round sealed long ago (no engine here runs the calendar): asking to void it is audited.
        await app.db
          .insertInto('lottery_rounds')
          .values({ game_id: 1, issue: '20250101001', opens_at: 0, seals_at: 1, draws_at: 2 })
          .execute();
        return call('/api/ops/roundVoid', { game_id: 1, issue: '20250101001', reason: 'walk' }, admin);
      },
      '/api/ops/roomSave': () =>
        call(
          '/api/ops/roomSave',
          {
            game_id: 1,
            title_tw: '走查',
            title_zh: '走查',
            title_en: 'Walk',
            joinmoeny: 0,
            min_money: 100,
            max_money: 1_000,
            reason: 'walk',
          },
          admin,
        ),
      '/api/ops/roomRetire': () => call('/api/ops/roomRetire', { id: 16, reason: 'walk' }, admin),
      '/api/ops/sessionRevoke': async () =>
        call('/api/ops/sessionRevoke', { user_id: (await registerMember(app)).id, all: true, reason: 'walk' }, admin),
      '/api/ops/messageSend': async () =>
        call('/api/ops/messageSend', { user_id: (await registerMember(app)).id, title: 'Walk', body: 'walk' }, admin),
      '/api/ops/programSet': () =>
        call(
          '/api/ops/programSet',
          {
            program: 'fixed_deposit',
            fixed_deposit: { enabled: true, tiers: [{ reserve: 100_000, bonus: 1_000 }], term_months: 1 },
            reason: 'walk',
          },
          admin,
        ),
      '/api/ops/contentSave': () =>
        call(
          '/api/ops/contentSave',
          {
            kind: 'notice',
            tw: { title: '走查', content: '<p>walk</p>' },
            zh: { title: '走查', content: '<p>walk</p>' },
            en: { title: 'Walk', content: '<p>walk</p>' },
            reason: 'walk',
          },
          admin,
        ),
      '/api/ops/contentRetire': async () => {
        const notice = await app.db.selectFrom('notices').select('id').where('retired_at', 'is', null).executeTakeFirstOrThrow();
        return call('/api/ops/contentRetire', { kind: 'notice', id: notice.id, reason: 'walk' }, admin);
      },
      '/api/ops/alertAck': async () => {
        await raiseAlert(app.deps, app.db, winAlert({ order_no: 'walk', user_id: 1, payout: 2_000_000 }, '1:walk'));
        const alert = await app.db.selectFrom('alerts').select('id').where('event_key', '=', 'win:walk').executeTakeFirstOrThrow();
        return call('/api/ops/alertAck', { id: alert.id }, admin);
      },
      '/api/ops/reconcile': () => call('/api/ops/reconcile', { from: '2024-01-01', to: '2024-01-01' }, admin),
      '/api/ops/ownPassword': async () => {
        const self = await enrolled('viewer');
        nextStep();
        return call('/api/ops/ownPassword', { current: PASSWORD, code: codeOf(self.secret), password: 'another long passphrase' }, self);
      },
      '/api/ops/ownAuthenticatorStart': async () => {
        nextStep();
        return call('/api/ops/ownAuthenticatorStart', { password: PASSWORD, code: codeOf(admin.secret) }, admin);
      },
      '/api/ops/ownAuthenticatorConfirm': async () => {
        const self = await enrolled('viewer');
        nextStep();
        const { secret } = (await call('/api/ops/ownAuthenticatorStart', { password: PASSWORD, code: codeOf(self.secret) }, self)).data;
        nextStep();
        return call('/api/ops/ownAuthenticatorConfirm', { code: codeOf(secret) }, self);
      },
      '/api/ops/segmentAsk': async () => {
        await registerMember(app);
        const words = { title_tw: '走查', title_zh: '走查', title_en: 'Walk', body_tw: '走查', body_zh: '走查', body_en: 'walk' };
        return call('/api/ops/segmentAsk', { segment: { kind: 'all_active' }, ...words, reason: 'walk' }, admin);
      },
      '/api/ops/memberProtect': async () =>
        call('/api/ops/memberProtect', { user_id: (await registerMember(app)).id, kind: 'stake', amount: 1_000, reason: 'walk' }, admin),
      '/api/ops/caseNote': async () => call('/api/ops/caseNote', { id: await walkCase(), note: 'walk' }, admin),
      '/api/ops/caseClose': async () => call('/api/ops/caseClose', { id: await walkCase(), decision: 'cleared', note: 'walk' }, admin),
      '/api/ops/denyListUpload': () => call('/api/ops/denyListUpload', { lines: [`0x${'ab'.repeat(20)}`] }, admin),
      '/api/ops/verificationDecide': async () =>
        call(
          '/api/ops/verificationDecide',
          { submission_id: (await submittedMember(app)).submissionId, decision: 'reject', reason: 'walk' },
          admin,
        ),
      '/api/ops/verificationThresholdsSet': () =>
        call('/api/ops/verificationThresholdsSet', { basic_above: 200_000, full_above: 600_000, reason: 'walk' }, admin),
      '/api/ops/signOut': () => call('/api/ops/signOut', {}, admin),
    };
    const mutating = Object.values(opsCalls).filter((def) => def.mutates);
    expect(Object.keys(actions).sort()).toEqual(mutating.map((def) => def.path).sort());
    for (const path of Object.keys(actions)) {
      const before = await app.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow();
      const answer = await actions[path]!();
      // (enrolled() adds its operator as the CLI does: that row is the CLI's)
      const rows = await app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('id', '>', Number(before.id ?? 0))
        .where('actor', '!=', 'cli')
        .execute();
      expect({ path, answer, audited: rows.length > 0 }).toMatchObject({ path, answer: { code: 1 }, audited: true });
      expect(rows.every((row) => row.actor.startsWith('operator:') && row.address === '127.0.0.1')).toBe(true);
    }
    expect(await call('/api/ops/me', {}, admin)).toMatchObject({ code: 70001 }); // signed out
  });

  it('refuses every change and deletion, and reads back newest first, filtered', async () => {
    const admin = await enrolled('admin');
    // The refusal's message (a SQLite error may come from the driver's worker thread: not an Error of this realm).
    const refusal = (query: { execute(): Promise<unknown> }) =>
      query.execute().then(
        () => 'changed',
        (error: { message: string }) => error.message,
      );
    expect(await refusal(app.db.updateTable('audit_log').set({ reason: 'edited' }))).toMatch(/immutable/);
    expect(await refusal(app.db.deleteFrom('audit_log'))).toMatch(/immutable/);
    const rows = (await call('/api/ops/audit', { action: 'operator.enrol' }, admin)).data.rows as { id: number; action: string }[];
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((row) => row.action === 'operator.enrol')).toBe(true);
    expect(rows.map((row) => row.id)).toEqual([...rows.map((row) => row.id)].sort((a, b) => b - a));
  });
});
