import { Button } from 'shared-contracts/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES, TREND_CLASSES, classWins, outcomeLabelKey } from 'shared-contracts';
import { DayInput, RecordList, ScreenBar, useLotteryToday } from 'shared-contracts/platform';
import { useLotteryIndex } from '../../shared/api/lotteryIndex';
import { GameTabs, useGameParam } from '../../shared/GameTabs';
import page from '../../shared/page.module.css';
import styles from './trendChart.module.css';

/** How often the screen asks whether a round was drawn (a round is minutes long), to list it. */
export const TREND_REFRESH_MS = 10_000;

/**
 * /trendChart (query game_id): per round (the latest, or those of the chosen day), its sum and a mark under each of the
 * eight outcome columns it won. Each outcome's mark has a colour of its own and its short name on it, so marks are told
 * apart without colour too.
 */
export function TrendChartScreen() {
  const { t } = useTranslation();
  const [gameId, setGameId] = useGameParam();
  // No day chosen: the latest rounds, whatever their sales day; 'latest' goes back to them.
  const [date, setDate] = useState<string | undefined>(undefined);
  const today = useLotteryToday();
  const latest = useLotteryIndex({ refreshEvery: TREND_REFRESH_MS }).data?.gameList.find((game) => game.id === gameId)?.issue.last_issue;
  return (
    <section data-testid="screen-trendChart" className={page.page}>
      <ScreenBar title={t('screens.trendChart')} parent={ROUTES.lottery} />
      <GameTabs gameId={gameId} onChange={setGameId} />
      <div className={styles.toolbar}>
        <span>{t('trade.trend.date')}</span>
        {/* Following the latest rounds, the picker shows the day they are on rather than an empty field. */}
        <DayInput label={t('trade.trend.date')} value={date ?? today} onChange={setDate} />
        <Button size="small" color={date ? 'default' : 'primary'} aria-pressed={!date} onClick={() => setDate(undefined)}>
          {t('trade.trend.latest')}
        </Button>
      </div>
      <div className={`${styles.grid} ${styles.header}`}>
        <span>{t('trade.trend.issue')}</span>
        <span>{t('trade.trend.sum')}</span>
        {TREND_CLASSES.map((cls) => (
          <span key={cls}>{t(outcomeLabelKey(cls).key)}</span>
        ))}
      </div>
      <RecordList
        call="issueList"
        filter={date ? { game_id: gameId, date } : { game_id: gameId }}
        itemKey={(row) => row.issue}
        refreshOn={date ? undefined : latest}
        renderItem={(row) => (
          <div className={styles.grid} data-testid="trend-row">
            <span className={styles.issue}>{row.issue}</span>
            <span className={styles.sum}>{row.code}</span>
            {TREND_CLASSES.map((cls) => (
              <span key={cls}>
                {classWins(cls, row.code) ? (
                  <i className={styles.mark} data-class={cls} aria-label={t(outcomeLabelKey(cls).key)}>
                    {t(`trade.trend.mark.c${cls}`)}
                  </i>
                ) : null}
              </span>
            ))}
          </div>
        )}
      />
    </section>
  );
}
