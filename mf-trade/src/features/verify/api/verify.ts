import { useQuery } from '@tanstack/react-query';
import { callQuery, usePlatform } from 'shared-contracts/platform';

/** A drawn round's proof (verify): link, previous link, commitment, salt, digits and each class's result; only values, no verdict. */
export function useRoundProof(gameId: number, issue: string | null) {
  const { api } = usePlatform();
  return useQuery({ ...callQuery(api, 'verify', { game_id: gameId, issue: issue! }), enabled: issue !== null });
}
