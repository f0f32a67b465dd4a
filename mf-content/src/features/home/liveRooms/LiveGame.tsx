import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES, parseIssue } from 'shared-contracts';
import type { CallResponse } from 'shared-contracts/api';
import { useNavigate } from 'shared-contracts/routing';
import { useLiveRound } from './api/liveRooms';
import { clock, secondsLeft } from './countdown';
import styles from './liveRooms.module.css';

type Game = CallResponse<'lotteryIndex'>['gameList'][number];

/** The round's countdown, ticking each second between the server's answers (or the channel's frames). */
function RoundLine({ planId, gameId, live }: { planId: number; gameId: number; live: boolean }) {
  const { t } = useTranslation();
  const { data } = useLiveRound(planId, gameId, live);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  if (!data) return <span className={styles.round}>&nbsp;</span>;
  const round = data.issue;
  if (data.gameStatus !== 1) return <span className={styles.round}>{t('content.home.live.paused')}</span>;
  if (round === null) return <span className={styles.round}>{t('content.home.live.closed')}</span>;
  const time = clock(secondsLeft(round.openTime1, data.at, now));
  return (
    <span className={styles.round} data-testid="live-round">
      {t('content.home.live.round', { issue: round.issue })}{' '}
      <strong className={round.whether_close ? styles.sealed : styles.countdown}>
        {t(round.whether_close ? 'content.home.live.drawIn' : 'content.home.live.closesIn', { time })}
      </strong>
    </span>
  );
}

/** One game: its round and countdown, its last draw, and its rooms, each a tap away. */
export function LiveGame({ game, live = false }: { game: Game; live?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const first = game.planList[0];
  const code = game.issue.last_code;
  const enter = (plan: Game['planList'][number]) =>
    navigate(
      `${ROUTES.betRoom}?${new URLSearchParams({ id: String(plan.id), game_id: String(game.id), name: game.name, title: plan.title })}`,
    );
  return (
    <li className={styles.game} data-testid="live-game">
      <div className={styles.gameHead}>
        <span className={styles.gameName}>{game.name}</span>
        <span className={styles.lastDraw}>
          {code === null || game.issue.last_issue === null
            ? t('content.home.live.noDraw')
            : t('content.home.live.lastDraw', { issue: sequenceOf(game.issue.last_issue), code })}
        </span>
      </div>
      {first && <RoundLine planId={first.id} gameId={game.id} live={live} />}
      <div className={styles.rooms}>
        {game.planList.map((plan) => (
          <button key={plan.id} type="button" className={styles.room} onClick={() => enter(plan)}>
            {plan.title}
          </button>
        ))}
      </div>
    </li>
  );
}

/** The round's number within its sales day, as wide as its calendar numbers it (3 digits, or 4 on short rounds). */
function sequenceOf(issue: string): string {
  return parseIssue(issue) ? issue.slice(8) : issue;
}
