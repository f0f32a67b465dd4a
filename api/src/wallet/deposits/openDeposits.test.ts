import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { dateIn } from '../../domain/time';
import { markStopped, markWatching } from '../../chain/watchState';
import { buildTestApp, type TestApp } from '../../testing/app';
import { post, registerMember } from '../../testing/http';
import { opsTestKit } from '../../testing/opsSession';
import { OPEN_DEPOSIT_LAPSE_MS } from './openDeposits';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(() => t.close());

const { call, enrolled } = opsTestKit(() => app);
const tx = () => randomBytes(32).toString('hex');

/** The original client opening its deposit page: `recharge {}` with no client header (the legacy dialect). */
const depositPage = async (token: string) => post(app, '/api/user/recharge', {}, { dialect: 'legacy', token });
const balance = async (token: string) => (await post(app, '/api/user/userInfo', {}, { token })).data.money as number;
const queue = async (session: Awaited<ReturnType<typeof enrolled>>) =>
  (await call('/api/ops/queue', { kind: 'open_deposit' }, session)).data.rows as Array<Record<string, any>>;

describe("the original client's deposit page opens a deposit the cashier can credit (issue 42)", () => {
  it('keeps one open per member however often the page is shown; none for a guest, our own wire or while the watcher runs', async () => {
    const m = await registerMember(app);
    const first = await depositPage(m.token);
    expect(first.code).toBe(1);
    expect(first.data).toMatchObject({ usdt: expect.stringMatching(/^T/), money: '0', open_deposit: { id: expect.any(Number) } });
    const again = await depositPage(m.token);
    expect(again.data.open_deposit.id).toBe(first.data.open_deposit.id);
    expect(again.data.open_deposit.expires_at).toBeGreaterThanOrEqual(first.data.open_deposit.expires_at);

    const ours = await registerMember(app);
    expect((await post(app, '/api/user/rechargeInfo', {}, { token: ours.token })).data).not.toHaveProperty('open_deposit');
    const guest = (await post(app, '/api/user/guest', {})).data;
    const guestPage = await depositPage(guest.token);
    expect(guestPage.code).toBe(1);
    expect(guestPage.data).not.toHaveProperty('open_deposit');

    const watcher = `0x${randomBytes(20).toString('hex')}` as const;
    await markWatching(app.db, watcher, null);
    try {
      const watched = await registerMember(app);
      expect((await depositPage(watched.token)).data.open_deposit).toBeNull();
    } finally {
      await markStopped(app.db, watcher);
    }

    const cashier = await enrolled('cashier');
    const rows = (await queue(cashier)).filter((row) => [m.id, ours.id].includes(row.user_id));
    expect(rows).toEqual([
      expect.objectContaining({ id: first.data.open_deposit.id, username: m.username, amount: null, destination: first.data.usdt }),
    ]);
  });

  it('credits the amount the cashier states with the transaction, once; asks for both; refuses an amount on a request of its own', async () => {
    const m = await registerMember(app);
    const { id } = (await depositPage(m.token)).data.open_deposit;
    const cashier = await enrolled('cashier');
    const paid = tx();
    expect(await call('/api/ops/decide', { id, kind: 'open_deposit', decision: 'approve', tx: paid }, cashier)).toMatchObject({
      code: 30074,
    });
    expect(await call('/api/ops/decide', { id, kind: 'open_deposit', decision: 'approve', amount: 2_550 }, cashier)).toMatchObject({
      code: 30070,
    });
    expect(await balance(m.token)).toBe(0);

    const approved = await call('/api/ops/decide', { id, kind: 'open_deposit', decision: 'approve', tx: paid, amount: 2_550 }, cashier);
    expect(approved).toMatchObject({ code: 1, data: { state: 'approved' } });
    const today = dateIn(Date.now(), t.config.wallet.timeZone);
    const fundLog = (await post(app, '/api/user/quantityLogList', { begin_date: today, end_date: today, type: 0 }, { token: m.token }))
      .data;
    expect(fundLog).toEqual([expect.objectContaining({ type: 0, status: 1, quantity: 2_550, delta: 2_550 })]);
    const credited = await balance(m.token);
    expect(credited).toBe(2_550 + 255); // and the deposit bonus in force (10 % by default), as any deposit
    expect((await post(app, '/api/user/messageList', { lang: 'en' }, { token: m.token })).data[0].kind).toMatch(/^deposit_credited/);
    expect((await queue(cashier)).some((row) => row.id === id)).toBe(false);
    expect(
      await call('/api/ops/decide', { id, kind: 'open_deposit', decision: 'approve', tx: tx(), amount: 2_550 }, cashier),
    ).toMatchObject({
      code: 70011,
    });

    // The page shown again opens a new one; the same transaction cannot be credited twice.
    const next = (await depositPage(m.token)).data.open_deposit.id;
    expect(next).not.toBe(id);
    expect(
      await call('/api/ops/decide', { id: next, kind: 'open_deposit', decision: 'approve', tx: paid, amount: 2_550 }, cashier),
    ).toMatchObject({
      code: 30071,
    });
    expect(await balance(m.token)).toBe(credited);

    // A request of an amount (our own app's) is credited by its own amount: stating one is refused.
    const asked = await post(app, '/api/user/recharge', { amount: 5_000 }, { token: m.token });
    expect(
      await call('/api/ops/decide', { id: asked.data.id, kind: 'deposit', decision: 'approve', tx: tx(), amount: 9_000 }, cashier),
    ).toMatchObject({
      code: 30076,
    });
  });

  it('above the threshold two operators must state the same transaction and amount', async () => {
    const m = await registerMember(app);
    const { id } = (await depositPage(m.token)).data.open_deposit;
    const [first, second] = [await enrolled('cashier'), await enrolled('cashier')];
    const large = t.config.wallet.secondDepositApprovalAbove + 100;
    const paid = tx();
    const approve = (session: typeof first, body: object) =>
      call('/api/ops/decide', { id, kind: 'open_deposit', decision: 'approve', ...body }, session);
    expect(await approve(first, { tx: paid, amount: large })).toMatchObject({ data: { state: 'awaiting_second' } });
    expect((await queue(first)).find((row) => row.id === id)?.approvals).toEqual([`operator:${first.name}`]);
    expect(await approve(first, { tx: paid, amount: large })).toMatchObject({ code: 30072 });
    expect(await approve(second, { tx: paid, amount: large + 1 })).toMatchObject({ code: 30075 });
    expect(await approve(second, { tx: tx(), amount: large })).toMatchObject({ code: 30075 });
    expect(await balance(m.token)).toBe(0);
    expect(await approve(second, { tx: paid, amount: large })).toMatchObject({ data: { state: 'approved' } });
    expect(await balance(m.token)).toBeGreaterThanOrEqual(large); // and the deposit bonus in force, if any
  });

  it('a rejection closes it; one not shown for 24 h lapses until the page is shown again', async () => {
    const cashier = await enrolled('cashier');
    const rejected = await registerMember(app);
    const { id } = (await depositPage(rejected.token)).data.open_deposit;
    expect(
      await call('/api/ops/decide', { id, kind: 'open_deposit', decision: 'reject', reason: 'no transfer came' }, cashier),
    ).toMatchObject({
      data: { state: 'rejected' },
    });
    expect((await queue(cashier)).some((row) => row.id === id)).toBe(false);

    const idle = await registerMember(app);
    const open = (await depositPage(idle.token)).data.open_deposit.id;
    await app.db
      .updateTable('open_deposits')
      .set({ seen_at: Date.now() - OPEN_DEPOSIT_LAPSE_MS - 1 })
      .where('id', '=', open)
      .execute();
    expect((await queue(cashier)).some((row) => row.id === open)).toBe(false);
    expect(
      await call('/api/ops/decide', { id: open, kind: 'open_deposit', decision: 'approve', tx: tx(), amount: 100 }, cashier),
    ).toMatchObject({
      code: 70011,
    });
    expect((await depositPage(idle.token)).data.open_deposit.id).toBe(open);
    expect((await queue(cashier)).some((row) => row.id === open)).toBe(true);
  });
});
