import type { FastifyInstance } from 'fastify';
import { SECURITY_CODE_PATTERN } from 'shared-contracts/api';
import { AppError, ERR, type ErrorDef } from '../http/errors';
import { verifySecret } from '../security/password';
import { minutesOf } from '../security/throttle';

/**
 * Checks a member's current security code, throttled per user: answers `missing` (20016 unless the caller
 * names its own) when none is set or none is given, 20018 while locked, 20017 when wrong (only this counts).
 * The attempt is reserved before the slow check, so a parallel burst is checked at most `limit` times; the rest
 * wait for the checks ahead (a right code sent twice passes twice), 20019 when those outlast the wait.
 * Slow (scrypt): call it before the transaction.
 */
export async function checkSecurityCode(
  app: FastifyInstance,
  userId: number,
  code: string | undefined,
  missing: ErrorDef = ERR.codeRequired,
): Promise<void> {
  const user = await app.db.selectFrom('users').select('security_code_hash').where('id', '=', userId).executeTakeFirst();
  if (!user?.security_code_hash || !code) throw new AppError(missing);
  const throttle = app.throttles.securityCode;
  const key = String(userId);
  const wait = await throttle.reserve(key);
  if (wait > 0) throw new AppError(ERR.codeLocked, { minutes: minutesOf(wait) });
  let ok: boolean;
  try {
    ok = SECURITY_CODE_PATTERN.test(code) && (await verifySecret(code, user.security_code_hash));
  } catch (error) {
    await throttle.release(key);
    throw error;
  }
  if (!ok) {
    await throttle.fail(key);
    throw new AppError(ERR.codeWrong);
  }
  await throttle.reset(key);
}
