// Member verification from the shell (issue 40), for support without the console: the queue and the decision, through
// the services the console's opsVerificationQueue and opsVerificationDecide call (verification/review.ts), with the
// same checks of the input (the call's schema), the same permission (support) and the same audit row and message.
import { opsVerificationDecide, opsVerificationQueue } from 'shared-contracts/ops';
import { requirePermission } from '../../operators/permission';
import { decideSubmission, pendingSubmissions } from '../../verification/review';
import { row, usageError, type OpsCommand } from '../command';
import { refusedInWords } from './adminRefusal';
import { parsed, takeOption, takeReason } from './requestArgs';

/** The pending submissions, newest first, a page at a time (`--cursor <c>`: the next page), as the console's queue. */
export const verificationList: OpsCommand = {
  name: 'verification:list',
  usage: '[--cursor <cursor>]',
  summary: "members' identity documents waiting for support's review, newest first, a page at a time (the images: in the console)",
  async run({ db, out }, argv) {
    const { value, rest } = takeOption(verificationList, argv, '--cursor', true);
    if (rest.length) throw usageError(verificationList);
    const input = parsed(verificationList, opsVerificationQueue.request, value ? { cursor: value } : {});
    const { rows, next } = await refusedInWords(() => pendingSubmissions(db, input));
    if (!rows.length) return out('no submissions waiting for review');
    out(row('id', 'member', 'username', 'level', 'legal name', 'birth date', 'document file', 'selfie file', 'submitted'));
    for (const r of rows)
      out(
        row(
          r.id,
          r.user_id,
          r.username,
          r.level ?? 'none',
          r.legal_name ?? '',
          r.birth_date ?? '',
          r.document_file,
          r.selfie_file,
          new Date(Number(r.created_at)).toISOString(),
        ),
      );
    if (next !== undefined) out(`more: verification:list --cursor ${next}`);
  },
};

/** Approves (the member becomes full) or rejects a pending submission as the --by operator (support). */
export const verificationDecide: OpsCommand = {
  name: 'verification:decide',
  usage: '<id> approve|reject --reason "..."',
  summary: "approve or reject a member's identity documents as support: audited, the member told (a rejection's reason is theirs to read)",
  async run(ctx, argv) {
    const { reason, rest } = takeReason(verificationDecide, argv);
    if (rest.length !== 2) throw usageError(verificationDecide);
    const input = parsed(verificationDecide, opsVerificationDecide.request, {
      submission_id: Number(rest[0]),
      decision: rest[1],
      reason,
    });
    const status = await refusedInWords(() =>
      ctx.db.transaction().execute(async (trx) => {
        await requirePermission(trx, ctx.by, 'support');
        return decideSubmission(trx, { id: input.submission_id, decision: input.decision, reason: input.reason }, ctx.by, ctx.now());
      }),
    );
    ctx.out(`submission ${input.submission_id}: ${status} by ${ctx.by.actor}; the member was told`);
  },
};
