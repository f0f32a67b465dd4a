import { CLI_ACTOR } from '../audit/log';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hex20ToTron, tronToHex20 } from '../chain/address';
import { startCursor } from '../chain/cursors';
import { loadChainSettings } from '../chain/settings';
import { formatMoney } from 'shared-contracts';
import type { DepositRequest } from 'shared-contracts/api';
import { depositRequest, ENTRY_STATUS as S, ENTRY_TYPE as T, gift, profit, purchase } from '../domain/ledger';
import { dateIn } from '../domain/time';
import { payMonth } from '../promotions/fixedDeposit/payouts';
import { monthOf, monthsAfter, qualifyingPeriod, type Month } from '../promotions/fixedDeposit/rules';
import { buildTestApp, type TestApp } from '../testing/app';
import { postAlone } from '../testing/ledger';
import { changeProgram, fixedDepositProgram } from '../promotions/programs';
import { post, registerMember } from '../testing/http';
import { creditTransferRange } from '../wallet/deposits/chainDeposits';
import { settleRequest } from '../wallet/requests/decide';
import { expireDeposits } from '../wallet/deposits/expiry';
import { loadWalletSettings } from '../wallet/settings';
import { isTrc20Address } from 'shared-contracts/trc20';
import { loadAmlSettings } from '../aml/settings';

const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** The deposit bonus program migration 034 seeds: 10%, no cap, turnover x1 of deposit and bonus. */
const SEEDED_PROMOTION = { enabled: true, percent: 10, cap: null, deposit_multiple: 100, bonus_multiple: 100 };
const CODE = '135790';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(() => t.close());

/** Today where the fund log counts its days (the test app's default zone): a date filter may not go past it. */
const today = () => dateIn(Date.now(), loadWalletSettings({}).timeZone);
const all = () => ({ begin_date: '2018-01-01', end_date: today() });
const monthsBefore = (month: Month, count: number) => monthsAfter(month, -count);

async function credit(userId: number, amount: number) {
  await app.db.transaction().execute((trx) => app.ledger.post(trx, gift(userId, amount, 'test funds')));
}

/** A member ready to withdraw: a bound TRC-20 wallet, a security code and `funds` on the balance. */
async function readyMember(funds = 0) {
  const member = await registerMember(app);
  expect((await post(app, '/api/user/setSafety', { new_code: CODE }, { token: member.token })).code).toBe(1);
  expect((await post(app, '/api/user/setPayInfo', { type: 1, acc: ADDRESS, acc_name: 'USDT-TRC20' }, { token: member.token })).code).toBe(
    1,
  );
  if (funds) await credit(member.id, funds);
  return member;
}

const withdraw = (token: string, body: Record<string, unknown>, idempotencyKey?: string) =>
  post(
    app,
    '/api/user/withdrawAction',
    { type: 1, securityCode: CODE, index: 0, ...body },
    { token, ...(idempotencyKey ? { idempotencyKey } : {}) },
  );

