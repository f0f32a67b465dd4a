import type { APIRequestContext } from '@playwright/test';
import { firstRoom, placeBet, waitForSettlement } from './trade';

/**
 * Plays `stake` (minor units, even) through in one settled bet on long and short at once, half on each: one leg wins
 * whatever the draw, so the member keeps 99% of it, and the whole stake counts the turnover down (issue 28).
 */
export async function playThrough(request: APIRequestContext, token: string, stake: number): Promise<void> {
  const order = await placeBet(request, token, await firstRoom(request, token), [1, 2], stake / 2);
  await waitForSettlement(request, token, order.orderNo);
}
