import type { FastifyInstance } from 'fastify';
import { play } from 'shared-contracts/api';
import { sessionStartedAt } from '../../accounts/sessions';
import { breakAt, changeLimit, takeBreakAt } from '../../domain/play';
import { wallClock } from '../../domain/time';
import { fail } from '../../i18n/errors';
import { readCall, writeCall } from '../../http/route';
import { controlsAnswer, limitOf, lockMember, readControls, writeBreak, writeLimit, writeRealityCheck } from '../../play/controls';
import { PLAY_ERR } from '../../play/errors';
import { activityStatement, resultSince } from '../../play/statement';

/**
 * Player protection (src/play): the member's limits, reality check and breaks, the session result and the activity
 * statement. Times come from the clock bets are stamped with (the lottery engine's: Date.now outside tests), days,
 * weeks and months from the wallet's zone. Nothing here (nor in ops) lifts or shortens a break; what support imposes
 * (play/impose.ts) holds as the member's own.
 */
export default async function playRoutes(app: FastifyInstance) {
  const { timeZone } = app.config.wallet;
  const now = () => app.lottery.clock();
  const realityChoices: readonly number[] = app.config.realityCheckTestMinute
    ? [1, ...play.REALITY_CHECK_MINUTES]
    : play.REALITY_CHECK_MINUTES;

  readCall(app, play.playControls, { handle: async ({ db, user }) => controlsAnswer(db, user.id, now(), timeZone) });

  writeCall(app, play.setPlayLimit, {
    prepare: async ({ input }) => {
      if (input.kind === 'stake' && input.period !== undefined) fail(PLAY_ERR.periodNotForStake);
      if (input.kind !== 'stake' && input.period === undefined) fail(PLAY_ERR.periodRequired);
    },
    handle: async ({ db, user, input }) => {
      const at = now();
      const period = input.kind === 'stake' ? '' : input.period!;
      await lockMember(db, app.dialect, user.id);
      const before = await readControls(db, user.id, at);
      const current = limitOf(before, input.kind, period, at);
      await writeLimit(db, user.id, input.kind, period, changeLimit(current, input.amount, at), { before, imposition: null, now: at });
      return controlsAnswer(db, user.id, at, timeZone);
    },
  });

  writeCall(app, play.setRealityCheck, {
    prepare: async ({ input }) => {
      if (!realityChoices.includes(input.minutes)) fail(PLAY_ERR.realityCheckMinutes);
    },
    handle: async ({ db, user, input }) => {
      await writeRealityCheck(db, user.id, input.minutes);
      return controlsAnswer(db, user.id, now(), timeZone);
    },
  });

  writeCall(app, play.takeBreak, {
    handle: async ({ db, user, input }) => {
      const at = now();
      await lockMember(db, app.dialect, user.id);
      const running = breakAt((await readControls(db, user.id, at)).break, at);
      const taken = takeBreakAt(running, input.length, at);
      if (taken === 'shortens') fail(PLAY_ERR.breakShortens, { until: wallClock(running!.until, timeZone) });
      await writeBreak(db, user.id, taken, at, null);
      return controlsAnswer(db, user.id, at, timeZone);
    },
  });

  readCall(app, play.playSession, {
    handle: async ({ db, user }) => {
      const startedAt = await sessionStartedAt(db, user.tokenHash);
      const { stakes, wins } = await resultSince(db, user.id, startedAt);
      const { realityCheckMinutes } = await readControls(db, user.id);
      return { started_at: Math.floor(startedAt / 1000), stakes, wins, net: wins - stakes, reality_check_minutes: realityCheckMinutes };
    },
  });

  readCall(app, play.activityStatement, {
    handle: async ({ db, user, input }) => activityStatement(db, user.id, input.by, timeZone, input.page),
  });
}
