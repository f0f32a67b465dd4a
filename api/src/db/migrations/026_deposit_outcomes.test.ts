import { sql } from 'kysely';
import { depositRequest, withdrawalHold } from '../../domain/ledger';
import { Ledger } from '../../ledger';
import { createMember, fund, postAlone } from '../../testing/ledger';
import { buildTestDb } from '../../testing/app';
import { settleRequest } from '../../wallet/requests/decide';
import { listDepositRequests } from '../../wallet/deposits/requests';
import { depositOutcomes } from './026_deposit_outcomes';

/** Posts nobody hears: no balance is held in memory here. */
const ledger = new Ledger();

let t: Awaited<ReturnType<typeof buildTestDb>>;
beforeAll(async () => {
  t = await buildTestDb();
});
afterAll(async () => t.close());

const settleAlone = (id: number, decision: 'approve' | 'reject') =>
  t.db.transaction().execute((trx) => settleRequest(ledger, trx, id, decision));

it('records the outcome of the deposit requests decided before it: credited with the bonus paid beside them, or rejected', async () => {
  const id = await createMember(t.db);
  await fund(t.db, id, 20_000);
  const credited = await postAlone(t.db, depositRequest(id, 30_000, 'T'));
  const rejected = await postAlone(t.db, depositRequest(id, 8_000, 'T'));
  const pending = await postAlone(t.db, depositRequest(id, 9_000, 'T'));
  const withdrawal = await postAlone(t.db, withdrawalHold(id, 10_000, 'usdt:T'));
  await settleAlone(credited.id, 'approve');
  await settleAlone(rejected.id, 'reject');
  await settleAlone(withdrawal.id, 'approve');
  // The database as it was before 026.
  await sql`drop table deposit_outcomes`.execute(t.db);
  await sql`drop index ledger_entries_deposit_requests`.execute(t.db);

  await depositOutcomes.up(t.db, t.dialect);
  const rows = await t.db.selectFrom('deposit_outcomes').selectAll().orderBy('request_id').execute();
  expect(rows.map((r) => [r.request_id, r.outcome, Number(r.bonus)])).toEqual([
    [credited.id, 'credited', 3_000],
    [rejected.id, 'rejected', 0],
  ]);
  expect((await listDepositRequests(t.db, id)).map((r) => [r.id, r.state, r.bonus])).toEqual([
    [pending.id, 'pending', 900],
    [rejected.id, 'rejected', 0],
    [credited.id, 'credited', 3_000],
  ]);
});
