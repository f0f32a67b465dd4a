import { useTranslation } from 'react-i18next';
import { useNavigate } from 'shared-contracts/routing';
import { ROUTES } from 'shared-contracts';
import { RecordList, ScreenBar } from 'shared-contracts/platform';
import { DrawDigits } from '../../shared/DrawDigits';
import { GameTabs, useGameParam } from '../../shared/GameTabs';
import page from '../../shared/page.module.css';
import styles from './lotteryDetail.module.css';

/** /lotteryDetail (query game_id): the game's draws, newest first; a row opens its fairness check. */
export function LotteryDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [gameId, setGameId] = useGameParam();
  return (
    <section data-testid="screen-lotteryDetail" className={page.page}>
      <ScreenBar title={t('screens.lotteryDetail')} parent={ROUTES.lottery} />
      <GameTabs gameId={gameId} onChange={setGameId} />
      <p className={styles.hint}>{t('trade.results.hint')}</p>
      <RecordList
        call="issueList"
        filter={{ game_id: gameId }}
        itemKey={(row) => row.issue}
        renderItem={(row) => (
          <button
            type="button"
            className={styles.row}
            data-testid="draw-row"
            onClick={() => navigate(`${ROUTES.verify}?game_id=${gameId}&issue=${row.issue}`)}
          >
            <span className={styles.head}>
              <span className={styles.issue}>{t('trade.results.issue', { issue: row.issue })}</span>
              <span className={styles.bets}>{t('trade.results.bets', { count: row.join })}</span>
            </span>
            <span className={styles.result}>
              <DrawDigits digits={[row.site_1, row.site_2, row.site_3]} sum={row.code} />
              <span className={styles.base}>{row.base}</span>
            </span>
            {row.voided && (
              <span className={styles.voided} data-testid="draw-voided">
                {t('trade.results.voided', { reason: row.voided.reason })}
              </span>
            )}
          </button>
        )}
      />
    </section>
  );
}
