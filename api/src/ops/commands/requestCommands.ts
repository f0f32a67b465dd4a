import { LIST_PAGE_MAX } from 'shared-contracts/ops';
import { decideRequest, requestsPage } from '../../operators/requests';
import { row, usageError, type OpsCommand } from '../command';
import { printEnrolment } from './operatorAdd';
import { decisionArgs, decisionUsage, requestId, takeReason } from './requestArgs';
import { refusedInWords } from './adminRefusal';

/** Pending four-eyes requests (corrections, waivers), oldest first, then the newest decided ones. */
export const requestList: OpsCommand = {
  name: 'request:list',
  usage: '',
  summary: 'list four-eyes requests (corrections, turnover waivers, new operators): pending first, then the latest decided',
  async run({ db, out }, args) {
    if (args.length) throw usageError(requestList);
    const requests = (await requestsPage(db, undefined, { limit: LIST_PAGE_MAX })).rows;
    if (!requests.length) return out('no requests');
    out(row('id', 'kind', 'state', 'asked by', 'change', 'reason', 'decided by'));
    for (const r of requests) out(row(r.id, r.kind, r.state, r.requested_by, JSON.stringify(r.payload), r.reason, r.decided_by ?? ''));
  },
};

function decision(name: string, verb: 'approve' | 'reject', summary: string): OpsCommand {
  const command: OpsCommand = {
    name,
    usage: decisionUsage(verb),
    summary,
    async run(ctx, args) {
      const { id, reason } = decisionArgs(command, args, verb);
      const decided = await refusedInWords(() =>
        ctx.db.transaction().execute((trx) => decideRequest(ctx, trx, { id, decision: verb, reason }, ctx.by)),
      );
      ctx.out(`request ${id}: ${decided.state}`);
      await runAfter(ctx, decided.after);
      if (decided.reveal) printEnrolment(ctx, decided.reveal as { enrol_token: string; expires_at: number });
    },
  };
  return command;
}

export const requestApprove = decision('request:approve', 'approve', "approve another operator's request: it applies now (audited)");
export const requestReject = decision('request:reject', 'reject', 'reject a pending request: nothing changes (audited)');

/** The emergency path past four eyes: only an operator holding `override` (no role by default); loud and audited. */
export const requestOverride: OpsCommand = {
  name: 'request:override',
  usage: '<id> --reason "..."',
  summary:
    'EMERGENCY: apply a request with no second operator (the override permission, held by no role by default; audited as <kind>.override)',
  async run(ctx, args) {
    const { reason, rest } = takeReason(requestOverride, args);
    if (rest.length !== 1) throw usageError(requestOverride);
    const id = requestId(requestOverride, rest[0]);
    const decided = await refusedInWords(() =>
      ctx.db.transaction().execute((trx) => decideRequest(ctx, trx, { id, decision: 'override', reason }, ctx.by)),
    );
    ctx.out(`WARNING: request ${id} was applied WITHOUT a second operator, by ${ctx.by.actor} (emergency override, audited)`);
    ctx.out(`request ${id}: ${decided.state}`);
    await runAfter(ctx, decided.after);
    if (decided.reveal) printEnrolment(ctx, decided.reveal as { enrol_token: string; expires_at: number });
  },
};

/** What an approval leaves for after its commit (a voided round's refunds): run before the command ends. */
async function runAfter(ctx: { out: (line: string) => void }, after: (() => Promise<void>) | null): Promise<void> {
  if (!after) return;
  await after();
  ctx.out('refunds done');
}
