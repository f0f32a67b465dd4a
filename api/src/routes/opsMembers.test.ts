import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { memberDetail } from 'shared-contracts/ops';
import { hashToken } from '../security/token';
import { buildTestApp, type TestApp } from '../testing/app';
import { writeMessage } from '../messages/write';
import { fund } from '../testing/ledger';
import { post, registerMember } from '../testing/http';
import { fakeClock, testCalendarStart, testLotterySettings } from '../testing/lottery';
import { opsTestKit, type SignedOperator } from '../testing/opsSession';

let t: TestApp;
let app: FastifyInstance;
const { call, walk, enrolled, advance } = opsTestKit(() => app);

const WALLET = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const OTHER_WALLET = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

beforeAll(async () => {
  // An always-open lottery on its own clock; Date.now (the ledger's, the sessions') put on the lottery's day.
  const clock = fakeClock(0);
  const settings = testLotterySettings(clock);
  clock.set(testCalendarStart(settings) + 1000);
  t = await buildTestApp({ lottery: settings, seedDemo: false });
  app = t.app;
  advance(clock() - Date.now());
  await app.lottery.tick();
});
afterAll(() => t.close());

let support: SignedOperator;
let admin: SignedOperator;
beforeAll(async () => {
  support = await enrolled('support');
  admin = await enrolled('admin');
});

const auditOf = (action: string, target: string) =>
  app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target', '=', target).execute();
const search = (query: string, op = support) => call('/api/ops/memberSearch', { query }, op);
const idsOf = (answer: { data: { rows: Array<{ id: number }> } }) => answer.data.rows.map((row) => row.id);
const detailOf = async (userId: number, op = support) => {
  const answer = await call('/api/ops/memberDetail', { user_id: userId, lang: 'en' }, op);
  expect(answer.code).toBe(1);
  return memberDetail.parse(answer.data);
};
/** A member's whole paged list (orders, messages, replaced bindings), walked with the cursors it answers. */
const listOf = async (list: 'memberOrders' | 'memberMessages' | 'memberBindingChanges', userId: number) => {
  const rows: Array<Record<string, unknown>> = [];
  let cursor: string | undefined;
  do {
    const answer = await call(`/api/ops/${list}`, { user_id: userId, lang: 'en', ...(cursor ? { cursor } : {}) }, support);
    expect(answer.code).toBe(1);
    rows.push(...(answer.data.rows as Array<Record<string, unknown>>));
    cursor = answer.data.next as string | undefined;
  } while (cursor);
  return rows;
};
const bindWallet = (token: string, acc: string, securityCode?: string) =>
  post(app, '/api/user/setPayInfo', { type: 1, acc, acc_name: 'USDT-TRC20', ...(securityCode ? { securityCode } : {}) }, { token });

describe('opsMemberSearch', () => {
  it('finds a member by id, by the start of the username in any case, and by a bound address; never a guest', async () => {
    const member = await registerMember(app, `Findme${Date.now() % 100_000}`);
    const other = await registerMember(app);
    expect((await bindWallet(member.token, WALLET)).code).toBe(1);

    expect(idsOf(await search(String(member.id)))).toEqual([member.id]);
    expect(idsOf(await search(member.username.slice(0, 5).toUpperCase()))).toContain(member.id);
    expect(idsOf(await search(member.username.slice(0, 5).toUpperCase()))).not.toContain(other.id);
    expect(await search(WALLET)).toMatchObject({
      code: 1,
      data: { rows: [{ id: member.id, username: member.username, disabled: false, balance: 0 }] },
    });
    expect(idsOf(await search(WALLET.slice(0, 20)))).toEqual([]); // an address matches whole

    const guest = await post(app, '/api/user/guest', {});
    expect(guest.code).toBe(1);
    expect(idsOf(await search(String(guest.data.id)))).toEqual([]);
    expect(await call('/api/ops/memberDetail', { user_id: guest.data.id }, support)).toMatchObject({ code: 10005 });
  });

  it('is refused to a viewer and a cashier (70002)', async () => {
    for (const role of ['viewer', 'cashier'] as const) {
      const op = await enrolled(role);
      expect(await search('a', op)).toMatchObject({ status: 403, code: 70002 });
      expect(await call('/api/ops/memberDetail', { user_id: 1 }, op)).toMatchObject({ status: 403, code: 70002 });
      expect(await call('/api/ops/sessionRevoke', { user_id: 1, all: true, reason: 'a reason' }, op)).toMatchObject({ code: 70002 });
      expect(await call('/api/ops/messageSend', { user_id: 1, title: 'Hi', body: 'Hello' }, op)).toMatchObject({ code: 70002 });
    }
  });
});

