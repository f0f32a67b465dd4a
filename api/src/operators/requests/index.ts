// Four eyes for changes one operator could make money with (issue 38): one operator asks, another decides. Services
// take Deps and the Actor, never the Fastify app: the console's routes and the ops CLI call the same functions, so
// nobody approves their own request through any door (the actor is `operator:<name>` through both).
import { writeAudit, type Actor } from '../../audit/log';
import type { Db, Trx } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../i18n/errors';
import { OPS_ERR } from '../errors';
import { requirePermission } from '../permission';
import { KIND_RULES, type RequestKind, type RequestPayloads } from './kinds';
import { sql, type Selectable } from 'kysely';
import { keysetPage, partsRead, type Page, type PageAsked, type PartRead } from '../../lists/keyset';
import type { OpsRequestsTable, RequestState } from './tables';

export type Decision = 'approve' | 'reject';
/** An emergency override applies a request as an approval would, with no second operator (permission `override`). */
export type Deciding = Decision | 'override';

/** A decision's outcome: the request's state, and what only the approver is shown (an enrolment link), never stored. */
export interface Decided {
  state: RequestState;
  reveal: Record<string, unknown> | null;
  /** Work the caller runs once its transaction has committed (a voided round's refunds), or null. */
  after: (() => Promise<void>) | null;
}

const mayAct = (trx: Trx, by: Actor, kind: RequestKind) => requirePermission(trx, by, KIND_RULES[kind].permission);

/**
 * Records a request (checked: it could apply as asked) in the caller's transaction; nothing changes until another
 * operator approves it.
 */
export async function askChange<K extends RequestKind>(
  { now, config }: Pick<Deps, 'now' | 'config'>,
  trx: Trx,
  asked: { kind: K; payload: RequestPayloads[K]; reason: string },
  by: Actor,
): Promise<number> {
  const rules = KIND_RULES[asked.kind] as (typeof KIND_RULES)[RequestKind];
  await mayAct(trx, by, asked.kind);
  const at = now();
  await rules.check(trx, asked.payload as never, at, config);
  const { id } = await trx
    .insertInto('ops_requests')
    .values({
      kind: asked.kind,
      payload: JSON.stringify(asked.payload),
      reason: asked.reason,
      requested_by: by.actor,
      requested_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeAudit(
    trx,
    {
      ...by,
      action: `${asked.kind}.request`,
      target: rules.target(asked.payload as never),
      after: { request: id, ...asked.payload },
      reason: asked.reason,
    },
    at,
  );
  return Number(id);
}

/**
 * Approves (applies the change, once, in this transaction) or rejects a pending request as `by`, who holds its kind's
 * permission and, to approve, is not who asked (rejecting one's own withdraws it: nothing changes). The request turns
 * decided only from pending (a conditional update): of two approvals racing, one applies and the other is refused,
 * its writes rolled back with it. A change that cannot apply (a debit the balance no longer covers) refuses the
 * approval and leaves the request pending, to be rejected. An override (the shell's `request:override`, by an operator
 * holding the `override` permission, which no role holds unless roles.ts grants it) applies it with no second
 * operator, its own included, audited as `<kind>.override`. In the caller's transaction (the console's call's, the
 * CLI's own).
 */
export async function decideRequest(
  deps: Deps,
  trx: Trx,
  asked: { id: number; decision: Deciding; reason: string },
  by: Actor,
): Promise<Decided> {
  const request = await trx.selectFrom('ops_requests').selectAll().where('id', '=', asked.id).executeTakeFirst();
  if (!request || request.state !== 'pending') throw new AppError(OPS_ERR.notPending);
  const kind = request.kind as RequestKind;
  await mayAct(trx, by, kind);
  const approve = asked.decision !== 'reject';
  if (asked.decision === 'override') await requirePermission(trx, by, 'override');
  else if (approve && request.requested_by === by.actor) throw new AppError(OPS_ERR.ownRequest);
  const rules = KIND_RULES[kind] as (typeof KIND_RULES)[RequestKind];
  const payload = JSON.parse(request.payload) as RequestPayloads[RequestKind];
  const applied = approve ? await rules.apply(deps, trx, payload as never, request.id, by) : null;
  const result = applied?.result ?? null;
  const state: RequestState = approve ? 'approved' : 'rejected';
  const at = deps.now();
  const decided = await trx
    .updateTable('ops_requests')
    .set({ state, decided_by: by.actor, decided_at: at, decision_reason: asked.reason, result: result && JSON.stringify(result) })
    .where('id', '=', request.id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  if (Number(decided.numUpdatedRows) !== 1) throw new AppError(OPS_ERR.notPending);
  await writeAudit(
    trx,
    {
      ...by,
      action: `${kind}.${asked.decision}`,
      target: rules.target(payload as never),
      before: { state: 'pending', request: request.id, requested_by: request.requested_by, ...payload },
      after: { state, ...result },
      reason: asked.reason,
    },
    at,
  );
  return { state, reveal: applied?.reveal ?? null, after: applied?.after ?? null };
}

/** A request as the console and the CLI list it, its payload read. */
export type OpsRequestRow = ReturnType<typeof read>;

const read = (row: Selectable<OpsRequestsTable>) => ({
  ...row,
  id: Number(row.id),
  kind: row.kind as RequestKind,
  payload: JSON.parse(row.payload) as Record<string, unknown>,
  requested_at: Number(row.requested_at),
  decided_at: row.decided_at === null ? null : Number(row.decided_at),
  result: row.result === null ? null : (JSON.parse(row.result) as Record<string, unknown>),
});

/**
 * The requests of `kinds` (all: none named) a page at a time: every pending one, oldest first (the queue's order),
 * then the decided ones, newest first; the page's key is the part (0: pending, 1: decided) and the id.
 */
export async function requestsPage(
  db: Db | Trx,
  kinds: readonly RequestKind[] | undefined,
  asked: PageAsked,
): Promise<Page<OpsRequestRow>> {
  const part =
    (pending: boolean): PartRead<Selectable<OpsRequestsTable>> =>
    (after, take) =>
      db
        .selectFrom('ops_requests')
        .selectAll()
        .where('state', pending ? '=' : '!=', 'pending')
        .$if(kinds !== undefined, (q) => (kinds!.length ? q.where('kind', 'in', kinds!) : q.where(sql<boolean>`1 = 0`)))
        .$if(after !== undefined, (q) => q.where('id', pending ? '>' : '<', after!))
        .orderBy('id', pending ? 'asc' : 'desc')
        .limit(take)
        .execute();
  const page = await keysetPage(asked, 2, partsRead([part(true), part(false)]), (row) => [row.state === 'pending' ? 0 : 1, Number(row.id)]);
  return { ...page, rows: page.rows.map(read) };
}

/** One request. */
export const requestOf = async (db: Db | Trx, id: number): Promise<OpsRequestRow> =>
  read(await db.selectFrom('ops_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
