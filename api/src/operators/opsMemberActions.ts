// Support's actions on a member from the back office (issue 29): ending sessions, writing an in-site message. Each in
// the call's transaction with its audit row.
import { writeAudit, type Actor } from '../audit/log';
import type { Trx } from '../db/schema';
import { AppError, ERR } from '../i18n/errors';
import { writeMessage } from '../messages/write';
import { memberOf, openSessionsOf } from './memberDetail';
import type { Sessions } from '../accounts/sessions';

/**
 * Ends one session of a member (by its handle) or all of them (none open: 0, still recorded): the member's token stops
 * working in every process once the transaction commits. 10005 when there is no such member, or no open session of
 * theirs with that handle.
 */
export async function revokeMemberSessions(
  trx: Trx,
  sessions: Pick<Sessions, 'endAllOf' | 'endOneOf'>,
  target: { userId: number; handle?: string },
  by: Actor & { reason: string },
  now = Date.now(),
): Promise<number> {
  if (!(await memberOf(trx, target.userId))) throw new AppError(ERR.notFound);
  const open = await openSessionsOf(trx, target.userId, now);
  const chosen = target.handle === undefined ? open : open.filter((session) => session.handle === target.handle);
  if (target.handle !== undefined && chosen.length === 0) throw new AppError(ERR.notFound);
  const ended =
    target.handle === undefined
      ? await sessions.endAllOf(trx, target.userId)
      : await sessions.endOneOf(trx, target.userId, chosen[0]!.tokenHash);
  await writeAudit(
    trx,
    {
      ...by,
      action: 'member.sessionRevoke',
      target: `member:${target.userId}`,
      before: { sessions: chosen.map((session) => ({ handle: session.handle, ip: session.ip, createtime: session.createtime })) },
      after: { ended },
    },
    now,
  );
  return ended;
}

/** Writes a member an in-site message in support's own words, audited with them. 10005 when there is no such member. */
export async function sendSupportMessage(
  trx: Trx,
  message: { userId: number; title: string; body: string },
  by: Actor & { reason?: string },
  now = Date.now(),
): Promise<void> {
  if (!(await memberOf(trx, message.userId))) throw new AppError(ERR.notFound);
  await writeMessage(trx, { userId: message.userId, kind: 'support_message', params: { title: message.title, body: message.body }, now });
  await writeAudit(
    trx,
    {
      ...by,
      action: 'member.message',
      target: `member:${message.userId}`,
      after: { title: message.title, body: message.body },
      reason: by.reason ?? null,
    },
    now,
  );
}
