// What each kind of four-eyes request changes (issue 38): its payload, who may decide it, and what approving applies,
// in the approval's transaction. One table of kinds, so the console and the CLI ask and decide through the same rules.
import { GROUP_MEMBER } from 'shared-contracts';
import type { Trx } from '../../db/schema';
import { correction, isLedgerError } from '../../domain/ledger';
import type { Deps } from '../../deps';
import { AppError, ERR } from '../../i18n/errors';
import { recordTurnoverWaiver } from '../../wallet/turnover';
import { OPS_ERR } from '../errors';
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

export interface RequestPayloads {
  'ledger.correct': CorrectionPayload;
  'turnover.waive': WaiverPayload;
}
export type RequestKind = keyof RequestPayloads;
export const REQUEST_KINDS = ['ledger.correct', 'turnover.waive'] as const satisfies readonly RequestKind[];

interface KindRules<P> {
  /** Who may ask and who may decide (the decider: never the asker). */
  permission: OpsPermission;
  /** What the audit rows name. */
  target(payload: P): string;
  /** Refuses a request that cannot apply as asked (checked when asked). */
  check(trx: Trx, payload: P): Promise<void>;
  /** Applies the change in the approval's transaction; answers what it wrote (kept on the request). */
  apply(deps: Deps, trx: Trx, payload: P, requestId: number): Promise<Record<string, unknown>>;
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
      const entry = await ledger.post(trx, correction(p.userId, p.delta, p.entryId, `request:${requestId}`), now());
      return { entry_id: entry.id, balance_after: entry.balanceAfter };
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
    return { waived: p.amount };
  },
};

export const KIND_RULES: { [K in RequestKind]: KindRules<RequestPayloads[K]> } = {
  'ledger.correct': correct,
  'turnover.waive': waive,
};
