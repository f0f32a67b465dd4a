import { useQuery } from '@tanstack/react-query';
import { callQuery, usePlatform } from 'shared-contracts/platform';

/** 0: the bank card, 1: the virtual wallet (one of each per member). */
export type BindingType = 0 | 1;

/** The member's bound bank card (0) or virtual wallet (1), null when none is bound. */
export function usePayInfo(type: BindingType) {
  const { api } = usePlatform();
  return useQuery(callQuery(api, 'payInfo', { type }));
}