describe('opsMemberDetail', () => {
  it("shows what the member did: a credited deposit's balance and fund log, an order, a binding and its change", async () => {
    const member = await registerMember(app);
    expect((await post(app, '/api/user/recharge', { amount: 10_000 }, { token: member.token })).code).toBe(1);
    const row = (await call('/api/ops/queue', { kind: 'deposit' }, admin)).data.rows.find(
      (r: { user_id: number }) => r.user_id === member.id,
    );
    expect(
      (await call('/api/ops/decide', { id: row.id, kind: 'deposit', decision: 'approve', tx: randomBytes(32).toString('hex') }, admin))
        .code,
    ).toBe(1);
    const bet = await post(
      app,
      '/api/Lottery/playOrder',
      { issue: '202601010001', plan_id: 1, game_id: 1, play_type: '1', money: 1000 },
      { token: member.token },
    );
    expect(bet.code).toBe(1);
    expect((await bindWallet(member.token, WALLET)).code).toBe(1);
    expect((await post(app, '/api/user/setSafety', { new_code: '135790' }, { token: member.token })).code).toBe(1);
    expect((await bindWallet(member.token, OTHER_WALLET, '135790')).code).toBe(1);

    const balance = await app.ledger.balanceOf(app.db, member.id);
    expect(balance).toBe(10_000); // 10,000 credited with a 10% bonus, 1,000 staked
    const detail = await detailOf(member.id);
    expect(detail.profile).toMatchObject({
      id: member.id,
      username: member.username,
      disabled: false,
      balance,
      idcard: '',
      real_name: null,
    });
    expect(detail.profile.last_login).not.toBeNull();
    expect(detail.fund_log.map((entry) => [entry.type, entry.delta])).toEqual([
      [2, -1000],
      [4, 1000],
      [0, 10_000],
    ]);
    expect(detail.fund_log[0]!.over).toBe(10_000);
    expect(detail.turnover_left).toBeGreaterThan(0);
    expect(await listOf('memberOrders', member.id)).toEqual([
      expect.objectContaining({ orderNo: bet.data.orderNo, quantity: 1000, issue: '202601010001' }),
    ]);
    expect(detail.bindings).toEqual([{ type: 1, acc: OTHER_WALLET, acc_name: 'USDT-TRC20', acc_bank: '' }]);
    expect(await listOf('memberBindingChanges', member.id)).toEqual([
      expect.objectContaining({ type: 1, previous: expect.stringContaining(WALLET), replacement: expect.stringContaining(OTHER_WALLET) }),
    ]);
    expect(detail.sessions).toHaveLength(1);
    expect(detail.sessions[0]!.handle).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(detail)).not.toContain(member.token);
    expect(detail.protection).toMatchObject({ break: null });
    expect(detail.withdrawals_held_until).toBeNull();
    expect((await listOf('memberMessages', member.id)).map((m) => m.kind)).toEqual(['binding_changed', 'deposit_credited']);
  });

  it('shows a break the member took, read only; an unknown id or a guest is not found', async () => {
    const member = await registerMember(app);
    expect((await post(app, '/api/user/takeBreak', { length: '24h' }, { token: member.token })).code).toBe(1);
    const detail = await detailOf(member.id);
    expect(detail.protection.break).toMatchObject({ kind: 'timeout', until: expect.any(Number) });
    expect(await call('/api/ops/memberDetail', { user_id: 999_999 }, support)).toMatchObject({ code: 10005 });
  });
});