describe('rechargeInfo and recharge', () => {
  it('shows each member an exclusive, stable TRC-20 address and the promotion', async () => {
    const a = await registerMember(app);
    const b = await registerMember(app);
    const first = await post(app, '/api/user/rechargeInfo', {}, { token: a.token });
    expect(first.code).toBe(1);
    expect(first.data).toEqual({ address: expect.any(String), bonus_percent: 10, promotion: SEEDED_PROMOTION, window_minutes: 30 });
    expect(isTrc20Address(first.data.address)).toBe(true);
    expect((await post(app, '/api/user/rechargeInfo', {}, { token: a.token })).data.address).toBe(first.data.address);
    expect((await post(app, '/api/user/rechargeInfo', {}, { token: b.token })).data.address).not.toBe(first.data.address);
    // Recorded for the chain watcher's lookup, once, as the 20-byte hex that Transfer logs carry.
    const recorded = await app.db.selectFrom('deposit_addresses').select(['address', 'user_id']).where('user_id', '=', a.id).execute();
    expect(recorded).toEqual([{ address: tronToHex20(first.data.address), user_id: a.id }]);
  });

  it('says when the chain watcher credits transfers by itself, and about when (19 blocks of 3 s: a minute)', async () => {
    // No node answers there: the watcher only backs off.
    const chain = { ...loadChainSettings({}), jsonRpcUrl: 'http://127.0.0.1:9', pollMs: 60_000 };
    const watched = await buildTestApp({ chain });
    try {
      const m = await registerMember(watched.app);
      expect((await post(watched.app, '/api/user/rechargeInfo', {}, { token: m.token })).data).toEqual({
        address: expect.any(String),
        bonus_percent: 10,
        promotion: SEEDED_PROMOTION,
        window_minutes: 30,
        auto_credit: { confirm_minutes: 1 },
      });
    } finally {
      await watched.close();
    }
  });

  it('records a pending deposit (type 0, status 0) without touching the balance', async () => {
    const m = await registerMember(app);
    const address = (await post(app, '/api/user/rechargeInfo', {}, { token: m.token })).data.address;
    const res = await post(app, '/api/user/recharge', { amount: 50_000, lang: 'en' }, { token: m.token });
    expect(res).toMatchObject({ code: 1, msg: 'Submitted successfully' });
    expect(res.data).toEqual({
      id: expect.any(Number),
      amount: 50_000,
      bonus: 5_000,
      state: 'pending',
      createtime: expect.any(Number),
      expires_at: res.data.createtime + 30 * 60,
      address,
    });
    const info = await post(app, '/api/user/userInfo', {}, { token: m.token });
    expect(info.data.money).toBe(0);
    const log = await post(app, '/api/user/quantityLogList', { ...all(), lang: 'en' }, { token: m.token });
    expect(log.data).toEqual([
      {
        id: res.data.id,
        createtime: expect.any(Number),
        type: 0,
        mark: 'USDT deposit request',
        status: 0,
        quantity: 50_000,
        delta: 0,
        over: 0,
      },
    ]);
  });

  it.each([0, -5, 1.5, '100'])('refuses the amount %p and records nothing', async (amount) => {
    const m = await registerMember(app);
    const res = await post(app, '/api/user/recharge', { amount }, { token: m.token });
    expect(res.code).toBe(10001);
    expect((await post(app, '/api/user/quantityLogList', all(), { token: m.token })).data).toEqual([]);
  });
});

describe('recharge limits (issue 9)', () => {
  const recharge = (token: string, amount = 50_000, lang = 'en') => post(app, '/api/user/recharge', { amount, lang }, { token });
  const requestsOf = (userId: number) =>
    app.db
      .selectFrom('ledger_entries')
      .select('status')
      .where('user_id', '=', userId)
      .where('type', '=', T.deposit)
      .orderBy('id')
      .execute();
  /** A deposit request opened `minutesAgo` minutes ago. */
  const openedAgo = (userId: number, minutesAgo: number) =>
    app.db.transaction().execute((trx) => app.ledger.post(trx, depositRequest(userId, 10_000, 'T'), Date.now() - minutesAgo * 60_000));

  it("a guest cannot open a deposit request (the money could never leave): the spec's visitor popup text", async () => {
    const guest = await post(app, '/api/user/guest', {}, { ip: '10.77.0.2' });
    expect(await recharge(guest.data.token)).toMatchObject({
      code: 30001,
      msg: 'Dear visitor: please register as a full member before operating',
      data: null,
    });
    expect((await recharge(guest.data.token, 50_000, 'tw')).msg).toBe('尊敬的遊客：請註冊成為正式會員後再操作');
    expect((await recharge(guest.data.token, 50_000, 'zh')).msg).toBe('尊敬的游客：请注册成为正式会员后再操作');
    expect(await requestsOf(guest.data.id)).toEqual([]);
  });

  it('refuses more than the per-request maximum (DEPOSIT_MAX_AMOUNT)', async () => {
    const m = await registerMember(app);
    const max = t.config.wallet.depositMaxAmount;
    expect(await recharge(m.token, max + 1)).toMatchObject({ code: 30008, msg: `One deposit request may be at most ${formatMoney(max)}` });
    expect((await recharge(m.token, max + 1, 'tw')).msg).toBe(`單筆充值不能超過 ${formatMoney(max)}`);
    expect(await requestsOf(m.id)).toEqual([]);
    expect((await recharge(m.token, max)).code).toBe(1);
  });

  it('200 requests sent at once open 3; the others are refused with a clear message', async () => {
    const m = await registerMember(app);
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => recharge(m.token, 10_000 + i)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(3);
    const refused = answers.filter((a) => a.code !== 1);
    expect(new Set(refused.map((a) => a.code))).toEqual(new Set([30009]));
    expect(refused[0]!.msg).toBe(
      'You already have 3 deposit requests waiting: complete a transfer, or wait until one expires (30 minutes), then submit again',
    );
    expect(await requestsOf(m.id)).toHaveLength(3);
  });

  it('a request expires 30 minutes after it was opened: it no longer counts, and the fund log shows it rejected', async () => {
    const m = await registerMember(app);
    const expired = [await openedAgo(m.id, 31), await openedAgo(m.id, 30)];
    const waiting = await openedAgo(m.id, 29);
    expect((await recharge(m.token)).code).toBe(1);
    expect((await recharge(m.token)).code).toBe(1);
    expect((await recharge(m.token)).code).toBe(30009); // the one 29 minutes old and the two new ones are open
    const shown = async () =>
      Object.fromEntries(
        (await post(app, '/api/user/quantityLogList', all(), { token: m.token })).data.map((e: { id: number; status: number }) => [
          e.id,
          e.status,
        ]),
      );
    const expected = { [expired[0]!.id]: S.rejected, [expired[1]!.id]: S.rejected, [waiting.id]: S.notPassed };
    expect(await shown()).toMatchObject(expected); // before the sweeper records it

    await expireDeposits(app.ledger, app.db); // what the api's sweeper does each minute
    expect((await requestsOf(m.id)).map((r) => r.status)).toEqual([S.rejected, S.rejected, S.notPassed, S.notPassed, S.notPassed]);
    expect(await shown()).toMatchObject(expected);
    expect(await app.ledger.balanceOf(app.db, m.id)).toBe(0);
    expect((await app.ledger.verifyLedger(app.db)).failures).toEqual([]);
  });
});

