// What each kind of four-eyes request changes (issue 38): its payload, who may decide it, and what approving applies,
// in the approval's transaction. One table of kinds, so the console and the CLI ask and decide through the same rules.
import { GROUP_MEMBER } from 'shared-contracts';
import type { Actor } from '../../audit/log';
import type { Trx } from '../../db/schema';
import { correction, isLedgerError } from '../../domain/ledger';
import type { Deps } from '../../deps';
import { AppError, ERR } from '../../i18n/errors';
import { recordTurnoverWaiver } from '../../wallet/turnover';
import type { OperatorRole } from 'shared-contracts/ops';
import { addOperator } from '../accounts';
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

/** A new operator (their enrolment link is shown to the approver, once). */
export interface OperatorPayload {
  name: string;
  role: OperatorRole;
}

export interface RequestPayloads {
  'ledger.correct': CorrectionPayload;
  'turnover.waive': WaiverPayload;
  'operator.add': OperatorPayload;
}
export type RequestKind = keyof RequestPayloads;

interface Applied {
  result: Record<string, unknown>;
  reveal?: Record<string, unknown>;
}

interface KindRules<P> {
  /** Who may ask and who may decide (the decider: never the asker). */
  permission: OpsPermission;
  /** What the audit rows name. */
  target(payload: P): string;
  /** Refuses a request that cannot apply as asked (checked when asked). */
  check(trx: Trx, payload: P): Promise<void>;
  /**
   * Applies the change in the approval's transaction; answers what it wrote (`result`, kept on the request) and what
   * only the approver is shown (`reveal`: a secret, never stored).
   */
  apply(deps: Pick<Deps, 'ledger' | 'now'>, trx: Trx, payload: P, requestId: number, by: Actor): Promise<Applied>;
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

export const KIND_RULES: { [K in RequestKind]: KindRules<RequestPayloads[K]> } = {
  'ledger.correct': correct,
  'turnover.waive': waive,
  'operator.add': addOperatorRules,
};
