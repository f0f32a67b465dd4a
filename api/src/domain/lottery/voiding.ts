/**
 * What voiding a round gives back for one of its orders (docs/game-rules.md 'Voided rounds'): an order not yet settled
 * its whole stake; a settled one what its payout fell short of the stake, never less than 0. Every order ends with at
 * least its stake back; nobody is charged back for the house's error, so winnings already paid stay. Minor units.
 */
export function voidRefund(order: { settled: boolean; stake: number; payout: number }): number {
  return order.settled ? Math.max(0, order.stake - order.payout) : order.stake;
}