describe('rechargeList', () => {
  const recharge = async (token: string, amount: number) => (await post(app, '/api/user/recharge', { amount }, { token })).data;
  const list = (token: string, body: Record<string, unknown> = {}) => post(app, '/api/user/rechargeList', body, { token });
  const settleAlone = (id: number, decision: 'approve' | 'reject') =>
    app.db.transaction().execute((trx) => settleRequest(app.ledger, trx, id, decision));
  /** A request opened `minutesAgo` minutes ago, written as recharge writes it (the member's address in ref). */
  const openedAgo = (userId: number, amount: number, address: string, minutesAgo = 0) =>
    app.db.transaction().execute((trx) => app.ledger.post(trx, depositRequest(userId, amount, address), Date.now() - minutesAgo * 60_000));
  const statesOf = async (token: string) =>
    (await list(token)).data.map((r: { id: number; state: string; amount: number; bonus: number }) => [r.id, r.state, r.amount, r.bonus]);

  it('shows where each request stands: pending (with the bonus approval brings), credited with its bonus, rejected, expired', async () => {
    const m = await registerMember(app);
    const address = (await post(app, '/api/user/rechargeInfo', {}, { token: m.token })).data.address;
    const credited = await recharge(m.token, 50_000);
    const rejected = await recharge(m.token, 20_000);
    await settleAlone(credited.id, 'approve');
    await settleAlone(rejected.id, 'reject');
    const expired = await openedAgo(m.id, 10_000, address, 31);
    const pending = await recharge(m.token, 30_050);
    const expected = [
      [pending.id, 'pending', 30_050, 3_005],
      [expired.id, 'expired', 10_000, 0], // past its window, before the sweeper recorded it
      [rejected.id, 'rejected', 20_000, 0],
      [credited.id, 'credited', 50_000, 5_000],
    ];
    expect(await statesOf(m.token)).toEqual(expected);
    const answer = await list(m.token, { lang: 'en' });
    expect(answer.data[0]).toEqual(pending); // as recharge answered it
    expect(answer.data[1]).toMatchObject({ address, expires_at: Math.floor(expired.createdAt / 1000) + 30 * 60 });

    // Swept, the expiry is recorded as the same status change as the rejection, and still told apart from it.
    await expireDeposits(app.ledger, app.db);
    expect(await statesOf(m.token)).toEqual(expected);
    expect(await app.ledger.balanceOf(app.db, m.id)).toBe(55_000);
  });

  it("lists only the token member's requests (not the credits that settle them), newest first, 20 a page", async () => {
    const a = await registerMember(app);
    const b = await registerMember(app);
    const mine = [];
    for (let i = 1; i <= 23; i += 1) mine.push((await openedAgo(a.id, i * 100, 'TA')).id);
    await settleAlone(mine[0]!, 'approve');
    const theirs = await recharge(b.token, 70_000);
    const newestFirst = mine.reverse();
    const first = await list(a.token);
    expect(first.data.map((r: { id: number }) => r.id)).toEqual(newestFirst.slice(0, 20));
    expect((await list(a.token, { page: 2 })).data.map((r: { id: number }) => r.id)).toEqual(newestFirst.slice(20));
    expect((await list(a.token, { page: 3 })).data).toEqual([]);
    expect((await list(b.token)).data).toEqual([theirs]);
  });

  it('needs a token', async () => {
    expect((await post(app, '/api/user/rechargeList', {})).code).toBe(50008);
  });

  describe('with deposits credited from the chain (issue 27)', () => {
    const U = 1_000_000n; // USDT's units per u
    const hex = (bytes: number) => `0x${randomBytes(bytes).toString('hex')}` as const;
    /** Credits transfers of `amounts` (u) to `address` as the chain watcher would, in one block range of a token of its own. */
    async function transfersTo(address: string, ...amounts: bigint[]): Promise<string[]> {
      const token = hex(20);
      await startCursor(app.db, token, 100n);
      const transfers = amounts.map((amount) => ({
        token,
        txHash: hex(32),
        logIndex: 0,
        blockNumber: 100n,
        from: hex(20),
        to: tronToHex20(address),
        rawAmount: amount,
      }));
      await creditTransferRange(
        app.ledger,
        app.db,
        { token, fromBlock: 100n, toBlock: 100n, transfers },
        { minDepositAmount: 100, timeZone: 'Asia/Taipei', aml: loadAmlSettings({}) },
      );
      return transfers.map((transfer) => transfer.txHash);
    }

    it('lists a transfer with no request as a credited row with its bonus, and a request a transfer closed with its hash', async () => {
      const m = await registerMember(app);
      const other = await registerMember(app);
      const address = (await post(app, '/api/user/rechargeInfo', {}, { token: m.token })).data.address;
      const otherAddress = (await post(app, '/api/user/rechargeInfo', {}, { token: other.token })).data.address;
      const closed = await recharge(m.token, 5_000);
      const late = await openedAgo(m.id, 2_000, address, 31);
      const [closing, alone, tooLate] = await transfersTo(address, 50n * U, 12_345_678n, 20n * U);
      const [theirs] = await transfersTo(otherAddress, 7n * U);

      const rows: DepositRequest[] = (await list(m.token)).data;
      expect(rows.map((r) => [r.state, r.amount, r.bonus, r.tx])).toEqual([
        ['credited', 2_000, 200, tooLate], // after its request's window: credited on its own, the request stays expired
        ['credited', 1_234, 123, alone], // no request: 12.345678u floored to the cent, with its bonus
        ['expired', 2_000, 0, undefined],
        ['credited', 5_000, 500, closing], // the request the transfer of its amount closed
      ]);
      expect(rows.map((r) => r.id).slice(2)).toEqual([late.id, closed.id]);
      expect(rows[1]).toEqual({
        id: expect.any(Number),
        amount: 1_234,
        bonus: 123,
        state: 'credited',
        createtime: expect.any(Number),
        expires_at: rows[1]!.createtime, // no window
        address,
        tx: alone,
      });
      expect((await list(other.token)).data.map((r: DepositRequest) => [r.state, r.amount, r.tx])).toEqual([['credited', 700, theirs]]);
      expect(await app.ledger.balanceOf(app.db, m.id)).toBe(5_500 + 1_357 + 2_200);
    });

    it('pages requests and chain credits together, newest first, 20 a page', async () => {
      const m = await registerMember(app);
      const address = (await post(app, '/api/user/rechargeInfo', {}, { token: m.token })).data.address;
      await openedAgo(m.id, 100, address);
      await transfersTo(address, 3n * U + 10_000n); // 3.01u: no request of that amount
      for (let i = 2; i <= 19; i += 1) await openedAgo(m.id, i * 100, address);
      await transfersTo(address, 3n * U + 20_000n);
      await openedAgo(m.id, 10_000, address);
      const shown = async (page: number) => ((await list(m.token, { page })).data as DepositRequest[]).map((r) => [r.state, r.amount]);
      const requests = Array.from({ length: 18 }, (_, i) => ['pending', (19 - i) * 100]);
      expect(await shown(1)).toEqual([['pending', 10_000], ['credited', 302], ...requests]);
      expect(await shown(2)).toEqual([
        ['credited', 301],
        ['pending', 100],
      ]);
      expect(await shown(3)).toEqual([]);
    });
  });
});

