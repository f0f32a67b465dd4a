import type { Db, Trx } from '../db/schema';
import type { AuditLogTable } from './tables';
import type { Selectable } from 'kysely';
import { keysetPage, type Page, type PageAsked } from '../lists/keyset';
import { isAuditAction, type AuditAction } from './actions';
import { storedForms } from './parties';

/** Who acts: an operator (`operator:<name>`) from an address (the CLI's is CLI_ADDRESS), or the ops CLI unnamed. */
export interface Actor {
  actor: string;
  address: string | null;
}
/** The ops CLI naming no operator: only the first operator's enrolment (nobody exists to name) and tests. */
export const CLI_ACTOR: Actor = { actor: 'cli', address: null };
/** The server itself, recording what it did by a rule and an operator should see (a deposit credited under protection). */
export const SYSTEM_ACTOR: Actor = { actor: 'system', address: null };
/** The address of an operator's action through the ops CLI (`--by`): the shell on the server. */
export const CLI_ADDRESS = 'cli';

/** One action to record. */
export interface AuditEntry {
  actor: string;
  /** One of AUDIT_ACTIONS (audit/actions.ts). */
  action: AuditAction;
  target?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  address?: string | null;
}

/** The transactions an audit row was written in: a mutating back-office call checks its own (http/opsRoute.ts). */
const audited = new WeakSet<object>();
export const wroteAudit = (trx: Trx | Db): boolean => audited.has(trx);

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Records an action in the audit log, in the action's own transaction: the row exists exactly when the action does.
 * Refuses to write outside a transaction, or an action AUDIT_ACTIONS does not list.
 */
export async function writeAudit(trx: Trx | Db, entry: AuditEntry, now = Date.now()): Promise<void> {
  if (!trx.isTransaction) throw new Error('an audit entry is written in the transaction of its action');
  if (!isAuditAction(entry.action)) throw new Error(`unregistered audit action ${String(entry.action)} (audit/actions.ts)`);
  await trx
    .insertInto('audit_log')
    .values({
      actor: entry.actor,
      action: entry.action,
      target: entry.target ?? null,
      before: json(entry.before),
      after: json(entry.after),
      reason: entry.reason ?? null,
      address: entry.address ?? null,
      created_at: now,
    })
    .execute();
  audited.add(trx);
}

export interface AuditQuery extends PageAsked {
  actor?: string | undefined;
  action?: string | undefined;
  target?: string | undefined;
}

/**
 * The audit log, newest first (by id, the page's key), filtered by actor and target (a name or a stored form:
 * parties.ts) and exact action; a page at a time.
 */
export async function searchAudit(db: Db | Trx, query: AuditQuery): Promise<Page<Selectable<AuditLogTable>>> {
  const actors = query.actor ? await storedForms(db, query.actor) : undefined;
  const targets = query.target ? await storedForms(db, query.target) : undefined;
  return keysetPage(
    query,
    1,
    (after, take) =>
      db
        .selectFrom('audit_log')
        .selectAll()
        .$if(!!actors, (q) => q.where('actor', 'in', actors!))
        .$if(!!query.action, (q) => q.where('action', '=', query.action!))
        .$if(!!targets, (q) => q.where('target', 'in', targets!))
        .$if(after !== undefined, (q) => q.where('id', '<', after![0]!))
        .orderBy('id', 'desc')
        .limit(take)
        .execute(),
    (row) => [Number(row.id)],
  );
}
