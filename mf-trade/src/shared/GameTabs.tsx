import { Tabs } from 'shared-contracts/kit';
import { LoadingView } from 'shared-contracts/platform';
import { useCallback } from 'react';
import { useSearchParams } from 'shared-contracts/routing';
import { useLotteryIndex } from './api/lotteryIndex';
import styles from './gameTabs.module.css';

/** The game (draw line) a screen shows, kept in its `game_id` query so a reload or a shared link keeps it; game 1 by default. */
export function useGameParam(): [number, (gameId: number) => void] {
  const [params, setParams] = useSearchParams();
  const gameId = Number(params.get('game_id')) || 1;
  const choose = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('game_id', String(next));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [gameId, choose];
}

/** One tab per game, named by the api (lotteryIndex). */
export function GameTabs({ gameId, onChange }: { gameId: number; onChange: (gameId: number) => void }) {
  const games = useLotteryIndex();
  const { data } = games;
  if (!data) return <LoadingView query={games} />;
  return (
    <Tabs
      activeKey={String(gameId)}
      onChange={(key) => onChange(Number(key))}
      className={styles.tabs}
      // Inline: antd-mobile sets the variable on the same element, and its stylesheet may load after ours.
      style={{ background: '#fff', '--title-font-size': '14px' }}
    >
      {data.gameList.map((game) => (
        <Tabs.Tab key={game.id} title={game.name} />
      ))}
    </Tabs>
  );
}