describe('quantityLogList', () => {
  it("answers the fund-log fields, newest first, translated marks, filtered by type; only the caller's entries", async () => {
    const a = await registerMember(app);
    const b = await registerMember(app);
    await credit(a.id, 10_000);
    await app.db.transaction().execute((trx) => app.ledger.post(trx, purchase(a.id, 1_000, 'Singapore 001', 'order:1')));
    await credit(b.id, 777);
    const everything = await post(app, '/api/user/quantityLogList', { ...all(), lang: 'zh' }, { token: a.token });
    expect(everything.data.map((e: { type: number; quantity: number; over: number }) => [e.type, e.quantity, e.over])).toEqual([
      [2, 1_000, 9_000],
      [4, 10_000, 10_000],
    ]);
    const purchases = await post(app, '/api/user/quantityLogList', { ...all(), type: 2 }, { token: a.token });
    expect(purchases.data.map((e: { mark: string }) => e.mark)).toEqual(['Singapore 001']);
    expect(
      (await post(app, '/api/user/quantityLogList', { begin_date: '2018-01-01', end_date: '2018-01-02' }, { token: a.token })).data,
    ).toEqual([]);
    const todays = await post(app, '/api/user/quantityLogList', { begin_date: today(), end_date: today() }, { token: b.token });
    expect(todays.data.map((e: { quantity: number }) => e.quantity)).toEqual([777]);
  });

  it.each([
    [{ begin_date: '2026-02-31', end_date: '2026-03-01' }],
    [{ begin_date: '2026-1-01', end_date: '2026-03-01' }],
    [{ begin_date: '2026-01-01' }],
    [{ ...all(), type: 5 }],
  ])('refuses %p with a clear message', async (body) => {
    const m = await registerMember(app);
    const res = await post(app, '/api/user/quantityLogList', { ...body, lang: 'en' }, { token: m.token });
    expect(res.code).toBe(10001);
    expect(res.msg).toMatch(/date|type/i);
  });

  it('needs a token', async () => {
    expect((await post(app, '/api/user/quantityLogList', all())).code).toBe(50008);
  });
});

