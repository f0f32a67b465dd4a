import { Dialog } from 'shared-contracts/kit';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'shared-contracts/routing';
import { GROUP_MEMBER, ROUTES, formatMoney } from 'shared-contracts';
import type { CallResponse } from 'shared-contracts/api';
import { ConnectionLost, LoadingView, isNetworkFailure, useSession } from 'shared-contracts/platform';
import { useHallDraws, useLotteryIndex } from '../../shared/api/lotteryIndex';
import { useFreshBalance } from './api/balance';
import page from '../../shared/page.module.css';
import styles from './lottery.module.css';

type Game = CallResponse<'lotteryIndex'>['gameList'][number];
type Plan = Game['planList'][number];

/** How often the hall asks again while the live channel is not open, so a room's latest draw follows the rounds (a round is minutes long). */
const HALL_REFRESH_MS = 10_000;

/** /lottery: the rooms grouped under the four draw lines, each with its entry money and latest draw. */
export function LotteryScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const freshBalance = useFreshBalance();
  const member = useSession();
  // A guest (a demo account) has no money and can neither deposit nor bet: the hall says so, and the way on.
  const guest = member !== null && member.group_id !== GROUP_MEMBER;
  const live = useHallDraws();
  const hall = useLotteryIndex({ refreshEvery: live === 'open' ? undefined : HALL_REFRESH_MS });
  const { data } = hall;

  const enter = async (game: Game, plan: Plan) => {
    // The api refuses bets below the room's entry money as well; this says so before the member walks in.
    // A failed ask has shown its toast already: stay in the hall.
    // A guest can neither deposit nor bet: the way on is to register, not the deposit the balance would ask for.
    if (guest) {
      Dialog.confirm({
        content: t('trade.hall.guest'),
        confirmText: t('screens.register'),
        cancelText: t('trade.hall.cancel'),
        onConfirm: () => navigate(ROUTES.register),
      });
      return;
    }
    const balance = await freshBalance().catch(() => null);
    if (balance === null) return;
    if (balance < plan.joinmoeny) {
      Dialog.confirm({
        content: t('trade.hall.insufficient'),
        confirmText: t('trade.hall.deposit'),
        cancelText: t('trade.hall.cancel'),
        onConfirm: () => navigate(ROUTES.recharge),
      });
      return;
    }
    const query = new URLSearchParams({ id: String(plan.id), game_id: String(game.id), name: game.name, title: plan.title });
    navigate(`${ROUTES.betRoom}?${query}`);
  };

  return (
    <section data-testid="screen-lottery" className={page.page} data-live={live === 'open' ? 'stream' : 'poll'}>
      <h1 className={styles.heading}>{t('screens.lottery')}</h1>
      {guest && (
        <div className={styles.guest} data-testid="hall-guest">
          <p>{t('trade.hall.guestLine')}</p>
          <div className={styles.guestLinks}>
            <Link to={ROUTES.register}>{t('screens.register')}</Link>
            <Link to={ROUTES.login}>{t('screens.login')}</Link>
          </div>
        </div>
      )}
      {!data ? (
        <LoadingView query={hall} />
      ) : (
        <>
          {/* The last rooms stay listed while the refresh cannot reach the api. */}
          <ConnectionLost failed={isNetworkFailure(hall.error)} />
          {data.gameList.map((game) => (
            <div key={game.id} className={styles.game} data-testid="hall-game">
              <div className={styles.gameHead}>
                <span className={styles.gameName}>{game.name}</span>
                <span className={styles.gameIssue}>{game.issue.last_issue ?? ''}</span>
              </div>
              {game.planList.map((plan) => (
                <button key={plan.id} type="button" className={styles.plan} onClick={() => void enter(game, plan)} data-testid="hall-room">
                  <span className={styles.planText}>
                    <span className={styles.planName}>{t('trade.hall.room', { name: game.name })}</span>
                    <span className={styles.planTitle}>{plan.title}</span>
                    <span className={styles.planEntry}>{t('trade.hall.entry', { money: formatMoney(plan.joinmoeny) })}</span>
                  </span>
                  <span className={styles.planCode}>
                    {plan.issue.last_code === null ? t('trade.hall.noDraw') : t('trade.hall.lastCode', { code: plan.issue.last_code })}
                  </span>
                  <RightOutline className={styles.chevron} />
                </button>
              ))}
            </div>
          ))}
        </>
      )}
    </section>
  );
}
