import { useQuery } from '@tanstack/react-query';
import { toDateText } from 'shared-contracts';
import type { OrderRecord } from 'shared-contracts/api';
import { usePlatform } from 'shared-contracts/platform';

/** What the `item` query names: only which order to look for; everything shown comes from the api. */
export interface OrderRef {
  orderNo: string;
  createtime: number;
}

export function parseOrderRef(item: string | null): OrderRef | null {
  if (!item) return null;
  try {
    const parsed: unknown = JSON.parse(item);
    const { orderNo, createtime } = (parsed ?? {}) as Partial<OrderRef>;
    return typeof orderNo === 'string' && orderNo && Number.isSafeInteger(createtime) ? { orderNo, createtime: createtime! } : null;
  } catch {
    return null;
  }
}

/**
 * The days to search: the day the order says it was placed, +-1 for time zones (the api counts days in its own),
 * never after today.
 */
export function searchRange(createtime: number, now = new Date()): { begin_date: string; end_date: string } {
  const placed = new Date(createtime * 1000);
  const day = (offset: number) => toDateText(new Date(placed.getFullYear(), placed.getMonth(), placed.getDate() + offset));
  const today = toDateText(now);
  const end = day(1) < today ? day(1) : today;
  const begin = day(-1) < end ? day(-1) : end;
  return { begin_date: begin, end_date: end };
}

/**
 * One order as the server has it. The api has no call for one order, so this reads the member's orders
 * (orderList) of the days around it, page by page, until the order number shows up; null when it does not.
 */
export function useOrder(ref: OrderRef | null) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: ['order', ref?.orderNo],
    enabled: ref !== null,
    queryFn: async ({ signal }): Promise<OrderRecord | null> => {
      const range = searchRange(ref!.createtime);
      for (let page = 1; ; page++) {
        const orders = await api.call('orderList', { ...range, page }, { signal });
        const found = orders.find((order) => order.orderNo === ref!.orderNo);
        if (found) return found;
        if (orders.length === 0) return null;
      }
    },
  });
}
