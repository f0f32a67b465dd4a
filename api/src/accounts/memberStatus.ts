import { writeAudit } from '../audit/log';
import type { Db, Trx } from '../db/schema';
import type { Actor } from '../audit/log';
import { isPostgres } from '../db/rawStatement';
import type { SessionEndReason } from 'shared-contracts';
import { sameUsername } from './users';

export const MEMBER_ACTIVE = 0;
export const MEMBER_DISABLED = 1;

/** Whether the member's account is disabled (its sessions withdraw only). */
export async function isMemberDisabled(db: Db | Trx, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('status').where('id', '=', userId).executeTakeFirst();
  return Number(row?.status) === MEMBER_DISABLED;
}

export interface StatusChange {
  userId: number;
  username: string;
  /** Whether the account was already in the state asked (nothing changed, nothing recorded). */
  unchanged: boolean;
  /** Sessions ended (a change of status ends them all). */
  sessionsEnded: number;
}

/**
 * Disables or enables a member's account, the one way for the console and the ops CLI: either ends every session at
 * once (every api process hears it). A disabled member may still sign in, only to withdraw their balance (docs/money.md);
 * enabled, they sign in again to everything. Audited with the state before and
 * after and the reason, in the caller's transaction. Null when there is no such member.
 */
export async function setMemberDisabled(
  trx: Trx,
  /** Ends the member's sessions in `trx` (a reason given: the member is told it): app.sessions.endAllOf in the api, endMemberSessions in the CLI. */
  endSessions: (trx: Trx, userId: number, reason?: SessionEndReason) => Promise<number>,
  member: { id?: number; username?: string },
  disabled: boolean,
  by: Actor & { reason?: string | null },
): Promise<StatusChange | null> {
  const user = await trx
    .selectFrom('users')
    .select(['id', 'username', 'status'])
    .$if(member.id !== undefined, (q) => q.where('id', '=', member.id!))
    .$if(member.username !== undefined, (q) => q.where(sameUsername(member.username!)))
    .$if(isPostgres(trx), (q) => q.forUpdate())
    .executeTakeFirst();
  if (!user) return null;
  const status = disabled ? MEMBER_DISABLED : MEMBER_ACTIVE;
  const change = { userId: Number(user.id), username: user.username, unchanged: user.status === status, sessionsEnded: 0 };
  if (change.unchanged) return change;
  await trx.updateTable('users').set({ status }).where('id', '=', user.id).execute();
  // Either way the sessions end: a disabled account's open ones would keep full access, an enabled one's withdraw-only.
  change.sessionsEnded = await endSessions(trx, change.userId, disabled ? 'disabled' : undefined);
  await writeAudit(trx, {
    actor: by.actor,
    address: by.address,
    action: disabled ? 'member.disable' : 'member.enable',
    target: `member:${user.id}`,
    before: { status: user.status },
    after: { status },
    reason: by.reason ?? null,
  });
  return change;
}
