import type { FastifyInstance } from 'fastify';
import { opsCorrectionAsk, opsRequestDecide, opsRequests, opsWaiverAsk } from 'shared-contracts/ops';
import { afterCommit } from '../db/commitHooks';
import { toUnixSeconds } from '../domain/time';
import { opsCall } from '../http/opsRoute';
import { askChange, decideRequest, requestOf, requestsPage, type OpsRequestRow } from '../operators/requests';
import { KIND_RULES, type RequestKind } from '../operators/requests/kinds';
import { mayDo } from '../operators/roles';

/** A request as the wire carries it (times in unix seconds). */
export const wire = (row: OpsRequestRow) => ({
  ...row,
  requested_at: toUnixSeconds(row.requested_at),
  decided_at: row.decided_at === null ? null : toUnixSeconds(row.decided_at),
});

/**
 * The back office's four-eyes requests (issue 38, operators/requests): corrections and waivers asked here, new
 * operators asked on the operators screen (routes/ops.ts); another admin approves (applied in that call's transaction)
 * or rejects; the same services as the CLI's request:* commands.
 */
export default async function opsRequestsRoutes(app: FastifyInstance) {
  opsCall(app, opsCorrectionAsk, {
    permission: 'admin',
    handle: async ({ db, input, actor }) => {
      const payload = { userId: input.user_id, delta: input.delta, entryId: input.entry_id };
      return wire(await requestOf(db, await askChange(app.deps, db, { kind: 'ledger.correct', payload, reason: input.reason }, actor)));
    },
  });

  opsCall(app, opsWaiverAsk, {
    permission: 'admin',
    handle: async ({ db, input, actor }) => {
      const payload = { userId: input.user_id, amount: input.amount };
      return wire(await requestOf(db, await askChange(app.deps, db, { kind: 'turnover.waive', payload, reason: input.reason }, actor)));
    },
  });

  // Support decides the kinds support asks (message.segment); decideRequest checks each kind's own permission.
  opsCall(app, opsRequestDecide, {
    permission: 'support',
    handle: async ({ db, input, actor }) => {
      const { reveal, after } = await decideRequest(app.deps, db, input, actor);
      // A voided round's refunds start once the approval commits, beside the answer; the scheduler's pass resumes them.
      if (after)
        await afterCommit(db, () => {
          after().catch((err: unknown) => app.faultLog.report(err, 'refunding a voided round'));
        });
      const link = reveal as { enrol_token: string; expires_at: number } | null;
      return {
        request: wire(await requestOf(db, input.id)),
        ...(link ? { enrol_token: link.enrol_token, expires_at: toUnixSeconds(link.expires_at) } : {}),
      };
    },
  });

  // Each operator sees the kinds their role may decide: support, the messages to a segment; an admin, all of them.
  opsCall(app, opsRequests, {
    permission: 'support',
    handle: async ({ db, input, session }) => {
      const kinds = (Object.keys(KIND_RULES) as RequestKind[]).filter((kind) => mayDo(session.operator.role, KIND_RULES[kind].permission));
      const page = await requestsPage(db, kinds, input);
      return { ...page, rows: page.rows.map(wire) };
    },
  });
}
