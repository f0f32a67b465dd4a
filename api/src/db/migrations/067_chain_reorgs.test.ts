import { sql } from 'kysely';
import { GROUP_MEMBER } from 'shared-contracts';
import { buildTestDb } from '../../testing/app';
import { createMember } from '../../testing/ledger';
import { chainReorgs } from './067_chain_reorgs';

let t: Awaited<ReturnType<typeof buildTestDb>>;
beforeAll(async () => {
  t = await buildTestDb();
});
afterAll(async () => t.close());

/** The database as it was before 067. */
async function undo() {
  await sql`drop index chain_transfers_transfer`.execute(t.db);
  await sql`drop table chain_blocks`.execute(t.db);
  for (const column of ['ordinal', 'block_hash', 'orphaned_at', 'vanished_at'])
    await sql`alter table chain_transfers drop column ${sql.ref(column)}`.execute(t.db);
}

it('numbers the identical transfers of one transaction recorded before it, so the new key holds for old rows too', async () => {
  const userId = await createMember(t.db, GROUP_MEMBER);
  await undo();
  const tx = `0x${'7a'.repeat(32)}`;
  const row = (logIndex: number, raw: string) =>
    sql`insert into chain_transfers (tx_hash, log_index, block_number, from_address, to_address, raw_amount, amount, user_id, state, created_at)
        values (${tx}, ${logIndex}, 10, ${`0x${'11'.repeat(20)}`}, ${`0x${'22'.repeat(20)}`}, ${raw}, 300, ${userId}, 'credited', 1)`.execute(
      t.db,
    );
  for (const [logIndex, raw] of [
    [5, '3000000'],
    [2, '3000000'],
    [3, '4000000'],
  ] as const)
    await row(logIndex, raw);
  await chainReorgs.up(t.db, t.dialect);
  const rows = await t.db
    .selectFrom('chain_transfers')
    .select(['log_index', 'ordinal'])
    .where('tx_hash', '=', tx)
    .orderBy('log_index')
    .execute();
  expect(rows.map((r) => [Number(r.log_index), Number(r.ordinal)])).toEqual([
    [2, 0],
    [3, 0],
    [5, 1],
  ]);
  // The key refuses the same transfer recorded again at another log index.
  await expect(row(9, '4000000')).rejects.toMatchObject({ message: expect.stringMatching(/unique|constraint/i) });
});