describe('withdrawInfo', () => {
  it('answers the balance, the turnover (none: a gift adds none) and the bound accounts', async () => {
    const m = await readyMember(12_345);
    await post(
      app,
      '/api/user/setPayInfo',
      { type: 0, acc: 'Chen', acc_name: '6222020202020202', acc_bank: 'Bank', acc_code: 'B1', acc_fh: 'Main' },
      { token: m.token },
    );
    const res = await post(app, '/api/user/withdrawInfo', {}, { token: m.token });
    expect(res.data).toEqual({
      money: 12_345,
      turnover: { left: 0, required: 0, played: 0 },
      fixed_deposit_term: null,
      held_until: null,
      usdt_address: [{ acc_name: 'USDT-TRC20', acc: ADDRESS }],
      bank_address: [{ acc: 'Chen', acc_name: '6222020202020202', acc_bank: 'Bank' }],
    });
  });
});

describe('the fixed-deposit term a withdrawal would forfeit', () => {
  it('/announcement reads the standing, /Withdraw the term at stake; a withdrawal forfeits it at once; a guest has no tier', async () => {
    const zone = t.config.wallet.timeZone;
    const lastMonth = monthsBefore(monthOf(Date.now(), zone), 1);
    const moment = qualifyingPeriod(lastMonth, zone).to;
    // A 3-month term from last month: still running whatever today's date.
    const seeded = await fixedDepositProgram(app.db);
    await changeProgram(
      app.db,
      'fixed_deposit',
      { ...seeded, termMonths: 3 },
      { actor: CLI_ACTOR, by: 'tester', now: moment - 86_400_000 },
    );
    const m = await readyMember();
    await postAlone(app.db, gift(m.id, 100_000 * 100, 'test funds'), qualifyingPeriod(lastMonth, zone).from - 86_400_000);
    await payMonth(app.ledger, app.db, lastMonth, zone, moment + 60_000);
    await changeProgram(app.db, 'fixed_deposit', seeded, { actor: CLI_ACTOR, by: 'tester' });

    const term = { first_month: lastMonth, last_month: monthsBefore(lastMonth, -2), locked: 5_000 * 100, forfeited: false };
    const standing = await post(app, '/api/user/fixedDepositStanding', { lang: 'en' }, { token: m.token });
    expect(standing.data).toMatchObject({
      month: monthOf(Date.now(), zone),
      reserve: 100_000 * 100,
      tier: { reserve: 100_000 * 100, bonus: 5_000 * 100 },
      term,
      last_term: null,
    });
    expect((await post(app, '/api/user/withdrawInfo', {}, { token: m.token })).data.fixed_deposit_term).toMatchObject(term);

    await withdraw(m.token, { money: 20_000 });
    const after = await post(app, '/api/user/withdrawInfo', {}, { token: m.token });
    expect(after.data.fixed_deposit_term).toMatchObject({ ...term, forfeited: true });

    const guest = await post(app, '/api/user/guest', {}, { ip: '10.77.0.9' });
    const guestStanding = await post(app, '/api/user/fixedDepositStanding', {}, { token: guest.data.token });
    expect(guestStanding.data).toMatchObject({ tier: null, term: null, last_term: null });
  });
});

