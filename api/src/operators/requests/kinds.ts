// What each kind of four-eyes request changes (issue 38): its payload, who may decide it, and what approving applies,
// in the approval's transaction. One table of kinds, so the console and the CLI ask and decide through the same rules.
import { GROUP_MEMBER } from 'shared-contracts';
import type { Actor } from '../../audit/log';
import type { Trx } from '../../db/schema';
import { correction, isLedgerError } from '../../domain/ledger';
import type { Deps } from '../../deps';
import { AppError, ERR, type ErrorDef } from '../../i18n/errors';
import { checkOddsChange, setOdds, type OddsChange } from '../../lottery/admin/odds';
import { RoomChanges } from '../../lottery/engine/roomChanges';
import { markVoided, roundToVoid, type VoidRefusal } from '../../lottery/storage/voiding';
import {
  changeProgram,
  currentProgram,
  ProgramSettingsError,
  validateProgram,
  type ProgramName,
  type ProgramSettings,
} from '../../promotions/programs';
import { refundVoidedRounds } from '../../wallet/refunds/roundRefunds';
import { segmentReach, sendSegmentMessage, type SegmentMessage } from '../../messages/segments';
import { SEGMENT_ERR } from '../../messages/errors';
import { recordTurnoverWaiver } from '../../promotions/turnover';
import type { OperatorRole } from 'shared-contracts/ops';
import { addOperator, changeRole, checkRoleChange } from '../accounts';
import { checkDisable, checkReset, disableOperator, resetSignIn } from '../lifecycle';
import { OPS_ERR } from '../errors';
import { GAME_ADMIN_ERR } from '../../lottery/wire/errors';
import { WALLET_ERR } from '../../wallet/errors';
import type { Thresholds } from '../../verification/levels';
import { checkThresholdsOrder, setThresholds } from '../../verification/thresholds';
import type { OpsPermission } from '../roles';

/** A correcting ledger entry: `delta` (minor units, not 0) credits (> 0) or debits (< 0) the member. */
export interface CorrectionPayload {
  userId: number;
  delta: number;
  /** The member's ledger entry it corrects. */
  entryId: number;
}

/** A waiver of `amount` (minor units, > 0) of the member's turnover left. */
export interface WaiverPayload {
  userId: number;
  amount: number;
}

/** A new operator (their enrolment link is shown to the approver, once). */
export interface OperatorPayload {
  name: string;
  role: OperatorRole;
}

/** An operator's new role (raising or lowering it). */
export type RolePayload = OperatorPayload;

/** The operator a disable or a sign-in reset names. */
export interface OperatorNamePayload {
  name: string;
}

/** A program's whole new settings, as programs.ts validates them. */
export interface ProgramPayload<P extends ProgramName = ProgramName> {
  program: P;
  settings: ProgramSettings[P];
}

/** A round to void (issue 39): the request's reason is the void's, shown to the players. */
export interface RoundVoidPayload {
  gameId: number;
  issue: string;
}

export interface RequestPayloads {
  'ledger.correct': CorrectionPayload;
  'turnover.waive': WaiverPayload;
  'operator.add': OperatorPayload;
  'operator.role': RolePayload;
  'operator.disable': OperatorNamePayload;
  'operator.reset': OperatorNamePayload;
  'odds.set': OddsChange;
  'program.set': ProgramPayload;
  'round.void': RoundVoidPayload;
  'message.segment': SegmentMessage;
  'verification.thresholds': Thresholds;
}
export type RequestKind = keyof RequestPayloads;

interface Applied {
  result: Record<string, unknown>;
  reveal?: Record<string, unknown>;
  /** Work to run once the approval has committed (a voided round's refunds), by whoever committed it. */
  after?: () => Promise<void>;
}

interface KindRules<P> {
  /** Who may ask and who may decide (the decider: never the asker). */
  permission: OpsPermission;
  /** What the audit rows name. */
  target(payload: P): string;
  /** Refuses a request that cannot apply as asked (checked when asked, at `now`; `config`: the sales time zone's days). */
  check(trx: Trx, payload: P, now: number, config: Deps['config']): Promise<void>;
  /**
   * Applies the change in the approval's transaction; answers what it wrote (`result`, kept on the request) and what
   * only the approver is shown (`reveal`: a secret, never stored).
   */
  apply(deps: Deps, trx: Trx, payload: P, requestId: number, by: Actor): Promise<Applied>;
}

async function memberOnly(trx: Trx, userId: number): Promise<void> {
  const member = await trx.selectFrom('users').select('group_id').where('id', '=', userId).executeTakeFirst();
  if (!member || member.group_id !== GROUP_MEMBER) throw new AppError(ERR.notFound);
}

