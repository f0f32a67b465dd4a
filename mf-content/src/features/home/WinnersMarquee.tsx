import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, toDateText } from 'shared-contracts';
import type { CallResponse } from 'shared-contracts/api';
import { LoadingView, type LoadingQuery } from 'shared-contracts/platform';
import styles from './home.module.css';

type Winner = CallResponse<'homeIndex'>['winners'][number];

/** Rows in view; with more wins than that the list scrolls up, a row every ROW_SECONDS. */
const VISIBLE_ROWS = 5;
const ROW_SECONDS = 2.5;

function WinnerRows({ winners, label }: { winners: readonly Winner[]; label?: string }) {
  // The second copy only makes the scroll seamless: screen readers read the list once.
  return (
    <ul className={styles.winnerRows} aria-label={label} aria-hidden={label ? undefined : true}>
      {winners.map((winner, index) => (
        <li key={`${winner.createtime}-${winner.nickname}-${index}`} className={styles.winner}>
          <span className={styles.winnerName}>{winner.nickname}</span>
          <span className={styles.winnerGame}>{winner.game_name}</span>
          <span className={styles.winnerProfit}>{formatMoney(winner.profit)}</span>
          <span className={styles.winnerDate}>{toDateText(new Date(winner.createtime * 1000))}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Real recent wins as the server lists them (nicknames masked there), scrolling up; an honest empty state when nobody has
 * won. Until they load, home's query says how it stands (connection lost, asking again by itself).
 */
export function WinnersMarquee({ winners, query }: { winners?: readonly Winner[]; query: LoadingQuery }) {
  const { t } = useTranslation();
  const moving = !!winners && winners.length > VISIBLE_ROWS;

  const body = () => {
    if (!winners) return <LoadingView query={query} />;
    if (winners.length === 0) return <p className={styles.empty}>{t('content.home.winners.empty')}</p>;
    return (
      <div className={styles.winnerWindow} style={{ '--rows': Math.min(winners.length, VISIBLE_ROWS) } as CSSProperties}>
        <div
          className={moving ? styles.winnerTrack : undefined}
          style={moving ? { animationDuration: `${winners.length * ROW_SECONDS}s` } : undefined}
        >
          <WinnerRows winners={winners} label={t('content.home.winners.list')} />
          {moving && <WinnerRows winners={winners} />}
        </div>
      </div>
    );
  };

  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{t('content.home.winners.title')}</h2>
      {body()}
    </section>
  );
}
