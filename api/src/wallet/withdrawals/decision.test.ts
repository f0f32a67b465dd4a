// Four eyes on withdrawals, whoever approves (issue 38): counted per member over 24 h, through the console and the
// CLI alike, and serialised per request (two approvals at once never collide on a key).
import { gift, withdrawalHold } from '../../domain/ledger';
import { AppError } from '../../i18n/errors';
import { decideAs } from '../../operators/cashier';
import { buildTestApp, type TestApp } from '../../testing/app';
import { createMember, postAlone } from '../../testing/ledger';
import { ensureOperator, runOpsCommand } from '../../testing/ops';

let f: TestApp;
beforeAll(async () => {
  f = await buildTestApp();
  for (const name of ['ann', 'bob']) await ensureOperator({ db: f.app.db, dialect: f.app.dialect }, name, 'cashier');
});
afterAll(() => f.close());

const db = () => f.app.db;
/** OPS_SECOND_APPROVAL_ABOVE, in minor units. */
const threshold = () => f.config.wallet.secondApprovalAbove;
const ops = (by: string, ...argv: string[]) => runOpsCommand({ db: db(), dialect: f.app.dialect }, f.config, [...argv, '--by', by]);
const actor = (name: string) => ({ actor: `operator:${name}`, address: '127.0.0.1' });
const statusOf = async (id: number) =>
  Number((await db().selectFrom('ledger_entries').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status);

/** A member holding `funds` with a withdrawal of each amount held (in that order). */
async function withdrawals(funds: number, ...amounts: number[]): Promise<number[]> {
  const userId = await createMember(db());
  await postAlone(db(), gift(userId, funds, 'test funds'));
  const ids: number[] = [];
  for (const amount of amounts) ids.push((await postAlone(db(), withdrawalHold(userId, amount, 'bank:test'))).id);
  return ids;
}

const approve = (id: number, by: string) =>
  db()
    .transaction()
    .execute((trx) => decideAs(f.app.deps, trx, { id, kind: 'withdrawal', decision: 'approve' }, actor(by)));

describe('four eyes over 24 hours', () => {
  it('a withdrawal split below the threshold needs a second operator once the day’s total passes it', async () => {
    const half = Math.floor(threshold() / 2) + 100;
    const [first] = await withdrawals(threshold() * 2, half);
    expect(await approve(first!, 'ann')).toBe('approved'); // alone below the threshold
    const { user_id } = await db().selectFrom('ledger_entries').select('user_id').where('id', '=', first!).executeTakeFirstOrThrow();
    const second = (await postAlone(db(), withdrawalHold(Number(user_id), half, 'bank:test'))).id;
    expect(await approve(second, 'ann')).toBe('awaiting_second'); // with the first: above it
    await expect(approve(second, 'ann')).rejects.toMatchObject({ def: { code: 70010 } });
    expect(await approve(second, 'bob')).toBe('approved');
  });

  it('counts the withdrawals still waiting too: two asked at once above the threshold each need two', async () => {
    const half = Math.floor(threshold() / 2) + 100;
    const [first] = await withdrawals(threshold() * 2, half, half);
    expect(await approve(first!, 'ann')).toBe('awaiting_second');
  });

  it('a rejected withdrawal paid nothing and counts nothing', async () => {
    const half = Math.floor(threshold() / 2) + 100;
    const [first, second] = await withdrawals(threshold() * 2, half, half);
    await db()
      .transaction()
      .execute((trx) => decideAs(f.app.deps, trx, { id: first!, kind: 'withdrawal', decision: 'reject', reason: 'test' }, actor('ann')));
    expect(await approve(second!, 'ann')).toBe('approved');
  });

  it('the CLI is held to it: one operator cannot pay alone, through the CLI or the CLI and a console session', async () => {
    const [id] = await withdrawals(threshold() * 2, threshold() + 100);
    expect(await ops('ann', 'withdraw:approve', String(id))).toMatchObject({ code: 0, out: expect.stringContaining('first approval') });
    expect(await statusOf(id!)).toBe(0);
    expect(await ops('ann', 'withdraw:approve', String(id))).toMatchObject({ code: 1 });
    await expect(approve(id!, 'ann')).rejects.toMatchObject({ def: { code: 70010 } });
    expect(await statusOf(id!)).toBe(0);
    expect(await ops('bob', 'withdraw:approve', String(id))).toMatchObject({ code: 0, out: expect.stringContaining('approved') });
    expect(await statusOf(id!)).toBe(1);
  });
});

describe('approvals at once (PostgreSQL: each request locked while decided)', () => {
  it('20 rounds: the same operator twice gives one approval and one refusal; two operators pay it; never a key error', async () => {
    for (let round = 0; round < 20; round += 1) {
      const [same, two] = await withdrawals(threshold() * 4, threshold() + 100, threshold() + 100);
      const settle = (work: Promise<unknown>) =>
        work.then(
          (state) => state,
          (error: unknown) => (error instanceof AppError ? error.def.code : error),
        );
      const alone = await Promise.all([settle(approve(same!, 'ann')), settle(approve(same!, 'ann'))]);
      expect(alone.sort()).toEqual([70010, 'awaiting_second']);
      const pair = await Promise.all([settle(approve(two!, 'ann')), settle(approve(two!, 'bob'))]);
      expect(pair.sort()).toEqual(['approved', 'awaiting_second']);
      expect(await statusOf(two!)).toBe(1);
    }
  });
});
