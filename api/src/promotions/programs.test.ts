import { CLI_ACTOR } from '../audit/log';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FIXED_DEPOSIT_TIERS } from 'shared-contracts';
import { tronToHex20, type Hex20 } from '../chain/address';
import { startCursor } from '../chain/cursors';
import type { Transfer } from '../chain/transfers';
import { depositRequest, ENTRY_TYPE as T } from '../domain/ledger';
import { buildTestApp, type TestApp } from '../testing/app';
import { get, post, registerMember } from '../testing/http';
import { postAlone } from '../testing/ledger';
import { creditTransferRange } from '../wallet/deposits/chainDeposits';
import { settleRequest } from '../wallet/requests/decide';
import { loadAmlSettings } from '../aml/settings';
import {
  changeProgram,
  depositBonusProgram,
  fixedDepositProgram,
  programAt,
  programHistory,
  ProgramSettingsError,
  validateProgram,
  type DepositBonusProgram,
} from './programs';

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

const SEEDED_BONUS: DepositBonusProgram = { enabled: true, percent: 10, capMinor: null, depositMultiple: 100, bonusMultiple: 100 };
const SPEC_TIERS = [...FIXED_DEPOSIT_TIERS];

/** Sets the deposit bonus (the seeded one changed by `changes`), as an operator would. */
const setBonus = (changes: Partial<DepositBonusProgram>, by = 'tester') =>
  changeProgram(app.db, 'deposit_bonus', { ...SEEDED_BONUS, ...changes }, { actor: CLI_ACTOR, by });

/** The database's refusal message, or 'no error' (better-sqlite3's errors are not this realm's Error: see ledger.test.ts). */
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: unknown) => String((error as Error).message ?? error),
  );

const historyLength = async () =>
  (await programHistory(app.db, 'deposit_bonus')).length + (await programHistory(app.db, 'fixed_deposit')).length;

/** A member's deposit request of `amount`, approved through the decision path in its own transaction. */
async function approvedDeposit(userId: number, amount: number) {
  const request = await postAlone(app.db, depositRequest(userId, amount, 'T'));
  return app.db.transaction().execute((trx) => settleRequest(app.ledger, trx, request.id, 'approve'));
}

const giftsOf = (userId: number) =>
  app.db
    .selectFrom('ledger_entries')
    .select(['amount', 'ref'])
    .where('user_id', '=', userId)
    .where('type', '=', T.gift)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => Number(row.amount)));

describe('the programs as seeded (migration 034)', () => {
  it('are the settings in force before programs could change: 10%, no cap, x1; the spec tiers, 2 months', async () => {
    expect(await depositBonusProgram(app.db)).toEqual(SEEDED_BONUS);
    expect(await fixedDepositProgram(app.db)).toEqual({ enabled: true, tiers: SPEC_TIERS, termMonths: 2 });
    const [seed] = await programHistory(app.db, 'deposit_bonus');
    expect(seed).toMatchObject({ changedBy: 'migration 034', note: expect.any(String) });
  });

  it('are answered publicly by the promotions call, and on rechargeInfo', async () => {
    expect((await get(app, '/api/index/promotions')).data).toEqual({
      deposit_bonus: { enabled: true, percent: 10, cap: null, deposit_multiple: 100, bonus_multiple: 100 },
      fixed_deposit: { enabled: true, tiers: SPEC_TIERS, term_months: 2 },
    });
  });
});

