// Protection support imposes on a member (issue 40): a limit the member could set, or an exclusion, with a reason. It
// goes through the member's own rules, so it holds as theirs: a limit lowers at once and rises only after the delay,
// an exclusion only ever ends later. The console's opsMemberProtect and the CLI's member:protect both call it.
import { GROUP_MEMBER } from 'shared-contracts';
import type { ImposedExclusionLength } from 'shared-contracts/api';
import { writeAudit, type Actor } from '../audit/log';
import type { Dialect, Trx } from '../db/schema';
import { breakAt, changeLimit, imposeExclusionAt, INDEFINITE_UNTIL, type LimitPeriod, type StoredLimit } from '../domain/play';
import { wallClock } from '../domain/time';
import { AppError, ERR } from '../i18n/errors';
import { INDEFINITE, NO_LIMIT_PARAM, type ImposedLimitName } from '../messages/render';
import { writeMessage } from '../messages/write';
import { limitOf, lockMember, readControls, writeBreak, writeLimit, type Imposition, type LimitKind } from './controls';
import { PLAY_ERR } from './errors';

export type ImposedControl =
  | { kind: 'exclusion'; length: ImposedExclusionLength }
  | { kind: 'deposit' | 'loss'; period: LimitPeriod; amount: number | null }
  | { kind: 'stake'; amount: number | null };

export interface ImposeDeps {
  trx: Trx;
  dialect: Dialect;
  /** The wallet's zone: the times the member's message and the refusals name. */
  timeZone: string;
}

/**
 * Imposes `control` on the member as `by`, in the caller's transaction: written with who and why, audited
 * (`member.protect`, before and after) and told to the member in an in-site message. 10005 for no such member (or a
 * guest); an exclusion ending before the break running is refused as the member's would be (60005).
 */
export async function imposeProtection(
  deps: ImposeDeps,
  ask: { userId: number; control: ImposedControl; reason: string },
  by: Actor,
  now = Date.now(),
): Promise<void> {
  const { trx, dialect, timeZone } = deps;
  const member = await trx.selectFrom('users').select('group_id').where('id', '=', ask.userId).executeTakeFirst();
  if (member?.group_id !== GROUP_MEMBER) throw new AppError(ERR.notFound);
  await lockMember(trx, dialect, ask.userId);
  const imposition: Imposition = { by: by.actor, reason: ask.reason, since: now };
  const told =
    ask.control.kind === 'exclusion'
      ? await imposeExclusion(deps, ask.userId, ask.control.length, imposition, now)
      : await imposeLimit(trx, ask.userId, ask.control, imposition, now);
  await writeAudit(
    trx,
    { ...by, action: 'member.protect', target: `member:${ask.userId}`, before: told.before, after: told.after, reason: ask.reason },
    now,
  );
  const params = told.after.kind === 'exclusion' ? exclusionParams(told.after.until) : limitParams(told.after, now);
  await writeMessage(trx, { userId: ask.userId, kind: told.message, params: { ...params, reason: ask.reason }, now });

  function exclusionParams(until: number) {
    return { ends: until === INDEFINITE_UNTIL ? INDEFINITE : wallClock(until, timeZone) };
  }
  function limitParams(after: LimitState, at: number) {
    const name: ImposedLimitName = after.kind === 'stake' ? 'stake' : `${after.kind}_${after.period as LimitPeriod}`;
    const next = after.limit.pending ?? { amount: after.limit.amount, effectiveAt: at };
    return { limit: name, amount: next.amount ?? NO_LIMIT_PARAM, from: wallClock(next.effectiveAt, timeZone) };
  }
}

interface LimitState {
  kind: LimitKind;
  period: LimitPeriod | '';
  limit: StoredLimit;
}

async function imposeExclusion(deps: ImposeDeps, userId: number, length: ImposedExclusionLength, imposition: Imposition, now: number) {
  const running = breakAt((await readControls(deps.trx, userId, now)).break, now);
  const taken = imposeExclusionAt(running, length, now);
  if (taken === 'shortens') throw new AppError(PLAY_ERR.breakShortens, { until: wallClock(running!.until, deps.timeZone) });
  await writeBreak(deps.trx, userId, taken, now, imposition);
  const before = running && { kind: running.kind, until: running.until, by: running.imposed?.by ?? 'member' };
  return { message: 'exclusion_imposed' as const, before, after: { kind: 'exclusion' as const, until: taken.until, length } };
}

async function imposeLimit(
  trx: Trx,
  userId: number,
  control: Exclude<ImposedControl, { kind: 'exclusion' }>,
  imposition: Imposition,
  now: number,
) {
  const period = control.kind === 'stake' ? '' : control.period;
  const before = await readControls(trx, userId, now);
  const current = limitOf(before, control.kind, period, now);
  const limit = changeLimit(current, control.amount, now);
  await writeLimit(trx, userId, control.kind, period, limit, { before, imposition, now });
  const after: LimitState = { kind: control.kind, period, limit };
  return { message: 'limit_imposed' as const, before: { kind: control.kind, period, limit: current }, after };
}