const correct: KindRules<CorrectionPayload> = {
  permission: 'admin',
  target: (p) => `member:${p.userId}`,
  async check(trx, p) {
    await memberOnly(trx, p.userId);
    const corrected = await trx.selectFrom('ledger_entries').select('user_id').where('id', '=', p.entryId).executeTakeFirst();
    if (!corrected || Number(corrected.user_id) !== p.userId) throw new AppError(OPS_ERR.correctedEntryUnknown);
  },
  async apply({ ledger, now }, trx, p, requestId) {
    try {
      const entry = await ledger.post(trx, correction(p.userId, p.delta, p.entryId, requestId), now());
      return { result: { entry_id: entry.id, balance_after: entry.balanceAfter } };
    } catch (error) {
      if (isLedgerError(error, 'insufficient_balance')) throw new AppError(OPS_ERR.correctionBeyondBalance);
      throw error;
    }
  },
};

const waive: KindRules<WaiverPayload> = {
  permission: 'admin',
  target: (p) => `member:${p.userId}`,
  check: (trx, p) => memberOnly(trx, p.userId),
  async apply({ now }, trx, p, requestId) {
    if (!(await recordTurnoverWaiver(trx, p.userId, p.amount, `request:${requestId}`, now()))) throw new AppError(OPS_ERR.waiverBeyondLeft);
    return { result: { waived: p.amount } };
  },
};

/** A name already taken refuses the request, not only its approval (the name is checked again when it applies). */
const addOperatorRules: KindRules<OperatorPayload> = {
  permission: 'admin',
  target: (p) => `operator:${p.name}`,
  async check(trx, p) {
    if (await trx.selectFrom('operators').select('id').where('name', '=', p.name).executeTakeFirst()) throw new AppError(OPS_ERR.nameTaken);
  },
  async apply({ now }, trx, p, _requestId, by) {
    // Audited as the approver adding them (operator.add), beside the decision's own row.
    const added = await addOperator(trx, p, by, now());
    return {
      result: { operator: added.operator.name, role: added.operator.role },
      reveal: { enrol_token: added.token, expires_at: added.expiresAt },
    };
  },
};

/** A role changes only with a second admin: nobody raises themselves, nor an accomplice, alone. */
const roleRules: KindRules<RolePayload> = {
  permission: 'admin',
  target: (p) => `operator:${p.name}`,
  check: async (trx, p) => void (await checkRoleChange(trx, p)),
  async apply({ now }, trx, p, _requestId, by) {
    const changed = await changeRole(trx, p, by, now());
    return { result: { operator: p.name, ...changed } };
  },
};

/** Disabling staff goes through a second admin: nobody removes a colleague (or the last admin) alone. */
const disableRules: KindRules<OperatorNamePayload> = {
  permission: 'admin',
  target: (p) => `operator:${p.name}`,
  check: async (trx, p) => void (await checkDisable(trx, p.name)),
  async apply({ now }, trx, p, _requestId, by) {
    return { result: await disableOperator(trx, p.name, by, now()) };
  },
};

/** A new sign-in for a lost authenticator or password: whoever holds the link becomes the operator, so two admins agree. */
const resetRules: KindRules<OperatorNamePayload> = {
  permission: 'admin',
  target: (p) => `operator:${p.name}`,
  check: (trx, p) => checkReset(trx, p.name),
  async apply({ now }, trx, p, _requestId, by) {
    const reset = await resetSignIn(trx, p.name, by, now());
    return {
      result: { operator: p.name, sessions_ended: reset.sessionsEnded },
      reveal: { enrol_token: reset.token, expires_at: reset.expiresAt },
    };
  },
};

/** Odds pay out: a change goes through a second admin, checked when asked (RTP, rooms) and again when approved. */
const oddsRules: KindRules<OddsChange> = {
  permission: 'admin',
  target: (p) => `room:${p.planId}`,
  check: async (trx, p) => void (await checkOddsChange(trx, p)),
  async apply({ notifications }, trx, p, requestId, by) {
    const changes = new RoomChanges(notifications);
    const done = await setOdds(trx, (change, t) => changes.publish(change, t), p, { ...by, reason: `request:${requestId}` });
    return { result: { rooms: done.rooms, rtp_tenths: done.rtpTenths } };
  },
};

