import { useQuery } from '@tanstack/react-query';
import { callQuery, usePlatform } from 'shared-contracts/platform';

/** The balance and the bound payout accounts (withdrawInfo); the api client writes the balance to the session (wallet:balance). */
export function useWithdrawInfo() {
  const { api } = usePlatform();
  return useQuery(callQuery(api, 'withdrawInfo'));
}
