import { useQuery } from '@tanstack/react-query';
import { callQuery, usePlatform } from 'shared-contracts/platform';

/** A room's outcome classes (the buy popup, the product description) with their current odds (oddsList); none asked until the room is known. */
export function useOddsList(planId: number | undefined) {
  const { api } = usePlatform();
  return useQuery({ ...callQuery(api, 'oddsList', { plan_id: planId! }), enabled: planId !== undefined });
}

/** Odds text "1.98" -> hundredths 198 (the api keeps exactly two decimals). */
export function oddsHundredths(odds: string): number {
  return Number(odds.replace('.', ''));
}
