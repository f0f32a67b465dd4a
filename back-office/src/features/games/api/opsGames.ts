import { useQuery } from '@tanstack/react-query';
import type { opsGames } from 'shared-contracts/ops';
import type { AnswerOf } from '../../../shared/api/contract';
import { useSession, type OpsCall } from '../../../shared/session/SessionProvider';
import { useLocale } from '../../../i18n/useLocale';

/** Every game with its status and rooms (retired too), each room's odds per class with its RTP (admin). */
export type GameRow = AnswerOf<typeof opsGames>[number];
export type RoomRow = GameRow['rooms'][number];
export type OddsRow = RoomRow['odds'][number];

/** The list's key: every change asks it again (class names come in the console's language). */
export const GAMES_KEY = ['opsGames'];

export const fetchOpsGames = (call: OpsCall, signal?: AbortSignal) => call('opsGames', {}, signal);

export function useOpsGames() {
  const { call } = useSession();
  const locale = useLocale();
  return useQuery({ queryKey: [...GAMES_KEY, locale], queryFn: ({ signal }) => fetchOpsGames(call, signal) });
}
