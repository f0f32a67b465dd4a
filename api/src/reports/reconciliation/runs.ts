// A reconciliation run, whoever asks it (the daily schedule, the console's opsReconcile, the CLI's `reconcile`): the
// examination reads (slow: the node), outside any transaction; storing it, its audit row and, when it failed, its
// alert are one transaction. A stored run is never changed (migration 054): a later run is another row.
import type { ReconciliationDifference, ReconciliationFigures, ReconciliationPart, ReconciliationRun } from 'shared-contracts/ops';
import { raiseAlert } from '../../alerts';
import { writeAudit, type Actor } from '../../audit/log';
import { ChainUnavailableError } from '../../chain/rpc';
import { RAW_PER_MINOR } from '../../chain/transfers';
import type { Db, ReconciliationsTable, Trx } from '../../db/schema';
import type { Deps } from '../../deps';
import { toUnixSeconds } from '../../domain/time';
import { keysetPage, type Page, type PageAsked } from '../../lists/keyset';
import type { Selectable } from 'kysely';
import { reconciliationNode, type ReconciliationNode } from './chainReads';
import { compare, totalOf } from './compare';
import { gather, type Period } from './gather';

export interface Examined {
  period: Period;
  ranAt: number;
  ok: boolean;
  unchecked: ReconciliationPart[];
  failure: string | null;
  differences: ReconciliationDifference[];
  figures: ReconciliationFigures | null;
}

const HOUR = 3_600_000;

/**
 * Compares the books with the chain for `period`. The node of the settings unless one is given (tests); a node that
 * fails gives a failed examination naming why. Without a node set, the chain's parts are listed unchecked.
 */
export async function examine(
  deps: Pick<Deps, 'db' | 'config' | 'now'>,
  period: Period,
  node: ReconciliationNode | null = reconciliationNode(deps.config.chain),
): Promise<Examined> {
  const { chain, wallet } = deps.config;
  const ranAt = deps.now();
  let gathered;
  try {
    gathered = await gather(deps.db, period, chain, node);
  } catch (error) {
    if (!(error instanceof ChainUnavailableError)) throw error;
    return { period, ranAt, ok: false, unchecked: [], failure: error.message, differences: [], figures: null };
  }
  const { inputs, endBlock } = gathered;
  const rules = { minDepositAmount: chain.minDepositAmount, payoutDueMs: wallet.reconciliation.payoutDueHours * HOUR, now: ranAt };
  const { differences, unchecked } = compare(inputs, rules);
  const l = inputs.liabilities;
  const figures: ReconciliationFigures = {
    transfers: inputs.transfers ? inputs.transfers.filter((t) => t.inPeriod).length : null,
    credits: inputs.credits.filter((c) => c.inPeriod).length,
    withdrawals: inputs.withdrawals.length,
    balances: l.balances.toString(),
    pending_withdrawals: l.pendingWithdrawals.toString(),
    locked_bonuses: l.lockedBonuses.toString(),
    liabilities: totalOf(l).toString(),
    holdings: inputs.holdingsRaw === null ? null : (inputs.holdingsRaw / RAW_PER_MINOR).toString(),
    end_block: endBlock === null ? null : endBlock.toString(),
  };
  return { period, ranAt, ok: !differences.length && !unchecked.length, unchecked, failure: null, differences, figures };
}

/** Whether a run is one an operator must look at: it found differences, or could not finish. */
export const failed = (e: Pick<Examined, 'failure' | 'differences'>): boolean => e.failure !== null || e.differences.length > 0;

/**
 * Stores an examination in the caller's transaction as run by `ranBy` ('schedule' or 'operator:<name>'); a scheduled
 * one names its day, and a day stored already stores nothing (answers null). A failed run raises
 * `reconciliation_failed` once, keyed by the run, in the same transaction.
 */
export async function storeRun(
  deps: Pick<Deps, 'now'>,
  trx: Trx,
  examined: Examined,
  ranBy: string,
  scheduledDay: string | null = null,
): Promise<number | null> {
  const row = await trx
    .insertInto('reconciliations')
    .values({
      period_from: examined.period.from,
      period_to: examined.period.to,
      ran_at: examined.ranAt,
      ran_by: ranBy,
      scheduled_day: scheduledDay,
      ok: examined.ok ? 1 : 0,
      unchecked: JSON.stringify(examined.unchecked),
      failure: examined.failure,
      difference_count: examined.differences.length,
      differences: JSON.stringify(examined.differences),
      figures: examined.figures && JSON.stringify(examined.figures),
    })
    .onConflict((oc) => oc.column('scheduled_day').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  const id = Number(row.id);
  if (failed(examined))
    await raiseAlert(deps, trx, {
      kind: 'reconciliation_failed',
      key: `reconciliation:${id}`,
      detail: {
        run_id: id,
        period_from: examined.period.from,
        period_to: examined.period.to,
        differences: examined.differences.length,
        causes: [...new Set(examined.differences.map((d) => d.cause))],
        failure: examined.failure,
      },
    });
  return id;
}

/** An operator's run (the console's opsReconcile, the CLI's `reconcile`): stored and audited as `by`. */
export async function storeOperatorRun(deps: Pick<Deps, 'now'>, trx: Trx, examined: Examined, by: Actor): Promise<number> {
  const id = (await storeRun(deps, trx, examined, by.actor))!;
  await writeAudit(
    trx,
    {
      ...by,
      action: 'reconciliation.run',
      target: `reconciliation:${id}`,
      after: {
        period_from: examined.period.from,
        period_to: examined.period.to,
        ok: examined.ok,
        differences: examined.differences.length,
        failure: examined.failure,
      },
    },
    deps.now(),
  );
  return id;
}

/** A stored run as the console and the CLI show it (times in unix seconds). */
export function runView(row: Selectable<ReconciliationsTable>): ReconciliationRun {
  return {
    id: Number(row.id),
    period_from: toUnixSeconds(row.period_from),
    period_to: toUnixSeconds(row.period_to),
    ran_at: toUnixSeconds(row.ran_at),
    ran_by: row.ran_by,
    ok: Number(row.ok) === 1,
    unchecked: JSON.parse(row.unchecked) as ReconciliationPart[],
    failure: row.failure,
    difference_count: Number(row.difference_count),
    figures: row.figures === null ? null : (JSON.parse(row.figures) as ReconciliationFigures),
  };
}

/** The runs, newest first (by (ran_at, id), the page's key), a page at a time. */
export async function runsPage(db: Db | Trx, asked: PageAsked): Promise<Page<ReconciliationRun>> {
  const page = await keysetPage(
    asked,
    2,
    (after, take) =>
      db
        .selectFrom('reconciliations')
        .selectAll()
        .$if(after !== undefined, (q) =>
          q.where((eb) => eb.or([eb('ran_at', '<', after![0]!), eb.and([eb('ran_at', '=', after![0]!), eb('id', '<', after![1]!)])])),
        )
        .orderBy('ran_at', 'desc')
        .orderBy('id', 'desc')
        .limit(take)
        .execute(),
    (row) => [Number(row.ran_at), Number(row.id)],
  );
  return { ...page, rows: page.rows.map(runView) };
}

/** One run with its differences, or null when there is none of that id. */
export async function runWithDifferences(
  db: Db | Trx,
  id: number,
): Promise<{ run: ReconciliationRun; differences: ReconciliationDifference[] } | null> {
  const row = await db.selectFrom('reconciliations').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? { run: runView(row), differences: JSON.parse(row.differences) as ReconciliationDifference[] } : null;
}
