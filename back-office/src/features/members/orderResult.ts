import type { OrderRow } from './api/opsMemberDetail';

/** An order's result: not drawn yet (status 0), or won or lost. */
export function orderResult(order: Pick<OrderRow, 'status' | 'whether_hit'>): 'pending' | 'won' | 'lost' {
  if (order.status === 0) return 'pending';
  return order.whether_hit ? 'won' : 'lost';
}
