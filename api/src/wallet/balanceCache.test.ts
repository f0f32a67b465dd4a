import { sql } from 'kysely';
import { gift, purchase } from '../domain/ledger';
import { ledger } from '../ledger';
import { createMember, fund, postAlone } from '../ledger/testSupport';
import { buildTestDb } from '../testing/app';
import { BALANCE_FRESH_MS, BALANCE_IDLE_MS, BalanceCache } from './balanceCache';

let t: Awaited<ReturnType<typeof buildTestDb>>;
let now: number;
let cache: BalanceCache;
let reads: jest.SpyInstance;

beforeAll(async () => {
  t = await buildTestDb();
});
afterAll(async () => t.close());
beforeEach(() => {
  now = Date.UTC(2026, 0, 1);
  cache = new BalanceCache(t.db, () => now);
  reads = jest.spyOn(ledger, 'balanceOf');
});
afterEach(() => {
  cache.close();
  reads.mockRestore();
});

/** A write behind the ledger's back, as another process's commit looks from here. */
const elsewhere = (userId: number, money: number) => sql`update users set money = ${money} where id = ${userId}`.execute(t.db);

it('reads a member it does not hold once, then answers from memory', async () => {
  const id = await createMember(t.db);
  await fund(t.db, id, 5_000);
  expect(await cache.balanceOf(id)).toBe(5_000);
  expect(await cache.balanceOf(id)).toBe(5_000);
  expect(reads).toHaveBeenCalledTimes(1);
});

it('shares one read between polls that arrive together', async () => {
  const id = await createMember(t.db);
  await fund(t.db, id, 700);
  expect(await Promise.all([cache.balanceOf(id), cache.balanceOf(id), cache.balanceOf(id)])).toEqual([700, 700, 700]);
  expect(reads).toHaveBeenCalledTimes(1);
});

it("takes this process's ledger writes once they commit, without reading the table", async () => {
  const id = await createMember(t.db);
  await fund(t.db, id, 5_000);
  await cache.balanceOf(id);
  await t.db.transaction().execute(async (trx) => {
    await ledger.post(trx, purchase(id, 1_200, 'bet', 'a'));
    // Not committed yet: the copy still shows the committed balance.
    expect(await cache.balanceOf(id)).toBe(5_000);
  });
  expect(await cache.balanceOf(id)).toBe(3_800);
  expect(reads).toHaveBeenCalledTimes(1);
});

it('never shows a write whose transaction rolled back', async () => {
  const id = await createMember(t.db);
  await fund(t.db, id, 5_000);
  await cache.balanceOf(id);
  await expect(
    t.db.transaction().execute(async (trx) => {
      await ledger.post(trx, gift(id, 9_000, 'undone'));
      throw new Error('the order failed after the debit');
    }),
  ).rejects.toThrow('the order failed');
  expect(await cache.balanceOf(id)).toBe(5_000);
});

it('shows a write made elsewhere (another process, the ops CLI) after at most BALANCE_FRESH_MS', async () => {
  const id = await createMember(t.db);
  await fund(t.db, id, 5_000);
  await cache.balanceOf(id);
  await elsewhere(id, 6_000);
  now += BALANCE_FRESH_MS;
  expect(await cache.balanceOf(id)).toBe(5_000);
  now += 1;
  expect(await cache.balanceOf(id)).toBe(6_000);
  await postAlone(t.db, gift(id, 1, 'local'));
  now += BALANCE_FRESH_MS; // a local write counts as a fresh read: its balance_after includes every commit before it
  expect(await cache.balanceOf(id)).toBe(6_001);
  expect(reads).toHaveBeenCalledTimes(2);
});

it('does not let a read that raced a commit put the older balance back', async () => {
  const id = await createMember(t.db);
  await fund(t.db, id, 5_000);
  let release!: () => void;
  reads.mockImplementationOnce(async () => {
    await new Promise<void>((resolve) => (release = resolve));
    return 5_000; // what the read saw before the commit below
  });
  const polled = cache.balanceOf(id);
  await postAlone(t.db, gift(id, 250, 'during the read'));
  release();
  expect(await polled).toBe(5_250);
  expect(await cache.balanceOf(id)).toBe(5_250);
});

it('ignores writes of members nobody polls, and forgets members not polled for a while', async () => {
  const polled = await createMember(t.db);
  const quiet = await createMember(t.db);
  await fund(t.db, polled, 100);
  await cache.balanceOf(polled);
  await fund(t.db, quiet, 100);
  expect(cache.size).toBe(1);
  now += BALANCE_IDLE_MS;
  cache.sweep();
  expect(cache.size).toBe(1);
  now += 1;
  cache.sweep();
  expect(cache.size).toBe(0);
});

it('refuses an unknown member as the ledger does, and holds nothing for it', async () => {
  await expect(cache.balanceOf(987_654)).rejects.toMatchObject({ code: 'member_not_found' });
  expect(cache.size).toBe(0);
});

it("hears only its own database's writes (another app in this process may have a member with the same id)", async () => {
  const other = await buildTestDb();
  try {
    const id = await createMember(t.db);
    await fund(t.db, id, 100);
    await cache.balanceOf(id);
    const twin = { id, username: 'twin', nickname: 'twin', password_hash: '-', group_id: 1, inviter_id: null, security_code_hash: null };
    await other.db
      .insertInto('users')
      .values({ ...twin, created_at: 0 })
      .execute();
    await postAlone(other.db, gift(id, 999, 'elsewhere'));
    expect(await cache.balanceOf(id)).toBe(100);
  } finally {
    await other.close();
  }
});
