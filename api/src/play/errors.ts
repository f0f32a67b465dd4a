import { INVALID_INPUT, type ErrorDef } from '../i18n/errors';
import type { MessageKey } from '../i18n/translate';
import type { LimitPeriod } from '../domain/play';

const def = (code: number, key: MessageKey): ErrorDef => ({ code, key });
const perPeriod = (code: number, kind: 'depositLimit' | 'lossLimit'): Record<LimitPeriod, ErrorDef> => ({
  day: def(code, `server.play.${kind}.day`),
  week: def(code, `server.play.${kind}.week`),
  month: def(code, `server.play.${kind}.month`),
});

/** Player protection's refusals (600xx; bad choices share INVALID_INPUT), each naming the limit and its reset. */
export const PLAY_ERR = {
  depositLimit: perPeriod(60001, 'depositLimit'),
  lossLimit: perPeriod(60002, 'lossLimit'),
  maxStake: def(60003, 'server.play.maxStake'),
  onBreak: { timeout: def(60004, 'server.play.onBreak.timeout'), exclusion: def(60004, 'server.play.onBreak.exclusion') },
  breakShortens: def(60005, 'server.play.breakShortens'),
  /** An exclusion support imposed (issue 40): the refusal names support's reason, as the member was told it. */
  imposedExclusion: { until: def(60006, 'server.play.imposed.until'), indefinite: def(60006, 'server.play.imposed.indefinite') },
  realityCheckMinutes: def(INVALID_INPUT, 'server.play.realityCheckMinutes'),
  periodRequired: def(INVALID_INPUT, 'server.play.periodRequired'),
  periodNotForStake: def(INVALID_INPUT, 'server.play.periodNotForStake'),
} as const;
