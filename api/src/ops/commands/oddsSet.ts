import { isOutcomeClass } from 'shared-contracts';
import { RoomChanges } from '../../lottery/engine/roomChanges';
import { rtpText, setOdds } from '../../lottery/admin/odds';
import { oddsText } from '../../lottery/wire/labels';
import { OpsError, usageError, type OpsCommand } from '../command';
import { refusedInWords } from './adminRefusal';

/** "1.98" -> 198; odds include the stake, so below 1.00 is refused. */
function parseOdds(text: string): number | null {
  const m = /^(\d{1,5})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const hundredths = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return hundredths >= 100 ? hundredths : null;
}

export const oddsSet: OpsCommand = {
  name: 'odds:set',
  usage: '<plan_id|all> <class> <odds> [--reason "..."]',
  summary:
    'set the decimal odds of an outcome class in an open room (or every open room); refused above 100% return to player; ' +
    'bets already placed keep their odds (audited)',
  async run({ by, db, notifications, out }, args) {
    const [planArg, classArg, oddsArg, flag, reason] = args;
    if (args.length !== 3 && (args.length !== 5 || flag !== '--reason')) throw usageError(oddsSet);
    const cls = Number(classArg);
    if (!/^\d{1,3}$/.test(classArg!) || !isOutcomeClass(cls))
      throw new OpsError(`"${classArg}" is not an outcome class (1-4, 11-14, 21, 22, 100-127)`);
    const odds = parseOdds(oddsArg!);
    if (odds === null) throw new OpsError(`odds must be a decimal of at least 1.00 with up to 2 places, e.g. 1.98 (got "${oddsArg}")`);
    if (planArg !== 'all' && !/^\d{1,9}$/.test(planArg!)) throw new OpsError(`"${planArg}" is not a plan id`);
    const changes = new RoomChanges(notifications);
    const done = await refusedInWords(() =>
      db
        .transaction()
        .execute((trx) =>
          setOdds(
            trx,
            (change, t) => changes.publish(change, t),
            { planId: planArg === 'all' ? 'all' : Number(planArg), cls, odds },
            { ...by, reason: reason ?? null },
          ),
        ),
    );
    out(`class ${cls} at ${oddsText(odds)} in ${done.rooms} room(s); return to player ${rtpText(done.rtpTenths)}`);
  },
};