describe('opsSessionRevoke', () => {
  it("ends one session (its token stops working) or all of them, with a reason, audited; never another member's", async () => {
    const member = await registerMember(app);
    const second = await post(app, '/api/user/login', { account: member.username, password: member.password });
    expect(second.code).toBe(1);
    const stranger = await registerMember(app);
    const sessions = (await detailOf(member.id)).sessions;
    expect(sessions).toHaveLength(2);
    // Support sees the second sign-in's session by its handle: its token's hash begins with it.
    const handle = hashToken(second.data.token).slice(0, 16);
    expect(sessions.map((s) => s.handle)).toContain(handle);

    expect(await call('/api/ops/sessionRevoke', { user_id: stranger.id, session: handle, reason: 'wrong member' }, support)).toMatchObject({
      code: 10005,
    });
    expect(await call('/api/ops/sessionRevoke', { user_id: member.id, reason: 'neither' }, support)).toMatchObject({ code: 10001 });
    const one = await call('/api/ops/sessionRevoke', { user_id: member.id, session: handle, reason: 'lost phone' }, support);
    expect(one).toMatchObject({ code: 1, data: { sessions_ended: 1 } });
    const still = (await detailOf(member.id)).sessions;
    expect(still).toHaveLength(1);
    expect(still[0]!.handle).not.toBe(handle);
    const tokens = [member.token, second.data.token as string];
    expect((await post(app, '/api/user/userInfo', {}, { token: second.data.token })).code).toBe(50008);
    expect((await post(app, '/api/user/userInfo', {}, { token: member.token })).code).toBe(1);

    expect(await call('/api/ops/sessionRevoke', { user_id: member.id, all: true, reason: 'account taken over' }, support)).toMatchObject({
      code: 1,
      data: { sessions_ended: 1 },
    });
    for (const token of tokens) expect((await post(app, '/api/user/userInfo', {}, { token })).code).toBe(50008);
    const rows = await auditOf('member.sessionRevoke', `member:${member.id}`);
    expect(rows.map((r) => [r.actor, r.reason])).toEqual([
      [`operator:${support.name}`, 'lost phone'],
      [`operator:${support.name}`, 'account taken over'],
    ]);
    expect(rows[0]!.before).toContain(handle);
  });
});

describe('opsMessageSend', () => {
  it('writes the member a message they read in their own list, audited with its words', async () => {
    const member = await registerMember(app);
    const sent = await call(
      '/api/ops/messageSend',
      { user_id: member.id, title: 'About your deposit', body: 'It is credited now.' },
      support,
    );
    expect(sent).toMatchObject({ code: 1, data: null });
    const list = await post(app, '/api/user/messageList', { lang: 'en' }, { token: member.token });
    expect(list.data[0]).toMatchObject({
      kind: 'support_message',
      title: 'About your deposit',
      content: 'It is credited now.',
      read: false,
    });
    const rows = await auditOf('member.message', `member:${member.id}`);
    expect(rows.map((r) => [r.actor, JSON.parse(r.after!)])).toEqual([
      [`operator:${support.name}`, { title: 'About your deposit', body: 'It is credited now.' }],
    ]);
    expect((await listOf('memberMessages', member.id))[0]).toMatchObject({ title: 'About your deposit' });
    expect(await call('/api/ops/messageSend', { user_id: 999_999, title: 'Hi', body: 'Hello' }, support)).toMatchObject({ code: 10005 });
  });
});

describe('reads recorded', () => {
  it("opening a member's detail (with their fund log) leaves an access row, shown apart from the audit log", async () => {
    const member = await registerMember(app);
    const auditRows = (await call('/api/ops/audit', { target: `member:${member.id}` }, admin)).data;
    await detailOf(member.id);
    await detailOf(member.id, admin);
    const reads = await call('/api/ops/access', { target: `member:${member.id}` }, admin);
    expect(reads).toMatchObject({
      code: 1,
      data: {
        rows: [
          { actor: `operator:${admin.name}`, target: `member:${member.id}`, what: 'member.detail', address: '127.0.0.1' },
          { actor: `operator:${support.name}`, target: `member:${member.id}`, what: 'member.detail', address: '127.0.0.1' },
        ],
      },
    });
    expect(
      (await call('/api/ops/access', { actor: `operator:${support.name}`, target: `member:${member.id}` }, admin)).data.rows,
    ).toHaveLength(1);
    // A read changes nothing: the audit log of changes is as it was.
    expect((await call('/api/ops/audit', { target: `member:${member.id}` }, admin)).data).toEqual(auditRows);
    // A refused read (a guest, an unknown id) records nothing.
    await call('/api/ops/memberDetail', { user_id: 999_999 }, support);
    expect((await call('/api/ops/access', { target: 'member:999999' }, admin)).data).toEqual({ rows: [] });
    // Immutable: the refusal's message (a SQLite error may come from the driver's worker thread, not an Error of this realm).
    const refused = await app.db
      .deleteFrom('access_log')
      .execute()
      .then(
        () => 'deleted',
        (error: { message: string }) => error.message,
      );
    expect(refused).toMatch(/immutable/);
  });
});