/** A bonus program creates money for every member it reaches: its settings go through a second admin. */
const programRules: KindRules<ProgramPayload> = {
  permission: 'admin',
  target: (p) => `program:${p.program}`,
  async check(trx, p) {
    const settings = validProgram(p);
    if (JSON.stringify(await currentProgram(trx, p.program)) === JSON.stringify(settings)) throw new AppError(WALLET_ERR.programUnchanged);
  },
  async apply({ now }, trx, p, requestId, by) {
    // The program's history says why, as asked, and who asked: the approver is its `changed_by`.
    const asked = await trx
      .selectFrom('ops_requests')
      .select(['reason', 'requested_by'])
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    const note = `${asked.reason.slice(0, 400)} (request ${requestId} by ${asked.requested_by})`;
    const change = await changeProgram(trx, p.program, validProgram(p), { actor: by, note, now: now() });
    return { result: { program: p.program, change_id: change.id } };
  },
};

const VOID_REFUSAL: Record<VoidRefusal, ErrorDef> = {
  unknown: GAME_ADMIN_ERR.roundUnknown,
  on_sale: GAME_ADMIN_ERR.roundOnSale,
  voided: GAME_ADMIN_ERR.roundVoided,
};

/** The round of the payload if it may be voided at `now`, else refused (70046-70048); `lock` holds its row. */
async function voidable(trx: Trx, p: RoundVoidPayload, now: number, lock = false) {
  const found = await roundToVoid(trx, { ...p, now }, lock);
  if ('refusal' in found) throw new AppError(VOID_REFUSAL[found.refusal]);
  return found.round;
}

/**
 * A void refunds every order of a round: one admin asks, another approves. Checked when asked (sealed, not voided) and
 * again, the round locked, when approved: the round turns voided in the approval's transaction, and its orders are
 * refunded in batches once it commits (and by the scheduler's pass, should that stop).
 */
const voidRules: KindRules<RoundVoidPayload> = {
  permission: 'admin',
  target: (p) => `round:${p.gameId}:${p.issue}`,
  check: async (trx, p, now) => void (await voidable(trx, p, now)),
  async apply({ db, ledger, config, now }, trx, p, requestId, by) {
    const round = await voidable(trx, p, now(), true);
    const asked = await trx
      .selectFrom('ops_requests')
      .select(['reason', 'requested_by'])
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    await markVoided(trx, round, { reason: asked.reason, requestId, askedBy: asked.requested_by, approvedBy: by.actor, now: now() });
    return {
      result: { round_id: round.id, status_before: round.status },
      after: () => refundVoidedRounds(db, ledger, { batchSize: config.lottery.settleBatch, now: now() }),
    };
  },
};

/**
 * A message to a segment reaches many members: one support operator (or admin) asks, another approves. Refused when
 * asked if it reaches nobody (70161); sent in the approval's transaction to whom the segment reaches then, so a
 * second approval (the request no longer pending) or a retry never sends twice.
 */
const segmentRules: KindRules<SegmentMessage> = {
  permission: 'support',
  target: (p) => `segment:${p.segment.kind}`,
  async check(trx, p, now, config) {
    const { reached } = await segmentReach(trx, p.segment, now, config.wallet.timeZone);
    if (reached === 0) throw new AppError(SEGMENT_ERR.empty);
  },
  async apply({ config, now }, trx, p, requestId) {
    const sent = await sendSegmentMessage(trx, { ...p, requestId }, now(), config.wallet.timeZone);
    return { result: { segment_message: sent.segmentMessage, sent: sent.reached, excluded: sent.excluded, disabled: sent.disabled } };
  },
};

/** Which withdrawals need verification decides who may take money out unchecked: a second admin agrees. */
const thresholdRules: KindRules<Thresholds> = {
  permission: 'admin',
  target: () => 'verification:thresholds',
  check: async (_trx, p) => checkThresholdsOrder(p),
  async apply({ config, now }, trx, p, requestId, by) {
    const asked = await trx.selectFrom('ops_requests').select('reason').where('id', '=', requestId).executeTakeFirstOrThrow();
    await setThresholds(trx, config.verification, p, `${asked.reason} (request ${requestId})`, by, now());
    return { result: { basic_above: p.basicAbove, full_above: p.fullAbove } };
  },
};

/** The program's settings as its rules accept them, else refused (70061) naming each problem. */
function validProgram(p: ProgramPayload) {
  try {
    return validateProgram(p.program, p.settings);
  } catch (error) {
    if (error instanceof ProgramSettingsError) throw new AppError(WALLET_ERR.programInvalid, { detail: error.problems.join('; ') });
    throw error;
  }
}

export const KIND_RULES: { [K in RequestKind]: KindRules<RequestPayloads[K]> } = {
  'ledger.correct': correct,
  'turnover.waive': waive,
  'operator.add': addOperatorRules,
  'operator.role': roleRules,
  'operator.disable': disableRules,
  'operator.reset': resetRules,
  'odds.set': oddsRules,
  'program.set': programRules,
  'round.void': voidRules,
  'message.segment': segmentRules,
  'verification.thresholds': thresholdRules,
};