describe('validating a change (pure) and refusing it whole', () => {
  it.each([
    ['a percent above 100', { percent: 101 }],
    ['a negative percent', { percent: -1 }],
    ['a fractional percent', { percent: 10.5 }],
    ['a negative cap', { capMinor: -1 }],
    ['a cap of a fraction of a minor unit', { capMinor: 1.5 }],
    ['a multiple above x100', { depositMultiple: 10_001 }],
    ['a fractional multiple of hundredths', { bonusMultiple: 1.5 }],
    ['a setting nobody knows', { extra: 1 }],
  ])('refuses %s, writing nothing', async (_name, changes) => {
    const before = await historyLength();
    await expect(setBonus(changes as Partial<DepositBonusProgram>)).rejects.toBeInstanceOf(ProgramSettingsError);
    expect(await historyLength()).toBe(before);
  });

  it.each([
    ['no tiers', { tiers: [] }],
    ['reserves not increasing', { tiers: [SPEC_TIERS[1], SPEC_TIERS[0]] }],
    ['two tiers at one reserve', { tiers: [SPEC_TIERS[0], SPEC_TIERS[0]] }],
    ['a bonus of 0', { tiers: [{ reserve: 100, bonus: 0 }] }],
    ['a term of 0 months', { termMonths: 0 }],
    ['a term over 24 months', { termMonths: 25 }],
  ])('refuses a fixed deposit with %s, writing nothing', async (_name, changes) => {
    const before = await historyLength();
    const settings = { enabled: true, tiers: SPEC_TIERS, termMonths: 2, ...changes };
    await expect(changeProgram(app.db, 'fixed_deposit', settings as never, { actor: CLI_ACTOR, by: 'tester' })).rejects.toBeInstanceOf(
      ProgramSettingsError,
    );
    expect(await historyLength()).toBe(before);
  });

  it('refuses a change that names nobody', async () => {
    const before = await historyLength();
    await expect(setBonus({ percent: 5 }, '  ')).rejects.toThrow('by');
    expect(await historyLength()).toBe(before);
  });

  it('names every problem of the settings', () => {
    expect(() => validateProgram('deposit_bonus', { ...SEEDED_BONUS, percent: 101, capMinor: -5 })).toThrow(/percent.*capMinor/);
  });
});

describe('history', () => {
  it('lists every change newest first: who, when, what, why; the rows cannot be edited or deleted', async () => {
    await changeProgram(
      app.db,
      'fixed_deposit',
      { enabled: false, tiers: SPEC_TIERS, termMonths: 2 },
      { actor: { actor: 'operator:alice', address: '10.0.0.1' }, by: 'alice', note: 'audit', now: 1_000 },
    );
    await changeProgram(
      app.db,
      'fixed_deposit',
      { enabled: true, tiers: SPEC_TIERS, termMonths: 3 },
      { actor: CLI_ACTOR, by: 'bob', now: 2_000 },
    );
    const [newest, previous] = await programHistory(app.db, 'fixed_deposit');
    expect(newest).toMatchObject({ changedBy: 'bob', note: null, createdAt: 2_000, settings: { termMonths: 3, enabled: true } });
    expect(previous).toMatchObject({ changedBy: 'alice', note: 'audit', createdAt: 1_000, settings: { enabled: false } });
    expect(await refusalOf(app.db.updateTable('program_changes').set({ changed_by: 'mallory' }).execute())).toMatch(/history/);
    expect(await refusalOf(app.db.deleteFrom('program_changes').where('id', '=', newest!.id).execute())).toMatch(/history/);
    expect((await programHistory(app.db, 'fixed_deposit'))[0]).toEqual(newest);
    const audited = await app.db
      .selectFrom('audit_log')
      .select(['actor', 'address', 'target', 'before', 'after', 'reason', 'created_at'])
      .where('action', '=', 'program.set')
      .where('created_at', 'in', [1_000, 2_000])
      .orderBy('id')
      .execute();
    expect(audited.map((row) => ({ ...row, before: JSON.parse(row.before!), after: JSON.parse(row.after!) }))).toEqual([
      {
        actor: 'operator:alice',
        address: '10.0.0.1',
        target: 'program:fixed_deposit',
        before: { enabled: true, tiers: SPEC_TIERS, termMonths: 2 },
        after: { enabled: false, tiers: SPEC_TIERS, termMonths: 2 },
        reason: 'audit',
        created_at: 1_000,
      },
      {
        actor: 'cli',
        address: null,
        target: 'program:fixed_deposit',
        before: { enabled: false, tiers: SPEC_TIERS, termMonths: 2 },
        after: { enabled: true, tiers: SPEC_TIERS, termMonths: 3 },
        reason: null,
        created_at: 2_000,
      },
    ]);
  });

  it("is written in the caller's transaction with its audit row: rolled back together", async () => {
    const before = await historyLength();
    const audits = async () => (await app.db.selectFrom('audit_log').select('id').where('action', '=', 'program.set').execute()).length;
    const audited = await audits();
    await expect(
      app.db.transaction().execute(async (trx) => {
        await changeProgram(trx, 'deposit_bonus', { ...SEEDED_BONUS, percent: 7 }, { actor: CLI_ACTOR });
        throw new Error('the caller fails after');
      }),
    ).rejects.toThrow('the caller fails after');
    expect([await historyLength(), await audits()]).toEqual([before, audited]);
  });

  it('answers the settings in force at an instant: the newest change made by then, else the seed', async () => {
    const seed = (await programHistory(app.db, 'fixed_deposit')).at(-1)!;
    expect((await programAt(app.db, 'fixed_deposit', 1_500)).enabled).toBe(false);
    expect((await programAt(app.db, 'fixed_deposit', 2_000)).termMonths).toBe(3);
    expect(await programAt(app.db, 'fixed_deposit', 999)).toEqual(seed.settings);
  });
});