describe('member lists paged (orders, messages, replaced bindings)', () => {
  type Page = { rows: Array<Record<string, unknown>>; next?: string };
  const idsOf = (page: Page) => page.rows.map((row) => row.id as number);
  it("pages a member's orders, messages and replaced bindings, newest first, each once though more are written between pages", async () => {
    const member = await registerMember(app);
    await fund(app.db, member.id, 100_000);
    const bet = async () =>
      expect(
        (
          await post(
            app,
            '/api/Lottery/playOrder',
            { issue: '202601010001', plan_id: 1, game_id: 1, play_type: '1', money: 100 },
            { token: member.token },
          )
        ).code,
      ).toBe(1);
    for (let i = 0; i < 5; i += 1) await bet();
    const body = { user_id: member.id, lang: 'en' };
    const orders = (await call('/api/ops/memberOrders', { ...body, limit: 200 }, support)).data as {
      rows: Array<{ orderNo: string; createtime: number }>;
    };
    expect(orders.rows).toHaveLength(5);
    const walked = await walk('/api/ops/memberOrders', body, support, 2, bet);
    expect(walked.pages).toBe(3);
    expect(walked.rows.map((row) => row.orderNo)).toEqual(orders.rows.map((row) => row.orderNo));
    const times = orders.rows.map((row) => row.createtime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(await call('/api/ops/memberOrders', { ...body, cursor: Buffer.from('[1]').toString('base64url') }, support)).toMatchObject({
      code: 70150,
    });

    const message = () =>
      app.db
        .transaction()
        .execute((trx) => writeMessage(trx, { userId: member.id, kind: 'support_message', params: { title: 'Hi', body: 'Hello' } }));
    for (let i = 0; i < 4; i += 1) await message();
    const messages = (await call('/api/ops/memberMessages', { ...body, limit: 200 }, support)).data as Page;
    expect(messages.rows.length).toBeGreaterThanOrEqual(4);
    const walkedMessages = await walk('/api/ops/memberMessages', body, support, 3, message);
    expect(walkedMessages.ids).toEqual(idsOf(messages));
    expect([...walkedMessages.ids].sort((a, b) => b - a)).toEqual(walkedMessages.ids);
    expect(await call('/api/ops/memberMessages', { ...body, cursor: 'bm90LWEta2V5' }, support)).toMatchObject({ code: 70150 });

    const change = (i: number) =>
      app.db
        .insertInto('pay_info_changes')
        .values({ user_id: member.id, type: 1, previous: `old${i}`, replacement: `new${i}`, ip: '10.0.0.1', created_at: Date.now() })
        .execute();
    for (let i = 0; i < 3; i += 1) await change(i);
    const changes = (await call('/api/ops/memberBindingChanges', { ...body, limit: 200 }, support)).data as Page;
    expect(changes.rows).toHaveLength(3);
    const walkedChanges = await walk('/api/ops/memberBindingChanges', body, support, 2, () => change(9));
    expect(walkedChanges.ids).toEqual(idsOf(changes));
    expect([...walkedChanges.ids].sort((a, b) => b - a)).toEqual(walkedChanges.ids);
    expect(await call('/api/ops/memberBindingChanges', { ...body, cursor: 'bm90LWEta2V5' }, support)).toMatchObject({ code: 70150 });
    expect(await call('/api/ops/memberOrders', { user_id: 999_999 }, support)).toMatchObject({ code: 10005 });
  });
});
