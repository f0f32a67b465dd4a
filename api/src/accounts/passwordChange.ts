import type { Db, Trx } from '../db/schema';
import type { Deps } from '../deps';
import { AppError, ERR } from '../i18n/errors';
import { hashSecret, verifySecret } from '../security/password';
import { throttledCheck, type Throttle } from '../security/throttle';
import type { AuthUser } from './authUser';
import type { Sessions } from './sessions';

/** A password change as checked before its transaction: the hash it replaces and the new one. */
export interface PasswordChange {
  oldHash: string;
  newHash: string;
}

/**
 * Checks `currentPassword` (throttled like logins, on the member's own key: the attempt is reserved before the slow
 * check, so a parallel burst is checked at most `limit` times), then hashes the new one and signs the member's other
 * sessions out. Slow (scrypt): call it before the transaction. `throttle` (the api's loginPair) and `sessions` are the
 * api's own, apart from Deps.
 */
export async function preparePasswordChange(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  throttle: Throttle,
  sessions: Pick<Sessions, 'revokeOthers'>,
  user: AuthUser,
  currentPassword: string,
  newPassword: string,
): Promise<PasswordChange> {
  const oldHash = await throttledCheck({
    guards: [[throttle, `newPass|${user.id}`]],
    check: async () => {
      const row = await db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
      return (await verifySecret(currentPassword, row.password_hash)) ? row.password_hash : null;
    },
    locked: ERR.loginLocked,
    wrong: ERR.oldPassWrong,
  });
  if (newPassword === currentPassword) throw new AppError(ERR.samePass);
  const newHash = await hashSecret(newPassword, config.scrypt);
  // Outside the transaction (see Sessions), and last: a refusal below leaves the others signed out, never signed in.
  await sessions.revokeOthers(user.id, user.tokenHash);
  return { oldHash, newHash };
}

/** Saves the new password unless a concurrent call changed it since it was checked: the old one given is no longer current. */
export async function savePasswordChange(db: Db | Trx, userId: number, { oldHash, newHash }: PasswordChange): Promise<void> {
  const result = await db
    .updateTable('users')
    .set({ password_hash: newHash })
    .where('id', '=', userId)
    .where('password_hash', '=', oldHash)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError(ERR.oldPassWrong);
}
