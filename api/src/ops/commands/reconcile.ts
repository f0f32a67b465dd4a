import { dayBefore, periodOfDays } from '../../reports/reconciliation/period';
import { examine, runsPage, runWithDifferences, storeOperatorRun } from '../../reports/reconciliation/runs';
import { differenceCells, verdictLine } from '../../reports/reconciliation/words';
import { formatMoney } from 'shared-contracts';
import { OpsError, row, usageError, type OpsCommand } from '../command';
import { refusedInWords } from './adminRefusal';

/** `--from <day> --to <day>`, both or neither (neither: yesterday). */
function days(args: string[]): { from: string; to: string } | null {
  const value = (flag: string) => {
    const at = args.indexOf(flag);
    return at === -1 ? undefined : args[at + 1];
  };
  const from = value('--from');
  const to = value('--to');
  const known = args.length === (from === undefined ? 0 : 2) + (to === undefined ? 0 : 2);
  if (!known || (from === undefined) !== (to === undefined)) throw usageError(reconcile);
  return from && to ? { from, to } : null;
}

/** Runs a reconciliation as the --by operator, stores it (audited, as the console's opsReconcile) and prints it. */
export const reconcile: OpsCommand = {
  name: 'reconcile',
  usage: '[--from YYYY-MM-DD --to YYYY-MM-DD]',
  summary:
    "compare the books with the chain for those days (default yesterday, the lottery's time zone): transfers vs credits, approved withdrawals vs payouts, liabilities vs the operator's addresses; stores the run, prints every difference (exit 1 when any)",
  async run(ctx, args) {
    const asked = days(args);
    const by = ctx.by;
    const timeZone = ctx.config.lottery.calendar.timeZone;
    const period = await refusedInWords(async () =>
      asked ? periodOfDays(asked.from, asked.to, timeZone, ctx.now()) : dayBefore(ctx.now(), timeZone).period,
    );
    const examined = await examine(ctx, period);
    const id = await ctx.db.transaction().execute((trx) => storeOperatorRun(ctx, trx, examined, by));
    const { run, differences } = (await runWithDifferences(ctx.db, id))!;
    const f = run.figures;
    if (f)
      ctx.out(
        `liabilities ${formatMoney(Number(f.liabilities))} (balances ${formatMoney(Number(f.balances))}, withdrawals pending ${formatMoney(Number(f.pending_withdrawals))}, locked bonuses ${formatMoney(Number(f.locked_bonuses))}); held ${f.holdings === null ? 'not read' : formatMoney(Number(f.holdings))}`,
      );
    if (differences.length) ctx.out(row('part', 'cause', 'what', 'member', 'ours', 'chain', 'note'));
    for (const d of differences) ctx.out(row(...differenceCells(d)));
    if (run.failure || differences.length) throw new OpsError(verdictLine(run));
    ctx.out(verdictLine(run));
  },
};

/** The newest runs, newest first. */
/** The newest runs reconcile:list prints. */
const RUNS_LISTED = 60;

export const reconcileList: OpsCommand = {
  name: 'reconcile:list',
  usage: '',
  summary: "list the newest reconciliations (the daily ones and the operators'), newest first",
  async run({ db, out }, args) {
    if (args.length) throw usageError(reconcileList);
    const runs = (await runsPage(db, { limit: RUNS_LISTED })).rows;
    if (!runs.length) return out('no reconciliation yet');
    for (const run of runs) out(verdictLine(run));
  },
};
