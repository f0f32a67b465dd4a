// An operator's life after enrolment (issue 40): disabled by a second admin or by idleness, their sign-in reset
// through a new one-time link. Each ends the operator's sessions at once and is audited in the caller's transaction.
import { SYSTEM_ACTOR, writeAudit, type Actor } from '../audit/log';
import { isPostgres } from '../db/rawStatement';
import type { Db, Trx } from '../db/schema';
import { AppError } from '../i18n/errors';
import { hashToken, newToken } from '../security/token';
import { ACTIVE, ENROL_MS } from './accounts';
import { OPS_ERR } from './errors';
import { endSessionsOf } from './sessions';
import { newTotpSecret } from './totp';

const DISABLED = 1;

/** An active operator by name (70024 when there is none). */
async function activeOperator(trx: Db | Trx, name: string) {
  const row = await trx
    .selectFrom('operators')
    .select(['id', 'name', 'role'])
    .where('name', '=', name)
    .where('status', '=', ACTIVE)
    .executeTakeFirst();
  if (!row) throw new AppError(OPS_ERR.operatorUnknown);
  return row;
}

/** The operator to disable; refuses an unknown or disabled one, or the last active admin (nobody could run the console). */
export async function checkDisable(trx: Db | Trx, name: string) {
  const row = await activeOperator(trx, name);
  if (row.role !== 'admin') return row;
  // The active admins' rows locked (PostgreSQL): two approvals disabling the last two admins at once run one by one.
  const admins = await trx
    .selectFrom('operators')
    .select('id')
    .where('role', '=', 'admin')
    .where('status', '=', ACTIVE)
    .$if(isPostgres(trx), (q) => q.forUpdate())
    .execute();
  if (admins.length <= 1) throw new AppError(OPS_ERR.lastAdmin);
  return row;
}

/** Disables an operator (a four-eyes request applies it): every session of theirs ends in the same transaction. */
export async function disableOperator(trx: Trx, name: string, by: Actor, now = Date.now()) {
  const row = await checkDisable(trx, name);
  await trx.updateTable('operators').set({ status: DISABLED }).where('id', '=', row.id).where('status', '=', ACTIVE).execute();
  const sessionsEnded = await endSessionsOf(trx, row.id);
  await writeAudit(trx, { ...by, action: 'operator.disable', target: `operator:${name}`, after: { sessions_ended: sessionsEnded } }, now);
  return { operator: name, sessions_ended: sessionsEnded };
}

/** Refuses resetting an unknown or disabled operator's sign-in. */
export const checkReset = async (trx: Db | Trx, name: string): Promise<void> => void (await activeOperator(trx, name));

/**
 * Resets a lost authenticator or password: a new TOTP secret, no password, and a new one-time enrolment link
 * (answered once, to the approver, to hand over); the old sessions end, so whoever held the old factors is out.
 */
export async function resetSignIn(trx: Trx, name: string, by: Actor, now = Date.now()) {
  const row = await activeOperator(trx, name);
  const token = newToken();
  const expiresAt = now + ENROL_MS;
  await trx
    .updateTable('operators')
    .set({
      password_hash: null,
      totp_secret: newTotpSecret(),
      totp_last_step: null,
      enrol_token_hash: hashToken(token),
      enrol_expires_at: expiresAt,
    })
    .where('id', '=', row.id)
    .execute();
  const sessionsEnded = await endSessionsOf(trx, row.id);
  await writeAudit(trx, { ...by, action: 'operator.reset', target: `operator:${name}`, after: { sessions_ended: sessionsEnded } }, now);
  return { token, expiresAt, sessionsEnded };
}

/**
 * Disables every active operator whose last sign-in (or enrolment, or creation) is older than `idleMs`
 * (OPS_IDLE_DISABLE_DAYS; 0 = never), each audited as the server's; answers their names. Run by the hourly upkeep;
 * the guarded update makes two processes running it at once disable each operator once.
 */
export async function disableIdleOperators(db: Db, idleMs: number, now = Date.now()): Promise<string[]> {
  if (idleMs <= 0) return [];
  const idle = await db
    .selectFrom('operators')
    .select(['id', 'name', 'last_active_at', 'created_at'])
    .where('status', '=', ACTIVE)
    .where((eb) => eb(eb.fn.coalesce('last_active_at', 'created_at'), '<', now - idleMs))
    .execute();
  const disabled: string[] = [];
  for (const row of idle) {
    const done = await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('operators')
        .set({ status: DISABLED })
        .where('id', '=', row.id)
        .where('status', '=', ACTIVE)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return false;
      await endSessionsOf(trx, row.id);
      const lastActive = Number(row.last_active_at ?? row.created_at);
      await writeAudit(
        trx,
        { ...SYSTEM_ACTOR, action: 'operator.idleDisable', target: `operator:${row.name}`, before: { last_active_at: lastActive } },
        now,
      );
      return true;
    });
    if (done) disabled.push(row.name);
  }
  return disabled;
}
