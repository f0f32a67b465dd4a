import { NavBar } from 'shared-contracts/kit';
import { LoadingView, useSchedule } from 'shared-contracts/platform';
import { useTranslation } from 'react-i18next';
import { useLotteryIndex } from '../../shared/api/lotteryIndex';
import { GameTabs, useGameParam } from '../../shared/GameTabs';
import page from '../../shared/page.module.css';
import { useCandles } from './api/cand';
import { CandleChart } from './CandleChart';
import { LONG_COLOR, SHORT_COLOR } from './candles';
import styles from './find.module.css';

/** How often the screen asks whether a round was drawn (a round is minutes long): its candle then joins the chart. */
export const FIND_REFRESH_MS = 10_000;

/** /find, the trend tab: per game, a candle per recent round and the legend of the outcome colours. */
export function FindScreen() {
  const { t } = useTranslation();
  const [gameId, setGameId] = useGameParam();
  const index = useLotteryIndex({ refreshEvery: FIND_REFRESH_MS });
  const lastIssue = index.data ? (index.data.gameList.find((game) => game.id === gameId)?.issue.last_issue ?? null) : undefined;
  const candles = useCandles(gameId, lastIssue);
  const { timeZone } = useSchedule();
  return (
    <section data-testid="screen-find" className={page.page}>
      <NavBar className={page.bar} backIcon={false}>
        {t('screens.find')}
      </NavBar>
      <GameTabs gameId={gameId} onChange={setGameId} />
      <div className={styles.chart} data-testid="candle-chart">
        {!candles.data ? (
          <LoadingView query={candles} />
        ) : candles.data.length ? (
          <CandleChart candles={candles.data} timeZone={timeZone} />
        ) : (
          <p className={styles.empty}>{t('trade.find.empty')}</p>
        )}
      </div>
      <div className={styles.legend}>
        <h2>{t('trade.find.legendTitle')}</h2>
        <p>
          <i style={{ background: LONG_COLOR }} /> {t('trade.find.long')}
        </p>
        <p>
          <i style={{ background: SHORT_COLOR }} /> {t('trade.find.short')}
        </p>
        <p className={styles.note}>{t('trade.find.candle')}</p>
      </div>
    </section>
  );
}
