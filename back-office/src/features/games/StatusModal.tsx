import { App as AntApp } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import type { GameRow } from './api/opsGames';
import { useOpsGameStatus } from './api/opsGameStatus';
import { gameName } from './numbers';
import { ReasonModal } from './ReasonModal';

/** Pauses a game on sale, or puts a paused one back on sale, with a reason. */
export function StatusModal({ game, onClose }: { game: GameRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const name = gameName(game, useLocale());
  const change = useOpsGameStatus();
  const pausing = !game.paused;
  return (
    <ReasonModal
      title={t(pausing ? 'games.status.pauseTitle' : 'games.status.resumeTitle', { name })}
      hint={t(pausing ? 'games.status.pauseHint' : 'games.status.resumeHint')}
      okText={t(pausing ? 'games.pause' : 'games.resume')}
      danger={pausing}
      pending={change.isPending}
      error={change.error}
      onSubmit={(reason) =>
        change.mutate(
          { game_id: game.id, paused: pausing, reason },
          {
            onSuccess: (answer) => {
              const done = answer.unchanged ? 'games.status.unchanged' : answer.paused ? 'games.status.paused' : 'games.status.resumed';
              void message.success(t(done, { name }));
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    />
  );
}