describe('the deposit bonus of a credit is the program in force when it is credited', () => {
  it('a change between two deposits: the first keeps its bonus, the second gets the new one (percent, then cap)', async () => {
    await setBonus({});
    const m = await registerMember(app);
    const first = await approvedDeposit(m.id, 10_000);
    await setBonus({ percent: 5, capMinor: 300 });
    const second = await approvedDeposit(m.id, 10_000);
    await setBonus({ percent: 5, capMinor: null });
    const third = await approvedDeposit(m.id, 10_005);
    expect(await giftsOf(m.id)).toEqual([1_000, 300, 500]); // 10%; 5% = 500 capped at 3u; 5% of 100.05u floored
    expect(await app.ledger.balanceOf(app.db, m.id)).toBe(30_005 + 1_800);
    const outcomes = await app.db
      .selectFrom('deposit_outcomes')
      .select('bonus')
      .where('request_id', 'in', [first.request.id, second.request.id, third.request.id])
      .orderBy('request_id')
      .execute();
    expect(outcomes.map((o) => Number(o.bonus))).toEqual([1_000, 300, 500]);
  });

  it('switched off: no bonus entry, rechargeInfo and the pending request say so; back on, bonuses again', async () => {
    await setBonus({ enabled: false });
    const m = await registerMember(app);
    const info = await post(app, '/api/user/rechargeInfo', {}, { token: m.token });
    expect(info.data).toMatchObject({ bonus_percent: 0, promotion: { enabled: false, percent: 10, cap: null } });
    const asked = await post(app, '/api/user/recharge', { amount: 20_000 }, { token: m.token });
    expect(asked.data).toMatchObject({ amount: 20_000, bonus: 0, state: 'pending' });
    const settled = await app.db.transaction().execute((trx) => settleRequest(app.ledger, trx, asked.data.id, 'approve'));
    expect(settled.entries.map((e) => e.type)).toEqual([T.deposit]);
    expect(await giftsOf(m.id)).toEqual([]);
    expect((await post(app, '/api/user/rechargeList', {}, { token: m.token })).data[0]).toMatchObject({ state: 'credited', bonus: 0 });

    await setBonus({ percent: 7, capMinor: 1_000 });
    const pending = await post(app, '/api/user/recharge', { amount: 20_000 }, { token: m.token });
    expect(pending.data.bonus).toBe(1_000); // 7% = 1,400, capped at 10u
    expect((await post(app, '/api/user/rechargeInfo', {}, { token: m.token })).data).toMatchObject({
      bonus_percent: 7,
      promotion: { enabled: true, percent: 7, cap: 1_000, deposit_multiple: 100, bonus_multiple: 100 },
    });
    // The pending request shows what approving it now credits: the program changed, so did its bonus.
    await setBonus({ percent: 3 });
    expect((await post(app, '/api/user/rechargeList', {}, { token: m.token })).data[0]).toMatchObject({ id: pending.data.id, bonus: 600 });
  });

  it("the chain watcher's direct credit follows the program too", async () => {
    await setBonus({ percent: 20, capMinor: 150 });
    const m = await registerMember(app);
    const address = (await post(app, '/api/user/rechargeInfo', {}, { token: m.token })).data.address as string;
    const token: Hex20 = `0x${randomBytes(20).toString('hex')}`;
    await startCursor(app.db, token, 100n);
    const transfer: Transfer = {
      token,
      txHash: `0x${randomBytes(32).toString('hex')}`,
      logIndex: 0,
      blockNumber: 100n,
      from: `0x${randomBytes(20).toString('hex')}`,
      to: tronToHex20(address),
      rawAmount: 25_000_000n, // 25u
    };
    const range = { token, fromBlock: 100n, toBlock: 109n, transfers: [transfer] };
    const credited = await creditTransferRange(app.ledger, app.db, range, {
      minDepositAmount: 100,
      timeZone: 'Asia/Taipei',
      aml: loadAmlSettings({}),
    });
    expect(credited?.credits).toEqual([expect.objectContaining({ userId: m.id, amount: 2_500, bonus: 150 })]);
    expect(await giftsOf(m.id)).toEqual([150]);
    await setBonus({});
  });
});
