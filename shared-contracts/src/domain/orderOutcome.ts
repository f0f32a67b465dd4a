import type { Minor } from './money';

/** What the rule reads of an order (the player's orderList and the console's member detail answer it alike). */
interface SettledOrder {
  status: number;
  whether_hit: number;
  /** Paid back minus the stake. */
  profit: Minor;
  quantity: Minor;
  voided?: unknown;
}

/**
 * What an order came to, by its net (profit = paid back - stake): won only when it made money; partly won when a leg
 * paid but less than the stake; back when the payout was exactly the stake; lost when nothing paid; pending until
 * its round settles (status 0); voided once its round was voided (its refund follows, status 2). A leg paying is not a
 * win: a two-leg order with one winning leg usually loses money. The player's app and the console read it here alike.
 */
export type OrderOutcome = 'pending' | 'won' | 'partlyWon' | 'back' | 'lost' | 'voided';

export function orderOutcome(order: Pick<SettledOrder, 'status' | 'whether_hit' | 'profit' | 'voided'>): OrderOutcome {
  if (order.voided || order.status === 2) return 'voided';
  if (order.status === 0) return 'pending';
  if (order.whether_hit !== 1) return 'lost';
  if (order.profit > 0) return 'won';
  return order.profit === 0 ? 'back' : 'partlyWon';
}

/** What a settled order paid back: its stake plus its net. */
export function paidBack(order: Pick<SettledOrder, 'quantity' | 'profit'>): Minor {
  return order.quantity + order.profit;
}
