import type { APIRequestContext } from '@playwright/test';
import { formatMoney } from 'shared-contracts';
import { call, firstRoom, placeBet, waitForSettlement } from './trade';
import { E2E_SECOND_OPERATOR, ops, opsAs, requestIdOf } from './wallet';

/**
 * Brings the member's turnover left to 0 in seconds: one settled bet of `stake` (minor units, even) on long and short
 * at once, half on each (one leg wins whatever the draw, so the member keeps 99% of it, and only the 1% at risk counts,
 * issue 38), then an operator's waiver of what is left, asked by one admin and approved by another.
 */
export async function playThrough(request: APIRequestContext, token: string, stake: number): Promise<void> {
  await playHedged(request, token, stake);
  const { turnover } = await call<{ turnover: { left: number } }>(request, token, '/api/user/withdrawInfo');
  if (turnover.left === 0) return;
  const { username } = await call<{ username: string }>(request, token, '/api/user/userInfo');
  const asked = ops('turnover:waive', username, formatMoney(turnover.left).replace(/u$/, ''), '--reason', 'e2e journey');
  opsAs(E2E_SECOND_OPERATOR, 'request:approve', requestIdOf(asked));
}

/** One settled bet of `stake` (minor units, even), half on long and half on short: it counts only the 1% at risk. */
export async function playHedged(request: APIRequestContext, token: string, stake: number): Promise<void> {
  const order = await placeBet(request, token, await firstRoom(request, token), [1, 2], stake / 2);
  await waitForSettlement(request, token, order.orderNo);
}
