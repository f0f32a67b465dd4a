// The reverse lookup of members' deposit addresses (table deposit_addresses): a Transfer log names the 20-byte
// address it reached, and the chain watcher finds the member by it. Members only: guests get no deposit address.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { GROUP_MEMBER } from 'shared-contracts';
import { tronToHex20 } from '../../chain/address';
import type { Db, Trx } from '../../db/schema';
import type { DepositAddresses } from './addresses';

/** Rows written per statement by the backfill (each row 2 parameters; far inside both databases' limits). */
const BACKFILL_BATCH = 500;
/**
 * Addresses derived between two turns of the event loop: a derivation takes 1-2 ms of CPU, and the backfill runs in
 * a serving process, so requests wait at most tens of milliseconds behind it rather than a second per batch.
 */
const DERIVE_SLICE = 20;

/** Records a member's derived address (base58 'T...'); a second call for them changes nothing. */
export async function rememberDepositAddress(db: Db | Trx, userId: number, address: string): Promise<void> {
  await db
    .insertInto('deposit_addresses')
    .values({ address: tronToHex20(address), user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Records the address of every member who has none recorded yet (at the watcher's start); answers how many. */
export async function backfillDepositAddresses(db: Db, addresses: DepositAddresses): Promise<number> {
  let written = 0;
  let after = 0;
  for (;;) {
    const members = await db
      .selectFrom('users as u')
      .leftJoin('deposit_addresses as a', 'a.user_id', 'u.id')
      .select('u.id')
      .where('u.group_id', '=', GROUP_MEMBER)
      .where('a.user_id', 'is', null)
      .where('u.id', '>', after)
      .orderBy('u.id')
      .limit(BACKFILL_BATCH)
      .execute();
    if (members.length === 0) return written;
    const rows: Array<{ address: string; user_id: number }> = [];
    for (const { id } of members) {
      if (rows.length % DERIVE_SLICE === 0) await nextTurn();
      rows.push({ address: tronToHex20(addresses.addressOf(Number(id))), user_id: Number(id) });
    }
    await db
      .insertInto('deposit_addresses')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
    written += rows.length;
    after = rows[rows.length - 1]!.user_id;
  }
}
