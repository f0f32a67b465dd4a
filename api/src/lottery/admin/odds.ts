import { isOutcomeClass, winningDraws } from 'shared-contracts';
import { writeAudit } from '../../audit/log';
import type { Trx } from '../../db/schema';
import { AppError, ERR } from '../../i18n/errors';
import { GAME_ADMIN_ERR } from '../wire/errors';
import { oddsText } from '../wire/labels';
import type { ChangedBy, PublishRoomChange } from './actor';

/** RTP = p x odds with p = winning draws / 1000 (docs/game-rules.md), in tenths of a percent, rounded. */
export function rtpTenths(cls: number, oddsHundredths: number): number {
  return Math.round((winningDraws(cls) * oddsHundredths) / 100);
}

/** "99.0%" */
export function rtpText(tenths: number): string {
  return `${Math.floor(tenths / 10)}.${tenths % 10}%`;
}

/** Whether the odds pay back more than the stakes on average (exact, in integers: n/1000 x odds/100 > 1). */
export function aboveFullReturn(cls: number, oddsHundredths: number): boolean {
  return winningDraws(cls) * oddsHundredths > 100_000;
}

export interface OddsChange {
  /** One open room, or every open room. */
  planId: number | 'all';
  cls: number;
  /** Decimal odds in hundredths, stake included (1.98 -> 198). */
  odds: number;
}

/**
 * The open rooms an odds change reaches, and its return to player; refused (nothing written) as setOdds would refuse
 * it: an unknown class or odds below 1.00 (10001), above 100% RTP (70040), an unknown (70042) or retired (70044) room.
 * A four-eyes request is checked with it when asked, and again when approved.
 */
export async function checkOddsChange(trx: Trx, change: OddsChange) {
  const { planId, cls, odds } = change;
  if (!isOutcomeClass(cls) || !Number.isSafeInteger(odds) || odds < 100) throw new AppError(ERR.invalidInput);
  const rtp = rtpTenths(cls, odds);
  if (aboveFullReturn(cls, odds)) throw new AppError(GAME_ADMIN_ERR.rtpAbove100, { odds: oddsText(odds), rtp: rtpText(rtp) });
  const rows = await trx
    .selectFrom('odds as o')
    .innerJoin('plans as p', 'p.id', 'o.plan_id')
    .select(['o.plan_id', 'o.odds', 'p.game_id', 'p.retired_at'])
    .where('o.class', '=', cls)
    .$if(planId !== 'all', (q) => q.where('o.plan_id', '=', planId as number))
    .$if(planId === 'all', (q) => q.where('p.retired_at', 'is', null))
    .orderBy('o.plan_id')
    .execute();
  if (rows.length === 0) throw new AppError(GAME_ADMIN_ERR.roomUnknown);
  if (rows.some((r) => r.retired_at !== null)) throw new AppError(GAME_ADMIN_ERR.roomRetired);
  return { rows, rtp };
}

/**
 * Sets an outcome class's odds in one open room or in every open room, the one way for the console and the CLI.
 * Odds whose return to player is above 100% are refused (70040): the house would lose on average. Bets already
 * placed keep the odds they were bought at. Audited per room, with the odds before and after.
 */
export async function setOdds(
  trx: Trx,
  publish: PublishRoomChange,
  change: OddsChange,
  by: ChangedBy,
): Promise<{ rooms: number; rtpTenths: number }> {
  const { cls, odds } = change;
  const { rows, rtp } = await checkOddsChange(trx, change);
  await trx
    .updateTable('odds')
    .set({ odds })
    .where('class', '=', cls)
    .where(
      'plan_id',
      'in',
      rows.map((r) => r.plan_id),
    )
    .execute();
  for (const row of rows)
    await writeAudit(trx, {
      ...by,
      action: 'odds.set',
      target: `room:${row.plan_id}`,
      before: { class: cls, odds: row.odds },
      after: { class: cls, odds },
    });
  for (const gameId of new Set(rows.map((r) => r.game_id))) await publish({ gameId, kind: 'odds' }, trx);
  return { rooms: rows.length, rtpTenths: rtp };
}
