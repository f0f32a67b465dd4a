import { Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { useOpsGames } from './api/opsGames';
import { GameCard } from './GameCard';

/**
 * /ops/games (admin): every game with its status, rooms and odds; pause or resume a game, add, edit or retire a room,
 * change an outcome's odds, each with a reason for the audit log. Another role's menu leaves it out; the server refuses it.
 */
export function GamesScreen() {
  const { t } = useTranslation();
  const games = useOpsGames();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('games.title')}
      </Typography.Title>
      {games.isError && <ErrorAlert error={games.error} onRetry={() => void games.refetch()} />}
      {games.isPending && !games.isError && <Spin aria-label={t('common.loading')} />}
      {games.data?.map((game) => (
        <GameCard key={game.id} game={game} />
      ))}
    </Space>
  );
}
