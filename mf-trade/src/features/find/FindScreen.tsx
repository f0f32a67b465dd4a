import { DotLoading, NavBar } from 'shared-contracts/kit';
import { useTranslation } from 'react-i18next';
import { GameTabs, useGameParam } from '../../shared/GameTabs';
import page from '../../shared/page.module.css';
import { useCandles } from './api/cand';
import { CandleChart } from './CandleChart';
import { LONG_COLOR, SHORT_COLOR } from './candles';
import styles from './find.module.css';

/** /find, the trend tab: per game, a candle per recent round and the legend of the outcome colours. */
export function FindScreen() {
  const { t } = useTranslation();
  const [gameId, setGameId] = useGameParam();
  const candles = useCandles(gameId);
  return (
    <section data-testid="screen-find" className={page.page}>
      <NavBar className={page.bar} backIcon={false}>
        {t('screens.find')}
      </NavBar>
      <GameTabs gameId={gameId} onChange={setGameId} />
      <div className={styles.chart} data-testid="candle-chart">
        {candles.isPending ? (
          <DotLoading />
        ) : candles.data?.length ? (
          <CandleChart candles={candles.data} />
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
