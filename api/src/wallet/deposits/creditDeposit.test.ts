// One crediting recipe (review 2026-11-28, step 4): a deposit a cashier approves by hand and a transfer the chain
// watcher credits on its own, of the same amount, leave the same trace: entries, turnover, the member's message.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loadAmlSettings } from '../../aml/settings';
import { tronToHex20, type Hex20 } from '../../chain/address';
import { startCursor } from '../../chain/cursors';
import { depositRequest } from '../../domain/ledger';
import { buildTestApp, type TestApp } from '../../testing/app';
import { post, registerMember } from '../../testing/http';
import { postAlone } from '../../testing/ledger';
import { settleRequest } from '../requests/decide';
import { creditTransferRange } from './chainDeposits';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(async () => {
  expect((await app.ledger.verifyLedger(app.db)).failures).toEqual([]);
  await t.close();
});

const AMOUNT = 25_000; // 250u

/** What a credit left for the member: the entries that moved money, its turnover movements and standing, the kinds of its messages. */
async function traceOf(userId: number) {
  const entries = await app.db
    .selectFrom('ledger_entries')
    .select(['type', 'amount', 'delta', 'status'])
    .where('user_id', '=', userId)
    .where('delta', '!=', 0) // the money moved: a request's own row moves none, its settlement does
    .orderBy('id')
    .execute();
  const turnover = await app.db
    .selectFrom('turnover_entries')
    .select(['kind', 'amount', 'delta', 'left_after', 'multiple'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const standing = await app.db
    .selectFrom('turnover_standings')
    .select(['turnover_left', 'required'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const messages = await app.db.selectFrom('messages').select('kind').where('user_id', '=', userId).orderBy('id').execute();
  const numbers = (row: object) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v]));
  return { entries: entries.map(numbers), turnover: turnover.map(numbers), standing: standing && numbers(standing), messages };
}

it('a hand-approved deposit and a chain-credited transfer of the same amount: the same entries, turnover and message', async () => {
  const byHand = await registerMember(app);
  const request = await postAlone(app.db, depositRequest(byHand.id, AMOUNT, 'T'));
  await app.db.transaction().execute((trx) => settleRequest(app.ledger, trx, request.id, 'approve'));

  const byChain = await registerMember(app);
  const address = (await post(app, '/api/user/rechargeInfo', {}, { token: byChain.token })).data.address as string;
  const token: Hex20 = `0x${randomBytes(20).toString('hex')}`;
  await startCursor(app.db, token, 100n);
  const transfer = {
    token,
    txHash: `0x${randomBytes(32).toString('hex')}` as const,
    logIndex: 0,
    blockNumber: 100n,
    from: `0x${randomBytes(20).toString('hex')}` as const,
    to: tronToHex20(address),
    rawAmount: BigInt(AMOUNT) * 10_000n, // 6 decimals on the chain, 2 in the ledger
  };
  const credited = await creditTransferRange(
    app.ledger,
    app.db,
    { token, fromBlock: 100n, toBlock: 100n, transfers: [transfer] },
    { minDepositAmount: 100, timeZone: 'Asia/Taipei', aml: loadAmlSettings({}) },
  );
  expect(credited?.credits).toEqual([expect.objectContaining({ userId: byChain.id, amount: AMOUNT })]);

  const hand = await traceOf(byHand.id);
  expect(hand.entries.length).toBeGreaterThan(1); // the deposit and its bonus
  expect(hand.turnover.length).toBeGreaterThan(1); // both add turnover
  expect(hand.messages).toEqual([{ kind: 'deposit_credited' }]);
  expect(await traceOf(byChain.id)).toEqual(hand);
});
