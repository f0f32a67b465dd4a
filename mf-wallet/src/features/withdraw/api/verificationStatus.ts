import { useQuery } from '@tanstack/react-query';
import { callQuery, usePlatform } from 'shared-contracts/platform';

/** The member's verification level and the thresholds large withdrawals need it above (verificationStatus). */
export function useVerificationStatus() {
  const { api } = usePlatform();
  return useQuery(callQuery(api, 'verificationStatus'));
}
