import { Dialog, Toast } from 'shared-contracts/kit';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'shared-contracts/routing';
import { ROUTES, formatMoney } from 'shared-contracts';
import { ScreenBar, alertPlayRefusal, useSession } from 'shared-contracts/platform';
import { useLotteryIndex } from '../../shared/api/lotteryIndex';
import page from '../../shared/page.module.css';
import { useRoomBeat, useRoomChannel, type RoomBeat } from './api/heart';
import { usePlayOrder } from './api/playOrder';
import { BetFeed } from './BetFeed';
import { BuyBar } from './BuyBar';
import { BuyPopup, type BuyChoice } from './BuyPopup';
import { LatestDraws } from './LatestDraws';
import { RoomMenu } from './RoomMenu';
import { RoundPanel } from './RoundPanel';
import { followRefusal, followStake, issueOnSale, roundState, type Bet } from './roomRules';
import { useRoomStop } from './useRoomStop';
import { WinBanner } from './WinBanner';
import styles from './betRoom.module.css';

/** /betRoom (query id, game_id, name, title): one room of a game, on its live channel, or on the heartbeat while that is not open. */
export function BetRoomScreen() {
  const [params] = useSearchParams();
  const planId = Number(params.get('id'));
  const gameId = Number(params.get('game_id'));
  if (!Number.isSafeInteger(planId) || planId <= 0 || !Number.isSafeInteger(gameId) || gameId <= 0) {
    return <Navigate to={ROUTES.lottery} replace />;
  }
  return <Room planId={planId} gameId={gameId} queryName={params.get('name') ?? ''} queryTitle={params.get('title') ?? ''} />;
}

function Room({ planId, gameId, queryName, queryTitle }: { planId: number; gameId: number; queryName: string; queryTitle: string }) {
  const { t } = useTranslation();
  // The names in the page's language as the api has them (the hall's answer, cached); the query's until it answers.
  const game = useLotteryIndex().data?.gameList.find((g) => g.id === gameId);
  const name = game?.name ?? queryName;
  const plan = game?.planList.find((p) => p.id === planId);
  const title = plan?.title ?? queryTitle;
  const member = useSession();
  // The room's channel writes its frames where the heartbeat writes its answers; the room beats only while the
  // channel is not open. It re-renders only when the round on sale changes (its parts read their own values).
  const live = useRoomChannel(planId, gameId);
  const { data: onSale = null, refetch } = useRoomBeat(planId, gameId, saleOf, { poll: live !== 'open' });
  const refresh = useCallback(() => void refetch(), [refetch]);
  const [buying, setBuying] = useState(false);
  const stop = useRoomStop();
  const stopNotice = stop?.notice ?? null;
  const order = usePlayOrder({
    onSuccess: () => {
      Toast.show({ icon: 'success', content: t('trade.room.ordered') });
      setBuying(false);
    },
    onError: (error) => alertPlayRefusal(error, t('common.confirm')),
  });
  const { mutate } = order;

  const buy = useCallback(
    (issue: string, { classes, perChoice }: BuyChoice) =>
      mutate({ issue, plan_id: planId, game_id: gameId, play_type: classes.join(','), money: perChoice }),
    [mutate, planId, gameId],
  );

  // Stable within a round (onSale is the issue, not the ticking countdown), so the memoised feed keeps its rows.
  const follow = useCallback(
    (bet: Bet) => {
      if (stopNotice) {
        Toast.show({ content: stopNotice });
        return;
      }
      const refusal = followRefusal(bet, onSale);
      if (refusal) {
        Toast.show({ content: t(refusal === 'closed' ? 'trade.room.followClosed' : 'trade.room.followNotCurrent') });
        return;
      }
      const stake = followStake(bet);
      Dialog.confirm({
        title: t('trade.room.followTitle'),
        content: t('trade.room.followBody', {
          issue: bet.issue,
          method: bet.play_method,
          money: formatMoney(stake.perChoice),
          total: formatMoney(stake.perChoice * stake.classes.length),
        }),
        confirmText: t('trade.room.confirm'),
        cancelText: t('trade.room.cancel'),
        onConfirm: () => buy(bet.issue, stake),
      });
    },
    [onSale, buy, t, stopNotice],
  );

  return (
    <section
      data-testid="screen-betRoom"
      className={`${page.page} ${styles.room}`}
      data-stopped={stop ? '' : undefined}
      data-live={live === 'open' ? 'stream' : 'poll'}
    >
      <ScreenBar
        title={t('trade.hall.room', { name })}
        parent={ROUTES.lottery}
        right={<RoomMenu planId={planId} gameId={gameId} name={name} />}
      />
      {title && <div className={styles.roomTitle}>{title}</div>}
      {plan && (
        <div className={styles.roomLimits} data-testid="room-limits">
          {t('trade.room.limits', { min: formatMoney(plan.min_money), max: formatMoney(plan.max_money) })}
        </div>
      )}
      <RoundPanel planId={planId} gameId={gameId} onRefresh={refresh} />
      <LatestDraws planId={planId} gameId={gameId} />
      <WinBanner planId={planId} gameId={gameId} />
      <BetFeed planId={planId} gameId={gameId} onFollow={follow} />
      <BuyBar stop={stop} onBuy={() => setBuying(true)} />
      <BuyPopup
        visible={buying}
        planId={planId}
        gameId={gameId}
        issue={onSale}
        balance={member?.money ?? 0}
        buying={order.isPending}
        onBuy={(choice) => onSale && buy(onSale, choice)}
        onClose={() => setBuying(false)}
      />
    </section>
  );
}

const saleOf = (beat: RoomBeat) => issueOnSale(roundState(beat));
