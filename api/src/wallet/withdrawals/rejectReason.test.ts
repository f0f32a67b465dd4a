import type { FastifyInstance } from 'fastify';
import { gift } from '../../domain/ledger';
import { dateIn } from '../../domain/time';
import { loadWalletSettings } from '../settings';
import { buildTestApp, type TestApp } from '../../testing/app';
import { freshWallet, post, registerMember } from '../../testing/http';
import { runOpsCommand } from '../../testing/ops';
import { opsTestKit } from '../../testing/opsSession';
import { verifiedFull } from '../../testing/verification';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(() => t.close());

const { call, enrolled } = opsTestKit(() => app);
const SECURITY = '246801';
/** Today where the server counts days (its wallet zone). */
const today = () => ({
  begin_date: dateIn(Date.now(), loadWalletSettings({}).timeZone),
  end_date: dateIn(Date.now(), loadWalletSettings({}).timeZone),
});
const ops = (argv: string[]) => runOpsCommand({ db: app.db, dialect: app.dialect }, t.config, argv);

/** A member with `amount` who asked to withdraw all of it: their token and the withdrawal's id. */
async function withdrawing(amount: number) {
  const member = await registerMember(app);
  await verifiedFull(app.db, member.id);
  await post(app, '/api/user/setSafety', { new_code: SECURITY }, { token: member.token });
  await post(app, '/api/user/setPayInfo', { type: 1, acc: freshWallet(), acc_name: 'USDT-TRC20' }, { token: member.token });
  await app.db.transaction().execute((trx) => app.ledger.post(trx, gift(member.id, amount, 'test funds')));
  const asked = await post(
    app,
    '/api/user/withdrawAction',
    { type: 1, securityCode: SECURITY, index: 0, money: amount },
    { token: member.token },
  );
  expect(asked.code).toBe(1);
  const [review] = (await post(app, '/api/user/withdrawReviewList', {}, { token: member.token })).data;
  return { token: member.token, id: review.id as number };
}

const newestMessage = async (token: string, lang: string) =>
  (await post(app, '/api/user/messageList', { lang }, { token })).data.find((m: { kind: string }) => m.kind.startsWith('withdrawal_'));
const withdrawalsOf = async (token: string, lang = 'en') =>
  (await post(app, '/api/user/quantityLogList', { ...today(), type: 1, lang }, { token })).data as Array<Record<string, unknown>>;

describe("the cashier's reason for rejecting a withdrawal reaches the member (issue 42)", () => {
  it("from the console: a message with the reason in their language, the reason on the request and in its return's words", async () => {
    const member = await withdrawing(30_000);
    const cashier = await enrolled('cashier');
    const reason = 'the wallet is not in your name';
    const decided = await call('/api/ops/decide', { id: member.id, kind: 'withdrawal', decision: 'reject', reason }, cashier);
    expect(decided).toMatchObject({ data: { state: 'rejected' } });

    expect(await newestMessage(member.token, 'en')).toMatchObject({
      kind: 'withdrawal_rejected_because',
      title: 'Withdrawal rejected',
      content: `Your withdrawal of 300u was rejected. Reason: ${reason}. The money is back in your balance.`,
    });
    expect((await newestMessage(member.token, 'tw')).content).toBe(`您的提現 300u 未通過審核。原因：${reason}。款項已退回您的餘額。`);

    const [returned, request] = await withdrawalsOf(member.token);
    expect(request).toMatchObject({ id: member.id, status: 2, reason });
    expect(returned).toMatchObject({ status: 2, delta: 30_000, mark: `Withdrawal rejected, returned (reason: ${reason})` });
    expect(returned).not.toHaveProperty('reason');
    // The legacy client's fund log reads the same rows (amounts in u).
    const legacy = (await post(app, '/api/user/quantityLogList', { ...today(), type: 1 }, { dialect: 'legacy', token: member.token })).data;
    expect(legacy[1]).toMatchObject({ reason, quantity: '-300' });
    expect(legacy[0].mark).toBe(`提現被拒絕，已退回（原因：${reason}）`); // no lang: its default, tw
  });

  it('from the CLI (withdraw:reject --reason): the same message and field; without a reason, neither', async () => {
    const told = await withdrawing(10_000);
    const run = await ops(['withdraw:reject', String(told.id), '--reason', 'duplicate request']);
    expect(run.code).toBe(0);
    expect((await newestMessage(told.token, 'en')).content).toContain('Reason: duplicate request.');
    expect((await withdrawalsOf(told.token)).map((row) => row.reason)).toEqual([undefined, 'duplicate request']);

    const silent = await withdrawing(10_000);
    expect((await ops(['withdraw:reject', String(silent.id)])).code).toBe(0);
    expect(await newestMessage(silent.token, 'en')).toMatchObject({ kind: 'withdrawal_rejected' });
    expect((await withdrawalsOf(silent.token)).map((row) => 'reason' in row)).toEqual([false, false]);
    expect((await ops(['withdraw:reject', String(silent.id), '--reason'])).code).toBe(2);
  });
});