describe('withdrawAction', () => {
  it("refuses a guest first, with the spec's message", async () => {
    const guest = await post(app, '/api/user/guest', {}, { ip: '10.77.0.1' });
    const res = await withdraw(guest.data.token, { money: 20_000, lang: 'en' });
    expect(res).toMatchObject({ code: 30001, data: null });
    expect(res.msg.toLowerCase()).toContain('please register as a full member');
  });

  it('then checks, in order: binding, security code set, code correct, amount, minimum, balance', async () => {
    const m = await registerMember(app);
    await credit(m.id, 15_000);
    const step = async (body: Record<string, unknown>) => {
      const res = await withdraw(m.token, { lang: 'en', ...body });
      return [res.code, res.msg];
    };
    expect(await step({ money: 99_999_999 })).toEqual([30002, 'Please bind a withdrawal account first']);
    await post(app, '/api/user/setPayInfo', { type: 1, acc: ADDRESS, acc_name: 'USDT-TRC20' }, { token: m.token });
    expect((await step({ money: 10_000, type: 0 }))[0]).toBe(30002); // no bank card bound
    expect((await step({ money: 10_000, index: 1 }))[0]).toBe(30002); // no second wallet
    expect(await step({ money: 99_999_999 })).toEqual([30003, 'Please set a security code first']);
    await post(app, '/api/user/setSafety', { new_code: CODE }, { token: m.token });
    expect((await step({ money: 99_999_999, securityCode: '000000' }))[0]).toBe(20017);
    expect(await step({})).toEqual([30004, 'Please enter the withdrawal amount']);
    expect(await step({ money: 0 })).toEqual([30004, 'Please enter the withdrawal amount']);
    expect(await step({ money: 9_999 })).toEqual([30005, 'Minimum withdrawal 100']);
    expect(await step({ money: 15_001 })).toEqual([30006, 'Insufficient balance, transfer out failed']);
    const ok = await withdraw(m.token, { money: 15_000 });
    expect(ok.code).toBe(1);
    expect(ok.data.money).toBe(0);
    const log = await post(app, '/api/user/quantityLogList', { ...all(), type: 1 }, { token: m.token });
    expect(log.data).toEqual([expect.objectContaining({ type: T.withdrawal, status: S.notPassed, quantity: 15_000, over: 0 })]);
  });

  it('throttles wrong security codes: after a few, even the right code waits', async () => {
    const m = await readyMember(20_000);
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push((await withdraw(m.token, { money: 10_000, securityCode: '111111' })).code);
    expect(codes.slice(0, 5)).toEqual([20017, 20017, 20017, 20017, 20017]);
    expect(codes[5]).toBe(20018);
    expect((await withdraw(m.token, { money: 10_000 })).code).toBe(20018);
    expect((await post(app, '/api/user/withdrawInfo', {}, { token: m.token })).data.money).toBe(20_000);
  });

  it('40 wrong security codes and the right one at once: at most 5 are checked, no withdrawal', async () => {
    const m = await readyMember(20_000);
    const codes = [...Array.from({ length: 40 }, (_, i) => String(200_000 + i)), CODE];
    const answers = await Promise.all(codes.map((securityCode) => withdraw(m.token, { money: 10_000, securityCode })));
    expect(answers.filter((a) => a.code === 20017)).toHaveLength(t.config.throttle.perPair);
    expect(answers[40]!.code).toBe(20018);
    expect((await post(app, '/api/user/withdrawInfo', {}, { token: m.token })).data.money).toBe(20_000);
  });
});

