import { isOutcomeClass, winningDraws } from 'shared-contracts';
import { RoomChanges } from '../../lottery/engine/roomChanges';
import { OpsError, usageError, type OpsCommand } from '../command';
import { oddsText } from '../../lottery/wire/labels';

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
  async run({ db, notifications, out }, args) {
    if (args.length !== 3) throw usageError(oddsSet);
    const [planArg, classArg, oddsArg] = args as [string, string, string];
    const cls = Number(classArg);
    if (!/^\d{1,3}$/.test(classArg) || !isOutcomeClass(cls))
      throw new OpsError(`"${classArg}" is not an outcome class (1-4, 11-14, 21, 22, 100-127)`);
    const odds = parseOdds(oddsArg);
    if (odds === null) throw new OpsError(`odds must be a decimal of at least 1.00 with up to 2 places, e.g. 1.98 (got "${oddsArg}")`);
    if (planArg !== 'all' && !/^\d+$/.test(planArg)) throw new OpsError(`"${planArg}" is not a plan id`);
    const planId = planArg === 'all' ? null : Number(planArg);
    const changes = new RoomChanges(notifications);
    const rows = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('odds')
        .set({ odds })
        .where('class', '=', cls)
        .$if(planId !== null, (q) => q.where('plan_id', '=', planId!))
        .executeTakeFirst();
      const updated = Number(result.numUpdatedRows);
      if (updated === 0) return 0;
      // Tells the servers of every game the changed rooms belong to.
      const games = await trx
        .selectFrom('plans')
        .select('game_id')
        .distinct()
        .$if(planId !== null, (q) => q.where('id', '=', planId!))
        .execute();
      for (const { game_id } of games) await changes.publish({ gameId: game_id, kind: 'odds' }, trx);
      return updated;
    });
    if (rows === 0) throw new OpsError(`no room "${planArg}" has class ${cls}`);
    // RTP = p x odds, p = winning draws / 1000 (docs/game-rules.md).
    const rtpTenths = Math.round((winningDraws(cls) * odds) / 100);
    out(`class ${cls} at ${oddsText(odds)} in ${rows} room(s); return to player ${Math.floor(rtpTenths / 10)}.${rtpTenths % 10}%`);
    if (rtpTenths > 1000) out('warning: above 100% return to player, the house loses on average on this class');
  },
};
