import type { Order } from 'shared-contracts/api';

/** An order is pending (status 0) until its round settles; then won when anything was paid (whether_hit 1), else lost. */
export type OrderState = 'pending' | 'won' | 'lost';

export function orderState(order: Pick<Order, 'status' | 'whether_hit'>): OrderState {
  if (order.status === 0) return 'pending';
  return order.whether_hit === 1 ? 'won' : 'lost';
}
