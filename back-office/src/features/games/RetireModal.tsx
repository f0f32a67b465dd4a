import { App as AntApp } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import type { RoomRow } from './api/opsGames';
import { useOpsRoomRetire } from './api/opsRoomRetire';
import { roomTitle } from './numbers';
import { ReasonModal } from './ReasonModal';

/** Retires a room for good, with a reason; the server refuses the game's last open room (70045). */
export function RetireModal({ room, onClose }: { room: RoomRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const retire = useOpsRoomRetire();
  return (
    <ReasonModal
      title={t('games.retire.title', { title: roomTitle(room, useLocale()) })}
      hint={t('games.retire.hint')}
      okText={t('games.rooms.retire')}
      danger
      pending={retire.isPending}
      error={retire.error}
      onSubmit={(reason) =>
        retire.mutate(
          { id: room.id, reason },
          {
            onSuccess: () => {
              void message.success(t('games.retire.done'));
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    />
  );
}
