import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import { connect } from '../../db/connect';
import { openNotifications, type Notifications } from '../../db/notifications';
import type { Db } from '../../db/schema';
import { gift, purchase, type Posting } from '../../domain/ledger';
import { BALANCE_TOPIC, Ledger, type CommittedBalance } from '../../ledger';
import { createMember } from '../../testing/ledger';
import { buildTestDb, testDatabaseUrl } from '../../testing/app';
import { spreadTtl } from '../../db/cacheTtl';
import { BALANCE_FRESH_MS, BALANCE_IDLE_MS, BALANCE_NOTIFIED_FRESH_MS, BalanceCache } from './balanceCache';

let t: Awaited<ReturnType<typeof buildTestDb>>;
let now: number;
let ledger: Ledger;
let cache: BalanceCache;
let reads: jest.SpyInstance;

beforeAll(async () => {
  t = await buildTestDb();
});
afterAll(async () => t.close());
beforeEach(() => {
  now = Date.UTC(2026, 0, 1);
  ledger = new Ledger();
  cache = new BalanceCache(t.db, ledger, { clock: () => now });
  reads = jest.spyOn(ledger, 'balancesOf');
});
afterEach(() => {
  cache.close();
  reads.mockRestore();
});

/** Posts one entry in its own transaction, through this process's ledger unless another is named. */
const postAlone = (db: Db, posting: Posting, by = ledger) => db.transaction().execute((trx) => by.post(trx, posting));
const fund = (db: Db, userId: number, amount: number, by = ledger) => postAlone(db, gift(userId, amount, 'test funds'), by);

/** Reads wait for the end of the turn (db/batchedReads.ts): one has begun after it. */
const readStarted = () => new Promise((resolve) => setImmediate(resolve));

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

it('reads the members of a herd of first polls (a restart) with one statement', async () => {
  const ids = await Promise.all([1, 2, 3, 4, 5].map(() => createMember(t.db)));
  for (const [i, id] of ids.entries()) await fund(t.db, id, 100 * (i + 1));
  const balances = await Promise.all(ids.flatMap((id) => [cache.balanceOf(id), cache.balanceOf(id)]));
  expect(balances).toEqual([100, 100, 200, 200, 300, 300, 400, 400, 500, 500]);
  expect(reads).toHaveBeenCalledTimes(1);
  expect(reads.mock.calls[0][1]).toEqual(ids);
});

