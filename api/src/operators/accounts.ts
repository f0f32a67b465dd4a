import type { Operator, OperatorRole } from 'shared-contracts/ops';
import type { NameThrottles } from '../accounts/login';
import { isCommonPassword } from '../security/commonPasswords';
import { raiseAlert } from '../alerts';
import { signInAlert } from '../alerts/sources';
import { writeAudit, type Actor } from '../audit/log';
import { isUniqueViolation } from '../db/errors';
import type { Db, Trx } from '../db/schema';
import type { Deps } from '../deps';
import { AppError } from '../i18n/errors';
import { hashSecret, verifySecret, type ScryptParams } from '../security/password';
import { throttledCheck } from '../security/throttle';
import { hashToken, newToken } from '../security/token';
import { OPS_ERR } from './errors';
import { newTotpSecret, totpStep } from './totp';
import { toUnixSeconds } from '../domain/time';

/** How long an enrolment link stays good. */
export const ENROL_MS = 24 * 3_600_000;
const MIN_PASSWORD = 12;
export const ACTIVE = 0;

function operatorOf(row: { id: number; name: string; role: OperatorRole }): Operator {
  return { id: Number(row.id), name: row.name, role: row.role };
}

/**
 * Adds an operator, not yet enrolled, and answers the one-time enrolment token (its hash is stored) to hand them: the
 * link lets them set a password and prove their authenticator app. Audited in the same transaction.
 */
export async function addOperator(trx: Db | Trx, asked: { name: string; role: OperatorRole }, by: Actor, now = Date.now()) {
  const token = newToken();
  const expiresAt = now + ENROL_MS;
  try {
    const row = await trx
      .insertInto('operators')
      .values({
        name: asked.name,
        role: asked.role,
        password_hash: null,
        totp_secret: newTotpSecret(),
        totp_last_step: null,
        enrol_token_hash: hashToken(token),
        enrol_expires_at: expiresAt,
        created_at: now,
      })
      .returning(['id', 'name', 'role'])
      .executeTakeFirstOrThrow();
    await writeAudit(trx, { ...by, action: 'operator.add', target: `operator:${asked.name}`, after: asked }, now);
    return { operator: operatorOf(row), token, expiresAt };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(OPS_ERR.nameTaken);
    throw error;
  }
}

/** An active operator's role, for a change to another one; refused for an unknown or disabled operator, or the same role. */
export async function checkRoleChange(trx: Db | Trx, asked: { name: string; role: OperatorRole }): Promise<OperatorRole> {
  const row = await trx
    .selectFrom('operators')
    .select('role')
    .where('name', '=', asked.name)
    .where('status', '=', ACTIVE)
    .executeTakeFirst();
  if (!row) throw new AppError(OPS_ERR.operatorUnknown);
  if (row.role === asked.role) throw new AppError(OPS_ERR.roleUnchanged);
  return row.role;
}

/** Gives an active operator another role, audited (operator.role, before and after); a four-eyes request applies it. */
export async function changeRole(trx: Trx, asked: { name: string; role: OperatorRole }, by: Actor, now = Date.now()) {
  const before = await checkRoleChange(trx, asked);
  await trx.updateTable('operators').set({ role: asked.role }).where('name', '=', asked.name).execute();
  await writeAudit(
    trx,
    { ...by, action: 'operator.role', target: `operator:${asked.name}`, before: { role: before }, after: { role: asked.role } },
    now,
  );
  return { before, after: asked.role };
}

/** The operator an enrolment token names, while it is good. */
export async function enrolmentOf(db: Db | Trx, token: string, now = Date.now()) {
  const row = await db
    .selectFrom('operators')
    .select(['id', 'name', 'role', 'totp_secret', 'enrol_expires_at'])
    .where('enrol_token_hash', '=', hashToken(token))
    .where('status', '=', ACTIVE)
    .executeTakeFirst();
  if (!row || Number(row.enrol_expires_at) <= now) throw new AppError(OPS_ERR.enrolmentInvalid);
  return row;
}

/**
 * An operator's password: 12 characters or more, at least 5 different ones, not holding their name, and neither a
 * common password nor one with digits or symbols put before or after it ('password1234', '!Summer2026!').
 */
export function operatorPasswordOk(password: string, name: string): boolean {
  if (password.length < MIN_PASSWORD || new Set(password.toLowerCase()).size < 5) return false;
  if (password.toLowerCase().includes(name.toLowerCase())) return false;
  const stem = password.replace(/^[\d\W_]+|[\d\W_]+$/g, '');
  return !isCommonPassword(password) && !(stem.length > 0 && isCommonPassword(stem));
}

/** How long the browser that opened an enrolment link has to finish it. */
const OPENED_MS = 30 * 60_000;

/**
 * Opens an enrolment link, once: the authenticator's secret is made now and answered only to this opener, and the
 * link's token is spent, replaced by a new one answered with it (the browser's to finish with, for OPENED_MS). Whoever
 * opens a leaked link first gets nothing the real operator would then use: their own opening fails (70006) and they
 * ask for a new link. Audited (operator.enrolmentOpened, from the opener's address).
 */
