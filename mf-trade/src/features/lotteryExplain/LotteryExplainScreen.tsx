import { LoadingView, ScreenBar, usePlatform, useSchedule } from 'shared-contracts/platform';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'shared-contracts/routing';
import { ROUTES, outcomeLabelKey } from 'shared-contracts';
import { useLotteryIndex } from '../../shared/api/lotteryIndex';
import { useOddsList } from '../../shared/api/oddsList';
import page from '../../shared/page.module.css';
import { FairnessTest } from './FairnessTest';
import { chanceText, rtpText, sumsText } from './returns';
import styles from './lotteryExplain.module.css';
import { zoneName } from './zoneName';

/** The room of the query (`id`, as the room links it), else the first room the api lists. */
function useRoom() {
  const [params] = useSearchParams();
  const rooms = useLotteryIndex();
  const plans = rooms.data?.gameList.flatMap((game) => game.planList) ?? [];
  const wanted = Number(params.get('id'));
  return { room: plans.find((plan) => plan.id === wanted) ?? plans[0], rooms };
}

/** The round length and sales hours of the schedule the server runs. */
function RoundsText() {
  const { t } = useTranslation();
  const { preferences } = usePlatform();
  const schedule = useSchedule();
  return schedule.alwaysOpen ? (
    <p>{t('trade.explain.roundsAlwaysOpen', { seconds: schedule.roundSeconds })}</p>
  ) : (
    <p>
      {t(schedule.salesClose <= schedule.salesOpen ? 'trade.explain.rounds' : 'trade.explain.roundsSameDay', {
        seconds: schedule.roundSeconds,
        open: schedule.salesOpen,
        close: schedule.salesClose,
        zone: zoneName(schedule.timeZone, preferences.locale()),
      })}
    </p>
  );
}

/** /lotteryExplain: rounds and sales hours, every outcome with its sums, chance, the room's current odds and RTP, the fairness scheme and its tested figures. */
export function LotteryExplainScreen() {
  const { t } = useTranslation();
  const { room, rooms } = useRoom();
  const odds = useOddsList(room?.id);
  const { sealSeconds } = useSchedule();
  return (
    <section data-testid="screen-lotteryExplain" className={page.page}>
      <ScreenBar title={t('screens.lotteryExplain')} parent={ROUTES.lottery} />
      <div className={page.body}>
        <article className={styles.card}>
          <h2>{t('trade.explain.roundsTitle')}</h2>
          <RoundsText />
          <p>{t('trade.explain.seal', { seconds: sealSeconds })}</p>
          <p>{t('trade.explain.digits')}</p>
        </article>

        <article className={styles.card}>
          <h2>{t('trade.explain.classesTitle')}</h2>
          {room && <p className={styles.note}>{t('trade.explain.room', { title: room.title })}</p>}
          {odds.data ? (
            <table className={styles.table} data-testid="odds-table">
              <thead>
                <tr>
                  <th>{t('trade.explain.class')}</th>
                  <th>{t('trade.explain.sums')}</th>
                  <th>{t('trade.explain.probability')}</th>
                  <th>{t('trade.explain.odds')}</th>
                  <th>{t('trade.explain.rtp')}</th>
                </tr>
              </thead>
              <tbody>
                {odds.data.rule_base.map((rule) => {
                  const label = outcomeLabelKey(rule.class);
                  return (
                    <tr key={rule.class}>
                      <td>{t(label.key, { n: label.n })}</td>
                      <td>{sumsText(rule.class)}</td>
                      <td>{chanceText(rule.class)}</td>
                      <td>{rule.odds}</td>
                      <td>{rtpText(rule.class, rule.odds)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          ) : (
            // The odds wait for the room list, then for the room's odds: whichever is loading says how it stands.
            <LoadingView query={room ? odds : rooms} />
          )}
          <p className={styles.note}>{t('trade.explain.rtpNote')}</p>
        </article>

        <article className={styles.card}>
          <h2>{t('trade.explain.fairTitle')}</h2>
          <p>{t('trade.explain.fairChain')}</p>
          <p>{t('trade.explain.fairRound')}</p>
          <p>{t('trade.explain.fairDigits')}</p>
          <p>{t('trade.explain.fairCheck')}</p>
          <FairnessTest />
          <Link className={styles.link} to={room ? `${ROUTES.verify}?game_id=${room.game_id}` : ROUTES.verify}>
            {t('trade.explain.toVerify')}
          </Link>
        </article>
      </div>
    </section>
  );
}
