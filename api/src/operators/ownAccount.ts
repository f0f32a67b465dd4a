// An operator's own sign-in (issue 40): changing their password or moving to a new authenticator, proven by the
// current password and a fresh code; their other sessions end, the one acting stays.
import { writeAudit, type Actor } from '../audit/log';
import type { Db, Trx } from '../db/schema';
import type { Deps } from '../deps';
import { AppError } from '../i18n/errors';
import { hashSecret, verifySecret } from '../security/password';
import { throttledCheck, type Throttle } from '../security/throttle';
import { acceptStep, operatorPasswordOk } from './accounts';
import { OPS_ERR } from './errors';
import type { OperatorSession } from './sessions';
import { newTotpSecret, totpStep, totpUri } from './totp';

/**
 * The signed-in operator's password and a code of a later step than any used (moving the last step past it, as a
 * sign-in does), throttled per name and address as sign-in is (`throttle`: the api's loginPair, apart from Deps): a
 * stolen session cookie alone changes nothing.
 */
async function proveSelf(
  { db }: Pick<Deps, 'db'>,
  throttle: Throttle,
  session: OperatorSession,
  asked: { password: string; code: string },
  ip: string,
  now: number,
) {
  const { id, name } = session.operator;
  await throttledCheck({
    guards: [[throttle, `ops:${name}|${ip}`]],
    check: async () => {
      const row = await db.selectFrom('operators').select(['password_hash', 'totp_secret']).where('id', '=', id).executeTakeFirst();
      if (!row?.password_hash || !(await verifySecret(asked.password, row.password_hash))) return null;
      const step = totpStep(row.totp_secret, asked.code, now);
      if (step === null) return null;
      return (await acceptStep(db, id, step)) ? true : null;
    },
    locked: OPS_ERR.signInLocked,
    wrong: OPS_ERR.signInFailed,
    onPass: ['reset'],
  });
}

/** Ends the operator's sessions but the one acting: whoever else held one signed in with what just changed. */
async function endOtherSessions(trx: Db | Trx, session: OperatorSession): Promise<number> {
  const ended = await trx
    .deleteFrom('operator_sessions')
    .where('operator_id', '=', session.operator.id)
    .where('token_hash', '!=', session.tokenHash)
    .executeTakeFirst();
  return Number(ended.numDeletedRows);
}

/** A new password (the operators' rules), proven by the current one and a code; answers the change to apply. */
export async function changeOwnPassword(
  deps: Pick<Deps, 'db' | 'config'>,
  throttle: Throttle,
  session: OperatorSession,
  asked: { current: string; code: string; password: string },
  ip: string,
  now = Date.now(),
) {
  await proveSelf(deps, throttle, session, { password: asked.current, code: asked.code }, ip, now);
  if (!operatorPasswordOk(asked.password, session.operator.name)) throw new AppError(OPS_ERR.passwordWeak);
  const passwordHash = await hashSecret(asked.password, deps.config.scrypt);
  return async (trx: Trx, by: Actor) => {
    await trx.updateTable('operators').set({ password_hash: passwordHash }).where('id', '=', session.operator.id).execute();
    const ended = await endOtherSessions(trx, session);
    await writeAudit(trx, { ...by, action: 'operator.passwordChange', target: by.actor, after: { sessions_ended: ended } }, now);
  };
}

/** Proven by the password and a code of the current authenticator: a new secret, shown once, kept until confirmed. */
export async function startAuthenticatorChange(
  deps: Pick<Deps, 'db'>,
  throttle: Throttle,
  session: OperatorSession,
  asked: { password: string; code: string },
  ip: string,
  now = Date.now(),
) {
  await proveSelf(deps, throttle, session, asked, ip, now);
  const secret = newTotpSecret();
  return async (trx: Trx, by: Actor) => {
    await trx.updateTable('operators').set({ pending_totp_secret: secret }).where('id', '=', session.operator.id).execute();
    await writeAudit(trx, { ...by, action: 'operator.authenticatorStart', target: by.actor }, now);
    return { secret, otpauth_uri: totpUri(secret, session.operator.name) };
  };
}

/** A code of the new authenticator moves the operator to it; the old one stops working, other sessions end. */
export async function confirmAuthenticatorChange(trx: Trx, session: OperatorSession, code: string, by: Actor, now = Date.now()) {
  const row = await trx.selectFrom('operators').select('pending_totp_secret').where('id', '=', session.operator.id).executeTakeFirst();
  const pending = row?.pending_totp_secret;
  const step = pending ? totpStep(pending, code, now) : null;
  if (!pending || step === null) throw new AppError(OPS_ERR.codeWrong);
  await trx
    .updateTable('operators')
    .set({ totp_secret: pending, pending_totp_secret: null, totp_last_step: step })
    .where('id', '=', session.operator.id)
    .where('pending_totp_secret', '=', pending)
    .execute();
  const ended = await endOtherSessions(trx, session);
  await writeAudit(trx, { ...by, action: 'operator.authenticatorChange', target: by.actor, after: { sessions_ended: ended } }, now);
}