describe('withdrawReviewList', () => {
  it("lists the member's own withdrawals still under review, newest first, and none once decided", async () => {
    const m = await readyMember(50_000);
    const other = await readyMember(20_000);
    const first = (await withdraw(m.token, { money: 10_000 })).code;
    const second = (await withdraw(m.token, { money: 12_000 })).code;
    expect([first, second, (await withdraw(other.token, { money: 10_000 })).code]).toEqual([1, 1, 1]);
    const list = await post(app, '/api/user/withdrawReviewList', {}, { token: m.token });
    expect(list.code).toBe(1);
    expect(list.data).toEqual([
      { id: expect.any(Number), amount: 12_000, createtime: expect.any(Number) },
      { id: expect.any(Number), amount: 10_000, createtime: expect.any(Number) },
    ]);
    const [newer, older] = list.data;
    await app.db.transaction().execute((trx) => settleRequest(app.ledger, trx, older.id, 'approve'));
    await app.db.transaction().execute((trx) => settleRequest(app.ledger, trx, newer.id, 'reject'));
    expect((await post(app, '/api/user/withdrawReviewList', {}, { token: m.token })).data).toEqual([]);
    expect((await post(app, '/api/user/withdrawReviewList', {}, { token: other.token })).data).toEqual([
      { id: expect.any(Number), amount: 10_000, createtime: expect.any(Number) },
    ]);
    expect((await post(app, '/api/user/withdrawReviewList', {})).code).not.toBe(1);
  });
});

describe("idempotency of the wallet's state-changing calls", () => {
  it.each([
    ['recharge', '/api/user/recharge', { amount: 12_300 }],
    ['withdrawAction', '/api/user/withdrawAction', { type: 1, money: 10_000, securityCode: CODE, index: 0 }],
  ])('%s sent 7 times at once with one key has one effect and one answer', async (_name, url, body) => {
    const m = await readyMember(30_000);
    const key = `k-${url}-${m.id}`;
    const answers = await Promise.all(Array.from({ length: 7 }, () => post(app, url, body, { token: m.token, idempotencyKey: key })));
    expect(answers.every((a) => a.code === 1)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.data))).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(6);
    const log = await post(app, '/api/user/quantityLogList', all(), { token: m.token });
    expect(log.data).toHaveLength(2); // the funding gift and exactly one new entry
    const money = (await post(app, '/api/user/withdrawInfo', {}, { token: m.token })).data.money;
    expect(money).toBe(url.endsWith('withdrawAction') ? 20_000 : 30_000);
    const reused = await post(app, url, { ...body, lang: 'en' }, { token: m.token, idempotencyKey: key });
    expect(reused.code).toBe(1); // lang is not part of the request's identity
    const changed = await post(app, url, url.endsWith('recharge') ? { amount: 1 } : { ...body, money: 10_100 }, {
      token: m.token,
      idempotencyKey: key,
    });
    expect(changed.code).toBe(10011);
    expect((await post(app, '/api/user/quantityLogList', all(), { token: m.token })).data).toHaveLength(2);
  });
});

describe('idempotency when the balance covers one', () => {
  it('withdrawal twins sent at once all answer the one withdrawal, never "insufficient balance"', async () => {
    const m = await readyMember(10_000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => withdraw(m.token, { money: 10_000 }, `w-once-${m.id}`)));
    expect(answers.map((a) => a.code)).toEqual([1, 1, 1, 1, 1]);
    expect(new Set(answers.map((a) => JSON.stringify(a.data))).size).toBe(1);
    expect((await post(app, '/api/user/withdrawInfo', {}, { token: m.token })).data.money).toBe(0);
    expect((await post(app, '/api/user/quantityLogList', all(), { token: m.token })).data).toHaveLength(2);
  });
});