export async function openEnrolment(trx: Db | Trx, token: string, address: string, now = Date.now()) {
  const found = await enrolmentOf(trx, token, now);
  const secret = newTotpSecret();
  const next = newToken();
  const spent = await trx
    .updateTable('operators')
    .set({ totp_secret: secret, enrol_token_hash: hashToken(next), enrol_expires_at: now + OPENED_MS })
    .where('id', '=', found.id)
    .where('enrol_token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) === 0) throw new AppError(OPS_ERR.enrolmentInvalid);
  const who = `operator:${found.name}`;
  await writeAudit(trx, { actor: who, address, action: 'operator.enrolmentOpened', target: who }, now);
  return { name: found.name, role: found.role, secret, token: next };
}

/**
 * Completes an enrolment (with the token openEnrolment answered): a password of 12 characters or more, not a common one, and a first code of the
 * authenticator (so the secret was scanned); the token is spent. Slow work (scrypt) before the transaction.
 */
export async function enrol(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  asked: { token: string; password: string; code: string },
  now = Date.now(),
) {
  const found = await enrolmentOf(db, asked.token, now);
  if (!operatorPasswordOk(asked.password, found.name)) throw new AppError(OPS_ERR.passwordWeak);
  const step = totpStep(found.totp_secret, asked.code, now);
  if (step === null) throw new AppError(OPS_ERR.codeWrong);
  const passwordHash = await hashSecret(asked.password, config.scrypt);
  return async (trx: Db | Trx, address: string): Promise<Operator> => {
    const spent = await trx
      .updateTable('operators')
      .set({ password_hash: passwordHash, enrol_token_hash: null, enrol_expires_at: null, totp_last_step: step })
      .where('id', '=', found.id)
      .where('enrol_token_hash', '=', hashToken(asked.token))
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) === 0) throw new AppError(OPS_ERR.enrolmentInvalid);
    await writeAudit(trx, { actor: `operator:${found.name}`, address, action: 'operator.enrol', target: `operator:${found.name}` }, now);
    return operatorOf(found);
  };
}

/**
 * Checks name, password and code, throttled as members' logins are (per name and address, per address, per name; keys
 * of their own). A code is good once: accepting it moves the operator's last step past it in one conditional update,
 * so a replayed code (or one of an earlier step) fails as a wrong one. One answer for every failure; each failure is
 * audited (`session.signInFailed`), and the failure that locks the name (alone or from one address) raises an alert,
 * once per name per throttle window. With a device proof of this operator (`deviceId`, their browser's last good
 * sign-in) the per-name lock does not apply: that browser's attempts count on their own, so strangers' failures from
 * many addresses cannot lock the operator out of their own device. `t` is the api's throttles (apart from Deps).
 */
export async function checkSignIn(
  deps: Pick<Deps, 'db' | 'config' | 'now'>,
  t: NameThrottles,
  asked: { name: string; password: string; code: string },
  ip: string,
  deviceId: string | null = null,
  now = Date.now(),
) {
  const { db, config } = deps;
  const idleMs = config.operators.idleDisableMs;
  const pair = `ops:${asked.name}|${ip}`;
  const account = `ops:${asked.name}`;
  return throttledCheck({
    guards: [[t.loginPair, pair], [t.loginAddress, `ops:${ip}`], deviceId ? [t.loginDevice, `ops:${deviceId}`] : [t.loginAccount, account]],
    check: async () => {
      const row = await db
        .selectFrom('operators')
        .selectAll()
        .where('name', '=', asked.name)
        .where('status', '=', ACTIVE)
        // Idle past OPS_IDLE_DISABLE_DAYS: refused as a wrong sign-in now; the hourly upkeep records the disabling.
        .$if(idleMs > 0, (q) => q.where((eb) => eb(eb.fn.coalesce('last_active_at', 'created_at'), '>=', now - idleMs)))
        .executeTakeFirst();
      const passwordOk = await verifySecret(asked.password, row?.password_hash ?? (await dummyHash(config.scrypt)));
      if (!row?.password_hash || !passwordOk) return null;
      const step = totpStep(row.totp_secret, asked.code, now);
      return step !== null && (await acceptStep(db, row.id, step)) ? operatorOf(row) : null;
    },
    locked: OPS_ERR.signInLocked,
    wrong: OPS_ERR.signInFailed,
    onPass: ['reset', 'release', deviceId ? 'reset' : 'release'],
  }).catch(async (error: unknown) => {
    const failed = error instanceof AppError && error.def === OPS_ERR.signInFailed;
    if (failed || (error instanceof AppError && error.def === OPS_ERR.signInLocked)) {
      const locked = !failed || (await t.loginPair.lockedFor(pair)) > 0 || (await t.loginAccount.lockedFor(account)) > 0;
      // Every failed or refused sign-in is on the record, with the name tried and whether it is now locked.
      await db.transaction().execute((trx) =>
        writeAudit(
          trx,
          {
            actor: `operator:${asked.name}`,
            address: ip,
            action: 'session.signInFailed',
            target: `operator:${asked.name}`,
            after: { locked, known_device: deviceId !== null },
          },
          now,
        ),
      );
      if (failed && locked) await raiseAlert(deps, db, signInAlert(asked.name, ip, config.throttle.window, now));
    }
    throw error;
  });
}

/** Moves the operator's last accepted code step to `step` if it is later: a code is good once. */
export async function acceptStep(db: Db, operatorId: number, step: number): Promise<boolean> {
  const moved = await db
    .updateTable('operators')
    .set({ totp_last_step: step })
    .where('id', '=', operatorId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

let dummy: Promise<string> | null = null;
/** A real hash to verify against when the name is unknown or not enrolled: every failure takes the same time. */
function dummyHash(scrypt: ScryptParams): Promise<string> {
  dummy ??= hashSecret('not-a-password', scrypt);
  return dummy;
}

/** Every operator, for the admin's list. */
export async function listOperators(db: Db | Trx) {
  const rows = await db.selectFrom('operators').selectAll().orderBy('id').execute();
  return rows.map((row) => ({
    ...operatorOf(row),
    enrolled: row.password_hash !== null,
    disabled: row.status !== ACTIVE,
    createtime: toUnixSeconds(row.created_at),
  }));
}
