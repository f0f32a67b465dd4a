import { SECURITY_CODE_PATTERN } from 'shared-contracts/api';
import type { Db, Trx } from '../db/schema';
import type { Deps } from '../deps';
import { AppError, ERR, type ErrorDef } from '../i18n/errors';
import { hashSecret, verifySecret } from '../security/password';
import { throttledCheck, type Throttle } from '../security/throttle';

/** The member's security code hash, null when none is set. */
export async function securityCodeHashOf(db: Db | Trx, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('security_code_hash').where('id', '=', userId).executeTakeFirst();
  return row?.security_code_hash ?? null;
}

/**
 * Checks a member's current security code, throttled per user: answers `missing` (20016 unless the caller
 * names its own) when none is set or none is given, 20018 while locked, 20017 when wrong (only this counts).
 * The attempt is reserved before the slow check, so a parallel burst is checked at most `limit` times; the rest
 * wait for the checks ahead (a right code sent twice passes twice), 20019 when those outlast the wait.
 * Slow (scrypt): call it before the transaction. `throttle` is the api's securityCode one (apart from Deps: the CLI
 * checks no member's code).
 */
export async function checkSecurityCode(
  { db }: Pick<Deps, 'db'>,
  throttle: Throttle,
  userId: number,
  code: string | undefined,
  missing: ErrorDef = ERR.codeRequired,
): Promise<void> {
  const hash = await securityCodeHashOf(db, userId);
  if (!hash || !code) throw new AppError(missing);
  await throttledCheck({
    guards: [[throttle, String(userId)]],
    check: async () => (SECURITY_CODE_PATTERN.test(code) && (await verifySecret(code, hash)) ? true : null),
    locked: ERR.codeLocked,
    wrong: ERR.codeWrong,
  });
}

/** A security code change as checked before its transaction: the hash it replaces (null: the first) and the new one. */
export interface SecurityCodeChange {
  oldHash: string | null;
  newHash: string;
}

/** The first code needs no old one; changing it needs `currentCode` (checked and throttled: checkSecurityCode). Slow. */
export async function prepareSecurityCode(
  deps: Pick<Deps, 'db' | 'config'>,
  throttle: Throttle,
  userId: number,
  newCode: string,
  currentCode: string | undefined,
): Promise<SecurityCodeChange> {
  const oldHash = await securityCodeHashOf(deps.db, userId);
  if (oldHash !== null) await checkSecurityCode(deps, throttle, userId, currentCode);
  return { oldHash, newHash: await hashSecret(newCode, deps.config.scrypt) };
}

/** Saves the new code unless it was set or changed by a concurrent call since it was checked (then 20016). */
export async function saveSecurityCode(db: Db | Trx, userId: number, { oldHash, newHash }: SecurityCodeChange): Promise<void> {
  const query = db.updateTable('users').set({ security_code_hash: newHash }).where('id', '=', userId);
  const result = await (
    oldHash === null ? query.where('security_code_hash', 'is', null) : query.where('security_code_hash', '=', oldHash)
  ).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError(ERR.codeRequired);
}