it('does not let a read that raced a commit put the older balance back', async () => {
  const id = await createMember(t.db);
  await fund(t.db, id, 5_000);
  let release!: () => void;
  reads.mockImplementationOnce(async () => {
    await new Promise<void>((resolve) => (release = resolve));
    return new Map([[id, 5_000]]); // what the read saw before the commit below
  });
  const polled = cache.balanceOf(id);
  await readStarted();
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

it("hears only its own ledger's writes (another app in this process, with its own ledger, may have a member with the same id)", async () => {
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
    await postAlone(other.db, gift(id, 999, 'elsewhere'), new Ledger());
    expect(await cache.balanceOf(id)).toBe(100);
  } finally {
    await other.close();
  }
});

/** What another process's notices look like from here (PostgreSQL), delivered when the test says. */
class HeardNotifications implements Notifications {
  private readonly emitter = new EventEmitter();
  /** false: the listening connection is down (or unproven). */
  hearing = true;
  async publish(topic: string, payload: unknown): Promise<void> {
    this.emitter.emit(topic, payload);
  }
  async publishToAll(topic: string, payload: unknown): Promise<{ applied: Promise<void> }> {
    this.emitter.emit(topic, payload);
    return { applied: Promise.resolve() };
  }
  async publishAndHear(topic: string, payload: unknown): Promise<void> {
    this.emitter.emit(topic, payload);
  }
  subscribe(topic: string, listener: (payload: unknown) => void): () => void {
    this.emitter.on(topic, listener);
    return () => this.emitter.off(topic, listener);
  }
  onResume(listener: () => void): void {
    this.emitter.on('resume', listener);
  }
  /** The listening connection came back from a drop. */
  resume(): void {
    this.emitter.emit('resume');
  }
  async close(): Promise<void> {}
}

describe('with notifications from other processes (PostgreSQL)', () => {
  let heard: HeardNotifications;
  beforeEach(() => {
    cache.close();
    heard = new HeardNotifications();
    cache = new BalanceCache(t.db, ledger, { notifications: heard, clock: () => now });
  });
  const notice = (change: CommittedBalance) => heard.publish(BALANCE_TOPIC, change);

  it("takes another process's committed balance as it is heard, and re-reads a held one only after its share of BALANCE_NOTIFIED_FRESH_MS", async () => {
    const id = await createMember(t.db);
    const freshMs = spreadTtl(BALANCE_NOTIFIED_FRESH_MS, id);
    expect(freshMs).toBeGreaterThan(BALANCE_NOTIFIED_FRESH_MS / 2);
    await fund(t.db, id, 5_000);
    await cache.balanceOf(id);
    await elsewhere(id, 4_000);
    await notice({ userId: id, balance: 4_000, entryId: Number.MAX_SAFE_INTEGER - 1 });
    expect(await cache.balanceOf(id)).toBe(4_000);
    await elsewhere(id, 3_000); // a write nobody announced (outside the ledger)
    now += freshMs;
    expect(await cache.balanceOf(id)).toBe(4_000);
    now += 1;
    expect(await cache.balanceOf(id)).toBe(3_000);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('keeps the newer balance when an older notice arrives late, and ignores what is not a balance', async () => {
    const id = await createMember(t.db);
    await fund(t.db, id, 100);
    await cache.balanceOf(id);
    await notice({ userId: id, balance: 900, entryId: 1_000_002 });
    await notice({ userId: id, balance: 800, entryId: 1_000_001 });
    for (const junk of [null, 'balance', { userId: id, balance: '7', entryId: 1_000_003 }, { userId: id, balance: 7 }])
      await heard.publish(BALANCE_TOPIC, junk);
    expect(await cache.balanceOf(id)).toBe(900);
  });

  it('reads the table on every poll while the listening connection is not hearing, and holds again once it is', async () => {
    const id = await createMember(t.db);
    await fund(t.db, id, 100);
    await cache.balanceOf(id);
    heard.hearing = false;
    await elsewhere(id, 300); // its notice is lost
    expect(await cache.balanceOf(id)).toBe(300);
    await elsewhere(id, 400);
    expect(await cache.balanceOf(id)).toBe(400);
    heard.hearing = true;
    await elsewhere(id, 500);
    expect(await cache.balanceOf(id)).toBe(400);
    expect(reads).toHaveBeenCalledTimes(3);
  });

  it('drops every balance held when the listening connection comes back (notices were missed), even one being read', async () => {
    const id = await createMember(t.db);
    await fund(t.db, id, 100);
    await cache.balanceOf(id);
    await elsewhere(id, 600);
    heard.resume();
    expect(cache.size).toBe(0);
    expect(await cache.balanceOf(id)).toBe(600);

    let release!: () => void;
    reads.mockImplementationOnce(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return new Map([[id, 600]]); // read before a write whose notice the drop lost
    });
    now += BALANCE_NOTIFIED_FRESH_MS + 1;
    const polled = cache.balanceOf(id);
    await readStarted();
    await elsewhere(id, 650);
    heard.resume();
    release();
    expect(await polled).toBe(600);
    expect(await cache.balanceOf(id)).toBe(650);
  });
});

it('publishes each balance a publishing ledger posts within its transaction: heard once it commits, never if it rolls back', async () => {
  const notifications = await openNotifications({ ...t, ...t.config, onError: (err) => console.error(err) });
  const publishing = new Ledger({ publishTo: notifications });
  const changes: unknown[] = [];
  notifications.subscribe(BALANCE_TOPIC, (payload) => changes.push(payload));
  try {
    const id = await createMember(t.db);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await publishing.post(trx, gift(id, 300, 'undone'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const entry = await fund(t.db, id, 500, publishing);
    await notifications.publishAndHear('flush', null); // everything published before it has been heard
    expect(changes).toEqual([{ userId: id, balance: 500, entryId: entry.id }]);
  } finally {
    await notifications.close();
  }
});

(testDatabaseUrl() ? it : it.skip)("hears another connection's ledger writes through PostgreSQL, without reading the table", async () => {
  const other = connect(t.config);
  const theirs = await openNotifications({ ...other, ...t.config, listen: false, onError: (err) => console.error(err) });
  const ours = await openNotifications({ ...t, ...t.config, onError: (err) => console.error(err) });
  const theirLedger = new Ledger({ publishTo: theirs });
  cache.close();
  cache = new BalanceCache(t.db, ledger, { notifications: ours, clock: () => now });
  try {
    const id = await createMember(t.db);
    await fund(t.db, id, 100);
    await cache.balanceOf(id);
    await postAlone(other.db, gift(id, 50, 'another process'), theirLedger);
    await ours.publishAndHear('flush', null);
    expect(await cache.balanceOf(id)).toBe(150);
    expect(reads).toHaveBeenCalledTimes(1);
  } finally {
    await Promise.all([theirs.close(), ours.close()]);
    await other.db.destroy();
  }
});
