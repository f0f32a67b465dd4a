import { randomBytes } from 'node:crypto';
import { hex20ToTron, type Hex20 } from '../../chain/address';
import { readCursor, startCursor } from '../../chain/cursors';
import type { Transfer, TransferRange } from '../../chain/transfers';
import { depositRequest, ENTRY_STATUS as S } from '../../domain/ledger';
import { Ledger } from '../../ledger';
import { buildTestDb } from '../../testing/app';
import { createMember, postAlone } from '../../testing/ledger';
import { creditTransferRange } from './chainDeposits';
import { DepositAddresses } from './addresses';
import { backfillDepositAddresses, rememberDepositAddress } from './addressBook';
import { expireDeposits } from './expiry';
import { generateDemoXpub } from './operatorKey';
import { writeBreak, writeLimit } from '../../play/controls';
import { depositUsed } from '../../play/usage';
import { periodOf } from '../../domain/play';
import { turnoverLeftOf } from '../../promotions/turnover';
import { loadAmlSettings } from '../../aml/settings';

const ledger = new Ledger();
/** CHAIN_MIN_DEPOSIT 1u. */
const rules = { minDepositAmount: 100, timeZone: 'Asia/Taipei', aml: loadAmlSettings({}) };
/** USDT's units per u (6 decimals). */
const U = 1_000_000n;

type TestDb = Awaited<ReturnType<typeof buildTestDb>>;
let t: TestDb;
beforeAll(async () => {
  t = await buildTestDb();
});
afterAll(() => t.close());

const hex20 = (): Hex20 => `0x${randomBytes(20).toString('hex')}`;

/** A token of its own per test, its cursor at block 100. */
async function freshToken(): Promise<Hex20> {
  const token = hex20();
  await startCursor(t.db, token, 100n);
  return token;
}

async function memberWithAddress(groupId = 1): Promise<{ id: number; address: Hex20 }> {
  const id = await createMember(t.db, groupId);
  const address = hex20();
  await rememberDepositAddress(t.db, id, hex20ToTron(address));
  return { id, address };
}

function transferTo(token: Hex20, to: Hex20, rawAmount: bigint, blockNumber = 100n): Transfer {
  return { token, txHash: `0x${randomBytes(32).toString('hex')}`, logIndex: 0, blockNumber, from: hex20(), to, rawAmount };
}

const credit = (range: TransferRange) => creditTransferRange(ledger, t.db, range, rules);
const range = (token: Hex20, fromBlock: bigint, transfers: Transfer[]): TransferRange => ({
  token,
  fromBlock,
  toBlock: fromBlock + 9n,
  transfers,
});
const rowOf = (transfer: Transfer) =>
  t.db
    .selectFrom('chain_transfers')
    .select(['state', 'amount', 'raw_amount', 'user_id', 'entry_id', 'request_id', 'block_number', 'to_address'])
    .where('tx_hash', '=', transfer.txHash)
    .executeTakeFirst();
const messagesOf = async (userId: number) =>
  (await t.db.selectFrom('messages').select(['kind', 'params']).where('user_id', '=', userId).orderBy('id').execute()).map((m) => [
    m.kind,
    JSON.parse(m.params),
  ]);
const statusOf = async (entryId: number) =>
  Number((await t.db.selectFrom('ledger_entries').select('status').where('id', '=', entryId).executeTakeFirstOrThrow()).status);
const outcomeOf = (requestId: number) =>
  t.db.selectFrom('deposit_outcomes').select(['outcome', 'bonus']).where('request_id', '=', requestId).execute();

