// A recorded payout on the member's fund log (quantityLogList's payout_tx and payout_state), scoped to the caller.
// The chain check itself runs on anvil in chain/payouts.test.ts; the ops refusals in ops/commands/payoutCommands.test.ts.
import { randomBytes } from 'node:crypto';
import { gift } from '../../domain/ledger';
import { dateIn } from '../../domain/time';
import { buildTestApp, type TestApp } from '../../testing/app';
import { post, registerMember } from '../../testing/http';
import { decideAs } from '../../operators/cashier';
import { markPaid } from './markPaid';
import { payoutsOf } from './payouts';
import { loadWalletSettings } from '../settings';

const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const CODE = '135790';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const all = () => ({ begin_date: '2018-01-01', end_date: dateIn(Date.now(), loadWalletSettings({}).timeZone) });

/** A member who asked to withdraw `amount` to their bound TRC-20 wallet (held, awaiting the operator). */
async function memberWithdrawing(amount: number) {
  const m = await registerMember(t.app);
  expect((await post(t.app, '/api/user/setSafety', { new_code: CODE }, { token: m.token })).code).toBe(1);
  expect((await post(t.app, '/api/user/setPayInfo', { type: 1, acc: ADDRESS, acc_name: 'USDT-TRC20' }, { token: m.token })).code).toBe(1);
  await t.app.db.transaction().execute((trx) => t.app.ledger.post(trx, gift(m.id, amount, 'test funds')));
  expect(
    (await post(t.app, '/api/user/withdrawAction', { type: 1, money: amount, securityCode: CODE, index: 0 }, { token: m.token })).code,
  ).toBe(1);
  const hold = await t.app.db
    .selectFrom('ledger_entries')
    .select('id')
    .where('user_id', '=', m.id)
    .where('type', '=', 1)
    .executeTakeFirstOrThrow();
  return { ...m, withdrawalId: Number(hold.id) };
}

const fundLog = async (token: string) =>
  (await post(t.app, '/api/user/quantityLogList', { ...all(), type: 1 }, { token })).data as Array<Record<string, unknown>>;

describe('a recorded payout on the fund log', () => {
  it('shows the payout hash and its check on the withdrawal, to its member only', async () => {
    const paid = await memberWithdrawing(20_000);
    const waiting = await memberWithdrawing(15_000);
    expect((await fundLog(paid.token))[0]).not.toHaveProperty('payout_tx');
    const hash = `0x${randomBytes(32).toString('hex')}` as const;
    const cashier = { actor: 'operator:ann', address: '127.0.0.1' };
    await t.app.db.transaction().execute(async (trx) => {
      await decideAs(t.app.deps, trx, { id: paid.withdrawalId, kind: 'withdrawal', decision: 'approve' }, cashier);
      await markPaid(t.app.deps, trx, { id: paid.withdrawalId, tx: hash }, cashier);
    });

    expect(await fundLog(paid.token)).toEqual([
      expect.objectContaining({ id: paid.withdrawalId, type: 1, status: 1, payout_tx: hash, payout_state: 'pending' }),
    ]);
    await t.app.db.updateTable('chain_payouts').set({ state: 'mismatch' }).where('entry_id', '=', paid.withdrawalId).execute();
    expect((await fundLog(paid.token))[0]).toMatchObject({ payout_tx: hash, payout_state: 'mismatch' });

    const [other] = await fundLog(waiting.token);
    expect(other).not.toHaveProperty('payout_tx');
    expect(other).not.toHaveProperty('payout_state');
    // Asked for another member's entry, the lookup answers nothing.
    expect((await payoutsOf(t.app.db, waiting.id, [paid.withdrawalId])).size).toBe(0);
    expect((await payoutsOf(t.app.db, paid.id, [paid.withdrawalId])).get(paid.withdrawalId)).toEqual({ txHash: hash, state: 'mismatch' });
  });
});