describe('userInfo profits from the ledger', () => {
  it("answers today's and total profit (bets and wins), not deposits or gifts", async () => {
    const m = await registerMember(app);
    await credit(m.id, 100_000);
    await app.db.transaction().execute(async (trx) => {
      await app.ledger.post(trx, purchase(m.id, 10_000, 'bet', 'o:1'));
      await app.ledger.post(trx, profit(m.id, 19_800, 'win', 'o:1'));
      await app.ledger.post(trx, purchase(m.id, 5_000, 'bet', 'o:2'));
    });
    const info = await post(app, '/api/user/userInfo', {}, { token: m.token });
    expect(info.data).toMatchObject({ money: 104_800, today_profit: 4_800, yesterday_profit: 0, profit: 4_800 });
  });
});

describe("a member's deposit address is no payout wallet (paid there, the money would be credited again with a bonus)", () => {
  it('refuses to bind another member’s deposit address, or to replace a wallet with it, storing nothing', async () => {
    const other = await registerMember(app);
    const { address } = (await post(app, '/api/user/rechargeInfo', {}, { token: other.token })).data as { address: string };
    const fresh = await registerMember(app);
    const bind = (token: string, body: Record<string, unknown> = {}) =>
      post(app, '/api/user/setPayInfo', { type: 1, acc: address, acc_name: 'USDT-TRC20', ...body }, { token });
    expect(await bind(fresh.token)).toMatchObject({ code: 20041 });
    expect((await post(app, '/api/user/payInfo', { type: 1 }, { token: fresh.token })).data).toBeNull();
    const bound = await readyMember();
    expect(await bind(bound.token, { securityCode: CODE })).toMatchObject({ code: 20041 });
    expect((await post(app, '/api/user/payInfo', { type: 1 }, { token: bound.token })).data).toMatchObject({ acc: ADDRESS });
  });

  it('refuses a withdrawal to a wallet bound before the rule, holding nothing', async () => {
    const other = await registerMember(app);
    const { address } = (await post(app, '/api/user/rechargeInfo', {}, { token: other.token })).data as { address: string };
    const member = await readyMember(50_000);
    await app.db.updateTable('pay_infos').set({ acc: address }).where('user_id', '=', member.id).where('type', '=', 1).execute();
    expect(await withdraw(member.token, { money: 20_000 })).toMatchObject({ code: 20041 });
    expect(await app.ledger.balanceOf(app.db, member.id)).toBe(50_000);
  });
});

describe("the operator's payout wallets are no member's payout wallet (a payout there would never leave the operator)", () => {
  const operatorWallet = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
  it('refuses to bind one (TRON form) and a withdrawal to one bound before the rule, storing and holding nothing', async () => {
    const operated = await buildTestApp({ chain: { ...loadChainSettings({}), payoutAddresses: [operatorWallet] } });
    try {
      const m = await registerMember(operated.app);
      expect((await post(operated.app, '/api/user/setSafety', { new_code: CODE }, { token: m.token })).code).toBe(1);
      const bind = (acc: string) =>
        post(operated.app, '/api/user/setPayInfo', { type: 1, acc, acc_name: 'USDT-TRC20' }, { token: m.token });
      expect(await bind(hex20ToTron(operatorWallet))).toMatchObject({ code: 20042 });
      expect((await post(operated.app, '/api/user/payInfo', { type: 1 }, { token: m.token })).data).toBeNull();
      expect((await bind(ADDRESS)).code).toBe(1);
      await operated.app.db.transaction().execute((trx) => operated.app.ledger.post(trx, gift(m.id, 50_000, 'test funds')));
      await operated.app.db
        .updateTable('pay_infos')
        .set({ acc: hex20ToTron(operatorWallet) })
        .where('user_id', '=', m.id)
        .execute();
      const asked = { type: 1, securityCode: CODE, index: 0, money: 20_000 };
      expect(await post(operated.app, '/api/user/withdrawAction', asked, { token: m.token })).toMatchObject({ code: 20042 });
      expect(await operated.app.ledger.balanceOf(operated.app.db, m.id)).toBe(50_000);
    } finally {
      await operated.close();
    }
  });
});
