// Account recovery (issue 29, docs/back-office.md): support verifies a member and issues a one-time code (30 minutes);
// the member sets a new password (on /login's forgot path) or security code (on /setSecurityCode's) with it. Every
// session ends, the member is told, and withdrawals wait 24 hours (a stolen account's money does not leave at once).
import { randomInt } from 'node:crypto';
import { GROUP_MEMBER } from 'shared-contracts';
import { writeAudit } from '../audit/log';
import type { Db, Trx } from '../db/schema';
import type { Deps } from '../deps';
import { wallClock } from '../domain/time';
import { AppError, ERR } from '../i18n/errors';
import { writeMessage } from '../messages/write';
import type { Actor } from '../audit/log';
import { hashSecret } from '../security/password';
import { nameGuards, type NameThrottles } from './login';
import type { Sessions } from './sessions';
import { throttledCheck, type Guard } from '../security/throttle';
import { hashToken } from '../security/token';
import type { RecoveryKind } from './tables';

export const RECOVERY_CODE_MS = 30 * 60_000;
/** How long withdrawals wait after a reset. */
export const WITHDRAWAL_HOLD_AFTER_RESET_MS = 24 * 3_600_000;
/** Letters and digits nobody confuses when read out over the phone. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

function newCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** How the member may type it: case and spaces or dashes do not matter. */
const normalized = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/**
 * Issues a member's one-time code of `kind` (an earlier open one of that kind is closed: only the newest works), in the
 * caller's transaction, audited (never the code itself). Answers the code to read to the member, once. A guest or an
 * unknown id is refused as not found.
 */
export async function issueRecoveryCode(
  trx: Db | Trx,
  userId: number,
  kind: RecoveryKind,
  by: Actor & { reason: string },
  now = Date.now(),
) {
  const member = await trx.selectFrom('users').select('group_id').where('id', '=', userId).executeTakeFirst();
  if (member?.group_id !== GROUP_MEMBER) throw new AppError(ERR.notFound);
  const code = newCode();
  await trx
    .updateTable('recovery_codes')
    .set({ closed_at: now })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('closed_at', 'is', null)
    .execute();
  const expiresAt = now + RECOVERY_CODE_MS;
  await trx
    .insertInto('recovery_codes')
    .values({
      user_id: userId,
      kind,
      code_hash: hashToken(normalized(code)),
      issued_by: by.actor,
      issued_at: now,
      expires_at: expiresAt,
      closed_at: null,
    })
    .execute();
  await writeAudit(trx, { ...by, action: 'member.recoveryCode', target: `member:${userId}`, after: { kind, expires_at: expiresAt } }, now);
  return { code, expiresAt };
}

/** A reset as checked before its transaction: the code's row and the new secret's hash. */
export interface PreparedReset {
  userId: number;
  codeId: number;
  kind: RecoveryKind;
  newHash: string;
}

/**
 * The throttles of a password reset asked before sign-in, as a login's (accounts/login.ts): per name and address, per
 * address, and per name, or per device instead of per name when the browser holds a device proof for that name. So
 * strangers' wrong codes lock the name for new browsers, never the member's own phone with the right code; and a name
 * nobody holds counts exactly as one that exists (issue 42: unknown names answered at once and without limit).
 */
export const resetGuards = (throttles: NameThrottles, name: string, ip: string, deviceId: string | null): Guard[] =>
  nameGuards(throttles, name, ip, deviceId, 'reset:');

/** The throttle of a reset by a signed-in member (the security code's): per member. */
export const memberResetGuards = (throttles: Pick<NameThrottles, 'loginAccount'>, userId: number): Guard[] => [
  [throttles.loginAccount, `reset:${userId}`],
];

/**
 * Checks a reset code under `guards` (a wrong code counts; `userId` null, a name nobody holds, is always wrong), then
 * hashes the new secret. Slow (scrypt): before the transaction. The caller has checked the new secret's own rules.
 */
export async function prepareReset(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  userId: number | null,
  kind: RecoveryKind,
  code: string,
  secret: string,
  guards: Guard[],
  now = Date.now(),
): Promise<PreparedReset> {
  const row = await throttledCheck({
    guards,
    check: async () =>
      userId === null
        ? null
        : ((await db
            .selectFrom('recovery_codes')
            .select(['id', 'user_id'])
            .where('user_id', '=', userId)
            .where('kind', '=', kind)
            .where('code_hash', '=', hashToken(normalized(code)))
            .where('closed_at', 'is', null)
            .where('expires_at', '>', now)
            .executeTakeFirst()) ?? null),
    locked: ERR.loginLocked,
    wrong: ERR.recoveryCodeWrong,
  });
  return { userId: Number(row.user_id), codeId: Number(row.id), kind, newHash: await hashSecret(secret, config.scrypt) };
}

/**
 * The reset, in the call's transaction: the code is spent (once: a second use finds it closed), the secret replaced,
 * every session ended, the reset recorded (it holds withdrawals), audited as the member's own from their address, and
 * the member told. `sessions` is the api's own, apart from Deps.
 */
export async function applyReset(
  { config }: Pick<Deps, 'config'>,
  sessions: Pick<Sessions, 'endAllOf'>,
  trx: Trx,
  reset: PreparedReset,
  address: string,
  now = Date.now(),
): Promise<{ withdrawalsFrom: number }> {
  const spent = await trx
    .updateTable('recovery_codes')
    .set({ closed_at: now })
    .where('id', '=', reset.codeId)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) === 0) throw new AppError(ERR.recoveryCodeWrong);
  const column = reset.kind === 'password' ? 'password_hash' : 'security_code_hash';
  await trx
    .updateTable('users')
    .set({ [column]: reset.newHash })
    .where('id', '=', reset.userId)
    .execute();
  await sessions.endAllOf(trx, reset.userId);
  await trx
    .insertInto('account_resets')
    .values({ user_id: reset.userId, kind: reset.kind, code_id: reset.codeId, reset_at: now })
    .execute();
  const withdrawalsFrom = now + WITHDRAWAL_HOLD_AFTER_RESET_MS;
  const until = wallClock(withdrawalsFrom, config.wallet.timeZone);
  await writeMessage(trx, { userId: reset.userId, kind: 'account_reset', params: { reset: reset.kind, until }, now });
  const member = `member:${reset.userId}`;
  await writeAudit(
    trx,
    { actor: member, address, action: 'member.reset', target: member, after: { kind: reset.kind, code_id: reset.codeId } },
    now,
  );
  return { withdrawalsFrom };
}

/** Until when the member's withdrawals wait after their last reset (null: they do not). */
export async function withdrawalsHeldUntil(db: Db | Trx, userId: number, now = Date.now()): Promise<number | null> {
  const row = await db
    .selectFrom('account_resets')
    .select((eb) => eb.fn.max('reset_at').as('last'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const until = row?.last == null ? null : Number(row.last) + WITHDRAWAL_HOLD_AFTER_RESET_MS;
  return until !== null && until > now ? until : null;
}