describe('crediting a block range of transfers (one transaction: cursor, rows, ledger entries, messages)', () => {
  it('a transfer with no request: credited, floored to the minor unit, the 10% bonus, one message, the cursor moved', async () => {
    const token = await freshToken();
    const member = await memberWithAddress();
    const transfer = transferTo(token, member.address, 12_345_678n); // 12.345678u: 1234 minor units, 0.005678u not credited
    const result = await credit(range(token, 100n, [transfer]));
    expect(result).toMatchObject({
      recorded: 1,
      duplicates: 0,
      credits: [{ userId: member.id, amount: 1234, bonus: 123, requestId: null }],
    });
    expect(await ledger.balanceOf(t.db, member.id)).toBe(1357);
    expect(await rowOf(transfer)).toEqual({
      state: 'credited',
      amount: 1234,
      raw_amount: '12345678',
      user_id: member.id,
      entry_id: result!.credits[0]!.entryId,
      request_id: null,
      block_number: 100,
      to_address: member.address,
    });
    expect(await messagesOf(member.id)).toEqual([['deposit_credited', { amount: 1234, bonus: 123 }]]);
    expect(await readCursor(t.db, token)).toBe(110n);
    expect((await ledger.verifyLedger(t.db)).failures).toEqual([]);
  });

  it('the same transfer twice, in one range or in a later one: credited once', async () => {
    const token = await freshToken();
    const member = await memberWithAddress();
    const transfer = transferTo(token, member.address, 10n * U);
    expect(await credit(range(token, 100n, [transfer, transfer]))).toMatchObject({ recorded: 1, duplicates: 1 });
    expect(await credit(range(token, 110n, [transfer]))).toMatchObject({ recorded: 0, duplicates: 1, credits: [] });
    expect(await ledger.balanceOf(t.db, member.id)).toBe(1100);
    expect(await messagesOf(member.id)).toHaveLength(1);
    expect(await readCursor(t.db, token)).toBe(120n);
  });

  it("closes the member's open request of exactly that amount through the decision path; another amount waits", async () => {
    const token = await freshToken();
    const member = await memberWithAddress();
    const other = await postAlone(t.db, depositRequest(member.id, 7_000, 'T'));
    const matching = await postAlone(t.db, depositRequest(member.id, 5_000, 'T'));
    const transfer = transferTo(token, member.address, 50n * U);
    const result = await credit(range(token, 100n, [transfer]));
    expect(result!.credits).toEqual([expect.objectContaining({ amount: 5_000, bonus: 500, requestId: matching.id })]);
    expect(await statusOf(matching.id)).toBe(S.passed);
    expect(await statusOf(other.id)).toBe(S.notPassed);
    expect(await outcomeOf(matching.id)).toEqual([{ outcome: 'credited', bonus: 500 }]);
    expect(await rowOf(transfer)).toMatchObject({ state: 'credited', request_id: matching.id, entry_id: result!.credits[0]!.entryId });
    expect(await ledger.balanceOf(t.db, member.id)).toBe(5_500);
    expect(await messagesOf(member.id)).toEqual([['deposit_credited', { amount: 5_000, bonus: 500 }]]);
    expect((await ledger.verifyLedger(t.db)).failures).toEqual([]);
  });

  it('a transfer after its request expired: credited as a deposit of its own, the expired request noted and unchanged', async () => {
    const token = await freshToken();
    const member = await memberWithAddress();
    const swept = await postAlone(t.db, depositRequest(member.id, 3_000, 'T'), Date.now() - 40 * 60_000);
    await expireDeposits(ledger, t.db);
    const unswept = await postAlone(t.db, depositRequest(member.id, 3_000, 'T'), Date.now() - 31 * 60_000);
    const [first, second, third] = [1, 2, 3].map(() => transferTo(token, member.address, 30n * U));
    await credit(range(token, 100n, [first!, second!, third!]));
    // The newest expired request first; each is noted once; a third transfer finds none.
    expect((await rowOf(first!))?.request_id).toBe(unswept.id);
    expect((await rowOf(second!))?.request_id).toBe(swept.id);
    expect((await rowOf(third!))?.request_id).toBeNull();
    expect(await statusOf(unswept.id)).toBe(S.notPassed);
    expect(await outcomeOf(swept.id)).toEqual([{ outcome: 'expired', bonus: 0 }]);
    expect(await ledger.balanceOf(t.db, member.id)).toBe(3 * 3_300);
    expect((await messagesOf(member.id)).filter(([kind]) => kind === 'deposit_credited')).toHaveLength(3);
    expect((await ledger.verifyLedger(t.db)).failures).toEqual([]);
  });

  it('below the minimum: recorded, not credited (a fraction of a cent alone included, whatever the minimum)', async () => {
    const token = await freshToken();
    const member = await memberWithAddress();
    const small = transferTo(token, member.address, 990_000n); // 0.99u
    const dust = transferTo(token, member.address, 9_999n); // under one minor unit
    expect(await credit(range(token, 100n, [small]))).toMatchObject({ recorded: 1, credits: [] });
    expect(
      await creditTransferRange(ledger, t.db, range(token, 110n, [dust]), {
        minDepositAmount: 0,
        timeZone: 'Asia/Taipei',
        aml: loadAmlSettings({}),
      }),
    ).toMatchObject({
      recorded: 1,
      credits: [],
    });
    expect(await rowOf(small)).toMatchObject({
      state: 'below_minimum',
      amount: 99,
      raw_amount: '990000',
      user_id: member.id,
      entry_id: null,
    });
    expect(await rowOf(dust)).toMatchObject({ state: 'below_minimum', amount: 0, raw_amount: '9999' });
    expect(await ledger.balanceOf(t.db, member.id)).toBe(0);
    expect(await messagesOf(member.id)).toEqual([]);
  });

  it("to an address that is no member's (a guest's never counts): not recorded, nobody credited", async () => {
    const token = await freshToken();
    const guest = await memberWithAddress(2);
    const nobody = transferTo(token, hex20(), 5n * U);
    const toGuest = transferTo(token, guest.address, 5n * U);
    const huge = transferTo(token, hex20(), 2n ** 200n);
    expect(await credit(range(token, 100n, [nobody, toGuest, huge]))).toMatchObject({ recorded: 0, others: 3, credits: [] });
    for (const transfer of [nobody, toGuest, huge]) expect(await rowOf(transfer)).toBeUndefined();
    expect(await ledger.balanceOf(t.db, guest.id)).toBe(0);
  });

  it('beyond what one ledger entry may hold: recorded for the operator, not credited', async () => {
    const token = await freshToken();
    const member = await memberWithAddress();
    const transfer = transferTo(token, member.address, 20_000_000_000n * U);
    await credit(range(token, 100n, [transfer]));
    expect(await rowOf(transfer)).toMatchObject({ state: 'above_maximum', amount: 2_000_000_000_000, entry_id: null });
    expect(await ledger.balanceOf(t.db, member.id)).toBe(0);
  });

  it('the cursor elsewhere (another process read the range): nothing written, the cursor kept', async () => {
    const token = await freshToken();
    const member = await memberWithAddress();
    const transfer = transferTo(token, member.address, 10n * U);
    expect(await credit(range(token, 105n, [transfer]))).toBeNull();
    expect(await credit(range(token, 90n, [transfer]))).toBeNull();
    expect(await t.db.selectFrom('chain_transfers').select('tx_hash').where('tx_hash', '=', transfer.txHash).execute()).toEqual([]);
    expect(await readCursor(t.db, token)).toBe(100n);
    expect(await ledger.balanceOf(t.db, member.id)).toBe(0);
  });

  it('two crediting the same range at once: one credits, the other finds the cursor moved', async () => {
    const token = await freshToken();
    const member = await memberWithAddress();
    const transfer = transferTo(token, member.address, 10n * U);
    const results = await Promise.all([credit(range(token, 100n, [transfer])), credit(range(token, 100n, [transfer]))]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(await ledger.balanceOf(t.db, member.id)).toBe(1_100);
  });
});

describe('a burst', () => {
  it('1,000 transfers to 100 members in one range: credited in one call, each once', async () => {
    const token = await freshToken();
    const members = await Promise.all(Array.from({ length: 100 }, () => memberWithAddress()));
    const transfers = Array.from({ length: 1_000 }, (_, i) => transferTo(token, members[i % 100]!.address, 2n * U));
    const result = await credit(range(token, 100n, transfers));
    expect(result).toMatchObject({ recorded: 1_000, duplicates: 0 });
    expect(result!.credits).toHaveLength(1_000);
    expect(
      await ledger.balancesOf(
        t.db,
        members.map((m) => m.id),
      ),
    ).toEqual(new Map(members.map((m) => [m.id, 10 * 220])));
  });
});

describe('the deposit address book', () => {
  it("backfills every member's derived address once, never a guest's", async () => {
    const addresses = new DepositAddresses(generateDemoXpub());
    const members = [await createMember(t.db), await createMember(t.db)];
    const guest = await createMember(t.db, 2);
    expect(await backfillDepositAddresses(t.db, addresses)).toBeGreaterThanOrEqual(2);
    expect(await backfillDepositAddresses(t.db, addresses)).toBe(0);
    const rows = await t.db
      .selectFrom('deposit_addresses')
      .selectAll()
      .where('user_id', 'in', [...members, guest])
      .orderBy('user_id')
      .execute();
    expect(rows.map((r) => Number(r.user_id))).toEqual(members);
    await rememberDepositAddress(t.db, members[0]!, addresses.addressOf(members[0]!));
    expect(await t.db.selectFrom('deposit_addresses').select('user_id').where('user_id', '=', members[0]!).execute()).toHaveLength(1);
  });
});

describe('player protection holds for money from the chain (it is the member’s: credited alone)', () => {
  const shieldedAudit = (userId: number) =>
    t.db
      .selectFrom('audit_log')
      .select(['actor', 'after'])
      .where('action', '=', 'deposit.shielded')
      .where('target', '=', `member:${userId}`)
      .execute();

  it('a transfer during a self-exclusion: credited with no bonus and no turnover (withdrawable at once), the member and the operator told', async () => {
    const token = await freshToken();
    const member = await memberWithAddress();
    await writeBreak(t.db, member.id, { kind: 'exclusion', until: Date.now() + 86_400_000 });
    const result = await credit(range(token, 100n, [transferTo(token, member.address, 100n * U)]));
    expect(result?.credits).toEqual([expect.objectContaining({ userId: member.id, amount: 10_000, bonus: 0 })]);
    expect(await ledger.balanceOf(t.db, member.id)).toBe(10_000);
    expect(await turnoverLeftOf(t.db, member.id)).toBe(0);
    expect(await messagesOf(member.id)).toEqual([['deposit_credited_on_break', { amount: 10_000, bonus: 0 }]]);
    const [audit] = await shieldedAudit(member.id);
    expect({ actor: audit?.actor, after: JSON.parse(audit!.after!) }).toMatchObject({
      actor: 'system',
      after: { amount: 10_000, bonus: 0, turnover: 0, because: 'break' },
    });
  });

  it('a transfer past the daily deposit limit: counted toward it, credited with no bonus and no turnover', async () => {
    const token = await freshToken();
    const member = await memberWithAddress();
    await writeLimit(t.db, member.id, 'deposit', 'day', { amount: 15_000, pending: null });
    const within = transferTo(token, member.address, 100n * U);
    await credit(range(token, 100n, [within])); // 100u of 150u: the bonus as ever
    const beyond = transferTo(token, member.address, 100n * U, 110n);
    const result = await credit(range(token, 110n, [beyond]));
    expect(result?.credits).toEqual([expect.objectContaining({ amount: 10_000, bonus: 0 })]);
    expect(await ledger.balanceOf(t.db, member.id)).toBe(10_000 + 1_000 + 10_000);
    const { from, to } = periodOf(Date.now(), 'day', rules.timeZone);
    expect(await depositUsed(t.db, member.id, [{ from, to }], Date.now())).toEqual([20_000]);
    expect((await messagesOf(member.id)).map(([kind]) => kind)).toEqual(['deposit_credited', 'deposit_credited_past_limit']);
    expect(await turnoverLeftOf(t.db, member.id)).toBe(10_000 + 1_000); // the first deposit's and its bonus's only
  });
});
