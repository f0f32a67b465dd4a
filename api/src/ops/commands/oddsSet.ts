import { isOutcomeClass, winningDraws } from 'shared-contracts';
import { OpsError, usageError, type OpsCommand } from '../command';
import { oddsText } from '../../lottery/labels';

/** "1.98" -> 198; odds include the stake, so below 1.00 is refused. */
function parseOdds(text: string): number | null {
  const m = /^(\d{1,5})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const hundredths = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return hundredths >= 100 ? hundredths : null;
}

export const oddsSet: OpsCommand = {
  name: 'odds:set',
  usage: '<plan_id|all> <class> <odds>',
  summary: 'set the decimal odds of an outcome class in a room (or every room); bets already placed keep their odds',
  async run({ db, out }, args) {
    if (args.length !== 3) throw usageError(oddsSet);
    const [planArg, classArg, oddsArg] = args as [string, string, string];
    const cls = Number(classArg);
    if (!/^\d{1,3}$/.test(classArg) || !isOutcomeClass(cls))
      throw new OpsError(`"${classArg}" is not an outcome class (1-4, 11-14, 21, 22, 100-127)`);
    const odds = parseOdds(oddsArg);
    if (odds === null) throw new OpsError(`odds must be a decimal of at least 1.00 with up to 2 places, e.g. 1.98 (got "${oddsArg}")`);
    let query = db.updateTable('odds').set({ odds }).where('class', '=', cls);
    if (planArg !== 'all') {
      if (!/^\d+$/.test(planArg)) throw new OpsError(`"${planArg}" is not a plan id`);
      query = query.where('plan_id', '=', Number(planArg));
    }
    const result = await query.executeTakeFirst();
    const rows = Number(result.numUpdatedRows);
    if (rows === 0) throw new OpsError(`no room "${planArg}" has class ${cls}`);
    // RTP = p x odds, p = winning draws / 1000 (docs/game-rules.md).
    const rtpTenths = Math.round((winningDraws(cls) * odds) / 100);
    out(`class ${cls} at ${oddsText(odds)} in ${rows} room(s); return to player ${Math.floor(rtpTenths / 10)}.${rtpTenths % 10}%`);
    if (rtpTenths > 1000) out('warning: above 100% return to player, the house loses on average on this class');
  },
};
