import { ActionSheet } from 'shared-contracts/kit';
import { AddOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'shared-contracts/routing';
import { ROUTES } from 'shared-contracts';
import styles from './betRoom.module.css';

/** The plus menu: deposit, the game's results, trend and description, the member's bills, and clear cache (drops every cached answer, reloads). */
export function RoomMenu({ planId, gameId, name }: { planId: number; gameId: number; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const game = `game_id=${gameId}&name=${encodeURIComponent(name)}`;
  const actions = [
    { key: 'deposit', text: t('trade.room.menuDeposit'), onClick: () => navigate(ROUTES.recharge) },
    { key: 'results', text: t('trade.room.menuResults'), onClick: () => navigate(`${ROUTES.lotteryDetail}?${game}`) },
    { key: 'trend', text: t('trade.room.menuTrend'), onClick: () => navigate(`${ROUTES.trendChart}?${game}`) },
    {
      key: 'explain',
      text: t('trade.room.menuExplain'),
      onClick: () => navigate(`${ROUTES.lotteryExplain}?id=${planId}&game_id=${gameId}`),
    },
    { key: 'bills', text: t('trade.room.menuBills'), onClick: () => navigate(ROUTES.betRecord) },
    {
      key: 'clear',
      text: t('trade.room.menuClearCache'),
      onClick: () => {
        queryClient.clear();
        window.location.reload();
      },
    },
  ];
  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        onClick={() => setOpen(true)}
        aria-label={t('trade.room.menu')}
        data-testid="room-menu"
      >
        <AddOutline />
      </button>
      <ActionSheet visible={open} actions={actions} onClose={() => setOpen(false)} closeOnAction cancelText={t('trade.room.cancel')} />
    </>
  );
}
