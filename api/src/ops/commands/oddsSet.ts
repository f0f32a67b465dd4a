import { isOutcomeClass } from 'shared-contracts';
import { rtpTenths, rtpText } from '../../lottery/admin/odds';
import { askChange } from '../../operators/requests';
import { oddsText } from '../../lottery/wire/labels';
import { OpsError, usageError, type OpsCommand } from '../command';
import { refusedInWords } from './adminRefusal';
import { printAsked } from './requestArgs';

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
    'ask to set the decimal odds of an outcome class in an open room (or every open room; another admin approves); refused above ' +
    '100% return to player; bets already placed keep their odds (audited)',
  async run(ctx, args) {
    const [planArg, classArg, oddsArg, flag, reason] = args;
    if (args.length !== 3 && (args.length !== 5 || flag !== '--reason')) throw usageError(oddsSet);
    const cls = Number(classArg);
    if (!/^\d{1,3}$/.test(classArg!) || !isOutcomeClass(cls))
      throw new OpsError(`"${classArg}" is not an outcome class (1-4, 11-14, 21, 22, 100-127)`);
    const odds = parseOdds(oddsArg!);
    if (odds === null) throw new OpsError(`odds must be a decimal of at least 1.00 with up to 2 places, e.g. 1.98 (got "${oddsArg}")`);
    if (planArg !== 'all' && !/^\d{1,9}$/.test(planArg!)) throw new OpsError(`"${planArg}" is not a plan id`);
    const payload = { planId: planArg === 'all' ? ('all' as const) : Number(planArg), cls, odds };
    const why = reason ?? `class ${cls} at ${oddsText(odds)} in room ${planArg}`;
    const id = await refusedInWords(() =>
      ctx.db.transaction().execute((trx) => askChange(ctx, trx, { kind: 'odds.set', payload, reason: why }, ctx.by)),
    );
    printAsked(
      ctx,
      id,
      `class ${cls} at ${oddsText(odds)} in ${planArg === 'all' ? 'every open room' : `room ${planArg}`} (return to player ${rtpText(rtpTenths(cls, odds))})`,
    );
  },
};
