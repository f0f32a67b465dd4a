import { InvalidAddressError, tronToHex20, type Hex20 } from '../chain/address';
import type { PayInfoEntry } from 'shared-contracts/api';
import type { Db, Trx } from '../db/schema';
import type { Deps } from '../deps';
import { AppError, ERR } from '../i18n/errors';
import { writeMessage } from '../messages/write';
import type { Throttle } from '../security/throttle';
import { checkSecurityCode } from './securityCode';
import type { Binding } from './tables';

const FIELDS = ['acc', 'acc_name', 'acc_bank', 'acc_code', 'acc_fh', 'mark'] as const;

export function sameBinding(a: Binding, b: Binding): boolean {
  return a.type === b.type && FIELDS.every((field) => a[field] === b[field]);
}

/** Every field, in the spec's order: 'holder / card number / bank / bank code / branch', or 'address / wallet type'. */
export function describeBinding(binding: Binding): string {
  return FIELDS.map((field) => binding[field])
    .filter(Boolean)
    .join(' / ');
}

/** A member's binding of one type (one per type), or undefined. `lock` (PostgreSQL only: SQLite has no FOR UPDATE and runs one transaction at a time) holds it until the transaction ends. */
export async function bindingOf(db: Db | Trx, userId: number, type: number, lock = false): Promise<Binding | undefined> {
  return db
    .selectFrom('pay_infos')
    .select(['type', ...FIELDS])
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

/**
 * Whether `binding` would replace the member's current binding of its type. Replacing needs the security code
 * (checked here, throttled as withdrawals are: 20040 without it), so a stolen token cannot redirect the member's
 * next withdrawal. Slow (scrypt): call it before the transaction.
 */
export async function checkReplacement(
  deps: Pick<Deps, 'db'>,
  codeThrottle: Throttle,
  userId: number,
  binding: Binding,
  code: string | undefined,
): Promise<boolean> {
  const current = await bindingOf(deps.db, userId, binding.type);
  const replaces = current !== undefined && !sameBinding(current, binding);
  if (replaces) await checkSecurityCode(deps, codeThrottle, userId, code, ERR.bindingNeedsCode);
  return replaces;
}

/** Records that a member's binding was replaced (in the replacing transaction). */
export async function recordBindingChange(
  trx: Trx | Db,
  change: { userId: number; previous: Binding; replacement: Binding; ip: string; now: number },
): Promise<void> {
  await trx
    .insertInto('pay_info_changes')
    .values({
      user_id: change.userId,
      type: change.previous.type,
      previous: describeBinding(change.previous),
      replacement: describeBinding(change.replacement),
      ip: change.ip,
      created_at: change.now,
    })
    .execute();
}

/** A member's binding of one type as payInfo answers it (a wallet shows its address and type only), or null. */
export async function payInfoOf(db: Db | Trx, userId: number, type: 0 | 1): Promise<PayInfoEntry | null> {
  const row = await bindingOf(db, userId, type);
  if (!row) return null;
  const { acc, acc_name, acc_bank, acc_code, acc_fh, mark } = row;
  return type === 0 ? { type: 0, acc, acc_name, acc_bank, acc_code, acc_fh, mark } : { type: 1, acc, acc_name };
}

/** A member's bindings of every type, oldest first (what withdrawals may pay to). */
export async function bindingsOf(db: Db | Trx, userId: number): Promise<Array<Pick<Binding, 'type' | 'acc' | 'acc_name' | 'acc_bank'>>> {
  return db.selectFrom('pay_infos').select(['type', 'acc', 'acc_name', 'acc_bank']).where('user_id', '=', userId).orderBy('id').execute();
}

/**
 * Binds a card or wallet in the caller's transaction: adds it, or replaces the member's binding of its type. A
 * replacement needs the security code checked before (`codeChecked`, else 20015), is recorded and is told to the
 * member in an in-site message naming the new account's last four characters (enough to notice one not theirs).
 * `lock` (PostgreSQL only) holds the current binding while it is replaced.
 */
export async function saveBinding(
  trx: Db | Trx,
  change: { userId: number; binding: Binding; codeChecked: boolean; ip: string; now: number; lock: boolean },
  operatorAddresses: readonly Hex20[],
): Promise<void> {
  const { userId, binding, now } = change;
  if (binding.type === WALLET) await refuseUnpayableWallet(trx, binding.acc, operatorAddresses);
  const added = await trx
    .insertInto('pay_infos')
    .values({ user_id: userId, ...binding, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'type']).doNothing())
    .executeTakeFirst();
  if (Number(added.numInsertedOrUpdatedRows ?? 0) !== 0) return;
  const current = (await bindingOf(trx, userId, binding.type, change.lock))!;
  if (sameBinding(current, binding)) return;
  // Bound by a parallel call after the caller looked: replacing it needs the code all the same.
  if (!change.codeChecked) throw new AppError(ERR.bindingNeedsCode);
  await trx.updateTable('pay_infos').set(binding).where('user_id', '=', userId).where('type', '=', binding.type).execute();
  await recordBindingChange(trx, { userId, previous: current, replacement: binding, ip: change.ip, now });
  const ending = (binding.type === 0 ? binding.acc_name : binding.acc).slice(-4);
  await writeMessage(trx, { userId, kind: 'binding_changed', params: { bindingType: binding.type, ending }, now });
}

const WALLET = 1;

/**
 * Refuses a wallet no withdrawal may be paid to: any member's deposit address (deposit_addresses: every address a
 * member was shown; 20041), paid out to it, a withdrawal would come back as that member's deposit, credited again with
 * its bonus; or one of the operator's own payout wallets (CHAIN_PAYOUT_ADDRESSES; 20042), where a "payout" would
 * never leave the operator, yet the chain would show a transfer from a payout wallet to the bound address.
 */
export async function refuseUnpayableWallet(db: Db | Trx, address: string, operatorAddresses: readonly Hex20[]): Promise<void> {
  let hex: Hex20;
  try {
    hex = tronToHex20(address);
  } catch (error) {
    if (error instanceof InvalidAddressError) return;
    throw error;
  }
  if (operatorAddresses.includes(hex)) throw new AppError(ERR.addressIsOperators);
  if (await db.selectFrom('deposit_addresses').select('user_id').where('address', '=', hex).executeTakeFirst())
    throw new AppError(ERR.addressIsDeposit);
}
