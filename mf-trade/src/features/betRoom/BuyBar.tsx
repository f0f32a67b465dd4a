import { Button } from 'shared-contracts/kit';
import { useTranslation } from 'react-i18next';
import { ROUTES } from 'shared-contracts';
import { useNavigate } from 'shared-contracts/routing';
import type { RoomStop } from './useRoomStop';
import styles from './betRoom.module.css';

/** The fixed bar: 'go to buy', or why the member cannot bet here, with Buy disabled (a guest is offered Register). */
export function BuyBar({ stop, onBuy }: { stop: RoomStop | null; onBuy(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <footer className={styles.buyBar}>
      {stop && (
        <p className={styles.breakNotice} role="status" data-testid="room-stop">
          {stop.notice}
        </p>
      )}
      <div className={styles.buyActions}>
        <Button block color="primary" size="large" disabled={stop !== null} onClick={onBuy} data-testid="room-go-buy">
          {t('trade.room.goBuy')}
        </Button>
        {stop?.kind === 'guest' && (
          <Button block color="primary" fill="outline" size="large" onClick={() => navigate(ROUTES.register)}>
            {t('screens.register')}
          </Button>
        )}
      </div>
    </footer>
  );
}
